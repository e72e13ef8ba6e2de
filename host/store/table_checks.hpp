// Whether a table file was built for a model: the puzzle, metric, gens, moves, state count,
// definition file and model fingerprint in its header must all be the model's, so that no
// table is ever read through another index. Messages name the field that differs and, where
// the file is this model's table gone stale or damaged, the command that rebuilds it.
#pragma once

#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/puzzle.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// Throws std::runtime_error unless `table` was built for model (record's model).
void check_table_for(const Puzzle& record, const PuzzleModel& model, const TableFile& table);

// For record read from a definition file: throws std::runtime_error unless `table` was built
// from that same file, naming both file hashes (or that the table is a built-in puzzle's).
// `remedy`, where not empty, is the command that builds the right table. check_table_for
// runs it first for a definition's model.
void check_definition_for(const Puzzle& record, const TableFile& table, const std::string& remedy);

// The checked file at path (TableFile::open), refusing one built for another model.
TableFile open_table_for(const Puzzle& record, const PuzzleModel& model, const std::string& path);

// open_table_for, each refusal with its remedy added: a damaged or outdated file meant for
// this model, the command that rebuilds it; a good table of something else, never that (it
// would be written over) but the right table to give instead.
TableFile open_table_with_remedy(const Puzzle& record, const PuzzleModel& model,
                                 const std::string& path);

} // namespace twobit
