// Opening a table, or building and saving it; see held_table.hpp.
#include "host/store/held_table.hpp"

#include <chrono>
#include <cstdio>
#include <fmt/format.h>

#include "host/engine/save_table.hpp"
#include "host/engine/search_plan.hpp"
#include "host/io/atomic_file.hpp"
#include "host/io/progress.hpp"
#include "host/store/table_build_lock.hpp"
#include "host/store/table_checks.hpp"
#include "host/store/table_paths.hpp"
#include "host/store/table_proof.hpp"

namespace twobit {

namespace {

// From this many states a table takes a second or more on 2 cores (the engine's rate is a few
// hundred million states a second), and its build shows the engine's level log.
constexpr uint64_t kProgressStates = uint64_t{1} << 27;

// Whether a table for model can be saved at path; if not, a warning on stderr says why.
bool can_save(const PuzzleModel& model, const OutputName& path) {
    try {
        check_output_path(path, kTableHeaderBytes + table_payload_bytes(model.num_states()));
        return true;
    } catch (const std::exception& e) {
        std::fprintf(stderr,
                     "twobit: warning: the table will not be saved (%s); using it from "
                     "memory for this run\n",
                     e.what());
        return false;
    }
}

} // namespace

HeldTable::HeldTable(PuzzleModel model, std::string path)
    : model_(std::move(model)), path_(std::move(path)) {}

HeldTable::HeldTable(const Puzzle& record, PuzzleModel model, const OutputName& path,
                     const std::string& why, int threads)
    : HeldTable(std::move(model), path.path()) {
    const auto open_existing = [&] {
        file_.emplace(open_table_with_remedy(record, model_, path_));
        prove_held_table(record, model_, *file_, threads);
    };
    if (table_path_taken(path_)) {
        open_existing();
        return;
    }
    const TableBuildLock lock(path_);
    if (table_path_taken(path_)) { // built by the twobit this one waited for
        open_existing();
        return;
    }
    const bool quiet = progress_style() == ProgressStyle::Quiet;
    if (quiet) {
    } else if (why.empty()) {
        fmt::print(stderr, "twobit: no table at {}; generating it now\n", path_);
    } else {
        fmt::print(stderr, "twobit: building {} ({} states, {:.1f} MB) for {}; saved at {}\n",
                   model_.puzzle, model_.num_states(),
                   static_cast<double>(table_payload_bytes(model_.num_states())) / 1e6, why, path_);
    }
    std::fflush(stderr);
    const bool saving = can_save(model_, path);
    SearchRequest search;
    // The engine's own progress (a line per level; on a terminal, percent and time left within
    // a long level) for a table that takes seconds; a small one is built before anyone waits.
    search.quiet = quiet || model_.num_states() < kProgressStates;
    search.threads = threads;
    const auto start = std::chrono::steady_clock::now();
    built_.emplace(build_table(model_, search));
    if (!why.empty() && !quiet)
        fmt::print(stderr, "twobit: built {} in {:.1f} s\n", model_.puzzle,
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (!saving) return;
    try {
        save_table(path, model_, built_->result, built_->table);
    } catch (const std::exception& e) {
        std::fprintf(stderr,
                     "twobit: warning: the table was not saved (%s); using it from memory\n",
                     e.what());
    }
}

std::unique_ptr<HeldTable> HeldTable::if_present(const Puzzle& record,
                                                 const std::function<PuzzleModel()>& make_model,
                                                 const std::string& path) {
    if (!table_path_taken(path)) return nullptr;
    std::unique_ptr<HeldTable> held(new HeldTable(make_model(), path));
    held->file_.emplace(open_table_with_remedy(record, held->model_, path));
    prove_held_table(record, held->model_, *held->file_, 0);
    return held;
}

TableBytes HeldTable::bytes() const {
    if (file_) return {file_->payload(), model_.num_states(), file_->header().max_depth()};
    return {built_->table.bytes(), model_.num_states(), built_->result.max_depth()};
}

} // namespace twobit
