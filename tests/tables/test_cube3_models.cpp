// The 3x3x3 models: index round trips, move tables against turning cubies, catalog entries,
// the first depths of every entry and metric against the shared reference (a small search
// over sorted index lists, independent of the 2-bit engine), and whole tables against the
// published distributions (3x3x3-corners, -squares, -ru; not kociemba-phase1, 555 MB).
#include <algorithm>
#include <array>
#include <gtest/gtest.h>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "host/engine/solver.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/registry.hpp"
#include "kernels/coord_rank.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"

namespace twobit {

using test::apply_sequence;

namespace {

const std::vector<uint64_t>& published(const std::string& puzzle, const std::string& metric) {
    const PuzzleModel model = make_puzzle(puzzle, metric, "");
    const PublishedDistribution* p = find_published_distribution(puzzle, metric, model.gens);
    static const std::vector<uint64_t> none;
    EXPECT_NE(p, nullptr) << puzzle << " " << metric;
    return p != nullptr ? p->counts : none;
}

// A random sequence of `length` moves from the model's move list, as text.
std::string random_sequence(const PuzzleModel& model, std::mt19937_64& rng, int length) {
    std::string s;
    for (int i = 0; i < length; ++i)
        s += (i == 0 ? "" : " ") + model.moves[rng() % model.moves.size()].name;
    return s;
}

// Every value of each coordinate in turn, the other coordinates random, so that the cubes
// behind the indices reach every row of every move table: visit(index, value) for each. Stops
// at the first fatal failure in visit; wrap the call in ASSERT_NO_FATAL_FAILURE.
template <class Visit>
void for_every_coordinate_value(const std::vector<uint64_t>& sizes, std::mt19937_64& rng,
                                Visit visit) {
    for (size_t c = 0; c < sizes.size(); ++c)
        for (uint64_t v = 0; v < sizes[c]; ++v) {
            std::vector<uint64_t> digits;
            for (uint64_t size : sizes) digits.push_back(rng() % size);
            digits[c] = v;
            uint64_t index = 0;
            for (size_t d = 0; d < sizes.size(); ++d) index = index * sizes[d] + digits[d];
            visit(index, v);
            if (::testing::Test::HasFatalFailure()) return;
        }
}

// For every cube and every move of the model: the move table takes the cube's index to the
// index of the turned cube.
template <class Cube, class IndexOf>
void expect_moves_agree(const PuzzleModel& model, const std::vector<Cube>& cubes,
                        IndexOf index_of) {
    for (const Cube& cube : cubes) {
        const uint64_t index = index_of(cube);
        for (int m = 0; m < model.num_moves(); ++m) {
            const std::string& name = model.moves[static_cast<size_t>(m)].name;
            ASSERT_EQ(model.apply(index, m), index_of(apply_sequence(cube, name)))
                << model.puzzle << " " << model.metric << " move " << name << " at " << index;
        }
    }
}

// Breadth-first search over sorted index lists (not the 2-bit table): exact counts of the
// first depths, stopping before a level would need more than `budget` neighbour indices.
std::vector<uint64_t> first_depth_counts(const PuzzleModel& model, uint64_t budget) {
    std::vector<uint64_t> previous, current = {model.solved_index}, counts = {1};
    while (!current.empty() && current.size() * model.moves.size() <= budget) {
        std::vector<uint64_t> next;
        next.reserve(current.size() * model.moves.size());
        for (uint64_t i : current)
            for (int m = 0; m < model.num_moves(); ++m) next.push_back(model.apply(i, m));
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        // A neighbour of depth d has depth d-1, d or d+1.
        std::vector<uint64_t> not_current, fresh;
        std::set_difference(next.begin(), next.end(), current.begin(), current.end(),
                            std::back_inserter(not_current));
        std::set_difference(not_current.begin(), not_current.end(), previous.begin(),
                            previous.end(), std::back_inserter(fresh));
        if (fresh.empty()) break;
        counts.push_back(fresh.size());
        previous = std::move(current);
        current = std::move(fresh);
    }
    return counts;
}

// How many entries of the table hold each value 0..3.
std::array<uint64_t, 4> count_values(const DistanceTable& table) {
    std::array<uint64_t, 4> counts{};
    for (uint64_t w = 0; w < table.num_words(); ++w) {
        const Word word = table.words()[w], valid = valid_lanes(w, table.num_states());
        for (unsigned v = 0; v < 4; ++v)
            counts[v] += static_cast<uint64_t>(lane_count(lanes_equal(word, v) & valid));
    }
    return counts;
}

int permutation_parity(const uint8_t* perm, int n) {
    int inversions = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) inversions += perm[j] < perm[i];
    return inversions % 2;
}

// The whole table of a catalog puzzle against its published distribution; returns it for
// further checks.
test::BuiltTable expect_published_table(const std::string& puzzle, const std::string& metric,
                                        uint64_t reachable) {
    test::BuiltTable t = test::build_puzzle(puzzle, metric, "");
    const std::vector<uint64_t>& expected = published(puzzle, metric);
    EXPECT_EQ(t.result.counts, expected) << puzzle << " " << metric;
    EXPECT_EQ(t.result.reached, reachable);
    EXPECT_EQ(std::accumulate(expected.begin(), expected.end(), uint64_t{0}), reachable);
    // States the moves never reach stay unreached, and nothing else does.
    EXPECT_EQ(count_values(t.table)[kUnreached], t.table.num_states() - reachable);
    return t;
}

// Random scrambles, solved from the table: the solution undoes the scramble on cubies and
// its length agrees with the entry (distance mod 3).
template <class Cube, class IndexOf>
void expect_solver_solves_scrambles(const PuzzleModel& model, const test::BuiltTable& built,
                                    IndexOf index_of, int scrambles) {
    const DistanceTable& table = built.table;
    const Solver<DistanceTable> solver(model, table, built.result.max_depth());
    std::mt19937_64 rng(11);
    for (int k = 0; k < scrambles; ++k) {
        const Cube scrambled = apply_sequence(Cube{}, random_sequence(model, rng, 60));
        const uint64_t index = index_of(scrambled);
        std::vector<int> moves;
        ASSERT_TRUE(solver.solve(index, moves));
        EXPECT_EQ(moves.size() % 3, table.get(index));
        std::string solution;
        for (int m : moves) solution += model.moves[static_cast<size_t>(m)].name + " ";
        EXPECT_TRUE(apply_sequence(scrambled, solution) == Cube{}) << solution;
    }
}

} // namespace

