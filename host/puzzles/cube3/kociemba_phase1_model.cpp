// kociemba-phase1: the space of Kociemba's phase 1, three coordinates that each move on their
// own: corner twist (3^7, the eighth twist follows from the sum), edge flip (2^11, the same)
// and the UD-slice edge location (which 4 of the 12 edge positions hold FR FL BL BR). The
// solved state is every cube of <U, D, R2, L2, F2, B2>. 2,217,093,120 states, 555 MB at 2 bits.
#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

constexpr int kSliceEdges = 4;

uint32_t twist_coord(const CornerCube& c) {
    return rank_orientation(c.twist.data(), kNumCorners, 3);
}

uint32_t flip_coord(const EdgeCube& e) {
    return rank_orientation(e.flip.data(), kNumEdges, 2);
}

uint32_t slice_coord(const EdgeCube& e) {
    uint8_t is_slice[kNumEdges];
    for (int p = 0; p < kNumEdges; ++p) is_slice[p] = e.perm[p] >= FR ? 1 : 0;
    return rank_combination(is_slice, kNumEdges);
}

CornerCube corners_with_twist(uint32_t twist) {
    CornerCube c;
    unrank_orientation(twist, kNumCorners, 3, c.twist.data());
    return c;
}

EdgeCube edges_with_flip(uint32_t flip) {
    EdgeCube e;
    unrank_orientation(flip, kNumEdges, 2, e.flip.data());
    return e;
}

// Slice edges FR FL BL BR fill the chosen positions in order, UR .. DB the others.
EdgeCube edges_with_slice(uint32_t slice) {
    uint8_t is_slice[kNumEdges];
    unrank_combination(slice, kNumEdges, kSliceEdges, is_slice);
    EdgeCube e;
    uint8_t next_slice = FR, next_other = UR;
    for (int p = 0; p < kNumEdges; ++p) e.perm[p] = is_slice[p] != 0 ? next_slice++ : next_other++;
    return e;
}

} // namespace

uint32_t phase1_twist(const Cube3& cube) {
    return twist_coord(cube.corners);
}

uint32_t phase1_flip(const Cube3& cube) {
    return flip_coord(cube.edges);
}

uint32_t phase1_slice(const Cube3& cube) {
    return slice_coord(cube.edges);
}

uint64_t phase1_index(const Cube3& cube) {
    return (uint64_t{phase1_twist(cube)} * kPhase1FlipSize + phase1_flip(cube)) * kPhase1SliceSize +
           phase1_slice(cube);
}

Cube3 phase1_representative(uint64_t index) {
    const auto slice = static_cast<uint32_t>(index % kPhase1SliceSize);
    index /= kPhase1SliceSize;
    const auto flip = static_cast<uint32_t>(index % kPhase1FlipSize);
    const auto twist = static_cast<uint32_t>(index / kPhase1FlipSize);
    Cube3 cube{corners_with_twist(twist), edges_with_slice(slice)};
    cube.edges.flip = edges_with_flip(flip).flip;
    return cube;
}

PuzzleModel make_kociemba_phase1_model(const std::string& metric, const std::string& gens) {
    PuzzleModel model;
    model.puzzle = "kociemba-phase1";
    model.metric = metric;
    const std::vector<FaceTurn> turns = face_turn_set(metric, gens, kAllFaces, model.gens);
    set_face_turn_moves(model, turns);
    model.coords.push_back(tabulate_coordinate<CornerCube>("corner twist", kPhase1TwistSize, turns,
                                                           corners_with_twist, twist_coord));
    model.coords.push_back(tabulate_coordinate<EdgeCube>("edge flip", kPhase1FlipSize, turns,
                                                         edges_with_flip, flip_coord));
    model.coords.push_back(tabulate_coordinate<EdgeCube>("UD-slice edge location", kPhase1SliceSize,
                                                         turns, edges_with_slice, slice_coord));
    model.solved_index = phase1_index(Cube3{});
    model.validate();
    return model;
}

} // namespace twobit
