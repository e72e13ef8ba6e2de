// The tipless Pyraminx's stickers, pieces and turns; see pyraminx_puzzle.hpp.
#include "pyraminx_puzzle.hpp"

#include <sstream>
#include <stdexcept>

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

struct Motions {
    PieceMotion edges[kNumVertices][2], centres[kNumVertices][2]; // [axis][clockwise]
};

const Motions& motions() {
    static const Motions m = [] {
        Motions all;
        for (int a = 0; a < kNumVertices; ++a)
            for (int cw = 0; cw < 2; ++cw) {
                const AxisTurn t = axis_turn(a, cw == 1);
                all.edges[a][cw] = piece_motion(edge_slots(), t);
                all.centres[a][cw] = piece_motion(centre_slots(), t);
            }
        return all;
    }();
    return m;
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

State turn(const State& s, int axis, bool clockwise) {
    const int cw = clockwise ? 1 : 0;
    return {apply_motion(s.edges, motions().edges[axis][cw], 2),
            apply_motion(s.centres, motions().centres[axis][cw], 3)};
}

State apply_moves(State s, const std::string& sequence) {
    std::istringstream in(sequence);
    std::string token;
    const std::string letters = kAxisLetters;
    while (in >> token) {
        const size_t axis = letters.find(token[0]);
        const bool prime = token.size() == 2 && token[1] == '\'';
        if (axis == std::string::npos || token.size() > 2 || (token.size() == 2 && !prime))
            throw std::invalid_argument("unknown Pyraminx move '" + token + "' (use " + letters +
                                        ", with ' for anticlockwise)");
        s = turn(s, static_cast<int>(axis), !prime);
    }
    return s;
}

const std::vector<Point3>& sticker_points() {
    static const std::vector<Point3> points = [] {
        std::vector<Point3> p;
        append_points(edge_slots(), p);
        append_points(centre_slots(), p);
        return p;
    }();
    return points;
}

std::vector<uint8_t> stickers(const State& s) {
    std::vector<uint8_t> colours;
    append_colours(edge_slots(), s.edges, face_of, colours);
    append_colours(centre_slots(), s.centres, face_of, colours);
    return colours;
}

std::vector<uint8_t> turn_colours(const std::vector<uint8_t>& colours, int axis, bool clockwise) {
    return turn_stickers(sticker_points(), colours, axis_turn(axis, clockwise));
}

} // namespace twobit::pyraminx
