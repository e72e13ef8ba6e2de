// Coordinate ranks: exhaustive round trips of permutation and orientation ranks.
#include <algorithm>
#include <gtest/gtest.h>
#include <numeric>
#include <set>

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
    uint8_t perm[7];
    std::iota(perm, perm + 7, 0);
    uint32_t expected = 0;
    do {
        ASSERT_EQ(rank_permutation(perm, 7), expected++);
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

} // namespace twobit
