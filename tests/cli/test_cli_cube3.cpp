// `twobit solve --puzzle 3x3x3` held against the tests' own 54-sticker cube
// (support/independent_cube3.hpp), which shares no code with the engine: every answer,
// applied after its scramble there, must leave every face one colour (in whatever
// orientation the scramble's rotations left the cube); two-phase answers are at most 20
// moves (or --max-length), Thistlethwaite's at most 45 in four phases of shrinking move sets,
// and --optimal's lengths are the distances that a breadth-first search (to depth 5) and a
// meet-in-the-middle search (to 11) find here. Positions come as moves of every kind and as
// sticker strings in other colours and orientations, uniformly random legal cubes included;
// every sticker-string error has its exact message, and a bad line never stops a batch.
// The tables are built once for the whole executable by the ctest fixture cube3_tables
// (tests/CMakeLists.txt) in TWOBIT_CUBE3_TABLES.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "forged_tables.hpp"
#include "independent_cube3.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using nlohmann::json;
using test::IndependentCube3;
using test::kIndependentCube3Solved;

const char* const kTPerm = "R U R' U' R' F R2 U' R' U' R U R' F'";
const char* const kSuperflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

// One line of input and how the tests' cube reads it.
struct Position {
    std::string line;
    bool stickers; // else moves, applied to a solved cube

    IndependentCube3 held() const {
        return stickers ? IndependentCube3(line) : IndependentCube3().apply(line);
    }
};

Position moves(const std::string& text) {
    return {text, false};
}
Position stickers(const std::string& text) {
    return {text, true};
}

// The tables that the fixture built, shared by every test of this executable.
const std::string& cube3_tables_env() {
    static const std::string env = std::string("TWOBIT_TABLES='") + TWOBIT_CUBE3_TABLES + "'";
    return env;
}

test::CommandResult solve(const std::string& options, const std::vector<Position>& batch) {
    std::string input;
    for (const Position& p : batch) input += p.line + "\n";
    return test::run_twobit("solve --puzzle 3x3x3 --json " + options, cube3_tables_env(), input);
}

std::vector<json> json_lines(const test::CommandResult& r) {
    std::vector<json> out;
    for (const std::string& line : test::lines_of(r.out)) out.push_back(json::parse(line));
    return out;
}

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// WCA face turns only: U R F D L B, each plain, 2 or '.
bool face_turns_only(const std::string& solution, const std::string& allowed = "") {
    static const std::regex turn("[URFDLB](2|')?");
    const std::vector<std::string> set = words(allowed);
    for (const std::string& w : words(solution)) {
        if (!std::regex_match(w, turn)) return false;
        if (!set.empty() && std::find(set.begin(), set.end(), w) == set.end()) return false;
    }
    return true;
}

// Checks one answer: no error, its length is its move count, face turns only, and applied
// after the position in the tests' cube it solves it. Returns the length (-1 on an error).
int check_answer(const Position& p, const json& answer, const std::string& method) {
    SCOPED_TRACE(p.line);
    EXPECT_FALSE(answer.contains("error")) << answer;
    if (answer.contains("error")) return -1;
    EXPECT_EQ(answer["input"], p.line);
    EXPECT_EQ(answer["method"], method);
    const std::string solution = answer["solution"];
    const int length = answer["length"];
    EXPECT_EQ(length, static_cast<int>(words(solution).size())) << solution;
    EXPECT_TRUE(face_turns_only(solution)) << solution;
    IndependentCube3 cube = p.held();
    cube.apply(solution);
    EXPECT_TRUE(cube.is_solved()) << solution << " leaves " << cube.facelets();
    return length;
}

// Each position's answer through check_answer; the lengths, in order.
std::vector<int> solve_all(const std::string& options, const std::vector<Position>& batch,
                           const std::string& method) {
    const auto r = solve(options, batch);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto answers = json_lines(r);
    EXPECT_EQ(answers.size(), batch.size()) << r.out << r.err;
    std::vector<int> lengths;
    for (size_t k = 0; k < answers.size() && k < batch.size(); ++k)
        lengths.push_back(check_answer(batch[k], answers[k], method));
    return lengths;
}

std::string random_moves(std::mt19937_64& rng, int length, const std::vector<std::string>& set) {
    std::string text;
    char last = 0;
    for (int k = 0; k < length;) {
        const std::string& m = set[rng() % set.size()];
        if (m[0] == last) continue; // no two turns of one layer in a row
        last = m[0];
        text += (text.empty() ? "" : " ") + m;
        ++k;
    }
    return text;
}

// The same cube as another string: in colours[k] (for U R F D L B) and turned whole.
const std::vector<std::string> kColourSets = {"WRGYOB", "YOBWRG", "abcdef", "RFDLBU"};
const std::vector<std::string> kRotations = {"y", "x2", "z'", "x y", "y' z", "x' y2"};

std::string disguised(const std::string& facelets, size_t k) {
    return test::rotate_cube3(test::recolour(facelets, kColourSets[k % kColourSets.size()]),
                              kRotations[k % kRotations.size()]);
}

// A solved cube with some facelets ("U9", ...) changed to other colours.
std::string edited(const std::vector<std::pair<std::string, char>>& changes) {
    std::string s = kIndependentCube3Solved;
    for (const auto& [name, colour] : changes)
        s[std::string("URFDLB").find(name[0]) * 9 + static_cast<size_t>(name[1] - '1')] = colour;
    return s;
}

} // namespace

TEST(CliCube3, TPermTwoPhaseAndOptimalInAnyColoursAndOrientation) {
    // Text output, the scramble as one argument.
    const auto r = test::run_twobit(std::string("solve --puzzle 3x3x3 \"") + kTPerm + "\"",
                                    cube3_tables_env());
    EXPECT_EQ(r.exit_code, 0) << r.err;
    std::smatch m;
    const std::string out = r.out;
    ASSERT_TRUE(std::regex_match(out, m, std::regex("([URFDLB2' ]*) \\(([0-9]+)\\)\n"))) << out;
    const std::string solution = m[1];
    EXPECT_LE(std::stoi(m[2]), 20);
    EXPECT_EQ(std::stoi(m[2]), static_cast<int>(words(solution).size()));
    EXPECT_TRUE(IndependentCube3().apply(kTPerm).apply(solution).is_solved()) << solution;

    // Optimal: for the moves, the stickers, and the stickers in other colours and held
    // otherwise, the distance that the meet-in-the-middle search here finds (11, three fewer
    // than the scramble's 14 turns).
    const std::string facelets = test::cube3_after(kTPerm);
    const int distance = test::Cube3Ball::get().optimal_up_to_11(facelets);
    EXPECT_EQ(distance, 11);
    const std::vector<Position> batch = {moves(kTPerm), stickers(facelets),
                                         stickers(disguised(facelets, 0)),
                                         stickers(disguised(facelets, 3))};
    EXPECT_EQ(solve_all("--optimal", batch, "optimal"), std::vector<int>(batch.size(), distance));
}

