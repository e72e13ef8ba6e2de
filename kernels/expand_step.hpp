// The breadth-first search step, written once over one table word (32 states) and called by
// both launchers: the OpenMP loop in host/engine/search_cpu.cpp and the CUDA kernels. A level turns
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
#if defined(__BMI2__) && !defined(__CUDA_ARCH__)
#include <immintrin.h>
#endif
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

// The move count: kMoves when the caller compiled the step for one (the CPU launcher does,
// for the common counts, so that the per-move loops unroll), else the model's.
template <int kMoves>
TWOBIT_HD TWOBIT_INLINE int num_moves_of(const ModelView& m) {
    return kMoves > 0 ? kMoves : m.num_moves;
}

// Where the walk over a word's lanes stopped. A launcher that walks words in order keeps
// one per thread, so the next word starts from it without a division or the per-run table
// reads; a fresh one (the GPU's grid-stride loop) starts afresh.
//  - Block-wise models (ModelView::runs): the run of states that share every coordinate but
//    the last one, as the index of its first state, the digits of its major coordinates and
//    the major part of each move's neighbour index (base[move]).
//  - Other models: the digits of the state at `index`.
// Its per-move array holds kCapacity moves: a step compiled for a move count takes a cursor
// of exactly that many (CursorFor<kMoves>), the generic step (kMoves = 0) one of kMaxMoves.
// On a GPU the array is the thread's stack frame: 168 moves are 1,344 bytes per thread.
template <int kCapacity>
struct NeighbourCursorOf {
    uint64_t index = ~uint64_t{0}; // other models: the state whose digits these are
    uint64_t run_first = 0;        // block-wise: the current run's first index, when has_run
    bool has_run = false;
    CoordDigits digits{};
    unsigned run_parity = 0; // block-wise, parity-half last coordinate: the parity it needs
    // Prefetching (for_each_next_run_target): the run whose successor's lines were asked
    // for, what the run before it needed (a pull: how many moves its lanes checked; a push:
    // how many frontier lanes it had) and what the current one needs so far.
    uint64_t prefetched_run = ~uint64_t{0};
    int needed_before = kCapacity;
    int needed_now = 0;
    uint64_t base[kCapacity];
};
template <int kMoves>
using CursorFor = NeighbourCursorOf<(kMoves > 0 ? kMoves : kMaxMoves)>;
using NeighbourCursor = CursorFor<0>; // room for any move count

// The rows of the major coordinates' move tables at digits d (rows[c][move] is coordinate
// c's value after move), for major_base.
template <int kMoves>
TWOBIT_HD TWOBIT_INLINE void major_rows(const ModelView& m, const CoordDigits& d,
                                        const uint32_t** rows) {
    const uint64_t moves = static_cast<uint64_t>(num_moves_of<kMoves>(m));
    for (int c = 0; c < m.num_coords - 1; ++c) rows[c] = m.move_table[c] + d.value[c] * moves;
}

// The major part of the index that move leads to from a state whose major rows these are:
// the coordinates before the last one moved and combined, times the last one's size.
TWOBIT_HD TWOBIT_INLINE uint64_t major_base(const ModelView& m, const uint32_t* const* rows,
                                            int move) {
    const int last = m.num_coords - 1;
    if (last == 0) return 0;
    uint64_t b = rows[0][move];
    for (int c = 1; c < last; ++c) b = b * m.coord_size[c] + rows[c][move];
    return b * m.coord_size[last];
}

// base[move] = major_base for every move, from a state with digits d.
template <int kMoves>
TWOBIT_HD TWOBIT_INLINE void major_bases(const ModelView& m, const CoordDigits& d, uint64_t* base) {
    const uint32_t* rows[kMaxCoords] = {};
    major_rows<kMoves>(m, d, rows);
    for (int move = 0; move < num_moves_of<kMoves>(m); ++move)
        base[move] = major_base(m, rows, move);
}

// The parity a parity-half last coordinate must have with the majors' digits d.
TWOBIT_HD TWOBIT_INLINE unsigned wanted_parity(const ModelView& m, const CoordDigits& d) {
    unsigned wanted = 0;
    for (int c = 0; c < m.num_coords - 1; ++c) wanted ^= m.parity[c][d.value[c]];
    return wanted;
}

