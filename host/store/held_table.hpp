// A complete table held for a command's run: the checked (and, where small, proven) file at
// its path, or, where nothing is there, the table built now (a line on stderr says so, and
// why) and saved there for the next run. `solve` holds one; the 3x3x3's solvers hold up to
// six at once.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"
#include "host/io/atomic_file.hpp"
#include "host/puzzles/puzzle.hpp"
#include "tables/table_file.hpp"

namespace twobit {

class HeldTable {
  public:
    // model's table (record's model) at path. A file there is opened and checked
    // (open_table_with_remedy: a refusal names the remedy), and a small one proven against a
    // fresh search on `threads` threads (prove_held_table, host/store/table_proof.hpp). Without
    // one, the table is built on `threads` CPU threads (0 = every core), with a line on stderr
    // that ends "for <why>" when why is given, and saved at path; where it cannot be saved, a
    // warning says why before the search and the table is used from memory. While another
    // twobit builds a table in the same folder, this one waits for it first
    // (table_build_lock.hpp), so a table two commands need at once is built once. Throws
    // std::runtime_error.
    HeldTable(const Puzzle& record, PuzzleModel model, const OutputName& path,
              const std::string& why = "", int threads = 0);
    // The table at path if anything is there (checked and proven as above), else null:
    // nothing is built, not even the model (make_model is called only when a file is there:
    // a large puzzle's move tables take a noticeable part of a second).
    static std::unique_ptr<HeldTable> if_present(const Puzzle& record,
                                                 const std::function<PuzzleModel()>& make_model,
                                                 const std::string& path);

    HeldTable(const HeldTable&) = delete;
    HeldTable& operator=(const HeldTable&) = delete;

    const PuzzleModel& model() const { return model_; }
    TableBytes bytes() const;
    const std::string& path() const { return path_; }
    bool built_now() const { return built_.has_value(); }

  private:
    HeldTable(PuzzleModel model, std::string path);

    PuzzleModel model_;
    std::string path_;
    std::optional<TableFile> file_;
    std::optional<BuiltTable> built_;
};

} // namespace twobit
