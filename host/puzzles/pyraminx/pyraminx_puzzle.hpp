// The Pyraminx without its tips, as pieces read off its stickers: 6 edges (two stickers each)
// and the 4 centres, the axial pieces under the tips (three stickers; they twist in place
// and never move), turned by the two-layer turns U L R B about the vertices. The tips turn on
// their own and are solved by at most one move each, so they are left out. The state index
// lives in pyraminx_model.hpp.
#pragma once

#include <cstdint>

#include "host/puzzles/axis/axis_puzzle.hpp"
#include "host/puzzles/axis/piece_geometry.hpp"

namespace twobit::pyraminx {

// U on top; L, R, B at the bottom left, right and back as seen facing the front face.
enum Vertex : uint8_t { U, L, R, B, kNumVertices };
enum Edge : uint8_t { UL, UR, UB, LR, LB, RB, kNumEdges };
// Faces (and colours), each named by where it is and indexed by the vertex opposite it.
enum Face : uint8_t { FaceD, FaceRight, FaceLeft, FaceF, kNumFaces };
constexpr int kNumCentres = kNumVertices;

constexpr const char* kAxisLetters = "ULRB"; // axis i turns about vertex i

struct State {
    PieceState edges = solved_pieces(kNumEdges);
    PieceState centres = solved_pieces(kNumCentres);

    bool operator==(const State& o) const { return edges == o.edges && centres == o.centres; }
    bool operator!=(const State& o) const { return !(*this == o); }
    bool is_solved() const { return *this == State{}; }
};

// Sticker points: the vertices are alternate corners of the cube -1..1 (x right, y up, z
// front), scaled by 9, and each sticker is the centre of its small triangle: 4/9, 4/9, 1/9 of
// the way to the vertices of its face for an edge, 5/9, 2/9, 2/9 for a centre. An edge's
// first slot is on the face opposite the earlier of its two other vertices; a centre's slots
// go clockwise about its vertex.
const PieceSlots& edge_slots();
const PieceSlots& centre_slots();

// The two layers nearest the vertex: beyond the plane two thirds of the way to the
// opposite face.
AxisTurn axis_turn(int axis, bool clockwise);

// Turns, moves like "U R' B L" (kAxisLetters) and the sticker view: 24 colours (Face values),
// the edges' then the centres' slots. Built once, on first use.
const AxisPuzzle<State>& puzzle();

} // namespace twobit::pyraminx
