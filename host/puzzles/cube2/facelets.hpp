// The 2x2x2 as 24 stickers (docs/CLI.md, "solve"): faces in the order U R F D L B, each read left to
// right, top to bottom as seen from outside (U with B at the top, D with F at the top, the
// side faces with U at the top). Solved is UUUURRRRFFFFDDDDLLLLBBBB; after R it is
// UFUFRRRRFDFDDBDBLLLLUBUB. Converts cubie states to stickers and back; reading accepts any
// six symbols as colours and any whole-cube orientation, and names what is wrong otherwise.
#pragma once

#include <stdexcept>
#include <string>

#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit {

constexpr int kNumFacelets = 24;

// A sticker string that is not a cube (wrong length, colours, corners, twist).
class InvalidCubeError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

// The stickers of a cube state, with the face letters U R F D L B as colours.
std::string to_facelets(const CornerCube& cube);

// Reads 24 stickers (whitespace ignored). The corner in the DBL position defines the colour
// scheme (its D, B and L stickers name those faces; their opposites are U, F and R), so the
// result always has DBL in place and untwisted, and the same turns of U, R and F that solve
// the result solve the cube as shown. Throws InvalidCubeError naming the problem.
CornerCube parse_facelets(const std::string& text);

} // namespace twobit
