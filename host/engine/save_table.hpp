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

// Writes the table to path; throws TableFileError.
void save_table(const std::string& path, const PuzzleModel& model, const SearchResult& result,
                const DistanceTable& table);

} // namespace twobit