TEST(CliCube3, OptimalLengthsAreTheDistancesFoundHere) {
    // 30 positions from the breadth-first ball (depths 1..5), some in other colours and
    // orientations, whose distances the ball knows exactly.
    const auto& ball = test::Cube3Ball::get();
    std::mt19937_64 rng(33);
    std::vector<Position> batch;
    std::vector<int> expected;
    for (int k = 0; k < 30; ++k) {
        const int depth = 1 + k % 5;
        const std::string s = ball.sample(depth, rng);
        batch.push_back(stickers(k % 3 == 0 ? s : disguised(s, static_cast<size_t>(k))));
        expected.push_back(depth);
    }
    // Longer scrambles: their distance by meet in the middle (up to 11).
    for (int length : {6, 7, 8, 9, 10}) {
        const std::string scramble = random_moves(rng, length, test::cube3_face_turns());
        const int distance = ball.optimal_up_to_11(test::cube3_after(scramble));
        ASSERT_GT(distance, 0) << scramble;
        batch.push_back(moves(scramble));
        expected.push_back(distance);
    }
    EXPECT_EQ(solve_all("--optimal", batch, "optimal"), expected);
}

TEST(CliCube3, SymmetricPositionsGetTheirOptimalLengths) {
    // Positions that some of the cube's symmetries leave as they are: the search tries one
    // first and second move per orbit of those symmetries, so a wrong orbit would show as a
    // longer answer (or none) here. Lengths from the meet-in-the-middle search here.
    const auto& ball = test::Cube3Ball::get();
    std::vector<Position> batch;
    std::vector<int> expected;
    for (const char* text : {"U2 D2 R2 L2 F2 B2", "U D'", "R2 L2", "U2 D2", "R L U2 R' L' U2",
                             "U R2 L2 U2 R2 L2 U", "F B' U D' R L' F B'", "U D R L F B U D R L"}) {
        batch.push_back(moves(text));
        expected.push_back(ball.optimal_up_to_11(test::cube3_after(text)));
        ASSERT_GT(expected.back(), 0) << text;
    }
    batch.push_back(stickers(disguised(test::cube3_after("U2 D2 R2 L2 F2 B2"), 2)));
    expected.push_back(expected.front());
    EXPECT_EQ(solve_all("--optimal", batch, "optimal"), expected);
}

// Every sequence of face turns that solves the position in fewer moves than this, found by
// trying them all on the tests' cube (no two turns of one face in a row: such a sequence is
// never the shortest).
void solving_sequences(const IndependentCube3& cube, int left, int last_face, std::string path,
                       std::set<std::string>& out) {
    if (left == 0) {
        if (cube.is_solved()) out.insert(path);
        return;
    }
    const auto& turns = test::cube3_face_turns();
    for (size_t t = 0; t < turns.size(); ++t) {
        if (static_cast<int>(t / 3) == last_face) continue;
        IndependentCube3 next = cube;
        next.apply(turns[t]);
        solving_sequences(next, left - 1, static_cast<int>(t / 3),
                          path.empty() ? turns[t] : path + " " + turns[t], out);
    }
}

// --optimal --all gives every optimal solution, each once, in move order: exactly the
// sequences of that length that solve the position on the tests' cube (the threads share the
// search by its first two moves; one lost, doubled or out of order would show).
TEST(CliCube3, AllOptimalSolutionsAreEverySolvingSequence) {
    const auto& ball = test::Cube3Ball::get();
    for (const char* scramble : {"R L U D", "U2 D2 R2 L2", "U R2 F B R", "F B' U D' R"}) {
        const IndependentCube3 start = IndependentCube3().apply(scramble);
        const int length = ball.optimal_up_to_11(test::cube3_after(scramble));
        std::set<std::string> want;
        solving_sequences(start, length, -1, "", want);
        ASSERT_FALSE(want.empty()) << scramble;
        const auto r = solve("--optimal --all", {moves(scramble)});
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const auto answers = json_lines(r);
        ASSERT_EQ(answers.size(), 1u);
        const std::vector<std::string> got = answers[0]["solutions"];
        EXPECT_EQ(std::set<std::string>(got.begin(), got.end()), want) << scramble;
        EXPECT_EQ(got.size(), want.size()) << scramble;
        std::vector<size_t> order;
        const auto& turns = test::cube3_face_turns();
        for (const std::string& solution : got) {
            size_t key = 0;
            for (const std::string& w : words(solution))
                key = key * 18 +
                      static_cast<size_t>(std::find(turns.begin(), turns.end(), w) - turns.begin());
            order.push_back(key);
        }
        EXPECT_TRUE(std::is_sorted(order.begin(), order.end())) << scramble;
    }
}

// `count` positions exactly ten face turns from solved (the tests' ball says so), from
// scrambles of ten random turns drawn with `seed`.
std::vector<std::string> ten_moves_from_solved(uint64_t seed, int count) {
    const auto& ball = test::Cube3Ball::get();
    const auto& turns = test::cube3_face_turns();
    std::mt19937_64 rng(seed);
    std::vector<std::string> out;
    while (static_cast<int>(out.size()) < count) {
        std::string scramble;
        for (int i = 0, last = -1; i < 10; ++i) {
            int t = 0;
            do t = static_cast<int>(rng() % turns.size());
            while (t / 3 == last);
            last = t / 3;
            scramble += (scramble.empty() ? "" : " ") + turns[static_cast<size_t>(t)];
        }
        if (ball.optimal_up_to_11(test::cube3_after(scramble)) == 10) out.push_back(scramble);
    }
    return out;
}

