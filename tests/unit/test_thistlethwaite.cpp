// Thistlethwaite's method (host/puzzles/cube3/thistlethwaite.hpp, thistlethwaite_models.hpp):
// the phase models against turning cubies, the phase-3 corner coset coordinate being well
// defined, the four tables' distributions and God's numbers (7, 10, 13, 15) against the catalog
// entries and against a breadth-first search over cubies that uses no move table and no 2-bit
// table, and the solver on random cubes: each phase's text, applied here, ends in its group
// (checked with predicates written here), optimally for that phase, and the four solve.
#include <algorithm>
#include <array>
#include <gtest/gtest.h>
#include <numeric>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/thistlethwaite.hpp"
#include "host/puzzles/cube3/thistlethwaite_models.hpp"
#include "host/puzzles/registry.hpp"
#include "kernels/coord_rank.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"

namespace twobit {

using test::apply_sequence;

namespace {

// ---- The groups, written here from their definitions.

// The phases' move sets, as text: every turn, then the turns of G1, G2 and G3.
const std::array<const char*, 4> kPhaseMoves = {
    "U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'",
    "U U2 U' R R2 R' F2 D D2 D' L L2 L' B2",
    "U U2 U' R2 F2 D D2 D' L2 B2",
    "U2 R2 F2 D2 L2 B2",
};
const std::array<const char*, 4> kPhaseIds = {"thistlethwaite-g1", "thistlethwaite-g2",
                                              "thistlethwaite-g3", "3x3x3-squares"};
constexpr std::array<int, 4> kGodsNumbers = {7, 10, 13, 15};

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    size_t from = 0;
    while (from < text.size()) {
        const size_t to = std::min(text.find(' ', from), text.size());
        if (to > from) out.push_back(text.substr(from, to - from));
        from = to + 1;
    }
    return out;
}

bool no_flips(const Cube3& c) {
    return std::all_of(c.edges.flip.begin(), c.edges.flip.end(), [](uint8_t f) { return f == 0; });
}

bool no_twists(const Cube3& c) {
    return std::all_of(c.corners.twist.begin(), c.corners.twist.end(),
                       [](uint8_t t) { return t == 0; });
}

// G1 = <U, D, R, L, F2, B2>.
bool in_g1(const Cube3& c) {
    return no_flips(c);
}

// G2 = <U, D, R2, L2, F2, B2>: also no twists, and the positions FR FL BL BR hold E edges.
bool in_g2(const Cube3& c) {
    if (!in_g1(c) || !no_twists(c)) return false;
    for (int p = FR; p <= BR; ++p)
        if (c.edges.perm[p] < FR) return false;
    return true;
}

// The corner permutations the half turns make, found here by a search of their own.
const std::set<std::array<uint8_t, kNumCorners>>& half_turn_corner_perms() {
    static const std::set<std::array<uint8_t, kNumCorners>> perms = [] {
        std::set<std::array<uint8_t, kNumCorners>> seen = {CornerCube{}.perm};
        std::vector<CornerCube> todo = {CornerCube{}};
        while (!todo.empty()) {
            const CornerCube c = todo.back();
            todo.pop_back();
            for (const std::string& m : words(kPhaseMoves[3])) {
                const CornerCube next = apply_sequence(c, m);
                if (seen.insert(next.perm).second) todo.push_back(next);
            }
        }
        return seen;
    }();
    return perms;
}

int edge_slice(uint8_t edge) {
    if (edge == UR || edge == UL || edge == DR || edge == DL) return 0;
    if (edge == UF || edge == UB || edge == DF || edge == DB) return 1;
    return 2;
}

// G3 = <U2, D2, R2, L2, F2, B2>: no twists or flips, the corners as half turns place them,
// every edge in its slice, the edges' permutation even.
bool in_g3(const Cube3& c) {
    if (!in_g2(c) || half_turn_corner_perms().count(c.corners.perm) == 0) return false;
    int inversions = 0;
    for (int p = 0; p < kNumEdges; ++p) {
        if (edge_slice(c.edges.perm[p]) != edge_slice(static_cast<uint8_t>(p))) return false;
        for (int q = p + 1; q < kNumEdges; ++q) inversions += c.edges.perm[q] < c.edges.perm[p];
    }
    return inversions % 2 == 0;
}

uint64_t phase_index(int phase, const Cube3& c) {
    switch (phase) {
    case 0:
        return thistle_g1_index(c);
    case 1:
        return thistle_g2_index(c);
    case 2:
        return thistle_g3_index(c);
    default:
        return cube3_squares_index(c);
    }
}

uint64_t phase_states(int phase) {
    const std::array<uint64_t, 4> states = {kThistleG1States, kThistleG2States, kThistleG3States,
                                            kSquaresStates};
    return states[static_cast<size_t>(phase)];
}

// Breadth-first search over cubes: one cube per index, turned by cubie turns, its neighbours'
// indices read from the turned cubes. No move table and no 2-bit entry is involved. Depth per
// index, 255 where never reached.
std::vector<uint8_t> cubie_search(int phase) {
    std::vector<Cube3> turns; // each move as a cube, so that a turn is one composition
    for (const std::string& m : words(kPhaseMoves[static_cast<size_t>(phase)]))
        turns.push_back(apply_sequence(Cube3{}, m));
    std::vector<uint8_t> depth(phase_states(phase), 255);
    std::vector<Cube3> frontier = {Cube3{}};
    depth[phase_index(phase, Cube3{})] = 0;
    for (uint8_t d = 1; !frontier.empty(); ++d) {
        std::vector<Cube3> next;
        for (const Cube3& c : frontier)
            for (const Cube3& t : turns) {
                const Cube3 n = compose(c, t);
                uint8_t& entry = depth[phase_index(phase, n)];
                if (entry != 255) continue;
                entry = d;
                next.push_back(n);
            }
        frontier = std::move(next);
    }
    return depth;
}

// Each phase's cubie-search depths, searched once per test process.
const std::vector<uint8_t>& cubie_depths(int phase) {
    static std::array<std::vector<uint8_t>, 4> depths;
    std::vector<uint8_t>& d = depths[static_cast<size_t>(phase)];
    if (d.empty()) d = cubie_search(phase);
    return d;
}

std::vector<uint64_t> counts_of(const std::vector<uint8_t>& depths) {
    std::vector<uint64_t> counts;
    for (uint8_t d : depths) {
        if (d == 255) continue;
        if (counts.size() <= d) counts.resize(d + 1u, 0);
        ++counts[d];
    }
    return counts;
}

const ThistlethwaiteSolver& solver() {
    static const ThistlethwaiteSolver s(2);
    return s;
}

std::string text_of(const std::vector<FaceTurn>& turns) {
    std::string s;
    for (const FaceTurn& t : turns) s += (s.empty() ? "" : " ") + move_name(t.face, t.power);
    return s;
}

// A random cube: a random 40-turn scramble of the given moves.
Cube3 random_cube(std::mt19937_64& rng, const std::vector<std::string>& moves) {
    std::string s;
    for (int k = 0; k < 40; ++k) s += moves[rng() % moves.size()] + " ";
    return apply_sequence(Cube3{}, s);
}

} // namespace

