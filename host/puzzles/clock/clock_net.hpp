// The Rubik's Clock's net string for pictures (host/present/puzzle_nets.hpp draws it): 18
// dials, the front's F1..F9 then the back's B1..B9, each row by row as seen from its own
// side, one character each: its hour 0..11 as 0-9, a, b (0 = 12 o'clock). The clock has no
// pins in its state (a position is its dials), so none are drawn. Also the solution in
// cubing.js's notation, for the animated viewer.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/clock/clock_puzzle.hpp"

namespace twobit::clock {

std::string clock_net(const Clock& clock);

// A move as cubing.js writes it: the front's pin sets as WCA does (UR3+, U2-, ALL1+; the
// diagonals MUL and MUR, three pins ULw URw DLw DRw), a back move between two y2.
std::string cubing_move(const ClockMove& move);
std::string cubing_moves(const std::vector<ClockMove>& moves);

// The line itself, its tokens one space apart, where it is a WCA scramble cubing.js reads
// (UR3+ ... y2 ... and bare pins); empty otherwise (dials, pin notation).
std::string cubing_scramble(const std::string& line);

} // namespace twobit::clock
