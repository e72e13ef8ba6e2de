// SWAR operations on one 64-bit table word: 32 entries of 2 bits, entry i of the table in
// bits 2*(i%32) and 2*(i%32)+1 of word i/32. Values 0, 1, 2 are the distance mod 3 and 3
// means "not reached yet". Lane masks use the low bit of each 2-bit lane (0x5555...).
// Pure arithmetic, shared by the CPU and CUDA builds; no knowledge of puzzles.
#pragma once

#include "host_device.hpp"

namespace twobit {

using Word = uint64_t;

constexpr int kEntriesPerWord = 32;
constexpr unsigned kUnreached = 3;
constexpr Word kLaneLowBits = 0x5555555555555555ULL;
constexpr Word kAllUnreached = ~Word{0};

// Low-bit lane mask of the entries of w equal to value (0..3).
TWOBIT_HD TWOBIT_INLINE Word lanes_equal(Word w, unsigned value) {
    const Word x = w ^ (kLaneLowBits * value);
    return ~(x | (x >> 1)) & kLaneLowBits;
}

// Low-bit lane mask of the unreached entries of w (value 3).
TWOBIT_HD TWOBIT_INLINE Word lanes_unreached(Word w) {
    return w & (w >> 1) & kLaneLowBits;
}

TWOBIT_HD TWOBIT_INLINE unsigned entry_of(Word w, unsigned lane) {
    return static_cast<unsigned>(w >> (2 * lane)) & 3u;
}

// The AND mask that turns the unreached (3) entries at the given low-bit lanes into value.
// Works because 3 & ~(3 ^ value) == value and the product cannot carry across lanes.
TWOBIT_HD TWOBIT_INLINE Word claim_mask(Word lanes, unsigned value) {
    return ~(lanes * (3u ^ value));
}

// Number of lanes set in a low-bit lane mask.
TWOBIT_HD TWOBIT_INLINE int lane_count(Word lanes) {
    return popcount64(lanes);
}

// Lane number (0..31) of the lowest lane set in a non-zero low-bit lane mask.
TWOBIT_HD TWOBIT_INLINE unsigned lowest_lane(Word lanes) {
    return static_cast<unsigned>(lowest_bit(lanes)) >> 1;
}

// Lane number (0..31) of the highest lane set in a non-zero low-bit lane mask.
TWOBIT_HD TWOBIT_INLINE unsigned highest_lane(Word lanes) {
    return static_cast<unsigned>(highest_bit(lanes)) >> 1;
}

// The 32 entries of states first .. first + 31 as one word (lane k = state first + k), of
// which the caller uses lanes 0 .. used - 1 (1..32): the second word is read only when
// those lanes reach into it, so that the window never reads past the table's last state.
TWOBIT_HD TWOBIT_INLINE Word entry_window(const Word* table, uint64_t first, unsigned used) {
    constexpr unsigned kLanes = kEntriesPerWord;
    const uint64_t w = first / kLanes;
    const unsigned shift = static_cast<unsigned>(first % kLanes);
    const Word low = load_word_stable(table + w) >> (2 * shift);
    if (shift == 0 || shift + used <= kLanes) return low;
    return low | (load_word_stable(table + w + 1) << (2 * (kLanes - shift)));
}

// Low-bit lane mask of the lanes of word word_index that hold real states (the last word
// of a table may be partly padding).
TWOBIT_HD TWOBIT_INLINE Word valid_lanes(uint64_t word_index, uint64_t num_states) {
    const uint64_t first = word_index * kEntriesPerWord;
    if (first + kEntriesPerWord <= num_states) return kLaneLowBits;
    if (first >= num_states) return 0;
    const unsigned n = static_cast<unsigned>(num_states - first); // 1..31
    return kLaneLowBits & ((Word{1} << (2 * n)) - 1);
}

TWOBIT_HD TWOBIT_INLINE uint64_t num_table_words(uint64_t num_states) {
    return (num_states + kEntriesPerWord - 1) / kEntriesPerWord;
}

} // namespace twobit
