// `twobit solve --puzzle clock` as a user runs it: dials as one argument or many, WCA
// scrambles, stdin batches with bad lines, JSON, threads, and the options it refuses.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
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
    EXPECT_EQ(one.out, "MUR6+ y2 MUR6+ y2 (2)\n");
    const auto many = solve_clock("6 6 6 6 6 6 6 6 6 6 6 6 6 6");
    EXPECT_EQ(many.out, one.out);
    EXPECT_EQ(solve_clock("\"0,0,0,0,0,0,0,0,0,0,0,0,0,0\"").out, "(0)\n");
}

// Issue 58: answers in WCA notation by default, pin notation on request, the same moves.
// The names of the six pin sets a WCA scramble never uses are cubing.js's: checked here on
// one-move positions whose answer can only be the move undone.
TEST(CliClock, AnswersInWcaNotationByDefaultPinsOnRequest) {
    const std::pair<const char*, const char*> undone[] = {
        {"MUL3+", "MUL3- (1)\n"}, {"MUR5-", "MUR5+ (1)\n"}, {"ULw1+", "ULw1- (1)\n"},
        {"URw2+", "URw2- (1)\n"}, {"DLw6+", "DLw6+ (1)\n"}, {"DRw4-", "DRw4+ (1)\n"},
        {"UR2+", "UR2- (1)\n"},   {"ALL1-", "ALL1+ (1)\n"}, {"y2 U2+ y2", "y2 U2- y2 (1)\n"}};
    for (const auto& [position, answer] : undone) {
        SCOPED_TRACE(position);
        const auto r = solve_clock(std::string("\"") + position + "\"");
        EXPECT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(r.out, answer);
    }
    // Random positions: both notations solve them, in the clock's distance, move for move.
    const std::regex wca("((UR|DR|DL|UL|U|R|D|L|ALL|MUL|MUR|ULw|URw|DLw|DRw)[1-6][+-]|y2)"
                         "( ((UR|DR|DL|UL|U|R|D|L|ALL|MUL|MUR|ULw|URw|DLw|DRw)[1-6][+-]|y2))*");
    std::mt19937_64 rng(58);
    clock::ClockSolver solver;
    for (int i = 0; i < 20; ++i) {
        std::string dials;
        for (int d = 0; d < 14; ++d) dials += (d ? " " : "") + std::to_string(rng() % 12);
        SCOPED_TRACE(dials);
        const auto by_wca = nlohmann::json::parse(solve_clock("--json \"" + dials + "\"").out);
        const auto by_pins =
            nlohmann::json::parse(solve_clock("--json --notation pins \"" + dials + "\"").out);
        const std::string w = by_wca["solution"], p = by_pins["solution"];
        EXPECT_TRUE(std::regex_match(w, wca)) << w;
        EXPECT_EQ(w.find('u'), std::string::npos) << w;
        EXPECT_TRUE(solves(dials, w)) << w;
        EXPECT_TRUE(solves(dials, p)) << p;
        EXPECT_EQ(by_wca["length"], by_pins["length"]);
        EXPECT_EQ(by_wca["length"], solver.distance(clock::parse_clock_position(dials)));
    }
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
        EXPECT_NE(
            r.err.find(
                "does not apply to clock: its solver (exact, no table) takes --notation, --svg, "
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
