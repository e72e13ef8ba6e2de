// The whole 3x3x3's solver for `solve --puzzle 3x3x3`: positions as moves (face turns, wide
// turns, slices, rotations) or 54 stickers, answered by one of three methods on the catalog's
// tables (opened, or built and saved on first use): two-phase (the default: at most
// max_length moves, 20 unless asked), optimal (iterative-deepening A* on the symmetry-reduced
// table, the corner and edge tables), or thistlethwaite (four phases, at most 45 moves).
// Every answer is applied to the position and checked before it is given.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "host/puzzles/puzzle.hpp"

namespace twobit {

// The 3x3x3's solver; its tables are loaded (or built) before it returns. Throws
// std::invalid_argument for a request its methods refuse: an unknown method, --max-length
// for another method than two-phase, a time limit for thistlethwaite, --all without optimal.
std::unique_ptr<PositionSolver> make_cube3_solver(const Puzzle& record,
                                                  const SolveRequest& request);

// The options of `solve` it takes.
std::vector<std::string> cube3_solve_options();

} // namespace twobit
