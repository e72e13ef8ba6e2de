// A 2x2x2 position from one line of user input: a move sequence (what it does to a solved
// cube) or a 24-sticker string in any orientation and colours. Either way the result is a
// cube with DBL in place (the fixed-DBL model), to be solved with turns of U, R and F as the
// cube is held. Errors are InvalidCubeError (stickers) or NotationError (moves).
#pragma once

#include <string>

#include "host/puzzles/cube/corner_cubies.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

// How --input auto reads a line. "Sticker-shaped" is 24 symbols, six of them four times each.
//  - Sticker-shaped and written as one word or as six words of four (face by face):
//    stickers.
//  - Sticker-shaped and spaced otherwise ("U F U F R R ..."): the reading that is valid; when
//    both are (a valid cube and a valid 24-move sequence) it is Ambiguous, and the caller asks
//    for --input; when neither is, the one whose error says more (moves if every character
//    could belong to a move sequence).
//  - Otherwise stickers for a line of 24 symbols without move suffixes (' 2 3) that is one
//    word or has characters no move sequence has (a sticker string with a typo), and for one
//    word without suffixes that is 16 or more characters long or has such characters; moves
//    for everything else.
InputKind detect_input_kind(const std::string& line);

struct Cube2Position {
    CornerCube cube; // DBL in place and untwisted
    InputKind kind;  // Moves or Stickers, as read
};

// Throws InvalidCubeError, NotationError, or std::invalid_argument for an ambiguous line. A
// blank line is no moves: the solved cube (the command line refuses it as a position).
Cube2Position parse_cube2_position(const std::string& line, InputKind kind = InputKind::Auto);

} // namespace twobit