// `r`, one position's `--json --optimal --all` answer, holds every shortest path of `scramble`
// that the tests' ball finds (meet in the middle), each once.
void expect_every_shortest_path(const test::CommandResult& r, const std::string& scramble) {
    const std::vector<std::string> want =
        test::Cube3Ball::get().optimal_solutions_up_to_11(test::cube3_after(scramble));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto answers = json_lines(r);
    ASSERT_EQ(answers.size(), 1u);
    const std::vector<std::string> got = answers[0]["solutions"];
    EXPECT_EQ(std::set<std::string>(got.begin(), got.end()),
              std::set<std::string>(want.begin(), want.end()))
        << scramble;
    EXPECT_EQ(got.size(), want.size()) << scramble;
}

// Ten moves from solved, the search's tight rules act on its first turns (a child exactly as
// far from solved as the moves left after it, in the table of bounds: on every axis, which
// closes it, or from its inverse, which rules out its next turns): every optimal solution is
// still found, against every shortest path the tests' ball finds (meet in the middle).
TEST(CliCube3, AllOptimalSolutionsOfTenMovesAreEveryShortestPath) {
    for (const std::string& scramble : ten_moves_from_solved(60, 3)) {
        const auto r = solve("--optimal --all", {moves(scramble)});
        expect_every_shortest_path(r, scramble);
    }
}

// Disabled, and why: the superflip is 20 face turns from solved, the most any position needs,
// and proving that no 19-move solution exists exhausts depth 19. With the symmetric table on
// three axes and one first and second move per orbit of its 48 symmetries that took 6 min 41 s
// on a 2-core machine (bench/history/2026-12-02.md): too long for every CI run, whose
// machine can be 2-3 times slower. Run it by hand with --gtest_also_run_disabled_tests. The
// two-phase answer for the superflip (20 moves) is checked below (two-phase, within 20 moves).
TEST(CliCube3, DISABLED_SuperflipIsTwentyOptimal) {
    const std::vector<Position> batch = {moves(kSuperflip),
                                         stickers(disguised(test::cube3_after(kSuperflip), 1))};
    EXPECT_EQ(solve_all("--optimal", batch, "optimal"), (std::vector<int>{20, 20}));
}

TEST(CliCube3, RandomCubesTwoPhaseWithinTwenty) {
    // Uniformly random legal cubes, written here from random pieces, as stickers; three in
    // four in other colours or orientations.
    std::mt19937_64 rng(20);
    std::vector<Position> batch;
    for (size_t k = 0; k < 20; ++k) {
        const std::string s = test::random_cube3(rng);
        if (k % 4 == 0)
            batch.push_back(stickers(s));
        else if (k % 4 == 1)
            batch.push_back(stickers(test::recolour(s, kColourSets[(k / 4) % kColourSets.size()])));
        else
            batch.push_back(stickers(disguised(s, k)));
    }
    for (int length : solve_all("", batch, "two-phase")) EXPECT_LE(length, 20);

    // --max-length raises the bound: a longer answer may come, never one beyond it.
    const std::vector<Position> two(batch.begin(), batch.begin() + 2);
    for (int length : solve_all("--max-length 22", two, "two-phase")) EXPECT_LE(length, 22);
}

// A bound the two-phase search cannot meet (the superflip is 20 moves from solved) is reported
// as the length's limit, not as a time it did not spend ("found in 60 s" after 0.3 s).
TEST(CliCube3, ATwoPhaseBoundBelowTheDistanceSaysMoreTimeCannotHelp) {
    const auto r = test::run_twobit(
        "solve --puzzle 3x3x3 --max-length 10 \"U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 "
        "F2\"",
        cube3_tables_env());
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(
        test::contains(r.out, "no solution of at most 10 moves found (the search ended in "))
        << r.out;
    EXPECT_TRUE(test::contains(r.out, "allow more with --max-length")) << r.out;
    EXPECT_FALSE(test::contains(r.out, "--time-limit")) << r.out;
}

// `twobit scramble --puzzle 3x3x3`: face turns in WCA notation, at most 20 (two-phase), at
// least WCA's 2; replayed on the tests' cube they leave a scrambled cube that the solver's
// answer solves; the same seed gives the same scrambles, another seed others.
TEST(CliCube3, ScramblesReplayedHereAreSolvedBySolve) {
    const auto r =
        test::run_twobit("scramble --puzzle 3x3x3 --json -n 5 --seed 43", cube3_tables_env());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::vector<json> scrambles = json_lines(r);
    ASSERT_EQ(scrambles.size(), 5u) << r.out;
    std::vector<Position> batch;
    for (const json& j : scrambles) {
        const std::string text = j.at("scramble").get<std::string>();
        EXPECT_EQ(j.at("puzzle"), "3x3x3");
        EXPECT_FALSE(j.contains("distance")) << "two-phase lengths are not distances: " << text;
        const std::vector<std::string> turns = words(text);
        EXPECT_EQ(static_cast<int>(turns.size()), j.at("length").get<int>()) << text;
        EXPECT_GE(turns.size(), 2u) << text;
        EXPECT_LE(turns.size(), 20u) << text;
        for (const std::string& t : turns)
            EXPECT_TRUE(std::regex_match(t, std::regex("[URFDLB]['2]?"))) << text;
        EXPECT_FALSE(IndependentCube3().apply(text).is_solved()) << text;
        batch.push_back(moves(text));
    }
    const auto solved = solve("", batch);
    ASSERT_EQ(solved.exit_code, 0) << solved.err;
    const std::vector<json> answers = json_lines(solved);
    ASSERT_EQ(answers.size(), batch.size());
    for (size_t i = 0; i < batch.size(); ++i) {
        IndependentCube3 cube = batch[i].held();
        cube.apply(answers[i].at("solution").get<std::string>());
        EXPECT_TRUE(cube.is_solved()) << batch[i].line << " then " << answers[i];
    }
    const auto again =
        test::run_twobit("scramble --puzzle 3x3x3 -n 2 --seed 43", cube3_tables_env());
    const auto other =
        test::run_twobit("scramble --puzzle 3x3x3 -n 2 --seed 44", cube3_tables_env());
    EXPECT_EQ(again.out, scrambles[0].at("scramble").get<std::string>() + "\n" +
                             scrambles[1].at("scramble").get<std::string>() + "\n");
    EXPECT_NE(other.out, again.out);
}

