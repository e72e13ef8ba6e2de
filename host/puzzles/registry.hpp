// The puzzles twobit knows (one record each, host/puzzles/puzzle.hpp), in the order `list`
// shows them, finding one by name, and a record's model. Adding a puzzle: its folder under
// host/puzzles/ with a function returning its record, and one line in registry.cpp's list
// (docs/ARCHITECTURE.md, "Adding a puzzle"). A record with a table of its own and no solver
// is given the table walk (table_walk_solver.hpp) here.
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
// against the record's. Throws std::invalid_argument naming the unknown metric or letter;
// std::invalid_argument too for a puzzle that has no table (the clock).
PuzzleModel model_of(const Puzzle& record, const std::string& metric, const std::string& gens);

// What model_of would build, from sizes alone (Puzzle::sizes, which the record must have),
// with the same checks.
ModelSizes sizes_of(const Puzzle& record, const std::string& metric, const std::string& gens);

// model_of the record find_puzzle(name) finds.
PuzzleModel make_puzzle(const std::string& name, const std::string& metric,
                        const std::string& gens);

// Whether record takes `metric` (empty: its first); if not, std::invalid_argument naming the
// metrics it has. Returns the metric meant.
std::string check_metric(const Puzzle& record, const std::string& metric);

} // namespace twobit
