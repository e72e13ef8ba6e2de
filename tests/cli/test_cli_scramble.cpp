// `twobit scramble` for the 2x2x2, the Skewb, the Pyraminx and the Clock: every scramble
// replayed in the tests' own models (the 54-sticker cube, the sticker puzzles, a clock of
// dials below), its claimed distance held against `twobit solve` and that solution solving
// the replayed state; the distances' spread against the published distribution
// (../shared/reference/distributions.json) by a chi-square test at a fixed seed; WCA's least
// lengths; --seed reproducible; bad options refused.
#include <array>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "host/puzzles/scramble/uniform_random.hpp"
#include "independent_cube3.hpp"
#include "independent_puzzles.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

struct ScrScramble {
    std::string text;
    int length = 0;
    int distance = -1;
};

std::vector<std::string> scr_words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

std::vector<std::string> scr_lines(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// `twobit scramble --json` for puzzle: n scrambles at seed.
std::vector<ScrScramble> scr_scrambles(const std::string& puzzle, int n, int seed) {
    const test::CommandResult r =
        test::run_twobit("scramble --json --puzzle " + puzzle + " -n " + std::to_string(n) +
                             " --seed " + std::to_string(seed),
                         test::tables_env());
    EXPECT_EQ(r.exit_code, 0) << r.err;
    std::vector<ScrScramble> out;
    for (const std::string& line : scr_lines(r.out)) {
        const nlohmann::json j = nlohmann::json::parse(line);
        EXPECT_EQ(j.at("puzzle"), puzzle) << line;
        out.push_back({j.at("scramble").get<std::string>(), j.at("length").get<int>(),
                       j.value("distance", -1)});
        // The clock's length counts its turns: not y2, nor the pins left up at the end.
        int moves = 0;
        for (const std::string& w : scr_words(out.back().text))
            moves += puzzle != "clock" ||
                     (w != "y2" && w.find_first_of("0123456789") != std::string::npos);
        EXPECT_EQ(moves, out.back().length) << line;
    }
    EXPECT_EQ(static_cast<int>(out.size()), n) << r.out;
    return out;
}

// `twobit solve --json` of every scramble, in order: the solutions and their lengths.
std::vector<std::pair<std::string, int>> scr_solved(const std::string& puzzle,
                                                    const std::vector<ScrScramble>& scrambles) {
    std::string input;
    for (const ScrScramble& s : scrambles) input += s.text + "\n";
    const test::CommandResult r =
        test::run_twobit("solve --json --puzzle " + puzzle, test::tables_env(), input);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    std::vector<std::pair<std::string, int>> out;
    for (const std::string& line : scr_lines(r.out)) {
        const nlohmann::json j = nlohmann::json::parse(line);
        out.emplace_back(j.at("solution").get<std::string>(), j.at("length").get<int>());
    }
    EXPECT_EQ(out.size(), scrambles.size());
    return out;
}

// The published counts by distance, from the project's own list of published distributions
// (tables/published_distributions.cpp; the same figures as ../shared/reference, which a clone
// elsewhere does not have). key: "2x2x2-htm", "skewb", "pyraminx-notips" or "clock".
std::vector<double> scr_published(const std::string& key) {
    static const std::map<std::string, std::array<const char*, 3>> kScrKeys = {
        {"2x2x2-htm", {"2x2x2", "htm", "URF"}},
        {"skewb", {"skewb", "htm", "ULRB"}},
        {"pyraminx-notips", {"pyraminx-notips", "htm", "ULRB"}},
        {"clock", {"clock", "htm", ""}}};
    const auto& k = kScrKeys.at(key);
    const PublishedDistribution* d = find_published_distribution(k[0], k[1], k[2]);
    if (d == nullptr) {
        ADD_FAILURE() << "no published distribution for " << key;
        return {};
    }
    return std::vector<double>(d->counts.begin(), d->counts.end());
}

// The 0.1% critical values of chi-square by degrees of freedom 1..12.
constexpr double kScrChiSquare999[] = {10.83, 13.82, 16.27, 18.47, 20.52, 22.46,
                                       24.32, 26.12, 27.88, 29.59, 31.26, 32.91};

// Chi-square of the observed distances (counts by distance) against counts_by_distance from
// `minimum` on, neighbouring distances merged until each bin expects at least 5; false when it
// is past the 0.1% point.
bool scr_fits(const std::map<int, int>& observed, const std::vector<double>& counts, int minimum,
              std::string& why) {
    double total = 0;
    int n = 0;
    for (size_t d = static_cast<size_t>(minimum); d < counts.size(); ++d) total += counts[d];
    for (const auto& [d, k] : observed) {
        if (d < minimum || d >= static_cast<int>(counts.size())) {
            why = "a distance outside the distribution: " + std::to_string(d);
            return false;
        }
        n += k;
    }
    std::vector<std::pair<double, double>> bins; // expected, observed
    double expected = 0, seen = 0;
    for (size_t d = static_cast<size_t>(minimum); d < counts.size(); ++d) {
        expected += counts[d] / total * n;
        const auto it = observed.find(static_cast<int>(d));
        seen += it == observed.end() ? 0 : it->second;
        if (expected >= 5) {
            bins.emplace_back(expected, seen);
            expected = seen = 0;
        }
    }
    if (!bins.empty()) {
        bins.back().first += expected;
        bins.back().second += seen;
    }
    double chi = 0;
    for (const auto& [e, o] : bins) chi += (o - e) * (o - e) / e;
    const size_t dof = bins.size() - 1;
    if (dof < 1 || dof > std::size(kScrChiSquare999)) {
        why = "bins: " + std::to_string(bins.size());
        return false;
    }
    why = "chi-square " + std::to_string(chi) + " with " + std::to_string(dof) + " degrees";
    return chi < kScrChiSquare999[dof - 1];
}

// A Rubik's Clock of the tests' own: 9 front dials and 9 back dials, each face row by row as
// seen from its own side. A pin named from the front (UL UR DL DR) sits at a front corner
// and, seen from the back, at the mirrored corner.
class ScrClock {
  public:
    // WCA notation (UR3+ ... y2 ... and bare pins; MUL, ULw as cubing.js names the other pin
    // sets) and pin notation (UDDU u3' d2).
    void apply(const std::string& text) {
        int pins = 0;
        for (const std::string& w : scr_words(text)) {
            if (w == "y2") {
                std::swap(front_, back_);
                continue;
            }
            if (w[0] == 'u' || w[0] == 'd') { // after a pin pattern
                const bool prime = w.back() == '\'';
                const int amount = std::stoi(w.substr(1)) * (prime ? -1 : 1);
                if (w[0] == 'u')
                    turn_front(pins, amount);
                else
                    turn_back(15 & ~pins, amount);
                continue;
            }
            if (w.size() == 4 && w.find_first_not_of("UD") == std::string::npos) {
                pins = 0;
                for (int p = 0; p < 4; ++p)
                    if (w[static_cast<size_t>(p)] == 'U') pins |= 1 << p;
                continue;
            }
            const size_t digit = w.find_first_of("0123456789");
            const std::string set = w.substr(0, digit);
            const int bits = set == "UL"    ? 1
                             : set == "UR"  ? 2
                             : set == "DL"  ? 4
                             : set == "DR"  ? 8
                             : set == "U"   ? 3
                             : set == "D"   ? 12
                             : set == "L"   ? 5
                             : set == "R"   ? 10
                             : set == "ALL" ? 15
                             // cubing.js's names of the pin sets scrambles never turn, which
                             // twobit's answers use: diagonals, and all but one corner.
                             : set == "MUL" ? 9
                             : set == "MUR" ? 6
                             : set == "ULw" ? 7
                             : set == "URw" ? 11
                             : set == "DLw" ? 13
                             : set == "DRw" ? 14
                                            : -1;
            ASSERT_NE(bits, -1) << w;
            if (digit == std::string::npos) continue; // a pin left up: no dial moves
            const int amount = std::stoi(w.substr(digit)) * (w.back() == '-' ? -1 : 1);
            turn_front(bits, amount);
        }
    }
    bool solved() const {
        for (int i = 0; i < 9; ++i)
            if (front_[static_cast<size_t>(i)] != 0 || back_[static_cast<size_t>(i)] != 0)
                return false;
        return true;
    }

  private:
    // Pins UL UR DL DR (bits 1 2 4 8): their corner dial and the dials of their quadrant.
    static constexpr int kCorner[4] = {0, 2, 6, 8};
    static constexpr int kQuadrant[4][4] = {{0, 1, 3, 4}, {1, 2, 4, 5}, {3, 4, 6, 7}, {4, 5, 7, 8}};
    static int mirrored(int dial) { return dial / 3 * 3 + 2 - dial % 3; }
    static void add(std::array<int, 9>& face, int dial, int amount) {
        int& v = face[static_cast<size_t>(dial)];
        v = ((v + amount) % 12 + 12) % 12;
    }
    // The front blocks of the pins, amount clockwise from the front; the corner gears turn
    // the back corners the other way as seen from the back.
    void turn_front(int pins, int amount) {
        std::array<bool, 9> moved{};
        for (int p = 0; p < 4; ++p)
            if ((pins >> p & 1) != 0)
                for (int d : kQuadrant[p]) moved[static_cast<size_t>(d)] = true;
        for (int d = 0; d < 9; ++d)
            if (moved[static_cast<size_t>(d)]) add(front_, d, amount);
        for (int p = 0; p < 4; ++p)
            if ((pins >> p & 1) != 0) add(back_, mirrored(kCorner[p]), -amount);
    }
    // The back blocks of the pins, amount clockwise as seen from the front.
    void turn_back(int pins, int amount) {
        std::array<bool, 9> moved{};
        for (int p = 0; p < 4; ++p)
            if ((pins >> p & 1) != 0)
                for (int d : kQuadrant[p]) moved[static_cast<size_t>(mirrored(d))] = true;
        for (int d = 0; d < 9; ++d)
            if (moved[static_cast<size_t>(d)]) add(back_, d, -amount);
        for (int p = 0; p < 4; ++p)
            if ((pins >> p & 1) != 0) add(front_, kCorner[p], amount);
    }

    std::array<int, 9> front_{};
    std::array<int, 9> back_{};
};

// The 2x2x2's corners on the 54-sticker cube: solved when every corner sticker is.
bool scr_corners_solved(const test::IndependentCube3& cube) {
    const std::string solved = test::IndependentCube3().facelets();
    for (const auto& corner : test::cube3_corner_facelets())
        for (int f : corner)
            if (cube.facelets()[static_cast<size_t>(f)] != solved[static_cast<size_t>(f)])
                return false;
    return true;
}

bool scr_is_tip(const std::string& move) {
    return std::islower(static_cast<unsigned char>(move[0])) != 0;
}

// The moves of a scramble that count toward WCA's minimum: all but the Pyraminx's tips.
int scr_counted(const std::string& text) {
    int n = 0;
    for (const std::string& w : scr_words(text)) n += scr_is_tip(w) ? 0 : 1;
    return n;
}

// Scrambles of a puzzle with a table: replayed, solved, their distances' spread tested.
void scr_check_table_puzzle(const std::string& puzzle, int n, int minimum,
                            const std::string& distribution) {
    const std::vector<ScrScramble> scrambles = scr_scrambles(puzzle, n, 43);
    const auto solved = scr_solved(puzzle, scrambles);
    ASSERT_EQ(solved.size(), scrambles.size());
    std::map<int, int> distances;
    for (size_t i = 0; i < scrambles.size(); ++i) {
        const ScrScramble& s = scrambles[i];
        EXPECT_EQ(s.distance, s.length) << s.text;
        EXPECT_EQ(solved[i].second, s.distance) << s.text << " solved as " << solved[i].first;
        EXPECT_GE(scr_counted(s.text), minimum) << s.text;
        ++distances[scr_counted(s.text)];
        if (puzzle == "2x2x2") {
            test::IndependentCube3 cube;
            cube.apply(s.text);
            EXPECT_FALSE(scr_corners_solved(cube)) << s.text;
            cube.apply(solved[i].first);
            EXPECT_TRUE(scr_corners_solved(cube)) << s.text << " then " << solved[i].first;
        } else {
            auto model = test::independent_puzzle(puzzle);
            ASSERT_TRUE(model);
            model->apply(s.text);
            EXPECT_FALSE(model->solved()) << s.text;
            model->apply(solved[i].first);
            EXPECT_TRUE(model->solved()) << s.text << " then " << solved[i].first;
        }
    }
    std::string why;
    EXPECT_TRUE(scr_fits(distances, scr_published(distribution), minimum, why))
        << puzzle << ": " << why;
}

} // namespace

