// A 2x2x2 position from one line of user input: a move sequence (what it does to a solved
// cube) or a 24-sticker string in any orientation and colours. Either way the result is a
// cube with DBL in place (the fixed-DBL model), to be solved with turns of U, R and F as the
// cube is held. Errors are InvalidCubeError (stickers) or NotationError (moves).
#pragma once

#include <string>

#include "corner_cubies.hpp"

namespace twobit {

enum class InputKind { Auto, Moves, Stickers };

// "auto", "moves", "stickers"; throws std::invalid_argument otherwise.
InputKind parse_input_kind(const std::string& name);

// Auto: stickers when the line, without whitespace, has 24 characters and either no move
// suffix (' 2 3) or six symbols four times each, or when it is one word without suffixes that
// either has characters no move sequence has or is 16 or more characters long; else moves. --input
// overrides this.
InputKind detect_input_kind(const std::string& line);

struct Cube2Position {
    CornerCube cube; // DBL in place and untwisted
    InputKind kind;  // Moves or Stickers, as read
};

Cube2Position parse_cube2_position(const std::string& line, InputKind kind = InputKind::Auto);

} // namespace twobit