// ---- The models

TEST(ThistlethwaiteModels, MoveListsSizesAndValidTables) {
    for (int k = 0; k < 3; ++k) {
        SCOPED_TRACE(kPhaseIds[static_cast<size_t>(k)]);
        const PuzzleModel model = make_puzzle(kPhaseIds[static_cast<size_t>(k)], "", "");
        EXPECT_NO_THROW(model.validate());
        EXPECT_EQ(model.move_list(), kPhaseMoves[static_cast<size_t>(k)]);
        EXPECT_EQ(model.num_states(), phase_states(k));
        EXPECT_EQ(model.gens, "URFDLB");
        EXPECT_EQ(model.solved_index, phase_index(k, Cube3{}));
    }
    EXPECT_EQ(kThistleG2States, 1082565u);
    EXPECT_EQ(kThistleG3States, 29400u);
    EXPECT_EQ(make_puzzle("thistlethwaite-g2", "htm", "RU").move_list(), "U U2 U' R R2 R'");
    EXPECT_EQ(make_puzzle("thistlethwaite-g3", "htm", "FU").move_list(), "U U2 U' F2");
    EXPECT_THROW(make_puzzle("thistlethwaite-g1", "qtm", ""), std::invalid_argument);
    EXPECT_THROW(make_thistle_g3_model("half", ""), std::invalid_argument);
}