TEST(CliCube3, PositionsAsArgumentsInText) {
    const std::string facelets = test::recolour(test::cube3_after("F R U'"), "WRGYOB");
    const auto r = test::run_twobit("solve --puzzle 3x3x3 \"R U\" " + facelets + " \"x y\"",
                                    cube3_tables_env());
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto lines = test::lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    const std::regex answer("([URFDLB2' ]*) \\(([0-9]+)\\)");
    std::smatch m;
    ASSERT_TRUE(std::regex_match(lines[0], m, answer)) << lines[0];
    EXPECT_TRUE(IndependentCube3().apply("R U").apply(m[1]).is_solved()) << lines[0];
    ASSERT_TRUE(std::regex_match(lines[1], m, answer)) << lines[1];
    EXPECT_TRUE(IndependentCube3(facelets).apply(m[1]).is_solved()) << lines[1];
    EXPECT_EQ(lines[2], "(0)"); // rotations alone: solved as held
}

// Issue 43: without --puzzle, 54 stickers or a slice (or wide) turn are solved as a 3x3x3,
// not refused or answered as the default 2x2x2.
TEST(CliCube3, WithoutPuzzleStickersAndSlicesAreSolvedAsTheThreeByThree) {
    const std::string facelets = test::recolour(test::cube3_after("F R U' L2"), "WRGYOB");
    const std::string scramble = "R U F' L2 D B' R2 U' F D2 L' B2 U R' F2 D' L B' U2 R M E2";
    const auto r =
        test::run_twobit("solve " + facelets + " \"" + scramble + "\"", cube3_tables_env());
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto lines = test::lines_of(r.out);
    ASSERT_EQ(lines.size(), 2u) << r.out << r.err;
    const std::regex answer("([URFDLB2' ]*) \\(([0-9]+)\\)");
    std::smatch m;
    ASSERT_TRUE(std::regex_match(lines[0], m, answer)) << lines[0];
    EXPECT_TRUE(IndependentCube3(facelets).apply(m[1]).is_solved()) << lines[0];
    ASSERT_TRUE(std::regex_match(lines[1], m, answer)) << lines[1];
    EXPECT_LE(std::stoi(m[2]), 20) << lines[1];
    EXPECT_TRUE(IndependentCube3().apply(scramble).apply(m[1]).is_solved()) << lines[1];
    EXPECT_EQ(r.err.find("assuming"), std::string::npos) << r.err; // decided, nothing assumed
    // The same on standard input, decided by its first line.
    const auto batch = test::run_twobit("solve", cube3_tables_env(), "M U\nR U\n");
    EXPECT_EQ(batch.exit_code, 0) << batch.err;
    EXPECT_EQ(test::lines_of(batch.out).size(), 2u) << batch.out;
}

TEST(CliCube3, WideTurnsSlicesAndRotations) {
    const std::vector<Position> batch = {
        moves("Rw U2 M' E S x y' z2 r u' f2 d l b'"),
        moves("M2 E2 S2"),
        moves("x y z"),
        moves("Uw R Dw' L Fw B2 Bw' Lw2"),
        moves("M' U M U2 M' U M"),
        moves("RUR'U'F2"), // run together
        moves("E"),
        moves("S'"),
        moves("Uw2 D2"), // = y2: solved as held
        moves("x R U R' U' x' z y R2 M2"),
    };
    std::vector<int> expected; // optimal lengths where the ball knows them (else -1)
    for (const Position& p : batch)
        expected.push_back(test::Cube3Ball::get().distance(test::by_centres(p.held().facelets())));
    EXPECT_EQ(expected[8], 0);
    for (int length : solve_all("", batch, "two-phase")) EXPECT_LE(length, 20);
    // --optimal for those within the ball (the others could take the optimal search long).
    std::vector<Position> short_ones;
    std::vector<int> distances;
    for (size_t k = 0; k < batch.size(); ++k)
        if (expected[k] >= 0) {
            short_ones.push_back(batch[k]);
            distances.push_back(expected[k]);
        }
    EXPECT_GE(short_ones.size(), 5u);
    EXPECT_EQ(solve_all("--optimal", short_ones, "optimal"), distances);
}

TEST(CliCube3, ThistlethwaitesFourPhases) {
    std::mt19937_64 rng(45);
    std::vector<Position> batch = {moves(kTPerm), moves(kSuperflip), moves("Rw U2 M' x E y S'"),
                                   moves("x")};
    for (size_t k = 0; k < 4; ++k) {
        const std::string s = test::random_cube3(rng);
        batch.push_back(stickers(k < 2 ? s : disguised(s, k)));
    }
    const auto r = solve("--method thistlethwaite", batch);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto answers = json_lines(r);
    ASSERT_EQ(answers.size(), batch.size()) << r.out << r.err;
    // Each phase turns only within the group the previous one reached: <U, D, R, L, F2, B2>,
    // then <U, D, R2, L2, F2, B2>, then half turns; since the answer solves the cube, each
    // phase did reach its group.
    const std::string g1 = "U U2 U' D D2 D' R R2 R' L L2 L' F2 B2";
    const std::string g2 = "U U2 U' D D2 D' R2 L2 F2 B2";
    const std::string g3 = "U2 D2 R2 L2 F2 B2";
    for (size_t k = 0; k < batch.size(); ++k) {
        SCOPED_TRACE(batch[k].line);
        const int length = check_answer(batch[k], answers[k], "thistlethwaite");
        EXPECT_LE(length, 45);
        ASSERT_TRUE(answers[k].contains("phases")) << answers[k];
        const auto& phases = answers[k]["phases"];
        ASSERT_EQ(phases.size(), 4u) << answers[k];
        std::vector<std::string> phase;
        std::string joined;
        for (const auto& p : phases) {
            phase.push_back(p.get<std::string>());
            if (!phase.back().empty()) joined += (joined.empty() ? "" : " ") + phase.back();
        }
        // The phases in order solve the cube; the answer is them with the turns of one face
        // where two phases meet joined (R then R2: R'), so no face turns twice in a row.
        EXPECT_TRUE(batch[k].held().apply(joined).is_solved()) << answers[k];
        const std::vector<std::string> turns = words(answers[k]["solution"].get<std::string>());
        for (size_t t = 1; t < turns.size(); ++t)
            EXPECT_NE(turns[t][0], turns[t - 1][0]) << answers[k];
        EXPECT_TRUE(face_turns_only(phase[1], g1)) << phase[1];
        EXPECT_TRUE(face_turns_only(phase[2], g2)) << phase[2];
        EXPECT_TRUE(face_turns_only(phase[3], g3)) << phase[3];
    }
    EXPECT_EQ(answers[3]["length"], 0); // "x": solved as held
}

