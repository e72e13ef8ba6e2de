// The 3x3x3 as 54 facelets, Kociemba's format: the faces in the order U R F D L B, each read
// row by row as seen from outside (U with B at the top, D with F at the top, the four side
// faces with U at the top), so facelet 5 of each face (U5, R5, ...) is its centre. Solved is
// "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB". Any six symbols may be the colours:
// the centres name the faces, so a cube held in any orientation reads as the cube relative
// to its centres. Reading checks everything that makes a string a real cube and says what
// is wrong in one sentence (tested message by message).
#pragma once

#include <stdexcept>
#include <string>

#include "host/puzzles/cube/cube3_cubies.hpp"

namespace twobit {

constexpr int kCube3Facelets = 54;
extern const char* const kCube3SolvedFacelets;

// A facelet string that is not a cube. The message names the first problem found, checked
// in this order: the facelet count (whitespace is ignored), six colours of nine facelets
// each, six different centre colours, every corner's stickers a corner, every edge's an
// edge, no cubie twice, the corner twists (sum 0 mod 3), the edge flips (sum 0 mod 2), the
// permutation parity (corners and edges together even).
class FaceletError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

// The cube the facelets show (whitespace anywhere is skipped). Throws FaceletError.
Cube3 cube3_from_facelets(const std::string& text);

// The facelets of a cube, with the letters U R F D L B as colours (centres U R F D L B).
std::string cube3_facelets(const Cube3& cube);

} // namespace twobit
