// Proving a table file right, not only intact. Its checksums and value counts
// (tables/table_file.hpp) prove that it is what was written, and anyone with tables/FORMAT.md
// can recompute them over a rewritten payload: entries shuffled so that every state still
// has a neighbour one value down give real but longer answers, printed as optimal. A 2-bit
// entry holds the distance mod 3 only, so its neighbours cannot show such a shuffle (a
// neighbour two levels closer has the value of one a level further). A built-in table's
// content is known in advance, and its digest proves it on every load (held_table.hpp); what
// proves any table, a definition's included, is a fresh search of its model compared entry by
// entry: `verify --table`, on request.
#pragma once

#include <string>

#include "host/engine/search.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// Where the file differs from a fresh search's table of its model (`fresh`): "entry N holds
// X, a fresh search gives Y", or the header's counts against the search's; "" when it is
// that table.
std::string table_difference(const TableFile& file, const BuiltTable& fresh);

} // namespace twobit
