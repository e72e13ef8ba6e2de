// The yardstick beside `twobit bench` (--yardstick PATH): a standalone tuned BFS for the
// 2x2x2 and the 3x3x3 corners (../shared/yardstick/, built outside the project) run in the
// same minutes as twobit's own searches, so that bench can print the ratio of the two —
// the only figure that holds on machines whose speed changes from day to day.
#pragma once

#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"

namespace twobit::cli {

// The yardstick's name for model's space ("2x2" or "3x3"), or "" when it builds no table
// for it (it knows the 2x2x2 in htm and qtm with every face, and the 3x3x3 corners in htm).
std::string yardstick_space(const PuzzleModel& model);

// One level of a yardstick run: the depth it found, the yardstick's letter for how (L a
// frontier list, K a bitset push, N a pull, ...) and its time.
struct YardstickLevel {
    int depth = 0;
    char kind = '?';
    double seconds = 0;
};

struct YardstickRun {
    double seconds = 0;
    std::vector<YardstickLevel> levels; // empty when it printed no per-level line
};

// One run of the yardstick at `path` for that space, metric and thread count (its own
// warm-up, then one timed run): the seconds it reports, and its levels. Throws
// std::runtime_error naming the problem: the program cannot be started, exits non-zero,
// reports wrong counts, or prints no time.
YardstickRun run_yardstick(const std::string& path, const std::string& space,
                           const std::string& metric, int threads);

// The yardstick's per-level line, "levels(median ms): 0L:0.002 1L:0.004 ...", where level
// d finds depth d + 1; a token that does not read as one is skipped, no line gives none.
std::vector<YardstickLevel> parse_yardstick_levels(const std::string& output);

} // namespace twobit::cli
