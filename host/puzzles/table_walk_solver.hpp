// The solver of every puzzle with a table of its own: read the position (the record's
// `read`), then walk down its complete distance table (host/engine/solver.hpp), the table
// opened from a file or built and saved on first use (host/store/held_table.hpp). The
// registry gives it to each such record that brings no solver of its own.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "host/puzzles/puzzle.hpp"

namespace twobit {

std::unique_ptr<PositionSolver> make_table_walk_solver(const Puzzle& record,
                                                       const SolveRequest& request);

// The options of `solve` the table walk takes for record: a table, every solution, the input
// kind, and pictures where the record has a net.
std::vector<std::string> table_walk_options(const Puzzle& record);

} // namespace twobit