// Puts the cursor on the run holding state `index` and computes that run's bases: the next
// run is a step of the major digits (the usual case, walking words in order), any other a
// division.
template <int kMoves, class Cursor>
TWOBIT_HD inline void enter_run(const ModelView& m, Cursor& cursor, uint64_t index) {
    const int last = m.num_coords - 1;
    const uint64_t run_size = m.coord_size[last];
    CoordDigits& d = cursor.digits;
    if (cursor.has_run && index >= cursor.run_first + run_size &&
        index - cursor.run_first < 2 * run_size) {
        cursor.run_first += run_size;
        for (int c = last - 1; c >= 0; --c) {
            if (++d.value[c] < m.coord_size[c]) break;
            d.value[c] = 0;
        }
    } else {
        d = split_index(m, index);
        cursor.run_first = index - d.value[last];
        cursor.has_run = true;
    }
    major_bases<kMoves>(m, d, cursor.base);
    if (m.runs == kRunsParityHalf) cursor.run_parity = wanted_parity(m, d);
}

// Large tables: while a launcher walks a run, it asks the caches for the lines that the
// next run will touch, which are scattered over the table (one run per move) and would
// otherwise each be a miss to memory in turn: calls fetch(first) with the first index of the
// run that each of the first `moves` moves leads to from the run after the cursor's. Only
// block-wise cursors know their run; call it once per run (prefetched_run says when).
template <int kMoves, class Cursor, class Fetch>
TWOBIT_HD TWOBIT_INLINE void for_each_next_run_target(const ModelView& m, const Cursor& cursor,
                                                      int moves, Fetch&& fetch) {
    CoordDigits d = cursor.digits;
    const int last = m.num_coords - 1;
    for (int c = last - 1; c >= 0; --c) {
        if (++d.value[c] < m.coord_size[c]) break;
        d.value[c] = 0; // (past the last run: the first one, harmless for a prefetch)
    }
    const uint32_t* rows[kMaxCoords] = {};
    major_rows<kMoves>(m, d, rows);
    for (int move = 0; move < moves; ++move) fetch(major_base(m, rows, move));
}

// Asks for the cache lines of bytes [first, first + count) ahead of their use, into every
// level of the cache (host only: a GPU hides latency with other warps instead). On x86-64
// as an asm statement: GCC 12 dropped __builtin_prefetch here, its address computed from
// move tables inside the pull's and push's lambdas (no prefetch left in search_cpu.o).
TWOBIT_HD TWOBIT_INLINE void prefetch_bytes(const void* first, uint64_t count) {
#if !defined(__CUDA_ARCH__)
    const auto start = reinterpret_cast<uintptr_t>(first) & ~uintptr_t{63};
    const auto end = reinterpret_cast<uintptr_t>(first) + count;
    for (uintptr_t line = start; line < end; line += 64) {
#if defined(__x86_64__)
        asm volatile("prefetcht0 %0" : : "m"(*reinterpret_cast<const char*>(line)));
#else
        __builtin_prefetch(reinterpret_cast<const void*>(line), 0, 3);
#endif
    }
#else
    (void)first, (void)count;
#endif
}

