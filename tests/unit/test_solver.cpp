// The lookup solver on the 2x2x2 <R,U> table: a position it cannot reach, the solved
// position and a short one.
#include <gtest/gtest.h>

#include "host/engine/solver.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/registry.hpp"
#include "test_support.hpp"

namespace twobit {

TEST(Solver, UnreachableAndSolvedPositions) {
    const test::BuiltTable ru = test::build("htm", "RU");
    const PuzzleModel model = make_puzzle("2x2x2", "htm", "RU");
    const Solver<DistanceTable> solver(model, ru.table, ru.result.max_depth());
    const uint64_t f_turn = cube2_index(parse_cube2_position("F").cube);
    EXPECT_FALSE(solver.reachable(f_turn));
    EXPECT_EQ(solver.distance(f_turn), -1);
    EXPECT_TRUE(solver.solve_all(f_turn).empty());
    EXPECT_EQ(solver.distance(0), 0);
    ASSERT_EQ(solver.solve_all(0).size(), 1u);
    EXPECT_TRUE(solver.solve_all(0)[0].empty());
    EXPECT_EQ(solver.distance(cube2_index(parse_cube2_position("R U R' U'").cube)), 4);
}

} // namespace twobit
