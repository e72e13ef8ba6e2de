// Checkpoints of a long search (generate --checkpoint / --resume): the end-of-level observer
// that writes one when the interval has passed or an interrupt asked to stop, and ends the
// search after an interrupt. What a checkpoint holds and how it is written is the caller's
// `save` (one process: the table file writer with the checkpoint magic; MPI: every rank's
// slice); the checkpoint format is FORMAT.md's, see "Checkpoints" there.
#pragma once

#include <chrono>
#include <cstdio>
#include <functional>
#include <string>

#include "host/engine/search.hpp"

namespace twobit {

struct CheckpointPlan {
    std::string path; // empty: no checkpoints (an interrupt then ends the process as always)
    std::chrono::seconds every{600};
    // Fault injection for the tests (TWOBIT_TEST_KILL_AFTER_DEPTH, ..._INTERRUPT_...): after
    // this depth is complete (and its checkpoint written, if due), SIGKILL or SIGINT itself.
    int kill_after_depth = -1;
    int interrupt_after_depth = -1;
};

class Checkpointer {
  public:
    // Writes the checkpoint of the search so far to path (atomically).
    using Save = std::function<void(const std::string& path, const SearchResult& so_far)>;
    // Combines a yes/no over every process of the search (MPI: a logical OR over the ranks,
    // so that all write and stop at the same level); one process: the value itself.
    using Agree = std::function<bool(bool)>;

    Checkpointer(CheckpointPlan plan, Save save, std::FILE* log, Agree agree = nullptr);

    // For SearchOptions::after_level: false once an interrupt has been honoured.
    bool after_level(const SearchResult& so_far, const std::function<void()>& table_to_host);

    bool interrupted() const { return interrupted_; }
    int checkpoints_written() const { return written_; }
    // The depth of the last checkpoint written, or -1.
    int last_depth() const { return last_depth_; }

  private:
    CheckpointPlan plan_;
    Save save_;
    std::FILE* log_;
    Agree agree_;
    std::chrono::steady_clock::time_point last_;
    bool interrupted_ = false;
    int written_ = 0;
    int last_depth_ = -1;
};

// "10m", "90s", "2h", "1h30m", "0" (every level) or plain seconds ("600"): the interval as
// seconds. Throws std::invalid_argument naming the text.
std::chrono::seconds parse_interval(const std::string& text);

} // namespace twobit