TEST(CliScramble, Cube2ScramblesReachStatesOfTheirDistanceUniformly) {
    scr_check_table_puzzle("2x2x2", 2000, 4, "2x2x2-htm");
}

TEST(CliScramble, SkewbScramblesReachStatesOfTheirDistanceUniformly) {
    scr_check_table_puzzle("skewb", 2000, 7, "skewb");
}

// The Pyraminx's two-layer turns against the tipless distribution, its tips after them, each
// tip turned with probability 2/3.
TEST(CliScramble, PyraminxScramblesPutTipsLastAndReachTheirStatesUniformly) {
    scr_check_table_puzzle("pyraminx", 2000, 6, "pyraminx-notips");
    std::map<int, int> tips;
    for (const ScrScramble& s : scr_scrambles("pyraminx", 2000, 44)) {
        const std::vector<std::string> words = scr_words(s.text);
        int count = 0;
        for (size_t i = 0; i < words.size(); ++i) {
            if (!scr_is_tip(words[i])) {
                EXPECT_EQ(count, 0) << "a tip before a two-layer turn: " << s.text;
                continue;
            }
            ++count;
        }
        ++tips[count];
    }
    // Binomial(4, 2/3): 1 8 24 32 16 of 81.
    std::string why;
    EXPECT_TRUE(scr_fits(tips, {1, 8, 24, 32, 16}, 0, why)) << why;
}

