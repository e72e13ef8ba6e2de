// The corners' U-D separation: which four of the eight corner positions hold the U layer's
// corners (C(8,4) = 70 values, 0 when they are in the U layer). Under the 16 symmetries that
// keep the U-D axis it maps to itself (a symmetry that swaps U and D swaps the two sets), so
// it joins twist as a column of the flip-slice tables: twist x separation is the corner part
// of Rokicki's nxopt coordinate, the larger optimal-solver table (cube3_class_tables.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit {

constexpr uint32_t kCornerSeparations = 70;

uint32_t corner_separation_coord(const CornerCube& corners);

// The coordinate's move and conjugate tables, made once (a few microseconds).
class CornerSeparation {
  public:
    CornerSeparation();
    uint16_t move(uint32_t sep, int turn) const {
        return move_[sep * 18 + static_cast<uint32_t>(turn)];
    }
    // Conjugated by U-D symmetry s (cube_symmetry.hpp).
    uint16_t conjugate(uint32_t sep, int s) const {
        return conjugate_[sep * 16 + static_cast<uint32_t>(s)];
    }

  private:
    std::vector<uint16_t> move_;      // [sep][face turn]
    std::vector<uint16_t> conjugate_; // [sep][symmetry]
};

const CornerSeparation& corner_separation();

} // namespace twobit
