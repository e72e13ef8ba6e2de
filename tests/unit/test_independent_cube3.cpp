// The tests' own 54-sticker 3x3x3 (support/independent_cube3.hpp), checked on its own terms
// first, since the 3x3x3 solvers' tests trust it: how many stickers each kind of move moves,
// group facts (orders of well-known sequences), the identities between slices, wide turns
// and rotations, the superflip, the half-turn distances from solved to depth 5, and that its
// random cubes are legal. Only then is it held against the engine, and only at the facelet
// level: the engine reads its strings and writes them back unchanged, in other colours and
// orientations too, and the engine's cubies turned by a sequence show the same stickers.
#include <gtest/gtest.h>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "independent_cube3.hpp"
#include "test_support.hpp"

namespace twobit {

using test::cube3_after;
using test::IndependentCube3;
using test::kIndependentCube3Solved;

namespace {

// Facelets whose 54 stickers are all different symbols, so a move's permutation shows whole.
std::string distinct_stickers() {
    std::string s;
    for (int i = 0; i < 54; ++i) s += static_cast<char>('0' + i);
    return s;
}

int order_of(const std::string& moves) {
    const std::string start = distinct_stickers();
    IndependentCube3 cube(start);
    for (int n = 1; n <= 5000; ++n)
        if (cube.apply(moves).facelets() == start) return n;
    return -1;
}

std::string random_sequence(std::mt19937_64& rng, int length, const std::string& extra = "") {
    std::vector<std::string> moves = test::cube3_face_turns();
    for (char c : extra)
        for (const char* s : {"", "2", "'"}) moves.push_back(std::string(1, c) + s);
    std::string text;
    for (int k = 0; k < length; ++k) text += (k ? " " : "") + moves[rng() % moves.size()];
    return text;
}

// Corner twists and edge flips read off the stickers with the tests' own piece tables: how
// far a piece's U/D (or F/B, for an E-slice edge) colour sits from its position's first
// facelet. Throws when the stickers at a position are no piece of the cube.
struct Pieces {
    std::vector<int> corner, twist, edge, flip;
};

Pieces pieces_of(const std::string& s) {
    const auto& corners = test::cube3_corner_facelets();
    const auto& edges = test::cube3_edge_facelets();
    Pieces p;
    for (const auto& at : corners) {
        bool found = false;
        for (size_t c = 0; c < corners.size() && !found; ++c)
            for (int t = 0; t < 3 && !found; ++t) {
                bool match = true;
                for (int i = 0; i < 3; ++i)
                    match = match && s[at[(i + t) % 3]] == kIndependentCube3Solved[corners[c][i]];
                if (match) {
                    p.corner.push_back(static_cast<int>(c));
                    p.twist.push_back(t);
                    found = true;
                }
            }
        if (!found) throw std::runtime_error("no corner at a corner position");
    }
    for (const auto& at : edges) {
        bool found = false;
        for (size_t e = 0; e < edges.size() && !found; ++e)
            for (int f = 0; f < 2 && !found; ++f)
                if (s[at[f]] == kIndependentCube3Solved[edges[e][0]] &&
                    s[at[1 - f]] == kIndependentCube3Solved[edges[e][1]]) {
                    p.edge.push_back(static_cast<int>(e));
                    p.flip.push_back(f);
                    found = true;
                }
        if (!found) throw std::runtime_error("no edge at an edge position");
    }
    return p;
}

int sum(const std::vector<int>& v) {
    int total = 0;
    for (int x : v) total += x;
    return total;
}

int parity(const std::vector<int>& perm) {
    int inversions = 0;
    for (size_t i = 0; i < perm.size(); ++i)
        for (size_t j = i + 1; j < perm.size(); ++j) inversions += perm[i] > perm[j];
    return inversions % 2;
}

// Every piece once, twists summing to 0 mod 3, flips to 0 mod 2, permutations of equal parity.
void expect_legal(const std::string& s) {
    const Pieces p = pieces_of(s);
    EXPECT_EQ(std::set<int>(p.corner.begin(), p.corner.end()).size(), 8u) << s;
    EXPECT_EQ(std::set<int>(p.edge.begin(), p.edge.end()).size(), 12u) << s;
    EXPECT_EQ(sum(p.twist) % 3, 0) << s;
    EXPECT_EQ(sum(p.flip) % 2, 0) << s;
    EXPECT_EQ(parity(p.corner), parity(p.edge)) << s;
}

const char* const kSuperflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

} // namespace

TEST(IndependentCube3, EachKindOfMoveMovesItsLayersStickers) {
    const std::string start = distinct_stickers();
    const auto moved = [&](const std::string& m) {
        const std::string after = IndependentCube3(start).apply(m).facelets();
        int n = 0;
        for (size_t i = 0; i < after.size(); ++i) n += after[i] != start[i];
        return n;
    };
    for (const char* face : {"U", "R", "F", "D", "L", "B"}) EXPECT_EQ(moved(face), 20) << face;
    for (const char* slice : {"M", "E", "S"}) EXPECT_EQ(moved(slice), 12) << slice; // 4 centres
    for (const char* wide : {"Rw", "u", "Fw", "d", "Lw", "b"}) EXPECT_EQ(moved(wide), 32) << wide;
    // A rotation moves all but the two centres on its axis.
    for (const char* rotation : {"x", "y", "z"}) EXPECT_EQ(moved(rotation), 52) << rotation;
    EXPECT_EQ(moved(""), 0);
    // A face turn moves its face's edge stickers within the face and the side stickers round.
    const std::string r = cube3_after("R");
    EXPECT_EQ(r, "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB");
    EXPECT_EQ(cube3_after("U"), "UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB");
}

TEST(IndependentCube3, OrdersOfWellKnownSequences) {
    EXPECT_EQ(order_of("R"), 4);
    EXPECT_EQ(order_of("R2"), 2);
    EXPECT_EQ(order_of("R U"), 105);
    EXPECT_EQ(order_of("R U R' U'"), 6); // the sexy move
    EXPECT_EQ(order_of("R U2 D' B D'"), 1260);
    EXPECT_EQ(order_of("M"), 4);
    EXPECT_EQ(order_of("Rw"), 4);
    EXPECT_EQ(order_of("x"), 4);
    EXPECT_EQ(order_of("x y"), 3); // a rotation about a body diagonal
}

TEST(IndependentCube3, SlicesWideTurnsAndRotationsAreTheirLayers) {
    // Stickers of a cube with all stickers distinct, so equal strings mean equal moves.
    const std::string start = distinct_stickers();
    const auto same = [&](const std::string& a, const std::string& b) {
        EXPECT_EQ(IndependentCube3(start).apply(a).facelets(),
                  IndependentCube3(start).apply(b).facelets())
            << a << " vs " << b;
    };
    same("M", "R L' x'");
    same("E", "U D' y'");
    same("S", "F' B z");
    same("x", "R M' L'");
    same("y", "U E' D'");
    same("z", "F S B'");
    same("Rw", "R M'");
    same("r", "Rw");
    same("Lw", "L M");
    same("Uw", "U E'");
    same("Dw", "D E");
    same("Fw", "F S");
    same("Bw", "B S'");
    same("u2", "Uw2");
    same("f'", "Fw'");
    same("x2", "x x");
    same("R3", "R'");
    same("R2'", "R2");
    same("RUR'U'", "R U R' U'");
    same("RwUM'x2y'", "Rw U M' x2 y'");
    same(test::invert_moves("R U2 Rw' M x y2 E"), "E' y2 x' M' Rw U2 R'");
    EXPECT_EQ(cube3_after("R U R' U' " + test::invert_moves("R U R' U'")), kIndependentCube3Solved);
    EXPECT_THROW(IndependentCube3().apply("R Q"), std::invalid_argument);
    EXPECT_THROW(IndependentCube3().apply("Mw"), std::invalid_argument);
    EXPECT_THROW(IndependentCube3("UUU"), std::invalid_argument);
}

TEST(IndependentCube3, SolvedMeansEveryFaceOneColourInAnyOrientation) {
    EXPECT_TRUE(IndependentCube3().is_solved());
    EXPECT_FALSE(IndependentCube3().apply("R").is_solved());
    EXPECT_FALSE(IndependentCube3().apply("M").is_solved());
    EXPECT_TRUE(IndependentCube3().apply("x y2 z'").is_solved());
    EXPECT_FALSE(IndependentCube3().apply("R L' x'").is_solved()); // that is M
    EXPECT_TRUE(IndependentCube3().apply("M' R L' x'").is_solved());
    EXPECT_TRUE(IndependentCube3().apply("Rw L'").is_solved()); // Rw L' = x
}

TEST(IndependentCube3, Superflip) {
    // Every edge flipped in place, corners and centres home: each edge's two stickers
    // exchanged, written out by hand face by face.
    const std::string superflip = "UBULURUFU"
                                  "RURFRBRDR"
                                  "FUFLFRFDF"
                                  "DFDLDRDBD"
                                  "LULBLFLDL"
                                  "BUBRBLBDB";
    EXPECT_EQ(cube3_after(kSuperflip), superflip);
    std::string swapped = kIndependentCube3Solved;
    for (const auto& edge : test::cube3_edge_facelets())
        std::swap(swapped[edge[0]], swapped[edge[1]]);
    EXPECT_EQ(swapped, superflip);
    EXPECT_EQ(order_of(kSuperflip), 2);
    // It commutes with every move (it is central): here, with R and with a rotation.
    EXPECT_EQ(cube3_after(std::string(kSuperflip) + " R"),
              cube3_after(std::string("R ") + kSuperflip));
    EXPECT_EQ(cube3_after(std::string(kSuperflip) + " x y"),
              cube3_after(std::string("x y ") + kSuperflip));
}

TEST(IndependentCube3, HalfTurnDistancesFromSolvedToDepthFive) {
    const auto& ball = test::Cube3Ball::get();
    EXPECT_EQ(ball.counts(), (std::vector<uint64_t>{1, 18, 243, 3240, 43239, 574908}));
    EXPECT_EQ(ball.distance(kIndependentCube3Solved), 0);
    EXPECT_EQ(ball.distance(cube3_after("R")), 1);
    EXPECT_EQ(ball.distance(cube3_after("R U R' U'")), 4);
    EXPECT_EQ(ball.distance(cube3_after("R L R' L'")), 0); // R and L commute
    EXPECT_EQ(ball.distance(cube3_after("R U F D L B")), -1);
    std::mt19937_64 rng(7);
    for (int depth = 0; depth <= 5; ++depth)
        EXPECT_EQ(ball.distance(ball.sample(depth, rng)), depth);
    // The meet-in-the-middle search agrees with the ball inside it and reaches past it.
    EXPECT_EQ(ball.optimal_up_to_11(cube3_after("R U")), 2);
    EXPECT_EQ(ball.optimal_up_to_11(cube3_after("R U F D L B R2")), 7);
}

TEST(IndependentCube3, PieceTablesFollowTheMoves) {
    // Whatever face turns, slices or wide turns do (rotated back), the stickers at every
    // corner and edge position remain a piece of the cube, with the invariants of a real one.
    std::mt19937_64 rng(11);
    for (int k = 0; k < 200; ++k) {
        const std::string seq = random_sequence(rng, 1 + k % 30);
        expect_legal(cube3_after(seq));
    }
    expect_legal(cube3_after("M2 E2 S2")); // these bring the centres home
    expect_legal(cube3_after(kSuperflip));
    // A corner twisted in place is seen: its U colour now on its position's third facelet.
    std::string s = kIndependentCube3Solved;
    const auto& urf = test::cube3_corner_facelets()[0];
    std::swap(s[urf[0]], s[urf[1]]);
    std::swap(s[urf[1]], s[urf[2]]);
    EXPECT_EQ(pieces_of(s).twist[0], 2);
}

TEST(IndependentCube3, RandomCubesAreLegalAndVaried) {
    std::mt19937_64 rng(2024);
    std::set<std::string> seen;
    std::map<int, int> corner_at_urf, twist_at_urf;
    for (int k = 0; k < 2000; ++k) {
        const std::string s = test::random_cube3(rng);
        for (int f = 0; f < 6; ++f) EXPECT_EQ(s[9 * f + 4], "URFDLB"[f]);
        expect_legal(s);
        seen.insert(s);
        const Pieces p = pieces_of(s);
        ++corner_at_urf[p.corner[0]];
        ++twist_at_urf[p.twist[0]];
    }
    EXPECT_EQ(seen.size(), 2000u);
    // Uniform draws put each of 8 corners at URF about 250 times, each twist about 667.
    EXPECT_EQ(corner_at_urf.size(), 8u);
    for (const auto& [corner, count] : corner_at_urf) EXPECT_NEAR(count, 250, 80) << corner;
    for (const auto& [twist, count] : twist_at_urf) EXPECT_NEAR(count, 667, 120) << twist;
}

TEST(IndependentCube3, RecolouringAndRotatingWholeCubes) {
    const std::string r = cube3_after("R");
    EXPECT_EQ(test::recolour(r, "WRGYOB"),
              "WWGWWGWWGRRRRRRRRRGGYGGYGGYYYBYYBYYBOOOOOOOOOWBBWBBWBB");
    EXPECT_EQ(test::by_centres(test::recolour(r, "WRGYOB")), r);
    EXPECT_EQ(test::rotate_cube3(kIndependentCube3Solved, "y"),
              "UUUUUUUUUBBBBBBBBBRRRRRRRRRDDDDDDDDDFFFFFFFFFLLLLLLLLL");
    EXPECT_EQ(test::rotate_cube3(test::rotate_cube3(r, "x y"), "y' x'"), r);
    // Read by its centres, R rotated by y is the same turn seen from the front: F.
    EXPECT_EQ(test::by_centres(test::rotate_cube3(r, "y")), cube3_after("F"));
    EXPECT_THROW(test::rotate_cube3(r, "R"), std::invalid_argument);
}

TEST(IndependentCube3, EngineReadsAndWritesTheSameFacelets) {
    std::mt19937_64 rng(5);
    for (int k = 0; k < 300; ++k) {
        const std::string s =
            k % 2 ? test::random_cube3(rng) : cube3_after(random_sequence(rng, 1 + k % 25));
        SCOPED_TRACE(s);
        ASSERT_NO_THROW(cube3_from_facelets(s));
        EXPECT_EQ(cube3_facelets(cube3_from_facelets(s)), s);
    }
    EXPECT_EQ(std::string(kCube3SolvedFacelets), kIndependentCube3Solved);
}

TEST(IndependentCube3, EngineCubiesTurnedShowTheSameStickers) {
    // The engine's cubies and face turns, written as facelets, against the stickers turned
    // here: the engine's move tables and facelet tables together against this geometry.
    std::mt19937_64 rng(9);
    for (int k = 0; k < 200; ++k) {
        const std::string seq = random_sequence(rng, 1 + k % 25);
        EXPECT_EQ(cube3_facelets(test::apply_sequence(Cube3{}, seq)), cube3_after(seq)) << seq;
    }
    for (const std::string& m : test::cube3_face_turns())
        EXPECT_EQ(cube3_facelets(test::apply_sequence(Cube3{}, m)), cube3_after(m)) << m;
}

TEST(IndependentCube3, OtherColoursAndOrientationsReadAsTheSameCube) {
    std::mt19937_64 rng(13);
    const std::vector<std::string> colour_sets = {"WRGYOB", "abcdef", "012345", "BLDFRU"};
    const std::vector<std::string> rotations = {"x",   "y",    "z",    "x2",   "y'",
                                                "x y", "z2 y", "x' z", "y x2", "z y'"};
    for (int k = 0; k < 100; ++k) {
        const std::string s = test::random_cube3(rng);
        const Cube3 cube = cube3_from_facelets(s);
        // Other colours: the very same cube.
        const std::string colours = colour_sets[k % colour_sets.size()];
        EXPECT_EQ(cube3_from_facelets(test::recolour(s, colours)), cube) << colours;
        // Another orientation: the cube relative to its centres, which is what the engine
        // writes back in the letters of the faces the centres are now on.
        const std::string r = rotations[k % rotations.size()];
        const std::string turned = test::rotate_cube3(test::recolour(s, colours), r);
        EXPECT_EQ(cube3_facelets(cube3_from_facelets(turned)), test::by_centres(turned)) << r;
    }
    // A scramble X seen after rotations r is, relative to the centres, r' X r.
    for (int k = 0; k < 50; ++k) {
        const std::string x = random_sequence(rng, 12);
        const std::string r = rotations[k % rotations.size()];
        EXPECT_EQ(cube3_from_facelets(test::rotate_cube3(cube3_after(x), r)),
                  cube3_from_facelets(cube3_after(test::invert_moves(r) + " " + x + " " + r)))
            << x << " / " << r;
        // Slices and wide turns are face turns with the cube then held otherwise.
        const std::string mixed = random_sequence(rng, 12, "MESrufdlbxyz");
        EXPECT_NO_THROW(cube3_from_facelets(cube3_after(mixed))) << mixed;
    }
    EXPECT_EQ(cube3_from_facelets(cube3_after("M")), cube3_from_facelets(cube3_after("R L'")));
    EXPECT_EQ(cube3_from_facelets(cube3_after("x y z")), Cube3{});
}

} // namespace twobit