// ---- The catalog

TEST(Cube3Catalog, EntriesMatchTheirModelsAndPublishedCounts) {
    for (const Puzzle& e : puzzles()) {
        if (!e.model) continue; // the clock: no table
        for (const std::string& metric : e.metrics) {
            SCOPED_TRACE(e.id + " " + metric);
            const PuzzleModel model = make_puzzle(e.id, metric, "");
            EXPECT_EQ(model.puzzle, e.id);
            EXPECT_EQ(model.num_states(), e.states);
            EXPECT_EQ(model.gens, e.faces);
            const std::vector<uint64_t>& counts = published(e.id, metric);
            EXPECT_LE(std::accumulate(counts.begin(), counts.end(), uint64_t{0}), e.states);
        }
    }
    EXPECT_EQ(kCornersStates, 88179840u);
    EXPECT_EQ(kSquaresStates, 7962624u);
    EXPECT_EQ(kRuStates, 881798400u);
    EXPECT_EQ(kPhase1States, 2217093120u);
}

TEST(Cube3Catalog, MoveLists) {
    EXPECT_EQ(make_puzzle("3x3x3-corners", "htm", "").move_list(),
              "U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'");
    EXPECT_EQ(make_puzzle("3x3x3-corners", "qtm", "").move_list(), "U U' R R' F F' D D' L L' B B'");
    EXPECT_EQ(make_puzzle("3x3x3-squares", "half", "").move_list(), "U2 R2 F2 D2 L2 B2");
    EXPECT_EQ(make_puzzle("3x3x3-ru", "htm", "").move_list(), "U U2 U' R R2 R'");
    EXPECT_EQ(make_puzzle("3x3x3-ru", "qtm", "RU").move_list(), "U U' R R'");
    EXPECT_EQ(make_puzzle("kociemba-phase1", "qtm", "").num_moves(), 12);
    EXPECT_EQ(make_puzzle("3x3x3-corners", "htm", "LD").gens, "DL");
}

