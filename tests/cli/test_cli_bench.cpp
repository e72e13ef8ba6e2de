// `twobit bench`: rows per puzzle and metric for a list and for `all`, the rate from reached
// states (not the index size), the table hash equal to the one a generated file records,
// per-level medians with --levels; usage errors for lists that cannot be timed. (The
// comparison with the yardstick is bench/against_yardstick.py, outside the program.)
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::contains;
using test::run_twobit;

namespace {

std::vector<nlohmann::json> json_lines(const std::string& out) {
    std::vector<nlohmann::json> rows;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) rows.push_back(nlohmann::json::parse(line));
    return rows;
}

} // namespace

// --gens was taken and ignored: the whole move set was timed (issue 57, sixth round).
TEST(CliBench, OnePuzzleTimesTheMoveSetItIsGiven) {
    const auto rows = json_lines(run_twobit("bench -r 1 -q --json --puzzle 2x2x2 --gens RU").out);
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0]["gens"], "UR");
    EXPECT_EQ(rows[0]["reached"], 29160); // <U, R> of the 2x2x2: 5! x 3^5
    const auto text = run_twobit("bench -r 1 -q --puzzle skewb --gens UL");
    EXPECT_EQ(text.exit_code, 0) << text.err;
    EXPECT_TRUE(contains(text.out, "skewb (gens UL)")) << text.out;
    EXPECT_TRUE(contains(text.out, " 58320 ")) << text.out;
}

TEST(CliBench, AListRunsEveryMetricOfEachPuzzle) {
    const auto r = run_twobit("bench -r 2 --json -t 2 --puzzle 2x2x2,pyraminx-notips");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto rows = json_lines(r.out);
    ASSERT_EQ(rows.size(), 4u) << r.out; // htm, qtm, half; htm
    EXPECT_EQ(rows[0]["metric"], "htm");
    EXPECT_EQ(rows[1]["metric"], "qtm");
    EXPECT_EQ(rows[2]["metric"], "half");
    EXPECT_EQ(rows[3]["puzzle"], "pyraminx-notips");
    EXPECT_EQ(rows[0]["reached"], 3674160);
    EXPECT_EQ(rows[2]["reached"], 24); // half turns of U R F reach 24 states
    EXPECT_EQ(rows[3]["max_depth"], 11);
    for (const auto& row : rows) {
        EXPECT_EQ(row["repetitions"], 2);
        EXPECT_EQ(row["seconds"].size(), 2u);
        EXPECT_EQ(row["threads"], 2);
    }
}

TEST(CliBench, TheHashIsTheGeneratedTablesAndTheRateCountsReachedStates) {
    test::ScratchDir dir;
    ASSERT_EQ(run_twobit("generate -q --puzzle 3x3x3-squares -o " + dir.file("s.twobit")).exit_code,
              0);
    const auto info = run_twobit("info --json " + dir.file("s.twobit"));
    ASSERT_EQ(info.exit_code, 0) << info.err;
    const auto r = run_twobit("bench -r 3 --json --puzzle 3x3x3-squares");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto row = nlohmann::json::parse(r.out);
    EXPECT_EQ(row["payload_xxh3"], nlohmann::json::parse(info.out)["payload_xxh3"]);
    EXPECT_EQ(row["states"], 7962624);
    EXPECT_EQ(row["reached"], 663552);
    const double states =
        row["states_per_second"].get<double>() * row["median_seconds"].get<double>();
    EXPECT_NEAR(states, 663552, 1); // reached states per second, not index entries
}

TEST(CliBench, AllTakesTheTablesUnderAHundredMillionStates) {
    const auto r = run_twobit("bench -r 1 --json --puzzle all --metric qtm");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto rows = json_lines(r.out);
    ASSERT_EQ(rows.size(), 2u) << r.out; // <R,U> has qtm too, but 881,798,400 index entries
    EXPECT_EQ(rows[0]["puzzle"], "2x2x2");
    EXPECT_EQ(rows[1]["puzzle"], "3x3x3-corners");
    const auto text = run_twobit("bench -r 1 --puzzle all --metric half");
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_TRUE(contains(text.out, "median ms")) << text.out;
    EXPECT_TRUE(contains(text.out, "3x3x3-squares")) << text.out;
    EXPECT_FALSE(contains(text.out, "yardstick")) << text.out;
}

TEST(CliBench, LevelsPrintEachDepth) {
    const auto r = run_twobit("bench -r 3 -t 2 --json --levels --puzzle 2x2x2 --metric qtm");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto row = nlohmann::json::parse(r.out);
    const auto& levels = row["levels"];
    ASSERT_EQ(levels.size(), 15u) << r.out; // depths 0..14
    const std::vector<uint64_t> qtm = {1,      6,      27,     120,     534,    2256,  8969, 33058,
                                       114149, 360508, 930588, 1350852, 782536, 90280, 276};
    double sum = 0;
    for (size_t d = 0; d < levels.size(); ++d) {
        EXPECT_EQ(levels[d]["depth"], d);
        EXPECT_EQ(levels[d]["new_states"], qtm[d]);
        sum += levels[d]["median_seconds"].get<double>();
    }
    // Medians of parts need not add up to the median of the whole, but not far from it.
    EXPECT_LT(sum, 3 * row["median_seconds"].get<double>());
    EXPECT_EQ(levels[14]["direction"], "pull"); // the last levels pull
    EXPECT_EQ(levels[1]["direction"], "push");

    const auto text = run_twobit("bench -r 1 --levels --puzzle 2x2x2");
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_TRUE(contains(text.out, "depth   new states how    median ms")) << text.out;
    EXPECT_TRUE(contains(text.out, "1887748")) << text.out; // HTM depth 9
    // Without --levels neither the JSON nor the text has them.
    const auto plain = run_twobit("bench -r 1 --json --puzzle 2x2x2");
    ASSERT_EQ(plain.exit_code, 0) << plain.err;
    EXPECT_FALSE(nlohmann::json::parse(plain.out).contains("levels"));
}

TEST(CliBench, ListsThatCannotBeTimedAreUsageErrors) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"--puzzle all --gens RU", "takes neither --def nor --gens"},
        {"--puzzle 2x2x2,skweb", "did you mean"},
        {"--puzzle 2x2x2,,skewb", "empty name"},
        {"--puzzle clock,2x2x2", "no table of its own"},
        {"--puzzle 2x2x2,skewb --metric qtm", "skewb has no metric qtm"},
        {"--puzzle all --metric xtm", "no table of --puzzle all has that metric"},
        {"--yardstick /tmp/y", "unknown option '--yardstick'"}};
    for (const auto& [args, message] : cases) {
        const auto r = run_twobit("bench -r 1 " + args);
        EXPECT_EQ(r.exit_code, 2) << args << ": " << r.err;
        EXPECT_TRUE(contains(r.err, message)) << args << ": " << r.err;
    }
}

} // namespace twobit
