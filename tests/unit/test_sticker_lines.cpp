// How --input auto reads a line for the puzzles that take sticker strings
// (host/puzzles/cube/sticker_lines.hpp): one rule for the 2x2x2 and the 3x3x3. Each case is
// a reproduction of issue 44's item 4 or a promise of the docs: a line that reads both ways
// is refused as ambiguous, a sticker string with spaces or a sticker missing is read (and
// refused) as stickers, run-together scrambles are moves, digits are colours.
#include <gtest/gtest.h>
#include <stdexcept>
#include <string>

#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "text_checks.hpp"

namespace twobit {
namespace {

using test::in_words;
using test::recoloured;

const std::string kCube3Solved = kCube3SolvedFacelets;
const std::string kCube2Solved = "UUUURRRRFFFFDDDDLLLLBBBB";

std::string cube3_error(const std::string& line) {
    try {
        parse_cube3_position(line);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

std::string cube2_error(const std::string& line) {
    try {
        parse_cube2_position(line);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

bool asks_for_input(const std::string& error) {
    return error.rfind("ambiguous: ", 0) == 0 &&
           error.find("--input moves or --input stickers") != std::string::npos;
}

TEST(StickerLines, TheSolvedCubeRowByRowIsAmbiguousOnEveryCube) {
    // Issue 44: "UUU UUU UUU RRR ..." was solved as 54 moves, "B' L' D' F' R' U' (6)".
    const std::string rows3 = in_words(kCube3Solved, 3);
    EXPECT_EQ(detect_cube3_input(rows3), InputKind::Ambiguous);
    EXPECT_TRUE(asks_for_input(cube3_error(rows3))) << cube3_error(rows3);
    EXPECT_TRUE(parse_cube3_position(rows3, InputKind::Stickers).cube.is_solved());
    EXPECT_FALSE(parse_cube3_position(rows3, InputKind::Moves).cube.is_solved());
    // The 2x2x2 by the same rule.
    const std::string rows2 = in_words(kCube2Solved, 2);
    EXPECT_EQ(detect_input_kind(rows2), InputKind::Ambiguous);
    EXPECT_TRUE(asks_for_input(cube2_error(rows2))) << cube2_error(rows2);
    // One space in the middle.
    const std::string split3 = kCube3Solved.substr(0, 27) + " " + kCube3Solved.substr(27);
    EXPECT_EQ(detect_cube3_input(split3), InputKind::Ambiguous);
    EXPECT_TRUE(asks_for_input(cube3_error(split3)));
    const std::string split2 = kCube2Solved.substr(0, 12) + " " + kCube2Solved.substr(12);
    EXPECT_EQ(detect_input_kind(split2), InputKind::Ambiguous);
}

TEST(StickerLines, TheTwoWaysStickersAreWrittenAreStickers) {
    EXPECT_EQ(detect_cube3_input(kCube3Solved), InputKind::Stickers);
    EXPECT_EQ(detect_cube3_input(in_words(kCube3Solved, 9)), InputKind::Stickers);
    EXPECT_EQ(detect_input_kind(kCube2Solved), InputKind::Stickers);
    EXPECT_EQ(detect_input_kind(in_words(kCube2Solved, 4)), InputKind::Stickers);
}

TEST(StickerLines, SpacedStickersThatCannotBeMovesAreStickers) {
    const Cube3 scrambled = parse_cube3_position("R U F' L2 D").cube;
    const std::string colours = recoloured(cube3_facelets(scrambled), "WRGYOB");
    for (size_t width : {3, 27, 1}) {
        const std::string line = in_words(colours, width);
        SCOPED_TRACE(line);
        EXPECT_EQ(detect_cube3_input(line), InputKind::Stickers);
        EXPECT_EQ(parse_cube3_position(line).cube, scrambled);
    }
    // The same cube in face letters row by row also reads as 54 turns: refused, not guessed.
    EXPECT_EQ(detect_cube3_input(in_words(cube3_facelets(scrambled), 3)), InputKind::Ambiguous);
}

TEST(StickerLines, AStickerStringWithAStickerMissingIsReportedAsSuch) {
    // Issue 44: 53 face letters and a space were solved as a scramble.
    const std::string missing = kCube3Solved.substr(0, 27) + " " + kCube3Solved.substr(28);
    EXPECT_EQ(detect_cube3_input(missing), InputKind::Stickers);
    EXPECT_EQ(cube3_error(missing), "a 3x3x3 sticker string has 54 facelets, not 53 (read as "
                                    "stickers; for a move sequence say --input moves)");
    EXPECT_EQ(parse_cube3_position(missing, InputKind::Moves).kind, InputKind::Moves);
    EXPECT_EQ(cube3_error(kCube3Solved + "U"), "a 3x3x3 sticker string has 54 facelets, not 55 "
                                               "(read as stickers; for a move sequence say "
                                               "--input moves)");
    // In colours no move has, the plain sticker error.
    EXPECT_EQ(cube3_error(recoloured(missing, "WRGYOB")),
              "a 3x3x3 sticker string has 54 facelets, not 53");
    // The 2x2x2 by the same rule.
    EXPECT_EQ(cube2_error("UUUURRRRFFFF DDDDLLLLBBB"),
              "wrong facelet count: 23 stickers, a 2x2x2 has 24 (read as stickers; for a move "
              "sequence say --input moves)");
    // A wrong colour in a string of the full length: the sticker error alone.
    std::string recolour = kCube3Solved;
    recolour[0] = 'R';
    EXPECT_EQ(cube3_error(recolour), "colour 'R' is on 10 facelets; each colour is on 9");
}

TEST(StickerLines, RunTogetherScramblesOfAnyLengthAreMoves) {
    // Issue 44: 18 bare face letters were read as stickers ("54 facelets, not 18").
    const std::string bare = "RUFLDBRUFLDBRUFLDB";
    EXPECT_EQ(detect_cube3_input(bare), InputKind::Moves);
    EXPECT_EQ(parse_cube3_position(bare).cube, parse_cube3_position(in_words(bare, 1)).cube);
    const std::string sixteen = "RURURURURURURURU";
    EXPECT_EQ(detect_cube3_input(sixteen), InputKind::Moves);
    EXPECT_EQ(detect_input_kind(sixteen), InputKind::Moves);
    EXPECT_EQ(parse_cube2_position(sixteen).cube, parse_cube2_position(in_words(sixteen, 1)).cube);
    const std::string long_one = "RUR'U'RUR'U'RUR'U'RUR'U'RUR'U'RUR'U'F2B2MES";
    EXPECT_EQ(detect_cube3_input(long_one), InputKind::Moves);
    // Spaced one turn per word, a sticker-shaped line that is no cube is moves.
    EXPECT_EQ(detect_input_kind("U R F D L B U R F D L B U R F D L B U R F D L B"),
              InputKind::Moves);
}

TEST(StickerLines, OneWordOfTheStickerCountIsAStickerStringWithWrongColours) {
    // 54 face letters, one face's colour twice: a mistyped sticker string, not 54 turns.
    const std::string five = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLUUUUUUUUU";
    EXPECT_EQ(detect_cube3_input(five), InputKind::Stickers);
    EXPECT_EQ(cube3_error(five), "5 colours; a 3x3x3 has 6, nine facelets each");
    EXPECT_EQ(detect_input_kind("UUUURRRRFFFFDDDDLLLLUUUU"), InputKind::Stickers);
    // With a prime or a turn count in it, it is moves.
    EXPECT_EQ(detect_cube3_input(five.substr(0, 52) + "U'"), InputKind::Moves);
}

TEST(StickerLines, DigitsAreColoursOnEveryCube) {
    // Issue 44: the 3x3x3 read digit colours as one unknown move token.
    const Cube3 after_r = parse_cube3_position("R").cube;
    const std::string digits3 = recoloured(cube3_facelets(after_r), "012345");
    for (const std::string& line :
         {digits3, in_words(digits3, 9), in_words(digits3, 3), in_words(digits3, 1)}) {
        SCOPED_TRACE(line);
        EXPECT_EQ(detect_cube3_input(line), InputKind::Stickers);
        EXPECT_EQ(parse_cube3_position(line).cube, after_r);
    }
    const std::string digits2 = recoloured(kCube2Solved, "012345");
    for (const std::string& line : {digits2, in_words(digits2, 4), in_words(digits2, 2)}) {
        SCOPED_TRACE(line);
        EXPECT_EQ(detect_input_kind(line), InputKind::Stickers);
        EXPECT_TRUE(parse_cube2_position(line).cube.is_solved());
    }
    // Too few digits: the sticker count, not an unknown move token.
    EXPECT_EQ(cube3_error("000011112222"), "a 3x3x3 sticker string has 54 facelets, not 12");
    EXPECT_EQ(cube2_error("000011112222"), "wrong facelet count: 12 stickers, a 2x2x2 has 24");
    // A digit after a turn is its suffix.
    EXPECT_EQ(detect_cube3_input("R2U3"), InputKind::Moves);
    EXPECT_EQ(cube3_error("R2Q"), "unknown move token 'Q' at column 3");
}

TEST(StickerLines, InputOverridesTheRule) {
    const std::string rows = in_words(kCube3Solved, 3);
    EXPECT_EQ(parse_cube3_position(rows, InputKind::Stickers).kind, InputKind::Stickers);
    EXPECT_EQ(parse_cube3_position(rows, InputKind::Moves).kind, InputKind::Moves);
    EXPECT_EQ(resolve_line_kind(rows, InputKind::Moves, cube3_line_rules()), InputKind::Moves);
    EXPECT_THROW(resolve_line_kind(rows, InputKind::Auto, cube3_line_rules()),
                 std::invalid_argument);
}

} // namespace
} // namespace twobit
