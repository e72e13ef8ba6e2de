// The checkpoint observer; see checkpoint.hpp.
#include "host/engine/checkpoint.hpp"

#include <cctype>
#include <csignal>
#include <stdexcept>

#include "host/io/fatal_signals.hpp"

namespace twobit {

Checkpointer::Checkpointer(CheckpointPlan plan, Save save, std::FILE* log, Agree agree)
    : plan_(std::move(plan)), save_(std::move(save)), log_(log), agree_(std::move(agree)),
      last_(std::chrono::steady_clock::now()) {
    if (!agree_) agree_ = [](bool b) { return b; };
}

bool Checkpointer::after_level(const SearchResult& so_far,
                               const std::function<void()>& table_to_host) {
    const int depth = so_far.max_depth();
    if (depth == plan_.interrupt_after_depth) std::raise(SIGINT); // as a Ctrl-C in this level
    const bool interrupt = agree_(InterruptDeferral::requested());
    const bool due = agree_(std::chrono::steady_clock::now() - last_ >= plan_.every);
    if (!plan_.path.empty() && (due || interrupt)) {
        const auto start = std::chrono::steady_clock::now();
        table_to_host();
        save_(plan_.path, so_far);
        last_ = std::chrono::steady_clock::now();
        ++written_;
        last_depth_ = depth;
        if (log_ != nullptr) {
            std::fprintf(log_, "checkpoint: depths 0 to %d in %s (%.3f s)\n", depth,
                         plan_.path.c_str(), std::chrono::duration<double>(last_ - start).count());
            std::fflush(log_);
        }
    }
    if (depth == plan_.kill_after_depth) std::raise(SIGKILL);
    interrupted_ = interrupt;
    return !interrupt;
}

std::chrono::seconds parse_interval(const std::string& text) {
    const std::invalid_argument bad("interval '" + text +
                                    "' is not a duration such as 10m, 90s, 2h or 1h30m");
    if (text.empty()) throw bad;
    uint64_t total = 0;
    bool united = false; // a number with a unit was read: every later one needs one too
    size_t i = 0;
    while (i < text.size()) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) throw bad;
        uint64_t n = 0;
        for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
            n = n * 10 + static_cast<uint64_t>(text[i] - '0');
            if (n > 100000000) throw bad;
        }
        uint64_t unit = 1;
        if (i < text.size()) {
            switch (text[i]) {
            case 's':
                break;
            case 'm':
                unit = 60;
                break;
            case 'h':
                unit = 3600;
                break;
            default:
                throw bad;
            }
            ++i;
            united = true;
        } else if (united) {
            throw bad; // "1h30": the unit of the last number is missing
        }
        total += n * unit;
        if (total > 100000000) throw bad; // over three years: a typo (and no overflow)
    }
    return std::chrono::seconds(static_cast<long long>(total));
}

} // namespace twobit
