// The breadth-first level loop, written once for every launcher (OpenMP, CUDA, MPI ranks):
// the fresh or resumed start, the switch rule, the per-level counts and log, and the
// observer called at the end of each level (checkpoints, an interrupt). A launcher supplies
// only its LevelSteps: how to set the table up and how to run one level.
#pragma once

#include <cstdint>

#include "host/engine/search.hpp"

namespace twobit {

class LevelSteps {
  public:
    virtual ~LevelSteps() = default;
    // Sets the table up: fresh (every entry unreached, the solved state at 0) or, when
    // resuming, from what the caller's host table holds (levels 0..depth, the rest 3).
    virtual void start(bool resumed) = 0;
    // The direction of the level after `depth`, given the switch rule's choice (the CPU
    // pushes its first levels from a list whatever the rule says).
    virtual Direction direction(int depth, Direction by_rule) { return (void)depth, by_rule; }
    // Runs the level that finds depth + 1 from the entries equal to depth % 3; returns the
    // states it found (over every rank, under MPI). `seconds` may be replaced by the
    // launcher's own timing of the level (CUDA events).
    virtual uint64_t expand(int depth, Direction direction, double& seconds) = 0;
    // Makes the caller's host table hold the table as it is now (CUDA copies it back);
    // nothing to do where the host table is the table.
    virtual void bring_table_to_host() {}
    // Bytes the last level sent between processes (MPI, all ranks together); else 0.
    virtual uint64_t exchanged_bytes() const { return 0; }
};

// Runs the levels until no new state is found, the whole index is reached, or the
// observer says stop (then result.stopped is set); throws DepthLimitError when a level finds
// states deeper than kMaxTableDepth (search.hpp). Fills counts, levels, reached, seconds;
// the launcher sets backend, device and threads.
SearchResult run_levels(LevelSteps& steps, uint64_t num_states, int num_moves,
                        const SearchOptions& options);

} // namespace twobit
