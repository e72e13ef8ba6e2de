// Planning a search for this machine; see search_plan.hpp.
#include "host/engine/search_plan.hpp"

#include <algorithm>
#include <cstdio>
#include <omp.h>
#include <unistd.h>

#include "host/engine/depth_bound.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/search_cpu.hpp"

namespace twobit {

int resolve_threads(int requested, uint64_t work_items) {
    const int cores = std::max(1, omp_get_num_procs());
    int threads = requested > 0 ? std::min(requested, cores) : cores;
    if (work_items < static_cast<uint64_t>(threads)) threads = static_cast<int>(work_items);
    return std::max(1, threads);
}

PlannedSearch plan_search(const PuzzleModel& model, const SearchRequest& request) {
    PlannedSearch planned;
    SearchOptions& search = planned.options;
    search.threads = resolve_threads(request.threads);
    search.strategy = request.strategy;
    planned.backend = request.backend;
    check_depth_bound(model); // a space too deep for a table: refused before any allocation
    // Before anything is allocated: the table and move tables must fit, and on the CPU the
    // frontier lists of the first levels too; the per-thread push bitsets as well, or the
    // search pushes with atomics instead.
    const bool cpu = resolve_backend(request.backend) == Backend::Cpu;
    const uint64_t lists = cpu ? cpu_frontier_list_bytes(model.num_states()) : 0;
    const uint64_t available = check_memory(model, lists, request.memory_limit);
    if (cpu) {
        const uint64_t bitsets = cpu_bitset_bytes(cpu_threads(search), model.num_states());
        const uint64_t with_bitsets = search_memory_bytes(model) + lists + bitsets;
        // check_memory read nothing for a small search; the bitsets may make it larger.
        const bool read_now = available == 0 && with_bitsets >= kUncheckedSearchBytes;
        if (!(read_now ? memory_fits(with_bitsets, request.memory_limit)
                       : memory_fits(with_bitsets, request.memory_limit, available))) {
            search.push_mode = PushMode::Atomic;
            if (!request.quiet)
                std::fprintf(stderr, "note: no room for %s of push bitsets; pushing with atomics\n",
                             format_bytes(bitsets).c_str());
        }
    }
    const bool log = !request.quiet && request.log_levels;
    search.progress = log && ::isatty(fileno(stderr)) != 0;
    search.log = log ? stderr : nullptr;
    return planned;
}

void check_search_memory(const std::string& name, const ModelSizes& sizes,
                         const SearchRequest& request) {
    const bool cpu = resolve_backend(request.backend) == Backend::Cpu;
    const uint64_t lists = cpu ? cpu_frontier_list_bytes(sizes.states) : 0;
    const uint64_t search = search_memory_bytes(sizes.states, sizes.table_bytes) + lists;
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
