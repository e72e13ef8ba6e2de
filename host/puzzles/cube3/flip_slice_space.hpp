// The flip-slice classes (flip_slice_classes.hpp) as host/engine/class_search.hpp's space:
// the 3x3x3 solvers' symmetric tables are searched by the same engine as every other
// symmetry-reduced table.
#pragma once

#include <memory>
#include <vector>

#include "host/engine/class_search.hpp"
#include "host/puzzles/cube3/corner_separation.hpp"
#include "host/puzzles/cube3/flip_slice_classes.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// The flip-slice classes as class_search.hpp's space: a row per class of the edge part, a
// column per corner part (twist, or twist x the corners' U-D separation when kSeparations is
// 70: twist * 70 + separation), a step's map the symmetry of the representative's child.
template <uint32_t kSeparations>
class FlipSliceSpaceOf {
    static_assert(kSeparations == 1 || kSeparations == kCornerSeparations);

  public:
    // keep: the classes' owner, where the space outlives its maker's (a registry's space).
    explicit FlipSliceSpaceOf(const FlipSliceClasses& classes,
                              std::shared_ptr<const FlipSliceClasses> keep = {})
        : keep_(std::move(keep)), classes_(classes),
          twist_to_(size_t{kFaceTurns} * 16 * kSymTwistSize),
          separation_to_(size_t{kFaceTurns} * 16 * kSeparations) {
        const CornerSeparation& sep = corner_separation();
        for (int turn = 0; turn < kFaceTurns; ++turn)
            for (int s = 0; s < 16; ++s) {
                const size_t at = static_cast<size_t>(turn) * 16 + static_cast<size_t>(s);
                for (uint32_t t = 0; t < kSymTwistSize; ++t)
                    twist_to_[at * kSymTwistSize + t] =
                        classes.twist_conjugate(classes.twist_move(t, turn), s);
                for (uint32_t v = 0; v < kSeparations; ++v)
                    separation_to_[at * kSeparations + v] =
                        kSeparations == 1 ? 0 : sep.conjugate(sep.move(v, turn), s);
            }
    }

    uint32_t rows() const { return classes_.num_classes(); }
    uint32_t columns() const { return kSymTwistSize * kSeparations; }
    int moves() const { return kFaceTurns; }
    void steps(uint32_t row, ClassStep* out) const {
        const uint32_t* near = classes_.class_move_row(row);
        for (int turn = 0; turn < kFaceTurns; ++turn)
            out[turn] = {near[turn] >> 4, near[turn] & 15};
    }
    uint32_t column_after(const ClassStep& step, int turn, uint32_t column) const {
        const size_t at = static_cast<size_t>(turn) * 16 + step.map;
        return twist_to_[at * kSymTwistSize + column / kSeparations] * kSeparations +
               separation_to_[at * kSeparations + column % kSeparations];
    }
    int stabilizer(uint32_t row, uint32_t* maps) const {
        const uint16_t mask = classes_.stabilizer(row);
        int n = 0;
        for (uint32_t s = 1; s < 16; ++s)
            if ((mask >> s & 1) != 0) maps[n++] = s;
        return n;
    }
    uint32_t conjugate(uint32_t s, uint32_t column) const {
        const uint32_t twist = classes_.twist_conjugate(column / kSeparations, static_cast<int>(s));
        if constexpr (kSeparations == 1) return twist;
        return twist * kSeparations +
               corner_separation().conjugate(column % kSeparations, static_cast<int>(s));
    }
    uint64_t row_weight(uint32_t row) const {
        return 16 / static_cast<uint64_t>(__builtin_popcount(classes_.stabilizer(row)));
    }
    ClassEntry solved() const {
        const uint32_t part = FlipSliceClasses::edge_part(0, classes_.solved_slice());
        return {classes_.class_and_symmetry(part) >> 4, 0};
    }

    // The classes', and with the separation its moves' and conjugates' (a table of twists
    // alone keeps the fingerprint its files were written with).
    uint64_t fingerprint() const {
        if constexpr (kSeparations == 1) return classes_.fingerprint();
        const uint64_t parts[] = {
            classes_.fingerprint(),
            payload_hash(reinterpret_cast<const uint8_t*>(separation_to_.data()),
                         separation_to_.size() * sizeof(uint16_t))};
        return payload_hash(reinterpret_cast<const uint8_t*>(parts), sizeof parts);
    }

  private:
    std::shared_ptr<const FlipSliceClasses> keep_;
    const FlipSliceClasses& classes_;
    // [turn][symmetry][value]: the conjugated child twist, and separation
    std::vector<uint16_t> twist_to_, separation_to_;
};

using FlipSliceSpace = FlipSliceSpaceOf<1>;
using FlipSliceSeparationSpace = FlipSliceSpaceOf<kCornerSeparations>;

} // namespace twobit
