// Kociemba's phase 2 (<U, D, R2, L2, F2, B2>, 19,508,428,800 states) reduced by the 16
// symmetries that keep the U-D axis (cube_symmetry.hpp), as class_search.hpp's space: a row
// per class of corner permutations (2,768), a column per value of the catalog model's edge
// coordinate (U/D-edge permutation x slice permutation, halved by the parity the corners
// fix: 483,840). 1,339,269,120 entries, a 335 MB table: 1/14.6 of the unreduced 4.9 GB.
//
// Under these symmetries the U/D edges stay U/D edges and the slice edges slice edges, so a
// conjugated edge coordinate is a function of the coordinate: a child's column is a move and a
// conjugation of each part (small tables, in the cache), then the halving again. Which half
// a column is in follows from its row's corner parity, which conjugation keeps; a step's map
// carries the source row's parity with the symmetry.
#pragma once

#include <cstdint>
#include <vector>

#include "host/engine/class_search.hpp"
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

class Phase2Classes : public ClassRows {
  public:
    Phase2Classes();

    // ---- class_search.hpp's space (rows, moves, steps, stabilizer, row_weight: ClassRows).
    uint32_t columns() const { return kColumns; }
    // map: the symmetry | the source row's corner parity << 4.
    uint32_t column_after(const ClassStep& step, int move, uint32_t column) const {
        uint32_t ud, slice;
        decode(column, step.map >> 4, ud, slice);
        const auto m = static_cast<uint32_t>(move), s = step.map & 15;
        return encode(ud_conj_[ud_move_[ud * kMoves + m] * 16u + s],
                      slice_conj_[slice_move_[slice * kMoves + m] * 16u + s]);
    }
    uint32_t conjugate(uint32_t map, uint32_t column) const {
        uint32_t ud, slice;
        decode(column, map >> 4, ud, slice);
        const uint32_t s = map & 15;
        return encode(ud_conj_[ud * 16u + s], slice_conj_[slice * 16u + s]);
    }
    ClassEntry solved() const { return entry_of(0); }

    // ---- lookups.
    // The entry of the catalog model's index (corner permutation x halved edges).
    ClassEntry entry_of(uint64_t index) const {
        const auto cp = static_cast<uint32_t>(index / kColumns);
        uint32_t ud, slice;
        decode(static_cast<uint32_t>(index % kColumns), corner_parity_[cp], ud, slice);
        const uint32_t s = sym_of_[cp];
        return {class_of_[cp], encode(ud_conj_[ud * 16u + s], slice_conj_[slice * 16u + s])};
    }
    const std::vector<FaceTurn>& turns() const { return turns_; }
    uint64_t fingerprint() const;

    static constexpr uint32_t kColumns = 40320 * 12;
    static constexpr uint32_t kMoves = 10;

  private:
    // A column's U/D-edge and slice permutations, for a row of corner parity p: the slice
    // permutation's lowest bit is the one the parity fixes.
    void decode(uint32_t column, uint32_t p, uint32_t& ud, uint32_t& slice) const {
        ud = column / 12;
        const uint32_t pair = column % 12 * 2;
        slice = pair | (p ^ ud_parity_[ud] ^ slice_parity_[pair]);
    }
    static uint32_t encode(uint32_t ud, uint32_t slice) { return ud * 12 + slice / 2; }

    std::vector<FaceTurn> turns_;
    std::vector<uint16_t> ud_move_, ud_conj_;      // [ud][move], [ud][symmetry]
    std::vector<uint8_t> slice_move_, slice_conj_; // [slice][move], [slice][symmetry]
    std::vector<uint8_t> ud_parity_, slice_parity_, corner_parity_;
    std::vector<uint32_t> class_of_;
    std::vector<uint8_t> sym_of_;
};

} // namespace twobit
