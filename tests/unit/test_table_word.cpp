// SWAR word operations against a lane-by-lane scalar version, on many random words.
#include <gtest/gtest.h>
#include <random>
#include <vector>

#include "kernels/expand_step.hpp"
#include "kernels/table_word.hpp"

namespace twobit {

namespace {
Word scalar_lanes(Word w, unsigned value) {
    Word lanes = 0;
    for (unsigned lane = 0; lane < 32; ++lane)
        if (((w >> (2 * lane)) & 3u) == value) lanes |= Word{1} << (2 * lane);
    return lanes;
}
} // namespace

TEST(TableWord, LaneMasksMatchScalar) {
    std::mt19937_64 rng(12345);
    for (int i = 0; i < 20000; ++i) {
        const Word w = rng();
        for (unsigned v = 0; v < 4; ++v) ASSERT_EQ(lanes_equal(w, v), scalar_lanes(w, v));
        ASSERT_EQ(lanes_unreached(w), scalar_lanes(w, kUnreached));
        ASSERT_EQ(lane_count(lanes_equal(w, 1)), __builtin_popcountll(scalar_lanes(w, 1)));
    }
}

TEST(TableWord, ClaimMaskTurnsUnreachedIntoValueAndNothingElse) {
    std::mt19937_64 rng(99);
    for (int i = 0; i < 20000; ++i) {
        const Word w = rng();
        const Word lanes = lanes_unreached(w) & rng();
        for (unsigned v = 0; v < 3; ++v) {
            const Word after = w & claim_mask(lanes, v);
            for (unsigned lane = 0; lane < 32; ++lane) {
                const bool chosen = (lanes >> (2 * lane)) & 1u;
                ASSERT_EQ(entry_of(after, lane), chosen ? v : entry_of(w, lane));
            }
        }
    }
}

TEST(TableWord, TouchedBitsSpreadToLanesAndMergeOnlyUnreachedEntries) {
    std::mt19937_64 rng(5);
    for (int i = 0; i < 20000; ++i) {
        const uint32_t bits = static_cast<uint32_t>(rng());
        const Word lanes = spread_to_lanes(bits);
        for (unsigned lane = 0; lane < 32; ++lane)
            ASSERT_EQ((lanes >> (2 * lane)) & 3u, (bits >> lane) & 1u);
        Word table[1] = {rng()};
        const Word before = table[0];
        const uint32_t claimed = merge_touched_word(table, 0, bits, 2);
        uint32_t expected = 0;
        for (unsigned lane = 0; lane < 32; ++lane) {
            const bool claim = ((bits >> lane) & 1u) && entry_of(before, lane) == kUnreached;
            expected += claim;
            ASSERT_EQ(entry_of(table[0], lane), claim ? 2u : entry_of(before, lane));
        }
        ASSERT_EQ(claimed, expected);
    }
}

TEST(TableWord, LowestLaneAndValidLanes) {
    EXPECT_EQ(lowest_lane(Word{1} << 10), 5u);
    EXPECT_EQ(lowest_lane(Word{1} << 62), 31u);
    EXPECT_EQ(valid_lanes(0, 100), kLaneLowBits);
    EXPECT_EQ(valid_lanes(3, 100), Word{0x55}); // states 96..99
    EXPECT_EQ(valid_lanes(4, 100), Word{0});
    EXPECT_EQ(valid_lanes(2, 96), kLaneLowBits); // exactly full
    EXPECT_EQ(num_table_words(3674160), 114818u);
}

// The run divisor as a multiplier (ModelView::run_magic) against the divide instruction: at
// the edges of every quotient for small divisors, at the largest indices, and at random, for
// the coordinate sizes of the catalog and others.
TEST(RunMagic, DividesLikeTheDivideInstructionForEveryThirtyTwoBitIndex) {
    std::mt19937_64 rng(2026);
    std::vector<uint32_t> divisors = {2, 3, 7, 12, 24, 27, 729, 1728, 2187, 40320, 4294967295u};
    for (int i = 0; i < 200; ++i)
        divisors.push_back(2 + static_cast<uint32_t>(rng() % 4294967294u));
    for (const uint32_t d : divisors) {
        ModelView m{};
        m.num_coords = 2;
        m.coord_size[0] = 1;
        m.coord_size[1] = d;
        m.num_states = uint64_t{1} << 32;
        m.runs = kRunsTable;
        const uint64_t magic = run_magic_of(m);
        ASSERT_NE(magic, 0u) << d;
        auto check = [&](uint64_t n) { ASSERT_EQ(mul_high64(magic, n), n / d) << n << " / " << d; };
        for (uint64_t q = 0; q < 2000 && q * d < (uint64_t{1} << 32); ++q) {
            check(q * d);
            if (q > 0) check(q * d - 1);
        }
        for (uint64_t n = (uint64_t{1} << 32) - 3000; n < (uint64_t{1} << 32); ++n) check(n);
        for (int k = 0; k < 2000; ++k) check(rng() & 0xFFFFFFFFu);
    }
    ModelView big{}; // beyond 2^32 states, and a last coordinate of one value: a real divide
    big.num_coords = 2;
    big.coord_size[0] = 8;
    big.coord_size[1] = 1u << 30;
    big.num_states = uint64_t{1} << 33;
    big.runs = kRunsTable;
    EXPECT_EQ(run_magic_of(big), 0u);
    big.num_states = 8;
    big.coord_size[1] = 1;
    EXPECT_EQ(run_magic_of(big), 0u);
}

} // namespace twobit
