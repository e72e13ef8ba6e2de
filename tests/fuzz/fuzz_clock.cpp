// Fuzzes the Rubik's Clock position reader, twobit::clock::parse_clock_position
// (host/puzzles/clock/clock_notation.hpp: dial lists, WCA scrambles, pin notation), with the input bytes
// as one line, and the pin-notation writer clock::format_moves with moves made from the
// same bytes.
//
// Asserts (beyond no crash, no sanitizer report, no exception but std::invalid_argument):
//  - a parsed Clock has every dial in 0..11 and its shared corner gears agree (each back
//    corner dial reads minus the front corner in front of it, host/puzzles/clock/clock_puzzle.hpp);
//  - the Clock survives to_state_dials / from_state_dials unchanged;
//  - moves built from the input bytes (side, a non-empty pin set, amount 1..11), applied to
//    a solved Clock, give the same Clock as parse_clock_position(format_moves(moves)), the
//    text `twobit solve --puzzle clock` prints.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/clock/clock_puzzle.hpp"

namespace {

namespace clk = twobit::clock;

bool valid_clock(const clk::Clock& c) {
    for (int i = 0; i < clk::kFaceDials; ++i)
        if (c.front[static_cast<size_t>(i)] >= clk::kHours ||
            c.back[static_cast<size_t>(i)] >= clk::kHours)
            return false;
    for (int corner : clk::kCornerDial)
        if (c.back[static_cast<size_t>(clk::dial_behind(corner))] !=
            (clk::kHours - c.front[static_cast<size_t>(corner)]) % clk::kHours)
            return false;
    return true;
}

// Up to 32 moves, two input bytes each: side (bit 0) and pin set (1..15) from the first,
// amount (1..11) from the second.
std::vector<clk::ClockMove> moves_from(const uint8_t* data, size_t size) {
    std::vector<clk::ClockMove> moves;
    for (size_t i = 0; i + 1 < size && moves.size() < 32; i += 2) {
        clk::ClockMove m;
        m.side = (data[i] & 1) != 0 ? clk::Side::Back : clk::Side::Front;
        m.pins = static_cast<uint8_t>(1 + (data[i] >> 1) % 15);
        m.amount = static_cast<uint8_t>(1 + data[i + 1] % 11);
        moves.push_back(m);
    }
    return moves;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);

    try {
        const clk::Clock c = clk::parse_clock_position(text);
        FUZZ_CHECK(valid_clock(c));
        FUZZ_CHECK(clk::from_state_dials(clk::to_state_dials(c)) == c);
    } catch (const std::invalid_argument&) {
    }

    const std::vector<clk::ClockMove> moves = moves_from(data, size);
    if (moves.empty()) return 0;
    clk::Clock expected;
    for (const clk::ClockMove& m : moves) clk::apply(expected, m);
    FUZZ_CHECK(valid_clock(expected));
    const std::string written = clk::format_moves(moves);
    clk::Clock read;
    try {
        read = clk::parse_clock_position(written);
    } catch (const std::invalid_argument&) {
        FUZZ_FAIL("parse_clock_position refuses what format_moves wrote");
    }
    FUZZ_CHECK(read == expected);
    return 0;
}
