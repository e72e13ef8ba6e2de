// The tipless Pyraminx's state index: edge permutation (only even ones occur, 6!/2 = 360)
// times edge flip (2^5 = 32, the sixth flip follows) times centre twist (3^4 = 81), 933,120
// states, each coordinate moving on its own. The PuzzleModel for a move set. Pieces and
// turns are in pyraminx_puzzle.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/pyraminx/pyraminx_puzzle.hpp"

namespace twobit::pyraminx {

constexpr uint32_t kEdgePermSize = 360;
constexpr uint32_t kEdgeFlipSize = 32;
constexpr uint32_t kCentreTwistSize = 81;
constexpr uint64_t kStates = uint64_t{kEdgePermSize} * kEdgeFlipSize * kCentreTwistSize;

// Coordinates of a state the turns reach (even edge permutation, even number of flips);
// other states get meaningless values.
uint32_t edge_perm_coord(const State& s);
uint32_t edge_flip_coord(const State& s);
uint32_t centre_twist_coord(const State& s);
uint64_t index_of(const State& s);

State from_coords(uint32_t edge_perm, uint32_t edge_flip, uint32_t centre_twist);
State from_index(uint64_t index);

// metric: htm (each 120-degree two-layer turn counts 1); gens: axes among U L R B (empty =
// all). Throws std::invalid_argument for another metric or a bad letter.
PuzzleModel make_model(const std::string& metric, const std::string& gens);

// ---- The Pyraminx with its tips ("pyraminx"): the index above times the tips (3^4 = 81),
// each tip's twist counted against the centre under it, base 3 in vertex order U L R B. A
// two-layer turn turns a tip with its centre, so only the tip turns u l r b change the tips
// coordinate, and they change nothing else: 933,120 x 81 = 75,582,720 states.
constexpr uint32_t kTipsSize = 81;
constexpr uint64_t kStatesWithTips = kStates * kTipsSize;
constexpr const char* kLettersWithTips = "ULRBulrb"; // two-layer turns, then tips

// tips[v]: the tip at vertex v turned this many thirds clockwise against its centre.
uint64_t index_with_tips(const State& s, const std::array<uint8_t, kNumVertices>& tips);

// metric: htm (every 120-degree turn counts 1, a tip's too); gens: letters of ULRBulrb
// (empty = all), at least one of U L R B. Moves: the two-layer turns as in make_model, then
// u u' l l' r r' b b'.
PuzzleModel make_model_with_tips(const std::string& metric, const std::string& gens);

} // namespace twobit::pyraminx