TEST(CliScramble, ClockScramblesAreWcaNotationOfUniformStates) {
    const std::vector<ScrScramble> scrambles = scr_scrambles("clock", 400, 43);
    const auto solved = scr_solved("clock", scrambles);
    ASSERT_EQ(solved.size(), scrambles.size());
    std::map<int, int> distances;
    for (size_t i = 0; i < scrambles.size(); ++i) {
        const ScrScramble& s = scrambles[i];
        const std::vector<std::string> words = scr_words(s.text);
        ASSERT_GE(words.size(), 15u) << s.text;
        EXPECT_EQ(words[9], "y2") << s.text;
        EXPECT_EQ(s.length, 14) << s.text;
        EXPECT_EQ(solved[i].second, s.distance) << s.text;
        EXPECT_GE(s.distance, 2) << s.text;
        ++distances[s.distance];
        ScrClock clock;
        clock.apply(s.text);
        EXPECT_FALSE(clock.solved()) << s.text;
        clock.apply(solved[i].first);
        EXPECT_TRUE(clock.solved()) << s.text << " then " << solved[i].first;
    }
    std::string why;
    EXPECT_TRUE(scr_fits(distances, scr_published("clock"), 2, why)) << why;
}

// The tests' clock itself, against a solution known by hand: one front turn and its undoing
// from the back after y2.
TEST(CliScramble, TestClockUndoesAKnownScramble) {
    ScrClock clock;
    clock.apply("UR3+");
    EXPECT_FALSE(clock.solved());
    clock.apply("UDDD u3'");
    EXPECT_FALSE(clock.solved()) << "UL is not UR";
    clock.apply("UDDD u3 UUDD u0 DUDD u3'");
    EXPECT_TRUE(clock.solved());
    clock.apply("ALL2+ y2 ALL2+");
    EXPECT_FALSE(clock.solved());
    clock.apply("DDDD d2 UUUU u2'");
    EXPECT_TRUE(clock.solved());
}

