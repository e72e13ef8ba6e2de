// kociemba-phase2-corners and kociemba-phase2-edges: two projections of Kociemba's phase 2
// (cube3_models.hpp), each the slice-edge permutation with one of the two big permutations.
// A solution of the whole phase-2 position solves both projections, so their distances are
// lower bounds of its distance: the pruning Kociemba's algorithm has always used for phase 2,
// here as complete tables of under a million states that build in about a second.
#include <stdexcept>

#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

constexpr std::array<uint8_t, 8> kUdEdgeOrbit{UR, UF, UL, UB, DR, DF, DL, DB};
constexpr std::array<uint8_t, 4> kSliceOrbit{FR, FL, BL, BR};

Coordinate slice_coordinate(const std::vector<FaceTurn>& turns) {
    return tabulate_coordinate<EdgeCube>(
        "slice-edge permutation", kSlicePermSize, turns,
        [](uint32_t v) {
            EdgeCube e;
            unrank_in_orbit(v, kSliceOrbit, e.perm);
            return e;
        },
        [](const EdgeCube& e) { return rank_in_orbit(e.perm, kSliceOrbit); });
}

PuzzleModel projection_model(const std::string& id, const std::string& metric,
                             const std::string& gens, Coordinate major) {
    if (metric != "htm")
        throw std::invalid_argument(id + " has one metric, htm (each of U U2 U' D D2 D' R2 L2 F2 "
                                         "B2 counts 1)");
    PuzzleModel model;
    model.puzzle = id;
    model.metric = metric;
    const std::vector<FaceTurn> turns = phase2_turns(gens, model.gens);
    set_face_turn_moves(model, turns);
    model.coords.push_back(std::move(major));
    model.coords.push_back(slice_coordinate(turns));
    model.solved_index = 0; // every rank of the solved arrangement is 0
    model.validate();
    return model;
}

} // namespace

Coordinate corner_permutation_coordinate(const std::vector<FaceTurn>& turns) {
    return tabulate_coordinate<CornerCube>(
        "corner permutation", kCornersPermSize, turns,
        [](uint32_t v) {
            CornerCube c;
            unrank_permutation(v, kNumCorners, c.perm.data());
            return c;
        },
        [](const CornerCube& c) { return rank_permutation(c.perm.data(), kNumCorners); });
}

uint32_t phase2_corner_perm(const Cube3& cube) {
    return rank_permutation(cube.corners.perm.data(), kNumCorners);
}

uint32_t phase2_ud_edge_perm(const Cube3& cube) {
    return rank_in_orbit(cube.edges.perm, kUdEdgeOrbit);
}

uint32_t phase2_slice_perm(const Cube3& cube) {
    return rank_in_orbit(cube.edges.perm, kSliceOrbit);
}

PuzzleModel make_kociemba_phase2_corners_model(const std::string& metric, const std::string& gens) {
    std::string normalized;
    const std::vector<FaceTurn> turns = phase2_turns(gens, normalized);
    Coordinate corners = corner_permutation_coordinate(turns);
    return projection_model("kociemba-phase2-corners", metric, gens, std::move(corners));
}

PuzzleModel make_kociemba_phase2_edges_model(const std::string& metric, const std::string& gens) {
    std::string normalized;
    const std::vector<FaceTurn> turns = phase2_turns(gens, normalized);
    Coordinate edges = tabulate_coordinate<EdgeCube>(
        "U/D-edge permutation", kUdEdgePermSize, turns,
        [](uint32_t v) {
            EdgeCube e;
            unrank_in_orbit(v, kUdEdgeOrbit, e.perm);
            return e;
        },
        [](const EdgeCube& e) { return rank_in_orbit(e.perm, kUdEdgeOrbit); });
    return projection_model("kociemba-phase2-edges", metric, gens, std::move(edges));
}

} // namespace twobit
