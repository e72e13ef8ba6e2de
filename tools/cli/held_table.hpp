// Tables a command holds for its whole run, several at a time (the 3x3x3's solvers read up to
// six): each the checked file at its default location, or, when there is none, a table built
// now with a progress line on stderr and saved there for the next run.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"
#include "tables/table_file.hpp"

namespace twobit::cli {

class HeldTable {
  public:
    // The table of a puzzle's whole move set in a metric: `why` says on the progress line
    // what it is for. Throws like open_table_for (a file that is not this model's table) or
    // build_table.
    HeldTable(const std::string& puzzle, const std::string& metric, const std::string& why,
              int threads);
    // That table if its file is at the default location, else nothing (nothing is built,
    // not even the model).
    static std::unique_ptr<HeldTable> if_present(const std::string& puzzle,
                                                 const std::string& metric);

    const PuzzleModel& model() const { return model_; }
    const PruningTable& pruning() const { return *pruning_; }
    bool built_now() const { return built_.has_value(); }

  private:
    explicit HeldTable(PuzzleModel model);
    void open(const std::string& path);

    PuzzleModel model_;
    std::optional<TableFile> file_;
    std::optional<BuiltTable> built_;
    std::unique_ptr<PruningTable> pruning_;
};

} // namespace twobit::cli
