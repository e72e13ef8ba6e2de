// The breadth-first search step, written once over one table word (32 states) and called by
// both launchers: the OpenMP loop in host/search_cpu.cpp and the CUDA kernels. A level turns
// the unreached neighbours of the frontier (entries == depth mod 3) into depth+1 mod 3.
//  - push (top-down): expand the frontier entries of a word, claim neighbours with an
//    atomic AND; the caller may run any words concurrently. Or, without atomics: mark the
//    neighbours in a per-thread bitset, then merge the bitsets word by word.
//  - pull (bottom-up): for the unreached entries of a word, look for one neighbour in the
//    frontier; the caller must give each word to exactly one thread (no atomics needed).
//  - push from a list: the same claims, from a list of frontier indices instead of a scan
//    (expand_push_state), while the frontier is tiny.
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

// Where the walk over a word's lanes stopped: the digits of the state at `index` and, when
// base_valid, the major part of the neighbour indices of that state's run (see below). A
// launcher that walks words in order keeps one per thread, so the next word starts from
// it without a division or the per-run table reads; a fresh one (the GPU's grid-stride
// loop) starts afresh.
struct NeighbourCursor {
    uint64_t index = ~uint64_t{0};
    CoordDigits digits{};
    bool base_valid = false;
    uint64_t base[kMaxMoves];
};

// Calls visit(lane, neighbour) for each lane set in the low-bit lane mask `lanes` of word
// w, in increasing lane order, where neighbour(move) is the index of the state that move
// leads to from that lane's state, computed when asked (a pull usually stops after a few
// moves). The digits are stepped from lane to lane rather than divided out. When every
// coordinate moves by its own table, the part of the index that the coordinates before
// the last one give is computed once per run of states sharing them (block-wise along the
// major coordinates), so each neighbour costs one read and an add.
template <class Visit>
TWOBIT_HD TWOBIT_INLINE void for_each_lane_neighbours(const ModelView& m, uint64_t w, Word lanes,
                                                      NeighbourCursor& cursor, Visit&& visit) {
    const int moves = m.num_moves;
    const int last = m.num_coords - 1;
    bool blockwise = true;
    for (int c = 0; c < m.num_coords; ++c) blockwise = blockwise && m.kind[c] == kCoordTable;
    CoordDigits& d = cursor.digits;
    // Moves the cursor forward to state `index`: an add within the run, else a division.
    auto advance_to = [&](uint64_t index) {
        if (index == cursor.index) return;
        const uint64_t ahead = index - cursor.index;
        if (index > cursor.index && d.value[last] + ahead < m.coord_size[last]) {
            d.value[last] += static_cast<uint32_t>(ahead);
        } else {
            d = split_index(m, index);
            cursor.base_valid = false;
        }
        cursor.index = index;
    };
    const uint64_t first = w * kEntriesPerWord;
    while (lanes != 0) {
        const unsigned lane = lowest_lane(lanes);
        lanes &= lanes - 1;
        advance_to(first + lane);
        if (!blockwise) {
            visit(lane, [&](int move) { return neighbour_index(m, d, move); });
            continue;
        }
        if (!cursor.base_valid) {
            for (int move = 0; move < moves; ++move) {
                uint64_t b = 0;
                for (int c = 0; c < last; ++c)
                    b = b * m.coord_size[c] + coord_after_move(m, d, c, move);
                cursor.base[move] = b * m.coord_size[last];
            }
            cursor.base_valid = true;
        }
        const uint32_t* row = m.move_table[last] + uint64_t{d.value[last]} * moves;
        const uint64_t* base = cursor.base;
        visit(lane, [base, row](int move) { return base[move] + row[move]; });
    }
}

