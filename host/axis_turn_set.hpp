// Move sets of puzzles that turn in 120-degree steps about lettered axes (the Skewb's corners,
// the Pyraminx's vertices): --gens picks the axes, and the one metric is htm, where a turn of
// 120 degrees either way counts as one move (there is no half turn to count differently).
// Orders the moves by the puzzle's own letter order, clockwise before anticlockwise. Also
// reads move sequences, and builds the PuzzleModel from a puzzle's State and coordinates.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "coordinate_table.hpp"
#include "puzzle_model.hpp"

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

// Moves like "U R' B L": letters of `letters`, ' for anticlockwise, separated by spaces.
// Throws std::invalid_argument naming the puzzle and the unknown token.
std::vector<AxisMove> parse_axis_moves(const std::string& sequence, const std::string& letters,
                                       const std::string& puzzle);

// One coordinate of State for make_axis_model: with_value(v) is a state with value v and
// value_of the value of a state. The coordinate must move on its own, as PuzzleModel demands,
// so the other coordinates of with_value's state do not matter.
template <class State>
struct StateCoordinate {
    std::string name;
    uint32_t size;
    State (*with_value)(uint32_t);
    uint32_t (*value_of)(const State&);
};

// The model of the moves metric and gens pick (see axis_move_set): coords in index order, the
// first most significant, and the solved index read off State{}. Throws as axis_move_set does.
template <class State>
PuzzleModel make_axis_model(std::string puzzle, const std::string& metric, const std::string& gens,
                            const std::string& letters, State (*turn)(const State&, int, bool),
                            const std::vector<StateCoordinate<State>>& coords) {
    PuzzleModel model;
    model.puzzle = std::move(puzzle);
    model.metric = metric;
    const std::vector<AxisMove> moves = axis_move_set(metric, gens, letters, model.gens);
    model.moves = axis_model_moves(moves, letters);
    const auto turn_by = [&moves, turn](const State& s, size_t m) {
        return turn(s, moves[m].axis, moves[m].clockwise);
    };
    for (const StateCoordinate<State>& c : coords) {
        model.coords.push_back(coordinate_from_states(c.name, c.size, moves.size(), c.with_value,
                                                      c.value_of, turn_by));
        model.solved_index = model.solved_index * c.size + c.value_of(State{});
    }
    model.validate();
    return model;
}

} // namespace twobit
