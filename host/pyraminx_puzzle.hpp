// The Pyraminx without its tips, as pieces read off its stickers: 6 edges (two stickers each)
// and the 4 centres, the axial pieces under the tips (three stickers; they twist in place
// and never move), turned by the two-layer turns U L R B about the vertices. The tips turn on
// their own and are solved by at most one move each, so they are left out. The state index
// lives in pyraminx_model.hpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "piece_geometry.hpp"

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

State turn(const State& s, int axis, bool clockwise);

// Moves like "U R' B L": letters of kAxisLetters, ' for anticlockwise, separated by spaces.
// Throws std::invalid_argument naming an unknown token.
State apply_moves(State s, const std::string& sequence);

// The sticker view: 24 colours (Face values), the edges' then the centres' slots.
const std::vector<Point3>& sticker_points();
std::vector<uint8_t> stickers(const State& s);
// The colours after a turn, moved sticker by sticker with no notion of pieces.
std::vector<uint8_t> turn_colours(const std::vector<uint8_t>& colours, int axis, bool clockwise);

} // namespace twobit::pyraminx
