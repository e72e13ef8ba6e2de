// The Rubik's Clock model: see clock_puzzle.hpp.
#include "host/puzzles/clock/clock_puzzle.hpp"

namespace twobit::clock {

namespace {

// Which pins each face-local dial is next to (its blocks): corners one, edges two, the
// centre all four. A move with pins S turns dial i iff S meets kDialPins[i].
constexpr std::array<uint8_t, kFaceDials> kDialPins = {
    kUL, kUL | kUR, kUR, kUL | kDL, kAllPins, kUR | kDR, kDL, kDL | kDR, kDR};

uint8_t add_hours(int value, int amount) {
    return static_cast<uint8_t>(((value + amount) % kHours + kHours) % kHours);
}

} // namespace

bool Clock::solved() const {
    for (int i = 0; i < kFaceDials; ++i)
        if (front[i] != 0 || back[i] != 0) return false;
    return true;
}

uint16_t face_turn_mask(uint8_t pins) {
    uint16_t mask = 0;
    for (int i = 0; i < kFaceDials; ++i)
        if (kDialPins[i] & pins) mask = static_cast<uint16_t>(mask | (1u << i));
    return mask;
}

void turn_face(Face& face, Face& other, uint8_t pins, int amount) {
    const uint16_t mask = face_turn_mask(pins);
    for (int i = 0; i < kFaceDials; ++i) {
        if (!(mask & (1u << i))) continue;
        face[i] = add_hours(face[i], amount);
        if (is_corner_dial(i)) other[dial_behind(i)] = add_hours(other[dial_behind(i)], -amount);
    }
}

void apply(Clock& clock, const ClockMove& move) {
    if (move.side == Side::Front)
        turn_face(clock.front, clock.back, move.pins, move.amount);
    else
        turn_face(clock.back, clock.front, mirror_pins(move.pins), move.amount);
}

void flip(Clock& clock) {
    std::swap(clock.front, clock.back);
}

Clock add_dials(const Clock& a, const Clock& b) {
    Clock sum;
    for (int i = 0; i < kFaceDials; ++i) {
        sum.front[i] = add_hours(a.front[i], b.front[i]);
        sum.back[i] = add_hours(a.back[i], b.back[i]);
    }
    return sum;
}

StateDials to_state_dials(const Clock& clock) {
    StateDials d{};
    for (int i = 0; i < kFaceDials; ++i) d[i] = clock.front[i];
    for (int j = 0; j < 5; ++j) d[kFaceDials + j] = clock.back[kCrossDials[j]];
    return d;
}

Clock from_state_dials(const StateDials& dials) {
    Clock c;
    for (int i = 0; i < kFaceDials; ++i) c.front[i] = dials[i];
    for (int j = 0; j < 5; ++j) c.back[kCrossDials[j]] = dials[kFaceDials + j];
    for (int corner : kCornerDial) c.back[dial_behind(corner)] = add_hours(0, -c.front[corner]);
    return c;
}

std::string state_dial_name(int i) {
    if (i < kFaceDials) return "F" + std::to_string(i + 1);
    return "B" + std::to_string(kCrossDials[i - kFaceDials] + 1);
}

} // namespace twobit::clock
