// OpenMP launcher; see search_cpu.hpp.
#include "host/engine/search_cpu.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <omp.h>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/engine/parallel_errors.hpp"

namespace twobit {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Word chunks small enough to balance uneven frontiers, large enough to amortise scheduling.
// A power of two: chunk starts are recognised by a mask.
constexpr int kWordsPerChunk = 512;

// Percent and ETA within a long level, on a terminal: every thread counts its chunks, and
// thread 0 redraws one line at most twice a second. Off, it costs one branch per chunk.
class LevelProgress {
  public:
    LevelProgress(const SearchOptions& options, int depth, int64_t num_words)
        : out_(options.progress ? options.log : nullptr), depth_(depth), num_words_(num_words),
          start_(std::chrono::steady_clock::now()), last_(start_) {}

    void chunk_done() {
        if (out_ == nullptr) return;
        const int64_t done = chunks_.fetch_add(1, std::memory_order_relaxed) + 1;
        if (omp_get_thread_num() != 0) return;
        const auto now = std::chrono::steady_clock::now();
        if (now - last_ < std::chrono::milliseconds(500) || now - start_ < std::chrono::seconds(1))
            return;
        last_ = now;
        const double fraction = std::min(1.0, static_cast<double>(done * kWordsPerChunk) /
                                                  static_cast<double>(num_words_));
        const double elapsed = std::chrono::duration<double>(now - start_).count();
        std::fprintf(out_, "\r  depth %d: %3.0f%%, ETA %.0f s ", depth_, 100 * fraction,
                     elapsed * (1 - fraction) / fraction);
        std::fflush(out_);
        drawn_ = true;
    }

    ~LevelProgress() {
        if (drawn_) std::fprintf(out_, "\r\033[K"); // clear the line for the level log
    }

  private:
    std::FILE* out_;
    int depth_;
    int64_t num_words_;
    std::atomic<int64_t> chunks_{0};
    std::chrono::steady_clock::time_point start_, last_;
    bool drawn_ = false;
};

// One touched bitset per thread (one bit per state), zeroed, for PushMode::Bitset. The
// merge clears what it reads, so they are zero again between levels.
class TouchedBitsets {
  public:
    TouchedBitsets(int threads, uint64_t num_states) : num_words_((num_states + 63) / 64) {
        for (int t = 0; t < threads; ++t) {
            // calloc: the zero pages cost nothing until a level touches them.
            auto* p = static_cast<uint64_t*>(std::calloc(num_words_ == 0 ? 1 : num_words_, 8));
            if (p == nullptr) throw std::bad_alloc();
            sets_.emplace_back(p);
        }
    }
    uint64_t* of(int thread) { return sets_[static_cast<size_t>(thread)].get(); }
    int64_t num_words() const { return static_cast<int64_t>(num_words_); }
    bool fits(int threads, uint64_t num_states) const {
        return sets_.size() == static_cast<size_t>(threads) && num_words_ == (num_states + 63) / 64;
    }
    uint64_t bytes() const { return sets_.size() * num_words_ * 8; }

    // OR of every thread's bits in word i, which it zeroes. Words already zero are not
    // written: most are, and a write would dirty (or first fault in) their cache line.
    uint64_t take(int64_t i) {
        uint64_t bits = 0;
        for (auto& s : sets_) {
            uint64_t& word = s[static_cast<size_t>(i)];
            if (word == 0) continue;
            bits |= word;
            word = 0;
        }
        return bits;
    }

