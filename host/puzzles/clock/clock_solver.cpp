// The exact clock solver: see clock_solver.hpp.
#include "host/puzzles/clock/clock_solver.hpp"

#include <stdexcept>

namespace twobit::clock {

namespace {

Face negated(const Face& f) {
    Face out{};
    for (int i = 0; i < kFaceDials; ++i) out[i] = static_cast<uint8_t>((kHours - f[i]) % kHours);
    return out;
}

uint32_t power12(int p) {
    uint32_t r = 1;
    while (p-- > 0) r *= kHours;
    return r;
}

} // namespace

// The moves must turn the state into solved, i.e. add up to minus the state.
ClockSolver::Split ClockSolver::best_split(const Clock& clock) {
    const Face front_target = negated(clock.front);
    const Face back_target = negated(clock.back);
    front_.compute(front_target);
    back_.compute(back_target);

    // Front corner p ends at (front turns c_p) - (back turns of the gear behind it), so the
    // back moves must turn that gear by c_p - target_p; behind front pin p is back pin
    // mirror(p). back_index[p][c] is that gear's part of the back corner index.
    uint32_t back_index[kPins][kHours];
    for (int p = 0; p < kPins; ++p) {
        const int q = p ^ 1; // mirror_pins of one pin: UL <-> UR, DL <-> DR
        for (int c = 0; c < kHours; ++c)
            back_index[p][c] =
                static_cast<uint32_t>((c - front_target[kCornerDial[p]] + kHours) % kHours) *
                power12(q);
    }
    const uint8_t* front = front_.distances();
    const uint8_t* back = back_.distances();
    Split best{1000, 0, 0};
    uint32_t f = 0;
    for (int c3 = 0; c3 < kHours; ++c3)
        for (int c2 = 0; c2 < kHours; ++c2)
            for (int c1 = 0; c1 < kHours; ++c1) {
                const uint32_t partial = back_index[3][c3] + back_index[2][c2] + back_index[1][c1];
                for (int c0 = 0; c0 < kHours; ++c0, ++f) {
                    const uint32_t b = partial + back_index[0][c0];
                    const int length = front[f] + back[b];
                    if (length < best.length) best = {length, f, b};
                }
            }
    return best;
}

int ClockSolver::distance(const Clock& clock) {
    return best_split(clock).length;
}

std::vector<ClockMove> ClockSolver::solve(const Clock& clock) {
    const Split split = best_split(clock);
    const PinSetAmounts front = front_.amounts(split.front_corners);
    const PinSetAmounts back = back_.amounts(split.back_corners);
    std::vector<ClockMove> moves;
    for (int pins = 1; pins < 16; ++pins)
        if (front[pins] != 0)
            moves.push_back({Side::Front, static_cast<uint8_t>(pins), front[pins]});
    for (int pins = 1; pins < 16; ++pins) // back amounts are in back-local pin names
        if (back[pins] != 0)
            moves.push_back({Side::Back, mirror_pins(static_cast<uint8_t>(pins)), back[pins]});

    Clock check = clock;
    for (const ClockMove& m : moves) apply(check, m);
    if (!check.solved() || static_cast<int>(moves.size()) != split.length)
        throw std::logic_error("clock solver: the solution does not solve the state");
    return moves;
}

} // namespace twobit::clock