TEST(Cube3Catalog, RefusesMoveSetsOutsideTheModel) {
    // Quarter turns take corners out of their tetrads: the squares' coordinates cannot hold
    // them. R and U are the only faces of <R,U>.
    EXPECT_THROW(make_puzzle("3x3x3-squares", "htm", ""), std::invalid_argument);
    EXPECT_THROW(make_puzzle("3x3x3-squares", "qtm", ""), std::invalid_argument);
    EXPECT_THROW(make_cube3_squares_model("htm", ""), std::invalid_argument);
    EXPECT_THROW(make_puzzle("3x3x3-ru", "htm", "RUF"), std::invalid_argument);
    EXPECT_THROW(make_puzzle("3x3x3-ru", "half", ""), std::invalid_argument);
    EXPECT_THROW(make_puzzle("3x3x3-corners", "stm", ""), std::invalid_argument);
    try {
        make_puzzle("3x3x3-squares", "htm", "");
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "puzzle 3x3x3-squares has no metric 'htm' (use half)");
    }
}

// ---- Index round trips and move tables against cubies

TEST(Cube3Corners, IndexRoundTripAndMoveTables) {
    std::mt19937_64 rng(1);
    std::vector<CornerCube> cubes;
    ASSERT_NO_FATAL_FAILURE(for_every_coordinate_value(
        {kCornersPermSize, kCornersTwistSize}, rng, [&cubes](uint64_t index, uint64_t v) {
            const CornerCube c = cube3_corners_from_index(index);
            ASSERT_EQ(cube3_corners_index(c), index);
            if (v % 7 == 0) cubes.push_back(c);
        }));
    EXPECT_EQ(cube3_corners_index(CornerCube{}), 0u);
    for (const char* metric : {"htm", "qtm"}) {
        const PuzzleModel model = make_puzzle("3x3x3-corners", metric, "");
        for (int k = 0; k < 200; ++k)
            cubes.push_back(apply_sequence(CornerCube{}, random_sequence(model, rng, 30)));
        expect_moves_agree(model, cubes, cube3_corners_index);
    }
}

TEST(Cube3Squares, IndexRoundTripAndMoveTables) {
    std::mt19937_64 rng(2);
    std::vector<Cube3> cubes;
    ASSERT_NO_FATAL_FAILURE(for_every_coordinate_value(
        {kSquaresCornerSize, kSquaresEdgeSize}, rng, [&cubes](uint64_t index, uint64_t v) {
            const Cube3 c = cube3_squares_from_index(index);
            ASSERT_TRUE(in_squares_domain(c)) << index;
            ASSERT_EQ(cube3_squares_index(c), index);
            if (v % 13 == 0) cubes.push_back(c);
        }));
    const PuzzleModel model = make_puzzle("3x3x3-squares", "half", "");
    for (int k = 0; k < 500; ++k) {
        const Cube3 c = apply_sequence(Cube3{}, random_sequence(model, rng, 40));
        ASSERT_TRUE(in_squares_domain(c));
        for (uint8_t o : c.corners.twist) ASSERT_EQ(o, 0); // half turns never twist or flip
        for (uint8_t o : c.edges.flip) ASSERT_EQ(o, 0);
        cubes.push_back(c);
    }
    EXPECT_FALSE(in_squares_domain(apply_sequence(Cube3{}, "R")));
    expect_moves_agree(model, cubes, cube3_squares_index);
}

TEST(Cube3Ru, IndexRoundTripAndMoveTables) {
    std::mt19937_64 rng(3);
    std::vector<Cube3> cubes;
    ASSERT_NO_FATAL_FAILURE(
        for_every_coordinate_value({kRuCornerPermSize, kRuEdgePermSize, kRuTwistSize}, rng,
                                   [&cubes](uint64_t index, uint64_t v) {
                                       const Cube3 cube = cube3_ru_from_index(index);
                                       ASSERT_TRUE(in_ru_domain(cube)) << index;
                                       ASSERT_EQ(cube3_ru_index(cube), index);
                                       if (v % 5 == 0) cubes.push_back(cube);
                                   }));
    for (const char* metric : {"htm", "qtm"}) {
        const PuzzleModel model = make_puzzle("3x3x3-ru", metric, "");
        for (int k = 0; k < 300; ++k) {
            cubes.push_back(apply_sequence(Cube3{}, random_sequence(model, rng, 40)));
            ASSERT_TRUE(in_ru_domain(cubes.back()));
        }
        expect_moves_agree(model, cubes, cube3_ru_index);
    }
    EXPECT_FALSE(in_ru_domain(apply_sequence(Cube3{}, "F")));
}

