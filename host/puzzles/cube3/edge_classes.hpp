// The 3x3x3's twelve edges (12! x 2^11 = 980,995,276,800 positions, centres fixed) reduced by
// the cube's 48 symmetries (edge_symmetry.hpp), as class_search.hpp's space: a row per class
// of edge permutations (about 10 M), a column per flip pattern (2,048: bit p the flip of
// position p, the twelfth bit their parity). About 20.4 G entries, a 5.1 GB table.
//
// The conjugate of a flip pattern is S's shuffle of its bits XOR the flips that conjugating
// the permutation alone gives; the second is one value per row and move, so a child's column
// is two lookups and an XOR. The classes are found by walking each orbit of 48 conjugates
// once, in order of the permutations' ranks (about 4 minutes on one core); each permutation's row
// and map take 8 bytes (3.8 GB), the rows' steps 144 bytes a row.
#pragma once

#include <cstdint>
#include <vector>

#include "host/engine/class_search.hpp"
#include "host/io/large_buffer.hpp"
#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

class EdgeClasses : public ClassRows {
  public:
    // metric htm or qtm; threads for the rows' steps (0 = all).
    explicit EdgeClasses(const std::string& metric, int threads = 0);

    // ---- class_search.hpp's space (rows, moves, steps, stabilizer, row_weight: ClassRows).
    uint32_t columns() const { return kFlips; }
    // map: the offset's flips << 6 | the symmetry.
    uint32_t column_after(const ClassStep& step, int move, uint32_t flips) const {
        return conjugate(step.map, flip_move_[flips * kMaxMoves + static_cast<uint32_t>(move)]);
    }
    uint32_t conjugate(uint32_t map, uint32_t flips) const {
        return shuffle_[(map & 63) * kFlips + flips] ^ (map >> 6);
    }
    ClassEntry solved() const { return {0, 0}; }

    // ---- lookups: the entry of permutation rank x 2048 + flips.
    ClassEntry entry_of(uint64_t index) const {
        const auto p = static_cast<uint32_t>(index / kFlips);
        return {class_of_[p], conjugate(map_of_[p], static_cast<uint32_t>(index % kFlips))};
    }
    static uint64_t index_of(const EdgeCube& e);
    static EdgeCube edges_of(uint64_t index);
    const std::vector<FaceTurn>& turns() const { return turns_; }
    uint64_t fingerprint() const;

    static constexpr uint32_t kPerms = 479001600;
    static constexpr uint32_t kFlips = 2048;
    static constexpr uint32_t kMaxMoves = 18;

  private:
    std::vector<FaceTurn> turns_;
    std::vector<uint16_t> flip_move_; // [flips][move]
    std::vector<uint16_t> shuffle_;   // [symmetry][flips]
    LargeBuffer class_memory_, map_memory_;
    uint32_t* class_of_ = nullptr; // per permutation rank: its row
    uint32_t* map_of_ = nullptr;   // and its map to the row
};

} // namespace twobit
