// The 16 symmetries of the 3x3x3 that keep the U-D axis: S = F2^a U4^b LR2^c (a < 2, b < 4,
// c < 2; symmetry s = 8a + 2b + c), where F2 is the half turn about the F-B axis, U4 the
// quarter turn about the U-D axis and LR2 the mirror through the plane of the U, D, F and B
// centres. They act on positions by conjugation, X -> S^-1 X S, which takes face turns to face
// turns and keeps the distance from solved of every position: the pruning table of
// symmetric_pruning_table.hpp stores one entry per class of conjugate positions.
//
// Only the edges are written as cubies: a mirror turns corner twists backwards, which a
// CornerCube cannot hold. A corner coordinate is conjugated through the face turns instead
// (conjugating X t gives conjugate(X) symmetry_turn(s, t)).
#pragma once

#include <cstdint>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"

namespace twobit {

constexpr int kUdSymmetries = 16;

// S as an edge arrangement (position p receives the edge from perm[p], flipped by flip[p]).
const EdgeCube& symmetry_edges(int s);
// The symmetry whose S is the inverse of s's.
int symmetry_inverse(int s);
// The symmetry S_a S_b.
int symmetry_product(int a, int b);
// S^-1 X S on the edges.
EdgeCube conjugate_edges(const EdgeCube& x, int s);
// The face-turn id (pruning_table.hpp numbering) S^-1 t S.
int symmetry_turn(int s, int turn);

// The conjugates of a coordinate whose conjugate is a function of it (the corners' twist or
// permutation): result[v * 16 + s], found by walking from 0 (solved) along the face turns,
// move[v * 18 + t] being v's child by turn t. Throws std::logic_error if a relation fails.
std::vector<uint16_t> coordinate_conjugates(uint32_t size, const std::vector<uint16_t>& move);

// The corner twist's conjugates (3^7 values): [twist * 16 + s].
const std::vector<uint16_t>& twist_conjugates();
// The corner permutation's (8!, Lehmer rank): [perm * 16 + s].
const std::vector<uint16_t>& corner_perm_conjugates();

// Bit s is set when S^-1 Y S == X (with y == x: the position's own U-D symmetries).
uint16_t symmetries_between(const Cube3& y, const Cube3& x);

} // namespace twobit
