// Kociemba's two-phase algorithm on complete tables. Phase 1 takes the cube into
// G1 = <U, D, R2, L2, F2, B2> reading the complete phase-1 table over flip x slice symmetry
// classes (kociemba-phase1-sym, symmetric_pruning_table.hpp: the exact phase-1 distance of
// every position in 35 MB, built in seconds, where the unreduced kociemba-phase1 table is
// 554 MB and ten seconds; the search never enters a branch that cannot end in G1 in
// time); phase 2 solves within G1,
// reading the complete phase-2 table when it is loaded (a walk, no search) and otherwise
// searching under the larger of its two projections' exact distances (kociemba-phase2-corners
// and -edges). The search runs on six views of the position, as min2phase does: the cube seen
// along each of its three axes, and the same for its inverse; the phase-1 lengths grow in
// step across the six until the whole solution has at most max_length moves or the time runs
// out.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

namespace twobit {

struct TwoPhaseTables {
    const SymmetricPruningTable* phase1 = nullptr; // kociemba-phase1-sym (SliceKind::Location)
    const PruningTable* phase2_corners = nullptr;  // kociemba-phase2-corners
    const PruningTable* phase2_edges = nullptr;    // kociemba-phase2-edges
    const PruningTable* phase2 = nullptr;          // kociemba-phase2, optional
};

struct TwoPhaseLimits {
    int max_length = 20;
    std::chrono::steady_clock::duration time_limit = std::chrono::seconds(60);
    // Phase-1 nodes each view may visit (0: no bound). Unlike the time limit, the same on a
    // busy machine as on an idle one.
    uint64_t node_limit = 0;
};

class TwoPhaseSolver {
  public:
    // The tables must outlive the solver. Builds the small tables the search carries (about
    // 0.3 s): the corner permutation and the slice edges' places through phase 1, and the two
    // projections' exact distances as bytes.
    explicit TwoPhaseSolver(const TwoPhaseTables& tables);

    // Face-turn ids (pruning_table.hpp) of a solution of at most limits.max_length moves, or
    // nothing when none was found within the time limit. Thread-safe.
    std::optional<std::vector<int>> solve(const Cube3& cube, const TwoPhaseLimits& limits) const;

    struct Carried; // the small tables, two_phase.cpp

  private:
    TwoPhaseTables tables_;
    std::shared_ptr<const Carried> carried_;
};

// The face turns' cube: the cubie state after the face-turn ids from `cube`.
Cube3 apply_turn_ids(Cube3 cube, const std::vector<int>& turns);

// Joins adjacent turns of the same face (R R2 -> R', R R' -> nothing).
std::vector<int> merge_same_face(const std::vector<int>& turns);

} // namespace twobit
