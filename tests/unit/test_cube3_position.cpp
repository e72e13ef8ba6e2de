// The 3x3x3's position reading (host/puzzles/cube3/cube3_position.hpp) against the engine's
// cubies: the stickers of a move sequence read back as the cubie state that the same face
// turns give, and facelets written from cubies read back unchanged. (The answers themselves
// are held against an independent facelet model in tests/cli/test_cli_cube3.cpp.)
#include <gtest/gtest.h>
#include <random>

#include "host/puzzles/cube3/cube3_axes.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"

namespace twobit {
namespace {

Cube3 cubies_after(const std::string& face_turns) {
    Cube3 cube;
    for (const ParsedTurn& t : parse_moves(face_turns, true)) {
        Face f;
        EXPECT_TRUE(face_from_letter(t.symbol, f));
        cube = turn(cube, f, t.power);
    }
    return cube;
}

TEST(Cube3Position, EachFaceTurnsLikeTheCubies) {
    for (const char* move : {"U", "R", "F", "D", "L", "B", "U2", "R'"}) {
        SCOPED_TRACE(move);
        EXPECT_EQ(cube3_facelets_after(parse_moves(move, true)),
                  cube3_facelets(cubies_after(move)));
        EXPECT_EQ(parse_cube3_position(move).cube, cubies_after(move));
    }
}

TEST(Cube3Position, RandomSequencesMatchTheCubies) {
    std::mt19937 rng(14);
    for (int trial = 0; trial < 200; ++trial) {
        std::string seq;
        for (int i = 0; i < 25; ++i)
            seq += std::string(1, "URFDLB"[rng() % 6]) + (rng() % 3 == 0 ? "2 "
                                                          : rng() % 2    ? "' "
                                                                         : " ");
        const Cube3 cube = cubies_after(seq);
        EXPECT_EQ(parse_cube3_position(seq).cube, cube) << seq;
        EXPECT_EQ(cube3_from_facelets(cube3_facelets(cube)), cube) << seq;
    }
}

TEST(Cube3Position, RotationsSlicesAndWideTurnsAreTheirFaceTurns) {
    // Relative to the centres: a rotation is nothing, a slice is its two faces' turns, a wide
    // turn its face's opposite.
    EXPECT_TRUE(parse_cube3_position("x y z x' y2").cube.is_solved());
    EXPECT_EQ(parse_cube3_position("M").cube, cubies_after("R L'"));
    EXPECT_EQ(parse_cube3_position("E").cube, cubies_after("U D'"));
    EXPECT_EQ(parse_cube3_position("S").cube, cubies_after("F' B"));
    EXPECT_EQ(parse_cube3_position("Rw").cube, cubies_after("L"));
    EXPECT_EQ(parse_cube3_position("u'").cube, cubies_after("D'"));
    // After x, the face at U is the old F: U then turns what was F.
    EXPECT_EQ(parse_cube3_position("x U").cube, parse_cube3_position("F x").cube);
}

} // namespace
} // namespace twobit

namespace twobit {
namespace {

// The views along the three axes: conjugating is a homomorphism, so a turn of the cube is the
// mapped turn of every view, and the identity is axis 0.
TEST(Cube3Axes, EveryTurnIsOneTurnOfEachView) {
    std::mt19937 rng(3);
    for (int trial = 0; trial < 50; ++trial) {
        Cube3 cube;
        for (int i = 0; i < 20; ++i)
            cube = turn(cube, static_cast<Face>(rng() % 6), 1 + static_cast<int>(rng() % 3));
        for (int axis = 0; axis < 3; ++axis)
            for (int t = 0; t < kFaceTurns; ++t) {
                const FaceTurn f = face_turn_of(t), g = face_turn_of(axis_turn(axis, t));
                EXPECT_EQ(cube3_on_axis(turn(cube, f.face, f.power), axis),
                          turn(cube3_on_axis(cube, axis), g.face, g.power));
                if (axis == 0) {
                    EXPECT_EQ(axis_turn(axis, t), t);
                }
            }
    }
    // Along the R-L axis, R is a U-D turn; along F-B, F is.
    EXPECT_TRUE(face_turn_of(axis_turn(1, turn_id(FaceR, 1))).face == FaceU ||
                face_turn_of(axis_turn(1, turn_id(FaceR, 1))).face == FaceD);
    EXPECT_TRUE(face_turn_of(axis_turn(2, turn_id(FaceF, 1))).face == FaceU ||
                face_turn_of(axis_turn(2, turn_id(FaceF, 1))).face == FaceD);
}

} // namespace
} // namespace twobit
