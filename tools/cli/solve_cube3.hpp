// `twobit solve --puzzle 3x3x3`: positions as moves (face turns, wide turns, slices,
// rotations) or 54 stickers, as arguments or one per line on stdin, answered by one of three
// solvers on the catalog's tables (built and saved on first use): two-phase (the default, at
// most --max-length moves), --optimal, or --method thistlethwaite. Every answer is applied to
// the position and checked before it is printed; results come in input order.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "host/present/cube_net.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit::cli {

enum class Cube3Method { TwoPhase, Optimal, Thistlethwaite };

// "two-phase", "optimal", "thistlethwaite"; throws UsageError naming the choices.
Cube3Method parse_cube3_method(const std::string& name);

struct Cube3SolveRequest {
    std::vector<std::string> positions; // empty: read stdin
    Cube3Method method = Cube3Method::TwoPhase;
    int max_length = 20;                              // two-phase
    std::chrono::steady_clock::duration time_limit{}; // per position; zero: the method's default
    bool all = false;                                 // optimal: every optimal solution
    size_t max_solutions = 0;                         // with all; 0 = no limit
    bool json = false;
    int threads = 0; // 0 = every core
    InputKind input = InputKind::Auto;
    std::string svg_dir;   // a picture of every step, when given
    std::string html_file; // the animated viewer page, when given
    std::string viewer_script;
    NetColours colours;
};

// Prints one line per position; returns kExitFailed if any position had an error.
int solve_cube3_positions(const Cube3SolveRequest& request);

} // namespace twobit::cli
