// The 2x2x2 pocket cube with the DBL corner fixed: corner permutation of the other seven
// (7! = 5040, major coordinate) times their twist (3^6 = 729, minor coordinate), 3,674,160
// states, turned by U, R and F. Conversions between cubie states and indices, and the
// PuzzleModel for a move set. Notation and facelets live elsewhere.
#pragma once

#include <cstdint>
#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit {

constexpr uint32_t kCube2PermSize = 5040;
constexpr uint32_t kCube2TwistSize = 729;
constexpr uint64_t kCube2States = uint64_t{kCube2PermSize} * kCube2TwistSize;
constexpr const char* kCube2Faces = "URF";

// Coordinates of a cube whose DBL corner is in place and untwisted.
uint32_t cube2_perm_coord(const CornerCube& cube);
uint32_t cube2_twist_coord(const CornerCube& cube);
uint64_t cube2_index(const CornerCube& cube);

CornerCube cube2_from_coords(uint32_t perm, uint32_t twist);
CornerCube cube2_from_index(uint64_t index);

// metric: htm, qtm or half; gens: faces among U R F (empty = all three).
// Throws std::invalid_argument for a bad metric or face.
PuzzleModel make_cube2_model(const std::string& metric, const std::string& gens);

} // namespace twobit