// The chi-square check itself: a sample in the published proportions passes, one piled on a
// single distance, or with a distance below the minimum, does not.
TEST(CliScramble, ChiSquareRejectsSkewedSamples) {
    const std::vector<double> counts = scr_published("2x2x2-htm");
    ASSERT_EQ(counts.size(), 12u);
    std::map<int, int> fair, piled, short_one;
    for (int d = 4; d < 12; ++d) fair[d] = static_cast<int>(counts[static_cast<size_t>(d)] / 1000);
    piled[9] = 3000;
    short_one = fair;
    short_one[3] = 1;
    std::string why;
    EXPECT_TRUE(scr_fits(fair, counts, 4, why)) << why;
    EXPECT_FALSE(scr_fits(piled, counts, 4, why)) << why;
    EXPECT_FALSE(scr_fits(short_one, counts, 4, why)) << why;
}

// --seed's scrambles are the same with every standard library: std::mt19937_64's outputs are
// fixed by the standard, and uniform_below's mapping of them by these values.
TEST(CliScramble, UniformBelowIsPinned) {
    std::mt19937_64 rng(43);
    std::vector<uint64_t> got;
    for (int i = 0; i < 6; ++i) got.push_back(uniform_below(rng, 1000));
    EXPECT_EQ(got, (std::vector<uint64_t>{646, 979, 38, 713, 927, 226}));
    EXPECT_EQ(uniform_below(rng, (uint64_t{1} << 63) + 1), 1451403340511956712u);
    for (int i = 0; i < 100; ++i) EXPECT_EQ(uniform_below(rng, 1), 0u);
}

