// The level loop shared by every launcher; see level_loop.hpp.
#include "host/engine/level_loop.hpp"

#include <chrono>
#include <stdexcept>
#include <string>

namespace twobit {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

SearchResult run_levels(LevelSteps& steps, uint64_t num_states, int num_moves,
                        const SearchOptions& options) {
    note_search_started();
    const auto start = std::chrono::steady_clock::now();
    SearchResult result;
    const bool resumed = !options.resume_counts.empty();
    if (resumed) {
        result.counts = options.resume_counts;
        for (const uint64_t c : result.counts) result.reached += c;
        if (result.counts[0] != 1 || result.reached > num_states)
            throw std::invalid_argument("resumed counts do not fit the table");
    } else {
        result.counts = {1};
        result.reached = 1;
    }
    steps.start(resumed);
    if (!resumed) {
        result.levels.push_back({0, 1, Direction::Push, seconds_since(start), 0});
        log_level(options, result.levels.back(), result.reached);
    }
    for (int depth = result.max_depth(); result.reached < num_states; ++depth) {
        const auto level_start = std::chrono::steady_clock::now();
        const Direction direction = steps.direction(
            depth, level_direction(options, result.counts[static_cast<size_t>(depth)],
                                   num_states - result.reached, num_moves));
        double seconds = 0;
        const uint64_t found = steps.expand(depth, direction, seconds);
        if (found == 0) break;
        if (depth + 1 > kMaxTableDepth)
            throw DepthLimitError("God's number is above the " + std::to_string(kMaxTableDepth) +
                                  " levels a table holds: the search found " +
                                  std::to_string(found) + " states at depth " +
                                  std::to_string(depth + 1) + " (" +
                                  std::to_string(result.reached + found) + " of " +
                                  std::to_string(num_states) + " reached)");
        if (seconds == 0) seconds = seconds_since(level_start);
        result.counts.push_back(found);
        result.reached += found;
        result.levels.push_back({depth + 1, found, direction, seconds, steps.exchanged_bytes()});
        log_level(options, result.levels.back(), result.reached);
        if (options.after_level &&
            !options.after_level(result, [&steps] { steps.bring_table_to_host(); })) {
            result.stopped = true;
            break;
        }
    }
    result.seconds = seconds_since(start);
    return result;
}

} // namespace twobit