// Walks the lanes set in the low-bit lane mask `lanes` of word w in groups that share a
// way of computing neighbours: calls segment(group, neighbour) where `group` is a lane mask
// and neighbour(lane, move) is the index of the state that move leads to from that lane's
// state, computed when asked (a pull usually stops after a few moves). Block-wise models
// (every coordinate but the last moves by its own table) give one group per run of states
// sharing the major coordinates: the major part of each neighbour index is the run's base,
// so a neighbour costs one read of the last coordinate's row and an add. Other models give
// one lane at a time, stepping the digits from lane to lane rather than dividing them out.
template <int kMoves, class Cursor, class Segment>
TWOBIT_HD TWOBIT_INLINE void for_each_run_segment(const ModelView& m, uint64_t w, Word lanes,
                                                  Cursor& cursor, Segment&& segment) {
    const int moves = num_moves_of<kMoves>(m);
    const int last = m.num_coords - 1;
    const uint64_t first = w * kEntriesPerWord;
    if (m.runs == kRunsNone) {
        CoordDigits& d = cursor.digits;
        while (lanes != 0) {
            const Word lane_bit = lanes & (~lanes + 1);
            const uint64_t index = first + lowest_lane(lanes);
            lanes &= lanes - 1;
            if (index > cursor.index && d.value[last] + (index - cursor.index) < m.coord_size[last])
                d.value[last] += static_cast<uint32_t>(index - cursor.index);
            else if (index != cursor.index)
                d = split_index(m, index);
            cursor.index = index;
            segment(lane_bit, [&](unsigned, int move) { return neighbour_index(m, d, move); });
        }
        return;
    }
    const uint64_t run_size = m.coord_size[last];
    const uint32_t* minor_table = m.move_table[last];
    while (lanes != 0) {
        const uint64_t index = first + lowest_lane(lanes);
        // (unsigned: an index before the run wraps to a large offset, as one past it does)
        if (!cursor.has_run || index - cursor.run_first >= run_size)
            enter_run<kMoves>(m, cursor, index);
        Word in_run = lanes;
        const uint64_t run_end = cursor.run_first + run_size;
        if (run_end < first + kEntriesPerWord) in_run &= (Word{1} << (2 * (run_end - first))) - 1;
        lanes &= ~in_run;
        const uint64_t offset = first - cursor.run_first; // lane L has last digit offset + L
        const uint64_t* base = cursor.base;
#if !defined(__CUDA_ARCH__)
        if (m.runs == kRunsTable && m.minor16 != nullptr) {
            const uint16_t* minor16 = m.minor16;
            segment(in_run, [base, minor16, offset, moves](unsigned lane, int move) {
                return base[move] + minor16[(offset + lane) * moves + move];
            });
            continue;
        }
#endif
        if (m.runs == kRunsTable) {
            segment(in_run, [base, minor_table, offset, moves](unsigned lane, int move) {
                return base[move] + minor_table[(offset + lane) * moves + move];
            });
        } else { // kRunsParityHalf: the row of the full value with the parity the run needs
            const uint8_t* parity = m.parity[last];
            const unsigned wanted = cursor.run_parity;
            segment(in_run, [=](unsigned lane, int move) {
                const uint64_t v = offset + lane;
                return base[move] + minor_table[(2 * v + (wanted ^ parity[v])) * moves + move];
            });
        }
    }
}

// Calls visit(neighbour(move)) for every lane of `group` and every move, lane by lane.
template <int kMoves, class Neighbour, class Visit>
TWOBIT_HD TWOBIT_INLINE void for_each_neighbour(const ModelView& m, Word group,
                                                Neighbour&& neighbour, Visit&& visit) {
    const int moves = num_moves_of<kMoves>(m);
    for (; group != 0; group &= group - 1) {
        const unsigned lane = lowest_lane(group);
        TWOBIT_UNROLL_MOVES
        for (int move = 0; move < moves; ++move) visit(neighbour(lane, move));
    }
}

// Top-down step for word w. Returns how many entries this call claimed (an entry another
// thread claimed first is not counted here).
template <int kMoves = 0, class Cursor>
TWOBIT_HD inline uint32_t expand_push_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next, Cursor& cursor) {
    const Word lanes =
        lanes_equal(load_word_stable(table + w), frontier) & valid_lanes(w, m.num_states);
    if (lanes == 0) return 0;
    uint32_t claimed = 0;
    for_each_run_segment<kMoves>(m, w, lanes, cursor, [&](Word group, auto&& neighbour) {
        for_each_neighbour<kMoves>(m, group, neighbour, [&](uint64_t j) {
            Word* target = table + j / kEntriesPerWord;
            const unsigned target_lane = static_cast<unsigned>(j % kEntriesPerWord);
            // Plain read first: most neighbours are already reached, and an atomic costs more.
            if (entry_of(load_word_stable(target), target_lane) != kUnreached) return;
            const Word lane_bit = Word{1} << (2 * target_lane);
            const Word before = atomic_and_word(target, claim_mask(lane_bit, next));
            claimed += entry_of(before, target_lane) == kUnreached ? 1u : 0u;
        });
    });
    return claimed;
}

template <int kMoves = 0>
TWOBIT_HD inline uint32_t expand_push_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next) {
    CursorFor<kMoves> cursor;
    return expand_push_word<kMoves>(m, table, w, frontier, next, cursor);
}