TEST(CliScramble, SeedReproducesAndTextIsTheJsonScramble) {
    const std::string env = test::tables_env();
    const auto a = test::run_twobit("scramble --puzzle skewb -n 5 --seed 12", env);
    const auto b = test::run_twobit("scramble --puzzle skewb -n 5 --seed 12", env);
    const auto c = test::run_twobit("scramble --puzzle skewb -n 5 --seed 13", env);
    const auto fresh1 = test::run_twobit("scramble --puzzle skewb -n 5", env);
    const auto fresh2 = test::run_twobit("scramble --puzzle skewb -n 5", env);
    EXPECT_EQ(a.exit_code, 0) << a.err;
    EXPECT_EQ(a.out, b.out);
    EXPECT_NE(a.out, c.out);
    EXPECT_NE(fresh1.out, fresh2.out);
    std::string from_json;
    for (const ScrScramble& s : scr_scrambles("skewb", 5, 12)) from_json += s.text + "\n";
    EXPECT_EQ(a.out, from_json);
    EXPECT_EQ(scr_lines(a.out).size(), 5u);
}

TEST(CliScramble, BadOptionsAreUsageErrors) {
    const std::string env = test::tables_env();
    for (const char* args :
         {"-n 0", "-n -1", "-n abc", "-n 0x10", "-n ''", "--seed -1", "--seed 1.5", "--seed x",
          "--seed 18446744073709551616", "--puzzle skweb", "--puzzle skewb --metric qtm",
          "--puzzle clock --gens U", "--puzzle 2x2x2 --gens XYZ", "--bogus"}) {
        const auto r = test::run_twobit(std::string("scramble ") + args, env);
        EXPECT_EQ(r.exit_code, 2) << args << ": " << r.out << r.err;
        EXPECT_EQ(r.out, "") << args;
        EXPECT_NE(r.err, "") << args;
    }
}

// A move set that reaches few of the index's states (issue 57: `--gens U` of <R,U> reaches 4
// of 881,798,400, and scrambles were drawn for minutes): drawn among the reached ones, each a
// U turn of the puzzle's notation.
TEST(CliScramble, AMoveSetThatReachesFewStatesScramblesAtOnce) {
    const auto r = test::run_twobit(
        "scramble --puzzle 3x3x3-ru --metric qtm --gens U -n 3 --seed 1", test::tables_env());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto lines = test::lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    for (const std::string& line : lines) EXPECT_EQ(line, "U2") << r.out; // the one state 2 away
}

} // namespace twobit
