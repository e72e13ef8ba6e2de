// What generate, info, verify and tables do with the 3x3x3 solvers' symmetric tables
// (host/puzzles/symmetric_tables.hpp), which are not catalog puzzles: each command asks
// the registry first and hands such a table to the function here. A table is checked against
// a fresh build of this program (byte for byte, and its header's counts), there being no
// published distribution of the reduced tables to compare with.
#pragma once

#include <string>

#include "host/puzzles/symmetric_tables.hpp"
#include "tables/table_file.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/distribution_outputs.hpp"
#include "tools/cli/generate_steps.hpp"

namespace twobit::cli {

// The registry's table whose id a file's header names (the header's puzzle), or null.
const SymmetricTableKind* symmetric_table_of_header(const TableHeader& h);

// The table --puzzle names (an id or alias), or with --symmetry the reduced table of the
// catalog puzzle it names; null for a catalog puzzle without --symmetry. Throws UsageError
// for --symmetry with a puzzle that has none (naming those that have one).
const SymmetricTableKind* symmetric_subject(const PuzzleOptions& puzzle);

// `generate --puzzle NAME` for such a table: builds it, writes it (-o, else the default
// location; the same output checks as generate's), prints the entries per depth. Options that
// do not apply are a UsageError.
int generate_symmetric_table(const GenerateOptions& o, const SymmetricTableKind& t);

// `info FILE` for a checked file whose header names t.
int info_symmetric_table(const std::string& path, const TableFile& file,
                         const SymmetricTableKind& t, bool json);

// `verify` of such a table: the file (path, else the default location) against a fresh build.
struct SymmetricVerifyRequest {
    std::string path;           // empty: the default location
    std::string metric = "htm"; // --metric
    bool metric_given = false;  // else a --table file's own
    int threads = 0;
    bool json = false;
    bool quiet = false; // -q: no progress line
    DistributionOutputs distribution;
};
int verify_symmetric_table(const SymmetricTableKind& t, const SymmetricVerifyRequest& r);

// The options of a command that do not apply to these tables, refused (UsageError naming the
// first): a --metric the table does not have, --gens, --def, --backend other than auto or cpu,
// --strategy, --max-memory.
void refuse_symmetric_options(const PuzzleOptions& puzzle, const SearchCliOptions& search,
                              const SymmetricTableKind& t);

} // namespace twobit::cli