TEST(Cube3Ru, EachCoordinateReachesWhatTheHeaderSays) {
    // Values of one coordinate reachable from solved through its own move table: the corner
    // permutations are 120 of 720, the rest all; with the parity link between corners and
    // edges that gives 120 x 5040 x 243 / 2 = 73,483,200 states, a twelfth of the indices.
    const PuzzleModel model = make_puzzle("3x3x3-ru", "htm", "");
    std::vector<uint32_t> solved(3);
    solved[0] = static_cast<uint32_t>(model.solved_index / (kRuEdgePermSize * kRuTwistSize));
    solved[1] = static_cast<uint32_t>(model.solved_index / kRuTwistSize % kRuEdgePermSize);
    solved[2] = static_cast<uint32_t>(model.solved_index % kRuTwistSize);
    std::vector<size_t> reachable;
    for (size_t c = 0; c < 3; ++c) {
        const Coordinate& coord = model.coords[c];
        std::vector<bool> seen(coord.size);
        std::vector<uint32_t> queue = {solved[c]};
        seen[solved[c]] = true;
        for (size_t q = 0; q < queue.size(); ++q)
            for (size_t m = 0; m < model.moves.size(); ++m) {
                const uint32_t v = coord.move_table[queue[q] * model.moves.size() + m];
                if (!seen[v]) queue.push_back(v), seen[v] = true;
            }
        reachable.push_back(queue.size());
    }
    EXPECT_EQ(reachable, (std::vector<size_t>{120, 5040, 243}));
    EXPECT_EQ(uint64_t{120} * 5040 * 243 / 2 * 12, kRuStates);
}

TEST(KociembaPhase1, CoordinatesAndMoveTables) {
    std::mt19937_64 rng(4);
    std::vector<Cube3> cubes;
    ASSERT_NO_FATAL_FAILURE(
        for_every_coordinate_value({kPhase1TwistSize, kPhase1FlipSize, kPhase1SliceSize}, rng,
                                   [&cubes](uint64_t index, uint64_t v) {
                                       const Cube3 cube = phase1_representative(index);
                                       ASSERT_EQ(phase1_index(cube), index);
                                       if (v % 3 == 0) cubes.push_back(cube);
                                   }));
    // Whole cubes, not only representatives: a coordinate must not depend on the rest.
    const PuzzleModel htm = make_puzzle("kociemba-phase1", "htm", "");
    for (int k = 0; k < 500; ++k)
        cubes.push_back(apply_sequence(Cube3{}, random_sequence(htm, rng, 40)));
    for (const char* metric : {"htm", "qtm"})
        expect_moves_agree(make_puzzle("kociemba-phase1", metric, ""), cubes, phase1_index);
}

TEST(KociembaPhase1, SolvedExactlyOnThePhaseTwoGroup) {
    const PuzzleModel model = make_puzzle("kociemba-phase1", "htm", "");
    EXPECT_EQ(model.solved_index, phase1_index(Cube3{}));
    EXPECT_EQ(phase1_slice(Cube3{}), 494u); // FR FL BL BR in the last four positions
    std::mt19937_64 rng(6);
    const char* const phase2_moves[] = {"U", "U2", "U'", "D", "D2", "D'", "R2", "L2", "F2", "B2"};
    for (int k = 0; k < 200; ++k) {
        std::string s;
        for (int i = 0; i < 30; ++i) s += std::string(phase2_moves[rng() % 10]) + " ";
        ASSERT_EQ(phase1_index(apply_sequence(Cube3{}, s)), model.solved_index) << s;
    }
    // The other eight moves each leave it; a move and its inverse differ by a half turn
    // of the same face, so they reach the same state: 4 states at depth 1.
    for (const char* m : {"R", "R'", "L", "L'", "F", "F'", "B", "B'"})
        EXPECT_NE(phase1_index(apply_sequence(Cube3{}, m)), model.solved_index) << m;
    EXPECT_EQ(phase1_index(apply_sequence(Cube3{}, "R")),
              phase1_index(apply_sequence(Cube3{}, "R'")));
}

// ---- First depths against the shared reference, for every entry and metric

