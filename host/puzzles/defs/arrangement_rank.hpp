// Lexicographic rank of an arrangement of labelled pieces in k slots where pieces with equal
// labels are identical (a multiset permutation): the arrangements number k! / prod(c_v!) for
// c_v pieces of label v. With all labels distinct this is the Lehmer rank of a permutation
// (kernels/coord_rank.hpp), so the parity trick of even_permutation.hpp applies to it.
// Host code for building move tables; counts up to 2^32 (checked by the caller), at most
// 256 different labels (a set has at most 255 pieces).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace twobit {

// Arrangements of the multiset with counts[v] pieces of label v; 0 when above `cap`.
inline uint64_t count_arrangements(const std::vector<int>& counts, uint64_t cap) {
    // The product of binomials C(n_1 + ... + n_j, n_j), each an exact integer prefix.
    uint64_t total = 1;
    uint64_t placed = 0;
    for (int c : counts) {
        for (int i = 1; i <= c; ++i) {
            ++placed;
            // total * placed / i stays exact: total is C(...) * (previous terms) so far.
            const unsigned __int128 next = static_cast<unsigned __int128>(total) * placed / i;
            if (next > cap) return 0;
            total = static_cast<uint64_t>(next);
        }
    }
    return total;
}

namespace arrangement_detail {

// k! for k = 0 .. 20 (20! is the largest that fits 64 bits).
constexpr std::array<uint64_t, 21> kFactorial = [] {
    std::array<uint64_t, 21> f{};
    f[0] = 1;
    for (size_t k = 1; k < f.size(); ++k) f[k] = f[k - 1] * k;
    return f;
}();

// True where every label is its own (counts all 1) and `arrangements` is k!: the Lehmer rank,
// worked out with a bit mask and factorials instead of a division per label below.
inline bool distinct_lehmer(const std::vector<int>& counts, int slots, uint64_t arrangements) {
    return static_cast<int>(counts.size()) == slots && slots <= 20 &&
           arrangements == kFactorial[static_cast<size_t>(slots)];
}

} // namespace arrangement_detail

// Rank of labels[0..k-1] (k = sum of counts) among the `arrangements` arrangements of the
// multiset `counts`, lexicographic in the labels. (A definition's class search ranks 32
// values per row it moves: the cost per slot matters.)
inline uint64_t rank_arrangement(const uint8_t* labels, const std::vector<int>& counts,
                                 uint64_t arrangements) {
    int c[256];
    int slots = 0;
    for (size_t v = 0; v < counts.size(); ++v) slots += c[v] = counts[v];
    if (arrangement_detail::distinct_lehmer(counts, slots, arrangements)) {
        uint64_t unused = (uint64_t{1} << slots) - 1, rank = 0;
        for (int i = 0; i < slots; ++i) {
            const uint64_t below = unused & ((uint64_t{1} << labels[i]) - 1);
            rank = rank * static_cast<uint64_t>(slots - i) +
                   static_cast<uint64_t>(__builtin_popcountll(below));
            unused &= ~(uint64_t{1} << labels[i]);
        }
        return rank;
    }
    uint64_t left = arrangements; // arrangements of the pieces not yet placed
    uint64_t rank = 0;
    for (int i = 0, remaining = slots; i < slots; ++i, --remaining) {
        const int label = labels[i];
        // Those starting with a smaller label: left * c[v] / remaining for each v < label,
        // each exact, so their sum is one division (left * remaining < 2^56: left < 2^48).
        uint64_t below = 0;
        for (int v = 0; v < label; ++v) below += static_cast<uint64_t>(c[v]);
        rank += left * below / static_cast<uint64_t>(remaining);
        left = left * static_cast<uint64_t>(c[label]) / static_cast<uint64_t>(remaining);
        --c[label];
    }
    return rank;
}

// Inverse of rank_arrangement.
inline void unrank_arrangement(uint64_t rank, const std::vector<int>& counts, uint64_t arrangements,
                               uint8_t* labels) {
    int c[256];
    int slots = 0;
    for (size_t v = 0; v < counts.size(); ++v) slots += c[v] = counts[v];
    if (arrangement_detail::distinct_lehmer(counts, slots, arrangements)) {
        uint64_t unused = (uint64_t{1} << slots) - 1;
        uint64_t place = arrangements;
        for (int i = 0; i < slots; ++i) {
            place /= static_cast<uint64_t>(slots - i); // (slots - 1 - i)!
            uint64_t skip = rank / place;
            rank %= place;
            uint64_t bits = unused;
            for (; skip > 0; --skip) bits &= bits - 1;
            const int label = __builtin_ctzll(bits);
            labels[i] = static_cast<uint8_t>(label);
            unused &= ~(uint64_t{1} << label);
        }
        return;
    }
    uint64_t left = arrangements;
    for (int i = 0, remaining = slots; i < slots; ++i, --remaining) {
        for (int v = 0;; ++v) {
            const uint64_t starting =
                left * static_cast<uint64_t>(c[v]) / static_cast<uint64_t>(remaining);
            if (rank < starting) {
                labels[i] = static_cast<uint8_t>(v);
                left = starting;
                --c[v];
                break;
            }
            rank -= starting;
        }
    }
}

} // namespace twobit
