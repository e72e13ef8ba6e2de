// The twists an orbit of distinct pieces can have in each arrangement, found by a search
// over its arrangements: the moves give each arrangement one coset of a subgroup K of
// Z_m^k (K: the twists reachable while every piece is home), and the index then needs
// only |K| twist values per arrangement. The FTO's corners: K has 16 elements where the
// sum rule alone allows 256, which makes the FTO's index 16 times smaller.
#pragma once

#include <cstdint>
#include <vector>

#include "host/puzzles/defs/twist_lattice.hpp"

namespace twobit {

// Searching k! arrangements pays for orbits up to 9 pieces (362,880 arrangements, under a
// second); larger orbits keep the sum rule.
constexpr uint64_t kMaxCoupledArrangements = 362880;

struct OrbitTwists {
    TwistLattice lattice;       // K
    std::vector<uint8_t> coset; // per arrangement (Lehmer rank), its k representative twists
};

// k distinct pieces, twists mod `modulus`; per generator, local slot i receives from slot
// from[g][i] and gains change[g][i]; `solved` and `solved_twist` the solved arrangement
// (local labels) and twists. Every arrangement gets a coset, those the moves do not reach
// too, so that each move's action on (arrangement, twist in coset) stays a bijection.
OrbitTwists find_orbit_twists(int k, int modulus, const std::vector<std::vector<uint8_t>>& from,
                              const std::vector<std::vector<uint8_t>>& change,
                              const std::vector<uint8_t>& solved,
                              const std::vector<uint8_t>& solved_twist);

} // namespace twobit
