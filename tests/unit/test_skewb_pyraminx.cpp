// The Skewb and the tipless Pyraminx: the turn geometry and even-permutation ranks under
// them, pieces against stickers, group facts, exhaustive coordinate round trips, and move
// tables against turning whole states.
#include <algorithm>
#include <gtest/gtest.h>
#include <random>
#include <set>

#include "host/engine/even_permutation.hpp"
#include "host/puzzles/axis/axis_puzzle.hpp"
#include "host/puzzles/pyraminx/pyraminx_model.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/skewb/skewb_model.hpp"

namespace twobit {

namespace {

// Distinct indices at distance exactly 0, 1, 2 from solved, through the move tables.
std::vector<size_t> first_levels(const PuzzleModel& model) {
    std::set<uint64_t> seen{model.solved_index};
    std::vector<uint64_t> frontier{model.solved_index};
    std::vector<size_t> counts{1};
    for (int depth = 1; depth <= 2; ++depth) {
        std::vector<uint64_t> next;
        for (uint64_t i : frontier)
            for (int m = 0; m < model.num_moves(); ++m)
                if (seen.insert(model.apply(i, m)).second) next.push_back(model.apply(i, m));
        counts.push_back(next.size());
        frontier = next;
    }
    return counts;
}

// Positions whose piece or orientation differs from solved.
int pieces_moved(const PieceState& s) {
    int moved = 0;
    for (size_t p = 0; p < s.piece.size(); ++p) moved += s.piece[p] != p || s.ori[p] != 0;
    return moved;
}

// What the checks the Skewb and the Pyraminx share need of a puzzle.
template <class State>
struct AxisCase {
    const char* id;
    const AxisPuzzle<State>& puzzle;
    uint64_t states;
    uint64_t (*index_of)(const State&);
    State (*from_index)(uint64_t);
    State (*from_coords)(uint32_t, uint32_t, uint32_t);
};

AxisCase<skewb::State> skewb_case() {
    return {"skewb",         skewb::puzzle(),   skewb::kStates,
            skewb::index_of, skewb::from_index, skewb::from_coords};
}

AxisCase<pyraminx::State> pyraminx_case() {
    return {"pyraminx-notips",  pyraminx::puzzle(),   pyraminx::kStates,
            pyraminx::index_of, pyraminx::from_index, pyraminx::from_coords};
}

template <class State>
void expect_pieces_agree_with_stickers(const AxisPuzzle<State>& puzzle, unsigned seed) {
    std::mt19937 rng(seed);
    const auto axes = static_cast<unsigned>(puzzle.letters().size());
    State s;
    std::vector<uint8_t> colours = puzzle.stickers(s);
    for (int i = 0; i < 2000; ++i) {
        const int axis = static_cast<int>(rng() % axes);
        const bool clockwise = rng() % 2 == 0;
        s = puzzle.turn(s, axis, clockwise);
        colours = puzzle.turn_colours(colours, axis, clockwise);
        ASSERT_EQ(puzzle.stickers(s), colours) << "after " << i + 1 << " turns";
    }
}

// One clockwise turn about axis from solved, after checking that the turn has order three
// and that turning twice is turning back.
template <class State>
State one_turn_of_order_three(const AxisPuzzle<State>& puzzle, int axis) {
    const State once = puzzle.turn(State{}, axis, true);
    const State twice = puzzle.turn(once, axis, true);
    EXPECT_FALSE(once.is_solved()) << "axis " << axis;
    EXPECT_FALSE(twice.is_solved()) << "axis " << axis;
    EXPECT_TRUE(puzzle.turn(twice, axis, true).is_solved()) << "axis " << axis;
    EXPECT_TRUE(puzzle.turn(once, axis, false).is_solved()) << "axis " << axis;
    EXPECT_EQ(twice, puzzle.turn(State{}, axis, false)) << "axis " << axis;
    return once;
}

template <class State>
void expect_index_round_trip_every_state(const AxisCase<State>& c) {
    for (uint64_t i = 0; i < c.states; ++i) ASSERT_EQ(c.index_of(c.from_index(i)), i);
    EXPECT_EQ(c.index_of(State{}), 0u);
}

// Each coordinate moves on its own, so turning every value of each one (the others at 0)
// covers every way a turn changes a state. Where the rank drops a twist or flip that the
// others determine, this checks that the turns always leave it the value the unrank derives.
template <class State>
void expect_turned_states_rank_without_loss(const AxisCase<State>& c) {
    const PuzzleModel model = make_puzzle(c.id, "htm", "");
    ASSERT_EQ(model.coords.size(), 3u);
    for (size_t k = 0; k < 3; ++k)
        for (uint32_t v = 0; v < model.coords[k].size; ++v) {
            const State s = c.from_coords(k == 0 ? v : 0, k == 1 ? v : 0, k == 2 ? v : 0);
            for (int axis = 0; axis < static_cast<int>(c.puzzle.letters().size()); ++axis)
                for (bool cw : {true, false}) {
                    const State t = c.puzzle.turn(s, axis, cw);
                    ASSERT_EQ(c.from_index(c.index_of(t)), t)
                        << "coordinate " << k << " value " << v;
                }
        }
}

template <class State>
void expect_move_tables_agree_with_turns(const AxisCase<State>& c, uint64_t seed) {
    const PuzzleModel model = make_puzzle(c.id, "htm", "");
    std::mt19937_64 rng(seed);
    for (uint64_t k = 0; k < 20000; ++k) {
        const uint64_t index = rng() % c.states;
        const State s = c.from_index(index);
        for (int m = 0; m < model.num_moves(); ++m) {
            const std::string& name = model.moves[static_cast<size_t>(m)].name;
            ASSERT_EQ(model.apply(index, m), c.index_of(c.puzzle.apply_moves(s, name)))
                << "index " << index << " move " << name;
        }
    }
    // A long random walk, by tables and by turning pieces side by side.
    State s;
    uint64_t index = model.solved_index;
    for (int i = 0; i < 20000; ++i) {
        const int m = static_cast<int>(rng() % static_cast<uint64_t>(model.num_moves()));
        s = c.puzzle.apply_moves(s, model.moves[static_cast<size_t>(m)].name);
        index = model.apply(index, m);
        ASSERT_EQ(c.index_of(s), index) << "step " << i;
        ASSERT_EQ(c.from_index(index), s) << "step " << i;
    }
}

} // namespace

// --- Shared pieces

TEST(PieceGeometry, ClockwiseSeenFromTheTip) {
    const Point3 ufr{1, 1, 1}, u{0, 3, 0}, r{3, 0, 0}, f{0, 0, 3};
    EXPECT_EQ(rotate_clockwise(ufr, u), r);
    EXPECT_EQ(rotate_clockwise(ufr, r), f);
    EXPECT_EQ(rotate_clockwise(ufr, f), u);
    EXPECT_EQ(rotate_anticlockwise(ufr, u), f);
}

TEST(PieceGeometry, RotationsHaveOrderThreeAndKeepLengths) {
    for (int a = 0; a < 8; ++a) {
        const Point3 axis{a & 1 ? 1 : -1, a & 2 ? 1 : -1, a & 4 ? 1 : -1};
        EXPECT_EQ(rotate_clockwise(axis, axis), axis);
        for (int x = -4; x <= 4; ++x)
            for (int y = -4; y <= 4; ++y)
                for (int z = -4; z <= 4; ++z) {
                    const Point3 p{x, y, z}, q = rotate_clockwise(axis, p);
                    ASSERT_EQ(dot(q, q), dot(p, p));
                    ASSERT_EQ(dot(q, axis), dot(p, axis));
                    ASSERT_EQ(rotate_anticlockwise(axis, q), p);
                    ASSERT_EQ(rotate_clockwise(axis, rotate_clockwise(axis, q)), p);
                    // Only the points on the axis line stay put.
                    const bool on_axis = x * axis.y == y * axis.x && y * axis.z == z * axis.y;
                    ASSERT_EQ(q == p, on_axis);
                }
    }
}

TEST(EvenPermutation, DenseRanksRoundTripForEveryEvenPermutation) {
    uint32_t factorial = 1;
    for (int n = 2; n <= 8; ++n) {
        factorial *= static_cast<uint32_t>(n);
        std::vector<bool> used(factorial / 2, false);
        uint8_t perm[8], back[8];
        uint32_t even = 0;
        for (uint32_t r = 0; r < factorial; ++r) {
            unrank_permutation(r, n, perm);
            if (!is_even_permutation(perm, n)) continue;
            ++even;
            const uint32_t rank = rank_even_permutation(perm, n);
            ASSERT_LT(rank, factorial / 2) << n;
            ASSERT_FALSE(used[rank]) << n;
            used[rank] = true;
            unrank_even_permutation(rank, n, back);
            for (int i = 0; i < n; ++i) ASSERT_EQ(back[i], perm[i]) << n;
        }
        EXPECT_EQ(even, factorial / 2) << n;
    }
    const uint8_t identity[6] = {0, 1, 2, 3, 4, 5};
    EXPECT_EQ(rank_even_permutation(identity, 6), 0u);
}

TEST(AxisMoveSet, MovesInverseAndGens) {
    for (const char* id : {"skewb", "pyraminx-notips"}) {
        const PuzzleModel full = make_puzzle(id, "htm", "");
        EXPECT_EQ(full.move_list(), "U U' L L' R R' B B'") << id;
        EXPECT_EQ(full.gens, "ULRB") << id;
        for (int m = 0; m < full.num_moves(); ++m)
            EXPECT_EQ(full.moves[static_cast<size_t>(m)].inverse, m ^ 1) << id;
        const PuzzleModel some = make_puzzle(id, "htm", "BU");
        EXPECT_EQ(some.gens, "UB") << id;
        EXPECT_EQ(some.move_list(), "U U' B B'") << id;
        EXPECT_THROW(make_puzzle(id, "qtm", ""), std::invalid_argument) << id;
        EXPECT_THROW(make_puzzle(id, "htm", "UF"), std::invalid_argument) << id;
        EXPECT_THROW(make_puzzle(id, "htm", "UU"), std::invalid_argument) << id;
    }
}

// --- Skewb

TEST(SkewbPuzzle, SolvedStickersShowFiveOfEachColour) {
    const std::vector<uint8_t> solved = skewb::puzzle().stickers(skewb::State{});
    ASSERT_EQ(solved.size(), 30u);
    for (uint8_t colour = 0; colour < 6; ++colour)
        EXPECT_EQ(std::count(solved.begin(), solved.end(), colour), 5) << int{colour};
}

TEST(SkewbPuzzle, PiecesAgreeWithStickers) {
    expect_pieces_agree_with_stickers(skewb::puzzle(), 11);
}

TEST(SkewbPuzzle, EveryTurnHasOrderThreeAndMovesHalfThePuzzle) {
    const AxisPuzzle<skewb::State>& puzzle = skewb::puzzle();
    for (int axis = 0; axis < skewb::kNumAxes; ++axis) {
        const skewb::State once = one_turn_of_order_three(puzzle, axis);
        // Three centres and four corners: the pivot twisted in place, three neighbours.
        EXPECT_EQ(pieces_moved(once.centres), 3);
        EXPECT_EQ(pieces_moved(once.corners), 4);
        const skewb::Corner pivot = skewb::kPivot[axis];
        EXPECT_EQ(once.corners.piece[pivot], pivot);
        EXPECT_EQ(once.corners.ori[pivot], 1); // clockwise adds one
        EXPECT_EQ(once.corners.piece[skewb::UFR], skewb::UFR);
        EXPECT_EQ(once.corners.ori[skewb::UFR], 0);
    }
    EXPECT_EQ(puzzle.apply_moves(skewb::State{}, "R L R' L'"),
              puzzle.turn(
                  puzzle.turn(puzzle.turn(puzzle.turn(skewb::State{}, 2, true), 1, true), 2, false),
                  1, false));
    EXPECT_THROW(puzzle.apply_moves(skewb::State{}, "R F"), std::invalid_argument);
    // R2 is R R (= R'), and moves may run together.
    EXPECT_EQ(puzzle.apply_moves(skewb::State{}, "R2"), puzzle.apply_moves(skewb::State{}, "R'"));
    EXPECT_EQ(puzzle.apply_moves(skewb::State{}, "RL'B"),
              puzzle.apply_moves(skewb::State{}, "R L' B"));
}

TEST(SkewbModel, IndexRoundTripEveryState) {
    expect_index_round_trip_every_state(skewb_case());
    EXPECT_EQ(skewb::kStates, 3149280u);
}

TEST(SkewbModel, TurnedStatesRankWithoutLoss) {
    expect_turned_states_rank_without_loss(skewb_case());
}

TEST(SkewbModel, MoveTablesAgreeWithTurns) {
    expect_move_tables_agree_with_turns(skewb_case(), 5);
}

TEST(SkewbModel, FirstLevelsArePublished) {
    const PuzzleModel model = make_puzzle("skewb", "htm", "");
    EXPECT_EQ(first_levels(model), (std::vector<size_t>{1, 8, 48}));
    const std::vector<uint8_t> solved = skewb::puzzle().stickers(skewb::State{});
    std::set<std::vector<uint8_t>> seen; // the same, by stickers alone
    for (int axis = 0; axis < skewb::kNumAxes; ++axis)
        for (bool cw : {true, false}) seen.insert(skewb::puzzle().turn_colours(solved, axis, cw));
    EXPECT_EQ(seen.size(), 8u);
    EXPECT_EQ(seen.count(solved), 0u);
}

// --- Pyraminx without tips

TEST(PyraminxPuzzle, SolvedStickersShowSixOfEachColour) {
    const std::vector<uint8_t> solved = pyraminx::puzzle().stickers(pyraminx::State{});
    ASSERT_EQ(solved.size(), 24u);
    for (uint8_t colour = 0; colour < pyraminx::kNumFaces; ++colour)
        EXPECT_EQ(std::count(solved.begin(), solved.end(), colour), 6) << int{colour};
}

TEST(PyraminxPuzzle, PiecesAgreeWithStickers) {
    expect_pieces_agree_with_stickers(pyraminx::puzzle(), 13);
}

TEST(PyraminxPuzzle, EveryTurnHasOrderThreeAndMovesThreeEdgesAndOneCentre) {
    const AxisPuzzle<pyraminx::State>& puzzle = pyraminx::puzzle();
    for (int axis = 0; axis < pyraminx::kNumVertices; ++axis) {
        const pyraminx::State once = one_turn_of_order_three(puzzle, axis);
        EXPECT_EQ(pieces_moved(once.edges), 3);
        EXPECT_EQ(pieces_moved(once.centres), 1);
        EXPECT_EQ(once.centres.ori[static_cast<size_t>(axis)], 1); // clockwise adds one
        // The edges it moves are the three that meet at its vertex.
        for (int e = 0; e < pyraminx::kNumEdges; ++e) {
            const bool at_vertex =
                (axis == pyraminx::U && e <= pyraminx::UB) ||
                (axis == pyraminx::L &&
                 (e == pyraminx::UL || e == pyraminx::LR || e == pyraminx::LB)) ||
                (axis == pyraminx::R &&
                 (e == pyraminx::UR || e == pyraminx::LR || e == pyraminx::RB)) ||
                (axis == pyraminx::B &&
                 (e == pyraminx::UB || e == pyraminx::LB || e == pyraminx::RB));
            EXPECT_EQ(once.edges.piece[static_cast<size_t>(e)] != e, at_vertex)
                << "axis " << axis << " edge " << e;
        }
    }
    // Clockwise about U, seen from above, takes the edge at UB to UR and UR to UL.
    const pyraminx::State u = puzzle.apply_moves(pyraminx::State{}, "U");
    EXPECT_EQ(u.edges.piece[pyraminx::UR], pyraminx::UB);
    EXPECT_EQ(u.edges.piece[pyraminx::UL], pyraminx::UR);
    EXPECT_THROW(puzzle.apply_moves(pyraminx::State{}, "u"), std::invalid_argument);
}

TEST(PyraminxPuzzle, EdgesStayEvenAndUnflippedInPairs) {
    std::mt19937 rng(17);
    pyraminx::State s;
    for (int i = 0; i < 2000; ++i) {
        s = pyraminx::puzzle().turn(s, static_cast<int>(rng() % 4), rng() % 2 == 0);
        int flips = 0;
        for (uint8_t f : s.edges.ori) flips += f;
        ASSERT_EQ(flips % 2, 0);
        ASSERT_TRUE(is_even_permutation(s.edges.piece.data(), pyraminx::kNumEdges));
        ASSERT_EQ(s.centres.piece, pyraminx::State{}.centres.piece);
    }
}

TEST(PyraminxModel, IndexRoundTripEveryState) {
    expect_index_round_trip_every_state(pyraminx_case());
    EXPECT_EQ(pyraminx::kStates, 933120u);
}

TEST(PyraminxModel, TurnedStatesRankWithoutLoss) {
    expect_turned_states_rank_without_loss(pyraminx_case());
}

TEST(PyraminxModel, MoveTablesAgreeWithTurns) {
    expect_move_tables_agree_with_turns(pyraminx_case(), 9);
}

TEST(PyraminxModel, FirstLevelsArePublished) {
    EXPECT_EQ(first_levels(make_puzzle("pyraminx-notips", "htm", "")),
              (std::vector<size_t>{1, 8, 48}));
}

} // namespace twobit