  private:
    struct Free {
        void operator()(uint64_t* p) const { std::free(p); }
    };
    uint64_t num_words_;
    std::vector<std::unique_ptr<uint64_t[], Free>> sets_;
};

// step(w, cursor) over every table word on all threads, chunks handed out dynamically, one
// cursor per thread (consecutive words of a chunk continue from it); the sum of what it
// returns. Callers capture by value: with references into the caller's frame the 2x2x2
// search measured 8% slower (the captures are reloaded around every table store).
template <class Step>
uint64_t sum_over_words(int threads, int64_t num_words, LevelProgress& progress, Step step) {
    uint64_t sum = 0;
#pragma omp parallel num_threads(threads) reduction(+ : sum)
    {
        NeighbourCursor cursor;
#pragma omp for schedule(dynamic, kWordsPerChunk)
        for (int64_t w = 0; w < num_words; ++w) {
            if ((w & (kWordsPerChunk - 1)) == 0) progress.chunk_done();
            sum += step(static_cast<uint64_t>(w), cursor);
        }
    }
    return sum;
}

// A level pushes from the list of its frontier's indices instead of scanning the table
// while that is cheaper: a list entry costs about kListCostInWords word scans per move
// (random accesses against a sequential scan; bench/RESULTS.md).
constexpr uint64_t kListCostInWords = 4;
// And at most this many claims per list level, so that the lists' memory stays bounded
// (512 MiB at most, cpu_frontier_list_bytes) on tables of billions of states, where a level
// this large costs a second either way.
constexpr uint64_t kMaxListClaims = uint64_t{1} << 24;

uint64_t max_list_claims(int64_t num_words) {
    return std::min(static_cast<uint64_t>(num_words) / kListCostInWords, kMaxListClaims);
}

bool list_level_pays(size_t frontier, int num_moves, int64_t num_words) {
    return static_cast<uint64_t>(frontier) * static_cast<uint64_t>(num_moves) <=
           max_list_claims(num_words);
}

// One push level from a frontier list; returns the list of the states it claimed. The lists
// grow as states are claimed: a failed allocation is caught in the region and rethrown
// after it (std::bad_alloc reaches the caller, never std::terminate).
std::vector<uint64_t> push_from_list(const ModelView& view, Word* words,
                                     const std::vector<uint64_t>& frontier, unsigned next,
                                     int threads) {
    std::vector<std::vector<uint64_t>> claimed(static_cast<size_t>(threads));
    const bool parallel = frontier.size() * static_cast<size_t>(view.num_moves) > 4096;
    FirstError error;
#pragma omp parallel num_threads(threads) if (parallel)
    {
        std::vector<uint64_t>& mine = claimed[static_cast<size_t>(omp_get_thread_num())];
#pragma omp for schedule(dynamic, 64)
        for (size_t i = 0; i < frontier.size(); ++i) {
            if (error.failed()) continue;
            try {
                expand_push_state(view, words, frontier[i], next,
                                  [&mine](uint64_t j) { mine.push_back(j); });
            } catch (...) {
                error.capture();
            }
        }
    }
    error.rethrow();
    size_t total = 0;
    for (const auto& part : claimed) total += part.size();
    std::vector<uint64_t> all;
    all.reserve(total); // exactly: cpu_frontier_list_bytes counts it once
    for (auto& part : claimed) {
        all.insert(all.end(), part.begin(), part.end());
        std::vector<uint64_t>().swap(part);
    }
    return all;
}

// The bitsets of the last search, zero again, kept for the next search of the same size
// when they are small: a process that generates many small tables (twobit bench, the
// benchmarks) then pays their first page faults once (about 8 µs a page on the
// development VM, a tenth of a 2x2x2 search). Large ones are freed, not hoarded.
constexpr uint64_t kKeptBitsetBytes = uint64_t{64} << 20;
std::mutex spare_mutex;
std::unique_ptr<TouchedBitsets> spare_bitsets;

std::unique_ptr<TouchedBitsets> acquire_bitsets(int threads, uint64_t num_states) {
    {
        std::lock_guard<std::mutex> lock(spare_mutex);
        if (spare_bitsets && spare_bitsets->fits(threads, num_states))
            return std::move(spare_bitsets);
    }
    return std::make_unique<TouchedBitsets>(threads, num_states);
}

void release_bitsets(std::unique_ptr<TouchedBitsets> sets) {
    if (!sets || sets->bytes() > kKeptBitsetBytes) return;
    std::lock_guard<std::mutex> lock(spare_mutex);
    spare_bitsets = std::move(sets);
}

} // namespace

