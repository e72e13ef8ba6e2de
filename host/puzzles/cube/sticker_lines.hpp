// How `--input auto` reads a line for a puzzle that takes both moves and a sticker string (the
// 2x2x2's 24 stickers, the 3x3x3's 54): one rule for every such puzzle, so that a line means
// the same on each and a line that reads both ways is never answered as one of them silently.
//
// A sticker string has six colours, a sixth of the stickers each. In this order:
//  1. Exactly that, written as one word or face by face (six words of a face's stickers):
//     stickers. These are the two ways a sticker string is written, and how it is printed.
//  2. Within two stickers of that ("sticker-like": at most two missing, extra or of a wrong
//     colour), spaced or run together in any other way (row by row, a stray space):
//     - a valid cube that is also a valid move sequence: ambiguous, refused with --input;
//     - a valid cube only: stickers;
//     - a valid move sequence written one turn per word ("U R F D L B ..."): moves;
//     - otherwise stickers, so that a sticker string with a sticker missing is reported as
//       such (with a pointer to --input moves when the line would read as moves and is not
//       the sticker count long).
//  3. One word of exactly the sticker count with no prime or turn count: stickers (a sticker
//     string with a wrong colour, far likelier than a 54- or 24-turn run-together scramble).
//  4. Anything else: moves when it reads as moves (run-together scrambles of any length);
//     when it reads neither way, stickers for one word of six characters or more with a
//     character no move has and no move suffix after a turn ("WWWWGGGG", digit colours
//     "000011112222"), else moves (so "Q" is an unknown move, not a 1-sticker cube).
// Digits may be colours: a digit is a suffix only right after a turn, so a line of digits is
// never a move sequence.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "host/puzzles/position_solver.hpp"

namespace twobit {

// What the rule needs to know of a puzzle.
struct StickerLineRules {
    size_t stickers = 0;       // a sticker string's length (a multiple of six)
    bool three_layers = false; // moves as parse_moves(line, three_layers) reads them
    // Reads a sticker string, whitespace anywhere ignored; throws std::invalid_argument naming
    // what is wrong. Only whether it throws, and its message, matter here.
    std::function<void(const std::string&)> read_stickers;
};

// The kind the rule above gives: Moves, Stickers or Ambiguous.
InputKind detect_line_kind(const std::string& line, const StickerLineRules& rules);

// Whether a line is this puzzle's sticker string rather than another puzzle's position, for
// the choice of a puzzle from a position (Puzzle::claims_position): read as stickers (--input
// stickers, or the rule above: stickers, or ambiguous, which the puzzle then refuses), within
// two stickers of the count, and not longer than a position may be.
bool claims_sticker_line(const std::string& line, InputKind input, const StickerLineRules& rules);

// How to read a line: `asked` where the user said (--input moves or stickers), else the kind
// detected. Throws std::invalid_argument for an ambiguous line (asking for --input), and for a
// line detected as stickers that is no cube, not the sticker count long, and reads as moves:
// the sticker error with a pointer to --input moves.
InputKind resolve_line_kind(const std::string& line, InputKind asked,
                            const StickerLineRules& rules);

} // namespace twobit
