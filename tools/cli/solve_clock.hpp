// `twobit solve --puzzle clock`: exact optimal Rubik's Clock solutions for positions given
// as 14 or 18 dials, WCA scrambles or pin notation (host/clock_notation.hpp), as arguments
// or one per line on stdin, solved in parallel and printed in input order. No table.
#pragma once

#include <string>
#include <vector>

namespace twobit::cli {

struct ClockSolveRequest {
    std::vector<std::string> positions; // empty: read stdin
    bool json = false;
    int threads = 0; // 0 = all cores
};

// Prints one line per position; returns kExitFailed if any position had an error.
int solve_clock_positions(const ClockSolveRequest& request);

} // namespace twobit::cli
