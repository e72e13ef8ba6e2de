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

} // namespace twobit
