// A corner space reduced by cube symmetries (corner_symmetry.hpp), as class_search.hpp's
// space: a row per class of corner permutations, a column per twist. The 3x3x3's corners
// under all 48 symmetries (984 classes x 2,187 twists, 1/41 of the 88,179,840 states) and the
// 2x2x2 (DBL fixed) under the 6 that keep U, R and F (5040 permutations in 900 classes).
//
// Why the twist is no function of the twist alone here, as it is under the U-D axis's 16
// (cube_symmetry.hpp): a symmetry that moves the U-D axis changes which sticker a twist is
// counted from. Conjugating X = (p, t) by S gives the twist S.t (t's digits moved and, for a
// mirror, negated) plus the twist of conjugating the permutation p alone, digit by digit mod
// 3. The second part depends on p and S only, and the search takes, for a whole row and move,
// the same p and S; so a child's column is three lookups in small tables: the move, S's
// shuffle and the addition of that row's offset (a few hundred distinct offsets occur).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "host/engine/class_search.hpp"
#include "host/puzzles/cube/corner_cubies.hpp"
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

// An unreduced corner space: index = permutation x twist, and its conversions.
struct CornerSpaceShape {
    uint32_t perm_size = 0, twist_size = 0;
    std::function<uint64_t(const CornerCube&)> index;
    std::function<CornerCube(uint64_t)> cube;
};

class CornerClasses : public ClassRows {
  public:
    // The classes of `shape` under `symmetries` (a group, the identity first: every one must
    // map the turns' faces onto themselves), moved by `turns`. Throws std::invalid_argument
    // for symmetries that do not keep the turns.
    CornerClasses(CornerSpaceShape shape, std::vector<FaceTurn> turns, std::vector<int> symmetries);

    // ---- class_search.hpp's space (rows, moves, steps, stabilizer, row_weight: ClassRows).
    uint32_t columns() const { return shape_.twist_size; }
    uint32_t column_after(const ClassStep& step, int move, uint32_t twist) const {
        return conjugate(step.map,
                         twist_move_[size_t{twist} * turns_.size() + static_cast<size_t>(move)]);
    }
    // A map is offset id << 8 | the symmetry's place in the group (shifts, not a division,
    // in the search's innermost step).
    uint32_t conjugate(uint32_t map, uint32_t twist) const {
        return add_[size_t{map >> 8} * shape_.twist_size +
                    twist_shuffle_[size_t{map & 255} * shape_.twist_size + twist]];
    }
    ClassEntry solved() const { return entry_of(shape_.index(CornerCube{})); }

    // ---- lookups.
    // The entry of the unreduced space's index.
    ClassEntry entry_of(uint64_t index) const {
        const auto p = static_cast<uint32_t>(index / shape_.twist_size);
        const auto t = static_cast<uint32_t>(index % shape_.twist_size);
        return {class_of_[p], conjugate(map_of_[p], t)};
    }
    uint64_t states() const { return uint64_t{shape_.perm_size} * shape_.twist_size; }
    uint32_t group_order() const { return static_cast<uint32_t>(symmetries_.size()); }
    const std::vector<FaceTurn>& turns() const { return turns_; }
    // XXH3-64 of the class numbering, the maps and the turns: a table file's model
    // fingerprint.
    uint64_t fingerprint() const;

  private:
    CornerSpaceShape shape_;
    std::vector<FaceTurn> turns_;
    std::vector<int> symmetries_;
    std::vector<uint16_t> twist_move_;        // [twist][move]
    std::vector<uint16_t> twist_shuffle_;     // [symmetry][twist]: the twist's digits conjugated
    std::vector<uint16_t> add_;               // [offset id][twist]: offset + twist, digit by digit
    std::vector<uint32_t> class_of_, map_of_; // per permutation: its row, its map to the row
};

// The 3x3x3's corners under all 48 symmetries; metric htm or qtm.
CornerClasses make_corner_classes(const std::string& metric);
// The 2x2x2 (DBL fixed, turns of U, R and F) under the 6 symmetries that keep them.
CornerClasses make_cube2_classes(const std::string& metric);

} // namespace twobit
