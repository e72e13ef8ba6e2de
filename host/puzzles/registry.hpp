// The puzzles twobit knows (one record each, host/puzzles/puzzle.hpp), in the order `list`
// shows them, and finding one by name. Adding a puzzle: its folder under host/puzzles/ with a
// function returning its record, and one line in registry.cpp's list (README, "Adding a
// puzzle").
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/puzzle.hpp"

namespace twobit {

// The built-in puzzles.
const std::vector<Puzzle>& puzzles();

// Adds a record made at run time (a definition file's) to those find_puzzle knows, for the
// rest of the process, and returns it. The same id again returns the record already there
// when it has the same definition hash; a different one throws std::invalid_argument.
const Puzzle& register_puzzle(Puzzle record);

// By id or alias (built-in, then registered), ASCII case-insensitive ("2x2", "Pocket", "SKEWB").
// Throws std::invalid_argument "unknown puzzle 'skweb' (did you mean 'skewb'?; known: ...)".
const Puzzle& find_puzzle(const std::string& name);

// The record's model for a metric (empty: the record's first) and --gens, the metric checked
// against the record's. Throws std::invalid_argument naming the unknown puzzle, metric or
// letter; std::invalid_argument too for a puzzle that has no table (the clock).
PuzzleModel make_puzzle(const std::string& name, const std::string& metric,
                        const std::string& gens);

} // namespace twobit
