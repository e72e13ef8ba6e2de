// Stickers and notation: round trips, orientations and colour schemes, and every error
// message a user can get for a malformed position.
#include <algorithm>
#include <gtest/gtest.h>
#include <random>

#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"

namespace twobit {

namespace {

const std::string kSolved = "UUUURRRRFFFFDDDDLLLLBBBB";

CornerCube random_cube(std::mt19937_64& rng, bool keep_dbl) {
    CornerCube c;
    for (int i = 0; i < 40; ++i)
        c = turn(c, static_cast<Face>(rng() % (keep_dbl ? 3 : kNumFaces)), 1 + int(rng() % 3));
    return c;
}

std::string facelet_error_of(const std::string& line, InputKind kind = InputKind::Auto) {
    try {
        parse_cube2_position(line, kind);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

std::string with(std::string s, std::initializer_list<std::pair<int, char>> changes) {
    for (auto [i, c] : changes) s[static_cast<size_t>(i)] = c;
    return s;
}

} // namespace

TEST(Facelets, KnownStrings) {
    EXPECT_EQ(to_facelets(CornerCube{}), kSolved);
    EXPECT_EQ(to_facelets(turn(CornerCube{}, FaceR, 1)), "UFUFRRRRFDFDDBDBLLLLUBUB");
    EXPECT_EQ(to_facelets(turn(CornerCube{}, FaceU, 1)), "UUUUBBRRRRFFDDDDFFLLLLBB");
    EXPECT_EQ(to_facelets(turn(CornerCube{}, FaceF, 1)), "UULLURURFFFFRRDDLDLDBBBB");
}

TEST(Facelets, RoundTripOfFixedDblCubes) {
    std::mt19937_64 rng(1);
    for (int i = 0; i < 20000; ++i) {
        const CornerCube c = random_cube(rng, true);
        ASSERT_EQ(parse_facelets(to_facelets(c)), c);
    }
    for (uint64_t index = 0; index < kCube2States; index += 1009) {
        const CornerCube c = cube2_from_index(index);
        ASSERT_EQ(cube2_index(parse_facelets(to_facelets(c))), index);
    }
}

TEST(Facelets, EveryOrientationAndColourSchemeIsTheSamePosition) {
    // The 24 whole-cube orientations, as rotation sequences.
    std::vector<std::string> orientations;
    for (const char* first : {"", "x", "x2", "x'", "z", "z'"})
        for (const char* second : {"", "y", "y2", "y'"})
            orientations.push_back(std::string(first) + " " + second);
    std::mt19937_64 rng(2);
    for (int i = 0; i < 300; ++i) {
        const CornerCube c = random_cube(rng, true);
        const std::string scramble = to_facelets(c);
        std::vector<std::string> seen;
        for (const std::string& o : orientations) {
            const CornerCube rotated = apply_turns(c, parse_moves(o));
            std::string stickers = to_facelets(rotated);
            seen.push_back(stickers);
            // Relabel the colours at random: any six symbols will do.
            std::string symbols = "ABCDEF";
            std::shuffle(symbols.begin(), symbols.end(), rng);
            for (char& s : stickers) s = symbols[std::string("URFDLB").find(s)];
            const CornerCube read = parse_facelets(stickers);
            // The same position up to which corner is held fixed: the same distance, which
            // the solver tests check; here, rotating it back to its DBL corner gives c.
            ASSERT_EQ(read.perm[DBL], DBL);
            if (o == " ") {
                ASSERT_EQ(read, c);
            }
        }
        std::sort(seen.begin(), seen.end());
        EXPECT_EQ(std::unique(seen.begin(), seen.end()) - seen.begin(), 24) << scramble;
    }
}

TEST(Notation, ParsesSuffixesRotationsAndRunTogetherTurns) {
    const auto t = parse_moves("R U2' F3 D’ x y2 z'RUR'U'");
    ASSERT_EQ(t.size(), 11u);
    EXPECT_EQ(t[0].symbol, 'R');
    EXPECT_EQ(t[1].power, 2);
    EXPECT_EQ(t[2].power, 3);
    EXPECT_EQ(t[3].power, 3);
    EXPECT_EQ(t[4].symbol, 'x');
    EXPECT_EQ(t[6].power, 3);
    EXPECT_EQ(t[6].column, 18u); // the typographic prime is one column
    EXPECT_EQ(apply_turns(CornerCube{}, parse_moves("RUR'U'")),
              apply_turns(CornerCube{}, parse_moves("R U R' U'")));
    EXPECT_EQ(apply_turns(CornerCube{}, parse_moves("R3")),
              apply_turns(CornerCube{}, parse_moves("R'")));
    EXPECT_TRUE(parse_moves("  ").empty());
    // A rotation run into the move before it is refused, not read as a turn and a rotation
    // (issue 58: "Rx" was R x).
    for (const char* typo : {"Rx", "R U2y", "F'z2"}) {
        try {
            parse_moves(typo);
            ADD_FAILURE() << typo << " was read";
        } catch (const NotationError& e) {
            EXPECT_NE(std::string(e.what()).find("is run into the move before it"),
                      std::string::npos)
                << e.what();
        }
    }
    EXPECT_EQ(parse_moves("R x").size(), 2u);
}

TEST(Notation, FoldsDLBAndRotationsIntoTheFixedCorner) {
    // D then U' is a whole-cube turn: solved. So are x, y, z and their sequences.
    for (const char* solved : {"D U'", "x", "y2 z", "R L'", "x y z x' y'", "F B' z'"})
        EXPECT_EQ(cube2_index(parse_cube2_position(solved).cube), 0u) << solved;
    // L on a cube held by its DBL corner is R with a rotation: the same position as R.
    EXPECT_EQ(parse_cube2_position("L").cube, parse_cube2_position("R").cube);
    EXPECT_EQ(parse_cube2_position("B'").cube, parse_cube2_position("F'").cube);
    // Wide turns turn the whole cube on a 2x2x2: r = Rw = x, l = x', u = y, d = y', f = z, b = z'.
    for (const char* pair : {"r|x", "Rw|x", "l|x'", "Lw2|x2", "u'|y'", "d|y'", "f|z", "Bw|z'"}) {
        const std::string p = pair;
        const size_t bar = p.find('|');
        EXPECT_EQ(apply_turns(CornerCube{}, parse_moves("R " + p.substr(0, bar))),
                  apply_turns(CornerCube{}, parse_moves("R " + p.substr(bar + 1))))
            << pair;
    }
}

TEST(Notation, FormatsSolutions) {
    EXPECT_EQ(format_moves({"R", "U'", "F2"}, false), "R U' F2");
    EXPECT_EQ(format_moves({"R", "R", "U'", "U'", "F"}, true), "R2 U2 F");
    EXPECT_EQ(format_moves({"R", "R", "R"}, true), "R2 R");
    EXPECT_EQ(format_moves({}, true), "");
}

TEST(Notation, FormatsAndInvertsParsedTurns) {
    // One spelling per turn: wide turns as the rotations they are, 3 and 2' as ' and 2.
    EXPECT_EQ(format_turns(parse_moves("R U2' F3 D’ Rw l2 b' y")), "R U2 F' D' x x2 z y");
    EXPECT_EQ(format_turns(parse_moves("RUR'U'")), "R U R' U'");
    EXPECT_EQ(format_turns({}), "");
    EXPECT_EQ(format_turns(invert_turns(parse_moves("R U2 F' x"))), "x' F U2 R'");
    for (const char* scramble : {"R U R' F2", "x2 D L' B", "r U' f2 d"}) {
        const auto turns = parse_moves(scramble);
        EXPECT_EQ(apply_turns(apply_turns(CornerCube{}, turns), invert_turns(turns)), CornerCube{})
            << scramble;
        EXPECT_EQ(apply_turns(CornerCube{}, parse_moves(format_turns(turns))),
                  apply_turns(CornerCube{}, turns))
            << scramble;
    }
}

TEST(PositionErrors, UnknownMoveTokenWithColumn) {
    EXPECT_EQ(facelet_error_of("R U Q"), "unknown move token 'Q' at column 5");
    EXPECT_EQ(facelet_error_of("R U R4"), "unknown move token '4' at column 6");
    EXPECT_EQ(facelet_error_of("R e"), "unknown move token 'e' at column 3");
    EXPECT_EQ(facelet_error_of("R Uw2 Mw"), "unknown move token 'Mw' at column 7");
    EXPECT_EQ(facelet_error_of("R (U)"), "unknown move token '(U)' at column 3");
    EXPECT_EQ(facelet_error_of("R’ U’ Q"), "unknown move token 'Q' at column 7");
}

TEST(PositionErrors, WrongFaceletCount) {
    // It also reads as 23 turns: the error says how to have it read so.
    EXPECT_EQ(facelet_error_of("UUUURRRRFFFFDDDDLLLLBBB"),
              "wrong facelet count: 23 stickers, a 2x2x2 has 24 (read as stickers; for a move "
              "sequence say --input moves)");
    EXPECT_EQ(facelet_error_of("WWWWGGGGRRRR"), "wrong facelet count: 12 stickers, a 2x2x2 has 24");
    EXPECT_EQ(facelet_error_of(kSolved + "U", InputKind::Stickers),
              "wrong facelet count: 25 stickers, a 2x2x2 has 24");
}

TEST(PositionErrors, WrongColourCounts) {
    EXPECT_EQ(facelet_error_of(with(kSolved, {{4, 'U'}})),
              "wrong colour counts: 'R' appears 3 times, each colour must appear 4 times");
    EXPECT_EQ(facelet_error_of(with(kSolved, {{4, 'X'}})),
              "wrong colour counts: 7 distinct colours, a cube has 6 with 4 stickers each");
}

TEST(PositionErrors, StickerTripleThatIsNoCorner) {
    // Swap the U sticker of URF with the D sticker of DFR: URF shows D R F, a mirror image.
    EXPECT_EQ(facelet_error_of(with(kSolved, {{3, 'D'}, {13, 'U'}})),
              "the sticker triple at URF (DRF) is not a corner of this cube");
    // A triple with one colour twice.
    EXPECT_EQ(facelet_error_of(with(kSolved, {{4, 'F'}, {10, 'R'}})),
              "the sticker triple at URF (UFF) is not a corner of this cube");
}

TEST(PositionErrors, SameCornerTwice) {
    // UBR shows URF's colours and DLF shows DBL's: colour counts still fit.
    std::string s = kSolved;
    s[1] = 'U', s[20] = 'R', s[5] = 'F';   // UBR position: U R F clockwise
    s[12] = 'D', s[19] = 'B', s[10] = 'L'; // DLF position: D B L clockwise
    EXPECT_EQ(facelet_error_of(s), "the same corner appears twice, at URF and UBR");
}

TEST(PositionErrors, TwistedCorner) {
    // URF turned in place: its stickers U R F shown as F U R.
    EXPECT_EQ(facelet_error_of(with(kSolved, {{3, 'F'}, {4, 'U'}, {9, 'R'}})),
              "a twisted corner: the corner twists add up to 1 mod 3 instead of 0");
    EXPECT_EQ(facelet_error_of(with(kSolved, {{3, 'R'}, {4, 'F'}, {9, 'U'}})),
              "a twisted corner: the corner twists add up to 2 mod 3 instead of 0");
}

TEST(PositionErrors, InputKindDetection) {
    EXPECT_EQ(detect_input_kind(kSolved), InputKind::Stickers);
    EXPECT_EQ(detect_input_kind("UUUU RRRR FFFF DDDD LLLL BBBB"), InputKind::Stickers);
    EXPECT_EQ(detect_input_kind("WWWWGGGG"), InputKind::Stickers);
    EXPECT_EQ(detect_input_kind("RUR'U'"), InputKind::Moves);
    EXPECT_EQ(detect_input_kind("R U R U"), InputKind::Moves);
    EXPECT_EQ(detect_input_kind("RURU"), InputKind::Moves);
    EXPECT_EQ(detect_input_kind("R U Q"), InputKind::Moves);
    EXPECT_EQ(detect_input_kind("000011112222333344445555"), InputKind::Stickers);
    EXPECT_EQ(detect_input_kind("uuuurrrrffffddddllllbbbb"), InputKind::Stickers);
    EXPECT_EQ(cube2_index(parse_cube2_position("0101 2222 1313 3535 4444 0505").cube),
              cube2_index(parse_cube2_position("R").cube));
}

TEST(PositionErrors, SpacedMovesAreNotReadAsStickers) {
    // 24 single turns spaced out: read as stickers, this was answered wrongly with exit 0.
    const std::string both = "U U U U R R R R F F F F D D D D L L L L B B B B";
    EXPECT_EQ(detect_input_kind(both), InputKind::Ambiguous); // a valid cube and valid moves
    EXPECT_NE(facelet_error_of(both).find("--input moves or --input stickers"), std::string::npos);
    EXPECT_TRUE(parse_cube2_position(both, InputKind::Moves).cube.is_solved()); // each face 4x
    EXPECT_EQ(detect_input_kind("R U R U F F R U R F U R U F R U F R U R U F R F"),
              InputKind::Moves);
    // Sticker-shaped but not a cube: the moves are the valid reading.
    EXPECT_EQ(detect_input_kind("U R F D L B U R F D L B U R F D L B U R F D L B"),
              InputKind::Moves);
    // A mistyped sticker string with spaces is still read (and refused) as stickers.
    EXPECT_EQ(detect_input_kind("WWWW GGGG RRRR YYYY BBBB OOOW"), InputKind::Stickers);
    EXPECT_NE(facelet_error_of("WWWW GGGG RRRR YYYY BBBB OOOW").find("wrong colour counts"),
              std::string::npos);
}

} // namespace twobit
