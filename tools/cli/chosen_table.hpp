// The table a command's options name (generate, verify, info, solve --symmetry): a table's id
// or alias (--puzzle kociemba-phase1-sym), a puzzle's name (its full table), with --symmetry
// the puzzle's table of classes, --def FILE a definition's full table, or, without any of
// them, the table a file's header names. Resolved once through the table records
// (host/puzzles/table_record.hpp); the command then asks the record what kind of space it is.
#pragma once

#include <string>

#include "host/puzzles/table_record.hpp"
#include "tables/published_distributions.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

struct ChosenTable {
    const TableRecord* table = nullptr;
    const Puzzle* owner = nullptr; // the puzzle that registers it
    std::string metric;
    // A full table's: the owner's model for the metric and --gens. Empty for classes.
    ChosenPuzzle puzzle;

    bool classes() const { return table->classes_space(); }
    // "2x2x2 htm (gens UR)", "2x2x2-sym6 qtm".
    std::string title() const;
};

// The published distribution of the positions chosen's entries stand for (a full table's
// states, the positions of the puzzle a table of classes reduces), or null.
const PublishedDistribution* published_for(const ChosenTable& chosen);

// The table options name; search, where given, checks a costly model's memory before it is
// built (choose_puzzle). An unknown name, a metric the table lacks, --symmetry for a puzzle
// without a table of classes, --gens for one: UsageError.
ChosenTable choose_table(const PuzzleOptions& options, const SearchCliOptions* search = nullptr);

// The table a file's header names (its puzzle, metric and gens set into options). Throws
// std::runtime_error for a header this build has no table of (a definition's without --def,
// an unknown puzzle, a move set the puzzle does not have).
ChosenTable table_from_header(PuzzleOptions& options, const TableHeader& h,
                              const std::string& path);

// What does not apply to a table of classes (searched on the CPU by its own search, in one
// process): --gens, --def, --backend other than auto or cpu, --strategy, --max-memory, mpirun.
// Throws UsageError naming the first given.
void refuse_class_table_options(const PuzzleOptions& puzzle, const SearchCliOptions& search,
                                const ChosenTable& chosen);

} // namespace twobit::cli
