// `twobit solve` as a user runs it: arguments, stdin batches with comments and bad lines,
// JSON, --all, QTM output, first-use generation, and exit codes.
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::lines_of;
using test::tables_env;

test::CommandResult solve(const std::string& args, const std::string& stdin_text = "") {
    return test::run_twobit("solve " + args, tables_env(), stdin_text);
}

} // namespace

TEST(CliSolve, GeneratesAMissingTableOnFirstUse) {
    test::ScratchDir dir;
    const auto r = test::run_twobit("solve \"R U R' U'\"", "TWOBIT_TABLES=" + dir.path() + "/sub");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "U R U' R' (4)\n");
    EXPECT_NE(r.err.find("no table at " + dir.path() + "/sub/2x2x2-htm.twobit; generating it"),
              std::string::npos)
        << r.err;
    EXPECT_TRUE(std::filesystem::exists(dir.path() + "/sub/2x2x2-htm.twobit"));
    const auto again =
        test::run_twobit("solve --puzzle 2x2x2 R", "TWOBIT_TABLES=" + dir.path() + "/sub");
    EXPECT_EQ(again.out, "R' (1)\n");
    EXPECT_TRUE(again.err.empty()) << again.err;
}

TEST(CliSolve, ArgumentsGolden) {
    const auto r =
        solve("--puzzle 2x2x2 \"R U R' F2 U' R2\" UFUFRRRRFDFDDBDBLLLLUBUB \"D L B\" \"x y\"");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "R2 U F2 R U' R' (6)\nR' (1)\nF' U' F' (3)\n(0)\n");
}

TEST(CliSolve, StdinBatchKeepsOrderSkipsCommentsAndReportsBadLines) {
    const std::string input = "# a batch\n"
                              "R U R' F2 U' R2\n"
                              "\n"
                              "R Q   # typo\n"
                              "WWWWGGGGRRRRYYYYBBBBOOOO\n"
                              "UUUURRRRFFFFDDDDLLLLBBB\n"
                              "RUR'U'\n";
    const auto r = solve("", input);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(lines_of(r.out), (std::vector<std::string>{
                                   "R2 U F2 R U' R' (6)",
                                   "invalid: unknown move token 'Q' at column 3",
                                   "(0)",
                                   "invalid: wrong facelet count: 23 stickers, a 2x2x2 has 24 "
                                   "(read as stickers; for a move sequence say --input moves)",
                                   "U R U' R' (4)",
                               }));
}

TEST(CliSolve, JsonLines) {
    const auto r = solve("--json", "R U R' U'\nUUUURRRRFFFFDDDDLLLBBBBL\n");
    EXPECT_EQ(r.exit_code, 1);
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 2u);
    const auto ok = nlohmann::json::parse(lines[0]);
    EXPECT_EQ(ok["input"], "R U R' U'");
    EXPECT_EQ(ok["length"], 4);
    EXPECT_EQ(ok["solution"], "U R U' R'");
    const auto bad = nlohmann::json::parse(lines[1]);
    EXPECT_EQ(bad["input"], "UUUURRRRFFFFDDDDLLLBBBBL");
    EXPECT_EQ(bad["error_kind"], "invalid");
    EXPECT_FALSE(bad.contains("length"));
}

TEST(CliSolve, JsonSurvivesBytesThatAreNotUtf8) {
    const auto r = solve("--json", "R\n\xff\xfe R\nU\n");
    EXPECT_EQ(r.exit_code, 1);
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.err;
    EXPECT_EQ(nlohmann::json::parse(lines[1])["error_kind"], "invalid");
    EXPECT_EQ(nlohmann::json::parse(lines[2])["solution"], "U'");
}

TEST(CliSolve, AllSolutionsAndQtm) {
    const auto all = solve("--all --json \"R U\"");
    ASSERT_EQ(all.exit_code, 0) << all.err;
    const auto j = nlohmann::json::parse(all.out);
    EXPECT_EQ(j["length"], 2);
    EXPECT_EQ(j["count"], 1);
    EXPECT_EQ(j["solutions"], nlohmann::json({"U' R'"}));
    // QTM: quarter turns only, a repeated quarter turn printed as a half turn, length in
    // quarter turns; "R R" and "R' R'" are one solution.
    const auto q = solve("--metric qtm \"R2 U\"");
    EXPECT_EQ(q.out, "U' R2 (3)\n");
    const auto qa = solve("--metric qtm --all \"R2\"");
    EXPECT_EQ(qa.out, "R2\n(2, 1 solution)\n"); // --all: one solution per line, then the count
}

TEST(CliSolve, UnreachableIsNotInvalid) {
    const auto r = solve("--gens RU F \"R U\"");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(
        lines_of(r.out),
        (std::vector<std::string>{
            "unsolvable: this position cannot be reached with the moves U U2 U' R R2 R' (gens UR)",
            "U' R' (2)"}));
}

TEST(CliSolve, UsageAndTableErrors) {
    EXPECT_EQ(solve("--input pictures R").exit_code, 2);
    EXPECT_EQ(solve("--metric stm R").exit_code, 2);
    test::ScratchDir dir;
    test::write_file(dir.file("junk.twobit"), "junk");
    const auto junk = solve("--table " + dir.file("junk.twobit") + " R");
    EXPECT_EQ(junk.exit_code, 1);
    EXPECT_NE(junk.err.find("bad magic"), std::string::npos) << junk.err;
    // A table for another move set is refused, not misread; without --puzzle, --metric or
    // --gens the file's header says what it holds.
    ASSERT_EQ(test::run_twobit("generate -q --metric qtm -o " + dir.file("q.twobit")).exit_code, 0);
    EXPECT_EQ(solve("--table " + dir.file("q.twobit") + " \"R2 U\"").out, "U' R2 (3)\n");
    const auto wrong = solve("--metric htm --table " + dir.file("q.twobit") + " R");
    EXPECT_EQ(wrong.exit_code, 1);
    EXPECT_NE(wrong.err.find("holds 2x2x2 qtm (gens URF), not 2x2x2 htm (gens URF)"),
              std::string::npos)
        << wrong.err;
}

} // namespace twobit
