// Edge cubie arithmetic and the 3x3x3 face turns; see cube3_cubies.hpp.
#include "host/puzzles/cube/cube3_cubies.hpp"

namespace twobit {

namespace {

// Position p receives the edge from perm[p], flipped by flip[p] (Kociemba's tables).
const EdgeCube kEdgeTurns[kNumFaces] = {
    // U
    {{UB, UR, UF, UL, DR, DF, DL, DB, FR, FL, BL, BR}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // R
    {{FR, UF, UL, UB, BR, DF, DL, DB, DR, FL, BL, UR}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // F
    {{UR, FL, UL, UB, DR, FR, DL, DB, UF, DF, BL, BR}, {0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0}},
    // D
    {{UR, UF, UL, UB, DF, DL, DB, DR, FR, FL, BL, BR}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // L
    {{UR, UF, BL, UB, DR, DF, FL, DB, FR, UL, DL, BR}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
    // B
    {{UR, UF, UL, BR, DR, DF, DL, BL, FR, FL, UB, DB}, {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1}},
};

} // namespace

EdgeCube compose(const EdgeCube& a, const EdgeCube& b) {
    EdgeCube c;
    for (int p = 0; p < kNumEdges; ++p) {
        c.perm[p] = a.perm[b.perm[p]];
        c.flip[p] = static_cast<uint8_t>(a.flip[b.perm[p]] ^ b.flip[p]);
    }
    return c;
}

Cube3 compose(const Cube3& a, const Cube3& b) {
    return {compose(a.corners, b.corners), compose(a.edges, b.edges)};
}

Cube3 inverse(const Cube3& a) {
    Cube3 x;
    for (int p = 0; p < kNumCorners; ++p)
        x.corners.perm[a.corners.perm[p]] = static_cast<uint8_t>(p);
    for (int p = 0; p < kNumCorners; ++p)
        x.corners.twist[p] = static_cast<uint8_t>((3 - a.corners.twist[x.corners.perm[p]]) % 3);
    for (int p = 0; p < kNumEdges; ++p) x.edges.perm[a.edges.perm[p]] = static_cast<uint8_t>(p);
    for (int p = 0; p < kNumEdges; ++p) x.edges.flip[p] = a.edges.flip[x.edges.perm[p]];
    return x;
}

const EdgeCube& edge_face_turn(Face face) {
    return kEdgeTurns[face];
}

Cube3 cube3_face_turn(Face face) {
    return {face_turn(face), kEdgeTurns[face]};
}

EdgeCube turn(const EdgeCube& a, Face face, int power) {
    EdgeCube c = a;
    for (int i = 0; i < power; ++i) c = compose(c, kEdgeTurns[face]);
    return c;
}

Cube3 turn(const Cube3& a, Face face, int power) {
    return {turn(a.corners, face, power), turn(a.edges, face, power)};
}

} // namespace twobit
