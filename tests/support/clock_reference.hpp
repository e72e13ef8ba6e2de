// Slow, simple oracles for the Rubik's Clock solver, independent of its algebra:
//  - reference_face_distance: one face's D(v) straight from the definition: the amounts a_S
//    of the 15 pin sets are the Moebius inversion of their subset sums f, f is fixed by the
//    dials on 9 subsets and free on the 6 others (the single pins and the diagonals), so
//    D(v) = min over the 12^6 free values of the number of non-zero a_S (about 0.2 s).
//  - ClockBall: breadth-first search over whole clock states (330 moves) to a small depth.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "host/puzzles/clock/clock_puzzle.hpp"

namespace twobit::clock::testing {

int reference_face_distance(const Face& v);

// A random move: a side, one of the 15 pin sets, 1..11 hours.
ClockMove random_move(std::mt19937_64& rng);

// Every state within `depth` moves of solved, with its distance.
class ClockBall {
  public:
    explicit ClockBall(int depth);
    // -1 when farther than depth.
    int distance(const Clock& c) const;
    std::vector<uint64_t> count_at() const; // states at each distance
    // Every state found at distance <= depth, with its distance.
    std::vector<std::pair<Clock, int>> states_within(int depth) const;
    static uint64_t key(const Clock& c);

  private:
    std::vector<std::vector<uint64_t>> levels_; // the keys at each distance, sorted
};

} // namespace twobit::clock::testing
