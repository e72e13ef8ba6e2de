// The corners' U-D separation coordinate and its tables (corner_separation.hpp).
#include "host/puzzles/cube3/corner_separation.hpp"

#include "host/puzzles/cube3/cube_symmetry.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

static_assert(kFaceTurns == 18 && kUdSymmetries == 16, "corner_separation.hpp's row lengths");

namespace {

constexpr int kULayerCorners = 4;

// U-layer corners (URF UFL ULB UBR) in the chosen positions, D-layer ones in the others.
CornerCube corners_with_separation(uint32_t sep) {
    uint8_t in_u[kNumCorners];
    unrank_combination(sep, kNumCorners, kULayerCorners, in_u);
    CornerCube c;
    uint8_t next_u = URF, next_d = DFR;
    for (int p = 0; p < kNumCorners; ++p) c.perm[p] = in_u[p] != 0 ? next_u++ : next_d++;
    return c;
}

} // namespace

uint32_t corner_separation_coord(const CornerCube& corners) {
    uint8_t in_u[kNumCorners];
    for (int p = 0; p < kNumCorners; ++p) in_u[p] = corners.perm[p] < DFR ? 1 : 0;
    return rank_combination(in_u, kNumCorners);
}

CornerSeparation::CornerSeparation() : move_(size_t{kCornerSeparations} * kFaceTurns) {
    for (uint32_t sep = 0; sep < kCornerSeparations; ++sep)
        for (int t = 0; t < kFaceTurns; ++t) {
            const FaceTurn f = face_turn_of(t);
            move_[sep * kFaceTurns + static_cast<uint32_t>(t)] = static_cast<uint16_t>(
                corner_separation_coord(turn(corners_with_separation(sep), f.face, f.power)));
        }
    conjugate_ = coordinate_conjugates(kCornerSeparations, move_);
}

const CornerSeparation& corner_separation() {
    static const CornerSeparation tables;
    return tables;
}

} // namespace twobit
