// `twobit bench`: rows per puzzle and metric for a list and for `all`, the rate from reached
// states (not the index size), the table hash equal to the one a generated file records,
// and --yardstick driven by stand-in programs written here (its arguments, the ratio, its
// per-level line beside --levels, and every way it can fail); usage errors for lists that
// cannot be timed.
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <sys/stat.h>
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

// An executable shell script at path.
void write_script(const std::string& path, const std::string& body) {
    test::write_file(path, "#!/bin/sh\n" + body);
    ::chmod(path.c_str(), 0755);
}

} // namespace

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

TEST(CliBench, TheYardstickRunsAfterEachRunOfTheTablesItKnows) {
    test::ScratchDir dir;
    const std::string calls = dir.file("calls");
    // A stand-in with the yardstick's result line: 12.5 ms whatever it is asked.
    write_script(dir.file("yardstick"),
                 "echo \"$@\" >> " + calls +
                     "\necho 'clock check: 3.6 / 3.6; rounds discarded: 0'\n"
                     "echo \"$1 T=$3 pol=auto runs=$4 OK median=12.500 ms min=12.4 max=12.6\"\n");
    const auto r = run_twobit("bench -r 3 -t 2 --json --puzzle 2x2x2,skewb --yardstick " +
                              dir.file("yardstick"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto rows = json_lines(r.out);
    ASSERT_EQ(rows.size(), 4u);
    for (int i : {0, 1}) {
        EXPECT_EQ(rows[i]["yardstick_seconds"].size(), 3u);
        EXPECT_DOUBLE_EQ(rows[i]["yardstick_median_seconds"].get<double>(), 0.0125);
        EXPECT_DOUBLE_EQ(rows[i]["ratio_to_yardstick"].get<double>(),
                         rows[i]["median_seconds"].get<double>() / 0.0125);
    }
    EXPECT_FALSE(rows[2].contains("ratio_to_yardstick")); // half turns: not the yardstick's
    EXPECT_FALSE(rows[3].contains("ratio_to_yardstick")); // the Skewb neither
    EXPECT_EQ(test::read_file(calls), "2x2 htm 2 1 auto\n2x2 htm 2 1 auto\n2x2 htm 2 1 auto\n"
                                      "2x2 qtm 2 1 auto\n2x2 qtm 2 1 auto\n2x2 qtm 2 1 auto\n");
    const auto text =
        run_twobit("bench -r 1 --puzzle 3x3x3-corners --yardstick " + dir.file("yardstick"));
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_TRUE(contains(text.out, "yardstick ms  ratio")) << text.out;
    EXPECT_TRUE(contains(text.out, "12.500")) << text.out;
    EXPECT_TRUE(contains(test::read_file(calls), "3x3 htm ")) << test::read_file(calls);
}

TEST(CliBench, LevelsPrintEachDepthBesideTheYardsticks) {
    test::ScratchDir dir;
    // The yardstick's level d finds depth d + 1; tokens that are not "<d><kind>:<ms>" are
    // skipped, and depth 14 (QTM's last) is missing from this stand-in's line.
    write_script(dir.file("yardstick"),
                 "echo \"$1 T=$3 pol=auto runs=$4 OK median=9.000 ms min=9 max=9\"\n"
                 "echo '  levels(median ms): 0L:0.001 7L:0.500 junk 12N:0.250 13:x 11K:2'\n");
    const auto r = run_twobit("bench -r 3 -t 2 --json --levels --puzzle 2x2x2 --metric qtm "
                              "--yardstick " +
                              dir.file("yardstick"));
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
    EXPECT_EQ(levels[1]["yardstick_kind"], "L");
    EXPECT_DOUBLE_EQ(levels[1]["yardstick_median_seconds"].get<double>(), 1e-6);
    EXPECT_DOUBLE_EQ(levels[8]["yardstick_median_seconds"].get<double>(), 5e-4);
    EXPECT_EQ(levels[12]["yardstick_kind"], "K");
    EXPECT_DOUBLE_EQ(levels[12]["yardstick_median_seconds"].get<double>(), 2e-3);
    EXPECT_EQ(levels[13]["yardstick_kind"], "N");
    for (int d : {0, 2, 14}) EXPECT_FALSE(levels[d].contains("yardstick_kind")) << d;

    const auto text =
        run_twobit("bench -r 1 --levels --puzzle 2x2x2 --yardstick " + dir.file("yardstick"));
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_TRUE(contains(text.out, "yardstick ms  its kind")) << text.out;
    EXPECT_TRUE(contains(text.out, "0.500  L")) << text.out;
    // Without --levels neither the JSON nor the text has them.
    const auto plain = run_twobit("bench -r 1 --json --puzzle 2x2x2");
    ASSERT_EQ(plain.exit_code, 0) << plain.err;
    EXPECT_FALSE(nlohmann::json::parse(plain.out).contains("levels"));
}

TEST(CliBench, AYardstickThatFailsIsNamed) {
    test::ScratchDir dir;
    write_script(dir.file("exits"), "exit 3\n");
    write_script(dir.file("wrong"), "echo '2x2-HTM T=1 pol=auto runs=1 FAIL median=1.0 ms'\n");
    write_script(dir.file("silent"), "true\n");
    const std::vector<std::pair<std::string, std::string>> cases = {
        {dir.file("exits"), "failed (exit status 3)"},
        {dir.file("wrong"), "printed no checked time"},
        {dir.file("silent"), "printed no checked time"},
        {dir.file("missing"), "cannot run the yardstick"},
        {dir.path(), "cannot run the yardstick"}};
    for (const auto& [path, message] : cases) {
        const auto r = run_twobit("bench -r 1 --puzzle 2x2x2 --yardstick " + path);
        EXPECT_EQ(r.exit_code, 1) << path;
        EXPECT_TRUE(contains(r.err, message)) << path << ": " << r.err;
        EXPECT_TRUE(r.out.empty() || !contains(r.out, "f669da17")) << r.out;
    }
}

TEST(CliBench, ListsThatCannotBeTimedAreUsageErrors) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"--puzzle all --gens RU", "takes neither --def nor --gens"},
        {"--puzzle 2x2x2,skweb", "did you mean"},
        {"--puzzle 2x2x2,,skewb", "empty name"},
        {"--puzzle clock,2x2x2", "no table of its own"},
        {"--puzzle 2x2x2,skewb --metric qtm", "skewb has no metric qtm"},
        {"--puzzle all --metric xtm", "no table of --puzzle all has that metric"},
        {"--yardstick ''", "--yardstick"}};
    for (const auto& [args, message] : cases) {
        const auto r = run_twobit("bench -r 1 " + args);
        EXPECT_EQ(r.exit_code, 2) << args << ": " << r.err;
        EXPECT_TRUE(contains(r.err, message)) << args << ": " << r.err;
    }
}

} // namespace twobit