TEST(Cube3Edges6, IndexRoundTripAndMoveTables) {
    std::mt19937_64 rng(5);
    for (const Edges6Set* set : {&kEdges6UpperSet, &kEdges6LowerSet}) {
        for (int k = 0; k < 20000; ++k) {
            const uint64_t index = rng() % kEdges6States;
            ASSERT_EQ(edges6_index(edges6_representative(index, *set), *set), index);
        }
        const std::string id = set == &kEdges6UpperSet ? "3x3x3-edges6-UR.UF.UL.UB.DR.DF"
                                                       : "3x3x3-edges6-DL.DB.FR.FL.BL.BR";
        const PuzzleModel model = make_puzzle(id, "htm", "");
        ASSERT_EQ(model.coords[1].kind, kCoordXorBySource);
        std::vector<Cube3> cubes;
        for (int k = 0; k < 400; ++k)
            cubes.push_back(apply_sequence(Cube3{}, random_sequence(model, rng, 30)));
        expect_moves_agree(model, cubes,
                           [&](const Cube3& c) { return edges6_index(c.edges, *set); });
    }
}

TEST(Cube3Edges6, TablesArePublished) {
    expect_published_table("3x3x3-edges6-UR.UF.UL.UB.DR.DF", "htm", kEdges6States);
    expect_published_table("3x3x3-edges6-DL.DB.FR.FL.BL.BR", "htm", kEdges6States);
}

TEST(KociembaPhase2, CoordinatesAndMoveTables) {
    const PuzzleModel model = make_puzzle("kociemba-phase2", "htm", "");
    EXPECT_EQ(model.move_list(), "U U2 U' R2 F2 D D2 D' L2 B2");
    EXPECT_EQ(model.num_states(), 19508428800u);
    ASSERT_EQ(model.coords[1].kind, kCoordParityHalf);
    std::mt19937_64 rng(8);
    std::vector<Cube3> cubes;
    for (int k = 0; k < 2000; ++k) {
        const Cube3 cube = apply_sequence(Cube3{}, random_sequence(model, rng, 40));
        ASSERT_EQ(phase2_representative(phase2_index(cube)), cube); // the representative is
        cubes.push_back(cube);                                      // unique in the group
    }
    expect_moves_agree(model, cubes, phase2_index);
    for (int k = 0; k < 20000; ++k) {
        const uint64_t index = rng() % kPhase2States;
        ASSERT_EQ(phase2_index(phase2_representative(index)), index);
    }
}

TEST(KociembaPhase2, FirstNineDepthsMatchTheReference) {
    // The whole table is 4.9 GB (docs/SCALING.md has the full run); 5 million states are not.
    EXPECT_EQ(first_depth_counts(make_puzzle("kociemba-phase2", "htm", ""), 10000000),
              (std::vector<uint64_t>{1, 10, 67, 456, 3079, 19948, 123074, 736850, 4185118}));
}

TEST(Cube3Models, ValidateCatchesABrokenDependentCoordinate) {
    PuzzleModel model = make_puzzle("3x3x3-edges6-UR.UF.UL.UB.DR.DF", "htm", "");
    Coordinate& flips = model.coords[1];
    for (size_t row = 0; row < kEdges6PositionSize; ++row)
        flips.move_table[row * model.moves.size()] ^= 1; // U now also flips the last piece
    EXPECT_THROW(model.validate(), std::logic_error);
}

TEST(Cube3Models, FirstDepthsMatchTheReference) {
    for (const Puzzle& e : puzzles()) {
        if (!e.model) continue; // the clock: no table
        for (const std::string& metric : e.metrics) {
            SCOPED_TRACE(e.id + " " + metric);
            const PuzzleModel model = make_puzzle(e.id, metric, "");
            const std::vector<uint64_t> counts = first_depth_counts(model, 4000000);
            const std::vector<uint64_t>& expected = published(e.id, metric);
            ASSERT_GE(counts.size(), 2u);
            ASSERT_LE(counts.size(), expected.size());
            EXPECT_EQ(counts[1], expected[1]); // depth 1, the one every entry must get right
            EXPECT_TRUE(std::equal(counts.begin(), counts.end(), expected.begin()))
                << "depths 0.." << counts.size() - 1;
        }
    }
}

TEST(KociembaPhase1, FirstSevenDepthsMatchTheReference) {
    // The table itself is too big for the tests (555 MB); 13 million states are not.
    const std::vector<uint64_t> htm =
        first_depth_counts(make_puzzle("kociemba-phase1", "htm", ""), 20000000);
    EXPECT_EQ(htm, (std::vector<uint64_t>{1, 4, 50, 592, 7156, 87236, 1043817, 12070278}));
    const std::vector<uint64_t> qtm =
        first_depth_counts(make_puzzle("kociemba-phase1", "qtm", ""), 4000000);
    EXPECT_EQ(qtm, (std::vector<uint64_t>{1, 4, 34, 312, 2772, 24996, 225949, 2017078}));
}

