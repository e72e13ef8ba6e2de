// Building the 2x2x2 model's move tables from corner cubies; see cube2_model.hpp. The cubies
// turn in corner_cubies.cpp and the tables are filled by model_builder.hpp.
#include "host/puzzles/cube2/cube2_model.hpp"

#include "host/puzzles/cube/model_builder.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

constexpr int kMovingCorners = 7; // every corner but DBL

} // namespace

uint32_t cube2_perm_coord(const CornerCube& cube) {
    return rank_permutation(cube.perm.data(), kMovingCorners);
}

uint32_t cube2_twist_coord(const CornerCube& cube) {
    return rank_orientation(cube.twist.data(), kMovingCorners, 3);
}

uint64_t cube2_index(const CornerCube& cube) {
    return uint64_t{cube2_perm_coord(cube)} * kCube2TwistSize + cube2_twist_coord(cube);
}

CornerCube cube2_from_coords(uint32_t perm, uint32_t twist) {
    CornerCube cube;
    unrank_permutation(perm, kMovingCorners, cube.perm.data());
    unrank_orientation(twist, kMovingCorners, 3, cube.twist.data());
    return cube; // DBL keeps perm[7] = DBL, twist[7] = 0
}

CornerCube cube2_from_index(uint64_t index) {
    return cube2_from_coords(static_cast<uint32_t>(index / kCube2TwistSize),
                             static_cast<uint32_t>(index % kCube2TwistSize));
}

PuzzleModel make_cube2_model(const std::string& metric, const std::string& gens) {
    PuzzleModel model;
    model.puzzle = "2x2x2";
    model.metric = metric;
    const std::vector<FaceTurn> turns = face_turn_set(metric, gens, kCube2Faces, model.gens);
    set_face_turn_moves(model, turns);
    // Permutation and twist move independently: a turn's effect on the twists does not
    // depend on which corners carry them, so each table is built with the other at zero.
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner permutation", kCube2PermSize, turns,
        [](uint32_t p) { return cube2_from_coords(p, 0); }, cube2_perm_coord));
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner twist", kCube2TwistSize, turns, [](uint32_t t) { return cube2_from_coords(0, t); },
        cube2_twist_coord));
    model.solved_index = cube2_index(CornerCube{});
    model.validate();
    return model;
}

} // namespace twobit
