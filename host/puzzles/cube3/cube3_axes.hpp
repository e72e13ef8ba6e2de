// The 3x3x3 seen along each of its three axes: the position conjugated by the rotation that
// takes the R-L axis (axis 1) or the F-B axis (axis 2) to U-D, so that one table of the U-D
// axis (Kociemba's phase 1) also measures the other two; and what each face turn becomes
// there. Conjugating is a homomorphism, so a turn of the cube is a single turn of the view.
#pragma once

#include "host/puzzles/cube/cube3_cubies.hpp"

namespace twobit {

// Axis 0 is the cube itself, 1 is it turned by z, 2 by x; the cube relative to its centres.
Cube3 cube3_on_axis(const Cube3& cube, int axis);

// The face-turn id (pruning_table.hpp) that turn t is on the view along axis:
// cube3_on_axis(cube after t, axis) == cube3_on_axis(cube, axis) after axis_turn(axis, t).
int axis_turn(int axis, int t);

} // namespace twobit
