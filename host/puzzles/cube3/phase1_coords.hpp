// The three coordinates of Kociemba's phase 1, shared by kociemba-phase1 and Thistlethwaite's
// phases: corner twist (3^7, the eighth twist follows from the sum), edge flip (2^11, the
// same) and the UD-slice edge location (which 4 of the 12 edge positions hold FR FL BL BR,
// C(12,4) = 495), each with a representative cube for every value.
#pragma once

#include <cstdint>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

inline uint32_t corner_twist_coord(const CornerCube& c) {
    return rank_orientation(c.twist.data(), kNumCorners, 3);
}

inline uint32_t edge_flip_coord(const EdgeCube& e) {
    return rank_orientation(e.flip.data(), kNumEdges, 2);
}

inline uint32_t ud_slice_coord(const EdgeCube& e) {
    uint8_t is_slice[kNumEdges];
    for (int p = 0; p < kNumEdges; ++p) is_slice[p] = e.perm[p] >= FR ? 1 : 0;
    return rank_combination(is_slice, kNumEdges);
}

inline CornerCube corners_with_twist(uint32_t twist) {
    CornerCube c;
    unrank_orientation(twist, kNumCorners, 3, c.twist.data());
    return c;
}

inline EdgeCube edges_with_flip(uint32_t flip) {
    EdgeCube e;
    unrank_orientation(flip, kNumEdges, 2, e.flip.data());
    return e;
}

// The slice edges FR FL BL BR fill the chosen positions in order, UR .. DB the others.
inline EdgeCube edges_with_ud_slice(uint32_t slice) {
    uint8_t is_slice[kNumEdges];
    unrank_combination(slice, kNumEdges, kSliceEdges, is_slice);
    EdgeCube e;
    uint8_t next_slice = FR, next_other = UR;
    for (int p = 0; p < kNumEdges; ++p) e.perm[p] = is_slice[p] != 0 ? next_slice++ : next_other++;
    return e;
}

} // namespace twobit
