// The Skewb's stickers, pieces and turns; see skewb_puzzle.hpp.
#include "skewb_puzzle.hpp"

#include <sstream>
#include <stdexcept>

namespace twobit::skewb {

namespace {

constexpr Point3 kCornerAt[kNumCorners] = {{1, 1, 1},  {-1, 1, 1},  {-1, 1, -1},  {1, 1, -1},
                                           {1, -1, 1}, {-1, -1, 1}, {-1, -1, -1}, {1, -1, -1}};
constexpr Point3 kFaceNormal[kNumCentres] = {{0, 1, 0},  {1, 0, 0},  {0, 0, 1},
                                             {0, -1, 0}, {-1, 0, 0}, {0, 0, -1}};

uint8_t face_of(const Point3& p) {
    for (uint8_t f = 0; f < kNumCentres; ++f)
        if (dot(p, kFaceNormal[f]) == 3) return f;
    throw std::logic_error("a Skewb sticker point off the surface");
}

struct Motions {
    PieceMotion centres[kNumAxes][2], corners[kNumAxes][2]; // [axis][clockwise]
};

const Motions& motions() {
    static const Motions m = [] {
        Motions all;
        for (int a = 0; a < kNumAxes; ++a)
            for (int cw = 0; cw < 2; ++cw) {
                const AxisTurn t = axis_turn(a, cw == 1);
                all.centres[a][cw] = piece_motion(centre_slots(), t);
                all.corners[a][cw] = piece_motion(corner_slots(), t);
            }
        return all;
    }();
    return m;
}

} // namespace

const PieceSlots& centre_slots() {
    static const PieceSlots slots = [] {
        PieceSlots s;
        for (const Point3& n : kFaceNormal) s.push_back({{3 * n.x, 3 * n.y, 3 * n.z}});
        return s;
    }();
    return slots;
}

const PieceSlots& corner_slots() {
    static const PieceSlots slots = [] {
        PieceSlots s;
        for (const Point3& c : kCornerAt)
            s.push_back(slots_about(c, {2 * c.x, 3 * c.y, 2 * c.z})); // U/D sticker first
        return s;
    }();
    return slots;
}

AxisTurn axis_turn(int axis, bool clockwise) {
    // Every sticker point is at least 1 off the middle plane, on its piece's side.
    return {kCornerAt[kPivot[axis]], 0, clockwise};
}

State turn(const State& s, int axis, bool clockwise) {
    const int cw = clockwise ? 1 : 0;
    return {apply_motion(s.centres, motions().centres[axis][cw], 1),
            apply_motion(s.corners, motions().corners[axis][cw], 3)};
}

State apply_moves(State s, const std::string& sequence) {
    std::istringstream in(sequence);
    std::string token;
    const std::string letters = kAxisLetters;
    while (in >> token) {
        const size_t axis = letters.find(token[0]);
        const bool prime = token.size() == 2 && token[1] == '\'';
        if (axis == std::string::npos || token.size() > 2 || (token.size() == 2 && !prime))
            throw std::invalid_argument("unknown Skewb move '" + token + "' (use " + letters +
                                        ", with ' for anticlockwise)");
        s = turn(s, static_cast<int>(axis), !prime);
    }
    return s;
}

const std::vector<Point3>& sticker_points() {
    static const std::vector<Point3> points = [] {
        std::vector<Point3> p;
        append_points(centre_slots(), p);
        append_points(corner_slots(), p);
        return p;
    }();
    return points;
}

std::vector<uint8_t> stickers(const State& s) {
    std::vector<uint8_t> colours;
    append_colours(centre_slots(), s.centres, face_of, colours);
    append_colours(corner_slots(), s.corners, face_of, colours);
    return colours;
}

std::vector<uint8_t> turn_colours(const std::vector<uint8_t>& colours, int axis, bool clockwise) {
    return turn_stickers(sticker_points(), colours, axis_turn(axis, clockwise));
}

} // namespace twobit::skewb
