// The Skewb's geometry: sticker slots, turns and colours; see skewb_puzzle.hpp. Turning
// states, reading moves and the sticker view are AxisPuzzle's (axis_puzzle.hpp).
#include "host/puzzles/skewb/skewb_puzzle.hpp"

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

// The kinds in the sticker order the header promises.
const AxisPuzzle<State>& puzzle() {
    static const AxisPuzzle<State> p(
        "Skewb", kAxisLetters,
        {{&State::centres, centre_slots()}, {&State::corners, corner_slots()}}, axis_turn, face_of);
    return p;
}

} // namespace twobit::skewb
