// Optimal 3x3x3 solutions: iterative-deepening A* in the face-turn metric whose heuristic is
// the largest of admissible table distances: the distance to the coset of twist, flip and
// sorted UD-slice edges, or of twist, flip, UD-slice location and the corners' U-D separation
// (the larger table), or of twist, flip and UD-slice location (phase 1's, the smallest), on all
// three axes (the position conjugated by the rotations that take the U-D axis to R-L and to F-B,
// each a lookup in one symmetry-reduced table, symmetric_pruning_table.hpp), the corners' distance
// and the two six-edge pattern databases' distances. A table of distances mod 3 is kept exact along
// the search (pruning_table.hpp); a table of lower bounds (what the solver's sets hold) is read
// alone, so it is read for the position's inverse too, on the three axes. A bound equal to the
// moves left is tight: from the inverse it rules out the next turns that keep its coordinate
// solved, and from the position on all three axes it rules out every last turn. The first
// two moves are shared among threads; the first optimal solution in move order is kept, or,
// with `all`, every optimal solution.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

namespace twobit {

// The symmetric tables are each read on all three axes; at least one is needed. Either may be
// of distances mod 3 or of bounds (SymmetricPruningTable::bounds); the inverse is read in the
// first table of bounds.
struct OptimalTables {
    // 3x3x3-optimal-sym[-bounds] (sorted), or kociemba-phase1-sym (the ladder's bottom rung)
    const SymmetricPruningTable* axes = nullptr;
    const SymmetricPruningTable* separation = nullptr; // 3x3x3-optimal-sep-sym[-bounds]
    const PruningTable* corners = nullptr;             // 3x3x3-corners htm
    const PruningTable* edges_upper = nullptr;         // 3x3x3-edges6-UR.UF.UL.UB.DR.DF
    const PruningTable* edges_lower = nullptr;         // 3x3x3-edges6-DL.DB.FR.FL.BL.BR
};

struct OptimalRequest {
    bool all = false;         // every optimal solution (in move order), not just the first
    size_t max_solutions = 0; // with all: at most this many (0 = no limit)
    int threads = 0;          // 0 = every core this process may use
    // Zero: no limit. Otherwise the search gives up (returns nothing) after this long.
    std::chrono::steady_clock::duration time_limit{};
    // Called after each depth searched without a solution: the depth, the nodes it took and
    // the time since the search began (a progress line; empty: nothing).
    std::function<void(int depth, uint64_t nodes, std::chrono::steady_clock::duration spent)>
        on_depth;
    // Called while a depth is searched, every kProgressEvery or so from whichever search thread
    // notices: the depth, the nodes of that depth so far and the time since the search began
    // (the progress line of a long depth; empty: nothing). Never two calls at once.
    std::function<void(int depth, uint64_t nodes, std::chrono::steady_clock::duration spent)>
        on_progress;
    static constexpr std::chrono::seconds kProgressEvery{2};
};

struct OptimalResult {
    std::vector<std::vector<int>> solutions; // face-turn ids; empty when out of time
    int proven_below = 0; // no solution is shorter than this (the depth searched so far)
    uint64_t nodes = 0;
};

class OptimalSolver {
  public:
    // The tables must outlive the solver.
    explicit OptimalSolver(const OptimalTables& tables);
    // Throws InconsistentTableError (host/engine/solver.hpp) when the tables contradict the
    // cube: a walk down one of them fails, or the search passes God's number (20).
    OptimalResult solve(const Cube3& cube, const OptimalRequest& request) const;

  private:
    OptimalTables tables_;
};

} // namespace twobit
