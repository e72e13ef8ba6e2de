// Thistlethwaite's four-phase method: G0 = <U, R, F, D, L, B> -> G1 = <U, D, R, L, F2, B2>
// -> G2 = <U, D, R2, L2, F2, B2> -> G3 = <U2, D2, R2, L2, F2, B2> -> solved. Each phase walks
// a complete distance-to-subgroup table (the engine's 2-bit tables, built in memory by the
// constructor in well under a second): edge orientation (2,048), corner twist x E-slice edge
// location (1,082,565), the G2 -> G3 coset space (29,400) and the squares group (663,552);
// the models are thistlethwaite_models.hpp's and 3x3x3-squares. Each phase is optimal for its
// own step, so a solution has at most 7 + 10 + 13 + 15 = 45 moves.
#pragma once

#include <array>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

using ThistlethwaitePhases = std::array<std::vector<FaceTurn>, 4>;

class ThistlethwaiteSolver {
  public:
    // Builds the four tables on `threads` CPU threads (0 = all cores).
    explicit ThistlethwaiteSolver(int threads = 0);
    ~ThistlethwaiteSolver();
    ThistlethwaiteSolver(const ThistlethwaiteSolver&) = delete;
    ThistlethwaiteSolver& operator=(const ThistlethwaiteSolver&) = delete;

    // The four phases' turns; applied in order they solve cube. Any solvable cube (twist,
    // flip and parity as a real cube has them) is accepted; any other throws
    // std::invalid_argument saying what is wrong. Thread-safe.
    ThistlethwaitePhases solve(const Cube3& cube) const;

  private:
    struct Tables;
    Tables* tables_;
};

} // namespace twobit