TEST(CliCube3, EveryStickerStringErrorHasItsMessage) {
    const std::string solved = kIndependentCube3Solved;
    const std::string kAsMoves = " (read as stickers; for a move sequence say --input moves)";
    // Each string is built to fail only its own check (they run in this order).
    const std::vector<std::pair<std::string, std::string>> cases = {
        // These also read as moves: the error says how to have them read so.
        {solved.substr(0, 53), "a 3x3x3 sticker string has 54 facelets, not 53" + kAsMoves},
        {solved + "U", "a 3x3x3 sticker string has 54 facelets, not 55" + kAsMoves},
        {edited({{"U1", 'X'}}), "7 colours; a 3x3x3 has 6, nine facelets each"},
        {test::recolour(solved, "URFDLU"), "5 colours; a 3x3x3 has 6, nine facelets each"},
        // The first colour by first appearance whose count is wrong: R, first at facelet 1.
        {edited({{"U1", 'R'}}), "colour 'R' is on 10 facelets; each colour is on 9"},
        {edited({{"U2", 'R'}}), "colour 'U' is on 8 facelets; each colour is on 9"},
        {edited({{"R5", 'U'}, {"U1", 'R'}}),
         "the centres (facelets 5, 14, 23, 32, 41, 50) must be six different colours, not "
         "'UUFDLB'"},
        // URF shows U R L (an L sticker moved there, an F one to an edge: edges come later).
        {edited({{"F3", 'L'}, {"L2", 'F'}}),
         "the stickers 'URL' at the URF corner (facelets U9 R1 F3) are no corner of this cube"},
        {test::recolour(edited({{"F3", 'L'}, {"L2", 'F'}}), "WRGYOB"),
         "the stickers 'WRO' at the URF corner (facelets U9 R1 F3) are no corner of this cube"},
        {edited({{"R2", 'D'}, {"D2", 'R'}}),
         "the stickers 'UD' at the UR edge (facelets U6 R2) are no edge of this cube"},
        // DLF shows URF's colours in URF's order; two edges repaint the counts.
        {edited({{"D1", 'U'}, {"L9", 'R'}, {"F7", 'F'}, {"U2", 'D'}, {"R2", 'L'}}),
         "the corner URF appears twice, at URF and at DLF"},
        {test::recolour(edited({{"D1", 'U'}, {"L9", 'R'}, {"F7", 'F'}, {"U2", 'D'}, {"R2", 'L'}}),
                        "WRGYOB"),
         "the corner URF appears twice, at URF and at DLF"},
        // UB shows the DB edge, DB the UF edge, FL the BL edge: the first repeat is UF at DB.
        {edited({{"U2", 'D'}, {"D8", 'U'}, {"B8", 'F'}, {"F4", 'B'}}),
         "the edge UF appears twice, at UF and at DB"},
        {edited({{"U9", 'F'}, {"R1", 'U'}, {"F3", 'R'}}),
         "a twisted corner: the corner twists sum to 1 mod 3 (a real cube's sum to 0)"},
        {edited({{"U6", 'R'}, {"R2", 'U'}}),
         "a flipped edge: the edge flips sum to 1 mod 2 (a real cube's sum to 0)"},
        {edited({{"R2", 'F'}, {"F2", 'R'}}),
         "odd parity: the corners and edges together are an odd permutation (two pieces "
         "swapped)"},
    };
    std::vector<Position> batch;
    for (const auto& c : cases) batch.push_back(stickers(c.first));
    const auto r = solve("", batch);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    const auto answers = json_lines(r);
    ASSERT_EQ(answers.size(), cases.size()) << r.out << r.err;
    for (size_t k = 0; k < cases.size(); ++k) {
        EXPECT_EQ(answers[k]["input"], cases[k].first);
        EXPECT_EQ(answers[k]["error"], cases[k].second) << cases[k].first;
        EXPECT_EQ(answers[k]["error_kind"], "invalid") << cases[k].first;
        EXPECT_FALSE(answers[k].contains("solution")) << answers[k];
    }
    // The same in text, as an argument.
    const auto text =
        test::run_twobit("solve --puzzle 3x3x3 " + cases[7].first, cube3_tables_env());
    EXPECT_EQ(text.exit_code, 1);
    EXPECT_EQ(text.out, "invalid: " + cases[7].second + "\n");
}

// The corner positions are taken in the engine's cubie order URF UFL ULB UBR DFR DLF DRB DBL
// (DBL last, corner_cubies.hpp), so of two DRB corners, at DBL and at DRB, the one at DRB is
// named first.
TEST(CliCube3, CornerPositionsInCubieOrder) {
    const std::string s = edited({{"B9", 'R'}, {"L7", 'B'}, {"R2", 'L'}});
    const auto answers = json_lines(solve("", {stickers(s)}));
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_EQ(answers[0]["error"], "the corner DRB appears twice, at DRB and at DBL");
}

TEST(CliCube3, ABadLineInABatchIsReportedAndTheBatchGoesOn) {
    const std::string twisted = edited({{"U9", 'F'}, {"R1", 'U'}, {"F3", 'R'}});
    const std::string good = test::recolour(test::cube3_after("R U F"), "WRGYOB");
    const std::vector<Position> batch = {moves("R U R' U'"), stickers(twisted), moves("R Q"),
                                         stickers(good)};
    const auto r = solve("", batch);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    const auto answers = json_lines(r);
    ASSERT_EQ(answers.size(), 4u) << r.out << r.err;
    EXPECT_LE(check_answer(batch[0], answers[0], "two-phase"), 20);
    EXPECT_EQ(answers[1]["error_kind"], "invalid");
    EXPECT_EQ(answers[2]["error_kind"], "invalid");
    EXPECT_EQ(answers[2]["input"], "R Q");
    EXPECT_LE(check_answer(batch[3], answers[3], "two-phase"), 20);

    // In text: one line per input line, errors in their place.
    std::string input;
    for (const Position& p : batch) input += p.line + "\n";
    const auto t = test::run_twobit("solve --puzzle 3x3x3", cube3_tables_env(), input);
    EXPECT_EQ(t.exit_code, 1);
    const auto lines = test::lines_of(t.out);
    ASSERT_EQ(lines.size(), 4u) << t.out << t.err;
    EXPECT_TRUE(std::regex_match(lines[0], std::regex("[URFDLB2' ]+ \\([0-9]+\\)"))) << lines[0];
    EXPECT_EQ(
        lines[1],
        "invalid: a twisted corner: the corner twists sum to 1 mod 3 (a real cube's sum to 0)");
    EXPECT_EQ(lines[2].rfind("invalid: ", 0), 0u) << lines[2];
    EXPECT_TRUE(std::regex_match(lines[3], std::regex("[URFDLB2' ]+ \\([0-9]+\\)"))) << lines[3];
}

} // namespace twobit

