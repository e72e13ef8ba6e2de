// The Rubik's Clock's exact solver against a breadth-first search of whole states (to three
// moves) and the published distribution, and its fast face distance against the
// definition-level oracle and over every front face (the clock-front distribution).
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
using testing::random_move;

Clock random_clock(std::mt19937_64& rng) {
    StateDials d{};
    for (auto& v : d) v = static_cast<uint8_t>(rng() % kHours);
    return from_state_dials(d);
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
    // --puzzle clock-front).
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

} // namespace
} // namespace twobit::clock
