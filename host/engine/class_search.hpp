// Breadth-first search over a symmetry-reduced space: a complete 2-bit table (distance mod 3,
// 3 = unreached) with one entry per symmetry class of a major coordinate (a row) and value of
// the rest (a column). A position's entry is its major coordinate's class and its columns
// conjugated by the symmetry that takes the major coordinate to the class's representative,
// so one entry stands for up to |G| positions at the same distance from solved.
//
// The engine's catalog search (search.hpp) walks a product of coordinates; this one walks
// rows of classes, so it is its own: a level's new entries are pushed from the frontier while
// it is small, then pulled (each unreached entry looks for a neighbour in the frontier), one
// row at a time and, within a row, one move at a time: the row a move leads to is read in one
// pass of loads that do not wait on each other, fetched ahead with the row's other
// neighbours. Rows are padded to whole 64-bit words, so a thread that pulls a row owns its
// words.
//
// A Space (the 3x3x3's flip-slice classes, corner classes, ...) provides, all inline:
//   uint32_t rows() const;       uint32_t columns() const;      int moves() const;
//   void steps(uint32_t row, ClassStep* out) const;  // per move: the representative's child
//                                                    // row and a map for its columns
//   uint32_t column_after(const ClassStep& step, int move, uint32_t column) const;
//   int stabilizer(uint32_t row, uint32_t* maps) const; // the maps of the representative's
//                                                    // symmetries other than identity (count)
//   uint32_t conjugate(uint32_t map, uint32_t column) const;
//   uint64_t row_weight(uint32_t row) const;         // positions an entry of the row stands for
//   ClassEntry solved() const;
// with at most kMaxClassMoves moves and kMaxStabilizer stabilizer maps.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <fmt/format.h>
#include <functional>
#include <omp.h>
#include <string>
#include <vector>

#include "host/engine/search.hpp"

namespace twobit {

constexpr int kMaxClassMoves = 32;
constexpr int kMaxStabilizer = 48;

struct ClassStep {
    uint32_t row = 0, map = 0;
};

struct ClassEntry {
    uint32_t row = 0, column = 0;
};

// 64-bit words per row: the columns padded so that no two rows share a word.
inline uint32_t class_row_words(uint32_t columns) {
    return (columns + 31) / 32;
}

// The rows of a space as most spaces keep them: each row's steps (its representative's
// child by every move), and the maps of its representative's own symmetries, whose count
// gives the row's weight. A space derives from it and fills the vectors.
class ClassRows {
  public:
    uint32_t rows() const { return static_cast<uint32_t>(representative_.size()); }
    int moves() const { return moves_; }
    uint32_t representative(uint32_t row) const { return representative_[row]; }
    void steps(uint32_t row, ClassStep* out) const {
        const ClassStep* s = &step_[size_t{row} * static_cast<size_t>(moves_)];
        for (int m = 0; m < moves_; ++m) out[m] = s[m];
    }
    int stabilizer(uint32_t row, uint32_t* maps) const {
        int n = 0;
        for (uint32_t i = stabilizer_start_[row]; i < stabilizer_start_[row + 1]; ++i)
            maps[n++] = stabilizer_maps_[i];
        return n;
    }
    uint64_t row_weight(uint32_t row) const {
        return group_order_ / (stabilizer_start_[row + 1] - stabilizer_start_[row] + 1);
    }

  protected:
    // A new row of this representative whose own symmetries other than the identity have
    // these maps; returns its number.
    uint32_t add_row(uint32_t representative, const std::vector<uint32_t>& own_maps) {
        if (stabilizer_start_.empty()) stabilizer_start_.push_back(0);
        representative_.push_back(representative);
        stabilizer_maps_.insert(stabilizer_maps_.end(), own_maps.begin(), own_maps.end());
        stabilizer_start_.push_back(static_cast<uint32_t>(stabilizer_maps_.size()));
        return rows() - 1;
    }

