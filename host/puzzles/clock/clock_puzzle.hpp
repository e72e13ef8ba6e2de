// The Rubik's Clock: its dials and its 30 generators in Rokicki's metric (a non-empty set
// of pins and a side; any amount 1..11 is one move). This file is the model and nothing
// else: parsing and printing are in clock_notation.hpp, solving in clock_solver.hpp.
//
// Layout. Each face is 9 dials, row-major as seen from that face, each read clockwise as
// seen from that face, 0 = 12 o'clock. Back dial (r, c) sits behind front dial (r, 2 - c),
// and the 4 corner dials are shared gears: a back corner reads minus the front corner in
// front of it (B1 = -F3, B3 = -F1, B7 = -F9, B9 = -F7). The state is therefore 14 dials:
// F1..F9, then B2 B4 B5 B6 B8.
//
// Pins are named as seen from the front: UL, UR, DL, DR, bits 0..3 of a pin set. The block
// of a pin is the 2x2 of dials around it. A front move (pins S, amount k) turns every front
// dial in the union of the blocks of S by +k; a back move (pins S, amount k) turns every back
// dial behind those blocks by +k as seen from the back. Seen from the back, the pins are
// mirrored (UL <-> UR, DL <-> DR), so a back move is a front-style move of the back face
// with the mirrored pin set: both faces share one face-local rule (face_turn_mask).
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace twobit::clock {

constexpr int kHours = 12;
constexpr int kFaceDials = 9;
constexpr int kStateDials = 14;
constexpr int kPins = 4;
constexpr uint8_t kAllPins = 0xF;

enum PinBit : uint8_t { kUL = 1, kUR = 2, kDL = 4, kDR = 8 };

// The dial in corner (pin) p of a face, face-local: UL F1, UR F3, DL F7, DR F9.
constexpr std::array<int, kPins> kCornerDial = {0, 2, 6, 8};
// The five dials only one face has: edges and centre (F2 F4 F5 F6 F8; the 14-dial state's
// back dials B2 B4 B5 B6 B8 are these of the back face).
constexpr std::array<int, 5> kCrossDials = {1, 3, 4, 5, 7};

using Face = std::array<uint8_t, kFaceDials>;
using StateDials = std::array<uint8_t, kStateDials>;

// Both faces; the corner dials always agree (back corner = minus front corner).
struct Clock {
    Face front{};
    Face back{};

    bool operator==(const Clock& o) const { return front == o.front && back == o.back; }
    bool operator!=(const Clock& o) const { return !(*this == o); }
    bool solved() const;
};

enum class Side : uint8_t { Front = 0, Back = 1 };

struct ClockMove {
    Side side = Side::Front;
    uint8_t pins = 0;   // non-empty set of PinBit, named as seen from the front
    uint8_t amount = 0; // 1..11, clockwise as seen from the side it turns
};

// Face-local dial mask (bit i = dial i) of the union of the blocks of `pins` (face-local
// pin names).
uint16_t face_turn_mask(uint8_t pins);

// UL <-> UR, DL <-> DR: a pin set as seen from the other face.
constexpr uint8_t mirror_pins(uint8_t pins) {
    return static_cast<uint8_t>(((pins & 0x5) << 1) | ((pins & 0xA) >> 1));
}

// The dial of the other face behind face-local dial i.
constexpr int dial_behind(int i) {
    return (i / 3) * 3 + (2 - i % 3);
}

// Corner dials are the gears both faces share.
constexpr bool is_corner_dial(int i) {
    return i == 0 || i == 2 || i == 6 || i == 8;
}

// Turns the face-local blocks `pins` of `face` by amount; the corner gears shared with
// `other` turn the other way there.
void turn_face(Face& face, Face& other, uint8_t pins, int amount);

void apply(Clock& clock, const ClockMove& move);

// y2: the puzzle turned around its vertical axis; the back becomes the front.
void flip(Clock& clock);

// Dial by dial a + b: since moves commute, the state that b's moves (from solved) lead to
// from a.
Clock add_dials(const Clock& a, const Clock& b);

StateDials to_state_dials(const Clock& clock);
Clock from_state_dials(const StateDials& dials); // values must be 0..11

// "F1".."F9", "B2" ...: the name of dial i of the 14-dial state.
std::string state_dial_name(int i);

} // namespace twobit::clock
