// A reference breadth-first search for puzzles read from a definition file, written to be
// obviously correct and independent of the engine: states are the per-set label and twist
// arrays themselves, packed byte for byte into a string key and kept in a hash set (no
// ranking, no coordinates, no move tables), and the move set is built here from the base
// moves' permutations (not through definition_moves.cpp or move_set.cpp). The tests hold the
// definition-driven tables' distributions against it, so it shares nothing with them but the
// Definition struct that both start from. Slow and memory-hungry (about 100 bytes and 5 to 10
// microseconds a state: 20 to 35 s for the 2x2x2's 3.7 million): meant for spaces up to a
// few million states.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "host/puzzles/defs/definition.hpp"

namespace twobit::test {

// One move of the generated move set, in the state form of definition.hpp: per set, slot i
// receives the piece from slot perm[i] and adds twist_change[i] to its twist.
struct ExplicitMove {
    std::string name; // "R", "R2", "R'", ... (see explicit_moves)
    std::vector<SetAction> sets;
};

// The moves a metric makes of the base moves named in `base_moves` (all of the definition's
// moves when empty), in file order. For a base move M of order n (the first power that is
// the identity on distinct pieces with zero twist):
//   htm: every power M^k, k = 1 .. n-1;
//   qtm: M and M^(n-1) (just M when n is 2).
// M^k is named M for k = 1, M' for k = n-1, Mk for other k <= n/2 and Mj' (j = n-k) above,
// as in twsearch (U, U2, U'; U, U2, U2', U' for order 5). Throws std::invalid_argument for
// another metric, an unknown or repeated name, or moves whose shapes do not fit the sets.
std::vector<ExplicitMove> explicit_moves(const Definition& def, const std::string& metric,
                                         const std::vector<std::string>& base_moves = {});

// The state after the moves named in `sequence` (separated by spaces); a name not among moves
// is a test failure (ADD_FAILURE) and is skipped.
DefinitionState apply_names(const Definition& def, const std::vector<ExplicitMove>& moves,
                            DefinitionState state, const std::string& sequence);

// Per-depth state counts (entry d = states at distance exactly d) of the space explicit_moves
// reaches from the definition's solved state. max_depth >= 0 stops after counting that depth
// (the result then has at most max_depth + 1 entries); max_states bounds the states held, and
// going past it throws std::length_error, so that a mistaken definition cannot eat the
// machine.
std::vector<uint64_t> explicit_bfs(const Definition& def, const std::string& metric,
                                   const std::vector<std::string>& base_moves = {},
                                   uint64_t max_states = 10'000'000, int max_depth = -1);

// Every state the moves reach, with its distance, from the same search (for the tests of
// start patterns, which read some states' distances); same bounds.
std::vector<std::pair<DefinitionState, int>> explicit_distances(const Definition& def,
                                                                const std::string& metric,
                                                                uint64_t max_states = 10'000'000);

} // namespace twobit::test
