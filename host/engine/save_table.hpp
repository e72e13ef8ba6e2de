// Turning a finished search into a table file: the header that describes it, and saving
// it (atomically, via tables/table_file.hpp). Loading lives in tables/table_file.hpp.
#pragma once

#include <string>

#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"
#include "tables/table_file.hpp"

namespace twobit {

TableHeader table_header_for(const PuzzleModel& model, const SearchResult& result,
                             const DistanceTable& table);

// A table whose search took less than this is saved without fsync (Durability::RenameOnly).
// Losing it to a crash of the machine costs less than a second to make again, and no reader
// can take a damaged copy for a table: every load checks both checksums and the counts of
// every value (tables/table_file.hpp). Longer searches, checkpoints and every other file are
// synced.
// (A resumed search counts from its resume; its checkpoint stays.)
constexpr double kSyncedTablesFromSeconds = 1.0;

// How save_table writes the table of `result`: Synced from kSyncedTablesFromSeconds of search.
Durability table_durability(const SearchResult& result);

// Writes the table to path (with table_durability); throws TableFileError or FileWriteError.
void save_table(const OutputName& path, const PuzzleModel& model, const SearchResult& result,
                const DistanceTable& table);
// The same into a file opened before the search (open_output_early), which it commits.
void save_table(AtomicFile& file, const PuzzleModel& model, const SearchResult& result,
                const DistanceTable& table);

} // namespace twobit
