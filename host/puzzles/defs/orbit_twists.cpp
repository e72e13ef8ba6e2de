// A breadth-first search over the arrangements, each holding its twists reduced by the
// subgroup found so far. Reaching an arrangement with a second representative means the
// two differ by an element of K (the pieces are distinct, so the two move sequences differ
// by one that leaves every piece in place): it joins the generators and the search starts
// again. When a pass finds no conflict, the cosets are consistent with every move, so K is
// complete (docs/DEFINITIONS.md, "The index").
#include "host/puzzles/defs/orbit_twists.hpp"

#include <algorithm>

#include "host/puzzles/defs/arrangement_rank.hpp"

namespace twobit {

namespace {

// At most this many new generators per pass: they are usually one element seen many times.
constexpr size_t kConflictsPerPass = 16;

// The subgroup spanned by `generators` and their images under the moves' permutations: K
// is normal (a move sequence conjugates one that leaves the pieces home into another), so
// closing it this way keeps the cosets consistent with every move (without it, a subgroup
// too small could still pass the search's test on the representatives alone).
TwistLattice closed_lattice(int modulus, const std::vector<std::vector<uint8_t>>& from,
                            std::vector<std::vector<uint8_t>>& generators) {
    const int k = from.empty() ? 0 : static_cast<int>(from[0].size());
    TwistLattice lattice(modulus, k, generators);
    for (size_t next = 0; next < generators.size(); ++next)
        for (const std::vector<uint8_t>& f : from) {
            std::vector<uint8_t> image(generators[next].size());
            for (size_t i = 0; i < image.size(); ++i) image[i] = generators[next][f[i]];
            std::vector<uint8_t> reduced = image;
            lattice.reduce(reduced.data());
            if (std::all_of(reduced.begin(), reduced.end(), [](uint8_t v) { return v == 0; }))
                continue;
            generators.push_back(std::move(image));
            lattice = TwistLattice(modulus, k, generators);
        }
    return lattice;
}

} // namespace

OrbitTwists find_orbit_twists(int k, int modulus, const std::vector<std::vector<uint8_t>>& from,
                              const std::vector<std::vector<uint8_t>>& change,
                              const std::vector<uint8_t>& solved,
                              const std::vector<uint8_t>& solved_twist) {
    const std::vector<int> ones(static_cast<size_t>(k), 1);
    const uint64_t count = count_arrangements(ones, kMaxCoupledArrangements);
    const auto n = static_cast<size_t>(k);
    std::vector<std::vector<uint8_t>> generators;
    for (;;) {
        OrbitTwists found{closed_lattice(modulus, from, generators), {}};
        found.coset.assign(count * n, 0);
        std::vector<uint8_t> seen(count, 0);
        std::vector<uint64_t> queue;
        size_t conflicts = 0;
        const uint64_t solved_rank = rank_arrangement(solved.data(), ones, count);
        for (uint64_t s = 0; s < count && conflicts == 0; ++s) {
            const uint64_t start = s == 0 ? solved_rank : s == solved_rank ? 0 : s;
            if (seen[start] != 0) continue;
            uint8_t* twist = &found.coset[start * n];
            if (start == solved_rank) std::copy(solved_twist.begin(), solved_twist.end(), twist);
            found.lattice.reduce(twist);
            seen[start] = 1;
            queue.assign(1, start);
            for (size_t head = 0; head < queue.size() && conflicts < kConflictsPerPass; ++head) {
                uint8_t labels[256], moved[256], turned[256];
                unrank_arrangement(queue[head], ones, count, labels);
                const uint8_t* at = &found.coset[queue[head] * n];
                for (size_t g = 0; g < from.size(); ++g) {
                    for (size_t i = 0; i < n; ++i) {
                        moved[i] = labels[from[g][i]];
                        turned[i] = static_cast<uint8_t>((at[from[g][i]] + change[g][i]) % modulus);
                    }
                    found.lattice.reduce(turned);
                    const uint64_t next = rank_arrangement(moved, ones, count);
                    uint8_t* there = &found.coset[next * n];
                    if (seen[next] == 0) {
                        seen[next] = 1;
                        std::copy(turned, turned + n, there);
                        queue.push_back(next);
                    } else if (!std::equal(turned, turned + n, there)) {
                        std::vector<uint8_t> difference(n);
                        for (size_t i = 0; i < n; ++i)
                            difference[i] =
                                static_cast<uint8_t>((turned[i] + modulus - there[i]) % modulus);
                        generators.push_back(std::move(difference));
                        ++conflicts;
                    }
                }
            }
        }
        if (conflicts == 0) return found;
    }
}

} // namespace twobit
