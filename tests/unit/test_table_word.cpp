// SWAR word operations against a lane-by-lane scalar version, on many random words.
#include <gtest/gtest.h>
#include <random>

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

} // namespace twobit
