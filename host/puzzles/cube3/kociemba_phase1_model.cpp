// kociemba-phase1: the space of Kociemba's phase 1, three coordinates that each move on their
// own: corner twist (3^7, the eighth twist follows from the sum), edge flip (2^11, the same)
// and the UD-slice edge location (which 4 of the 12 edge positions hold FR FL BL BR). The
// solved state is every cube of <U, D, R2, L2, F2, B2>. 2,217,093,120 states, 554 MB at 2 bits.
#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/phase1_coords.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

uint32_t phase1_twist(const Cube3& cube) {
    return corner_twist_coord(cube.corners);
}

uint32_t phase1_flip(const Cube3& cube) {
    return edge_flip_coord(cube.edges);
}

uint32_t phase1_slice(const Cube3& cube) {
    return ud_slice_coord(cube.edges);
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
    Cube3 cube{corners_with_twist(twist), edges_with_ud_slice(slice)};
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
                                                           corners_with_twist, corner_twist_coord));
    model.coords.push_back(tabulate_coordinate<EdgeCube>("edge flip", kPhase1FlipSize, turns,
                                                         edges_with_flip, edge_flip_coord));
    model.coords.push_back(tabulate_coordinate<EdgeCube>(
        "UD-slice edge location", kPhase1SliceSize, turns, edges_with_ud_slice, ud_slice_coord));
    model.solved_index = phase1_index(Cube3{});
    model.validate();
    return model;
}

} // namespace twobit