// Calls visit(j) with the index j of the state each move leads to from the state at
// `index`, in move order: one division per coordinate, then, for block-wise models, two
// table reads per neighbour (the major part, the last coordinate's row), as in a run. (The
// digits stay in registers: through a CoordDigits this measured three times slower.)
template <int kMoves, class Visit>
TWOBIT_HD TWOBIT_INLINE void for_each_state_neighbour(const ModelView& m, uint64_t index,
                                                      Visit&& visit) {
    const int moves = num_moves_of<kMoves>(m);
    if (m.runs == kRunsNone) {
        const CoordDigits d = split_index(m, index);
        for (int move = 0; move < moves; ++move) visit(neighbour_index(m, d, move));
        return;
    }
    const int last = m.num_coords - 1;
    const uint64_t run_size = m.coord_size[last];
    uint64_t rest = m.run_magic != 0 ? mul_high64(m.run_magic, index) : index / run_size;
    uint64_t minor = index - rest * run_size;
    const uint32_t* rows[kMaxCoords] = {};
    unsigned wanted = 0; // kRunsParityHalf: the parity the last coordinate's full value needs
    for (int c = last - 1; c >= 0; --c) {
        const uint64_t digit = c > 0 ? rest % m.coord_size[c] : rest;
        rest = c > 0 ? rest / m.coord_size[c] : 0;
        rows[c] = m.move_table[c] + digit * moves;
        if (m.runs == kRunsParityHalf) wanted ^= m.parity[c][digit];
    }
    if (m.runs == kRunsParityHalf) minor = 2 * minor + (wanted ^ m.parity[last][minor]);
    const uint32_t* row = m.move_table[last] + minor * moves;
    TWOBIT_UNROLL_MOVES
    for (int move = 0; move < moves; ++move) {
        uint64_t b = last > 0 ? rows[0][move] : 0;
        for (int c = 1; c < last; ++c) b = b * m.coord_size[c] + rows[c][move];
        visit(b * run_size + row[move]);
    }
}

// Top-down step from one frontier state named by its index (a compact frontier list, for
// the first, tiny levels: no scan of the table). Claims every unreached neighbour and calls
// emit(index) for each claim this call won, so the emitted indices form the next level's
// list. Claims are atomic ANDs, so callers may run any states concurrently; a caller that
// runs the level on one thread asks for plain stores (kConcurrent false), which cost less.
template <bool kConcurrent = true, int kMoves = 0, class Emit>
TWOBIT_HD inline void expand_push_state(const ModelView& m, Word* table, uint64_t index,
                                        unsigned next, Emit&& emit) {
    for_each_state_neighbour<kMoves>(m, index, [&](uint64_t j) {
        Word* target = table + j / kEntriesPerWord;
        const unsigned lane = static_cast<unsigned>(j % kEntriesPerWord);
        const Word current = load_word(target);
        if (entry_of(current, lane) != kUnreached) return;
        const Word mask = claim_mask(Word{1} << (2 * lane), next);
        if (!kConcurrent) {
            store_word(target, current & mask);
            emit(j);
        } else if (entry_of(atomic_and_word(target, mask), lane) == kUnreached) {
            emit(j);
        }
    });
}

// Top-down step, touched-bitset form, from one frontier state named by its index: sets the
// bit of each of its neighbours in `touched` (see mark_neighbours_word). The first level
// after the list levels marks from the list the last one left instead of scanning.
template <int kMoves = 0>
TWOBIT_HD inline void mark_neighbours_state(const ModelView& m, uint64_t index, uint64_t* touched) {
    for_each_state_neighbour<kMoves>(
        m, index, [touched](uint64_t j) { touched[j / 64] |= uint64_t{1} << (j % 64); });
}