namespace twobit {
namespace {

// solve --svg draws a 54-sticker net per step (the position first, solved last) and --html
// writes cubing.js's 3x3x3 player with the scramble and the answer.
TEST(CliCube3, PicturesAndTheViewerPage) {
    test::ScratchDir dir;
    const std::string script = dir.file("player.js");
    test::write_file(script, "console.log('player');");
    const auto r =
        test::run_twobit("solve --puzzle 3x3x3 --svg " + dir.file("steps") + " --html " +
                             dir.file("page.html") + " --viewer-js " + script + " \"R U F'\"",
                         cube3_tables_env());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string answer = r.out.substr(0, r.out.find(" ("));
    const size_t length = std::stoul(r.out.substr(r.out.find('(') + 1));
    for (size_t step = 0; step <= length; ++step) {
        char name[32];
        std::snprintf(name, sizeof name, "steps/step-%02zu.svg", step);
        const std::string svg = test::read_file(dir.file(name));
        size_t stickers = 0;
        for (size_t at = svg.find("class=\"sticker\""); at != std::string::npos;
             at = svg.find("class=\"sticker\"", at + 1))
            ++stickers;
        EXPECT_EQ(stickers, 54u) << name;
    }
    // The last step is solved: every sticker shows the face it is on.
    char last_name[48]; // room for any size_t: g++ -Wformat-truncation checks that
    std::snprintf(last_name, sizeof last_name, "steps/step-%02zu.svg", length);
    const std::string last = test::read_file(dir.file(last_name));
    for (const char* face : {"U", "R", "F", "D", "L", "B"}) {
        const std::string on =
            std::string("data-face=\"") + face + "\" data-colour=\"" + face + "\"";
        size_t n = 0;
        for (size_t at = last.find(on); at != std::string::npos; at = last.find(on, at + 1)) ++n;
        EXPECT_EQ(n, 9u) << face;
    }
    const std::string page = test::read_file(dir.file("page.html"));
    EXPECT_NE(page.find("puzzle=\"3x3x3\""), std::string::npos);
    // Attribute values are HTML-escaped: ' is &#39;.
    const auto escaped = [](std::string text) {
        for (size_t at = text.find('\''); at != std::string::npos; at = text.find('\'', at + 5))
            text.replace(at, 1, "&#39;");
        return text;
    };
    EXPECT_NE(page.find("alg=\"" + escaped(answer) + "\""), std::string::npos) << answer;
    EXPECT_NE(page.find("experimental-setup-alg=\"" + escaped("R U F'") + "\""), std::string::npos);
}

} // namespace
} // namespace twobit

namespace twobit {
namespace {

// A table rewritten past its checksums (two entries swapped, so every count still matches,
// and the payload hash recomputed as anyone with tables/FORMAT.md can): the two-phase solver
// checks its small tables against their moves when it loads them, so the command fails with
// a message naming the table instead of answering wrongly or crashing.
TEST(CliCube3, AForgedPhase2TableIsRefusedByName) {
    test::ScratchDir dir;
    const std::string tables = TWOBIT_CUBE3_TABLES;
    ASSERT_EQ(::symlink((tables + "/kociemba-phase1-sym-htm.twobit").c_str(),
                        dir.file("kociemba-phase1-sym-htm.twobit").c_str()),
              0);
    test::write_file(dir.file("kociemba-phase2-corners-htm.twobit"),
                     test::read_file(tables + "/kociemba-phase2-corners-htm.twobit"));
    std::string file = test::read_file(tables + "/kociemba-phase2-edges-htm.twobit");
    const auto entry = [&](size_t i) {
        return (file[kTableHeaderBytes + i / 4] >> (2 * (i % 4))) & 3;
    };
    const auto set = [&](size_t i, int v) {
        char& byte = file[kTableHeaderBytes + i / 4];
        byte = static_cast<char>((byte & ~(3 << (2 * (i % 4)))) | (v << (2 * (i % 4))));
    };
    size_t other = 1;
    while (entry(other) == entry(0)) ++other;
    const int first = entry(0), second = entry(other);
    set(0, second);
    set(other, first);
    constexpr size_t kPayloadHashAt = 368; // tables/FORMAT.md
    test::set_header_u64(
        file, kPayloadHashAt,
        payload_hash(reinterpret_cast<const uint8_t*>(file.data()) + kTableHeaderBytes,
                     file.size() - kTableHeaderBytes));
    test::reseal_header(file);
    test::write_file(dir.file("kociemba-phase2-edges-htm.twobit"), file);
    // The file checks pass (checksums, counts); its digest does not.
    const auto info = test::run_twobit("info " + dir.file("kociemba-phase2-edges-htm.twobit"));
    EXPECT_EQ(info.exit_code, 1);
    EXPECT_NE(info.err.find("its SHA-256 is "), std::string::npos) << info.err;

    const auto r = test::run_twobit("solve --puzzle 3x3x3 \"R U\"", "TWOBIT_TABLES=" + dir.path());
    EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("kociemba-phase2-edges"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("refused: it is not the kociemba-phase2-edges htm"), std::string::npos)
        << r.err;
}

// The optimal solver's corners table rewritten past its checksums (issue 44: 11 moves were
// printed as optimal for 9-move positions): its digest is checked on load
// (host/store/held_table.hpp), so it is refused before any answer, by name.
TEST(CliCube3, AForgedCornersTableIsRefusedByTheOptimalSolver) {
    test::ScratchDir dir;
    const std::string tables = TWOBIT_CUBE3_TABLES;
    for (const char* name :
         {"3x3x3-optimal-sym-bounds-htm.twobit", "3x3x3-edges6-UR.UF.UL.UB.DR.DF-htm.twobit",
          "3x3x3-edges6-DL.DB.FR.FL.BL.BR-htm.twobit"})
        ASSERT_EQ(::symlink((tables + "/" + name).c_str(), dir.file(name).c_str()), 0) << name;
    const std::string corners = dir.file("3x3x3-corners-htm.twobit");
    test::write_file(corners, test::read_file(tables + "/3x3x3-corners-htm.twobit"));
    test::forgery::swap_two_entries(corners);
    const auto r =
        test::run_twobit("solve --puzzle 3x3x3 --optimal \"R U F\"", "TWOBIT_TABLES=" + dir.path());
    EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("table " + corners + " refused: it is not the 3x3x3-corners htm"),
              std::string::npos)
        << r.err;
}

// The optimal solver's own table is a table file the commands know (issue 43): `info` says
// what it is and finds this build's class numbering in it (its size is the registry's class
// count times the row), and `tables` lists it by name, not as an unknown puzzle. No rebuild.
TEST(CliCube3, InfoAndTablesKnowTheOptimalSolversTable) {
    const std::string path =
        std::string(TWOBIT_CUBE3_TABLES) + "/3x3x3-optimal-sym-bounds-htm.twobit";
    const auto i = test::run_twobit("info " + path);
    EXPECT_EQ(i.exit_code, 0) << i.out << i.err;
    EXPECT_NE(i.out.find("table       3x3x3-optimal-sym-bounds: the 3x3x3 optimal solver's"),
              std::string::npos)
        << i.out;
    EXPECT_NE(i.out.find("encoding 2050 (2-bit lower bounds: 0 = at most 8, 1 2 3 = more than 8 "
                         "and 9 10 11 mod 3)"),
              std::string::npos)
        << i.out;
    EXPECT_NE(i.out.find("classes     1523864 "), std::string::npos) << i.out;
    EXPECT_NE(i.out.find("16 symmetries"), std::string::npos) << i.out;
    EXPECT_NE(i.out.find("the table this program writes"), std::string::npos) << i.out;
    EXPECT_EQ(i.out.find("does not know"), std::string::npos) << i.out;
    const auto t = test::run_twobit("tables", cube3_tables_env());
    EXPECT_EQ(t.exit_code, 0) << t.err;
    EXPECT_NE(t.out.find("3x3x3-optimal-sym-bounds"), std::string::npos) << t.out;
    EXPECT_NE(t.out.find("classes, for solve --puzzle 3x3x3 --optimal"), std::string::npos)
        << t.out;
}

} // namespace
} // namespace twobit

