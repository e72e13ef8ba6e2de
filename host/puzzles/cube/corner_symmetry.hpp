// The 48 symmetries of the cube acting on corner states by conjugation, X -> S^-1 X S: the 24
// whole-cube rotations, each alone or followed by the mirror through the plane of the U, D, F
// and B centres. A conjugate of a face turn is a face turn (of the image face; a mirror
// reverses its sense), so conjugation keeps every distance from solved for any move set that
// the symmetry maps to itself: all 48 for the six faces, the 6 that keep U, R and F (and so
// fix DBL) for the 2x2x2.
//
// On the corners a rotation is a corner state itself (x turns them as R L' does, y as U D'),
// so its conjugation is cubie arithmetic; the mirror swaps left and right and turns every
// twist backwards, which no CornerCube holds, so it is applied as a map of its own.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit {

constexpr int kCubeSymmetries = 48;

// S^-1 X S for symmetry s (0 <= s < 48): rotation s / 2, mirrored when s is odd; s = 0 is
// the identity.
CornerCube conjugate_corners(const CornerCube& x, int s);

// The face that symmetry s takes face f to (its turns' conjugates are that face's turns).
Face symmetry_face(int s, Face f);
// Whether s reverses turns (a mirror: the conjugate of a clockwise turn is anticlockwise).
bool symmetry_mirrors(int s);

// The symmetries that map the faces named in `faces` (letters of URFDLB) onto themselves, in
// increasing order, the identity first: a group.
std::vector<int> symmetries_keeping(const std::string& faces);

// The corner state undoing a.
CornerCube inverse(const CornerCube& a);

} // namespace twobit
