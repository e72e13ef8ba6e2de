// Coordinate ranks: exhaustive round trips of permutation, partial permutation, combination
// and orientation ranks, and the orders they promise (lexicographic, colexicographic).
#include <algorithm>
#include <gtest/gtest.h>
#include <numeric>
#include <set>
#include <utility>
#include <vector>

#include "kernels/coord_rank.hpp"

namespace twobit {

TEST(CoordRank, PermutationRoundTripEveryIndex) {
    for (int n : {1, 2, 5, 7, 8}) {
        uint32_t count = 1;
        for (int i = 2; i <= n; ++i) count *= static_cast<uint32_t>(i);
        for (uint32_t r = 0; r < count; ++r) {
            uint8_t perm[16];
            unrank_permutation(r, n, perm);
            std::set<int> seen(perm, perm + n);
            ASSERT_EQ(seen.size(), static_cast<size_t>(n));
            ASSERT_LT(*seen.rbegin(), n);
            ASSERT_EQ(rank_permutation(perm, n), r) << "n=" << n;
        }
    }
}

TEST(CoordRank, PermutationRankIsLexicographic) {
    // (ints: on 7 bytes g++ 12's vectorised next_permutation warns of an overflow falsely)
    int perm[7];
    std::iota(perm, perm + 7, 0);
    uint32_t expected = 0;
    do {
        uint8_t bytes[7];
        std::copy(perm, perm + 7, bytes);
        ASSERT_EQ(rank_permutation(bytes, 7), expected++);
    } while (std::next_permutation(perm, perm + 7));
    EXPECT_EQ(expected, 5040u);
}

TEST(CoordRank, OrientationRoundTripEveryIndex) {
    for (int modulus : {2, 3}) {
        const int n = 7;
        uint32_t count = 1;
        for (int i = 0; i < n - 1; ++i) count *= static_cast<uint32_t>(modulus);
        for (uint32_t r = 0; r < count; ++r) {
            uint8_t ori[16];
            unrank_orientation(r, n, modulus, ori);
            int sum = 0;
            for (int i = 0; i < n; ++i) {
                ASSERT_LT(ori[i], modulus);
                sum += ori[i];
            }
            ASSERT_EQ(sum % modulus, 0);
            ASSERT_EQ(rank_orientation(ori, n, modulus), r);
        }
    }
}

TEST(CoordRank, FreeOrientationRoundTripEveryIndex) {
    for (int modulus : {2, 3}) {
        for (int n : {1, 4, 7, 8}) {
            uint32_t count = 1;
            for (int i = 0; i < n; ++i) count *= static_cast<uint32_t>(modulus);
            for (uint32_t r = 0; r < count; ++r) {
                uint8_t ori[16];
                unrank_free_orientation(r, n, modulus, ori);
                uint32_t as_number = 0; // first entry most significant
                for (int i = 0; i < n; ++i) {
                    ASSERT_LT(ori[i], modulus);
                    as_number = as_number * static_cast<uint32_t>(modulus) + ori[i];
                }
                ASSERT_EQ(as_number, r);
                ASSERT_EQ(rank_free_orientation(ori, n, modulus), r);
            }
        }
    }
}

TEST(CoordRank, FreeOrientationOfTwelveEdges) {
    for (uint32_t r = 0; r < 4096; ++r) {
        uint8_t flip[12];
        unrank_free_orientation(r, 12, 2, flip);
        ASSERT_EQ(rank_free_orientation(flip, 12, 2), r);
    }
}

namespace {

// Every k-tuple of distinct slots in lexicographic order, by brute force over all n^k tuples.
std::vector<std::vector<uint8_t>> distinct_tuples_in_order(int n, int k) {
    std::vector<std::vector<uint8_t>> all;
    std::vector<uint8_t> t(static_cast<size_t>(k), 0);
    while (true) {
        std::set<uint8_t> distinct(t.begin(), t.end());
        if (distinct.size() == t.size()) all.push_back(t);
        int i = k - 1;
        while (i >= 0 && t[static_cast<size_t>(i)] == n - 1) t[static_cast<size_t>(i--)] = 0;
        if (i < 0) break;
        ++t[static_cast<size_t>(i)];
    }
    return all;
}

} // namespace

TEST(CoordRank, PartialPermutationRoundTripInLexicographicOrder) {
    const std::pair<int, int> cases[] = {{1, 1},  {4, 2},  {7, 3}, {8, 4}, {12, 1},
                                         {12, 2}, {12, 4}, {6, 6}, {7, 0}};
    for (const auto& [n, k] : cases) {
        const std::vector<std::vector<uint8_t>> tuples = distinct_tuples_in_order(n, k);
        uint32_t expected_count = 1;
        for (int i = 0; i < k; ++i) expected_count *= static_cast<uint32_t>(n - i);
        ASSERT_EQ(tuples.size(), expected_count) << n << " " << k;
        for (uint32_t r = 0; r < expected_count; ++r) {
            ASSERT_EQ(rank_partial_permutation(tuples[r].data(), n, k), r) << n << " " << k;
            uint8_t slot[16];
            unrank_partial_permutation(r, n, k, slot);
            ASSERT_TRUE(std::equal(slot, slot + k, tuples[r].begin())) << n << " " << k;
        }
    }
}

TEST(CoordRank, PartialPermutationOfEveryPieceIsAPermutation) {
    for (uint32_t r = 0; r < 40320; ++r) {
        uint8_t perm[8];
        unrank_permutation(r, 8, perm);
        ASSERT_EQ(rank_partial_permutation(perm, 8, 8), r);
    }
}

TEST(CoordRank, PartialPermutationRoundTripSixOfTwelve) {
    // 12!/6! = 665,280 values: every one, without the brute-force order check.
    for (uint32_t r = 0; r < 665280; ++r) {
        uint8_t slot[6];
        unrank_partial_permutation(r, 12, 6, slot);
        std::set<uint8_t> distinct(slot, slot + 6);
        ASSERT_EQ(distinct.size(), 6u);
        ASSERT_LT(*distinct.rbegin(), 12);
        ASSERT_EQ(rank_partial_permutation(slot, 12, 6), r);
    }
}

TEST(CoordRank, BinomialCoefficients) {
    for (int n = 0; n <= 32; ++n) {
        EXPECT_EQ(binomial(n, 0), 1u);
        EXPECT_EQ(binomial(n, n), 1u);
        EXPECT_EQ(binomial(n, n + 1), 0u);
        EXPECT_EQ(binomial(n, -1), 0u);
        for (int k = 1; k < n; ++k)
            ASSERT_EQ(binomial(n, k), binomial(n - 1, k - 1) + binomial(n - 1, k)) << n << k;
    }
    EXPECT_EQ(binomial(12, 4), 495u);
    EXPECT_EQ(binomial(32, 16), 601080390u);
}

TEST(CoordRank, CombinationRoundTripInColexOrder) {
    // Colex order = the order of the subsets' bit masks as integers: walk every mask of
    // n bits and expect the masks with k bits set to rank 0, 1, 2, ... in turn.
    for (int n : {1, 4, 8, 12}) {
        std::vector<uint32_t> next_rank(static_cast<size_t>(n) + 1, 0);
        for (uint32_t mask = 0; mask < (1u << n); ++mask) {
            const int k = __builtin_popcount(mask);
            uint8_t chosen[16];
            for (int s = 0; s < n; ++s) chosen[s] = static_cast<uint8_t>((mask >> s) & 1u);
            const uint32_t r = rank_combination(chosen, n);
            ASSERT_EQ(r, next_rank[static_cast<size_t>(k)]++) << "n=" << n << " mask=" << mask;
            uint8_t back[16];
            unrank_combination(r, n, k, back);
            ASSERT_TRUE(std::equal(chosen, chosen + n, back)) << "n=" << n << " mask=" << mask;
        }
        for (int k = 0; k <= n; ++k) EXPECT_EQ(next_rank[static_cast<size_t>(k)], binomial(n, k));
    }
}

TEST(CoordRank, UdSliceLocationHasFourHundredNinetyFiveValues) {
    std::set<std::vector<uint8_t>> seen;
    for (uint32_t r = 0; r < 495; ++r) {
        uint8_t chosen[12];
        unrank_combination(r, 12, 4, chosen);
        ASSERT_EQ(std::count(chosen, chosen + 12, 1), 4);
        seen.insert(std::vector<uint8_t>(chosen, chosen + 12));
        ASSERT_EQ(rank_combination(chosen, 12), r);
    }
    EXPECT_EQ(seen.size(), 495u);
    // The slice slots FR FL BL BR are 8..11 in Kociemba's edge order: the last combination.
    const uint8_t slice_home[12] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1};
    EXPECT_EQ(rank_combination(slice_home, 12), 494u);
}

} // namespace twobit
