// The breadth-first search step, written once over one table word (32 states) and called by
// both launchers: the OpenMP loop in host/search_cpu.cpp and the CUDA kernels. A level turns
// the unreached neighbours of the frontier (entries == depth mod 3) into depth+1 mod 3.
//  - push (top-down): expand the frontier entries of a word, claim neighbours with an
//    atomic AND; the caller may run any words concurrently.
//  - pull (bottom-up): for the unreached entries of a word, look for one neighbour in the
//    frontier; the caller must give each word to exactly one thread (no atomics needed).
// Both need a move set closed under inverses (pull looks at successors as predecessors).
#pragma once

#include "model_view.hpp"
#include "table_word.hpp"

namespace twobit {

enum class Direction : int { Push = 0, Pull = 1 };

// The switch rule: push while expanding the frontier costs less than probing the unreached
// states, i.e. while frontier * moves <= pull_ratio * unreached. With pull_ratio equal to
// the number of moves this is twsearch's rule "pull once fewer states are unreached than
// are in the frontier".
TWOBIT_HD inline Direction choose_direction(uint64_t frontier, uint64_t unreached, int num_moves,
                                            double pull_ratio) {
    const double push_work = static_cast<double>(frontier) * num_moves;
    return push_work <= pull_ratio * static_cast<double>(unreached) ? Direction::Push
                                                                    : Direction::Pull;
}

// Calls visit(lane, digits) for each lane set in the low-bit lane mask `lanes` of word w, in
// increasing lane order, with the coordinate digits of that lane's state. The digits are
// stepped from lane to lane rather than recomputed, which saves the divisions.
template <class Visit>
TWOBIT_HD TWOBIT_INLINE void for_each_lane_state(const ModelView& m, uint64_t w, Word lanes,
                                                 Visit&& visit) {
    CoordDigits d = split_index(m, w * kEntriesPerWord);
    unsigned at = 0;
    while (lanes != 0) {
        const unsigned lane = lowest_lane(lanes);
        lanes &= lanes - 1;
        for (; at < lane; ++at) step_digits(m, d);
        visit(lane, d);
    }
}

// Top-down step for word w. Returns how many entries this call claimed (an entry another
// thread claimed first is not counted here).
TWOBIT_HD inline uint32_t expand_push_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next) {
    const Word lanes = lanes_equal(load_word(table + w), frontier) & valid_lanes(w, m.num_states);
    if (lanes == 0) return 0;
    uint32_t claimed = 0;
    for_each_lane_state(m, w, lanes, [&](unsigned, const CoordDigits& d) {
        for (int move = 0; move < m.num_moves; ++move) {
            const uint64_t j = neighbour_index(m, d, move);
            Word* target = table + j / kEntriesPerWord;
            const unsigned target_lane = static_cast<unsigned>(j % kEntriesPerWord);
            // Plain read first: most neighbours are already reached, and an atomic costs more.
            if (entry_of(load_word(target), target_lane) != kUnreached) continue;
            const Word lane_bit = Word{1} << (2 * target_lane);
            const Word before = atomic_and_word(target, claim_mask(lane_bit, next));
            claimed += entry_of(before, target_lane) == kUnreached ? 1u : 0u;
        }
    });
    return claimed;
}

// Bottom-up step for word w, which the caller owns for this level. Returns how many
// entries of w it set to next.
TWOBIT_HD inline uint32_t expand_pull_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next) {
    const Word current = load_word(table + w);
    const Word lanes = lanes_unreached(current) & valid_lanes(w, m.num_states);
    if (lanes == 0) return 0;
    Word found = 0;
    for_each_lane_state(m, w, lanes, [&](unsigned lane, const CoordDigits& d) {
        for (int move = 0; move < m.num_moves; ++move) {
            const uint64_t j = neighbour_index(m, d, move);
            const Word neighbour = load_word(table + j / kEntriesPerWord);
            if (entry_of(neighbour, static_cast<unsigned>(j % kEntriesPerWord)) == frontier) {
                found |= Word{1} << (2 * lane);
                return;
            }
        }
    });
    if (found != 0) store_word(table + w, current & claim_mask(found, next));
    return static_cast<uint32_t>(lane_count(found));
}

// Number of real (non-padding) entries of word w equal to value.
TWOBIT_HD inline uint32_t count_word_entries(const Word* table, uint64_t w, uint64_t num_states,
                                             unsigned value) {
    return static_cast<uint32_t>(
        lane_count(lanes_equal(load_word(table + w), value) & valid_lanes(w, num_states)));
}

} // namespace twobit