    int moves_ = 0;
    uint32_t group_order_ = 1;
    std::vector<uint32_t> representative_;
    std::vector<ClassStep> step_; // [row][move]
    std::vector<uint32_t> stabilizer_start_, stabilizer_maps_;
};

// A table of classes read through the unreduced index (what solve walks): the entry of
// state `index` is the space's entry_of.
template <class Space>
struct ClassTableLookup {
    const Space& space;
    const uint64_t* words;
    unsigned get(uint64_t index) const {
        const ClassEntry e = space.entry_of(index);
        const uint64_t i = uint64_t{e.row} * class_row_words(space.columns()) * 32 + e.column;
        return static_cast<unsigned>(words[i / 32] >> (2 * (i % 32))) & 3u;
    }
};

// What a search found: entries per depth, and the positions they stand for.
struct ClassSearchCounts {
    std::vector<uint64_t> entries, positions;
};

// One call per level: its line ("depth 9: ... new, ... total, ... s (pull)") and the part of
// the entries reached.
using ClassSearchLog = std::function<void(const std::string& line, double fraction)>;

namespace class_search_detail {

constexpr uint64_t kLowBits = 0x5555555555555555ull;

struct Found {
    uint64_t entries = 0, positions = 0;
    Found& operator+=(const Found& o) {
        entries += o.entries;
        positions += o.positions;
        return *this;
    }
};

// One level of the search over the rows, on words shared by the threads.
template <class Space>
class Level {
  public:
    Level(const Space& space, uint64_t* words)
        : space_(space), words_(words), row_words_(class_row_words(space.columns())) {
        const uint32_t tail = space.columns() % 32;
        last_word_open_ = tail == 0 ? ~uint64_t{0} : (uint64_t{1} << (2 * tail)) - 1;
    }

    // Sets the entry to v if it is unreached, with the entries that the symmetries of its
    // row's representative make the same position (a push reaches one of them only).
    Found claim_with_symmetries(uint32_t row, uint32_t column, unsigned v) {
        uint64_t set = claim(entry(row, column), v);
        if (set == 0) return {};
        uint32_t maps[kMaxStabilizer];
        const int n = space_.stabilizer(row, maps);
        for (int i = 0; i < n; ++i) set += claim(entry(row, space_.conjugate(maps[i], column)), v);
        return {set, set * space_.row_weight(row)};
    }

    // Push: every entry of value d % 3 in the row marks its unreached neighbours d + 1 (an
    // entry at d - 3 has the same value; its neighbours are all reached, so it marks none).
    Found push_row(uint32_t row, int depth) {
        const auto v = static_cast<uint64_t>(depth % 3);
        const auto next = static_cast<unsigned>((depth + 1) % 3);
        const uint64_t* words = words_ + uint64_t{row} * row_words_;
        if (row_words_ <= kBatchWords) {
            uint32_t frontier[kBatchWords * 32];
            uint32_t count = 0;
            for (uint32_t w = 0; w < row_words_; ++w) {
                const uint64_t x = ~(load(words + w) ^ (v * kLowBits));
                for (uint64_t equal = x & (x >> 1) & kLowBits; equal != 0; equal &= equal - 1)
                    frontier[count++] = w * 32 + static_cast<uint32_t>(__builtin_ctzll(equal)) / 2;
            }
            if (count == 0) return {};
            if (count * 4 >= row_words_) return push_row_batched(row, frontier, count, next);
        }
        const int moves = space_.moves();
        ClassStep steps[kMaxClassMoves];
        bool have_steps = false;
        Found found;
        for (uint32_t w = 0; w < row_words_; ++w) {
            const uint64_t x = ~(load(words + w) ^ (v * kLowBits));
            uint64_t equal = x & (x >> 1) & kLowBits; // padding entries are 3, never v
            if (equal == 0) continue;
            if (!have_steps) space_.steps(row, steps), have_steps = true;
            for (; equal != 0; equal &= equal - 1) {
                const uint32_t c = w * 32 + static_cast<uint32_t>(__builtin_ctzll(equal)) / 2;
                for (int m = 0; m < moves; ++m)
                    found += claim_with_symmetries(steps[m].row,
                                                   space_.column_after(steps[m], m, c), next);
            }
        }
        return found;
    }

