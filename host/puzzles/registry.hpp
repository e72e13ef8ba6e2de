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
// when it has the same definition hash (replaced in place by this one when only this one has
// a table of classes: the definition asked for again with it); a different hash throws
// std::invalid_argument.
const Puzzle& register_puzzle(Puzzle record);

// By id or alias (built-in, then registered), ASCII case-insensitive ("2x2", "Pocket", "SKEWB").
// Throws std::invalid_argument "unknown puzzle 'skweb' (did you mean 'skewb'?; known: ...)".
const Puzzle& find_puzzle(const std::string& name);

// The records a name list names (bench --puzzle): `all`, every record with a table of fewer
// than all_below_states states (`all` is a word of the list, no record's id); or ids and
// aliases separated by commas. `every` says which. A single name is no list: nothing
// (find_puzzle takes it). Throws std::invalid_argument for an empty or unknown name.
struct PuzzleList {
    std::vector<const Puzzle*> records;
    bool every = false;
};
PuzzleList puzzles_listed(const std::string& names, uint64_t all_below_states);

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

// The puzzles that claim a line given without --puzzle most strongly (Puzzle::claims_position),
// in list order: none, the default puzzle's; more than one, a line that reads as each.
std::vector<const Puzzle*> puzzles_claiming(const std::string& line, InputKind input);

// The tables (table_record.hpp): every puzzle's, built-in then registered, in list order.
std::vector<const TableRecord*> table_records();

// A table by its id or alias, or a puzzle's name (its full table), ASCII case-insensitive.
// Throws std::invalid_argument as find_puzzle does, or for a puzzle without a table (the
// clock).
const TableRecord& find_table(const std::string& name);

// The table whose id a file's header names exactly, or null (a definition's: its id is
// registered only once --def names the file).
const TableRecord* table_of_id(const std::string& id);

// The puzzle that registers a table.
const Puzzle& owner_of(const TableRecord& table);

// A puzzle's full table, or null for a puzzle without a table of its own.
const TableRecord* full_table_of(const Puzzle& record);

// The table of classes of a puzzle's positions (generate/solve --symmetry), or null: one the
// puzzle registers itself.
const TableRecord* class_table_of(const Puzzle& record);

// A table's metric (empty: its first), or std::invalid_argument naming the metrics it has.
std::string check_table_metric(const TableRecord& table, const std::string& metric);

} // namespace twobit
