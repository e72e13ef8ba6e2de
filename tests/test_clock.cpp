// The Rubik's Clock: model, notation and the exact solver, against a breadth-first search
// of whole states, the definition-level face oracle, a documented scramble and the
// published distributions.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "clock_reference.hpp"
#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/clock/clock_solver.hpp"
#include "tables/published_distributions.hpp"

namespace twobit::clock {
namespace {

using testing::ClockBall;

Clock random_clock(std::mt19937_64& rng) {
    StateDials d{};
    for (auto& v : d) v = static_cast<uint8_t>(rng() % kHours);
    return from_state_dials(d);
}

ClockMove random_move(std::mt19937_64& rng) {
    return {rng() % 2 ? Side::Back : Side::Front, static_cast<uint8_t>(1 + rng() % 15),
            static_cast<uint8_t>(1 + rng() % 11)};
}

const ClockBall& ball3() {
    static const ClockBall ball(3);
    return ball;
}

void expect_solves(ClockSolver& solver, const Clock& c, int length) {
    const std::vector<ClockMove> moves = solver.solve(c);
    EXPECT_EQ(static_cast<int>(moves.size()), length);
    Clock after = c;
    for (const ClockMove& m : moves) apply(after, m);
    EXPECT_TRUE(after.solved()) << format_moves(moves);
    // The printed solution, read back as pin notation, solves it too.
    const std::string text = format_moves(moves);
    const Clock reread = text.empty() ? c : add_dials(c, parse_clock_position(text));
    EXPECT_TRUE(reread.solved()) << format_moves(moves);
}

TEST(ClockModel, MovesMatchTheOfficialScramblersTable) {
    // TNoodle's UR row: F2 F3 F5 F6 turn, and B1 (the back of F3) the other way.
    Clock c;
    apply(c, {Side::Front, kUR, 1});
    EXPECT_EQ(c.front, (Face{0, 1, 1, 0, 1, 1, 0, 0, 0}));
    EXPECT_EQ(c.back, (Face{11, 0, 0, 0, 0, 0, 0, 0, 0}));
    // A back move of UL turns the back dials behind F1 F2 F4 F5: B3 B2 B6 B5.
    Clock b;
    apply(b, {Side::Back, kUL, 1});
    EXPECT_EQ(b.back, (Face{0, 1, 1, 0, 1, 1, 0, 0, 0}));
    EXPECT_EQ(b.front, (Face{11, 0, 0, 0, 0, 0, 0, 0, 0}));
}

TEST(ClockModel, StateDialsRoundTrip) {
    std::mt19937_64 rng(7);
    for (int i = 0; i < 100; ++i) {
        Clock c;
        for (int j = 0; j < 6; ++j) apply(c, random_move(rng));
        EXPECT_EQ(from_state_dials(to_state_dials(c)), c);
    }
}

TEST(ClockBfs, CountsAtDepthsOneToThreeArePublished) {
    EXPECT_EQ(ball3().count_at(), (std::vector<uint64_t>{1, 330, 51651, 4947912}));
}

TEST(ClockFace, FastDistanceEqualsTheDefinition) {
    std::mt19937_64 rng(11);
    FaceDistances fast;
    std::vector<Face> faces = {Face{}, Face{1, 0, 0, 0, 0, 0, 0, 0, 0},
                               Face{0, 5, 0, 5, 0, 5, 0, 5, 0}, Face{6, 6, 6, 6, 0, 6, 6, 6, 6}};
    for (int i = 0; i < 10; ++i) {
        Face f{};
        for (auto& v : f) v = static_cast<uint8_t>(rng() % kHours);
        faces.push_back(f);
    }
    for (const Face& f : faces) {
        fast.compute(f);
        const uint32_t k = corner_index({f[0], f[2], f[6], f[8]});
        EXPECT_EQ(fast.distance(k), testing::reference_face_distance(f));
        const PinSetAmounts a = fast.amounts(k); // checks itself, throws if wrong
        EXPECT_EQ(face_of(a), f);
    }
}

TEST(ClockFace, DistancesOverAllTwelveToTheNineFacesAreTheClockFrontDistribution) {
    // Every front face (12^5 crosses x 12^4 corners): the fast D's whole distribution equals
    // clock-front's, which the engine's breadth-first search also verifies (twobit verify
    // --puzzle clock-front; bench/RESULTS.md).
    const PublishedDistribution* pub = find_published_distribution("clock-front", "htm", "");
    ASSERT_NE(pub, nullptr);
    std::vector<uint64_t> counts(16, 0);
#pragma omp parallel
    {
        FaceDistances face;
        std::vector<uint64_t> local(16, 0);
#pragma omp for schedule(dynamic, 64)
        for (int cross = 0; cross < 248832; ++cross) {
            Face f{};
            int rest = cross;
            for (int dial : kCrossDials) {
                f[dial] = static_cast<uint8_t>(rest % kHours);
                rest /= kHours;
            }
            face.compute(f);
            for (uint32_t k = 0; k < kCornerValues; ++k) ++local[face.distance(k)];
        }
#pragma omp critical
        for (size_t d = 0; d < local.size(); ++d) counts[d] += local[d];
    }
    counts.resize(pub->counts.size() + 1);
    std::vector<uint64_t> want = pub->counts;
    want.push_back(0);
    EXPECT_EQ(counts, want);
}

TEST(ClockSolver, EveryStateWithinTwoMovesHasTheSearchsDistance) {
    const auto states = ball3().states_within(2);
    ASSERT_EQ(states.size(), 1u + 330u + 51651u);
    int wrong = 0;
#pragma omp parallel reduction(+ : wrong)
    {
        ClockSolver solver;
#pragma omp for schedule(dynamic, 256)
        for (size_t i = 0; i < states.size(); ++i)
            wrong += solver.distance(states[i].first) != states[i].second;
    }
    EXPECT_EQ(wrong, 0);
}

TEST(ClockSolver, DistancesWithinThreeMovesEqualTheSearch) {
    std::mt19937_64 rng(3);
    ClockSolver solver;
    for (int i = 0; i < 400; ++i) {
        Clock c;
        const int n = static_cast<int>(rng() % 4);
        for (int j = 0; j < n; ++j) apply(c, random_move(rng));
        const int want = ball3().distance(c);
        ASSERT_GE(want, 0);
        EXPECT_EQ(solver.distance(c), want);
        expect_solves(solver, c, want);
    }
}

TEST(ClockSolver, FourMoveScramblesAreExact) {
    // Four moves reach distance <= 4; the search says whether it is <= 3.
    std::mt19937_64 rng(4);
    ClockSolver solver;
    int fours = 0;
    for (int i = 0; i < 300; ++i) {
        Clock c;
        for (int j = 0; j < 4; ++j) apply(c, random_move(rng));
        const int within = ball3().distance(c);
        const int want = within >= 0 ? within : 4;
        fours += want == 4;
        EXPECT_EQ(solver.distance(c), want);
        expect_solves(solver, c, want);
    }
    EXPECT_GT(fours, 200);
}

TEST(ClockSolver, RandomStatesMatchThePublishedDistribution) {
    // 1,000 seeded random states; each depth's share within 4.5 standard errors of
    // Rokicki's counts (d8 7.91%, d9 41.13%, d10 47.76%, d11 2.48%).
    const PublishedDistribution* pub = find_published_distribution("clock", "htm", "");
    ASSERT_NE(pub, nullptr);
    double total = 0;
    for (uint64_t n : pub->counts) total += static_cast<double>(n);
    std::mt19937_64 rng(2026);
    ClockSolver solver;
    const int samples = 1000;
    std::vector<int> seen(pub->counts.size(), 0);
    for (int i = 0; i < samples; ++i) {
        const Clock c = random_clock(rng);
        const int d = solver.distance(c);
        ASSERT_LT(d, static_cast<int>(seen.size()));
        ++seen[static_cast<size_t>(d)];
        if (i < 50) expect_solves(solver, c, d);
    }
    for (size_t d = 0; d < seen.size(); ++d) {
        const double p = static_cast<double>(pub->counts[d]) / total;
        const double sigma = std::sqrt(samples * p * (1 - p));
        EXPECT_LE(std::abs(seen[d] - samples * p), 4.5 * sigma + 1.0) << "depth " << d;
    }
}

TEST(ClockNotation, JaapsDocumentedScrambleGivesItsPublishedResult) {
    // The 2010 WCA scrambler's example and its printed result (speedsolving.com wiki,
    // "Clock notation"): front 7 10 9 / 4 4 1 / 10 7 12, back 3 3 5 / 7 1 4 / 12 12 2.
    const Clock c = parse_clock_position(
        "UUdd u=-3,d=2 / dUdU u=0,d=6 / ddUU u=6,d=-1 / UdUd u=3,d=3 / dUUU u=-3 / "
        "UdUU u=1 / UUUd u=-2 / UUdU u=6 / UUUU u=-4 / dddd d=1 / UUUd");
    EXPECT_EQ(c, parse_clock_position("7 10 9 4 4 1 10 7 0 3 3 5 7 1 4 0 0 2"));
}

TEST(ClockNotation, WcaTurnsAreFrontMovesAndY2TurnsThePuzzleOver) {
    Clock expected;
    apply(expected, {Side::Front, kUR, 3});
    apply(expected, {Side::Front, kUL | kDL, 10});
    EXPECT_EQ(parse_clock_position("UR3+ L2-"), expected);
    // After y2 the old back is in front: "U1+" then turns the old back's top blocks, and
    // the state is read as now held.
    Clock flipped;
    apply(flipped, {Side::Back, kUL | kUR, 1});
    flip(flipped);
    EXPECT_EQ(parse_clock_position("y2 U1+"), flipped);
    EXPECT_EQ(parse_clock_position("UR0+ y2 ALL0- UR DL"), Clock{});
    // The same physical turn in pin notation: UR up, others down, u3.
    EXPECT_EQ(parse_clock_position("UR3+"), parse_clock_position("DUDD u3"));
    EXPECT_EQ(parse_clock_position("L2-"), parse_clock_position("UDUD u2'"));
}

TEST(ClockNotation, FormatsPinPatterns) {
    EXPECT_EQ(format_move({Side::Front, kUL | kUR, 9}), "UUDD u3'");
    EXPECT_EQ(format_move({Side::Front, kAllPins, 6}), "UUUU u6");
    // Back move of DL DR by 2 as seen from the back = the down-pin wheel 2 counterclockwise
    // as seen from the front.
    EXPECT_EQ(format_move({Side::Back, kDL | kDR, 2}), "UUDD d2'");
    EXPECT_EQ(parse_clock_position("UUDD d2'"), [] {
        Clock c;
        apply(c, {Side::Back, kDL | kDR, 2});
        return c;
    }());
}

TEST(ClockNotation, BadInputNamesTheProblem) {
    auto message = [](const std::string& line) {
        try {
            parse_clock_position(line);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message("1 2 3"), "expected 14 dials (F1..F9 B2 B4 B5 B6 B8) or 18 (F1..F9 "
                                "B1..B9), got 3");
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 12 0 0"),
              "dial B5 is 12: a dial reads 0..11 (0 = 12 o'clock)");
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 -1 0 0"),
              "dial B5 is -1: a dial reads 0..11 (0 = 12 o'clock)");
    // 18 dials name the back by B1..B9; a wrong count is reported before any value.
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 0 12 0 0 0 0 0"),
              "dial B4 is 12: a dial reads 0..11 (0 = 12 o'clock)");
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 0 0 0 12 0"),
              "expected 14 dials (F1..F9 B2 B4 B5 B6 B8) or 18 (F1..F9 B1..B9), got 16");
    EXPECT_EQ(message("1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"),
              "dial B3 is 0 but the corner gear it shares with F1 (= 1) makes it 11 (B3 = -F1 "
              "mod 12)");
    EXPECT_EQ(message("UR3+ XY2+"),
              "unknown clock move 'XY2+' at column 6 (WCA: UR3+ ... ALL2- y2; pins: UUDD u3')");
    EXPECT_EQ(message("UR13+"), "'UR13+' at column 1: the amount must be 0..11 hours");
    EXPECT_EQ(message("u3"), "'u3' at column 1: a turn needs a pin pattern before it (e.g. UUDD "
                             "u3)");
    EXPECT_EQ(message("1 2 x"), "unknown clock move '1' at column 1 (WCA: UR3+ ... ALL2- y2; "
                                "pins: UUDD u3')");
    EXPECT_EQ(message("   "), "empty clock position");
}

} // namespace
} // namespace twobit::clock