    // Pull: every unreached entry of the row with a neighbour of value d % 3 becomes d + 1.
    // Only this thread writes the row; others may read it meanwhile and see old or new words,
    // both right for them (a new entry is d + 1, never the d they look for).
    Found pull_row(uint32_t row, int depth) {
        const auto v = static_cast<unsigned>(depth % 3);
        const uint64_t pattern = 3u ^ static_cast<unsigned>((depth + 1) % 3);
        uint64_t* words = words_ + uint64_t{row} * row_words_;
        if (row_words_ <= kBatchWords) return pull_row_batched(row, words, v, pattern);
        const int moves = space_.moves();
        ClassStep steps[kMaxClassMoves];
        bool have_steps = false;
        Found found;
        for (uint32_t w = 0; w < row_words_; ++w) {
            uint64_t open = open_lanes(words, w);
            if (open == 0) continue;
            if (!have_steps) space_.steps(row, steps), have_steps = true;
            uint64_t hit = 0;
            for (; open != 0; open &= open - 1) {
                const int bit = __builtin_ctzll(open);
                const uint32_t c = w * 32 + static_cast<uint32_t>(bit) / 2;
                for (int m = 0; m < moves; ++m)
                    if (get(entry(steps[m].row, space_.column_after(steps[m], m, c))) == v) {
                        hit |= uint64_t{1} << bit;
                        break;
                    }
            }
            found.entries += settle(words + w, hit, pattern);
        }
        found.positions = found.entries * space_.row_weight(row);
        return found;
    }

  private:
    // The longest row pushed (when its frontier is dense) and pulled a move at a time (its
    // entries' lists live on the stack).
    static constexpr uint32_t kBatchWords = 128;

    // A short row's pull, a move at a time: the neighbours of the entries still open are read
    // in one pass, loads that do not wait on each other (an entry at a time, each load waits
    // on the branch before it), and the entries found leave the list. Rows longer than
    // kBatchWords keep an entry at a time: their neighbours' rows are too long to stay in the
    // cache through a pass, and were measured slower so.
    Found pull_row_batched(uint32_t row, uint64_t* words, unsigned v, uint64_t pattern) {
        uint32_t open[kBatchWords * 32];
        uint32_t count = 0;
        for (uint32_t w = 0; w < row_words_; ++w)
            for (uint64_t o = open_lanes(words, w); o != 0; o &= o - 1)
                open[count++] = w * 32 + static_cast<uint32_t>(__builtin_ctzll(o)) / 2;
        if (count == 0) return {};
        ClassStep steps[kMaxClassMoves];
        space_.steps(row, steps);
        if (count * 4 >= row_words_) prefetch_rows(steps);
        uint64_t hit[kBatchWords] = {}; // the low bit of each entry found
        for (int m = 0; m < space_.moves() && count > 0; ++m) {
            const uint64_t base = entry(steps[m].row, 0);
            uint32_t left = 0;
            for (uint32_t i = 0; i < count; ++i) {
                const uint32_t c = open[i];
                const bool found_here = get(base + space_.column_after(steps[m], m, c)) == v;
                hit[c / 32] |= uint64_t{found_here} << (2 * (c % 32));
                open[left] = c;
                left += found_here ? 0 : 1;
            }
            count = left;
        }
        Found found;
        for (uint32_t w = 0; w < row_words_; ++w)
            found.entries += settle(words + w, hit[w], pattern);
        found.positions = found.entries * space_.row_weight(row);
        return found;
    }

    // Writes a pulled word's found entries (their low bits in hit); returns how many.
    static uint64_t settle(uint64_t* word, uint64_t hit, uint64_t pattern) {
        if (hit == 0) return 0;
        __atomic_store_n(word, load(word) & ~(hit * pattern), __ATOMIC_RELAXED);
        return static_cast<uint64_t>(__builtin_popcountll(hit));
    }

