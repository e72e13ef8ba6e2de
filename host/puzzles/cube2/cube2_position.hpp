// A 2x2x2 position from one line of user input: a move sequence (what it does to a solved
// cube) or a 24-sticker string in any orientation and colours. Either way the result is a
// cube with DBL in place (the fixed-DBL model), to be solved with turns of U, R and F as the
// cube is held. Errors are InvalidCubeError (stickers) or NotationError (moves).
#pragma once

#include <string>

#include "host/puzzles/cube/corner_cubies.hpp"
#include "host/puzzles/cube/sticker_lines.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

// The 2x2x2's 24 stickers and moves for the rule every sticker puzzle shares
// (host/puzzles/cube/sticker_lines.hpp).
const StickerLineRules& cube2_line_rules();

// How --input auto reads a line: that rule with cube2_line_rules().
InputKind detect_input_kind(const std::string& line);

struct Cube2Position {
    CornerCube cube; // DBL in place and untwisted
    InputKind kind;  // Moves or Stickers, as read
};

// Throws InvalidCubeError, NotationError, or std::invalid_argument (resolve_line_kind). A
// blank line is no moves: the solved cube (the command line refuses it as a position).
Cube2Position parse_cube2_position(const std::string& line, InputKind kind = InputKind::Auto);

} // namespace twobit
