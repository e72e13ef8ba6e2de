// `twobit solve` on lines that could be stickers or moves, for the 2x2x2 and the 3x3x3 alike
// (issue 44, item 4): a sticker string row by row or with a stray space, one with a sticker
// missing, run-together scrambles and digit colours. The 3x3x3 answers here come from
// Thistlethwaite's method, whose tables are built in memory in a fraction of a second.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {
namespace {

using test::in_words;
using test::recoloured;

using nlohmann::json;
using test::contains;
using test::lines_of;
using test::tables_env;

const std::string kCube3Solved = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
// The 3x3x3 after R, in Kociemba's order.
const std::string kCube3AfterR = "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB";

// One JSON answer per line of `lines`, solved in one run.
std::vector<json> solve_json(const std::string& options, const std::vector<std::string>& lines,
                             int expected_exit) {
    std::string input;
    for (const std::string& line : lines) input += line + "\n";
    const auto r = test::run_twobit("solve --json " + options, tables_env(), input);
    EXPECT_EQ(r.exit_code, expected_exit) << r.out << r.err;
    std::vector<json> answers;
    for (const std::string& line : lines_of(r.out)) answers.push_back(json::parse(line));
    EXPECT_EQ(answers.size(), lines.size()) << r.out << r.err;
    answers.resize(lines.size());
    return answers;
}

const char* const kCube3 = "--puzzle 3x3x3 --method thistlethwaite";

bool asks_for_input(const json& answer) {
    return answer.value("error_kind", "") == "invalid" &&
           contains(answer.value("error", ""), "ambiguous: ") &&
           contains(answer.value("error", ""), "--input moves or --input stickers");
}

TEST(CliStickerLines, TheSolvedCubeRowByRowIsRefusedAsAmbiguous) {
    // Issue 44: this printed "B' L' D' F' R' U' (6)", exit 0.
    const std::string rows = in_words(kCube3Solved, 3);
    const auto r =
        test::run_twobit(std::string("solve ") + kCube3 + " '" + rows + "'", tables_env());
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(r.out, "invalid: ambiguous: this is both a valid move sequence and a valid "
                     "sticker string; say which with --input moves or --input stickers\n");
    const std::string split = kCube3Solved.substr(0, 30) + " " + kCube3Solved.substr(30);
    const auto answers = solve_json(kCube3, {rows, split}, 1);
    EXPECT_TRUE(asks_for_input(answers[0])) << answers[0];
    EXPECT_TRUE(asks_for_input(answers[1])) << answers[1];
    // Said which, each is answered that way.
    const auto as_stickers = solve_json(std::string(kCube3) + " --input stickers", {rows}, 0);
    EXPECT_EQ(as_stickers[0]["length"], 0) << as_stickers[0];
    const auto as_moves = solve_json(std::string(kCube3) + " --input moves", {rows}, 0);
    EXPECT_GT(as_moves[0]["length"], 0) << as_moves[0];
    // The 2x2x2, row by row, by the same rule.
    const auto cube2 = solve_json("", {in_words("UUUURRRRFFFFDDDDLLLLBBBB", 2)}, 1);
    EXPECT_TRUE(asks_for_input(cube2[0])) << cube2[0];
}

TEST(CliStickerLines, SpacedStickersInColoursAreSolvedAsTheOneWordString) {
    const std::string colours = recoloured(kCube3AfterR, "WRGYOB");
    const auto answers =
        solve_json(kCube3, {kCube3AfterR, colours, in_words(colours, 3), in_words(colours, 1)}, 0);
    EXPECT_GT(answers[0]["length"], 0) << answers[0];
    for (const json& a : answers) EXPECT_EQ(a["solution"], answers[0]["solution"]) << a;
}

TEST(CliStickerLines, AStickerMissingIsReportedNotSolvedAsAScramble) {
    // Issue 44: 53 face letters and a space were solved as 53 turns, exit 0.
    const std::string missing = kCube3Solved.substr(0, 27) + " " + kCube3Solved.substr(28);
    const auto answers = solve_json(kCube3, {missing}, 1);
    EXPECT_EQ(answers[0]["error"], "a 3x3x3 sticker string has 54 facelets, not 53 (read as "
                                   "stickers; for a move sequence say --input moves)");
    EXPECT_EQ(answers[0]["error_kind"], "invalid");
    const auto cube2 = solve_json("", {"UUUURRRRFFFF DDDDLLLLBBB"}, 1);
    EXPECT_EQ(cube2[0]["error"], "wrong facelet count: 23 stickers, a 2x2x2 has 24 (read as "
                                 "stickers; for a move sequence say --input moves)");
}

TEST(CliStickerLines, RunTogetherScramblesAreMoves) {
    // Issue 44: these were read as stickers, "54 facelets, not 18".
    const std::string bare = "RUFLDBRUFLDBRUFLDB";
    const auto answers = solve_json(kCube3, {bare, in_words(bare, 1)}, 0);
    EXPECT_EQ(answers[0]["solution"], answers[1]["solution"]) << answers[0];
    const std::string sixteen = "RURURURURURURURU";
    const auto cube2 = solve_json("", {sixteen, in_words(sixteen, 1)}, 0);
    EXPECT_EQ(cube2[0]["solution"], cube2[1]["solution"]) << cube2[0];
    EXPECT_EQ(cube2[0]["length"], cube2[1]["length"]);
}

TEST(CliStickerLines, DigitsAreColours) {
    // Issue 44: the 3x3x3 read these as one unknown move token.
    const std::string digits = recoloured(kCube3AfterR, "012345");
    const auto answers =
        solve_json(kCube3, {kCube3AfterR, digits, in_words(digits, 9), in_words(digits, 3)}, 0);
    EXPECT_GT(answers[0]["length"], 0) << answers[0];
    for (const json& a : answers) EXPECT_EQ(a["solution"], answers[0]["solution"]) << a;
    const auto cube2 = solve_json("",
                                  {"0101 2222 1313 3535 4444 0505", "00 00 11 11 22 22 33 33 "
                                                                    "44 44 55 55"},
                                  0);
    EXPECT_EQ(cube2[0]["solution"], "R'") << cube2[0];
    EXPECT_EQ(cube2[1]["length"], 0) << cube2[1];
}

} // namespace
} // namespace twobit
