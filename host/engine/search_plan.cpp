// Planning a search for this machine; see search_plan.hpp.
#include "host/engine/search_plan.hpp"

#include <algorithm>
#include <cstdio>
#include <omp.h>
#include <string>
#include <unistd.h>

#include "host/engine/depth_bound.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/engine/target_claims.hpp"

namespace twobit {

int resolve_threads(int requested, uint64_t work_items) {
    const int cores = std::max(1, omp_get_num_procs());
    int threads = requested > 0 ? std::min(requested, cores) : cores;
    if (work_items < static_cast<uint64_t>(threads)) threads = static_cast<int>(work_items);
    return std::max(1, threads);
}

namespace {

// The smallest blocks (states of one value of the first coordinate) and the most moves for
// which plan_cpu_memory takes target blocks; see there.
constexpr uint64_t kPlannedBlockStates = uint64_t{1} << 15;
constexpr int kPlannedBlockMoves = 16;

// The CPU's use of the memory left beside the table and the move tables (`room`): the push
// bitsets, one per thread over the whole index if they fit, else levels by target blocks
// (a model whose first coordinate moves by its own table), else bitsets over the fewest
// windows that fit (up to kMaxPushWindows; block-wise walks only), else none (the search
// pushes with atomics), leaving a sixteenth at least for the frontier lists, which get what is
// left. Says what it chose, and a rough time, on stderr when the table is large or the
// bitsets did not fit whole.
void plan_cpu_memory(const PuzzleModel& model, SearchOptions& search, uint64_t room, bool quiet) {
    const uint64_t states = model.num_states();
    const ModelView view = model.view();
    const int threads = cpu_threads(search);
    const uint64_t lists = cpu_frontier_list_bytes(states);
    const uint64_t reserve = std::min(lists, room / 16); // for the lists at least
    const uint64_t whole = cpu_bitset_bytes(threads, states);
    uint64_t bitsets = 0;
    search.push_mode = PushMode::Atomic;
    const uint64_t blocks = cpu_blocks_bytes(view, threads);
    for (int windows = 1; windows <= kMaxPushWindows; ++windows) {
        const uint64_t need = cpu_window_bitset_bytes(view, threads, windows);
        if (need <= room - reserve) {
            bitsets = need;
            search.push_mode = PushMode::Bitset;
            search.push_windows = windows;
            break;
        }
        // Short of whole bitsets, target blocks when the model's blocks are large enough:
        // on phase 2 (blocks of 483,840 states) they took 0.9-1.0x the whole bitsets' time
        // in half the memory, where 8 windows took 2.9x; on 233.tws (40,320) about what 2
        // windows take; on the 3x3x3 corners (2,187) more than 2 windows or atomics: each
        // move's walk of a block then costs more than its marks. And only for up to 16 moves:
        // every move walks every block again (kociemba-phase1, 18 moves, took 2.75x the whole
        // bitsets' time; clock-front, 165 moves, 7.9x).
        if (windows == 1 && blocks <= room - reserve && view.num_moves <= kPlannedBlockMoves &&
            target_blocks(view, threads).block_states >= kPlannedBlockStates) {
            bitsets = blocks;
            search.push_mode = PushMode::Blocks;
            break;
        }
        if (cpu_window_span(view, windows) <= 64) break; // no smaller window
        // Walked state by state, every pass computes every neighbour again: dino.tws took
        // 16.5 s in windows, 8.5 s with atomics, 5.1 s with whole bitsets (2 threads).
        if (view.runs == kRunsNone) break;
    }
    search.list_bytes = std::min(lists, room - bitsets);
    const uint64_t table = num_table_words(states) * sizeof(Word);
    const bool whole_bitsets = search.push_mode == PushMode::Bitset && search.push_windows == 1;
    if (quiet || (whole_bitsets && table < (uint64_t{1} << 30))) return;
    std::string how;
    if (search.push_mode == PushMode::Atomic) {
        how = "no room for " + format_bytes(whole) + " of push bitsets; pushing with atomics";
    } else if (search.push_mode == PushMode::Blocks) {
        how = "no room for " + format_bytes(whole) + " of push bitsets; levels by target blocks";
    } else if (!whole_bitsets) {
        how = "no room for " + format_bytes(whole) + " of push bitsets; pushing in " +
              std::to_string(search.push_windows) + " windows";
    } else {
        how =
            "push bitsets for " + std::to_string(threads) + (threads == 1 ? " thread" : " threads");
    }
    const uint64_t peak = search_memory_bytes(model) + search.list_bytes + bitsets;
    // No time is said: the rates differ more than 3x between puzzles (clock-front's 165 moves
    // took a tenth of what states x moves gave), and a wrong wait is worse than none.
    std::fprintf(stderr, "memory: table %s, at most %s in all (%s)\n", format_bytes(table).c_str(),
                 format_bytes(peak).c_str(), how.c_str());
}

} // namespace

PlannedSearch plan_search(const PuzzleModel& model, const SearchRequest& request) {
    PlannedSearch planned;
    SearchOptions& search = planned.options;
    search.threads = resolve_threads(request.threads);
    search.strategy = request.strategy;
    planned.backend = request.backend;
    check_depth_bound(model); // a space too deep for a table: refused before any allocation
    // Before anything is allocated: the table and move tables must fit; on the CPU what is
    // left goes to the frontier lists and the push bitsets (plan_cpu_memory).
    uint64_t available = check_memory(model, 0, request.memory_limit);
    if (resolve_backend(request.backend) == Backend::Cpu) {
        const uint64_t base = search_memory_bytes(model);
        const uint64_t most = base + cpu_frontier_list_bytes(model.num_states()) +
                              cpu_bitset_bytes(cpu_threads(search), model.num_states());
        // check_memory read nothing for a small search; the lists and bitsets may make it
        // larger.
        if (available == 0 && most >= kUncheckedSearchBytes) available = available_memory_bytes();
        uint64_t allowed = request.memory_limit != 0 ? request.memory_limit : UINT64_MAX;
        if (available != 0) allowed = std::min(allowed, available);
        plan_cpu_memory(model, search, allowed > base ? allowed - base : 0, request.quiet);
    }
    const bool log = !request.quiet && request.log_levels;
    search.progress = log && ::isatty(fileno(stderr)) != 0;
    search.log = log ? stderr : nullptr;
    return planned;
}

void check_search_memory(const std::string& name, const ModelSizes& sizes,
                         const SearchRequest& request) {
    // (The CPU's lists and push bitsets fit in what is left, or shrink to it: plan_cpu_memory.)
    const uint64_t search = search_memory_bytes(sizes.states, sizes.table_bytes);
    check_memory(name, std::max(sizes.build_bytes, search), request.memory_limit);
}

BuiltTable build_table(const PuzzleModel& model, const SearchRequest& request) {
    const PlannedSearch planned = plan_search(model, request);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    built.result = run_search(model, built.table, planned.options, planned.backend);
    if (!request.quiet)
        std::fprintf(stderr, "backend %s (%s)\n", built.result.backend.c_str(),
                     built.result.device.c_str());
    return built;
}

} // namespace twobit