TEST(ThistlethwaiteModels, MoveTablesAgreeWithTurningCubies) {
    std::mt19937_64 rng(7);
    for (int k = 0; k < 3; ++k) {
        SCOPED_TRACE(kPhaseIds[static_cast<size_t>(k)]);
        const PuzzleModel model = make_puzzle(kPhaseIds[static_cast<size_t>(k)], "", "");
        const std::vector<std::string> moves = words(kPhaseMoves[static_cast<size_t>(k)]);
        for (int n = 0; n < 300; ++n) {
            const Cube3 cube = random_cube(rng, moves);
            for (int m = 0; m < model.num_moves(); ++m) {
                const std::string& name = model.moves[static_cast<size_t>(m)].name;
                ASSERT_EQ(model.apply(phase_index(k, cube), m),
                          phase_index(k, apply_sequence(cube, name)))
                    << name;
            }
        }
    }
}

TEST(ThistlethwaiteModels, SquaresCornerGroupHas96ElementsAnd420Cosets) {
    const std::vector<CornerCube>& group = squares_corner_group();
    ASSERT_EQ(group.size(), 96u);
    EXPECT_TRUE(group.front().is_solved());
    std::set<std::array<uint8_t, kNumCorners>> perms;
    for (const CornerCube& h : group) perms.insert(h.perm);
    EXPECT_EQ(perms, half_turn_corner_perms());
    // Every coset has 96 members, the relabellings h·c of its representative c.
    std::vector<int> members(kThistleG3CornerSize, 0);
    for (uint32_t r = 0; r < 40320; ++r) {
        CornerCube c;
        unrank_permutation(r, kNumCorners, c.perm.data());
        const uint32_t coset = thistle_corner_coset(c);
        ASSERT_LT(coset, kThistleG3CornerSize);
        ++members[coset];
        EXPECT_EQ(coset == 0, perms.count(c.perm) == 1) << r;
    }
    EXPECT_TRUE(std::all_of(members.begin(), members.end(), [](int n) { return n == 96; }));
    for (uint32_t coset = 0; coset < kThistleG3CornerSize; coset += 37) {
        const CornerCube rep = thistle_corner_coset_representative(coset);
        EXPECT_EQ(thistle_corner_coset(rep), coset);
        for (const CornerCube& h : group) EXPECT_EQ(thistle_corner_coset(compose(h, rep)), coset);
    }
}

// Every member of a corner coset goes to the same coset under each phase-3 turn, the one the
// move table names: the coordinate is well defined. Cosets on the other side (c·h) are not.
TEST(ThistlethwaiteModels, CornerCosetCoordinateIsWellDefined) {
    const PuzzleModel model = make_puzzle("thistlethwaite-g3", "", "");
    const Coordinate& corners = model.coords[0];
    ASSERT_EQ(corners.size, kThistleG3CornerSize);
    const std::vector<std::string> moves = words(kPhaseMoves[2]);
    ASSERT_EQ(moves.size(), model.moves.size());
    for (uint32_t r = 0; r < 40320; ++r) {
        CornerCube c;
        unrank_permutation(r, kNumCorners, c.perm.data());
        const uint32_t coset = thistle_corner_coset(c);
        for (size_t m = 0; m < moves.size(); ++m)
            ASSERT_EQ(thistle_corner_coset(apply_sequence(c, moves[m])),
                      corners.move_table[coset * moves.size() + m])
                << "permutation " << r << " move " << moves[m];
    }
    // The edge coordinate too: any G2 cube's M-slice location moves as the table says.
    const Coordinate& edges = model.coords[1];
    std::mt19937_64 rng(11);
    for (int n = 0; n < 2000; ++n) {
        const Cube3 cube = random_cube(rng, moves);
        const uint32_t value = thistle_g3_index(cube) % kThistleG3EdgeSize;
        for (size_t m = 0; m < moves.size(); ++m)
            ASSERT_EQ(thistle_g3_index(apply_sequence(cube, moves[m])) % kThistleG3EdgeSize,
                      edges.move_table[value * moves.size() + m]);
    }

    // Right cosets c·H: some two members of one go to different right cosets under a turn.
    std::vector<int> right(40320, -1);
    int labels = 0;
    for (uint32_t r = 0; r < 40320; ++r) {
        if (right[r] >= 0) continue;
        CornerCube c;
        unrank_permutation(r, kNumCorners, c.perm.data());
        for (const CornerCube& h : squares_corner_group())
            right[rank_permutation(compose(c, h).perm.data(), kNumCorners)] = labels;
        ++labels;
    }
    EXPECT_EQ(labels, 420);
    // h and the identity share a right coset; after U they do not for some h (U does not
    // normalise H: nothing of order 96 is normal in the 8! corner permutations of G2).
    const auto right_coset = [&right](const CornerCube& c) {
        return right[rank_permutation(c.perm.data(), kNumCorners)];
    };
    bool mixed = false;
    for (const CornerCube& h : squares_corner_group())
        mixed = mixed || right_coset(apply_sequence(h, "U")) !=
                             right_coset(apply_sequence(CornerCube{}, "U"));
    EXPECT_TRUE(mixed);
}

