// Proving a table file right, not only intact. Its checksums and value counts
// (tables/table_file.hpp) prove that it is what was written, and anyone with tables/FORMAT.md
// can recompute them over a rewritten payload: entries shuffled so that every state still
// has a neighbour one value down give real but longer answers, printed as optimal. A 2-bit
// entry holds the distance mod 3 only, so its neighbours cannot show such a shuffle (a
// neighbour two levels closer has the value of one a level further); what proves a table is
// a fresh search of its model, compared entry by entry. `verify --table` runs it on request;
// a held table (host/store/held_table.hpp) of at most kProvenOnLoadStates states runs it on
// every load.
#pragma once

#include <cstdint>
#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"
#include "host/puzzles/puzzle.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// Held tables up to this many states are proven on every load, before any answer. No mark
// of a proof is kept between runs: one stored beside a table (or in the tables folder) could
// be forged with it, and a per-user cache was left out on purpose. Measured on the shared
// 2-core VM (Release, 2 threads, load average 3.5 to 5; the search is nearly all of it),
// against the same command without the proof: the 2x2x2 (3.7 M states) adds 0.05-0.08 s to
// `solve` (0.02-0.03 s before), the 3x3x3 corners (88 M, 22 MB) 0.85-1.1 s and each six-edge
// table (42.6 M) 0.6-0.85 s, so `solve --optimal` loads 2-3 s longer, against searches of
// seconds to minutes; the two-phase solver's phase-2 tables (under 1 M states) milliseconds.
// Bigger tables (kociemba-phase1, clock-front, kociemba-phase2, the optimal solver's symmetric
// table) are checked as files only: their answers are applied and checked, their optimality
// rests on the table.
constexpr uint64_t kProvenOnLoadStates = uint64_t{1} << 27;

// Where the file differs from a fresh search's table of its model (`fresh`): "entry N holds
// X, a fresh search gives Y", or the header's counts against the search's; "" when it is
// that table.
std::string table_difference(const TableFile& file, const BuiltTable& fresh);

// For a held table's file of model (record's model): with at most kProvenOnLoadStates
// states, a fresh search on `threads` CPU threads (0 = every core), quietly; throws
// std::runtime_error naming the file, the first difference and the command that rebuilds it.
// Larger tables are left as they are.
void prove_held_table(const Puzzle& record, const PuzzleModel& model, const TableFile& file,
                      int threads);

} // namespace twobit
