// The OpenMP launcher of the breadth-first search: loops the shared word-level steps of
// kernels/expand_step.hpp over the table, one level at a time. No search logic of its own.
#pragma once

#include "host/engine/search.hpp"

namespace twobit {

// Fills `table` (sized for model.num_states()) with distances mod 3 from the solved state;
// entries never reached stay 3. Throws std::invalid_argument if the table has the wrong size.
SearchResult search_cpu(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options);

// The threads search_cpu uses for these options (options.threads, else every core).
int cpu_threads(const SearchOptions& options);

// Extra memory, at most, of the frontier lists the first (small) levels push from.
uint64_t cpu_frontier_list_bytes(uint64_t num_states);

// Extra memory of PushMode::Bitset: one bit per state per thread.
uint64_t cpu_bitset_bytes(int threads, uint64_t num_states);

// Extra memory of PushMode::Blocks: a chunk's bitset per thread and the last coordinate's
// columns (target_claims.hpp); UINT64_MAX for a model it cannot serve.
uint64_t cpu_blocks_bytes(const ModelView& view, int threads);

// A bitset push in `windows` windows (SearchOptions::push_windows; host/engine/
// windowed_marks.hpp): the states each window spans (the whole index for one window).
uint64_t cpu_window_span(const ModelView& view, int windows);
// Its extra memory: one bit per state of a window per thread.
uint64_t cpu_window_bitset_bytes(const ModelView& view, int threads, int windows);

// The most windows the planner splits a push into: each window adds a walk of the frontier
// to every dense push level. Measured on Kociemba's phase 1 under --max-memory (CPU seconds,
// bench/history/2026-12-06.md): 2 windows took 17% less than atomic claims, 4 windows 4%
// less (not worth their memory's narrow band), 6 and 8 more; the corners agree.
constexpr int kMaxPushWindows = 2;

} // namespace twobit
