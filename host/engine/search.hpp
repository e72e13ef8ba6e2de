// What a search is asked to do and what it reports, common to every launcher (OpenMP, CUDA,
// MPI ranks): strategy, thread count, per-level statistics, the per-depth counts, and the
// one-line-per-level log, a resumed start and the end-of-level observer. The level loop is
// host/engine/level_loop.cpp; the launchers are search_cpu.cpp and host/engine/cuda/search_cuda.cu.
#pragma once

#include <cstdint>
#include <cstdio>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "kernels/expand_step.hpp"

namespace twobit {

enum class Strategy { Auto, Push, Pull };

// How the CPU pushes: through per-thread touched bitsets and a merge (no atomics; one bit
// per state per thread of extra memory), by claiming with atomic ANDs in the table (the
// way the GPU does it; no extra memory), or by target blocks: each thread makes every claim
// into the blocks of the table it takes, pulls too (host/engine/target_claims.hpp; a few
// MB). With the bitsets, a CPU pull reads the frontier from the first of them, written as a
// bitmap before the level; with atomics, from the table.
enum class PushMode { Bitset, Atomic, Blocks };

// Default for choose_direction's pull_ratio: a level pushes while frontier x moves <= ratio x
// unreached, else pulls. bench_search's BM_SwitchRule measures the choice: ratios 6 to 9 were
// fastest on the 2x2x2 in both metrics, and 9 (the HTM move count) is twsearch's rule, "pull
// once fewer states are unreached than in the frontier".
constexpr double kDefaultPullRatio = 9.0;

// The CPU prefetches the next run's lines (kernels/expand_step.hpp) in levels whose
// frontier (bitmap or entries) or push bitset is larger than this: clock-front's 645 MB
// bitmap, 1.3 GB table. Measured: clock-front's depth 7 19.9 -> 16.1-16.9 s and depth 6
// 14.2 -> 12.1-12.7 s with them; the 3x3x3 corners' 11 MB bitmap no faster, the 2x2x2's, in the
// caches, slower.
constexpr uint64_t kDefaultPrefetchAboveBytes = uint64_t{64} << 20;

// The deepest level a table holds: its header has 64 counts, depths 0 to 63
// (tables/FORMAT.md). A search stops with DepthLimitError when it finds states at depth 64,
// rather than run on to a table no reader takes.
constexpr int kMaxTableDepth = 63;

// A God's number above kMaxTableDepth: found by the search (run_levels) or known from the
// moves before it (host/engine/depth_bound.hpp). Every MPI rank meets it at the same level.
class DepthLimitError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct SearchResult;

struct SearchOptions {
    int threads = 0; // 0 = all cores
    Strategy strategy = Strategy::Auto;
    PushMode push_mode = PushMode::Bitset; // CPU only
    // CPU bitset pushes: the index is split into this many windows, each marked and merged in
    // a pass of its own, so that each thread's bitset covers one window (search_cpu.hpp).
    int push_windows = 1;
    // CPU: the memory the first levels' frontier lists may take; 0 = cpu_frontier_list_bytes.
    // Less only ends the list levels sooner (the levels scan the table instead).
    uint64_t list_bytes = 0;
    double pull_ratio = kDefaultPullRatio;
    uint64_t prefetch_above_bytes = kDefaultPrefetchAboveBytes; // CPU only; tests set 0
    std::FILE* log = nullptr;                                   // one line per level when set
    bool progress = false; // with log: percent and ETA within long levels (a terminal)
    // Resuming: the table passed in already holds levels 0..size-1 with these counts (the
    // rest unreached); the search goes on from the last one. Empty: a fresh search.
    std::vector<uint64_t> resume_counts;
    // Called at the end of every level that found states, with the search so far and a
    // function that makes the host table current (CUDA copies it back; call it only when
    // the table is needed). Returning false stops the search there (result.stopped).
    std::function<bool(const SearchResult&, const std::function<void()>& table_to_host)>
        after_level;
};

struct LevelStats {
    int depth;
    uint64_t new_states;
    Direction direction; // how this level was found (depth 0 is the solved state: Push)
    double seconds;
    uint64_t exchanged_bytes; // MPI: bytes all ranks sent for this level; else 0
};

struct SearchResult {
    std::vector<uint64_t> counts; // counts[d] = states at distance d
    std::vector<LevelStats> levels;
    uint64_t reached = 0;
    double seconds = 0;
    int threads = 1;
    std::string backend;       // "cpu" or "cuda"
    std::string device;        // e.g. "NVIDIA H200"; for cpu, "N threads"
    double device_seconds = 0; // cuda: first kernel to last, from CUDA events
    bool stopped = false;      // after_level stopped it: the table is partial

    int max_depth() const { return static_cast<int>(counts.size()) - 1; }
};

// A complete table and the search that filled it.
struct BuiltTable {
    DistanceTable table;
    SearchResult result;
};

// "auto", "push", "pull"; throws std::invalid_argument otherwise.
Strategy parse_strategy(const std::string& name);
const char* direction_name(Direction d);

// The direction of the level that finds depth+1 from `frontier` states at depth.
Direction level_direction(const SearchOptions& options, uint64_t frontier, uint64_t unreached,
                          int num_moves);

// Writes "depth 7: 227536 new, 289896 total, 0.004 s" to options.log, if set (and
// ", 1.2 MiB exchanged" under MPI).
void log_level(const SearchOptions& options, const LevelStats& level, uint64_t total);

// Searches this process has started (the level loop every launcher shares, and the class
// search): what a test reads to prove that loading a table searches nothing.
void note_search_started();
uint64_t searches_started();

} // namespace twobit
