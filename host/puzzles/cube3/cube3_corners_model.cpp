// 3x3x3-corners: the eight corners of the 3x3x3 with no corner fixed (the 2x2x2 fixes DBL
// instead). Permutation 8! as the major coordinate, twist 3^7 as the minor; see
// cube3_models.hpp.
#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

uint64_t cube3_corners_index(const CornerCube& cube) {
    return uint64_t{rank_permutation(cube.perm.data(), kNumCorners)} * kCornersTwistSize +
           rank_orientation(cube.twist.data(), kNumCorners, 3);
}

CornerCube cube3_corners_from_index(uint64_t index) {
    CornerCube cube;
    unrank_permutation(static_cast<uint32_t>(index / kCornersTwistSize), kNumCorners,
                       cube.perm.data());
    unrank_orientation(static_cast<uint32_t>(index % kCornersTwistSize), kNumCorners, 3,
                       cube.twist.data());
    return cube;
}

PuzzleModel make_cube3_corners_model(const std::string& metric, const std::string& gens) {
    PuzzleModel model;
    model.puzzle = "3x3x3-corners";
    model.metric = metric;
    const std::vector<FaceTurn> turns = face_turn_set(metric, gens, kAllFaces, model.gens);
    set_face_turn_moves(model, turns);
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner permutation", kCornersPermSize, turns,
        [](uint32_t p) { return cube3_corners_from_index(uint64_t{p} * kCornersTwistSize); },
        [](const CornerCube& c) { return rank_permutation(c.perm.data(), kNumCorners); }));
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner twist", kCornersTwistSize, turns,
        [](uint32_t t) { return cube3_corners_from_index(t); },
        [](const CornerCube& c) { return rank_orientation(c.twist.data(), kNumCorners, 3); }));
    model.solved_index = cube3_corners_index(CornerCube{});
    model.validate();
    return model;
}

} // namespace twobit
