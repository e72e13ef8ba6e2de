// The Skewb's and the tipless Pyraminx's whole tables against the published distributions,
// and the Skewb turned about one axis only.
#include <gtest/gtest.h>
#include <random>

#include "host/engine/search_cpu.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/pyraminx/pyraminx_model.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/skewb/skewb_model.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

test::BuiltTable build_table(const PuzzleModel& model) {
    return test::build_puzzle(model.puzzle, model.metric, model.gens);
}

} // namespace

TEST(SkewbSearch, DistributionIsPublished) {
    const test::BuiltTable t = build_table(make_puzzle("skewb", "htm", ""));
    const std::vector<uint64_t> expected = {1,     8,      48,      288,     1728,  10248,
                                            59304, 315198, 1225483, 1455856, 81028, 90};
    EXPECT_EQ(t.result.counts, expected);
    EXPECT_EQ(t.result.reached, skewb::kStates); // the coordinates hold no unreachable state
    EXPECT_EQ(t.result.max_depth(), 11);
    const PublishedDistribution* p = find_published_distribution("skewb", "htm", "ULRB");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->counts, expected);
}

TEST(SkewbSearch, OneAxisReachesThreeStates) {
    const test::BuiltTable t = build_table(make_puzzle("skewb", "htm", "B"));
    EXPECT_EQ(t.result.counts, (std::vector<uint64_t>{1, 2}));
}

TEST(PyraminxSearch, DistributionIsPublished) {
    const test::BuiltTable t = build_table(make_puzzle("pyraminx-notips", "htm", ""));
    const std::vector<uint64_t> expected = {1,     8,      48,     288,    1728, 9896,
                                            51808, 220111, 480467, 166276, 2457, 32};
    EXPECT_EQ(t.result.counts, expected);
    EXPECT_EQ(t.result.reached, pyraminx::kStates);
    EXPECT_EQ(t.result.max_depth(), 11);
    const PublishedDistribution* p = find_published_distribution("pyraminx-notips", "htm", "ULRB");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->counts, expected);
}

// With the tips: each tip is solved by one tip turn or none, and moves with nothing else (a
// two-layer turn turns it with its centre), so every state's distance is its tipless part's
// plus its turned tips, and the distribution is the tipless one convolved with the tips'
// (1, 8, 24, 32, 16 states with 0..4 tips turned). Checked on the whole table against the
// tipless search, and state by state through the solver.
TEST(PyraminxSearch, WithTipsIsTheTiplessTableTimesTheTips) {
    const test::BuiltTable notips = build_table(make_puzzle("pyraminx-notips", "htm", ""));
    const PuzzleModel model = make_puzzle("pyraminx", "htm", "");
    const test::BuiltTable tips = build_table(model);
    const uint64_t tip_counts[5] = {1, 8, 24, 32, 16};
    std::vector<uint64_t> expected(notips.result.counts.size() + 4, 0);
    for (size_t d = 0; d < notips.result.counts.size(); ++d)
        for (size_t k = 0; k < 5; ++k) expected[d + k] += notips.result.counts[d] * tip_counts[k];
    EXPECT_EQ(tips.result.counts, expected);
    EXPECT_EQ(tips.result.max_depth(), 15);
    EXPECT_EQ(tips.result.reached, pyraminx::kStatesWithTips);
    const PublishedDistribution* p =
        find_published_distribution("pyraminx", "htm", pyraminx::kLettersWithTips);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->counts, expected);

    const PuzzleModel notips_model = make_puzzle("pyraminx-notips", "htm", "");
    const Solver<DistanceTable> with(model, tips.table, tips.result.max_depth());
    const Solver<DistanceTable> without(notips_model, notips.table, notips.result.max_depth());
    std::mt19937_64 rng(17);
    for (int k = 0; k < 2000; ++k) {
        const uint64_t index = rng() % pyraminx::kStatesWithTips;
        int turned = 0;
        for (uint64_t t = index % pyraminx::kTipsSize; t > 0; t /= 3) turned += t % 3 != 0;
        ASSERT_EQ(with.distance(index), without.distance(index / pyraminx::kTipsSize) + turned)
            << index;
    }
}

} // namespace twobit
