// Levels by target blocks: a search that needs almost no memory beside the table and no
// atomics. The table is cut into blocks by the first coordinate (every state whose first
// coordinate is v), and each chunk of blocks is written by the one thread that took it.
//  - Push: for each move m, the states that m leads into block v all come from one block,
//    v moved by m's inverse (the first coordinate moves by its own table). The thread walks
//    that block's frontier, follows m alone from each state and marks the target in the
//    chunk's bitset (one bit a state, in the core's caches); then merges the bitset into
//    the chunk's words. Every (state, move) pair is followed once, as in any push.
//  - Pull: for each move m, the unreached states of block v not found yet look at their
//    neighbour under m, all of which lie in one block (v moved by m).
//
// Why: the push bitsets of the whole index take a bit a state per thread; bitsets over
// windows walk the frontier once per window, and atomic claims let no later load start
// before each ends (windowed_marks.hpp). Here the block being written and the block being
// read are small (phase 2's 121 KiB, 233.tws's 10 KiB), so the random accesses of a level
// land in the caches; the cost is that each move walks every block again. Phase 2 measured
// faster than with whole bitsets, 233.tws (whose bitsets are cache-friendly) 2x slower
// (bench/history/2026-12-05.md).
//
// Chunks start on a multiple of 32 states, so that no table word is shared by two chunks.
// Other threads read a chunk's words meanwhile, as sources or neighbours: they test
// frontier lanes, which no merge changes (it turns unreached entries into `next`).
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>

#include "kernels/expand_step.hpp"

namespace twobit {

// How a model's index is cut into target blocks and chunks of them.
struct TargetBlocks {
    uint64_t block_states = 0; // states per value of the first coordinate
    uint32_t values = 0;       // values of the first coordinate (blocks)
    uint32_t per_chunk = 0;    // blocks per chunk; chunk starts fall on table words

