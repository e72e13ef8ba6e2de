// The flip-slice classes (flip_slice_classes.hpp) as host/engine/class_search.hpp's space:
// the 3x3x3 solvers' symmetric tables are searched by the same engine as every other
// symmetry-reduced table.
#pragma once

#include <memory>
#include <vector>

#include "host/engine/class_search.hpp"
#include "host/puzzles/cube3/flip_slice_classes.hpp"

namespace twobit {

// The flip-slice classes as class_search.hpp's space: a row per class of the edge part, a
// column per twist, a step's map the symmetry of the representative's child.
class FlipSliceSpace {
  public:
    // keep: the classes' owner, where the space outlives its maker's (a registry's space).
    explicit FlipSliceSpace(const FlipSliceClasses& classes,
                            std::shared_ptr<const FlipSliceClasses> keep = {})
        : keep_(std::move(keep)), classes_(classes),
          twist_to_(size_t{kFaceTurns} * 16 * kSymTwistSize) {
        for (int turn = 0; turn < kFaceTurns; ++turn)
            for (int s = 0; s < 16; ++s)
                for (uint32_t t = 0; t < kSymTwistSize; ++t)
                    twist_to_[(static_cast<size_t>(turn) * 16 + static_cast<size_t>(s)) *
                                  kSymTwistSize +
                              t] = classes.twist_conjugate(classes.twist_move(t, turn), s);
    }

    uint32_t rows() const { return classes_.num_classes(); }
    uint32_t columns() const { return kSymTwistSize; }
    int moves() const { return kFaceTurns; }
    void steps(uint32_t row, ClassStep* out) const {
        const uint32_t* near = classes_.class_move_row(row);
        for (int turn = 0; turn < kFaceTurns; ++turn)
            out[turn] = {near[turn] >> 4, near[turn] & 15};
    }
    uint32_t column_after(const ClassStep& step, int turn, uint32_t twist) const {
        return twist_to_[(static_cast<size_t>(turn) * 16 + step.map) * kSymTwistSize + twist];
    }
    int stabilizer(uint32_t row, uint32_t* maps) const {
        const uint16_t mask = classes_.stabilizer(row);
        int n = 0;
        for (uint32_t s = 1; s < 16; ++s)
            if ((mask >> s & 1) != 0) maps[n++] = s;
        return n;
    }
    uint32_t conjugate(uint32_t s, uint32_t twist) const {
        return classes_.twist_conjugate(twist, static_cast<int>(s));
    }
    uint64_t row_weight(uint32_t row) const {
        return 16 / static_cast<uint64_t>(__builtin_popcount(classes_.stabilizer(row)));
    }
    ClassEntry solved() const {
        const uint32_t part = FlipSliceClasses::edge_part(0, classes_.solved_slice());
        return {classes_.class_and_symmetry(part) >> 4, 0};
    }

    uint64_t fingerprint() const { return classes_.fingerprint(); }

  private:
    std::shared_ptr<const FlipSliceClasses> keep_;
    const FlipSliceClasses& classes_;
    std::vector<uint16_t> twist_to_; // [turn][symmetry][twist]: the conjugated child twist
};

} // namespace twobit