namespace twobit {
namespace {

// The files of a folder, sorted, with their sizes.
std::vector<std::pair<std::string, uint64_t>> tp_folder_files(const std::string& folder) {
    std::vector<std::pair<std::string, uint64_t>> out;
    for (const auto& e : std::filesystem::directory_iterator(folder))
        if (e.path().filename() != ".twobit-lock") // the builders' lock (table_build_lock.hpp)
            out.emplace_back(e.path().filename().string(), e.file_size());
    std::sort(out.begin(), out.end());
    return out;
}

// --max-memory chooses the optimal solver's table set, and refuses, before any table is read or
// built, a limit below the smallest set, a size that is not one, and a method that reads no
// such set.
TEST(CliCube3, MaxMemoryChoosesTheOptimalTablesOrIsRefused) {
    test::ScratchDir empty;
    const std::string env = "TWOBIT_TABLES=" + empty.path();
    const auto small = test::run_twobit("solve --puzzle 3x3x3 --optimal --max-memory 100M R", env);
    EXPECT_EQ(small.exit_code, 2);
    EXPECT_NE(small.err.find("--max-memory 100.00 MiB: the optimal solver's smallest tables "
                             "take 155.92 MiB"),
              std::string::npos)
        << small.err;
    const auto junk = test::run_twobit("solve --puzzle 3x3x3 --optimal --max-memory lots R", env);
    EXPECT_EQ(junk.exit_code, 2);
    EXPECT_NE(junk.err.find("lots"), std::string::npos) << junk.err;
    const auto two_phase = test::run_twobit("solve --puzzle 3x3x3 --max-memory 3G R", env);
    EXPECT_EQ(two_phase.exit_code, 2);
    EXPECT_NE(two_phase.err.find("--max-memory chooses the optimal solver's tables: give "
                                 "--optimal too"),
              std::string::npos)
        << two_phase.err;
    EXPECT_TRUE(tp_folder_files(empty.path()).empty());
    // Which set is read, seen from which table file it refuses (a file that is no table, in
    // place of each: refused by name at once, left as it is): without a limit the larger,
    // present; 1.5G the smaller; 3G (the README's example) the larger.
    test::ScratchDir both;
    for (const char* id : {"3x3x3-optimal-sym-bounds", "3x3x3-optimal-sep-sym-bounds"})
        test::write_file(both.file(std::string(id) + "-htm.twobit"), "not a table\n");
    const std::string both_env = "TWOBIT_TABLES=" + both.path();
    for (const auto& [limit, id] : std::vector<std::pair<std::string, std::string>>{
             {"", "3x3x3-optimal-sep-sym-bounds"},
             {"--max-memory 1.5G", "3x3x3-optimal-sym-bounds"},
             {"--max-memory 3G", "3x3x3-optimal-sep-sym-bounds"}}) {
        const auto r = test::run_twobit("solve --puzzle 3x3x3 --optimal " + limit + " R", both_env);
        EXPECT_EQ(r.exit_code, 1) << limit;
        EXPECT_NE(r.err.find(both.file(id + "-htm.twobit") + " refused"), std::string::npos)
            << limit << ": " << r.err;
    }
    for (const auto& [name, bytes] : tp_folder_files(both.path())) EXPECT_EQ(bytes, 12u) << name;
}

// The ladder's bottom rung: a --max-memory below the tables of bounds (1.2 GB) reads phase 1's
// coordinate as bounds on three axes instead (kociemba-phase1-sym-bounds, 36 MB, built here in
// seconds), and its answers are still every shortest path the tests' ball finds. The two
// larger tables are files that are no tables: reading either would fail the command.
TEST(CliCube3, TheSmallestOptimalSetFindsEveryShortestPath) {
    test::ScratchDir dir;
    const std::string tables = TWOBIT_CUBE3_TABLES;
    for (const char* name :
         {"kociemba-phase1-sym-htm.twobit", "kociemba-phase2-corners-htm.twobit",
          "kociemba-phase2-edges-htm.twobit", "3x3x3-corners-htm.twobit",
          "3x3x3-edges6-UR.UF.UL.UB.DR.DF-htm.twobit", "3x3x3-edges6-DL.DB.FR.FL.BL.BR-htm.twobit"})
        ASSERT_EQ(::symlink((tables + "/" + name).c_str(), dir.file(name).c_str()), 0) << name;
    for (const char* id : {"3x3x3-optimal-sym-bounds", "3x3x3-optimal-sep-sym-bounds"})
        test::write_file(dir.file(std::string(id) + "-htm.twobit"), "not a table\n");
    for (const std::string& scramble : ten_moves_from_solved(61, 2)) {
        const auto r =
            test::run_twobit("solve --puzzle 3x3x3 --json --optimal --all --max-memory 500M",
                             "TWOBIT_TABLES=" + dir.path(), moves(scramble).line + "\n");
        expect_every_shortest_path(r, scramble);
    }
    // Built here, beside the links: the table the solve read.
    EXPECT_TRUE(
        std::filesystem::is_regular_file(dir.file("kociemba-phase1-sym-bounds-htm.twobit")));
}

// The first 3x3x3 two-phase solve on an empty tables folder (issue 43: it built the 555 MB
// phase-1 table, half a minute): three small tables, 36 MB in all, and answers within 20 moves
// that the tests' cube checks; a second command builds nothing and says nothing on stderr.
TEST(CliCube3, TwoPhaseOnAnEmptyFolderBuildsOnlyItsSmallTables) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    const std::vector<Position> batch = {
        moves("R U F' L2 D B' R2 U' F D2 L' B2 U R' F2 D' L B' U2 R"), moves(kSuperflip),
        moves(kTPerm)};
    std::string input;
    for (const Position& p : batch) input += p.line + "\n";
    const auto first = test::run_twobit("solve --puzzle 3x3x3 --json", env, input);
    ASSERT_EQ(first.exit_code, 0) << first.err;
    const auto files = tp_folder_files(dir.path());
    ASSERT_EQ(files.size(), 3u);
    EXPECT_EQ(files[0].first, "kociemba-phase1-sym-htm.twobit");
    EXPECT_EQ(files[1].first, "kociemba-phase2-corners-htm.twobit");
    EXPECT_EQ(files[2].first, "kociemba-phase2-edges-htm.twobit");
    uint64_t bytes = 0;
    for (const auto& f : files) bytes += f.second;
    EXPECT_LT(bytes, 40u << 20);
    const auto answers = json_lines(first);
    ASSERT_EQ(answers.size(), batch.size()) << first.out;
    for (size_t k = 0; k < batch.size(); ++k)
        EXPECT_LE(check_answer(batch[k], answers[k], "two-phase"), 20);

