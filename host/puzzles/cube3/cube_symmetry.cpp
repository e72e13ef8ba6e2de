// The U-D axis's 16 symmetries (cube_symmetry.hpp), built once from the three generators'
// edge arrangements; the group table, the inverses and the images of the 18 face turns are
// found by comparing arrangements, and a generator that is no symmetry of the cube (an image
// that is no face turn) stops the program at the first use rather than building a wrong table.
#include "host/puzzles/cube3/cube_symmetry.hpp"

#include <array>
#include <stdexcept>

#include "host/puzzles/cube3/phase1_coords.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

// Kociemba's arrangements of the generators (his symmetries module): edges only.
const EdgeCube kF2{{DL, DF, DR, DB, UL, UF, UR, UB, FL, FR, BR, BL}, {}};
const EdgeCube kU4{{UB, UR, UF, UL, DB, DR, DF, DL, BR, FR, FL, BL},
                   {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1}};
const EdgeCube kLR2{{UL, UF, UR, UB, DL, DF, DR, DB, FL, FR, BR, BL}, {}};

struct Group {
    std::array<EdgeCube, kUdSymmetries> edges;
    std::array<std::array<int, kUdSymmetries>, kUdSymmetries> product{};
    std::array<int, kUdSymmetries> inverse{};
    std::array<std::array<int, kFaceTurns>, kUdSymmetries> turn{};
};

EdgeCube power(const EdgeCube& g, int n) {
    EdgeCube x;
    for (int i = 0; i < n; ++i) x = compose(x, g);
    return x;
}

int find(const std::array<EdgeCube, kUdSymmetries>& all, const EdgeCube& x) {
    for (int s = 0; s < kUdSymmetries; ++s)
        if (all[static_cast<size_t>(s)] == x) return s;
    throw std::logic_error("the cube's U-D symmetries are not closed: a generator is wrong");
}

Group make_group() {
    Group g;
    for (int s = 0; s < kUdSymmetries; ++s)
        g.edges[static_cast<size_t>(s)] =
            compose(compose(power(kF2, s / 8), power(kU4, (s / 2) % 4)), power(kLR2, s % 2));
    for (size_t a = 0; a < kUdSymmetries; ++a) {
        for (size_t b = 0; b < kUdSymmetries; ++b)
            g.product[a][b] = find(g.edges, compose(g.edges[a], g.edges[b]));
        g.inverse[a] = find(g.edges, inverse(Cube3{CornerCube{}, g.edges[a]}).edges);
    }
    for (size_t s = 0; s < kUdSymmetries; ++s)
        for (int t = 0; t < kFaceTurns; ++t) {
            const FaceTurn f = face_turn_of(t);
            const EdgeCube image = compose(compose(g.edges[static_cast<size_t>(g.inverse[s])],
                                                   turn(EdgeCube{}, f.face, f.power)),
                                           g.edges[s]);
            int& found = g.turn[s][static_cast<size_t>(t)];
            found = -1;
            for (int u = 0; u < kFaceTurns; ++u)
                if (turn(EdgeCube{}, face_turn_of(u).face, face_turn_of(u).power) == image)
                    found = u;
            if (found < 0) throw std::logic_error("a symmetry takes a face turn to no face turn");
        }
    return g;
}

const Group& group() {
    static const Group g = make_group();
    return g;
}

uint32_t corner_perm_rank(const CornerCube& c) {
    return rank_permutation(c.perm.data(), kNumCorners);
}

// The corners' twist and permutation conjugates, for symmetries_between and the tables.
struct CornerConjugates {
    std::vector<uint16_t> twist, perm;
};

