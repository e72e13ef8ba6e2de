// The cube's 48 symmetries acting on the 3x3x3's edges by conjugation, X -> S^-1 X S: the
// U-D axis's 16 (cube_symmetry.hpp), each after 0, 1 or 2 turns of the whole cube about the
// URF-DBL diagonal. On the edges every symmetry, a mirror too, is an edge arrangement (a
// mirror reverses no flip: a flip is its own inverse), so conjugation is cubie arithmetic.
// The images of the face turns are checked once to be face turns.
#pragma once

#include "host/puzzles/cube/cube3_cubies.hpp"

namespace twobit {

constexpr int kEdgeSymmetries = 48;

// S^-1 X S for symmetry s = 16 k + u: the diagonal turn k times, then the U-D symmetry u;
// s = 0 is the identity.
EdgeCube conjugate_edges48(const EdgeCube& x, int s);
// The symmetry whose S is the inverse of s's.
int edge_symmetry_inverse(int s);

} // namespace twobit
