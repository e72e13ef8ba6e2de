// Whether a table file was built for a model: the puzzle, metric, gens, moves, state count,
// definition file and model fingerprint in its header must all be the model's, so that no
// table is ever read through another index. Messages name the field that differs and, where
// the file is this model's table gone stale or damaged, the command that rebuilds it.
#pragma once

#include <string>

#include "host/engine/puzzle_model.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// Throws std::runtime_error unless `table` was built for model. definition_file: the file a
// definition's model was read from (empty for a built-in puzzle); generate: the command that
// builds the model's table, for the remedy.
void check_table_for(const PuzzleModel& model, const TableFile& table,
                     const std::string& definition_file, const std::string& generate);

// For a model read from a definition file (definition_file, hashed to definition_hash):
// throws std::runtime_error unless `table` was built from that same file, naming both file
// hashes (or that the table is a built-in puzzle's). `remedy`, where not empty, is the command
// that builds the right table. check_table_for runs it first for a definition's model.
void check_definition_for(const std::string& definition_file, uint64_t definition_hash,
                          const TableFile& table, const std::string& remedy);

} // namespace twobit
