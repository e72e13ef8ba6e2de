// The models of Thistlethwaite's first three phases (thistlethwaite_models.hpp): edge flip;
// corner twist x E-slice edge location; corner coset of the squares group x M-slice edge
// location. Each coordinate's move table is made by turning one representative cube per value
// (model_builder.hpp), which is right because each value's successor does not depend on the
// representative: for the corner cosets this is the choice of side below.
#include "host/puzzles/cube3/thistlethwaite_models.hpp"
#include "host/puzzles/cube3/phase1_coords.hpp"

#include <initializer_list>
#include <stdexcept>

#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

constexpr uint16_t kNoCoset = 0xFFFF;

// ---- Move sets: the face-turn set of --gens in htm, then the turns that keep the phase's
// starting group (quarter turns only where they do not leave it).

void require_htm(const std::string& metric, const char* id, const char* moves) {
    if (metric != "htm")
        throw std::invalid_argument(std::string(id) + " has one metric, htm (each of " + moves +
                                    " counts 1), not '" + metric + "'");
}

std::vector<FaceTurn> turns_keeping(const std::string& gens, std::string& normalized_gens,
                                    std::initializer_list<Face> quarter_faces) {
    std::vector<FaceTurn> turns;
    for (const FaceTurn& t : face_turn_set("htm", gens, kAllFaces, normalized_gens)) {
        bool keep = t.power == 2;
        for (Face f : quarter_faces) keep = keep || t.face == f;
        if (keep) turns.push_back(t);
    }
    return turns;
}

// ---- Edge flip (G1), corner twist and E-slice edge location (G2): phase1_coords.hpp.

// ---- Corner cosets and M-slice edge location (G3).

// UF UB DF DB have odd numbers among the U/D-layer edges, UR UL DR DL even ones.
bool is_m_slice_edge(uint8_t edge) {
    return edge < kUdEdges && edge % 2 == 1;
}

// Which slice an edge belongs to: 0 = UR UL DR DL (S), 1 = UF UB DF DB (M), 2 = E.
int slice_of(uint8_t edge) {
    return edge >= FR ? 2 : edge % 2;
}

uint32_t m_slice_coord(const EdgeCube& e) {
    uint8_t is_m[kUdEdges];
    for (int p = 0; p < kUdEdges; ++p) is_m[p] = is_m_slice_edge(e.perm[p]) ? 1 : 0;
    return rank_combination(is_m, kUdEdges);
}

// UF UB DF DB fill the chosen U/D-layer positions in order, UR UL DR DL the others; the
// E-slice edges stay home.
EdgeCube edges_with_m_slice(uint32_t value) {
    uint8_t is_m[kUdEdges];
    unrank_combination(value, kUdEdges, kSliceEdges, is_m);
    EdgeCube e;
    uint8_t next_m = UF, next_s = UR;
    for (int p = 0; p < kUdEdges; ++p) {
        uint8_t& next = is_m[p] != 0 ? next_m : next_s;
        e.perm[p] = next;
        next = static_cast<uint8_t>(next + 2);
    }
    return e;
}

CornerCube corners_of_rank(uint32_t rank) {
    CornerCube c;
    unrank_permutation(rank, kNumCorners, c.perm.data());
    return c;
}

// The squares group's corner permutations: everything the six half turns reach from the
// identity (the closure of a finite set under a group operation is the group it generates).
std::vector<CornerCube> make_squares_corner_group() {
    std::vector<CornerCube> group = {CornerCube{}};
    std::vector<uint8_t> seen(kCornerPerms, 0);
    seen[0] = 1;
    for (size_t i = 0; i < group.size(); ++i)
        for (int f = 0; f < kNumFaces; ++f) {
            const CornerCube next = turn(group[i], static_cast<Face>(f), 2);
            const uint32_t r = rank_permutation(next.perm.data(), kNumCorners);
            if (seen[r] == 0) {
                seen[r] = 1;
                group.push_back(next);
            }
        }
    return group;
}

// The coset of each permutation rank, and each coset's smallest member. A phase-3 solution w
// takes c into the group H when c·w is in H (compose(c, w)); c and d need the same w exactly
// when d = h·c for some h in H: relabelling the pieces (compose(h, c), h applied first) keeps
// the coset, and turns act on the other side, so a turn maps whole cosets to cosets. (The
// other side, c·h, would mix cosets under turns: no coordinate.)
struct CornerCosets {
    std::vector<uint16_t> of_rank;
    std::vector<CornerCube> representative;
};

const CornerCosets& corner_cosets() {
    static const CornerCosets cosets = [] {
        CornerCosets c;
        c.of_rank.assign(kCornerPerms, kNoCoset);
        for (uint32_t r = 0; r < kCornerPerms; ++r) {
            if (c.of_rank[r] != kNoCoset) continue;
            const auto label = static_cast<uint16_t>(c.representative.size());
            const CornerCube member = corners_of_rank(r);
            c.representative.push_back(member);
            for (const CornerCube& h : squares_corner_group())
                c.of_rank[rank_permutation(compose(h, member).perm.data(), kNumCorners)] = label;
        }
        if (c.representative.size() != kThistleG3CornerSize)
            throw std::logic_error("the squares group's corner cosets are not 420");
        return c;
    }();
    return cosets;
}