const CornerConjugates& corner_conjugates() {
    static const CornerConjugates c = [] {
        constexpr uint32_t kTwists = 2187, kPerms = 40320;
        std::vector<uint16_t> twist_move(size_t{kTwists} * kFaceTurns),
            perm_move(size_t{kPerms} * kFaceTurns);
        for (int t = 0; t < kFaceTurns; ++t) {
            const FaceTurn f = face_turn_of(t);
            for (uint32_t v = 0; v < kTwists; ++v)
                twist_move[v * kFaceTurns + static_cast<uint32_t>(t)] = static_cast<uint16_t>(
                    corner_twist_coord(turn(corners_with_twist(v), f.face, f.power)));
            for (uint32_t v = 0; v < kPerms; ++v) {
                CornerCube corners;
                unrank_permutation(v, kNumCorners, corners.perm.data());
                perm_move[v * kFaceTurns + static_cast<uint32_t>(t)] =
                    static_cast<uint16_t>(corner_perm_rank(turn(corners, f.face, f.power)));
            }
        }
        return CornerConjugates{coordinate_conjugates(kTwists, twist_move),
                                coordinate_conjugates(kPerms, perm_move)};
    }();
    return c;
}

} // namespace

const EdgeCube& symmetry_edges(int s) {
    return group().edges[static_cast<size_t>(s)];
}

int symmetry_inverse(int s) {
    return group().inverse[static_cast<size_t>(s)];
}

int symmetry_product(int a, int b) {
    return group().product[static_cast<size_t>(a)][static_cast<size_t>(b)];
}

EdgeCube conjugate_edges(const EdgeCube& x, int s) {
    const Group& g = group();
    return compose(compose(g.edges[static_cast<size_t>(g.inverse[static_cast<size_t>(s)])], x),
                   g.edges[static_cast<size_t>(s)]);
}

const std::vector<uint16_t>& twist_conjugates() {
    return corner_conjugates().twist;
}

const std::vector<uint16_t>& corner_perm_conjugates() {
    return corner_conjugates().perm;
}

int symmetry_turn(int s, int turn) {
    return group().turn[static_cast<size_t>(s)][static_cast<size_t>(turn)];
}

std::vector<uint16_t> coordinate_conjugates(uint32_t size, const std::vector<uint16_t>& move) {
    constexpr uint32_t n = kUdSymmetries;
    auto at = [](uint32_t v, int s) { return v * n + static_cast<uint32_t>(s); };
    auto child = [&](uint32_t v, int t) { return move[v * kFaceTurns + static_cast<uint32_t>(t)]; };
    std::vector<uint16_t> conj(size_t{size} * n, UINT16_MAX);
    for (int s = 0; s < kUdSymmetries; ++s) conj[at(0, s)] = 0;
    std::vector<uint32_t> queue{0};
    for (size_t head = 0; head < queue.size(); ++head) {
        const uint32_t v = queue[head];
        for (int t = 0; t < kFaceTurns; ++t) {
            const uint32_t c = child(v, t);
            if (conj[at(c, 0)] != UINT16_MAX) continue;
            for (int s = 0; s < kUdSymmetries; ++s)
                conj[at(c, s)] = child(conj[at(v, s)], symmetry_turn(s, t));
            queue.push_back(c);
        }
    }
    for (uint32_t v = 0; v < size; ++v)
        for (int t = 0; t < kFaceTurns; ++t)
            for (int s = 0; s < kUdSymmetries; ++s)
                if (conj[at(v, s)] == UINT16_MAX ||
                    conj[at(child(v, t), s)] != child(conj[at(v, s)], symmetry_turn(s, t)))
                    throw std::logic_error("a coordinate's conjugates contradict the face turns");
    return conj;
}

uint16_t symmetries_between(const Cube3& y, const Cube3& x) {
    const CornerConjugates& c = corner_conjugates();
    const uint32_t twist = corner_twist_coord(y.corners), perm = corner_perm_rank(y.corners);
    const uint32_t twist_x = corner_twist_coord(x.corners), perm_x = corner_perm_rank(x.corners);
    uint16_t mask = 0;
    for (int s = 0; s < kUdSymmetries; ++s)
        if (c.twist[twist * kUdSymmetries + static_cast<uint32_t>(s)] == twist_x &&
            c.perm[perm * kUdSymmetries + static_cast<uint32_t>(s)] == perm_x &&
            conjugate_edges(y.edges, s) == x.edges)
            mask = static_cast<uint16_t>(mask | 1u << s);
    return mask;
}

} // namespace twobit
