// Launcher-independent parts of the search; see search.hpp.
#include "host/engine/search.hpp"

#include <atomic>
#include <stdexcept>

#include "host/engine/memory_budget.hpp"

namespace twobit {

Strategy parse_strategy(const std::string& name) {
    if (name == "auto") return Strategy::Auto;
    if (name == "push") return Strategy::Push;
    if (name == "pull") return Strategy::Pull;
    throw std::invalid_argument("unknown strategy '" + name + "' (use auto, push or pull)");
}

const char* direction_name(Direction d) {
    return d == Direction::Push ? "push" : "pull";
}

Direction level_direction(const SearchOptions& options, uint64_t frontier, uint64_t unreached,
                          int num_moves) {
    switch (options.strategy) {
    case Strategy::Push:
        return Direction::Push;
    case Strategy::Pull:
        return Direction::Pull;
    case Strategy::Auto:
        break;
    }
    return choose_direction(frontier, unreached, num_moves, options.pull_ratio);
}

void log_level(const SearchOptions& options, const LevelStats& level, uint64_t total) {
    if (options.log == nullptr) return;
    std::fprintf(options.log, "depth %d: %llu new, %llu total, %.3f s", level.depth,
                 static_cast<unsigned long long>(level.new_states),
                 static_cast<unsigned long long>(total), level.seconds);
    if (level.exchanged_bytes != 0)
        std::fprintf(options.log, ", %s exchanged", format_bytes(level.exchanged_bytes).c_str());
    std::fputc('\n', options.log);
    std::fflush(options.log);
}

namespace {
std::atomic<uint64_t> started{0};
} // namespace

void note_search_started() {
    started.fetch_add(1, std::memory_order_relaxed);
}

uint64_t searches_started() {
    return started.load(std::memory_order_relaxed);
}

} // namespace twobit
