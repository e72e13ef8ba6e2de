// `twobit solve --puzzle clock` as a user runs it: dials as one argument or many, WCA
// scrambles, stdin batches with bad lines, JSON, threads, and the options it refuses.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/clock/clock_solver.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

test::CommandResult solve_clock(const std::string& args, const std::string& stdin_text = "") {
    return test::run_twobit("solve --puzzle clock " + args, "", stdin_text);
}

// The solution applied to the position leaves a solved clock.
bool solves(const std::string& position, const std::string& solution) {
    const clock::Clock c = clock::parse_clock_position(position);
    return (solution.empty() ? c : clock::add_dials(c, clock::parse_clock_position(solution)))
        .solved();
}

} // namespace

TEST(CliClock, DialsAsOneArgumentOrFourteen) {
    const auto one = solve_clock("\"6 6 6 6 6 6 6 6 6 6 6 6 6 6\"");
    EXPECT_EQ(one.exit_code, 0) << one.err;
    EXPECT_EQ(one.out, "DUUD u6 DUUD d6 (2)\n");
    const auto many = solve_clock("6 6 6 6 6 6 6 6 6 6 6 6 6 6");
    EXPECT_EQ(many.out, one.out);
    EXPECT_EQ(solve_clock("\"0,0,0,0,0,0,0,0,0,0,0,0,0,0\"").out, "(0)\n");
}

TEST(CliClock, JsonBatchFromStdinKeepsOrderAndReportsEachBadLine) {
    std::mt19937_64 rng(99);
    std::string input = "# clock batch\n";
    std::vector<std::string> positions;
    for (int i = 0; i < 40; ++i) {
        std::string line;
        for (int d = 0; d < 14; ++d) line += (d ? " " : "") + std::to_string(rng() % 12);
        positions.push_back(line);
    }
    positions.insert(positions.begin() + 3, "1 2 3");
    positions.insert(positions.begin() + 7, "UR3+ XY2+");
    positions.insert(positions.begin() + 9, "UR3+ DL2- y2 U4+ ALL1- UR DL");
    positions.insert(positions.begin() + 11, "7 10 9 4 4 1 10 7 0 3 3 5 7 1 4 0 0 3");
    for (const auto& p : positions) input += p + "\n\n";
    const auto r = solve_clock("--json -t 2", input);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    std::istringstream out(r.out);
    clock::ClockSolver solver;
    size_t n = 0;
    for (std::string line; std::getline(out, line); ++n) {
        ASSERT_LT(n, positions.size());
        const auto j = nlohmann::json::parse(line);
        EXPECT_EQ(j["input"], positions[n]);
        if (n == 3 || n == 7 || n == 11) {
            EXPECT_TRUE(j.contains("error")) << line;
            continue;
        }
        const int length = j["length"];
        EXPECT_EQ(length, solver.distance(clock::parse_clock_position(positions[n])));
        EXPECT_TRUE(solves(positions[n], j["solution"])) << line;
    }
    EXPECT_EQ(n, positions.size());
    EXPECT_NE(r.out.find("\"error\":\"dial B9 is 3 but the corner gear it shares with F7 (= 10) "
                         "makes it 2 (B9 = -F7 mod 12)\""),
              std::string::npos)
        << r.out;
}

TEST(CliClock, RefusesTheCubesOptions) {
    // Pictures and pages it takes (tests/cli/test_cli_pictures.cpp); colours it has none.
    for (const char* option :
         {"--all", "--table t", "--input moves", "--colors a,b,c,d,e,f", "--optimal"}) {
        const auto r = solve_clock(std::string(option) + " \"UR1+\"");
        EXPECT_EQ(r.exit_code, 2) << option;
        EXPECT_NE(r.err.find("does not apply to clock: its solver (exact, no table) takes --svg, "
                             "--html, --viewer-js"),
                  std::string::npos)
            << r.err;
    }
    const auto metric = solve_clock("--metric qtm UR1+");
    EXPECT_EQ(metric.exit_code, 2);
    EXPECT_NE(metric.err.find("puzzle clock has no metric 'qtm' (use htm)"), std::string::npos)
        << metric.err;
    const auto gens = solve_clock("--gens U UR1+");
    EXPECT_EQ(gens.exit_code, 2);
    EXPECT_NE(gens.err.find("clock takes no --gens"), std::string::npos) << gens.err;
}

} // namespace twobit
