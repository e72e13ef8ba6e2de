// Coordinate arithmetic shared by the CPU and CUDA builds: ranks of permutations (Lehmer
// code, lexicographic, identity = 0), of partial permutations (where k tracked pieces sit
// among n slots), of combinations (which k of n slots hold a set of pieces) and of
// orientation vectors, with or without a fixed sum mod m. Works on small arrays of bytes;
// no tables, no allocation. Every rank has an unrank that inverts it.
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

// Rank of an orientation vector ori[0..n-1] (each < modulus) with no sum constraint: all n
// entries read as a base-modulus number, first entry most significant (modulus^n values).
TWOBIT_HD inline uint32_t rank_free_orientation(const uint8_t* ori, int n, int modulus) {
    uint32_t rank = 0;
    for (int i = 0; i < n; ++i) rank = rank * static_cast<uint32_t>(modulus) + ori[i];
    return rank;
}

// Inverse of rank_free_orientation.
TWOBIT_HD inline void unrank_free_orientation(uint32_t rank, int n, int modulus, uint8_t* ori) {
    for (int i = n - 1; i >= 0; --i) {
        ori[i] = static_cast<uint8_t>(rank % static_cast<uint32_t>(modulus));
        rank /= static_cast<uint32_t>(modulus);
    }
}

// Rank of a partial permutation: slot[i] (< n, all distinct) is the slot of tracked piece i,
// for k pieces. Lexicographic in (slot[0], ..., slot[k-1]), so pieces in slots 0..k-1 in
// order rank 0; n!/(n-k)! values (n <= 16, and the count must fit 32 bits). With k == n
// this is rank_permutation of the slot array.
TWOBIT_HD inline uint32_t rank_partial_permutation(const uint8_t* slot, int n, int k) {
    uint32_t rank = 0;
    uint64_t taken = 0; // slots of pieces 0..i-1
    for (int i = 0; i < k; ++i) {
        // Digit i: how many slots below slot[i] are still free after pieces 0..i-1.
        const uint64_t below = (uint64_t{1} << slot[i]) - 1;
        const auto smaller_free = slot[i] - static_cast<uint32_t>(popcount64(taken & below));
        taken |= uint64_t{1} << slot[i];
        rank = rank * static_cast<uint32_t>(n - i) + smaller_free;
    }
    return rank;
}

// Inverse of rank_partial_permutation: writes slot[0..k-1].
TWOBIT_HD inline void unrank_partial_permutation(uint32_t rank, int n, int k, uint8_t* slot) {
    uint8_t digit[16];
    for (int i = k - 1; i >= 0; --i) {
        digit[i] = static_cast<uint8_t>(rank % static_cast<uint32_t>(n - i));
        rank /= static_cast<uint32_t>(n - i);
    }
    uint8_t free_slots[16];
    for (int i = 0; i < n; ++i) free_slots[i] = static_cast<uint8_t>(i);
    for (int i = 0; i < k; ++i) {
        slot[i] = free_slots[digit[i]];
        for (int j = digit[i]; j < n - 1 - i; ++j) free_slots[j] = free_slots[j + 1];
    }
}

// C(n, k) for 0 <= n <= 32 (0 when k < 0 or k > n).
TWOBIT_HD inline uint32_t binomial(int n, int k) {
    if (k < 0 || k > n) return 0;
    if (k > n - k) k = n - k;
    uint64_t c = 1;
    for (int i = 1; i <= k; ++i)
        c = c * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
    return static_cast<uint32_t>(c);
}

// Rank of a combination: chosen[0..n-1] is non-zero for the k slots that hold the set.
// Colexicographic (the combinatorial number system: the chosen slots c_1 < ... < c_k rank
// as the sum of C(c_i, i)), which orders subsets like their bit masks read as integers;
// slots 0..k-1 rank 0 and C(n, k) values in all. k is the number of non-zero entries.
TWOBIT_HD inline uint32_t rank_combination(const uint8_t* chosen, int n) {
    uint32_t rank = 0;
    int seen = 0;
    for (int slot = 0; slot < n; ++slot)
        if (chosen[slot] != 0) rank += binomial(slot, ++seen);
    return rank;
}

// Inverse of rank_combination for k chosen slots: writes chosen[0..n-1] as 0 or 1.
TWOBIT_HD inline void unrank_combination(uint32_t rank, int n, int k, uint8_t* chosen) {
    for (int slot = n - 1; slot >= 0; --slot) {
        // The highest chosen slot is the largest one with C(slot, k) <= rank.
        const uint32_t c = binomial(slot, k);
        if (k > 0 && c <= rank) {
            chosen[slot] = 1;
            rank -= c;
            --k;
        } else {
            chosen[slot] = 0;
        }
    }
}

} // namespace twobit
