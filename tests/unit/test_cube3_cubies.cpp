// 3x3x3 cubies: each face turn moves the pieces of its face, and group facts of the whole
// cube hold (orders of well-known sequences, the T-perm, twist and flip sums, the first
// depths of the full cube's half-turn distribution).
#include <algorithm>
#include <gtest/gtest.h>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "test_support.hpp"

namespace twobit {

using test::apply_sequence;

namespace {

const char* const kCornerNames[kNumCorners] = {"URF", "UFL", "ULB", "UBR",
                                               "DFR", "DLF", "DRB", "DBL"};
const char* const kEdgeNames[kNumEdges] = {"UR", "UF", "UL", "UB", "DR", "DF",
                                           "DL", "DB", "FR", "FL", "BL", "BR"};

bool has_face(const char* name, Face face) {
    return std::string(name).find(face_letter(face)) != std::string::npos;
}

int cubie_order_of(const std::string& sequence) {
    Cube3 cube;
    for (int n = 1; n <= 2000; ++n) {
        cube = apply_sequence(cube, sequence);
        if (cube.is_solved()) return n;
    }
    return -1;
}

int flip_sum(const Cube3& c) {
    int sum = 0;
    for (uint8_t f : c.edges.flip) sum += f;
    return sum;
}

int twist_sum(const Cube3& c) {
    int sum = 0;
    for (uint8_t t : c.corners.twist) sum += t;
    return sum;
}

int parity(const uint8_t* perm, int n) {
    int inversions = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) inversions += perm[j] < perm[i];
    return inversions % 2;
}

} // namespace

TEST(Cube3Cubies, EachFaceTurnMovesTheFourPiecesOfItsFace) {
    for (int f = 0; f < kNumFaces; ++f) {
        const Face face = static_cast<Face>(f);
        const Cube3 c = cube3_face_turn(face);
        for (int p = 0; p < kNumCorners; ++p) {
            EXPECT_EQ(c.corners.perm[p] != p, has_face(kCornerNames[p], face))
                << face_letter(face) << " " << kCornerNames[p];
            // The corner that arrives comes from the same face.
            EXPECT_EQ(has_face(kCornerNames[c.corners.perm[p]], face),
                      has_face(kCornerNames[p], face));
        }
        for (int p = 0; p < kNumEdges; ++p) {
            EXPECT_EQ(c.edges.perm[p] != p, has_face(kEdgeNames[p], face))
                << face_letter(face) << " " << kEdgeNames[p];
            EXPECT_EQ(has_face(kEdgeNames[c.edges.perm[p]], face), has_face(kEdgeNames[p], face));
        }
    }
}

TEST(Cube3Cubies, OnlyFrontAndBackQuarterTurnsFlipEdges) {
    for (int f = 0; f < kNumFaces; ++f) {
        const Face face = static_cast<Face>(f);
        const bool flips = face == FaceF || face == FaceB;
        for (int power = 1; power <= 3; ++power) {
            const Cube3 c = turn(Cube3{}, face, power);
            EXPECT_EQ(flip_sum(c), flips && power != 2 ? 4 : 0) << face_letter(face) << power;
        }
    }
}

TEST(Cube3Cubies, EdgesAgreeWithCornersOnTheDirectionOfTurn) {
    // Clockwise as seen from outside the face: after U the corner from UBR stands at URF and
    // the edge from UB at UR (the back moves to the right); after R the front comes up; and
    // so on for each face, one corner and one edge spelled out.
    EXPECT_EQ(cube3_face_turn(FaceU).corners.perm[URF], UBR);
    EXPECT_EQ(cube3_face_turn(FaceU).edges.perm[UR], UB);
    EXPECT_EQ(cube3_face_turn(FaceR).corners.perm[URF], DFR);
    EXPECT_EQ(cube3_face_turn(FaceR).edges.perm[UR], FR);
    EXPECT_EQ(cube3_face_turn(FaceF).corners.perm[URF], UFL);
    EXPECT_EQ(cube3_face_turn(FaceF).edges.perm[UF], FL);
    EXPECT_EQ(cube3_face_turn(FaceD).corners.perm[DFR], DLF);
    EXPECT_EQ(cube3_face_turn(FaceD).edges.perm[DF], DL);
    EXPECT_EQ(cube3_face_turn(FaceL).corners.perm[UFL], ULB);
    EXPECT_EQ(cube3_face_turn(FaceL).edges.perm[UL], BL);
    EXPECT_EQ(cube3_face_turn(FaceB).corners.perm[ULB], UBR);
    EXPECT_EQ(cube3_face_turn(FaceB).edges.perm[UB], BR);
}

TEST(Cube3Cubies, EveryFaceTurnHasOrderFour) {
    for (const char* face : {"U", "R", "F", "D", "L", "B"}) {
        EXPECT_EQ(cubie_order_of(face), 4) << face;
        EXPECT_EQ(cubie_order_of(std::string(face) + "2"), 2) << face;
        EXPECT_TRUE(apply_sequence(Cube3{}, std::string(face) + " " + face + "'").is_solved());
    }
}

TEST(Cube3Cubies, OppositeFacesCommuteAndNeighboursDoNot) {
    for (const char* pair : {"U D", "R L", "F B"}) {
        const std::string a = pair, b = std::string(1, pair[2]) + " " + pair[0];
        EXPECT_EQ(apply_sequence(Cube3{}, a), apply_sequence(Cube3{}, b)) << pair;
    }
    for (const char* pair : {"U R", "U F", "R F", "D L", "L B", "B U"}) {
        const std::string a = pair, b = std::string(1, pair[2]) + " " + pair[0];
        EXPECT_NE(apply_sequence(Cube3{}, a), apply_sequence(Cube3{}, b)) << pair;
    }
}

