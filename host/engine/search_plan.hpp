// A search as a caller asks for it (backend, threads, direction, memory limit, how much to
// log), made ready for this machine: the thread count resolved, the backend chosen, the
// memory it needs checked before anything is allocated, and the CPU's push mode chosen by
// what fits. Every caller goes through here: the command line, tables built on first use
// (host/store/held_table.hpp), the tests.
#pragma once

#include <cstdint>
#include <string>

#include "host/engine/backend.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"

namespace twobit {

struct SearchRequest {
    Backend backend = Backend::Auto;
    int threads = 0; // 0 = every core this process may use
    Strategy strategy = Strategy::Auto;
    uint64_t memory_limit = 0; // bytes; 0 = no limit but what is available
    bool quiet = false;        // nothing on stderr
    bool log_levels = true;    // one line per level on stderr (unless quiet)
};

struct PlannedSearch {
    SearchOptions options;
    Backend backend = Backend::Auto;
};

// The one rule for thread counts: `requested` (0 = every core), never more than the cores
// this process may run on, nor more than `work_items` when that is given, and at least 1.
int resolve_threads(int requested, uint64_t work_items = UINT64_MAX);

// Throws std::runtime_error, with both sizes, when the search would not fit (memory_budget.hpp),
// DepthLimitError when the moves put God's number above a table's levels (depth_bound.hpp),
// BackendError for --backend cuda without a device.
PlannedSearch plan_search(const PuzzleModel& model, const SearchRequest& request);

// plan_search's memory check for a model not built yet, from its sizes (`name` as "def:x
// htm"): the most of building it and of the search with it must fit. Throws as plan_search.
void check_search_memory(const std::string& name, const ModelSizes& sizes,
                         const SearchRequest& request);

// Plans and runs the search into a fresh table; unless quiet, says on stderr which backend
// ran on which device.
BuiltTable build_table(const PuzzleModel& model, const SearchRequest& request);

} // namespace twobit