    const auto second = test::run_twobit("solve --puzzle 3x3x3 --json", env, input);
    ASSERT_EQ(second.exit_code, 0) << second.err;
    EXPECT_EQ(second.err, "");
    EXPECT_EQ(second.out, first.out);
}

// --optimal past its time limit (issue 43: it gave a lower bound and no answer): the two-phase
// answer, marked not proven optimal, with the length the search proved; it solves the cube.
TEST(CliCube3, OptimalPastItsTimeLimitGivesTheTwoPhaseAnswerMarked) {
    const Position superflip = moves(kSuperflip);
    const auto r = solve("--optimal --time-limit 0.5 -q", {superflip});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.err, "");
    const auto answers = json_lines(r);
    ASSERT_EQ(answers.size(), 1u) << r.out;
    EXPECT_EQ(answers[0]["proven_optimal"], false) << answers[0];
    const int bound = answers[0]["lower_bound"];
    const int length = check_answer(superflip, answers[0], "optimal");
    EXPECT_GE(bound, 10); // the tables alone say at least this much of the superflip
    EXPECT_LT(bound, length);
    EXPECT_LE(length, 20);

    // In text, with progress: within 6 s some depth has run 2 s (each takes about 13 times the
    // last), and a depth that long reports while it runs (issue 58: the last depth was silent).
    const auto text = test::run_twobit("solve --puzzle 3x3x3 --optimal --time-limit 6 \"" +
                                           std::string(kSuperflip) + "\"",
                                       cube3_tables_env());
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_TRUE(std::regex_search(
        text.err, std::regex("optimal search: searching 1[0-9] moves: [0-9.e+]+ nodes, ")))
        << text.err;
    EXPECT_TRUE(std::regex_search(
        text.out, std::regex("^([URFDLB][2']? ?)+ \\([0-9]+, not proven optimal: none is shorter "
                             "than [0-9]+\\)\n$")))
        << text.out;
}

// The marked answer past the time limit comes however busy the machine is (issue 57: the
// two-phase search after the optimal one had 10 s of wall time, and under load the superflip
// got no answer at all): twobit run on a sixth of a core, stopped for 50 ms of every 60 ms.
TEST(CliCube3, TheMarkedAnswerComesOnABusyMachine) {
    test::ScratchDir io;
    const std::string out = io.file("out"), err = io.file("err"), script = io.file("busy.sh");
    test::write_file(script, "env " + cube3_tables_env() + " '" + std::string(TWOBIT_BINARY) +
                                 "' solve --puzzle 3x3x3 --json --optimal --time-limit 0.5 -q \"" +
                                 kSuperflip + "\" >" + out + " 2>" + err +
                                 " &\np=$!\nwhile kill -0 $p 2>/dev/null; do\n  kill -STOP $p; "
                                 "sleep 0.05; kill -CONT $p; sleep 0.01\ndone\nwait $p\n");
    const int status = std::system(("timeout -k 5 600 bash " + script).c_str());
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << test::read_file(err);
    const json answer = json::parse(test::read_file(out));
    EXPECT_EQ(answer["proven_optimal"], false) << answer;
    check_answer(moves(kSuperflip), answer, "optimal");
}

// Progress (issue 43: a table build waited in silence): plain lines on a stderr that is not a
// terminal, one per level of the phase-1 table's build; none with -q.
TEST(CliCube3, ATableBuiltOnFirstUseReportsItsLevelsUnlessQuiet) {
    for (const bool quiet : {false, true}) {
        test::ScratchDir dir;
        const auto r = test::run_twobit(std::string("solve --puzzle 3x3x3 ") +
                                            (quiet ? "-q " : "") + "\"R U\"",
                                        "TWOBIT_TABLES=" + dir.path());
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(r.out, "U' R' (2)\n");
        if (quiet) {
            EXPECT_EQ(r.err, "");
            continue;
        }
        for (int depth = 1; depth <= 12; ++depth)
            EXPECT_NE(r.err.find("twobit: building kociemba-phase1-sym: depth " +
                                 std::to_string(depth) + ": "),
                      std::string::npos)
                << r.err;
        EXPECT_EQ(r.err.find('\r'), std::string::npos) << "no bar off a terminal";
    }
}

} // namespace
} // namespace twobit