// Top-down step, touched-bitset form, for word w: sets in `touched` (one bit per state) the
// bit of every neighbour of every frontier entry of w. `touched` belongs to the calling
// thread (a plain OR: no atomics, no reads of the table at the neighbours); nothing in the
// table changes until merge_touched_word turns the bits into claims. kShared: `touched` is
// one bitmap for all threads (an MPI rank's, which cannot hold one per thread of a large
// index): a bit not yet set is set with an atomic OR.
//
// prefetch (block-wise models, a `touched` too large for the caches): on entering a run,
// ask for the touched lines of every run the next one marks, when the run before had at
// least as many frontier lanes as such a run has lines (else most lines would go unused).
template <int kMoves = 0, bool kShared = false, class Cursor>
TWOBIT_HD TWOBIT_INLINE void mark_neighbours_word(const ModelView& m, const Word* table, uint64_t w,
                                                  unsigned frontier, uint64_t* touched,
                                                  Cursor& cursor, bool prefetch = false) {
    const Word lanes = lanes_equal(load_word(table + w), frontier) & valid_lanes(w, m.num_states);
    if (lanes == 0) return;
    for_each_run_segment<kMoves>(m, w, lanes, cursor, [&](Word group, auto&& neighbour) {
        if (prefetch && m.runs != kRunsNone) {
            const uint64_t run_size = m.coord_size[m.num_coords - 1];
            if (cursor.prefetched_run != cursor.run_first) {
                cursor.prefetched_run = cursor.run_first;
                cursor.needed_before = cursor.needed_now;
                cursor.needed_now = 0;
                if (static_cast<uint64_t>(cursor.needed_before) >= run_size / 512 + 1)
                    for_each_next_run_target<kMoves>(
                        m, cursor, num_moves_of<kMoves>(m), [&](uint64_t first) {
                            prefetch_bytes(touched + first / 64, (run_size + 127) / 64 * 8);
                        });
            }
            cursor.needed_now += lane_count(group);
        }
        for_each_neighbour<kMoves>(m, group, neighbour, [touched](uint64_t j) {
            const uint64_t bit = uint64_t{1} << (j % 64);
            if (!kShared) {
                touched[j / 64] |= bit;
            } else if ((load_word(touched + j / 64) & bit) == 0) {
                atomic_or_word(touched + j / 64, bit);
            }
        });
    });
}

// mark_neighbours_word for every word of [begin, end) (a CPU thread's chunk): one call per
// chunk, so that a word costs a load and a test before its lanes' marks.
template <int kMoves = 0, bool kShared = false, class Cursor>
TWOBIT_HD inline void mark_neighbours_words(const ModelView& m, const Word* table, uint64_t begin,
                                            uint64_t end, unsigned frontier, uint64_t* touched,
                                            Cursor& cursor, bool prefetch = false) {
    for (uint64_t w = begin; w < end; ++w) {
        if (lanes_equal(load_word(table + w), frontier) == 0) continue;
        mark_neighbours_word<kMoves, kShared>(m, table, w, frontier, touched, cursor, prefetch);
    }
}

// Bit i of `bits` to bit 2i: 32 touched bits to the low bits of a word's 32 lanes.
TWOBIT_HD TWOBIT_INLINE Word spread_to_lanes(uint32_t bits) {
#if defined(__BMI2__) && !defined(__CUDA_ARCH__)
    return _pdep_u64(bits, kLaneLowBits); // one instruction (microcoded on AMD before Zen 3)
#endif
    Word x = bits;
    x = (x | (x << 16)) & 0x0000FFFF0000FFFFULL;
    x = (x | (x << 8)) & 0x00FF00FF00FF00FFULL;
    x = (x | (x << 4)) & 0x0F0F0F0F0F0F0F0FULL;
    x = (x | (x << 2)) & 0x3333333333333333ULL;
    x = (x | (x << 1)) & kLaneLowBits;
    return x;
}

