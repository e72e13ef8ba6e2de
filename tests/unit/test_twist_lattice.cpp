// TwistLattice (host/puzzles/defs/twist_lattice.hpp) against enumeration: for subgroups of
// Z_m^k spanned by random vectors (m from 2 to 12, composite moduli included, where a
// pivot need not be a unit), the subgroup is closed explicitly from its generators; its
// order must equal order(), every element must reduce to zero with a distinct rank in
// [0, order()), expand must invert reduce, and every vector of Z_m^k must reduce to the
// same representative as the vectors of its coset.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "host/puzzles/defs/twist_lattice.hpp"

namespace twobit {
namespace {

using Vec = std::vector<uint8_t>;
constexpr int kMaxK = 4; // the longest vectors tried

std::set<Vec> closure(int m, int k, const std::vector<Vec>& generators) {
    std::set<Vec> group{Vec(static_cast<size_t>(k), 0)};
    std::vector<Vec> frontier(group.begin(), group.end());
    while (!frontier.empty()) {
        std::vector<Vec> next;
        for (const Vec& v : frontier)
            for (const Vec& g : generators) {
                Vec sum(v.size());
                for (size_t i = 0; i < v.size(); ++i)
                    sum[i] = static_cast<uint8_t>((v[i] + g[i]) % m);
                if (group.insert(sum).second) next.push_back(sum);
            }
        frontier.swap(next);
    }
    return group;
}

TEST(TwistLattice, RanksEverySubgroupDenselyAndEveryCosetCanonically) {
    std::mt19937 random(20261206);
    for (int trial = 0; trial < 300; ++trial) {
        const int m = 2 + static_cast<int>(random() % 11);
        const int k = 1 + static_cast<int>(random() % kMaxK);
        std::vector<Vec> generators(random() % 4);
        for (Vec& g : generators) {
            g.resize(static_cast<size_t>(k));
            for (uint8_t& v : g) v = static_cast<uint8_t>(random() % static_cast<unsigned>(m));
            if (random() % 2 == 0) // multiples of a divisor: subgroups that are not summands
                for (uint8_t& v : g) v = static_cast<uint8_t>(v * (m % 2 == 0 ? 2 : 1) % m);
        }
        SCOPED_TRACE("m " + std::to_string(m) + " k " + std::to_string(k) + " trial " +
                     std::to_string(trial));
        const TwistLattice lattice(m, k, generators);
        const std::set<Vec> group = closure(m, k, generators);
        ASSERT_EQ(lattice.order(), group.size());
        std::set<uint64_t> ranks;
        for (const Vec& element : group) {
            Vec x = element;
            const uint64_t rank = lattice.reduce(x.data());
            EXPECT_EQ(x, Vec(static_cast<size_t>(k), 0));
            EXPECT_LT(rank, lattice.order());
            ranks.insert(rank);
            lattice.expand(rank, x.data());
            EXPECT_EQ(x, element);
        }
        EXPECT_EQ(ranks.size(), group.size());
        // Every vector: its representative is its coset's, and expand undoes reduce.
        uint64_t all = 1;
        for (int i = 0; i < k; ++i) all *= static_cast<uint64_t>(m);
        for (uint64_t code = 0; code < all; ++code) {
            Vec x(static_cast<size_t>(k));
            uint64_t c = code;
            for (uint8_t& v : x)
                v = static_cast<uint8_t>(c % static_cast<uint64_t>(m)),
                c /= static_cast<uint64_t>(m);
            Vec reduced = x;
            const uint64_t rank = lattice.reduce(reduced.data());
            Vec back = reduced;
            lattice.expand(rank, back.data());
            ASSERT_EQ(back, x);
            // x's coset: x minus each element reduces to the same representative.
            // (y on the stack: an allocation per element of the coset was most of this test's
            // time under the sanitizers)
            uint8_t y[kMaxK];
            for (const Vec& element : group) {
                for (size_t i = 0; i < x.size(); ++i)
                    y[i] = static_cast<uint8_t>((x[i] + m - element[i]) % m);
                lattice.reduce(y);
                ASSERT_TRUE(std::equal(reduced.begin(), reduced.end(), y)) << code;
            }
        }
    }
}

} // namespace
} // namespace twobit