// ---- Whole tables

TEST(Cube3Corners, HtmTableIsPublished) {
    const test::BuiltTable t = expect_published_table("3x3x3-corners", "htm", kCornersStates);
    EXPECT_EQ(t.result.max_depth(), 11);
    expect_solver_solves_scrambles<CornerCube>(make_puzzle("3x3x3-corners", "htm", ""), t,
                                               cube3_corners_index, 200);
}

TEST(Cube3Corners, QtmTableIsPublishedAndDepthParityIsPermutationParity) {
    const PuzzleModel model = make_puzzle("3x3x3-corners", "qtm", "");
    const test::BuiltTable t = expect_published_table("3x3x3-corners", "qtm", kCornersStates);
    EXPECT_EQ(t.result.max_depth(), 14);

    // Every quarter turn is a 4-cycle of corners, an odd permutation: each move changes the
    // permutation parity, for every permutation value.
    std::vector<int> parity(kCornersPermSize);
    for (uint32_t p = 0; p < kCornersPermSize; ++p) {
        uint8_t perm[kNumCorners];
        unrank_permutation(p, kNumCorners, perm);
        parity[p] = permutation_parity(perm, kNumCorners);
    }
    const Coordinate& perm = model.coords[0];
    for (uint32_t p = 0; p < kCornersPermSize; ++p)
        for (int m = 0; m < model.num_moves(); ++m)
            ASSERT_NE(parity[perm.move_table[p * 12u + static_cast<uint32_t>(m)]], parity[p]);

    // The table knows the depth mod 3, the parity gives it mod 2: states counted by (entry,
    // parity) must match the published counts summed by depth mod 6.
    uint64_t by_table[3][2] = {}, by_published[3][2] = {};
    for (uint32_t p = 0; p < kCornersPermSize; ++p)
        for (uint64_t i = uint64_t{p} * kCornersTwistSize; i < uint64_t{p + 1} * kCornersTwistSize;
             ++i)
            ++by_table[t.table.get(i)][parity[p]];
    const std::vector<uint64_t>& pub = published("3x3x3-corners", "qtm");
    for (size_t d = 0; d < pub.size(); ++d) by_published[d % 3][d % 2] += pub[d];
    for (int v = 0; v < 3; ++v)
        for (int q = 0; q < 2; ++q) EXPECT_EQ(by_table[v][q], by_published[v][q]) << v << q;

    // And state by state on a large random sample, with exact distances from the solver.
    const Solver<DistanceTable> solver(model, t.table, t.result.max_depth());
    std::mt19937_64 rng(9);
    for (int k = 0; k < 50000; ++k) {
        const uint64_t index = rng() % kCornersStates;
        const int distance = solver.distance(index);
        ASSERT_GE(distance, 0);
        ASSERT_LE(distance, 14);
        ASSERT_EQ(distance % 2, parity[index / kCornersTwistSize]) << index;
    }
    expect_solver_solves_scrambles<CornerCube>(model, t, cube3_corners_index, 200);
}

TEST(Cube3Squares, TableIsPublished) {
    const test::BuiltTable t = expect_published_table("3x3x3-squares", "half", 663552);
    EXPECT_EQ(t.result.max_depth(), 15);
    expect_solver_solves_scrambles<Cube3>(make_puzzle("3x3x3-squares", "half", ""), t,
                                          cube3_squares_index, 500);
}

TEST(Cube3Ru, QtmTableIsPublished) {
    const test::BuiltTable t = expect_published_table("3x3x3-ru", "qtm", 73483200);
    EXPECT_EQ(t.result.max_depth(), 25);
    expect_solver_solves_scrambles<Cube3>(make_puzzle("3x3x3-ru", "qtm", ""), t, cube3_ru_index,
                                          200);
}

TEST(Cube3Ru, HtmTableMatchesTheReference) {
    const test::BuiltTable t = expect_published_table("3x3x3-ru", "htm", 73483200);
    EXPECT_EQ(t.result.max_depth(), 20);
    expect_solver_solves_scrambles<Cube3>(make_puzzle("3x3x3-ru", "htm", ""), t, cube3_ru_index,
                                          200);
}

} // namespace twobit
