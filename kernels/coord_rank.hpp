// Coordinate arithmetic shared by the CPU and CUDA builds: ranks of permutations (Lehmer
// code, lexicographic, identity = 0) and of orientation vectors whose sum is fixed mod m.
// Works on small arrays of bytes; no tables, no allocation.
#pragma once

#include "host_device.hpp"

namespace twobit {

// Lexicographic rank of perm[0..n-1], a permutation of 0..n-1 (n <= 12).
TWOBIT_HD inline uint32_t rank_permutation(const uint8_t* perm, int n) {
    uint32_t rank = 0;
    for (int i = 0; i < n; ++i) {
        uint32_t smaller_after = 0;
        for (int j = i + 1; j < n; ++j) smaller_after += perm[j] < perm[i] ? 1u : 0u;
        rank = rank * static_cast<uint32_t>(n - i) + smaller_after;
    }
    return rank;
}

// Inverse of rank_permutation: writes the permutation of 0..n-1 with the given rank.
TWOBIT_HD inline void unrank_permutation(uint32_t rank, int n, uint8_t* perm) {
    uint8_t digit[16];
    for (int i = n - 1; i >= 0; --i) {
        digit[i] = static_cast<uint8_t>(rank % static_cast<uint32_t>(n - i));
        rank /= static_cast<uint32_t>(n - i);
    }
    uint8_t unused[16];
    for (int i = 0; i < n; ++i) unused[i] = static_cast<uint8_t>(i);
    for (int i = 0; i < n; ++i) {
        perm[i] = unused[digit[i]];
        for (int k = digit[i]; k < n - 1 - i; ++k) unused[k] = unused[k + 1];
    }
}

// Rank of an orientation vector ori[0..n-1] (each < modulus) whose sum is 0 mod modulus:
// the first n-1 entries read as a base-modulus number, first entry most significant.
TWOBIT_HD inline uint32_t rank_orientation(const uint8_t* ori, int n, int modulus) {
    uint32_t rank = 0;
    for (int i = 0; i < n - 1; ++i) rank = rank * static_cast<uint32_t>(modulus) + ori[i];
    return rank;
}

// Inverse of rank_orientation; the last entry makes the sum 0 mod modulus.
TWOBIT_HD inline void unrank_orientation(uint32_t rank, int n, int modulus, uint8_t* ori) {
    uint32_t sum = 0;
    for (int i = n - 2; i >= 0; --i) {
        ori[i] = static_cast<uint8_t>(rank % static_cast<uint32_t>(modulus));
        rank /= static_cast<uint32_t>(modulus);
        sum += ori[i];
    }
    ori[n - 1] = static_cast<uint8_t>(
        (static_cast<uint32_t>(modulus) - sum % static_cast<uint32_t>(modulus)) %
        static_cast<uint32_t>(modulus));
}

} // namespace twobit
