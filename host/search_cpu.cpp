// OpenMP launcher; see search_cpu.hpp.
#include "search_cpu.hpp"

#include <chrono>
#include <omp.h>
#include <stdexcept>
#include <string>

namespace twobit {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Word chunks small enough to balance uneven frontiers, large enough to amortise scheduling.
constexpr int kWordsPerChunk = 512;

} // namespace

SearchResult search_cpu(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options) {
    const ModelView view = model.view();
    if (table.num_states() != view.num_states)
        throw std::invalid_argument("table size does not match the puzzle's state count");
    const int threads = options.threads > 0 ? options.threads : omp_get_num_procs();
    const auto start = std::chrono::steady_clock::now();

    Word* words = table.words();
    const int64_t num_words = static_cast<int64_t>(table.num_words());
#pragma omp parallel for num_threads(threads) schedule(static)
    for (int64_t w = 0; w < num_words; ++w) words[w] = kAllUnreached;
    table.set(model.solved_index, 0);

    SearchResult result;
    result.backend = "cpu";
    result.device = std::to_string(threads) + (threads == 1 ? " thread" : " threads");
    result.threads = threads;
    result.counts = {1};
    result.reached = 1;
    result.levels.push_back({0, 1, Direction::Push, seconds_since(start)});
    log_level(options, result.levels.back(), result.reached);

    for (int depth = 0; result.reached < view.num_states; ++depth) {
        const auto level_start = std::chrono::steady_clock::now();
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        const Direction direction =
            level_direction(options, result.counts[static_cast<size_t>(depth)],
                            view.num_states - result.reached, view.num_moves);
        uint64_t found = 0;
        if (direction == Direction::Push) {
#pragma omp parallel for num_threads(threads) schedule(dynamic, kWordsPerChunk) reduction(+ : found)
            for (int64_t w = 0; w < num_words; ++w)
                found += expand_push_word(view, words, static_cast<uint64_t>(w), frontier, next);
        } else {
#pragma omp parallel for num_threads(threads) schedule(dynamic, kWordsPerChunk) reduction(+ : found)
            for (int64_t w = 0; w < num_words; ++w)
                found += expand_pull_word(view, words, static_cast<uint64_t>(w), frontier, next);
        }
        if (found == 0) break;
        result.counts.push_back(found);
        result.reached += found;
        result.levels.push_back({depth + 1, found, direction, seconds_since(level_start)});
        log_level(options, result.levels.back(), result.reached);
    }
    result.seconds = seconds_since(start);
    return result;
}

} // namespace twobit
