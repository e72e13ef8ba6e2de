// The exact Rubik's Clock solver: distance and one optimal solution of any state in
// Rokicki's metric (clock_puzzle.hpp), with no search and no distance tables.
//
// The group is abelian and each move turns one face only; the faces share just the 4
// corner gears. So a solution is a front part and a back part whose corner turns add up:
// dist(x) = min over the 12^4 front corner turns c of D(front with corners c) + D(back with
// the rest), where D is one face's distance (clock_face_distance.hpp), computed for both
// faces' crosses over all corner values, then combined in one pass. A solution is traced
// back from the minimum and checked by applying it.
//
// One ClockSolver per thread (about 1.4 MB of scratch); not thread-safe itself.
#pragma once

#include <vector>

#include "host/puzzles/clock/clock_face_distance.hpp"
#include "host/puzzles/clock/clock_puzzle.hpp"

namespace twobit::clock {

class ClockSolver {
  public:
    int distance(const Clock& clock);
    // Moves that take `clock` to solved, as few as possible; front moves first, then back
    // moves, each by pin set 1..15.
    std::vector<ClockMove> solve(const Clock& clock);

  private:
    struct Split {
        int length = 0;
        uint32_t front_corners = 0; // corner turns of the front moves (front-local)
        uint32_t back_corners = 0;  // and of the back moves (back-local)
    };
    Split best_split(const Clock& clock);

    FaceDistances front_;
    FaceDistances back_;
};

} // namespace twobit::clock
