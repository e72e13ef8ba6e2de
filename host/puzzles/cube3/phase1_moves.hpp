// Kociemba's phase-1 coordinates carried one by one through a search (the two-phase and the
// optimal solvers): three small move-table reads per child and the index of the 555 MB table
// by two multiplications, where going through the index would divide it back into its
// coordinates at every node.
#pragma once

#include <cstdint>
#include <stdexcept>

#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"

namespace twobit {

struct Phase1Coords {
    uint32_t twist = 0, flip = 0, slice = 0;

    static Phase1Coords of(const Cube3& cube) {
        return {phase1_twist(cube), phase1_flip(cube), phase1_slice(cube)};
    }
    // The kociemba-phase1 index (cube3_models.hpp).
    uint64_t index() const {
        return (uint64_t{twist} * kPhase1FlipSize + flip) * kPhase1SliceSize + slice;
    }
};

class Phase1Moves {
  public:
    // The move tables of the phase-1 table's model, which must outlive this.
    explicit Phase1Moves(const PruningTable& phase1) {
        const PuzzleModel& model = phase1.model();
        if (model.coords.size() != 3 || model.num_moves() != kFaceTurns)
            throw std::logic_error("not the phase-1 model of all face turns");
        for (size_t k = 0; k < 3; ++k) table_[k] = model.coords[k].move_table.data();
        for (int t = 0; t < kFaceTurns; ++t) move_[t] = static_cast<uint32_t>(phase1.model_move(t));
    }

    Phase1Coords child(const Phase1Coords& c, int turn) const {
        const uint32_t m = move_[turn];
        return {table_[0][c.twist * kFaceTurns + m], table_[1][c.flip * kFaceTurns + m],
                table_[2][c.slice * kFaceTurns + m]};
    }

  private:
    const uint32_t* table_[3];
    uint32_t move_[kFaceTurns];
};

} // namespace twobit
