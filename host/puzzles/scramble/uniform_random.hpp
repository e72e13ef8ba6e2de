// Uniform random numbers that are the same on every standard library: std::mt19937_64's
// output is fixed by the standard, std::uniform_int_distribution's mapping of it is not, so a
// scramble's --seed would give other scrambles with another compiler. Rejection sampling on
// the raw 64-bit outputs instead.
#pragma once

#include <cstdint>
#include <limits>
#include <random>

namespace twobit {

// A uniform value in [0, bound); bound must be above 0.
inline uint64_t uniform_below(std::mt19937_64& rng, uint64_t bound) {
    constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();
    // The largest multiple of bound that fits: outputs at or above it would favour the
    // small values.
    const uint64_t limit = kMax - kMax % bound;
    for (;;) {
        const uint64_t x = rng();
        if (x < limit) return x % bound;
    }
}

} // namespace twobit
