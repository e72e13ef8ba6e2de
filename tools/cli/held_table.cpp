// HeldTable (held_table.hpp): the same rules as with_table (cli_common.hpp) for one table,
// kept alive as an object so that a solver can hold several.
#include "tools/cli/held_table.hpp"

#include <chrono>
#include <fmt/format.h>

#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

HeldTable::HeldTable(PuzzleModel model) : model_(std::move(model)) {}

void HeldTable::open(const std::string& path) {
    file_.emplace(open_refusing_with_a_remedy(model_, path));
    pruning_ = std::make_unique<PruningTable>(
        model_, TableBytes{file_->payload(), model_.num_states(), file_->header().max_depth()});
}

HeldTable::HeldTable(const std::string& puzzle, const std::string& metric, const std::string& why,
                     int threads)
    : model_(make_puzzle(puzzle, metric, "")) {
    const std::string path = default_table_path(puzzle, metric);
    if (table_path_taken(path)) {
        open(path);
        return;
    }
    const uint64_t bytes = table_payload_bytes(model_.num_states());
    fmt::print(stderr, "twobit: building {} ({} states, {:.1f} MB) for {}; saved at {}\n",
               model_.puzzle, model_.num_states(), static_cast<double>(bytes) / 1e6, why, path);
    std::fflush(stderr);
    const bool saving = can_save_table(model_, path);
    SearchCliOptions search;
    search.quiet = true;
    search.threads = threads;
    const auto start = std::chrono::steady_clock::now();
    built_.emplace(build_table(model_, search));
    fmt::print(stderr, "twobit: built {} in {:.1f} s\n", model_.puzzle,
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (saving) save_table_or_warn(path, model_, *built_);
    pruning_ = std::make_unique<PruningTable>(
        model_, TableBytes{built_->table.bytes(), model_.num_states(), built_->result.max_depth()});
}

std::unique_ptr<HeldTable> HeldTable::if_present(const std::string& puzzle,
                                                 const std::string& metric) {
    const std::string path = default_table_path(puzzle, metric);
    if (!table_path_taken(path)) return nullptr;
    std::unique_ptr<HeldTable> held(new HeldTable(make_puzzle(puzzle, metric, "")));
    held->open(path);
    return held;
}

} // namespace twobit::cli
