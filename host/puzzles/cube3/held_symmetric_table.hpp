// A symmetry-reduced table of the 3x3x3's solvers (symmetric_pruning_table.hpp: the optimal
// solver's, sorted slice; the two-phase solver's phase 1, slice location) held for a command's
// run, as HeldTable (host/store/held_table.hpp) holds a catalog table: the checked file at its
// default location, or, when there is none, the table built now (about a minute on 2 cores for
// the optimal solver's, seconds for phase 1's) with a line on stderr and saved there for the
// next run.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

namespace twobit {

// Builds the table of classes on `threads` threads (0 = all) with a progress line on stderr
// (none when the progress style is quiet), level by level: what HeldSymmetricTable does when
// there is no file, and what `generate` does for these tables.
SymmetricPruningTable build_symmetric_table_with_progress(const FlipSliceClasses& classes,
                                                          int threads);

class HeldSymmetricTable {
  public:
    // Throws std::runtime_error naming the file and the remedy when a file is there but is
    // not a good table of this build.
    HeldSymmetricTable(SliceKind kind, const std::string& why, int threads);

    const SymmetricPruningTable& table() const { return *table_; }

  private:
    std::unique_ptr<FlipSliceClasses> classes_; // the table points to it: never moved
    std::optional<SymmetricPruningTable> table_;
};

} // namespace twobit
