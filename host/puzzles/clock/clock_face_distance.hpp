// D(v): the fewest front-style moves (15 pin sets, any amount 1..11 each) whose sum is the
// face v in Z12^9, computed for one cross (the 4 edges and the centre) and all 12^4 values
// of the 4 corners at once, without tables of distances. The clock solver combines a front
// and a back FaceDistances (clock_solver.hpp); this file knows one face only.
//
// The method. Write a_S for the amount of pin set S and f(T) = sum of a_S over S inside T.
// A dial next to pins P reads f(all) - f(pins not in P), so the centre fixes f(all), each
// edge the f of the opposite adjacent pair, each corner the f of the triple without its
// pin; f on the 4 single pins and the 2 diagonals is free, and Moebius inversion gives the
// a_S. Parametrised by the lower coefficients (singles and pairs), each corner value k_p
// leaves one triple coefficient a_{T_p} = m_p - k_p (m_p fixed by the lower part) and
// a_all = z + sum(k). So
//     D(k) = min over (m, s) of best[m][s] + hamming(k, m) + [s != s*(k)],
// where best[m][s] is the fewest non-zero lower coefficients with those m and s = the sum
// of the two diagonal amounts. best[m][.] is a small convolution (the 6 single and diagonal
// amounts in two groups of 3 that only meet through s) plus 4 pair terms, read from a
// 331 KB convolution table built once per process; the minimum over m is a Hamming
// distance transform, one 12-wide dimension at a time, over 16-byte lanes (one per s).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "host/puzzles/clock/clock_puzzle.hpp"

namespace twobit::clock {

constexpr uint32_t kCornerValues = 20736; // 12^4

// k_UL + 12 k_UR + 144 k_DL + 1728 k_DR (face-local pins).
constexpr uint32_t corner_index(const std::array<uint8_t, kPins>& k) {
    return k[0] + 12u * k[1] + 144u * k[2] + 1728u * k[3];
}
std::array<uint8_t, kPins> corners_of(uint32_t index);

// The amount (0..11) of each pin set, indexed by the set's bits 1..15 ([0] unused).
using PinSetAmounts = std::array<uint8_t, 16>;

// The face produced by the amounts: dial i = sum of a_S over the S that turn it.
Face face_of(const PinSetAmounts& amounts);

// Scratch for one face: about 700 KB; one per thread.
class FaceDistances {
  public:
    FaceDistances();

    // D for the cross of `face` (its corner dials are ignored) and every corner value.
    void compute(const Face& face);

    // After compute(): D of the face with the cross given and these corners.
    uint8_t distance(uint32_t corners) const { return distance_[corners]; }
    const uint8_t* distances() const { return distance_.data(); }

    // After compute(): amounts with distance(corners) non-zero entries that produce the face
    // with the cross given and these corners (checked; throws std::logic_error if not).
    PinSetAmounts amounts(uint32_t corners) const;

  private:
    typedef uint8_t Lanes __attribute__((vector_size(16))); // lane s = diagonal sum s

    struct Cross {
        int centre = 0;
        int q01 = 0, q02 = 0, q13 = 0, q23 = 0; // f of the adjacent pairs
        int k0 = 0, k1 = 0, k2 = 0, k3 = 0;     // offsets of m_p
        int z0 = 0;                             // a_all = z0 + s + sum(k)
    };

    Cross cross_;
    Face face_{};
    std::vector<Lanes> best_;    // best[m][s]
    std::vector<Lanes> nearest_; // min over m' of best[m'][s] + hamming(m, m')
    std::vector<uint8_t> distance_;
};

} // namespace twobit::clock
