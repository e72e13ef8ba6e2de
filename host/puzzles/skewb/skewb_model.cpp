// The Skewb's coordinates and move tables; see skewb_model.hpp.
//
// Why a tetrad's permutation travels with the other tetrad's twist: U, L and R each twist
// their pivot (UBL, DFL, DBR: UFR's tetrad) in place and 3-cycle three corners of DBL's
// tetrad; B twists DBL in place and 3-cycles UFR's tetrad. A 3-cycle leaves a tetrad's total
// twist mod 3 alone (three applications bring every corner home untwisted), so UFR's tetrad's
// total counts the U/L/R turns mod 3, and so does the permutation of DBL's tetrad (its 12 even
// permutations fall into three classes of four, one step apart per U/L/R turn). Likewise
// DBL's tetrad's total and the 3-cycle position of UFR's tetrad both count B turns. Pairing
// each permutation with the other tetrad's twist makes the last twist of that tetrad
// derivable, which brings 12 * 3^3 * 3 * 3^4 * 360 = 28,343,520 down to exactly 3,149,280.
// Each pair moves on its own: twists belong to positions, and a tetrad's corners stay in it.
#include "host/puzzles/skewb/skewb_model.hpp"

#include <stdexcept>
#include <vector>

#include "host/engine/even_permutation.hpp"
#include "host/puzzles/axis/axis_puzzle.hpp"

