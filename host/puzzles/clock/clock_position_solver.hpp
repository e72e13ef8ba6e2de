// The Rubik's Clock's solver for `solve --puzzle clock`: exact optimal solutions for positions
// given as 14 or 18 dials, WCA scrambles or pin notation (clock_notation.hpp), with no table
// (clock_solver.hpp). Dials given as separate arguments are one position.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "host/puzzles/puzzle.hpp"

namespace twobit {

std::unique_ptr<PositionSolver> make_clock_solver(const Puzzle& record, const SolveRequest& request);

// `solve --puzzle clock 1 2 ... 14`: arguments that are all bare numbers are one position's
// dials (a lone number is never a position of its own); any others are positions each.
std::vector<std::string> join_clock_dials(const std::vector<std::string>& arguments);

} // namespace twobit
