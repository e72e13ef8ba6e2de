// Dense ranks of even permutations (n!/2 of them, identity = 0) for pieces that only ever
// move in 3-cycles, such as Skewb centres and Pyraminx edges. Built on the Lehmer rank of
// kernels/coord_rank.hpp; host code only (move tables), so no TWOBIT_HD.
#pragma once

#include <cstdint>
#include <utility>

#include "kernels/coord_rank.hpp"

namespace twobit {

// 1 for an odd permutation of 0..n-1 (an odd number of inversions), 0 for an even one.
inline uint8_t permutation_parity(const uint8_t* perm, int n) {
    unsigned inversions = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) inversions += perm[j] < perm[i] ? 1u : 0u;
    return static_cast<uint8_t>(inversions & 1u);
}

inline bool is_even_permutation(const uint8_t* perm, int n) {
    return permutation_parity(perm, n) == 0;
}

// The Lehmer rank is sum d[i] (n-1-i)!, and the digits add up to the number of inversions.
// Every weight is even except the one of d[n-2] (1! = 1; d[n-1] is always 0), so for an even
// permutation d[n-2] is fixed by the others and is the rank's lowest bit: halving the rank
// drops exactly that bit. n >= 2.
inline uint32_t rank_even_permutation(const uint8_t* perm, int n) {
    return rank_permutation(perm, n) / 2;
}

// Inverse of rank_even_permutation: the permutation with d[n-2] = 0, and if that one is odd,
// the last two swapped (which sets d[n-2] = 1 and makes it even).
inline void unrank_even_permutation(uint32_t rank, int n, uint8_t* perm) {
    unrank_permutation(rank * 2, n, perm);
    if (!is_even_permutation(perm, n)) std::swap(perm[n - 2], perm[n - 1]);
}

} // namespace twobit
