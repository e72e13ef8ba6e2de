// The marks of a bitset push level done in windows, so that the push needs a fraction of the
// memory: with K windows, each thread's touched bitset covers 1/K of the index, and the level
// is K passes, each over the whole frontier, marking only the neighbours inside its window
// [first, first + span) and then merging that window into the table. span is a multiple of
// 64 (a bitset word starts on a table word pair) and of a block-wise model's run size: a
// run's neighbours under one move then all lie in one window, so a pass skips the moves that
// leave its window with one comparison per run and move (cursor.base), and K passes mark
// what one pass would. What each pass repeats is the walk: the frontier's words, the runs'
// bases and each frontier state's row of the last coordinate (on 233.tws's dense levels a
// pass cost 60-80% of a whole-bitset level). Other models test each neighbour.
//
// Why windows and not claims in the table with atomic ANDs, which need no memory at all: an
// x86 locked instruction lets no later load start before it ends, so each claim waits out
// its miss alone. On twsearch's 233.tws (1.63 G states, 2 threads) atomic pushes made the
// whole search 3.2x slower, queued claims to each word's owning thread 2.8x (they do not
// merge the duplicates a bitset does); bench/RESULTS.md has the windows' figures. Where a
// model's blocks are large, levels by target blocks (target_claims.hpp) cost less than any
// number of windows and are planned first; windows serve models of small blocks.
#pragma once

#include <cstdint>

#include "kernels/expand_step.hpp"

namespace twobit {

struct MarkWindow {
    uint64_t first = 0; // the window's first state, a multiple of 64
    uint64_t span = 0;  // its states (the last window may reach past the index)
    bool contains(uint64_t j) const { return j - first < span; } // (unsigned: below wraps)
};

// mark_neighbours_word (expand_step.hpp) for the neighbours inside `window`; `touched` is the
// thread's bitset of the window (bit j - first for state j), or with kShared the bitset its
// threads share (an MPI rank's window of the exchange), marked with atomic ORs.
template <int kMoves, bool kShared = false, class Cursor>
inline void mark_window_word(const ModelView& m, const Word* table, uint64_t w, unsigned frontier,
                             const MarkWindow& window, uint64_t* touched, Cursor& cursor,
                             bool prefetch) {
    const Word lanes = lanes_equal(load_word(table + w), frontier) & valid_lanes(w, m.num_states);
    if (lanes == 0) return;
    const int moves = num_moves_of<kMoves>(m);
    const auto mark = [touched, &window](uint64_t j) {
        const uint64_t bit = j - window.first;
        uint64_t* word = touched + bit / 64;
        const uint64_t mask = uint64_t{1} << (bit % 64);
        if (!kShared)
            *word |= mask;
        else if ((load_word(word) & mask) == 0)
            atomic_or_word(word, mask);
    };
    for_each_run_segment<kMoves>(m, w, lanes, cursor, [&](Word group, auto&& neighbour) {
        if (m.runs == kRunsNone) { // no runs: each neighbour is tested
            for_each_neighbour<kMoves>(m, group, neighbour, [&](uint64_t j) {
                if (window.contains(j)) mark(j);
            });
            return;
        }
        if (prefetch && cursor.prefetched_run != cursor.run_first) {
            // As mark_neighbours_word: the lines of the next run's targets, in the window.
            const uint64_t run_size = m.coord_size[m.num_coords - 1];
            cursor.prefetched_run = cursor.run_first;
            cursor.needed_before = cursor.needed_now;
            cursor.needed_now = 0;
            if (static_cast<uint64_t>(cursor.needed_before) >= run_size / 512 + 1)
                for_each_next_run_target<kMoves>(m, cursor, moves, [&](uint64_t first) {
                    if (window.contains(first))
                        prefetch_bytes(touched + (first - window.first) / 64,
                                       (run_size + 127) / 64 * 8);
                });
        }
        if (prefetch) cursor.needed_now += lane_count(group);
        // The moves whose targets from this run are in the window (all of a move's are, or
        // none), and each lane's row of the last coordinate read once for them, as the
        // neighbour function of for_each_run_segment reads it.
        int in_window[kMoves > 0 ? kMoves : kMaxMoves];
        int n = 0;
        for (int move = 0; move < moves; ++move)
            if (window.contains(cursor.base[move])) in_window[n++] = move;
        if (n == 0) return;
        const uint64_t* base = cursor.base;
        const uint64_t first_offset = w * kEntriesPerWord - cursor.run_first;
        const uint64_t row_size = static_cast<uint64_t>(moves);
        const int last = m.num_coords - 1;
        for (Word g = group; g != 0; g &= g - 1) {
            const uint64_t v = first_offset + lowest_lane(g);
            if (m.runs == kRunsTable && m.minor16 != nullptr) {
                const uint16_t* row = m.minor16 + v * row_size;
                for (int i = 0; i < n; ++i) mark(base[in_window[i]] + row[in_window[i]]);
                continue;
            }
            const uint64_t full =
                m.runs == kRunsTable ? v : 2 * v + (cursor.run_parity ^ m.parity[last][v]);
            const uint32_t* row = m.move_table[last] + full * row_size;
            for (int i = 0; i < n; ++i) mark(base[in_window[i]] + row[in_window[i]]);
        }
    });
}

// mark_neighbours_state (expand_step.hpp) for the neighbours inside `window`.
template <int kMoves>
inline void mark_window_state(const ModelView& m, uint64_t index, const MarkWindow& window,
                              uint64_t* touched) {
    for_each_state_neighbour<kMoves>(m, index, [touched, &window](uint64_t j) {
        if (!window.contains(j)) return;
        const uint64_t bit = j - window.first;
        touched[bit / 64] |= uint64_t{1} << (bit % 64);
    });
}

} // namespace twobit
