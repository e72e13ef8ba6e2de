// The 2x2x2 model: move tables agree with turning cubies, and group facts of the cube hold.
#include <gtest/gtest.h>
#include <random>

#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/registry.hpp"
#include "test_support.hpp"

namespace twobit {

using test::apply_sequence;

namespace {
int order_of(const std::string& sequence) {
    CornerCube cube;
    for (int n = 1; n <= 2000; ++n) {
        cube = apply_sequence(cube, sequence);
        if (cube.is_solved()) return n;
    }
    return -1;
}
} // namespace

TEST(Cube2Model, IndexRoundTripEveryState) {
    for (uint64_t i = 0; i < kCube2States; i += 1) {
        const CornerCube c = cube2_from_index(i);
        ASSERT_EQ(c.perm[DBL], DBL);
        ASSERT_EQ(c.twist[DBL], 0);
        ASSERT_EQ(cube2_index(c), i);
    }
    EXPECT_EQ(cube2_index(CornerCube{}), 0u);
}

TEST(Cube2Model, MoveTablesAgreeWithCubies) {
    for (const char* metric : {"htm", "qtm", "half"}) {
        const PuzzleModel model = make_puzzle("2x2x2", metric, "");
        std::mt19937_64 rng(7);
        // Every permutation value and every twist value, each with a random partner.
        for (uint64_t k = 0; k < kCube2PermSize + kCube2TwistSize; ++k) {
            const uint32_t p = k < kCube2PermSize ? static_cast<uint32_t>(k)
                                                  : static_cast<uint32_t>(rng() % kCube2PermSize);
            const uint32_t t = k >= kCube2PermSize ? static_cast<uint32_t>(k - kCube2PermSize)
                                                   : static_cast<uint32_t>(rng() % kCube2TwistSize);
            const CornerCube cube = cube2_from_coords(p, t);
            for (int m = 0; m < model.num_moves(); ++m) {
                const std::string& name = model.moves[static_cast<size_t>(m)].name;
                ASSERT_EQ(model.apply(cube2_index(cube), m),
                          cube2_index(apply_sequence(cube, name)))
                    << metric << " move " << name;
            }
        }
    }
}

TEST(Cube2Model, MoveSetsHaveTheRightMovesAndInverses) {
    EXPECT_EQ(make_puzzle("2x2x2", "htm", "").move_list(), "U U2 U' R R2 R' F F2 F'");
    EXPECT_EQ(make_puzzle("2x2x2", "qtm", "").move_list(), "U U' R R' F F'");
    EXPECT_EQ(make_puzzle("2x2x2", "half", "").move_list(), "U2 R2 F2");
    const PuzzleModel ru = make_puzzle("2x2x2", "htm", "RU");
    EXPECT_EQ(ru.gens, "UR");
    EXPECT_EQ(ru.move_list(), "U U2 U' R R2 R'");
    const PuzzleModel htm = make_puzzle("2x2x2", "htm", "");
    EXPECT_EQ(htm.moves[0].inverse, 2);
    EXPECT_EQ(htm.moves[1].inverse, 1);
    EXPECT_THROW(make_puzzle("2x2x2", "stm", ""), std::invalid_argument);
    EXPECT_THROW(make_puzzle("2x2x2", "htm", "RD"), std::invalid_argument);
    EXPECT_THROW(make_puzzle("2x2x2", "htm", "RR"), std::invalid_argument);
    EXPECT_THROW(make_puzzle("3x3x3x3", "htm", ""), std::invalid_argument);
}

TEST(CubeGroupFacts, EveryFaceTurnHasOrderFour) {
    for (const char* face : {"U", "R", "F", "D", "L", "B"}) {
        EXPECT_EQ(order_of(face), 4) << face;
        EXPECT_EQ(order_of(std::string(face) + "2"), 2) << face;
    }
}

TEST(CubeGroupFacts, TurnThenInverseIsIdentity) {
    for (const char* seq : {"U U'", "R R'", "F F'", "D D'", "L L'", "B B'", "R2 R2"})
        EXPECT_TRUE(apply_sequence(CornerCube{}, seq).is_solved()) << seq;
}

TEST(CubeGroupFacts, OppositeFacesCommute) {
    for (const char* pair : {"U D", "R L", "F B"}) {
        const std::string a = pair, b = std::string(1, pair[2]) + " " + pair[0];
        EXPECT_EQ(apply_sequence(CornerCube{}, a), apply_sequence(CornerCube{}, b)) << pair;
    }
    EXPECT_NE(apply_sequence(CornerCube{}, "R U"), apply_sequence(CornerCube{}, "U R"));
}

TEST(CubeGroupFacts, SexyMoveHasOrderSix) {
    EXPECT_EQ(order_of("R U R' U'"), 6);
}

TEST(CubeGroupFacts, TPermSwapsTwoCornersWithoutTwist) {
    const std::string t_perm = "R U R' U' R' F R2 U' R' U' R U R' F'";
    const CornerCube c = apply_sequence(CornerCube{}, t_perm);
    int moved = 0;
    for (int p = 0; p < kNumCorners; ++p) {
        moved += c.perm[p] != p;
        EXPECT_EQ(c.twist[p], 0) << "position " << p;
    }
    EXPECT_EQ(moved, 2);
    // The T-perm swaps the two right-hand U corners, UFR and UBR.
    EXPECT_EQ(c.perm[URF], UBR);
    EXPECT_EQ(c.perm[UBR], URF);
    EXPECT_EQ(order_of(t_perm), 2);
}

TEST(CubeGroupFacts, TwistSumStaysZero) {
    std::mt19937 rng(3);
    CornerCube c;
    for (int i = 0; i < 1000; ++i) {
        c = turn(c, static_cast<Face>(rng() % kNumFaces), 1 + static_cast<int>(rng() % 3));
        int sum = 0;
        for (uint8_t t : c.twist) sum += t;
        ASSERT_EQ(sum % 3, 0);
    }
}

} // namespace twobit
