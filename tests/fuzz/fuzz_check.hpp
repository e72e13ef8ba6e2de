// FUZZ_CHECK(cond): a property the fuzz targets assert; FUZZ_FAIL(what): one found violated.
// A violation prints the condition (or what) and where it is, then traps, so libFuzzer
// reports a crash and saves the input. Also the cube validity check the 2x2x2 targets share.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>

#include "host/puzzles/cube/corner_cubies.hpp"

#define FUZZ_FAIL(what)                                                                            \
    do {                                                                                           \
        std::fprintf(stderr, "FUZZ_CHECK failed: %s at %s:%d\n", what, __FILE__, __LINE__);        \
        std::fflush(stderr);                                                                       \
        __builtin_trap();                                                                          \
    } while (0)

#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond)) FUZZ_FAIL(#cond);                                                             \
    } while (0)

namespace twobit::fuzz {

// A real cube: the corners a permutation, twists 0..2 adding up to 0 mod 3.
inline bool valid_cube(const CornerCube& c) {
    bool seen[kNumCorners] = {};
    int twist = 0;
    for (int p = 0; p < kNumCorners; ++p) {
        const uint8_t corner = c.perm[static_cast<size_t>(p)];
        if (corner >= kNumCorners || seen[corner]) return false;
        seen[corner] = true;
        if (c.twist[static_cast<size_t>(p)] > 2) return false;
        twist += c.twist[static_cast<size_t>(p)];
    }
    return twist % 3 == 0;
}

} // namespace twobit::fuzz
