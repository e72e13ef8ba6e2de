// The state spaces of Thistlethwaite's first three phases (the fourth is 3x3x3-squares,
// cube3_models.hpp), each the space of cosets that one phase has to cross:
//  - thistlethwaite-g1: G0 -> G1 = <U, D, R, L, F2, B2>. Edge flip (2^11 = 2,048); only F
//    and B quarter turns flip edges (cube3_cubies.hpp), so G1 is the unflipped cubes.
//  - thistlethwaite-g2: G1 -> G2 = <U, D, R2, L2, F2, B2>. Corner twist (3^7) x E-slice edge
//    location (C(12,4) = 495) = 1,082,565, under U D R L (quarter and half) F2 B2.
//  - thistlethwaite-g3: G2 -> G3 = <U2, D2, R2, L2, F2, B2>. The corner permutation's coset
//    of the squares group's 96 corner permutations (8!/96 = 420) x which 4 of the 8 U/D-layer
//    edge positions hold the M-slice edges UF UB DF DB (C(8,4) = 70) = 29,400, under U D
//    (quarter and half) R2 L2 F2 B2.
// Every index is solved (the space's solved index) exactly when the cube is in the phase's
// target group (given that it is in the phase's starting group). htm counts every listed
// turn as one move. The index conversions expect a cube inside the space's domain (G0, G1,
// G2 respectively) and do not check it; the in_* predicates do.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/cube/cube3_cubies.hpp"

namespace twobit {

// ---- thistlethwaite-g1: index = edge flip, the first eleven edges' flips in base 2.
constexpr uint32_t kThistleG1States = 2048;

uint32_t thistle_g1_index(const Cube3& cube);
// G1 = <U, D, R, L, F2, B2>: no edge flipped.
bool in_thistle_g1(const Cube3& cube);
// metric htm; gens: faces among U R F D L B (empty = all six).
PuzzleModel make_thistle_g1_model(const std::string& metric, const std::string& gens);

// ---- thistlethwaite-g2: index = corner twist (3^7, first seven corners, base 3) x E-slice
// edge location (colex rank of the 4 positions holding FR FL BL BR).
constexpr uint32_t kThistleG2TwistSize = 2187;
constexpr uint32_t kThistleG2SliceSize = 495;
constexpr uint32_t kThistleG2States = kThistleG2TwistSize * kThistleG2SliceSize;

uint32_t thistle_g2_index(const Cube3& cube);
// G2 = <U, D, R2, L2, F2, B2>: in G1, no corner twisted, FR FL BL BR in the E slice.
bool in_thistle_g2(const Cube3& cube);
// metric htm (U U2 U' D D2 D' R R2 R' L L2 L' F2 B2 each count 1); gens: faces (empty = all).
PuzzleModel make_thistle_g2_model(const std::string& metric, const std::string& gens);

// ---- thistlethwaite-g3: index = corner coset (420) x M-slice edge location (colex rank of
// the 4 of the positions UR UF UL UB DR DF DL DB holding UF UB DF DB, 70).
constexpr uint32_t kThistleG3CornerSize = 420;
constexpr uint32_t kThistleG3EdgeSize = 70;
constexpr uint32_t kThistleG3States = kThistleG3CornerSize * kThistleG3EdgeSize;

// The corner coset: two corner permutations are in one coset when one is the other with its
// pieces relabelled by an element h of the squares group's corners (compose(h, c)), i.e.
// when the same turns take both into the squares group. Cosets are numbered by their
// smallest permutation rank (rank_permutation of perm), in rank order: the identity's is 0.
uint32_t thistle_corner_coset(const CornerCube& corners);
// The smallest-ranked corner permutation of a coset (no twists).
CornerCube thistle_corner_coset_representative(uint32_t coset);
// The 96 corner permutations of the squares group, identity first.
const std::vector<CornerCube>& squares_corner_group();

uint32_t thistle_g3_index(const Cube3& cube);
// G3 = <U2, D2, R2, L2, F2, B2> (the squares group): no twists or flips, the corners a
// permutation of the squares group, every edge in its slice and the edges' permutation even.
bool in_thistle_g3(const Cube3& cube);
// metric htm (U U2 U' D D2 D' R2 L2 F2 B2 each count 1); gens: faces (empty = all).
PuzzleModel make_thistle_g3_model(const std::string& metric, const std::string& gens);

} // namespace twobit