    // A dense frontier's push, a move at a time: the entries it reaches in the move's row are
    // gathered into a mask first, then claimed a word at a time, so each word of the row is
    // read once and written by one atomic operation, however many entries of it are reached
    // (one per entry, each a branch the processor cannot predict, otherwise).
    Found push_row_batched(uint32_t row, const uint32_t* frontier, uint32_t count, unsigned v) {
        ClassStep steps[kMaxClassMoves];
        space_.steps(row, steps);
        prefetch_rows(steps);
        const uint64_t pattern = 3u ^ v; // the bits a claim clears in each entry
        Found found;
        uint64_t reached[kBatchWords]; // the low bit of each entry reached by this move
        for (int m = 0; m < space_.moves(); ++m) {
            const ClassStep step = steps[m];
            std::fill(reached, reached + row_words_, uint64_t{0});
            for (uint32_t i = 0; i < count; ++i) {
                const uint32_t c = space_.column_after(step, m, frontier[i]);
                reached[c / 32] |= uint64_t{1} << (2 * (c % 32));
            }
            uint64_t* target = words_ + uint64_t{step.row} * row_words_;
            uint32_t maps[kMaxStabilizer];
            const int symmetries = space_.stabilizer(step.row, maps);
            uint64_t set = 0;
            for (uint32_t w = 0; w < row_words_; ++w) {
                if (reached[w] == 0) continue;
                const uint64_t x = load(target + w);
                const uint64_t open = x & (x >> 1) & reached[w];
                if (open == 0) continue;
                const uint64_t old =
                    __atomic_fetch_and(target + w, ~(open * pattern), __ATOMIC_RELAXED);
                uint64_t now = old & (old >> 1) & open; // unreached until this call
                set += static_cast<uint64_t>(__builtin_popcountll(now));
                for (; symmetries > 0 && now != 0; now &= now - 1) {
                    const uint32_t c = w * 32 + static_cast<uint32_t>(__builtin_ctzll(now)) / 2;
                    for (int i = 0; i < symmetries; ++i)
                        set += claim(entry(step.row, space_.conjugate(maps[i], c)), v);
                }
            }
            found += {set, set * space_.row_weight(step.row)};
        }
        return found;
    }

    // The rows the moves lead to, whole, before they are read: their lines then come from
    // memory together instead of one miss at a time (a claim's atomic operation waits for the
    // loads before it; a prefetch does not).
    void prefetch_rows(const ClassStep* steps) const {
        for (int m = 0; m < space_.moves(); ++m) {
            const uint64_t* first = words_ + uint64_t{steps[m].row} * row_words_;
            const auto end = reinterpret_cast<uintptr_t>(first + row_words_);
            for (auto a = reinterpret_cast<uintptr_t>(first) & ~uintptr_t{63}; a < end; a += 64)
                __builtin_prefetch(reinterpret_cast<const void*>(a));
        }
    }

    // The low bit of each unreached entry of the row's word w (the padding left out).
    uint64_t open_lanes(const uint64_t* row_words, uint32_t w) const {
        const uint64_t x = load(row_words + w);
        const uint64_t open = x & (x >> 1) & kLowBits;
        return w == row_words_ - 1 ? open & last_word_open_ : open;
    }

    uint64_t entry(uint32_t row, uint32_t column) const {
        return uint64_t{row} * row_words_ * 32 + column;
    }
    static uint64_t load(const uint64_t* w) { return __atomic_load_n(w, __ATOMIC_RELAXED); }
    unsigned get(uint64_t i) const {
        return static_cast<unsigned>(load(words_ + i / 32) >> (2 * (i % 32))) & 3u;
    }
    // 1 if this call turned entry i from unreached to v.
    uint64_t claim(uint64_t i, unsigned v) {
        uint64_t* w = words_ + i / 32;
        const auto shift = static_cast<unsigned>(2 * (i % 32));
        if ((load(w) >> shift & 3) != 3) return 0;
        const uint64_t old = __atomic_fetch_and(w, ~(uint64_t{3u ^ v} << shift), __ATOMIC_RELAXED);
        return (old >> shift & 3) == 3 ? 1 : 0;
    }