uint64_t cpu_frontier_list_bytes(uint64_t num_states) {
    // A list level claims at most frontier * moves <= max_list_claims states; the per-thread
    // parts (up to twice that in capacity), their concatenation and the frontier being
    // expanded hold them.
    const uint64_t entries = max_list_claims(static_cast<int64_t>(num_table_words(num_states)));
    return 4 * entries * sizeof(uint64_t);
}

uint64_t cpu_bitset_bytes(int threads, uint64_t num_states) {
    return static_cast<uint64_t>(threads) * ((num_states + 63) / 64) * 8;
}

int cpu_threads(const SearchOptions& options) {
    return options.threads > 0 ? options.threads : omp_get_num_procs();
}

SearchResult search_cpu(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options) {
    const ModelView view = model.view();
    if (table.num_states() != view.num_states)
        throw std::invalid_argument("table size does not match the puzzle's state count");
    const int threads = cpu_threads(options);
    std::unique_ptr<TouchedBitsets> touched; // made at the first bitset push
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

    // The frontier's indices while it is tiny (pull-only searches scan from the start).
    std::vector<uint64_t> frontier_list{model.solved_index};
    bool listed = options.strategy != Strategy::Pull;

    for (int depth = 0; result.reached < view.num_states; ++depth) {
        const auto level_start = std::chrono::steady_clock::now();
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        listed = listed && list_level_pays(frontier_list.size(), view.num_moves, num_words);
        if (!listed && !frontier_list.empty()) std::vector<uint64_t>().swap(frontier_list);
        const Direction direction =
            listed ? Direction::Push
                   : level_direction(options, result.counts[static_cast<size_t>(depth)],
                                     view.num_states - result.reached, view.num_moves);
        uint64_t found = 0;
        {
            LevelProgress progress(options, depth + 1, num_words);
            if (listed) {
                frontier_list = push_from_list(view, words, frontier_list, next, threads);
                found = frontier_list.size();
            } else if (direction == Direction::Push && options.push_mode == PushMode::Bitset) {
                if (!touched) touched = acquire_bitsets(threads, view.num_states);
                TouchedBitsets& sets = *touched;
                const int64_t bitset_words = sets.num_words();
#pragma omp parallel num_threads(threads)
                {
                    uint64_t* mine = sets.of(omp_get_thread_num());
                    NeighbourCursor cursor;
#pragma omp for schedule(dynamic, kWordsPerChunk)
                    for (int64_t w = 0; w < num_words; ++w) {
                        if ((w & (kWordsPerChunk - 1)) == 0) progress.chunk_done();
                        mark_neighbours_word(view, words, static_cast<uint64_t>(w), frontier, mine,
                                             cursor);
                    }
                    // (the barrier here: every mark is done before any merge)
#pragma omp for schedule(static) reduction(+ : found)
                    for (int64_t i = 0; i < bitset_words; ++i) {
                        const uint64_t bits = sets.take(i);
                        if (bits == 0) continue;
                        const uint64_t w = 2 * static_cast<uint64_t>(i); // 32 states per half
                        found += merge_touched_word(words, w, static_cast<uint32_t>(bits), next);
                        if (static_cast<int64_t>(w) + 1 < num_words)
                            found += merge_touched_word(words, w + 1,
                                                        static_cast<uint32_t>(bits >> 32), next);
                    }
                }
            } else if (direction == Direction::Push) {
                found = sum_over_words(
                    threads, num_words, progress,
                    [view, words, frontier, next](uint64_t w, NeighbourCursor& cursor) {
                        return expand_push_word(view, words, w, frontier, next, cursor);
                    });
            } else {
                found = sum_over_words(
                    threads, num_words, progress,
                    [view, words, frontier, next](uint64_t w, NeighbourCursor& cursor) {
                        return expand_pull_word(view, words, w, frontier, next, cursor);
                    });
            }
        }
        if (found == 0) break;
        result.counts.push_back(found);
        result.reached += found;
        result.levels.push_back({depth + 1, found, direction, seconds_since(level_start)});
        log_level(options, result.levels.back(), result.reached);
    }
    result.seconds = seconds_since(start);
    release_bitsets(std::move(touched)); // every merge cleared what it read: all zero
    return result;
}

} // namespace twobit
