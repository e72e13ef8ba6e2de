// Move sets of puzzles that turn in 120-degree steps about lettered axes (the Skewb's corners,
// the Pyraminx's vertices): --gens picks the axes, and the one metric is htm, where a turn of
// 120 degrees either way counts as one move (there is no half turn to count differently).
// Orders the moves by the puzzle's own letter order, clockwise before anticlockwise. Also
// reads move sequences like "U R'".
#pragma once

#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

struct AxisMove {
    int axis;       // index of its letter in the puzzle's letters
    bool clockwise; // seen from outside, looking at the axis's tip
};

// gens: axis letters in any order, or empty for all. normalized_gens receives them in the
// order of `letters`. Throws std::invalid_argument naming the unknown metric, the letter that
// is not an axis of this puzzle, or the repeated letter.
std::vector<AxisMove> axis_move_set(const std::string& metric, const std::string& gens,
                                    const std::string& letters, std::string& normalized_gens);

// Names ("U", "U'") and inverses of the moves, for PuzzleModel::moves.
std::vector<Move> axis_model_moves(const std::vector<AxisMove>& moves, const std::string& letters);

// Moves like "U R' B L" or run together ("UR'BL"): letters of `letters`, ' (or the
// typographic U+2019) for anticlockwise, 2 for twice ("U2" = U U, "U2'" = U' U'). Linear in
// the text; more than kMaxPositionBytes is refused. Throws std::invalid_argument naming the
// puzzle, the unknown token and its column.
std::vector<AxisMove> parse_axis_moves(const std::string& sequence, const std::string& letters,
                                       const std::string& puzzle);

} // namespace twobit