    const Space& space_;
    uint64_t* words_;
    uint32_t row_words_;
    uint64_t last_word_open_;
};

} // namespace class_search_detail

// How a search runs, and where it starts.
struct ClassSearchOptions {
    int threads = 0; // 0 = all
    ClassSearchLog log;
    int max_depth = -1; // >= 0: stop after this depth (checks of a large space's first levels)
    // Non-empty: the words already hold these levels (a checkpoint's), every other entry 3;
    // the search goes on from the last. Empty: every word is set to 3 here first.
    ClassSearchCounts resume;
    // Called after every level that found entries, with the counts so far; false stops the
    // search there (an interrupt honoured at a checkpoint).
    std::function<bool(const ClassSearchCounts&)> after_level;
};

// The search over space into words (rows() x class_row_words(columns()) words). A level's
// entries are the same set whatever the thread count or the level it resumed from, so the
// words are too.
template <class Space>
ClassSearchCounts search_classes(const Space& space, uint64_t* words,
                                 const ClassSearchOptions& options) {
    using class_search_detail::Found;
    const uint32_t rows = space.rows();
    const uint64_t total_words = uint64_t{rows} * class_row_words(space.columns());
    note_search_started();
    const int n = options.threads > 0 ? options.threads : omp_get_max_threads();
    class_search_detail::Level<Space> level(space, words);
    ClassSearchCounts counts = options.resume;
    if (counts.entries.empty()) {
#pragma omp parallel for schedule(static) num_threads(n)
        for (uint64_t i = 0; i < total_words; ++i) words[i] = ~uint64_t{0};
        const ClassEntry solved = space.solved();
        const Found first = level.claim_with_symmetries(solved.row, solved.column, 0);
        counts.entries.push_back(first.entries);
        counts.positions.push_back(first.positions);
    }
    const uint64_t valid = uint64_t{rows} * space.columns();
    uint64_t reached = 0;
    for (uint64_t e : counts.entries) reached += e;
    for (int depth = static_cast<int>(counts.entries.size()) - 1;
         options.max_depth < 0 || depth < options.max_depth; ++depth) {
        const auto start = std::chrono::steady_clock::now();
        // Pushing costs a claim per move and frontier entry, pulling up to one read per move
        // and unreached entry, usually far fewer: pull once the frontier is a fair part of
        // what is left.
        const bool pull = counts.entries.back() * 4 > valid - reached;
        Found found;
#pragma omp declare reduction(sum:Found : omp_out += omp_in)
#pragma omp parallel for schedule(dynamic, 16) num_threads(n) reduction(sum : found)
        for (uint32_t row = 0; row < rows; ++row)
            found += pull ? level.pull_row(row, depth) : level.push_row(row, depth);
        if (found.entries == 0) break;
        reached += found.entries;
        counts.entries.push_back(found.entries);
        counts.positions.push_back(found.positions);
        if (options.log)
            options.log(
                fmt::format(
                    "depth {}: {} new, {} total, {:.3f} s ({})", depth + 1, found.entries, reached,
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                    pull ? "pull" : "push"),
                static_cast<double>(reached) / static_cast<double>(valid));
        if (options.after_level && !options.after_level(counts)) break;
    }
    return counts;
}

// The whole search from solved on `threads` threads (0 = all).
template <class Space>
ClassSearchCounts search_classes(const Space& space, uint64_t* words, int threads,
                                 const ClassSearchLog& log = {}) {
    ClassSearchOptions options;
    options.threads = threads;
    options.log = log;
    return search_classes(space, words, options);
}

} // namespace twobit