    uint32_t num_chunks() const { return (values + per_chunk - 1) / per_chunk; }
};

// Chunks of about this many states: a chunk is the unit of scheduling, and its bitset (one
// bit a state) should stay in a core's caches.
constexpr uint64_t kTargetChunkStates = uint64_t{1} << 16;

// The blocks of `m`, or none (values 0) when the first coordinate does not move by its own
// table (or is the only one). Chunks are as many blocks as make kTargetChunkStates, fewer
// when that would leave less than 8 chunks a thread, and always a multiple of the blocks
// whose states fill whole words.
inline TargetBlocks target_blocks(const ModelView& m, int threads) {
    TargetBlocks t;
    if (m.num_coords < 2 || m.kind[0] != kCoordTable) return t;
    const uint64_t values = m.coord_size[0];
    const uint64_t block = m.num_states / values;
    const uint64_t unit = kEntriesPerWord / std::gcd(block, uint64_t{kEntriesPerWord});
    uint64_t per_chunk = (kTargetChunkStates + block - 1) / block;
    per_chunk = std::min(per_chunk, values / (8 * static_cast<uint64_t>(std::max(threads, 1))));
    per_chunk = std::max(unit, (per_chunk + unit - 1) / unit * unit);
    t.block_states = block;
    t.values = static_cast<uint32_t>(values);
    t.per_chunk = static_cast<uint32_t>(std::min(per_chunk, values));
    return t;
}

// A block-wise model's last coordinate by move (the launcher builds and owns it): column
// (move, parity) holds, for each value v, the value that move leads v to, where parity is
// the one a parity-half coordinate's full value must have in the run (always 0 for a plain
// table). A claim walk follows one move through a whole block, and in the model's own table,
// a row per value with every move in it, that read a line per state per move (233.tws: 5x
// slower than the bitset push); a column is read in order.
struct MinorColumns {
    const uint32_t* values = nullptr; // column (move * parities + parity) starts at its * size
    uint64_t size = 0;                // the last coordinate's values
    uint64_t parities = 1;            // 2 for a parity-half coordinate
};

// The lanes of word w among states [first, end) that `select` picks from the word.
template <class Select>
TWOBIT_INLINE Word lanes_in(const ModelView& m, const Word* table, uint64_t w, uint64_t first,
                            uint64_t end, Select&& select) {
    Word lanes = select(w, load_word_stable(table + w));
    if (lanes == 0) return 0;
    const uint64_t word_first = w * kEntriesPerWord;
    if (word_first < first) lanes &= ~Word{0} << (2 * (first - word_first));
    if (word_first + kEntriesPerWord > end) lanes &= (Word{1} << (2 * (end - word_first))) - 1;
    return lanes & valid_lanes(w, m.num_states);
}

// Calls visit(w, lane, j) for every lane of block `block` that select(w, word) picks (a lane
// mask of table word w), with j the state that `move` leads it to. Block-wise models go run
// by run: a run's neighbours under one move are its base plus a column entry, and a run
// with no lane picked costs no table read.
template <int kMoves, class Cursor, class Select, class Visit>
inline void for_each_block_neighbour(const ModelView& m, const Word* table,
                                     const TargetBlocks& blocks, const MinorColumns& columns,
                                     uint32_t block, int move, Cursor& cursor, Select&& select,
                                     Visit&& visit) {
    const uint64_t first = uint64_t{block} * blocks.block_states;
    const uint64_t end = first + blocks.block_states;
    if (m.runs == kRunsNone) {
        for (uint64_t w = first / kEntriesPerWord; w * kEntriesPerWord < end; ++w) {
            const Word lanes = lanes_in(m, table, w, first, end, select);
            if (lanes == 0) continue;
            for_each_run_segment<kMoves>(m, w, lanes, cursor, [&](Word group, auto&& neighbour) {
                for (; group != 0; group &= group - 1) {
                    const unsigned lane = lowest_lane(group);
                    visit(w, lane, neighbour(lane, move));
                }
            });
        }
        return;
    }
    const int last = m.num_coords - 1;
    const uint64_t run_size = m.coord_size[last];
    const uint64_t row = static_cast<uint64_t>(num_moves_of<kMoves>(m));
    CoordDigits d = split_index(m, first); // the run's major digits (the last one is 0)
    for (uint64_t run = first; run < end; run += run_size) {
        const uint64_t run_end = run + run_size;
        bool based = false;
        uint64_t base = 0;
        const uint32_t* column = nullptr;
        for (uint64_t w = run / kEntriesPerWord; w * kEntriesPerWord < run_end; ++w) {
            const Word lanes = lanes_in(m, table, w, run, run_end, select);
            if (lanes == 0) continue;
            if (!based) { // the run's base and column, once it has a lane picked
                based = true;
                base = m.move_table[0][d.value[0] * row + move];
                unsigned parity = m.runs == kRunsParityHalf ? m.parity[0][d.value[0]] : 0u;
                for (int c = 1; c < last; ++c) {
                    base = base * m.coord_size[c] + m.move_table[c][d.value[c] * row + move];
                    if (m.runs == kRunsParityHalf) parity ^= m.parity[c][d.value[c]];
                }
                base *= run_size;
                column = columns.values +
                         (static_cast<uint64_t>(move) * columns.parities + parity) * columns.size;
            }
            // Lane L holds the state whose last digit is offset + L (offset < 0 in a run's
            // first word when the run starts inside it; its lanes before the run are masked).
            const int64_t offset =
                static_cast<int64_t>(w * kEntriesPerWord) - static_cast<int64_t>(run);
            for (Word g = lanes; g != 0; g &= g - 1) {
                const unsigned lane = lowest_lane(g);
                visit(w, lane, base + column[offset + static_cast<int64_t>(lane)]);
            }
        }
        for (int c = last - 1; c >= 0; --c) { // the next run's major digits
            if (++d.value[c] < m.coord_size[c]) break;
            d.value[c] = 0;
        }
    }
}

// One level's work on chunk `chunk`, with `touched` the calling thread's bitset (zero,
// chunk_bits(blocks) bits, bit i for the chunk's i-th state): a push marks in it the state
// each move leads to from each frontier state of the block the move leads into the chunk
// from; a pull marks each unreached state of the chunk with a neighbour in the frontier,
// looking at its neighbours move by move and skipping those marked. Then the marks become
// claims, and the bitset is zero again. `inverse[move]` is the inverse move's number.
// Returns the claims.
template <int kMoves, class Cursor>
inline uint64_t expand_chunk(const ModelView& m, Word* table, const TargetBlocks& blocks,
                             const MinorColumns& columns, const int* inverse, uint32_t chunk,
                             Direction direction, unsigned frontier, unsigned next,
                             uint64_t* touched, Cursor& cursor) {
    const int moves = num_moves_of<kMoves>(m);
    const uint64_t row = static_cast<uint64_t>(moves);
    // (in 64 bits: begin + per_chunk may pass 2^32 for a first coordinate that large)
    const uint64_t begin = uint64_t{chunk} * blocks.per_chunk;
    const uint64_t end = std::min<uint64_t>(blocks.values, begin + blocks.per_chunk);
    const uint64_t chunk_first = begin * blocks.block_states;
    const uint64_t first_word = chunk_first / kEntriesPerWord; // (chunk_first % 32 == 0)
    const uint64_t end_word = num_table_words(end * blocks.block_states);
    // The bits of table word w in the bitset (32 a word; the chunk starts on a word).
    const auto bits_of = [touched, first_word](uint64_t w) {
        const uint64_t i = w - first_word;
        return static_cast<uint32_t>(touched[i / 2] >> (32 * (i % 2)));
    };
    for (uint32_t target = static_cast<uint32_t>(begin); target < end; ++target)
        for (int move = 0; move < moves; ++move) {
            if (direction == Direction::Push) {
                const uint32_t source = m.move_table[0][target * row + inverse[move]];
                for_each_block_neighbour<kMoves>(
                    m, table, blocks, columns, source, move, cursor,
                    [frontier](uint64_t, Word word) { return lanes_equal(word, frontier); },
                    [touched, chunk_first](uint64_t, unsigned, uint64_t j) {
                        const uint64_t bit = j - chunk_first;
                        touched[bit / 64] |= uint64_t{1} << (bit % 64);
                    });
                continue;
            }
            for_each_block_neighbour<kMoves>(
                m, table, blocks, columns, target, move, cursor,
                [&bits_of](uint64_t w, Word word) {
                    return lanes_unreached(word) & ~spread_to_lanes(bits_of(w));
                },
                [table, touched, first_word, frontier](uint64_t w, unsigned lane, uint64_t j) {
                    const Word at = load_word_stable(table + j / kEntriesPerWord);
                    const uint64_t hit =
                        entry_of(at, static_cast<unsigned>(j % kEntriesPerWord)) == frontier;
                    const uint64_t bit = (w - first_word) * kEntriesPerWord + lane;
                    touched[bit / 64] |= hit << (bit % 64);
                });
        }
    uint64_t claimed = 0;
    for (uint64_t w = first_word; w < end_word; w += 2) {
        const uint64_t i = (w - first_word) / 2;
        const uint64_t bits = touched[i];
        if (bits == 0) continue;
        touched[i] = 0;
        claimed += merge_touched_word(table, w, static_cast<uint32_t>(bits), next);
        if (w + 1 < end_word)
            claimed += merge_touched_word(table, w + 1, static_cast<uint32_t>(bits >> 32), next);
    }
    return claimed;
}

// The bits of a chunk's touched bitset.
inline uint64_t chunk_bits(const TargetBlocks& blocks) {
    return uint64_t{blocks.per_chunk} * blocks.block_states;
}

} // namespace twobit
