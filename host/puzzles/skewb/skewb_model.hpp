// The Skewb's state index, UFR corner held still: 3,149,280 states as three coordinates that
// each move on their own. The centres (even permutations, 6!/2 = 360), and the corners split
// into their two tetrads (UFR's: UBL DFL DBR around the fixed UFR; DBL's: UFL UBR DFR DBL),
// each tetrad's permutation paired with the other tetrad's twist (108 and 81; see the .cpp
// for why). The PuzzleModel for a move set. Pieces and turns are in skewb_puzzle.hpp.
#pragma once

#include <cstdint>
#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/skewb/skewb_puzzle.hpp"

namespace twobit::skewb {

constexpr uint32_t kCentreSize = 360;          // 6!/2
constexpr uint32_t kDblPermUfrTwistSize = 108; // 4!/2 arrangements x 3^3/3 twists
constexpr uint32_t kUfrPermDblTwistSize = 81;  // 3!/2 arrangements x 3^4/3 twists
constexpr uint64_t kStates = uint64_t{kCentreSize} * kDblPermUfrTwistSize * kUfrPermDblTwistSize;

// Coordinates of a state the turns reach (UFR home and untwisted, every twist total as the
// turns leave it); other states get meaningless values.
uint32_t centre_coord(const State& s);
uint32_t dbl_perm_ufr_twist_coord(const State& s);
uint32_t ufr_perm_dbl_twist_coord(const State& s);
uint64_t index_of(const State& s);

State from_coords(uint32_t centres, uint32_t dbl_perm_ufr_twist, uint32_t ufr_perm_dbl_twist);
State from_index(uint64_t index);

// metric: htm (each 120-degree turn counts 1); gens: axes among U L R B (empty = all).
// Throws std::invalid_argument for another metric or a bad letter.
PuzzleModel make_model(const std::string& metric, const std::string& gens);

} // namespace twobit::skewb