// The index is solved exactly on G3: every squares index whose cube is in G3 by the model's
// predicate is one half turns reach, and no other.
TEST(ThistlethwaiteModels, G3PredicateIsTheSquaresGroup) {
    const std::vector<uint8_t>& squares = cubie_depths(3);
    for (uint64_t i = 0; i < kSquaresStates; i += 7) {
        const Cube3 cube = cube3_squares_from_index(i);
        ASSERT_EQ(in_thistle_g3(cube), squares[i] != 255) << i;
        ASSERT_EQ(in_g3(cube), squares[i] != 255) << i;
    }
}

// ---- The tables

TEST(ThistlethwaiteTables, DistributionsAndGodsNumbers) {
    for (int k = 0; k < 4; ++k) {
        const char* id = kPhaseIds[static_cast<size_t>(k)];
        SCOPED_TRACE(id);
        const std::string metric = k == 3 ? "half" : "htm";
        const test::BuiltTable built = test::build_puzzle(id, metric, "");
        const PublishedDistribution* p = find_published_distribution(id, metric, "URFDLB");
        ASSERT_NE(p, nullptr);
        EXPECT_EQ(built.result.counts, p->counts);
        EXPECT_EQ(built.result.max_depth(), kGodsNumbers[static_cast<size_t>(k)]);
        EXPECT_EQ(counts_of(cubie_depths(k)), p->counts);
        const uint64_t sum = std::accumulate(p->counts.begin(), p->counts.end(), uint64_t{0});
        // Every index of the first three spaces is a coset; the squares group is 663,552.
        EXPECT_EQ(sum, k == 3 ? 663552u : phase_states(k));
        EXPECT_EQ(built.result.reached, sum);
    }
}

// ---- The solver

TEST(ThistlethwaiteSolver, RandomCubesSolveWithEachPhaseOptimalInsideItsGroup) {
    std::mt19937_64 rng(2024);
    std::array<int, 4> longest{};
    for (int n = 0; n < 200; ++n) {
        // Cubes from long scrambles, and a few from the later groups (short later phases).
        const size_t group = n % 50 == 0 ? static_cast<size_t>(n / 50) : 0;
        const Cube3 start = random_cube(rng, words(kPhaseMoves[group]));
        const ThistlethwaitePhases phases = solver().solve(start);
        Cube3 cube = start;
        for (int k = 0; k < 4; ++k) {
            const std::vector<FaceTurn>& turns = phases[static_cast<size_t>(k)];
            SCOPED_TRACE("cube " + std::to_string(n) + " phase " + std::to_string(k + 1) + ": " +
                         text_of(turns));
            // The cube's distance in this phase, by the cubie search: the phase is optimal.
            EXPECT_EQ(turns.size(), cubie_depths(k)[phase_index(k, cube)]);
            EXPECT_LE(static_cast<int>(turns.size()), kGodsNumbers[static_cast<size_t>(k)]);
            longest[static_cast<size_t>(k)] =
                std::max(longest[static_cast<size_t>(k)], static_cast<int>(turns.size()));
            const std::vector<std::string> allowed = words(kPhaseMoves[static_cast<size_t>(k)]);
            for (const FaceTurn& t : turns)
                EXPECT_NE(std::find(allowed.begin(), allowed.end(), move_name(t.face, t.power)),
                          allowed.end());
            cube = apply_sequence(cube, text_of(turns));
            switch (k) {
            case 0:
                EXPECT_TRUE(in_g1(cube));
                break;
            case 1:
                EXPECT_TRUE(in_g2(cube));
                break;
            case 2:
                EXPECT_TRUE(in_g3(cube));
                break;
            default:
                EXPECT_TRUE(cube.is_solved());
                break;
            }
        }
    }
    // Random cubes do come close to the phases' bounds.
    EXPECT_GE(longest[0], 6);
    EXPECT_GE(longest[1], 8);
    EXPECT_GE(longest[2], 10);
    EXPECT_GE(longest[3], 12);
}

