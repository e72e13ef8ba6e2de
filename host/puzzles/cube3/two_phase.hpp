// Kociemba's two-phase algorithm on complete tables. Phase 1 takes the cube into
// G1 = <U, D, R2, L2, F2, B2> reading the complete phase-1 table (exact distances, so the
// search never enters a branch that cannot end in G1 in time); phase 2 solves within G1,
// reading the complete phase-2 table when it is loaded (a walk, no search) and otherwise
// searching under the larger of its two projections' exact distances (kociemba-phase2-corners
// and -edges). Phase-1 sequences of growing length are tried until the whole solution has at
// most max_length moves or the time runs out.
#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"

namespace twobit {

struct TwoPhaseTables {
    const PruningTable* phase1 = nullptr;         // kociemba-phase1 htm
    const PruningTable* phase2_corners = nullptr; // kociemba-phase2-corners
    const PruningTable* phase2_edges = nullptr;   // kociemba-phase2-edges
    const PruningTable* phase2 = nullptr;         // kociemba-phase2, optional
};

struct TwoPhaseLimits {
    int max_length = 20;
    std::chrono::steady_clock::duration time_limit = std::chrono::seconds(10);
};

// Face-turn ids (pruning_table.hpp) of a solution of at most limits.max_length moves, or
// nothing when none was found within the time limit. Thread-safe (the tables are read only).
std::optional<std::vector<int>> solve_two_phase(const Cube3& cube, const TwoPhaseTables& tables,
                                                const TwoPhaseLimits& limits);

// The face turns' cube: the cubie state after the face-turn ids from `cube`.
Cube3 apply_turn_ids(Cube3 cube, const std::vector<int>& turns);

// Joins adjacent turns of the same face (R R2 -> R', R R' -> nothing).
std::vector<int> merge_same_face(const std::vector<int>& turns);

} // namespace twobit