TEST(Cube3Cubies, OrdersOfWellKnownSequences) {
    EXPECT_EQ(cubie_order_of("R U R' U'"), 6); // the sexy move
    EXPECT_EQ(cubie_order_of("R U"), 105);
    EXPECT_EQ(cubie_order_of("R2 U2"), 6);
    // 105 = lcm(15, 7): R U brings the corners back after 15 (a 5-cycle that returns twisted,
    // and a corner twisted in place), the edges after 7 (one 7-cycle).
    Cube3 c;
    int corners_back = 0, edges_back = 0;
    for (int n = 1; n <= 105 && (corners_back == 0 || edges_back == 0); ++n) {
        c = apply_sequence(c, "R U");
        if (corners_back == 0 && c.corners.is_solved()) corners_back = n;
        if (edges_back == 0 && c.edges == EdgeCube{}) edges_back = n;
    }
    EXPECT_EQ(corners_back, 15);
    EXPECT_EQ(edges_back, 7);
}

TEST(Cube3Cubies, TPermSwapsTwoCornersAndTwoEdges) {
    const std::string t_perm = "R U R' U' R' F R2 U' R' U' R U R' F'";
    const Cube3 c = apply_sequence(Cube3{}, t_perm);
    int corners_moved = 0, edges_moved = 0;
    for (int p = 0; p < kNumCorners; ++p) {
        corners_moved += c.corners.perm[p] != p;
        EXPECT_EQ(c.corners.twist[p], 0) << kCornerNames[p];
    }
    for (int p = 0; p < kNumEdges; ++p) {
        edges_moved += c.edges.perm[p] != p;
        EXPECT_EQ(c.edges.flip[p], 0) << kEdgeNames[p];
    }
    EXPECT_EQ(corners_moved, 2);
    EXPECT_EQ(edges_moved, 2);
    // The right-hand U corners UFR and UBR swap, and so do the edges UL and UR.
    EXPECT_EQ(c.corners.perm[URF], UBR);
    EXPECT_EQ(c.corners.perm[UBR], URF);
    EXPECT_EQ(c.edges.perm[UL], UR);
    EXPECT_EQ(c.edges.perm[UR], UL);
    EXPECT_EQ(cubie_order_of(t_perm), 2);
}

TEST(Cube3Cubies, TwistAndFlipSumsAndParitiesAreInvariant) {
    std::mt19937 rng(5);
    Cube3 c;
    for (int i = 0; i < 2000; ++i) {
        c = turn(c, static_cast<Face>(rng() % kNumFaces), 1 + static_cast<int>(rng() % 3));
        ASSERT_EQ(twist_sum(c) % 3, 0);
        ASSERT_EQ(flip_sum(c) % 2, 0);
        ASSERT_EQ(parity(c.corners.perm.data(), kNumCorners),
                  parity(c.edges.perm.data(), kNumEdges));
    }
}

TEST(Cube3Cubies, ComposeIsAssociativeWithTheSolvedCubeAsIdentity) {
    const Cube3 a = apply_sequence(Cube3{}, "R U F' L2 D B'");
    const Cube3 b = apply_sequence(Cube3{}, "F2 D' R B L'");
    const Cube3 c = apply_sequence(Cube3{}, "U' B2 L F R2");
    EXPECT_EQ(compose(compose(a, b), c), compose(a, compose(b, c)));
    EXPECT_EQ(compose(a, Cube3{}), a);
    EXPECT_EQ(compose(Cube3{}, a), a);
    EXPECT_EQ(compose(a, b), apply_sequence(a, "F2 D' R B L'"));
}

TEST(Cube3Cubies, FirstDepthsOfTheFullCubeInTheHalfTurnMetric) {
    // Positions of the whole 3x3x3 at distance 0..4 in HTM: 1, 18, 243, 3240, 43239
    // (OEIS A080601). A breadth-first search over whole cubies, compared level by level.
    auto key = [](const Cube3& c) {
        std::string k(c.corners.perm.begin(), c.corners.perm.end());
        k.append(c.corners.twist.begin(), c.corners.twist.end());
        k.append(c.edges.perm.begin(), c.edges.perm.end());
        k.append(c.edges.flip.begin(), c.edges.flip.end());
        return k;
    };
    std::set<std::string> seen = {key(Cube3{})};
    std::vector<Cube3> frontier = {Cube3{}};
    std::vector<size_t> counts = {1};
    for (int depth = 1; depth <= 4; ++depth) {
        std::vector<Cube3> next;
        for (const Cube3& c : frontier)
            for (int f = 0; f < kNumFaces; ++f)
                for (int power = 1; power <= 3; ++power) {
                    const Cube3 n = turn(c, static_cast<Face>(f), power);
                    if (seen.insert(key(n)).second) next.push_back(n);
                }
        counts.push_back(next.size());
        frontier = std::move(next);
    }
    EXPECT_EQ(counts, (std::vector<size_t>{1, 18, 243, 3240, 43239}));
}

} // namespace twobit

namespace twobit {
namespace {

TEST(Cube3Cubies, InverseUndoesTheCubeOnEitherSide) {
    for (const char* seq : {"R", "R U F'", "R U R' U' F2 D L' B2",
                            "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"}) {
        const Cube3 c = test::apply_sequence(Cube3{}, seq);
        EXPECT_TRUE(compose(c, inverse(c)).is_solved()) << seq;
        EXPECT_TRUE(compose(inverse(c), c).is_solved()) << seq;
    }
    // The inverse of a sequence's cube is the inverse sequence's cube.
    EXPECT_EQ(inverse(test::apply_sequence(Cube3{}, "R U F'")),
              test::apply_sequence(Cube3{}, "F U' R'"));
}

} // namespace
} // namespace twobit
