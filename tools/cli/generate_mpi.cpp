// `mpirun -np P twobit generate ...`: the same command with the search, its checkpoints and
// its table spread over P ranks (host/mpi/, docs/SCALING.md), each on its CPU cores or one
// GPU (--backend). Rank 0 speaks (the level log,
// the report, the messages); a step that can fail on one rank is checked on all together,
// so that every rank stops with the failing rank's message, and a failure inside the search
// aborts the job with it.
#include <algorithm>
#include <exception>
#include <fmt/format.h>
#include <optional>

#include "host/engine/backend.hpp"
#include "host/engine/depth_bound.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/model_fingerprint.hpp"
#include "host/engine/save_table.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/engine/search_plan.hpp"
#include "host/io/fatal_signals.hpp"
#include "host/io/input_lines.hpp"
#include "host/mpi/mpi_session.hpp"
#include "host/mpi/mpi_table_io.hpp"
#include "host/mpi/search_mpi.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/table_checks.hpp"
#include "kernels/cuda_api.hpp"
#include "tools/cli/chosen_table.hpp"
#include "tools/cli/mpi_cli.hpp"

namespace twobit::cli {

namespace {

// The search options of a rank: threads (default: this machine's cores shared by its
// ranks), strategy, the log on rank 0 only.
SearchOptions rank_search_options(const GenerateOptions& o, const MpiSession& mpi) {
    SearchOptions s;
    s.threads = o.search.threads > 0
                    ? resolve_threads(o.search.threads)
                    : std::max(1, resolve_threads(0) / std::max(1, mpi.local_size()));
    try {
        s.strategy = parse_strategy(o.search.strategy);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    const bool log = mpi.root() && !o.search.quiet && !o.json;
    s.log = log ? stderr : nullptr;
    return s;
}

// The GPU this rank drives (the ranks on one machine take its devices in turn), or -1 for
// its CPU cores: --backend cuda needs a device on every rank, auto takes one where there is.
int rank_cuda_device(const GenerateOptions& o, const MpiSession& mpi) {
    Backend backend = Backend::Auto;
    try {
        backend = parse_backend(o.search.backend);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (backend == Backend::Cpu) return -1;
    int device = -1;
    mpi.checked_together([&] {
        if (resolve_backend(backend) != Backend::Cuda) return; // auto without a device
        device = mpi.local_rank() % query_cuda_device().device_count;
    });
    return device;
}

// "1 rank", "3 ranks".
std::string ranks_text(int ranks) {
    return std::to_string(ranks) + (ranks == 1 ? " rank" : " ranks");
}

// Every rank's memory, checked on every rank before anything large is allocated (the ranks
// on one machine share what it has free), and the exchange planned for the least room of
// any rank, so that every rank takes the same windows.
MpiExchangePlan plan_rank_memory(const GenerateOptions& o, const PuzzleModel& model,
                                 const MpiSession& mpi, int threads, int cuda_device) {
    const uint64_t limit = o.search.max_memory.empty() ? 0 : parse_byte_size(o.search.max_memory);
    const uint64_t available = available_memory_bytes();
    const uint64_t local = static_cast<uint64_t>(std::max(1, mpi.local_size()));
    uint64_t room = limit != 0 ? limit : UINT64_MAX;
    if (available != 0) room = std::min(room, available / local);
    room = mpi.min(room);
    const MpiExchangePlan plan =
        plan_mpi_exchange(model, mpi.size(), room == UINT64_MAX ? 0 : room, cuda_device < 0);
    mpi.checked_together([&] {
        const uint64_t need = plan.rank_bytes;
        const std::string what =
            plan.windows == 1
                ? fmt::format("its slice, the move tables and one bitmap of the whole index, "
                              "shared by its {} threads",
                              threads)
                : fmt::format("its slice, the move tables and a window of the exchange, 1/{} "
                              "of one bitmap of the whole index",
                              plan.windows);
        if (limit != 0 && need > limit)
            throw std::runtime_error(
                fmt::format("{} {} needs {} per rank on {} ({}), more than --max-memory {}",
                            model.puzzle, model.metric, format_bytes(need), ranks_text(mpi.size()),
                            what, format_bytes(limit)));
        if (available != 0 && need > available / local)
            throw std::runtime_error(fmt::format(
                "{} {} needs {} per rank on {} ({}), but this machine has {} free for its {} "
                "({} each)",
                model.puzzle, model.metric, format_bytes(need), ranks_text(mpi.size()), what,
                format_bytes(available), ranks_text(static_cast<int>(local)),
                format_bytes(available / local)));
    });
    return plan;
}

// The line before a large search, or one in windows: the table, each rank's peak, the mode.
// No time is said (search_plan.cpp says why); in W windows phase 1 on 2 ranks took 2.4x the
// whole bitmap's time in 4 windows, 7.9x in 24 (bench/history/2026-12-05.md).
void log_rank_memory(const GenerateOptions& o, const PuzzleModel& model, const MpiSession& mpi,
                     const MpiExchangePlan& plan) {
    const uint64_t table = num_table_words(model.num_states()) * sizeof(Word);
    if (!mpi.root() || o.search.quiet || (plan.windows == 1 && table < (uint64_t{1} << 30))) return;
    const uint64_t window = plan.window_words * sizeof(uint64_t);
    const std::string how =
        plan.windows == 1
            ? "the exchange's bitmap of the whole index"
            : fmt::format("no room for the exchange's {} bitmap; levels in {} windows of {}",
                          format_bytes((model.num_states() + 63) / 64 * sizeof(uint64_t)),
                          plan.windows, format_bytes(window));
    std::fprintf(stderr, "memory: table %s, at most %s per rank on %s (%s)\n",
                 format_bytes(table).c_str(), format_bytes(plan.rank_bytes).c_str(),
                 ranks_text(mpi.size()).c_str(), how.c_str());
}

} // namespace

int run_generate_mpi(GenerateOptions& o, MpiSession& mpi) {
    // A checkpoint's own puzzle unless one is given.
    std::optional<ChosenTable> chosen;
    mpi.checked_together([&] {
        chosen.emplace(generated_table(o, false));
        if (chosen->classes()) refuse_class_table_options(o.puzzle, o.search, *chosen);
    });
    const Puzzle& record = *chosen->puzzle.record;
    const PuzzleModel& model = chosen->puzzle.model;
    const OutputName path = generated_table_path(o, *chosen);
    const CheckpointPlan plan = checkpoint_plan(o);
    // Every rank must search the same space: rank 0's index, compared by its fingerprint (the
    // least and the greatest over the ranks are equal only where all are).
    const uint64_t fingerprint = model_fingerprint(model);
    if (mpi.min(fingerprint) != ~mpi.min(~fingerprint))
        throw UsageError(fmt::format("the ranks were started for different tables (this rank: "
                                     "{}): start every rank with the same puzzle, metric and "
                                     "moves",
                                     chosen->title()));
    // Rank 0's checks, its refusal every rank's (a rank left waiting for it would never end).
    mpi.checked_together(
        [&] {
            refuse_generate_outputs_on_inputs(o, path, plan);
            check_distribution_outputs(o.distribution, o.json, {path.path(), plan.path});
        },
        true);
    SearchOptions options = rank_search_options(o, mpi);
    try {
        if (!o.search.max_memory.empty()) parse_byte_size(o.search.max_memory);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    // Every rank checks; the file each opens goes at once (the table is written at the end
    // through the MPI table writer).
    mpi.checked_together([&] { check_generate_outputs(path, plan, model).reset(); }, true);
    const int cuda_device = rank_cuda_device(o, mpi);
    mpi.checked_together([&] { check_depth_bound(model); });
    const MpiExchangePlan exchange = plan_rank_memory(o, model, mpi, options.threads, cuda_device);
    log_rank_memory(o, model, mpi, exchange);

    DistanceTable table = DistanceTable::sparse(model.num_states());
    if (!o.resume.empty()) {
        options.resume_counts =
            read_checkpoint_mpi(mpi, o.resume, table, [&record, &model](const TableFile& f) {
                check_table_for(model, f, record.definition_file, generate_command(record, model));
            });
        if (mpi.root() && !o.search.quiet)
            std::fprintf(stderr, "resuming from %s: depths 0 to %d complete\n",
                         printable(o.resume).c_str(),
                         static_cast<int>(options.resume_counts.size()) - 1);
    }
    Checkpointer checkpointer(
        plan,
        [&](const std::string& to, const SearchResult& so_far) {
            TableHeader h = table_header_for(model, so_far, table);
            h.checkpoint = true;
            write_table_mpi(mpi, to, h, table);
        },
        options.log, [&mpi](bool mine) { return mpi.any(mine); });
    options.after_level = [&checkpointer](const SearchResult& r,
                                          const std::function<void()>& to_host) {
        return checkpointer.after_level(r, to_host);
    };
    std::optional<InterruptDeferral> deferral;
    if (!plan.path.empty()) deferral.emplace(mpi.root() ? interrupt_message(plan) : "");
    SearchResult r;
    try {
        r = search_mpi(model, table, options, mpi, exchange, cuda_device);
    } catch (const DepthLimitError&) {
        // Every rank stops at the same level (the counts are summed over them all): one
        // failure, which rank 0 reports.
        const std::exception_ptr failure = std::current_exception();
        mpi.checked_together([&failure] { std::rethrow_exception(failure); });
    } catch (const std::exception& e) {
        if (mpi.failure_shared()) throw; // every rank knows (a checkpoint that failed)
        mpi.abort(e.what(), kExitFailed);
    }
    deferral.reset();
    if (mpi.root() && !o.search.quiet)
        std::fprintf(stderr, "backend %s (%s)\n", r.backend.c_str(), r.device.c_str());
    if (r.stopped) return mpi.root() ? print_stopped(o, r, plan.path) : kExitInterrupted;
    mpi.checked_together([&] { check_published_counts(o, *chosen, r.counts); }, true);
    write_table_mpi(mpi, path, table_header_for(model, r, table), table);
    if (mpi.root()) remove_finished_checkpoints(o, plan);
    if (mpi.root()) {
        print_generated(o, model, r, path.path(), checkpointer.checkpoints_written());
        write_distribution_outputs(o.distribution, chosen->title(), r.counts);
    }
    return kExitOk;
}

} // namespace twobit::cli
