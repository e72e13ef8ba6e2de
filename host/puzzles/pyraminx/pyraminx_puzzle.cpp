// The tipless Pyraminx's geometry: sticker slots, turns and colours; see pyraminx_puzzle.hpp.
// Turning states, reading moves and the sticker view are AxisPuzzle's (axis_puzzle.hpp).
#include "host/puzzles/pyraminx/pyraminx_puzzle.hpp"

namespace twobit::pyraminx {

namespace {

// Clockwise about U (seen from above) goes B -> R -> L: the labelling of a real Pyraminx,
// not its mirror image.
constexpr Point3 kVertexAt[kNumVertices] = {{1, 1, 1}, {-1, 1, -1}, {-1, -1, 1}, {1, -1, -1}};
constexpr Vertex kEdgeEnds[kNumEdges][2] = {{U, L}, {U, R}, {U, B}, {L, R}, {L, B}, {R, B}};

Point3 weighted(int a, Vertex va, int b, Vertex vb, int c, Vertex vc) {
    const Point3 &pa = kVertexAt[va], &pb = kVertexAt[vb], &pc = kVertexAt[vc];
    return {a * pa.x + b * pb.x + c * pc.x, a * pa.y + b * pb.y + c * pc.y,
            a * pa.z + b * pb.z + c * pc.z};
}

// The vertices other than these, in vertex order.
std::vector<Vertex> others(std::initializer_list<Vertex> these) {
    std::vector<Vertex> rest;
    for (uint8_t v = 0; v < kNumVertices; ++v) {
        bool listed = false;
        for (Vertex t : these) listed = listed || t == v;
        if (!listed) rest.push_back(static_cast<Vertex>(v));
    }
    return rest;
}

// A sticker lies on the face opposite the vertex it is farthest from.
uint8_t face_of(const Point3& p) {
    uint8_t face = 0;
    for (uint8_t v = 1; v < kNumVertices; ++v)
        if (dot(p, kVertexAt[v]) < dot(p, kVertexAt[face])) face = v;
    return face;
}

} // namespace

const PieceSlots& edge_slots() {
    static const PieceSlots slots = [] {
        PieceSlots s;
        for (const auto& ends : kEdgeEnds) {
            const std::vector<Vertex> rest = others({ends[0], ends[1]});
            // The face opposite rest[0] holds ends and rest[1], and the other way round.
            s.push_back({weighted(4, ends[0], 4, ends[1], 1, rest[1]),
                         weighted(4, ends[0], 4, ends[1], 1, rest[0])});
        }
        return s;
    }();
    return slots;
}

const PieceSlots& centre_slots() {
    static const PieceSlots slots = [] {
        PieceSlots s;
        for (uint8_t v = 0; v < kNumVertices; ++v) {
            const Vertex vertex = static_cast<Vertex>(v);
            const std::vector<Vertex> rest = others({vertex});
            s.push_back(slots_about(kVertexAt[v], weighted(5, vertex, 2, rest[1], 2, rest[2])));
        }
        return s;
    }();
    return slots;
}

AxisTurn axis_turn(int axis, bool clockwise) {
    // Points scaled by 9: the vertex is at dot 27 with its own direction, the opposite face
    // at -9, so two thirds of the way down is 3 (and the tips' cut, one third, is 15).
    return {kVertexAt[axis], 3, clockwise};
}

// The kinds in the sticker order the header promises.
const AxisPuzzle<State>& puzzle() {
    static const AxisPuzzle<State> p(
        "Pyraminx", kAxisLetters,
        {{&State::edges, edge_slots()}, {&State::centres, centre_slots()}}, axis_turn, face_of);
    return p;
}

} // namespace twobit::pyraminx