uint8_t edge_parity(const EdgeCube& e) {
    unsigned inversions = 0;
    for (int i = 0; i < kNumEdges; ++i)
        for (int j = i + 1; j < kNumEdges; ++j) inversions += e.perm[j] < e.perm[i] ? 1u : 0u;
    return static_cast<uint8_t>(inversions & 1u);
}

} // namespace

// ---- thistlethwaite-g1

uint32_t thistle_g1_index(const Cube3& cube) {
    return edge_flip_coord(cube.edges);
}

bool in_thistle_g1(const Cube3& cube) {
    for (uint8_t f : cube.edges.flip)
        if (f != 0) return false;
    return true;
}

PuzzleModel make_thistle_g1_model(const std::string& metric, const std::string& gens) {
    require_htm(metric, "thistlethwaite-g1", "U U2 U' R R2 R' ... B B2 B'");
    PuzzleModel model;
    model.puzzle = "thistlethwaite-g1";
    model.metric = metric;
    const std::vector<FaceTurn> turns = face_turn_set("htm", gens, kAllFaces, model.gens);
    set_face_turn_moves(model, turns);
    model.coords.push_back(tabulate_coordinate<EdgeCube>("edge flip", kThistleG1States, turns,
                                                         edges_with_flip, edge_flip_coord));
    model.solved_index = thistle_g1_index(Cube3{});
    model.validate();
    return model;
}

// ---- thistlethwaite-g2

uint32_t thistle_g2_index(const Cube3& cube) {
    return corner_twist_coord(cube.corners) * kThistleG2SliceSize + ud_slice_coord(cube.edges);
}

bool in_thistle_g2(const Cube3& cube) {
    if (!in_thistle_g1(cube)) return false;
    for (uint8_t t : cube.corners.twist)
        if (t != 0) return false;
    for (int p = FR; p <= BR; ++p)
        if (cube.edges.perm[p] < FR) return false;
    return true;
}

PuzzleModel make_thistle_g2_model(const std::string& metric, const std::string& gens) {
    require_htm(metric, "thistlethwaite-g2", "U U2 U' D D2 D' R R2 R' L L2 L' F2 B2");
    PuzzleModel model;
    model.puzzle = "thistlethwaite-g2";
    model.metric = metric;
    const std::vector<FaceTurn> turns =
        turns_keeping(gens, model.gens, {FaceU, FaceR, FaceD, FaceL});
    set_face_turn_moves(model, turns);
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner twist", kThistleG2TwistSize, turns, corners_with_twist, corner_twist_coord));
    model.coords.push_back(tabulate_coordinate<EdgeCube>(
        "E-slice edge location", kThistleG2SliceSize, turns, edges_with_ud_slice, ud_slice_coord));
    model.solved_index = thistle_g2_index(Cube3{});
    model.validate();
    return model;
}

// ---- thistlethwaite-g3

const std::vector<CornerCube>& squares_corner_group() {
    static const std::vector<CornerCube> group = make_squares_corner_group();
    return group;
}

uint32_t thistle_corner_coset(const CornerCube& corners) {
    return corner_cosets().of_rank[rank_permutation(corners.perm.data(), kNumCorners)];
}

CornerCube thistle_corner_coset_representative(uint32_t coset) {
    return corner_cosets().representative.at(coset);
}

uint32_t thistle_g3_index(const Cube3& cube) {
    return thistle_corner_coset(cube.corners) * kThistleG3EdgeSize + m_slice_coord(cube.edges);
}

bool in_thistle_g3(const Cube3& cube) {
    if (!in_thistle_g2(cube) || thistle_corner_coset(cube.corners) != 0) return false;
    for (int p = 0; p < kNumEdges; ++p)
        if (slice_of(cube.edges.perm[p]) != slice_of(static_cast<uint8_t>(p))) return false;
    // The half turns are even on the edges; with the slices kept, that is all they keep
    // (their edge group has 663,552 / 96 = 6,912 = 4!^3 / 2 elements).
    return edge_parity(cube.edges) == 0;
}

PuzzleModel make_thistle_g3_model(const std::string& metric, const std::string& gens) {
    require_htm(metric, "thistlethwaite-g3", "U U2 U' D D2 D' R2 L2 F2 B2");
    PuzzleModel model;
    model.puzzle = "thistlethwaite-g3";
    model.metric = metric;
    const std::vector<FaceTurn> turns = turns_keeping(gens, model.gens, {FaceU, FaceD});
    set_face_turn_moves(model, turns);
    model.coords.push_back(tabulate_coordinate<CornerCube>(
        "corner coset of the squares group", kThistleG3CornerSize, turns,
        thistle_corner_coset_representative, thistle_corner_coset));
    model.coords.push_back(tabulate_coordinate<EdgeCube>(
        "M-slice edge location", kThistleG3EdgeSize, turns, edges_with_m_slice, m_slice_coord));
    model.solved_index = thistle_g3_index(Cube3{});
    model.validate();
    return model;
}

} // namespace twobit
