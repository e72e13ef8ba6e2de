// ModelView: what the search needs to know of a puzzle, as plain data that can be copied to
// a GPU. A state index is a mixed-radix number over up to kMaxCoords coordinates, the first
// one most significant (index = (c0 * size1 + c1) * size2 + c2 ...). Each coordinate moves
// by a table, in one of four ways (CoordKind). It is not the puzzle model itself
// (host/engine/puzzle_model.hpp owns the tables).
#pragma once

#include "host_device.hpp"

namespace twobit {

constexpr int kMaxCoords = 4;
// The search's neighbour cursor keeps one index part per move (8 bytes each; see
// expand_step.hpp). 168 holds clock-front's 165 moves; only entries below num_moves are used.
constexpr int kMaxMoves = 168;

enum CoordKind : uint8_t {
    // new value = move_table[value * num_moves + move]: the coordinate moves on its own.
    kCoordTable = 0,
    // new value = value XOR move_table[source value * num_moves + move]: orientations carried
    // by tracked pieces (e.g. the flips of 6 edges), whose change depends on where the pieces
    // are, i.e. on the (old) value of the source coordinate.
    kCoordXorBySource = 1,
    // The coordinate stores half of a full value (full = 2 * value + bit) because the full
    // value's parity is fixed by the other coordinates: bit is chosen so that the parity of
    // the full value equals the XOR of the other coordinates' parities (a product that drops
    // a shared parity bit, like Kociemba's phase 2). new value =
    // move_table[full * num_moves + move], already halved. parity[c][v] is the parity of
    // value v for the other coordinates and of full value 2v for this one.
    kCoordParityHalf = 2,
    // The arrangement of the pieces left over when a large orbit is split in two (a
    // definition's orbit of 12 pieces, host/puzzles/defs/definition_space.hpp): where they
    // go depends on where the source coordinate's pieces are. move_table holds three parts:
    // a composition table (size * compose_width entries), the key of each source value
    // (source size entries), and a selector (a row of num_moves per key); new value =
    // compose[value * compose_width + selector[key[source value] * num_moves + move]]. All
    // three are small where one table over the whole orbit would not fit in memory.
    kCoordComposeBySource = 3,
};

// How the search walks a word's states (expand_step.hpp): block-wise, in runs of states that
// share every coordinate but the last, when all the others move by their own tables and the
// last one by its table or as a parity-half coordinate; else state by state.
enum RunLayout : uint8_t { kRunsNone = 0, kRunsTable = 1, kRunsParityHalf = 2 };

struct ModelView {
    uint64_t num_states;
    int num_coords;
    int num_moves;
    int pull_group; // moves a pull checks together before it may stop (see expand_step.hpp)
    uint32_t coord_size[kMaxCoords];
    const uint32_t* move_table[kMaxCoords];
    uint8_t kind[kMaxCoords];           // CoordKind
    int8_t source[kMaxCoords];          // kCoordXorBySource, kCoordComposeBySource
    uint32_t compose_width[kMaxCoords]; // kCoordComposeBySource: columns of the composition
    const uint8_t* parity[kMaxCoords];  // kCoordParityHalf models: parity bit per value
    uint8_t runs;                       // RunLayout, from run_layout()
    // Block-wise models of at most 2^32 states: the last coordinate's size d as a multiplier,
    // floor(2^64 / d) + 1, so that index / d is mul_high64(run_magic, index) (exact for every
    // 32-bit index and d >= 2; Lemire, Kaser and Kurz, "Faster remainder by direct
    // computation", 2019). 0: divide. A list level splits every index it expands, and a
    // 64-bit divide was a fifth of the 2x2x2's list levels.
    uint64_t run_magic;
    // Block-wise (kRunsTable) models on the CPU: the last coordinate's move table as 16-bit
    // values when they fit, set by the CPU launcher (search_cpu.cpp), which owns it; else
    // null (PuzzleModel::view(), the GPU). Half the bytes per row keeps more of a run's rows
    // and targets in the first-level cache (the 3x3x3 corners measured 10% faster).
    const uint16_t* minor16;
    // Block-wise (kRunsTable) models on the CPU: bit m of word m / 64 is set when move m
    // leaves the last coordinate unchanged (clock-front: the 33 turns that do not move the
    // third row). From a run, such a move leads every lane to the same offset in one other
    // run, so a pull checks 32 lanes at once from a window of two table words. Set and owned
    // by the CPU launcher; else null.
    const uint64_t* fixed_last;
    int fixed_lead; // with fixed_last: how many of the first moves are all in it
};

// run_magic for a view whose sizes and layout are filled in.
TWOBIT_HD inline uint64_t run_magic_of(const ModelView& m) {
    const uint32_t d = m.coord_size[m.num_coords - 1];
    if (m.runs == kRunsNone || d < 2 || m.num_states > (uint64_t{1} << 32)) return 0;
    return ~uint64_t{0} / d + 1;
}

// The RunLayout of a view whose coordinates are filled in.
TWOBIT_HD inline uint8_t run_layout(const ModelView& m) {
    const int last = m.num_coords - 1;
    for (int c = 0; c < last; ++c)
        if (m.kind[c] != kCoordTable) return kRunsNone;
    if (m.kind[last] == kCoordTable) return kRunsTable;
    return m.kind[last] == kCoordParityHalf ? kRunsParityHalf : kRunsNone;
}

// The coordinate values of one state, in ModelView's order.
struct CoordDigits {
    uint32_t value[kMaxCoords];
};

TWOBIT_HD inline CoordDigits split_index(const ModelView& m, uint64_t index) {
    CoordDigits d{};
    for (int c = m.num_coords - 1; c >= 0; --c) {
        d.value[c] = static_cast<uint32_t>(index % m.coord_size[c]);
        index /= m.coord_size[c];
    }
    return d;
}

// Moves d to the digits of the next index (index + 1), without a division.
TWOBIT_HD TWOBIT_INLINE void step_digits(const ModelView& m, CoordDigits& d) {
    for (int c = m.num_coords - 1; c >= 0; --c) {
        if (++d.value[c] < m.coord_size[c]) return;
        d.value[c] = 0;
    }
}

// The value of coordinate c after move, given the digits of the state before it.
TWOBIT_HD TWOBIT_INLINE uint32_t coord_after_move(const ModelView& m, const CoordDigits& d, int c,
                                                  int move) {
    const uint64_t moves = static_cast<uint64_t>(m.num_moves);
    if (m.kind[c] == kCoordTable) return m.move_table[c][d.value[c] * moves + move];
    if (m.kind[c] == kCoordXorBySource)
        return d.value[c] ^ m.move_table[c][d.value[m.source[c]] * moves + move];
    if (m.kind[c] == kCoordComposeBySource) {
        const uint64_t width = m.compose_width[c];
        const uint32_t* key = m.move_table[c] + uint64_t{m.coord_size[c]} * width;
        const uint32_t* selector = key + m.coord_size[m.source[c]];
        const uint64_t row = uint64_t{key[d.value[m.source[c]]]} * moves;
        return m.move_table[c][d.value[c] * width + selector[row + move]];
    }
    unsigned wanted = 0; // kCoordParityHalf: the parity the full value must have
    for (int o = 0; o < kMaxCoords && o < m.num_coords; ++o)
        if (o != c) wanted ^= m.parity[o][d.value[o]];
    const uint64_t full = 2 * uint64_t{d.value[c]} + (wanted ^ m.parity[c][d.value[c]]);
    return m.move_table[c][full * moves + move];
}

// Index of the state reached from the state with digits d by the given move.
TWOBIT_HD TWOBIT_INLINE uint64_t neighbour_index(const ModelView& m, const CoordDigits& d,
                                                 int move) {
    uint64_t index = 0;
    for (int c = 0; c < m.num_coords; ++c)
        index = index * m.coord_size[c] + coord_after_move(m, d, c, move);
    return index;
}

} // namespace twobit