// The inverse of spread_to_lanes: bit 2i of lanes (a lane mask such as lanes_equal's) to
// bit i, a word's 32 states as 32 bits (an MPI rank's frontier bitmap).
TWOBIT_HD TWOBIT_INLINE uint32_t lanes_to_bits(Word lanes) {
#if defined(__BMI2__) && !defined(__CUDA_ARCH__)
    return static_cast<uint32_t>(_pext_u64(lanes, kLaneLowBits));
#endif
    Word x = lanes & kLaneLowBits;
    x = (x | (x >> 1)) & 0x3333333333333333ULL;
    x = (x | (x >> 2)) & 0x0F0F0F0F0F0F0F0FULL;
    x = (x | (x >> 4)) & 0x00FF00FF00FF00FFULL;
    x = (x | (x >> 8)) & 0x0000FFFF0000FFFFULL;
    x = (x | (x >> 16)) & 0x00000000FFFFFFFFULL;
    return static_cast<uint32_t>(x);
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

// No window checks (see expand_pull_word_by): a frontier known only by is_frontier.
struct NoFrontierWindow {
    static constexpr bool kEnabled = false;
    bool prefetch = false;
    TWOBIT_HD Word operator()(uint64_t, unsigned) const { return 0; }
    TWOBIT_HD void prefetch_run(uint64_t, uint64_t) const {}
};

// Bottom-up step for word w, which the caller owns for this level. Returns how many
// entries of w it set to next. Moves are checked in groups of the model's pull_group
// (kGroup when the caller compiled the step for it), all still-unfound lanes of a run one
// group at a time, without branches inside a group: most unreached states of a pull level
// have a frontier neighbour among the first few moves, and the lanes stop together.
//
// is_frontier(j) says whether state j is in the frontier: by default its table entry equals
// `frontier`; an MPI rank, which holds only its slice of the table, asks a bitmap of the
// whole frontier instead (host/mpi/search_mpi.cpp).
//
// Before the groups, when the model marks moves that leave the last coordinate unchanged
// (ModelView::fixed_last) and the caller gives frontier_window(first, used) (the low-bit
// lanes k < used whose state first + k is in the frontier; lanes from used on are anything,
// the caller keeps only open lanes): each such move checks all open lanes of a run at once,
// its lanes' neighbours being consecutive states of one run.
//
// With frontier_window.prefetch (block-wise models, a frontier too large for the caches),
// entering a run asks for the frontier's lines of the runs the next run's moves lead to:
// only for as many moves as the run before needed, so that a level whose lanes stop after
// the first moves does not fetch what it will not read.
template <int kMoves = 0, int kGroup = 0, class Cursor, class IsFrontier,
          class FrontierWindow = NoFrontierWindow>
TWOBIT_HD TWOBIT_INLINE uint32_t expand_pull_word_by(const ModelView& m, Word* table, uint64_t w,
                                                     unsigned next, Cursor& cursor,
                                                     IsFrontier is_frontier,
                                                     FrontierWindow frontier_window = {}) {
    const Word current = load_word_stable(table + w); // only this thread writes word w
    const Word lanes = lanes_unreached(current) & valid_lanes(w, m.num_states);
    if (lanes == 0) return 0;
    Word found = 0;
    const int moves = num_moves_of<kMoves>(m);
    const int group_size = kGroup > 0 ? kGroup : m.pull_group;
    // The lanes of `group`, one run's: returns how far into the move order it had to look.
    auto pull_segment = [&](Word group, auto&& neighbour) TWOBIT_INLINE_LAMBDA -> int {
        auto in_frontier = [&](unsigned lane, int move)
                               TWOBIT_INLINE_LAMBDA { return is_frontier(neighbour(lane, move)); };
        Word open = group;
        int start = 0; // the groups before it hold only moves the windows checked
        if (FrontierWindow::kEnabled && m.fixed_last != nullptr) {
            start = m.fixed_lead - m.fixed_lead % group_size;
            const unsigned low = lowest_lane(group);
            const unsigned used = highest_lane(group) - low + 1;
            for (int word = 0; word * 64 < moves; ++word)
                for (uint64_t fixed = m.fixed_last[word]; fixed != 0; fixed &= fixed - 1) {
                    const int move = word * 64 + lowest_bit(fixed);
                    found |= (frontier_window(neighbour(low, move), used) << (2 * low)) & open;
                    open = group & ~found;
                    if (open == 0) return move + 1;
                }
        }
        for (int first = start; first < moves; first += group_size) {
            const int end = first + group_size < moves ? first + group_size : moves;
            for (Word r = open; r != 0; r &= r - 1) {
                const unsigned lane = lowest_lane(r);
                bool hit = false;
                if (kMoves > 0 && kGroup > 0 && kMoves % (kGroup > 0 ? kGroup : 1) == 0) {
                    TWOBIT_UNROLL_MOVES
                    for (int k = 0; k < kGroup; ++k) hit |= in_frontier(lane, first + k);
                } else {
                    for (int move = first; move < end; ++move) hit |= in_frontier(lane, move);
                }
                found |= Word{hit} << (2 * lane);
            }
            open = group & ~found;
            if (open == 0) return end;
        }
        return moves;
    };
    for_each_run_segment<kMoves>(
        m, w, lanes, cursor, [&](Word group, auto&& neighbour) TWOBIT_INLINE_LAMBDA {
            if (frontier_window.prefetch && m.runs != kRunsNone &&
                cursor.prefetched_run != cursor.run_first) {
                cursor.prefetched_run = cursor.run_first;
                cursor.needed_before = cursor.needed_now;
                cursor.needed_now = 0;
                const int ahead = cursor.needed_before < moves ? cursor.needed_before : moves;
                const uint64_t run_size = m.coord_size[m.num_coords - 1];
                for_each_next_run_target<kMoves>(m, cursor, ahead, [&](uint64_t first) {
                    frontier_window.prefetch_run(first, run_size);
                });
            }
            const int needed = pull_segment(group, neighbour);
            if (needed > cursor.needed_now) cursor.needed_now = needed;
        });
    if (found != 0) store_word(table + w, current & claim_mask(found, next));
    return static_cast<uint32_t>(lane_count(found));
}

// The frontier's window when the frontier is the table's entries equal to `frontier`.
struct TableFrontierWindow {
    static constexpr bool kEnabled = true;
    const Word* table;
    unsigned frontier;
    bool prefetch = false;
    TWOBIT_HD Word operator()(uint64_t first, unsigned used) const {
        return lanes_equal(entry_window(table, first, used), frontier);
    }
    TWOBIT_HD void prefetch_run(uint64_t first, uint64_t run_size) const {
        prefetch_bytes(table + first / kEntriesPerWord, (run_size + 63) / 32 * 8);
    }
};

// The frontier's window when the frontier is a bitmap: bit j of bits[j / 64] is set when
// state j is in it. Half the bytes of the table's entries, so a pull's reads at a run's
// neighbours touch half the cache lines (clock-front's depth 7 and the 3x3x3 corners
// measured faster).
struct BitmapFrontierWindow {
    static constexpr bool kEnabled = true;
    const uint64_t* bits;
    bool prefetch = false;
    TWOBIT_HD Word operator()(uint64_t first, unsigned used) const {
        const uint64_t i = first / 64;
        const unsigned shift = static_cast<unsigned>(first % 64);
        uint64_t x = bits[i] >> shift;
        // (the next word only when the lanes used reach into it: never past the bitmap)
        if (shift != 0 && shift + used > 64) x |= bits[i + 1] << (64 - shift);
        return spread_to_lanes(static_cast<uint32_t>(x));
    }
    TWOBIT_HD void prefetch_run(uint64_t first, uint64_t run_size) const {
        prefetch_bytes(bits + first / 64, (run_size + 127) / 64 * 8);
    }
};

// A pull from the table's entries: the frontier is the entries equal to `frontier`.
template <int kMoves = 0, int kGroup = 0, class Cursor>
TWOBIT_HD TWOBIT_INLINE uint32_t expand_pull_word(const ModelView& m, Word* table, uint64_t w,
                                                  unsigned frontier, unsigned next, Cursor& cursor,
                                                  bool prefetch = false) {
    return expand_pull_word_by<kMoves, kGroup>(
        m, table, w, next, cursor,
        [=](uint64_t j) {
            return entry_of(load_word_stable(table + j / kEntriesPerWord),
                            static_cast<unsigned>(j % kEntriesPerWord)) == frontier;
        },
        TableFrontierWindow{table, frontier, prefetch});
}

// A pull from a bitmap of the frontier (BitmapFrontierWindow), written before the level
// (the CPU launcher's) or sent by the other ranks (MPI).
template <int kMoves = 0, int kGroup = 0, class Cursor>
TWOBIT_HD TWOBIT_INLINE uint32_t expand_pull_word_from_bitmap(const ModelView& m, Word* table,
                                                              uint64_t w, unsigned next,
                                                              Cursor& cursor, const uint64_t* bits,
                                                              bool prefetch) {
    return expand_pull_word_by<kMoves, kGroup>(
        m, table, w, next, cursor, [bits](uint64_t j) { return (bits[j / 64] >> (j % 64)) & 1; },
        BitmapFrontierWindow{bits, prefetch});
}

template <int kMoves = 0>
TWOBIT_HD inline uint32_t expand_pull_word(const ModelView& m, Word* table, uint64_t w,
                                           unsigned frontier, unsigned next) {
    CursorFor<kMoves> cursor;
    return expand_pull_word<kMoves>(m, table, w, frontier, next, cursor);
}

// Number of real (non-padding) entries of word w equal to value.
TWOBIT_HD inline uint32_t count_word_entries(const Word* table, uint64_t w, uint64_t num_states,
                                             unsigned value) {
    return static_cast<uint32_t>(
        lane_count(lanes_equal(load_word(table + w), value) & valid_lanes(w, num_states)));
}

} // namespace twobit
