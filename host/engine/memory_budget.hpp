// Memory a search needs, what the machine has, and the refusal before allocating when it
// would not fit (or would pass a --max-memory limit). Sizes in messages are human-readable.
#pragma once

#include <cstdint>
#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/io/byte_sizes.hpp" // format_bytes, parse_byte_size

namespace twobit {

// The table (2 bits per state) plus the model's move and parity tables.
uint64_t search_memory_bytes(const PuzzleModel& model);
// The same for a model not built yet: its states and table_bytes (ModelSizes).
uint64_t search_memory_bytes(uint64_t states, uint64_t model_table_bytes);

// What this process may still allocate: the smallest of MemAvailable (/proc/meminfo), the
// room left under every cgroup limit above it (cgroup_memory_room) and under its own limits
// (address_space_room); 0 when none is known.
uint64_t available_memory_bytes();

// The room under ulimit -v and -d (RLIMIT_AS, RLIMIT_DATA): the smaller limit less the
// process's virtual size; UINT64_MAX when neither is set.
uint64_t address_space_room();

// The room left under the memory limits of the cgroups that hold this process, their
// parents included: v2 memory.max minus memory.current, v1 memory.limit_in_bytes minus
// memory.usage_in_bytes. UINT64_MAX when no limit is set or none can be read. The paths are
// parameters for the tests.
uint64_t cgroup_memory_room(const std::string& proc_self_cgroup = "/proc/self/cgroup",
                            const std::string& cgroup_root = "/sys/fs/cgroup");

// True if `bytes` fit under `limit` (if non-zero) and in the available memory: `available`
// as available_memory_bytes() returned it, or read now.
bool memory_fits(uint64_t bytes, uint64_t limit, uint64_t available);
bool memory_fits(uint64_t bytes, uint64_t limit);

// Searches below this size are checked against --max-memory only (check_memory).
constexpr uint64_t kUncheckedSearchBytes = uint64_t{16} << 20;

// Throws std::runtime_error, with both sizes, when the search of model (plus `extra` bytes
// of working memory) needs more than `limit` bytes (if non-zero) or, from
// kUncheckedSearchBytes up, than is available. Returns the available bytes it read (for
// memory_fits: each reading is about ten files), or 0 where it read none.
uint64_t check_memory(const PuzzleModel& model, uint64_t extra, uint64_t limit);
// The same for `needed` bytes of what `name` names ("def:x htm").
uint64_t check_memory(const std::string& name, uint64_t needed, uint64_t limit);

} // namespace twobit
