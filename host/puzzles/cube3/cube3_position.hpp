// A 3x3x3 position from one line of user input: a move sequence (face turns, wide turns,
// slices and rotations, applied to a solved cube) or a 54-facelet string in any colours and
// orientation (cube3_facelets.hpp). Either way the result is the cube relative to its
// centres, to be solved with face turns of the cube as held. Moves are applied to the 54
// stickers themselves (each sticker a point and a normal turned about the move's axis), so
// rotations and slices need no special cases; the stickers are then read like any input.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube/sticker_lines.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

// The 54 facelets (letters U R F D L B: the face each sticker started on) of the cube as
// held after the turns, from solved.
std::string cube3_facelets_after(const std::vector<ParsedTurn>& turns);

// The facelets after turns from a given facelet string (any symbols): the cube as held.
std::string turn_facelets(std::string facelets, const std::vector<ParsedTurn>& turns);

// The 3x3x3's 54 facelets and moves (slices and wide turns too) for the rule every sticker
// puzzle shares (host/puzzles/cube/sticker_lines.hpp).
const StickerLineRules& cube3_line_rules();

// How --input auto reads a line: that rule with cube3_line_rules().
InputKind detect_cube3_input(const std::string& line);

struct Cube3Position {
    Cube3 cube;
    InputKind kind; // Moves or Stickers, as read
};

// Throws FaceletError (stickers), NotationError (moves) or std::invalid_argument
// (resolve_line_kind: an ambiguous line).
Cube3Position parse_cube3_position(const std::string& line, InputKind kind = InputKind::Auto);

} // namespace twobit
