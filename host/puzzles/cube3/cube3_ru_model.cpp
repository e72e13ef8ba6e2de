// 3x3x3-ru: the <R,U> group. R and U move 6 corners and 7 edges, never flip an edge, and keep
// the twist sum of those 6 corners at 0, so three independent coordinates cover it: corner
// permutation 6! (major), edge permutation 7!, corner twist 3^5 (minor, so that the 32
// entries of a table word step through twists and their neighbours under one move share a
// cache line). Only 1 in 12 indices is reachable: 120 of the 720 corner permutations occur,
// and the corner and edge permutation parities are equal.
#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"

namespace twobit {

namespace {

constexpr int kRuCorners = 6;
// The positions R and U move, in the cubie order; the pieces are named like them.
constexpr std::array<uint8_t, kRuCorners> kCornerSlots = {URF, UFL, ULB, UBR, DFR, DRB};
constexpr std::array<uint8_t, 7> kEdgeSlots = {UR, UF, UL, UB, DR, FR, BR};

uint32_t corner_perm_coord(const CornerCube& c) {
    return rank_in_orbit(c.perm, kCornerSlots);
}

uint32_t twist_coord(const CornerCube& c) {
    uint8_t twist[kRuCorners];
    for (int i = 0; i < kRuCorners; ++i) twist[i] = c.twist[kCornerSlots[i]];
    return rank_orientation(twist, kRuCorners, 3);
}

uint32_t edge_perm_coord(const EdgeCube& e) {
    return rank_in_orbit(e.perm, kEdgeSlots);
}

CornerCube corners_from_coords(uint32_t perm, uint32_t twist_value) {
    CornerCube c;
    unrank_in_orbit(perm, kCornerSlots, c.perm);
    uint8_t twist[kRuCorners];
    unrank_orientation(twist_value, kRuCorners, 3, twist);
    for (int i = 0; i < kRuCorners; ++i) c.twist[kCornerSlots[i]] = twist[i];
    return c;
}

EdgeCube ru_edges_from_coord(uint32_t perm) {
    EdgeCube e;
    unrank_in_orbit(perm, kEdgeSlots, e.perm);
    return e;
}

} // namespace

bool in_ru_domain(const Cube3& cube) {
    for (uint8_t p : {DLF, DBL})
        if (cube.corners.perm[p] != p || cube.corners.twist[p] != 0) return false;
    for (uint8_t p : {DF, DL, DB, FL, BL})
        if (cube.edges.perm[p] != p) return false;
    for (uint8_t f : cube.edges.flip)
        if (f != 0) return false;
    int twist_sum = 0;
    for (uint8_t t : cube.corners.twist) twist_sum += t;
    return twist_sum % 3 == 0;
}

uint64_t cube3_ru_index(const Cube3& cube) {
    return (uint64_t{corner_perm_coord(cube.corners)} * kRuEdgePermSize +
            edge_perm_coord(cube.edges)) *
               kRuTwistSize +
           twist_coord(cube.corners);
}

Cube3 cube3_ru_from_index(uint64_t index) {
    const auto twist = static_cast<uint32_t>(index % kRuTwistSize);
    index /= kRuTwistSize;
    const auto edge_perm = static_cast<uint32_t>(index % kRuEdgePermSize);
    const auto corner_perm = static_cast<uint32_t>(index / kRuEdgePermSize);
    return {corners_from_coords(corner_perm, twist), ru_edges_from_coord(edge_perm)};
}

PuzzleModel make_cube3_ru_model(const std::string& metric, const std::string& gens) {
    PuzzleModel model;
    model.puzzle = "3x3x3-ru";
    model.metric = metric;
    const std::vector<FaceTurn> turns = face_turn_set(metric, gens, kRuFaces, model.gens);
    set_face_turn_moves(model, turns);
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner permutation", kRuCornerPermSize, turns,
        [](uint32_t p) { return corners_from_coords(p, 0); }, corner_perm_coord));
    model.coords.push_back(tabulate_coordinate<EdgeCube>("edge permutation", kRuEdgePermSize, turns,
                                                         ru_edges_from_coord, edge_perm_coord));
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner twist", kRuTwistSize, turns, [](uint32_t t) { return corners_from_coords(0, t); },
        twist_coord));
    model.solved_index = cube3_ru_index(Cube3{});
    model.validate();
    return model;
}

} // namespace twobit
