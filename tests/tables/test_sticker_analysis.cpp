// The stickers question: every position counted once, the per-distance totals equal the
// published distribution, the sticker and corner counts are right on known cubes, and the
// counterexamples have the distances and counts claimed (checked through the solver).
#include <gtest/gtest.h>
#include <numeric>

#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/sticker_analysis.hpp"
#include "host/puzzles/registry.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"

namespace twobit {

TEST(StickerAnalysis, CountsOnKnownCubes) {
    EXPECT_EQ(stickers_in_place(CornerCube{}), 24);
    EXPECT_EQ(corners_solved(CornerCube{}), 8);
    // R keeps the R face's own four stickers and moves two each on U, F, D and B.
    const CornerCube r = parse_cube2_position("R").cube;
    EXPECT_EQ(stickers_in_place(r), 16);
    EXPECT_EQ(corners_solved(r), 4);
    // R2 puts the R face's stickers back on R and swaps two pairs of corners.
    EXPECT_EQ(stickers_in_place(parse_cube2_position("R2").cube), 16);
}

TEST(StickerAnalysis, WholeTable) {
    for (const char* metric : {"htm", "qtm"}) {
        SCOPED_TRACE(metric);
        const PuzzleModel model = make_puzzle("2x2x2", metric, "");
        const test::BuiltTable t = test::build(metric, "");
        const StickerAnalysis a = analyze_stickers(model, t.table, t.result.max_depth());
        EXPECT_EQ(a.positions, 3674160u);
        const PublishedDistribution* p = find_published_distribution("2x2x2", metric, "URF");
        ASSERT_NE(p, nullptr);
        ASSERT_EQ(a.by_stickers.size(), p->counts.size());
        for (size_t d = 0; d < p->counts.size(); ++d) {
            EXPECT_EQ(
                std::accumulate(a.by_stickers[d].begin(), a.by_stickers[d].end(), uint64_t{0}),
                p->counts[d]);
            EXPECT_EQ(std::accumulate(a.by_corners[d].begin(), a.by_corners[d].end(), uint64_t{0}),
                      p->counts[d]);
        }
        EXPECT_EQ(a.by_stickers[0][24], 1u);
        EXPECT_LT(a.correlation_stickers, 0.0);
        EXPECT_GT(a.correlation_stickers, -1.0);
        // The counterexamples are what they claim, through the solver.
        const Solver<DistanceTable> solver(model, t.table, t.result.max_depth());
        const CornerCube most = cube2_from_index(a.most_stickers_furthest);
        const CornerCube fewest = cube2_from_index(a.fewest_stickers_closest);
        int max_stickers = 0, min_stickers = 24;
        for (size_t d = 1; d < a.by_stickers.size(); ++d)
            for (int s = 0; s <= 24; ++s)
                if (a.by_stickers[d][static_cast<size_t>(s)] != 0) {
                    max_stickers = std::max(max_stickers, s);
                    min_stickers = std::min(min_stickers, s);
                }
        EXPECT_EQ(stickers_in_place(most), max_stickers);
        EXPECT_EQ(stickers_in_place(fewest), min_stickers);
        int furthest = 0, closest = 99;
        for (size_t d = 1; d < a.by_stickers.size(); ++d) {
            if (a.by_stickers[d][static_cast<size_t>(max_stickers)] != 0)
                furthest = static_cast<int>(d);
            if (a.by_stickers[d][static_cast<size_t>(min_stickers)] != 0 && closest == 99)
                closest = static_cast<int>(d);
        }
        EXPECT_EQ(solver.distance(a.most_stickers_furthest), furthest);
        EXPECT_EQ(solver.distance(a.fewest_stickers_closest), closest);
    }
}

} // namespace twobit