namespace twobit::skewb {

namespace {

constexpr Corner kUfrTetrad[] = {UBL, DFL, DBR}; // UFR itself never moves
constexpr Corner kDblTetrad[] = {UFL, UBR, DFR, DBL};

constexpr uint32_t factorial(size_t n) {
    return n <= 1 ? 1 : static_cast<uint32_t>(n) * factorial(n - 1);
}
constexpr uint32_t power_of_3(size_t n) {
    return n == 0 ? 1 : 3 * power_of_3(n - 1);
}

// Even-permutation rank of which tetrad corner sits in each of the tetrad's positions.
template <size_t N>
uint32_t arrangement_rank(const State& s, const Corner (&tetrad)[N]) {
    uint8_t arrangement[N] = {};
    for (size_t i = 0; i < N; ++i)
        for (size_t j = 0; j < N; ++j)
            if (s.corners.piece[tetrad[i]] == tetrad[j]) arrangement[i] = static_cast<uint8_t>(j);
    return rank_even_permutation(arrangement, static_cast<int>(N));
}

template <size_t N>
void set_arrangement(State& s, const Corner (&tetrad)[N], uint32_t rank) {
    uint8_t arrangement[N];
    unrank_even_permutation(rank, static_cast<int>(N), arrangement);
    for (size_t i = 0; i < N; ++i) s.corners.piece[tetrad[i]] = tetrad[arrangement[i]];
}

template <size_t N>
uint8_t twist_total(const State& s, const Corner (&tetrad)[N]) {
    unsigned total = 0;
    for (Corner c : tetrad) total += s.corners.ori[c];
    return static_cast<uint8_t>(total % 3);
}

// phase[r] = the twist total of twist_tetrad in every reachable state whose perm_tetrad
// arrangement has rank r. Found by turning from solved and carrying the actual total along;
// a turn changes the total by the same amount in every state, so meeting an arrangement
// again with another total, or never meeting one, would mean the pairing is wrong.
template <size_t P, size_t T>
std::vector<uint8_t> twist_phases(const Corner (&perm_tetrad)[P], const Corner (&twist_tetrad)[T]) {
    constexpr uint8_t kUnset = 0xFF;
    std::vector<uint8_t> phase(factorial(P) / 2, kUnset);
    std::vector<State> queue{State{}};
    phase[0] = 0;
    for (size_t head = 0; head < queue.size(); ++head)
        for (int axis = 0; axis < kNumAxes; ++axis)
            for (bool clockwise : {true, false}) {
                const State next = puzzle().turn(queue[head], axis, clockwise);
                const uint32_t r = arrangement_rank(next, perm_tetrad);
                const uint8_t total = twist_total(next, twist_tetrad);
                if (phase[r] == kUnset) {
                    phase[r] = total;
                    queue.push_back(next);
                } else if (phase[r] != total) {
                    throw std::logic_error("skewb: a tetrad's twist total is not tied to the "
                                           "other tetrad's arrangement");
                }
            }
    for (uint8_t p : phase)
        if (p == kUnset)
            throw std::logic_error("skewb: an even tetrad arrangement is never reached");
    return phase;
}

const std::vector<uint8_t>& ufr_twist_for_dbl_arrangement() {
    static const std::vector<uint8_t> phase = twist_phases(kDblTetrad, kUfrTetrad);
    return phase;
}

const std::vector<uint8_t>& dbl_twist_for_ufr_arrangement() {
    static const std::vector<uint8_t> phase = twist_phases(kUfrTetrad, kDblTetrad);
    return phase;
}

// arrangement rank of perm_tetrad, then the twists of twist_tetrad but its last, base 3.
template <size_t P, size_t T>
uint32_t pair_coord(const State& s, const Corner (&perm_tetrad)[P],
                    const Corner (&twist_tetrad)[T]) {
    uint32_t twist = 0;
    for (size_t i = 0; i + 1 < T; ++i) twist = twist * 3 + s.corners.ori[twist_tetrad[i]];
    return arrangement_rank(s, perm_tetrad) * power_of_3(T - 1) + twist;
}

template <size_t P, size_t T>
void set_pair_coord(State& s, uint32_t value, const Corner (&perm_tetrad)[P],
                    const Corner (&twist_tetrad)[T], const std::vector<uint8_t>& phase) {
    const uint32_t rank = value / power_of_3(T - 1);
    set_arrangement(s, perm_tetrad, rank);
    uint32_t twist = value % power_of_3(T - 1), total = 0;
    for (size_t i = T - 1; i-- > 0;) {
        s.corners.ori[twist_tetrad[i]] = static_cast<uint8_t>(twist % 3);
        total += twist % 3;
        twist /= 3;
    }
    s.corners.ori[twist_tetrad[T - 1]] = static_cast<uint8_t>((phase[rank] + 3 * T - total) % 3);
}

} // namespace

uint32_t centre_coord(const State& s) {
    return rank_even_permutation(s.centres.piece.data(), kNumCentres);
}

uint32_t dbl_perm_ufr_twist_coord(const State& s) {
    return pair_coord(s, kDblTetrad, kUfrTetrad);
}

uint32_t ufr_perm_dbl_twist_coord(const State& s) {
    return pair_coord(s, kUfrTetrad, kDblTetrad);
}

uint64_t index_of(const State& s) {
    return mixed_radix_index<3>(
        {centre_coord(s), dbl_perm_ufr_twist_coord(s), ufr_perm_dbl_twist_coord(s)},
        {kCentreSize, kDblPermUfrTwistSize, kUfrPermDblTwistSize});
}

State from_coords(uint32_t centres, uint32_t dbl_perm_ufr_twist, uint32_t ufr_perm_dbl_twist) {
    State s;
    unrank_even_permutation(centres, kNumCentres, s.centres.piece.data());
    set_pair_coord(s, dbl_perm_ufr_twist, kDblTetrad, kUfrTetrad, ufr_twist_for_dbl_arrangement());
    set_pair_coord(s, ufr_perm_dbl_twist, kUfrTetrad, kDblTetrad, dbl_twist_for_ufr_arrangement());
    return s;
}

State from_index(uint64_t index) {
    const auto d =
        mixed_radix_digits<3>(index, {kCentreSize, kDblPermUfrTwistSize, kUfrPermDblTwistSize});
    return from_coords(d[0], d[1], d[2]);
}

PuzzleModel make_model(const std::string& metric, const std::string& gens) {
    return make_axis_model(
        "skewb", metric, gens, puzzle(),
        {{"centre permutation", kCentreSize, [](uint32_t v) { return from_coords(v, 0, 0); },
          centre_coord},
         {"DBL-tetrad permutation, UFR-tetrad twist", kDblPermUfrTwistSize,
          [](uint32_t v) { return from_coords(0, v, 0); }, dbl_perm_ufr_twist_coord},
         {"UFR-tetrad permutation, DBL-tetrad twist", kUfrPermDblTwistSize,
          [](uint32_t v) { return from_coords(0, 0, v); }, ufr_perm_dbl_twist_coord}});
}

} // namespace twobit::skewb