// Top-down step for word w. Returns how many entries this call claimed (an entry another
// thread claimed first is not counted here).
TWOBIT_HD inline uint32_t expand_push_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next,
                                           NeighbourCursor& cursor) {
    const Word lanes = lanes_equal(load_word(table + w), frontier) & valid_lanes(w, m.num_states);
    if (lanes == 0) return 0;
    uint32_t claimed = 0;
    for_each_lane_neighbours(m, w, lanes, cursor, [&](unsigned, auto&& neighbour) {
        for (int move = 0; move < m.num_moves; ++move) {
            const uint64_t j = neighbour(move);
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

TWOBIT_HD inline uint32_t expand_push_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next) {
    NeighbourCursor cursor;
    return expand_push_word(m, table, w, frontier, next, cursor);
}

// Top-down step from one frontier state named by its index (a compact frontier list, for
// the first, tiny levels: no scan of the table). Claims every unreached neighbour with an
// atomic AND and calls emit(index) for each claim this call won, so callers may run any
// states concurrently and the emitted indices form the next level's list.
template <class Emit>
TWOBIT_HD inline void expand_push_state(const ModelView& m, Word* table, uint64_t index,
                                        unsigned next, Emit&& emit) {
    const CoordDigits d = split_index(m, index);
    for (int move = 0; move < m.num_moves; ++move) {
        const uint64_t j = neighbour_index(m, d, move);
        Word* target = table + j / kEntriesPerWord;
        const unsigned lane = static_cast<unsigned>(j % kEntriesPerWord);
        if (entry_of(load_word(target), lane) != kUnreached) continue;
        const Word before = atomic_and_word(target, claim_mask(Word{1} << (2 * lane), next));
        if (entry_of(before, lane) == kUnreached) emit(j);
    }
}

// Top-down step, touched-bitset form, for word w: sets in `touched` (one bit per state) the
// bit of every neighbour of every frontier entry of w. `touched` belongs to the calling
// thread (a plain OR: no atomics, no reads of the table at the neighbours); nothing in the
// table changes until merge_touched_word turns the bits into claims.
TWOBIT_HD inline void mark_neighbours_word(const ModelView& m, const Word* table, uint64_t w,
                                           unsigned frontier, uint64_t* touched,
                                           NeighbourCursor& cursor) {
    const Word lanes = lanes_equal(load_word(table + w), frontier) & valid_lanes(w, m.num_states);
    if (lanes == 0) return;
    for_each_lane_neighbours(m, w, lanes, cursor, [&](unsigned, auto&& neighbour) {
        for (int move = 0; move < m.num_moves; ++move) {
            const uint64_t j = neighbour(move);
            touched[j / 64] |= uint64_t{1} << (j % 64);
        }
    });
}

// Bit i of `bits` to bit 2i: 32 touched bits to the low bits of a word's 32 lanes.
TWOBIT_HD TWOBIT_INLINE Word spread_to_lanes(uint32_t bits) {
    Word x = bits;
    x = (x | (x << 16)) & 0x0000FFFF0000FFFFULL;
    x = (x | (x << 8)) & 0x00FF00FF00FF00FFULL;
    x = (x | (x << 4)) & 0x0F0F0F0F0F0F0F0FULL;
    x = (x | (x << 2)) & 0x3333333333333333ULL;
    x = (x | (x << 1)) & kLaneLowBits;
    return x;
}

// The merge after mark_neighbours_word: claims the unreached entries of word w whose
// touched bits are set (touched_bits = the 32 bits of w's states, OR-ed over every thread's
// bitset). The caller owns word w. Returns how many entries it set to next.
TWOBIT_HD TWOBIT_INLINE uint32_t merge_touched_word(Word* table, uint64_t w, uint32_t touched_bits,
                                                    unsigned next) {
    const Word current = load_word(table + w);
    const Word claimed = spread_to_lanes(touched_bits) & lanes_unreached(current);
    if (claimed == 0) return 0;
    store_word(table + w, current & claim_mask(claimed, next));
    return static_cast<uint32_t>(lane_count(claimed));
}

// Bottom-up step for word w, which the caller owns for this level. Returns how many
// entries of w it set to next.
TWOBIT_HD inline uint32_t expand_pull_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next,
                                           NeighbourCursor& cursor) {
    const Word current = load_word(table + w);
    const Word lanes = lanes_unreached(current) & valid_lanes(w, m.num_states);
    if (lanes == 0) return 0;
    Word found = 0;
    for_each_lane_neighbours(m, w, lanes, cursor, [&](unsigned lane, auto&& neighbour) {
        // Moves in groups checked without branches, an exit between groups: most unreached
        // states of a pull level have a frontier neighbour among the first few moves.
        for (int first = 0; first < m.num_moves; first += m.pull_group) {
            bool hit = false;
            const int end = first + m.pull_group < m.num_moves ? first + m.pull_group : m.num_moves;
            for (int move = first; move < end; ++move) {
                const uint64_t j = neighbour(move);
                hit |= entry_of(load_word(table + j / kEntriesPerWord),
                                static_cast<unsigned>(j % kEntriesPerWord)) == frontier;
            }
            if (hit) {
                found |= Word{1} << (2 * lane);
                return;
            }
        }
    });
    if (found != 0) store_word(table + w, current & claim_mask(found, next));
    return static_cast<uint32_t>(lane_count(found));
}

TWOBIT_HD inline uint32_t expand_pull_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next) {
    NeighbourCursor cursor;
    return expand_pull_word(m, table, w, frontier, next, cursor);
}

// Number of real (non-padding) entries of word w equal to value.
TWOBIT_HD inline uint32_t count_word_entries(const Word* table, uint64_t w, uint64_t num_states,
                                             unsigned value) {
    return static_cast<uint32_t>(
        lane_count(lanes_equal(load_word(table + w), value) & valid_lanes(w, num_states)));
}

} // namespace twobit
