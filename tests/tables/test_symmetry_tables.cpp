// Kociemba's phase 2 reduced by the U-D axis's symmetries, whole (about 25 s on 2 cores alone;
// label huge, tests/CMakeLists.txt):
// the positions its entries stand for are the published distribution, the table is 1/14.6 of
// the unreduced one, and answers read through it replay on the tests' independent cube,
// optimal where an iterative deepening search can tell.
#include <gtest/gtest.h>

#include <random>

#include "host/engine/solver.hpp"
#include "host/puzzles/cube3/phase2_classes.hpp"
#include "host/puzzles/registry.hpp"
#include "independent_puzzles.hpp"
#include "tables/published_distributions.hpp"

namespace twobit {
namespace {

TEST(Phase2Symmetric, WholeTableStandsForThePublishedDistribution) {
    const Phase2Classes classes;
    std::vector<uint64_t> words(uint64_t{classes.rows()} * class_row_words(classes.columns()));
    const ClassSearchCounts counts = search_classes(classes, words.data(), 2);
    const PublishedDistribution* p =
        find_published_distribution("kociemba-phase2", "htm", "URFDLB");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(counts.positions, p->counts);
    EXPECT_EQ(words.size() * 8, 334817280u); // 4,877,107,200 / 14.6

    const PuzzleModel model = make_puzzle("kociemba-phase2", "htm", "");
    const ClassTableLookup<Phase2Classes> table{classes, words.data()};
    const Solver<ClassTableLookup<Phase2Classes>> walk(model, table, 18);
    const std::unique_ptr<test::IndependentPuzzle> cube =
        test::independent_puzzle("kociemba-phase2");
    ASSERT_NE(cube, nullptr);
    const std::vector<std::string> turns = cube->moves();
    std::mt19937_64 random(9);
    for (int trial = 0; trial < 300; ++trial) {
        const size_t length = trial < 100 ? 1 + trial % 5 : 30;
        std::string scramble;
        for (size_t i = 0; i < length; ++i) scramble += turns[random() % turns.size()] + " ";
        cube->reset();
        cube->apply(scramble);
        const std::unique_ptr<test::IndependentPuzzle> start = cube->clone();
        // The position's index through the catalog model's own moves.
        uint64_t index = model.solved_index;
        for (size_t i = 0, at = 0; i < length; ++i) {
            const size_t end = scramble.find(' ', at);
            const std::string name = scramble.substr(at, end - at);
            at = end + 1;
            int move = -1;
            for (size_t m = 0; m < model.moves.size(); ++m)
                if (model.moves[m].name == name) move = static_cast<int>(m);
            ASSERT_GE(move, 0) << name;
            index = model.apply(index, move);
        }
        std::vector<int> answer;
        ASSERT_TRUE(walk.solve(index, answer)) << scramble;
        std::string text;
        for (const int m : answer) text += model.moves[static_cast<size_t>(m)].name + " ";
        cube->apply(text);
        EXPECT_TRUE(cube->solved()) << scramble << "/ " << text;
        if (length <= 5) {
            EXPECT_EQ(static_cast<int>(answer.size()), test::optimal_length(*start, 5)) << scramble;
        }
    }
}

} // namespace
} // namespace twobit
