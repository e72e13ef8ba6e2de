// Rubik's Clock input and output text: dial lists, WCA scrambles and pin notation. Not the
// model (clock_puzzle.hpp) and not the solver.
//
// A position is one line, read as one of:
//  - dials: 14 numbers 0..11 (F1..F9 B2 B4 B5 B6 B8, see clock_puzzle.hpp) or 18 (F1..F9
//    B1..B9, whose back corners must equal minus the front corners in front of them),
//    separated by spaces or commas;
//  - moves applied to a solved clock, in either notation below, mixed freely:
//    WCA (Regulation 12a, as TNoodle writes scrambles): UR DR DL UL U R D L ALL followed by
//    an amount 0..11 and + (clockwise) or - : the named pins up (the others down), a wheel
//    at an up pin turned, i.e. the front blocks of those pins; y2 turns the puzzle over
//    (the back becomes the front; later moves act on the new front); a bare UR DR DL UL
//    (the pin positions a scramble ends with) changes no dial. The state is the puzzle as
//    held at the end, as TNoodle draws it: after one y2 the old back is the front.
//    Pin notation (what solve prints, and Jaap Scherphuis's 2010 WCA scrambles): a pattern
//    of four letters U/D (either case) for the pins UL UR DL DR, then turns of a wheel at
//    an up pin (u) or at a down pin (d): u3 = 3 hours clockwise, u3' = 3 counterclockwise,
//    also u=3 and u=-3; "/" and "," separate like spaces. Every amount is clockwise as seen
//    from the front, for d too: a wheel at a down pin turns the back blocks of the down
//    pins, so d3 turns the front corners of those pins 3 clockwise and the back dials of
//    those blocks 3 counterclockwise as seen from the back.
// Errors are std::invalid_argument with a message naming the token or the dial.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "host/puzzles/clock/clock_puzzle.hpp"

namespace twobit::clock {

Clock parse_clock_position(const std::string& line);

// One move in pin notation: "UUDD u3'" (front move of UL UR by -3), "DDUU d2" (back move
// of UL UR: the wheel at a down pin turned 2 clockwise as seen from the front).
std::string format_move(const ClockMove& move);
std::string format_moves(const std::vector<ClockMove>& moves); // joined by spaces

} // namespace twobit::clock
