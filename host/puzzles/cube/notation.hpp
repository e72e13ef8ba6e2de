// Move notation: WCA/SiGN face turns U R F D L B with suffixes ' 2 2' 3 (and the typographic
// apostrophe), rotations x y z, and wide turns (SiGN r u f l d b, WCA Rw Uw ...; on a 2x2x2
// a wide turn turns the whole cube), separated by whitespace or run together ("RUR'U'").
// Parses a sequence, applies it to corner cubies, and prints solutions in canonical WCA form.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit {

// A move sequence that cannot be read; the message names the token and its column.
class NotationError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

struct ParsedTurn {
    char symbol;   // U R F D L B; x y z for a whole-cube rotation; on a 3x3x3 also M E S and the
                   // wide turns r u f d l b (on a 2x2x2 wide turns become rotations)
    int power;     // 1, 2 or 3 clockwise quarter turns (3 = anticlockwise)
    size_t column; // 1-based column of the token in the input, in characters
};

// The whitespace parse_moves skips between moves.
bool is_move_space(char c);

// Throws NotationError: "unknown move token 'Q' at column 5", or for a text longer than
// kMaxPositionBytes (host/io/input_lines.hpp). Linear in the length of the text.
// With three_layers (a 3x3x3), M E S (and their suffixes) are read too, as turns with those
// symbols, and wide turns stay wide (r u f d l b); without, slices are unknown tokens (a 2x2x2
// has no middle layer) and a wide turn is the rotation it is on a 2x2x2.
std::vector<ParsedTurn> parse_moves(const std::string& text, bool three_layers = false);

// True if every character could belong to a move sequence (letters, suffixes, spaces).
bool looks_like_moves(const std::string& text);

// cube after the turns; a rotation turns the whole cube (x = R L', y = U D', z = F B').
CornerCube apply_turns(CornerCube cube, const std::vector<ParsedTurn>& turns);

// Joins move names with single spaces. With merge_quarter_pairs (QTM), two equal quarter
// turns in a row print as one half turn ("R R" and "R' R'" both as "R2").
std::string format_moves(const std::vector<std::string>& names, bool merge_quarter_pairs);

// Parsed turns back as text in canonical WCA form with single spaces ("R U2 F' x"): one
// spelling per turn (wide turns come out as the rotations they are on a 2x2x2, "R3" as
// "R'"), which cubing.js and every other WCA reader understand.
std::string format_turns(const std::vector<ParsedTurn>& turns);

// The inverse sequence: the turns in reverse order, each turned the other way.
std::vector<ParsedTurn> invert_turns(const std::vector<ParsedTurn>& turns);

} // namespace twobit
