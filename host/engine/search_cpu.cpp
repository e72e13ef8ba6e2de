// OpenMP launcher; see search_cpu.hpp. The level loop is level_loop.cpp's.
#include "host/engine/search_cpu.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <numeric>
#include <omp.h>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "host/engine/level_loop.hpp"
#include "host/engine/move_count_dispatch.hpp"
#include "host/engine/owned_chunks.hpp"
#include "host/engine/parallel_errors.hpp"
#include "host/engine/search_plan.hpp"
#include "host/engine/target_claims.hpp"
#include "host/engine/touched_bitsets.hpp"
#include "host/engine/windowed_marks.hpp"
#include "host/io/large_buffer.hpp"

namespace twobit {

namespace {

// A frontier's (or a level's claimed) state indices. Their storage comes in huge pages from
// 64 KiB up: in a fresh process the 2x2x2's list levels spent most of their time on page
// faults of 4 KiB pages (large_buffer.hpp).
using IndexList = std::vector<uint64_t, PageAllocator<uint64_t>>;

// Word chunks small enough to balance uneven frontiers, large enough to amortise scheduling.
// A power of two: chunk starts are recognised by a mask.
constexpr int kWordsPerChunk = 512;

// Tables up to this size (the 2x2x2, the Skewb, the Pyraminx) split each level's chunks in
// one owned share per thread (owned_chunks.hpp), larger ones first come, first served. In
// the caches, owned shares keep a thread's lines on its core: the 2x2x2 on 2 threads went
// from 0.95-1.02 to 0.82-0.92 times the yardstick in HTM, from 0.91-1.00 to 0.91-0.97 in QTM.
// Out of them they did not pay: Kociemba's phase 2 took 308 s against 282 s first come,
// first served; the 3x3x3 corners were level and clock-front 5% faster.
constexpr uint64_t kOwnedSharesUpTo = uint64_t{4} << 20; // table bytes

// The chunks of a level over num_words table words, in shares as the rule above says.
OwnedChunks level_chunks(int threads, int64_t num_words) {
    const bool owned = static_cast<uint64_t>(num_words) * sizeof(Word) <= kOwnedSharesUpTo;
    return OwnedChunks(owned ? threads : 1, (num_words + kWordsPerChunk - 1) / kWordsPerChunk);
}

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

// step(w, cursor) over every table word on all threads, in chunks of kWordsPerChunk words
// (level_chunks), one cursor per thread (consecutive words continue from it); the sum of what
// it returns. Callers capture by value: with references into the caller's frame the 2x2x2
// search measured 8% slower (the captures are reloaded around every table store).
template <class Step>
uint64_t sum_over_words(int threads, int64_t num_words, LevelProgress& progress, Step step) {
    uint64_t sum = 0;
    OwnedChunks chunks = level_chunks(threads, num_words);
#pragma omp parallel num_threads(threads) reduction(+ : sum)
    {
        NeighbourCursor cursor;
        const int thread = omp_get_thread_num();
        for (int64_t c = chunks.next(thread); c >= 0; c = chunks.next(thread)) {
            progress.chunk_done();
            const int64_t end = std::min((c + 1) * kWordsPerChunk, num_words);
            for (int64_t w = c * kWordsPerChunk; w < end; ++w)
                sum += step(static_cast<uint64_t>(w), cursor);
        }
    }
    return sum;
}

// A level pushes from the list of its frontier's indices instead of scanning the table
// while that is cheaper. A claim is a random access where a scan reads words in order: a
// list level on one thread pays while it claims at most about one state per table word
// (and at most kSerialListNeighbours), one on all threads while it claims at most a
// quarter of that (a claim is then an atomic), and at most kMaxListClaims, so that the
// lists' memory stays bounded (512 MiB at most, cpu_frontier_list_bytes) on tables of
// billions of states, where a level this large costs a second either way.
constexpr uint64_t kSerialListNeighbours = uint64_t{1} << 18;
constexpr uint64_t kListCostInWords = 4;
constexpr uint64_t kMaxListClaims = uint64_t{1} << 24;

uint64_t max_serial_list_claims(int64_t num_words) {
    return std::min(static_cast<uint64_t>(num_words), kSerialListNeighbours);
}
uint64_t max_parallel_list_claims(int64_t num_words) {
    return std::min(static_cast<uint64_t>(num_words) / kListCostInWords, kMaxListClaims);
}

// list_bytes: the lists' memory allowed (SearchOptions::list_bytes), at most 32 bytes a claim
// (cpu_frontier_list_bytes).
bool list_level_pays(size_t frontier, int num_moves, int64_t num_words, uint64_t list_bytes) {
    const uint64_t neighbours = static_cast<uint64_t>(frontier) * static_cast<uint64_t>(num_moves);
    return neighbours * 4 * sizeof(uint64_t) <= list_bytes &&
           neighbours <=
               std::max(max_serial_list_claims(num_words), max_parallel_list_claims(num_words));
}

// The first bitset level after the list levels marks from the last list instead of
// scanning the table while its marks cost less than the scan: a mark from a list lands at
// random in the bitset, a scan's marks land near each other (a run's neighbours under one
// move share a target run). While a bitset stays in the caches (up to 4 MiB) a random mark
// costs about a quarter of a word scanned (2x2x2: 1.7 ns a mark, depth 7 1.45 ms from the
// list against 1.68 ms by a scan); beyond, each mark is a miss to memory (the 3x3x3
// corners' depth 6 from a list of 205,416 states: 25-29 ms, where the yardstick's scan
// took 20.5 ms), so only much smaller lists are marked from.
constexpr uint64_t kCachedBitsetBytes = uint64_t{4} << 20;

bool marking_from_list_pays(size_t listed, const ModelView& view, int64_t num_words) {
    const uint64_t marks = static_cast<uint64_t>(listed) * static_cast<uint64_t>(view.num_moves);
    const uint64_t words = static_cast<uint64_t>(num_words);
    return view.num_states / 8 <= kCachedBitsetBytes ? marks <= 4 * words : marks * 64 <= words;
}

// One push level from a frontier list; returns the list of the states it claimed. The lists
// grow as states are claimed: a failed allocation is caught in the region and rethrown
// after it (std::bad_alloc reaches the caller, never std::terminate).
template <int kMoves>
IndexList push_from_list(const ModelView& view, Word* words, const IndexList& frontier,
                         unsigned next, int threads) {
    const uint64_t neighbours = frontier.size() * static_cast<uint64_t>(view.num_moves);
    // Small levels on one thread with plain stores: waking a second thread and claiming
    // with atomics cost more than they save there (measured on the 2x2x2).
    if (threads == 1 || neighbours <= kSerialListNeighbours) {
        IndexList claimed;
        claimed.reserve(neighbours); // the level pays: within cpu_frontier_list_bytes
        for (const uint64_t index : frontier)
            expand_push_state<false, kMoves>(view, words, index, next,
                                             [&claimed](uint64_t j) { claimed.push_back(j); });
        return claimed;
    }
    std::vector<IndexList> claimed(static_cast<size_t>(threads));
    FirstError error;
#pragma omp parallel num_threads(threads)
    {
        IndexList& mine = claimed[static_cast<size_t>(omp_get_thread_num())];
#pragma omp for schedule(dynamic, 64)
        for (size_t i = 0; i < frontier.size(); ++i) {
            if (error.failed()) continue;
            try {
                expand_push_state<true, kMoves>(view, words, frontier[i], next,
                                                [&mine](uint64_t j) { mine.push_back(j); });
            } catch (...) {
                error.capture();
            }
        }
    }
    error.rethrow();
    size_t total = 0;
    for (const auto& part : claimed) total += part.size();
    IndexList all;
    all.reserve(total); // exactly: cpu_frontier_list_bytes counts it once
    for (auto& part : claimed) {
        all.insert(all.end(), part.begin(), part.end());
        IndexList().swap(part);
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

// Writes the frontier (the entries equal to `frontier`) as a bitmap, bit j for state j,
// over `bits` (num_states bits, zero).
void write_frontier_bitmap(const Word* words, int64_t num_words, uint64_t num_states,
                           unsigned frontier, uint64_t* bits, int threads) {
    const int64_t bitmap_words = static_cast<int64_t>((num_states + 63) / 64);
#pragma omp parallel for num_threads(threads) schedule(static)
    for (int64_t i = 0; i < bitmap_words; ++i) {
        const uint64_t w = 2 * static_cast<uint64_t>(i); // a bitmap word: two table words
        uint64_t b =
            lanes_to_bits(lanes_equal(load_word(words + w), frontier) & valid_lanes(w, num_states));
        if (static_cast<int64_t>(w) + 1 < num_words)
            b |= uint64_t{lanes_to_bits(lanes_equal(load_word(words + w + 1), frontier) &
                                        valid_lanes(w + 1, num_states))}
                 << 32;
        bits[i] = b;
    }
}

void clear_bitmap(uint64_t* bits, uint64_t num_states, int threads) {
    const int64_t bitmap_words = static_cast<int64_t>((num_states + 63) / 64);
#pragma omp parallel for num_threads(threads) schedule(static)
    for (int64_t i = 0; i < bitmap_words; ++i)
        if (bits[i] != 0) bits[i] = 0;
}

// A pull reads its frontier from a bitmap written for the level when the level probes
// enough states to pay for it: writing the bitmap reads every table word and clearing it
// afterwards reads it again, while what it saves is half the cache lines of each probe. The
// last, sparse pull levels probe fewer states than the table has words (the 2x2x2 in QTM:
// depth 13 probes 90,556 states among 114,818 words) and read the table's entries instead.
bool pull_reads_bitmap(uint64_t unreached, int64_t num_words) {
    return unreached >= static_cast<uint64_t>(num_words);
}

// A pull level, compiled for a move count and a pull group (0: the model's). It reads the
// frontier from `bits` when given (a bitmap of it), else from the table's entries.
template <int kMoves, int kGroup>
uint64_t pull_level(const ModelView& view, Word* words, int64_t num_words, unsigned frontier,
                    const uint64_t* bits, unsigned next, int threads, uint64_t prefetch_above,
                    LevelProgress& progress) {
    const uint64_t frontier_bytes = view.num_states / (bits != nullptr ? 8 : 4);
    const bool prefetch = frontier_bytes >= prefetch_above;
    return sum_over_words(
        threads, num_words, progress,
        [view, words, frontier, bits, next, prefetch](uint64_t w, NeighbourCursor& cursor) {
            // Words with nothing unreached, most of them in the last levels, are skipped
            // here without a call.
            if (lanes_unreached(load_word(words + w)) == 0) return 0u;
            if (bits != nullptr)
                return expand_pull_word_from_bitmap<kMoves, kGroup>(view, words, w, next, cursor,
                                                                    bits, prefetch);
            return expand_pull_word<kMoves, kGroup>(view, words, w, frontier, next, cursor,
                                                    prefetch);
        });
}

// One level by a scan of every table word: a bitset push (mark, then merge; in windows when
// window_span is below the index, windowed_marks.hpp), an atomic push, or a pull. A bitset
// push marks from `listed`, the frontier's indices, when the level before left them (it was a
// list level), instead of scanning. Returns the states it found.
template <int kMoves>
uint64_t scan_level(const ModelView& view, Word* words, int64_t num_words, Direction direction,
                    PushMode push_mode, uint64_t window_span, uint64_t prefetch_above,
                    unsigned frontier, unsigned next, int threads, const IndexList& listed,
                    std::unique_ptr<TouchedBitsets>& touched, LevelProgress& progress,
                    uint64_t unreached) {
    uint64_t found = 0;
    if (direction == Direction::Push && push_mode == PushMode::Bitset) {
        const bool windowed = window_span < view.num_states;
        if (!touched) touched = acquire_bitsets(threads, std::min(window_span, view.num_states));
        TouchedBitsets& sets = *touched;
        // In windows, by the table's size: a window's bitset is smaller than the whole one,
        // but a pass's marks land as far apart.
        const bool prefetch =
            (windowed ? static_cast<uint64_t>(num_words) * sizeof(Word)
                      : static_cast<uint64_t>(sets.num_words()) * 8) >= prefetch_above;
        const int64_t num_listed = static_cast<int64_t>(listed.size());
        for (uint64_t first = 0; first < view.num_states; first += window_span) {
            const MarkWindow window{first, window_span};
            const int64_t bitset_words =
                static_cast<int64_t>((std::min(window_span, view.num_states - first) + 63) / 64);
            const uint64_t first_word = first / kEntriesPerWord;
            OwnedChunks chunks = level_chunks(threads, num_words);
#pragma omp parallel num_threads(threads)
            {
                const int thread = omp_get_thread_num();
                uint64_t* mine = sets.of(thread);
                NeighbourCursor cursor;
                if (num_listed != 0) {
#pragma omp for schedule(static)
                    for (int64_t i = 0; i < num_listed; ++i) {
                        const uint64_t index = listed[static_cast<size_t>(i)];
                        if (windowed)
                            mark_window_state<kMoves>(view, index, window, mine);
                        else
                            mark_neighbours_state<kMoves>(view, index, mine);
                    }
                } else {
                    for (int64_t c = chunks.next(thread); c >= 0; c = chunks.next(thread)) {
                        progress.chunk_done();
                        const uint64_t begin = static_cast<uint64_t>(c) * kWordsPerChunk;
                        const uint64_t end =
                            std::min(begin + kWordsPerChunk, static_cast<uint64_t>(num_words));
                        if (!windowed) {
                            mark_neighbours_words<kMoves>(view, words, begin, end, frontier, mine,
                                                          cursor, prefetch);
                            continue;
                        }
                        for (uint64_t w = begin; w < end; ++w) {
                            if (lanes_equal(load_word(words + w), frontier) == 0) continue;
                            mark_window_word<kMoves>(view, words, w, frontier, window, mine, cursor,
                                                     prefetch);
                        }
                    }
                }
                // Every mark is done before any merge. With owned shares the merge's static
                // split gives each thread about the words of its own share (they differ by at
                // most a chunk at each boundary).
#pragma omp barrier
#pragma omp for schedule(static) reduction(+ : found)
                for (int64_t i = 0; i < bitset_words; ++i) {
                    const uint64_t bits = sets.take(i);
                    if (bits == 0) continue;
                    const uint64_t w = first_word + 2 * static_cast<uint64_t>(i); // 32 a half
                    found += merge_touched_word(words, w, static_cast<uint32_t>(bits), next);
                    if (static_cast<int64_t>(w) + 1 < num_words)
                        found += merge_touched_word(words, w + 1, static_cast<uint32_t>(bits >> 32),
                                                    next);
                }
            }
        }
    } else if (direction == Direction::Push) {
        found = sum_over_words(threads, num_words, progress,
                               [view, words, frontier, next](uint64_t w, NeighbourCursor& cursor) {
                                   return expand_push_word<kMoves>(view, words, w, frontier, next,
                                                                   cursor);
                               });
    } else {
        // A pull reads the frontier at every unreached state's neighbours. With the push
        // bitsets at hand (their memory is granted), the first one holds the frontier as a
        // bitmap for a level that probes enough states (pull_reads_bitmap): half the bytes of the
        // entries, so half the cache lines per run of neighbours (clock-front's depth 7 40.4
        // -> 30.0 s, the 3x3x3 corners 3-9% faster, the 2x2x2, in the caches, within noise).
        // It is zero again afterwards. Levels whose frontier is
        // larger than prefetch_above also prefetch the next run's lines.
        uint64_t* bits = nullptr;
        if (push_mode == PushMode::Bitset && window_span >= view.num_states &&
            pull_reads_bitmap(unreached, num_words)) {
            if (!touched) touched = acquire_bitsets(threads, view.num_states);
            bits = touched->of(0);
            write_frontier_bitmap(words, num_words, view.num_states, frontier, bits, threads);
        }
        found = with_pull_group<kMoves>(view.pull_group, [&](auto group_constant) {
            constexpr int kGroup = decltype(group_constant)::value;
            return pull_level<kMoves, kGroup>(view, words, num_words, frontier, bits, next, threads,
                                              prefetch_above, progress);
        });
        if (bits != nullptr) clear_bitmap(bits, view.num_states, threads);
    }
    return found;
}

// A level by target blocks (target_claims.hpp), a push or a pull: each chunk of blocks is
// claimed into by the thread that takes it, first come, first served.
template <int kMoves>
uint64_t level_by_target(const ModelView& view, Word* words, const TargetBlocks& blocks,
                         const MinorColumns& columns, const int* inverse, Direction direction,
                         unsigned frontier, unsigned next, int threads, LevelProgress& progress) {
    const int64_t chunks = blocks.num_chunks();
    uint64_t found = 0;
#pragma omp parallel num_threads(threads) reduction(+ : found)
    {
        CursorFor<kMoves> cursor;
        std::vector<uint64_t> touched((chunk_bits(blocks) + 63) / 64 + 1);
#pragma omp for schedule(dynamic, 1)
        for (int64_t c = 0; c < chunks; ++c) {
            progress.chunk_done();
            found += expand_chunk<kMoves>(view, words, blocks, columns, inverse,
                                          static_cast<uint32_t>(c), direction, frontier, next,
                                          touched.data(), cursor);
        }
    }
    return found;
}

} // namespace

uint64_t cpu_frontier_list_bytes(uint64_t num_states) {
    // A list level claims at most frontier * moves states. On one thread: the frontier and
    // the claims (reserved exactly). On all threads: the per-thread parts (up to twice
    // their size in capacity), their concatenation and the frontier being expanded.
    const int64_t num_words = static_cast<int64_t>(num_table_words(num_states));
    const uint64_t serial = 2 * max_serial_list_claims(num_words);
    const uint64_t parallel = 4 * max_parallel_list_claims(num_words);
    return std::max(serial, parallel) * sizeof(uint64_t);
}

uint64_t cpu_bitset_bytes(int threads, uint64_t num_states) {
    return static_cast<uint64_t>(threads) * ((num_states + 63) / 64) * 8;
}

uint64_t cpu_blocks_bytes(const ModelView& view, int threads) {
    const TargetBlocks blocks = target_blocks(view, threads);
    if (blocks.values == 0) return UINT64_MAX;
    const uint64_t bitsets =
        static_cast<uint64_t>(threads) * ((chunk_bits(blocks) + 63) / 64 + 1) * sizeof(uint64_t);
    if (view.runs == kRunsNone) return bitsets;
    const uint64_t parities = view.runs == kRunsParityHalf ? 2 : 1;
    return bitsets + uint64_t{view.coord_size[view.num_coords - 1]} *
                         static_cast<uint64_t>(view.num_moves) * parities * sizeof(uint32_t);
}

uint64_t cpu_window_span(const ModelView& view, int windows) {
    if (windows <= 1) return view.num_states;
    // A multiple of 64 and of a block-wise model's run size (windowed_marks.hpp).
    uint64_t unit = 64;
    if (view.runs != kRunsNone)
        unit = std::lcm(unit, uint64_t{view.coord_size[view.num_coords - 1]});
    const uint64_t per_window =
        (view.num_states + static_cast<uint64_t>(windows) - 1) / static_cast<uint64_t>(windows);
    return std::min(view.num_states, (per_window + unit - 1) / unit * unit);
}

uint64_t cpu_window_bitset_bytes(const ModelView& view, int threads, int windows) {
    return cpu_bitset_bytes(threads, cpu_window_span(view, windows));
}

int cpu_threads(const SearchOptions& options) {
    return options.threads > 0 ? options.threads : resolve_threads(0);
}

namespace {

// What the CPU launcher adds to a block-wise model's view, and owns: the last coordinate's
// rows as 16-bit values when they fit (ModelView::minor16: half the bytes per row keeps more
// of a run's rows and targets in the first-level cache; a few hundred KiB at most, the
// catalog's largest is clock-front's 285,120 entries), and the moves that leave the last
// coordinate unchanged (ModelView::fixed_last).
struct CpuViewData {
    std::vector<uint16_t> minor16;
    std::vector<uint64_t> fixed_last;
};
constexpr uint64_t kMaxMinor16Entries = uint64_t{1} << 22;

ModelView cpu_view(const PuzzleModel& model, CpuViewData& data) {
    ModelView view = model.view();
    const Coordinate& last = model.coords.back();
    if (view.runs != kRunsTable) return view;
    const size_t moves = static_cast<size_t>(view.num_moves);
    data.fixed_last.assign((moves + 63) / 64, 0);
    bool any_fixed = false;
    for (size_t m = 0; m < moves; ++m) {
        bool fixed = true; // (the scan stops at the first value the move changes)
        for (uint32_t v = 0; v < last.size && fixed; ++v)
            fixed = last.move_table[v * moves + m] == v;
        if (!fixed) continue;
        data.fixed_last[m / 64] |= uint64_t{1} << (m % 64);
        if (view.fixed_lead == static_cast<int>(m)) ++view.fixed_lead;
        any_fixed = true;
    }
    if (any_fixed) view.fixed_last = data.fixed_last.data();
    if (last.size <= 65536 && last.move_table.size() <= kMaxMinor16Entries) {
        data.minor16.resize(last.move_table.size());
        for (size_t i = 0; i < last.move_table.size(); ++i)
            data.minor16[i] = static_cast<uint16_t>(last.move_table[i]);
        view.minor16 = data.minor16.data();
    }
    return view;
}

// The last coordinate of a block-wise model by move, for PushMode::Blocks (target_claims.hpp),
// in `values`, which the caller keeps.
MinorColumns minor_columns(const PuzzleModel& model, const ModelView& view,
                           std::vector<uint32_t>& values) {
    const Coordinate& last = model.coords.back();
    const uint64_t moves = static_cast<uint64_t>(view.num_moves);
    MinorColumns columns;
    columns.size = last.size;
    columns.parities = view.runs == kRunsParityHalf ? 2 : 1;
    values.resize(moves * columns.parities * columns.size);
    for (uint64_t move = 0; move < moves; ++move)
        for (uint64_t parity = 0; parity < columns.parities; ++parity) {
            uint32_t* column = values.data() + (move * columns.parities + parity) * columns.size;
            for (uint64_t v = 0; v < columns.size; ++v) {
                const uint64_t full = columns.parities == 1 ? v : 2 * v + (parity ^ last.parity[v]);
                column[v] = last.move_table[full * moves + move];
            }
        }
    columns.values = values.data();
    return columns;
}

// The OpenMP launcher's side of the level loop (level_loop.hpp): list levels while the
// frontier is tiny, then scans of every word.
class CpuLevelSteps final : public LevelSteps {
  public:
    CpuLevelSteps(const PuzzleModel& model, DistanceTable& table, const SearchOptions& options)
        : model_(model), view_(cpu_view(model, view_data_)), table_(table), options_(options),
          threads_(cpu_threads(options)), words_(table.words()),
          num_words_(static_cast<int64_t>(table.num_words())),
          window_span_(cpu_window_span(view_, options.push_windows)),
          list_bytes_(options.list_bytes != 0 ? options.list_bytes
                                              : cpu_frontier_list_bytes(view_.num_states)),
          blocks_(target_blocks(view_, threads_)) {
        for (const Move& move : model.moves) inverse_.push_back(move.inverse);
        if (options.push_mode == PushMode::Blocks && blocks_.values != 0 && view_.runs != kRunsNone)
            columns_ = minor_columns(model, view_, column_values_);
    }

    ~CpuLevelSteps() override {
        release_bitsets(std::move(touched_)); // every merge cleared what it read: all zero
    }

    void start(bool resumed) override {
        unreached_ = view_.num_states - 1;
        frontier_size_ = 1;
        if (resumed) {
            // The table holds the levels so far; no list: levels scan.
            for (size_t d = 1; d < options_.resume_counts.size(); ++d)
                unreached_ -= options_.resume_counts[d];
            frontier_size_ = options_.resume_counts.back();
            return;
        }
        Word* words = words_;
#pragma omp parallel for num_threads(threads_) schedule(static)
        for (int64_t w = 0; w < num_words_; ++w) words[w] = kAllUnreached;
        table_.set(model_.solved_index, 0);
        // The frontier's indices while it is tiny (pull-only searches scan from the start).
        frontier_list_ = {model_.solved_index};
        listed_ = options_.strategy != Strategy::Pull;
    }

    Direction direction(int, Direction by_rule) override {
        listed_ = listed_ &&
                  list_level_pays(frontier_list_.size(), view_.num_moves, num_words_, list_bytes_);
        return listed_ ? Direction::Push : by_rule;
    }

    uint64_t expand(int depth, Direction direction, double&) override {
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        const PushMode push_mode = level_push_mode(direction);
        // The last list level's list serves the bitset push after it, when marking from it
        // is cheaper than a scan, and nothing later.
        if (!listed_ && !(direction == Direction::Push && push_mode == PushMode::Bitset &&
                          marking_from_list_pays(frontier_list_.size(), view_, num_words_)))
            IndexList().swap(frontier_list_);
        // A push in windows scans the frontier's words once per window.
        const int64_t passes =
            direction == Direction::Push && push_mode == PushMode::Bitset
                ? static_cast<int64_t>((view_.num_states + window_span_ - 1) / window_span_)
                : 1;
        LevelProgress progress(options_, depth + 1, num_words_ * passes);
        return with_move_count(view_.num_moves, [&](auto moves_constant) -> uint64_t {
            constexpr int kMoves = decltype(moves_constant)::value;
            if (listed_) {
                frontier_list_ =
                    push_from_list<kMoves>(view_, words_, frontier_list_, next, threads_);
                unreached_ -= frontier_list_.size();
                frontier_size_ = frontier_list_.size();
                return frontier_list_.size();
            }
            if (push_mode == PushMode::Blocks) {
                LevelProgress by_blocks(options_, depth + 1,
                                        int64_t{blocks_.num_chunks()} * kWordsPerChunk);
                const uint64_t n =
                    level_by_target<kMoves>(view_, words_, blocks_, columns_, inverse_.data(),
                                            direction, frontier, next, threads_, by_blocks);
                unreached_ -= n;
                frontier_size_ = n;
                IndexList().swap(frontier_list_);
                return n;
            }
            const uint64_t n =
                scan_level<kMoves>(view_, words_, num_words_, direction, push_mode, window_span_,
                                   options_.prefetch_above_bytes, frontier, next, threads_,
                                   frontier_list_, touched_, progress, unreached_);
            unreached_ -= n;
            frontier_size_ = n;
            IndexList().swap(frontier_list_);
            // The lists' kept pages serve the next search of a small table (as the bitsets
            // do); a large table's scan levels get that memory back.
            if (cpu_bitset_bytes(threads_, view_.num_states) > kKeptBitsetBytes)
                release_kept_pages();
            return n;
        });
    }

  private:
    // How this level pushes: as planned, except that bitsets in windows give way to atomics
    // for a frontier with fewer neighbours than the index has states. Each window's pass
    // walks the whole frontier, which pays only while most of a pass is marks: on a sparse
    // frontier atomics cost less (tests/defs/cube3_ur.tws, 440 M indices of which 73 M are
    // reachable, in 48 windows took 18.1 s, with atomics 2.2 s, with whole bitsets 1.3 s).
    PushMode level_push_mode(Direction direction) const {
        const uint64_t moves = static_cast<uint64_t>(view_.num_moves);
        if (options_.push_mode == PushMode::Blocks) {
            // By target blocks where the level's work covers the index: each move walks
            // every block once, which a sparse level would not repay. Else atomic claims,
            // and pulls that read the table's entries. Measured 2026-12-05 level by level,
            // each way forced by a temporary switch: on 233.tws blocks beat atomics from
            // about 1/32 mark a state; resuming one phase-2 checkpoint, its depth 17 (1.6 M
            // unreached among 19.5 G) took 4.3 s by blocks against 0.7 s from the table,
            // its depth 15 (3.8 G) 48 s against 76 s.
            if (blocks_.values == 0) return PushMode::Atomic;
            const uint64_t work =
                (direction == Direction::Push ? frontier_size_ : unreached_) * moves;
            const uint64_t enough =
                direction == Direction::Push ? view_.num_states / 32 : view_.num_states;
            return work >= enough ? PushMode::Blocks : PushMode::Atomic;
        }
        if (options_.push_mode != PushMode::Bitset || window_span_ >= view_.num_states)
            return options_.push_mode;
        const uint64_t marks = frontier_size_ * moves;
        return marks >= view_.num_states ? PushMode::Bitset : PushMode::Atomic;
    }

    CpuViewData view_data_; // (declared before view_, which points into it)
    const PuzzleModel& model_;
    const ModelView view_;
    DistanceTable& table_;
    const SearchOptions& options_;
    const int threads_;
    Word* const words_;
    const int64_t num_words_;
    const uint64_t window_span_; // a bitset push's window (the whole index: one window)
    const uint64_t list_bytes_;  // the frontier lists' memory allowed
    IndexList frontier_list_;
    bool listed_ = false;
    uint64_t unreached_ = 0;     // index entries not reached yet (unreachable ones included)
    uint64_t frontier_size_ = 0; // states the last level found
    std::unique_ptr<TouchedBitsets> touched_; // made at the first bitset push
    const TargetBlocks blocks_;               // PushMode::Blocks's blocks (none: values 0)
    std::vector<uint32_t> column_values_;     // PushMode::Blocks's columns, when block-wise
    MinorColumns columns_;
    std::vector<int> inverse_; // each move's inverse
};

} // namespace

SearchResult search_cpu(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options) {
    const ModelView view = model.view();
    if (table.num_states() != view.num_states)
        throw std::invalid_argument("table size does not match the puzzle's state count");
    const int threads = cpu_threads(options);
    CpuLevelSteps steps(model, table, options);
    SearchResult result = run_levels(steps, view.num_states, view.num_moves, options);
    result.backend = "cpu";
    result.device = std::to_string(threads) + (threads == 1 ? " thread" : " threads");
    result.threads = threads;
    return result;
}

} // namespace twobit