TEST(ThistlethwaiteSolver, SolvedSuperflipAndUnsolvableCubes) {
    for (const std::vector<FaceTurn>& phase : solver().solve(Cube3{})) EXPECT_TRUE(phase.empty());
    // A cube already in G3 needs the last phase only.
    const ThistlethwaitePhases squares = solver().solve(apply_sequence(Cube3{}, "R2 U2 F2 L2"));
    EXPECT_TRUE(squares[0].empty() && squares[1].empty() && squares[2].empty());
    EXPECT_LE(squares[3].size(), 4u);
    // The superflip: every edge flipped, phase 1 at its longest (7).
    Cube3 superflip;
    superflip.edges.flip.fill(1);
    const ThistlethwaitePhases phases = solver().solve(superflip);
    EXPECT_EQ(phases[0].size(), 7u);
    Cube3 cube = superflip;
    for (const std::vector<FaceTurn>& phase : phases) cube = apply_sequence(cube, text_of(phase));
    EXPECT_TRUE(cube.is_solved());

    Cube3 twisted;
    twisted.corners.twist[0] = 1;
    EXPECT_THROW(solver().solve(twisted), std::invalid_argument);
    Cube3 flipped;
    flipped.edges.flip[3] = 1;
    EXPECT_THROW(solver().solve(flipped), std::invalid_argument);
    Cube3 swapped;
    std::swap(swapped.edges.perm[0], swapped.edges.perm[1]);
    EXPECT_THROW(solver().solve(swapped), std::invalid_argument);
    Cube3 repeated;
    repeated.corners.perm[0] = repeated.corners.perm[1];
    EXPECT_THROW(solver().solve(repeated), std::invalid_argument);
}

// ---- The records

TEST(ThistlethwaiteRecords, ReadFaceTurnsInsideTheirStartingGroups) {
    const auto read = [](const char* id, const std::string& text) {
        return find_puzzle(id).read(text, make_puzzle(id, "", ""), InputKind::Auto);
    };
    EXPECT_EQ(read("thistlethwaite-g1", "").index, thistle_g1_index(Cube3{}));
    EXPECT_EQ(read("thistlethwaite-g1", "F").index, thistle_g1_index(apply_sequence(Cube3{}, "F")));
    EXPECT_TRUE(read("thistlethwaite-g2", "R U F2 L'").outside.empty());
    EXPECT_FALSE(read("thistlethwaite-g2", "R F").outside.empty());
    EXPECT_TRUE(read("thistlethwaite-g3", "U R2 D' B2").outside.empty());
    EXPECT_EQ(read("thistlethwaite-g3", "U R2 D' B2").index,
              thistle_g3_index(apply_sequence(Cube3{}, "U R2 D' B2")));
    EXPECT_FALSE(read("thistlethwaite-g3", "R").outside.empty());
    EXPECT_THROW(read("thistlethwaite-g3", "R x"), std::invalid_argument);
    const PuzzleModel g2 = make_puzzle("thistlethwaite-g2", "", "");
    EXPECT_EQ(find_puzzle("thistlethwaite-g2").format(g2, {0, 4, 6}), "U R2 F2");
}

} // namespace twobit
