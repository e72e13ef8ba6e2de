// The 3x3x3 as cubies: the eight corners (CornerCube, corner_cubies.hpp) and the twelve edges
// with their flips, and the six clockwise face turns. Kociemba's edge order and flip
// convention (flip 0 = the edge's U/D sticker on the U/D face, or for the E-slice edges its
// F/B sticker on the F/B face; only F and B quarter turns flip edges). Centres are fixed.
// Used to derive the move tables of the 3x3x3 models; the search never sees cubies.
#pragma once

#include <array>
#include <cstdint>

#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit {

enum Edge : uint8_t { UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR, kNumEdges };

// Kociemba's split of the edges: the U and D layers' eight (positions 0 to 7) and the E
// slice's four (8 to 11); the counts of their permutations and of the corners'.
constexpr int kUdEdges = 8, kSliceEdges = 4;
constexpr uint32_t kCornerPerms = 40320, kUdPerms = 40320, kSlicePerms = 24;

struct EdgeCube {
    // perm[p] = the edge in position p; flip[p] = its flip (0 or 1).
    std::array<uint8_t, kNumEdges> perm{UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR};
    std::array<uint8_t, kNumEdges> flip{};

    bool operator==(const EdgeCube& other) const {
        return perm == other.perm && flip == other.flip;
    }
    bool operator!=(const EdgeCube& other) const { return !(*this == other); }
};

struct Cube3 {
    CornerCube corners;
    EdgeCube edges;

    bool operator==(const Cube3& other) const {
        return corners == other.corners && edges == other.edges;
    }
    bool operator!=(const Cube3& other) const { return !(*this == other); }
    bool is_solved() const { return *this == Cube3{}; }
};

// The state after applying b to a (a then b).
EdgeCube compose(const EdgeCube& a, const EdgeCube& b);
Cube3 compose(const Cube3& a, const Cube3& b);

// The inverse: compose(a, inverse(a)) and compose(inverse(a), a) are solved.
Cube3 inverse(const Cube3& a);

// The clockwise quarter turn of a face acting on the edges / on the whole cube.
const EdgeCube& edge_face_turn(Face face);
Cube3 cube3_face_turn(Face face);

// a followed by `power` clockwise quarter turns of face (power 0..3).
EdgeCube turn(const EdgeCube& a, Face face, int power);
Cube3 turn(const Cube3& a, Face face, int power);

} // namespace twobit
