// Slow clock oracles: see clock_reference.hpp.
#include "clock_reference.hpp"

#include <algorithm>

namespace twobit::clock::testing {

int reference_face_distance(const Face& v) {
    // A dial next to pins P reads f(all) - f(all \ P): f(all \ P) = centre - dial.
    static const uint8_t dial_pins[kFaceDials] = {1, 3, 2, 5, 15, 10, 4, 12, 8};
    int fixed[16];
    std::fill(std::begin(fixed), std::end(fixed), -1);
    fixed[0] = 0;
    fixed[15] = v[4];
    for (int i = 0; i < kFaceDials; ++i)
        if (i != 4) fixed[15 ^ dial_pins[i]] = (v[4] - v[i] + kHours) % kHours;
    int free_sets[6];
    int n = 0;
    for (int s = 1; s < 16; ++s)
        if (fixed[s] < 0) free_sets[n++] = s;
    int best = 100;
    int f[16];
    for (int code = 0; code < 2985984; ++code) { // 12^6
        int rest = code;
        std::copy(std::begin(fixed), std::end(fixed), f);
        for (int j = 0; j < 6; ++j, rest /= kHours) f[free_sets[j]] = rest % kHours;
        // Moebius inversion over subsets: a(S) = sum over T in S of (-1)^|S\T| f(T).
        for (int bit = 1; bit < 16; bit <<= 1)
            for (int s = 0; s < 16; ++s)
                if (s & bit) f[s] -= f[s ^ bit];
        int used = 0;
        for (int s = 1; s < 16; ++s) used += ((f[s] % kHours) + kHours) % kHours != 0;
        best = std::min(best, used);
    }
    return best;
}

ClockMove random_move(std::mt19937_64& rng) {
    return {rng() % 2 ? Side::Back : Side::Front, static_cast<uint8_t>(1 + rng() % 15),
            static_cast<uint8_t>(1 + rng() % 11)};
}

uint64_t ClockBall::key(const Clock& c) {
    uint64_t k = 0;
    for (uint8_t d : to_state_dials(c)) k = (k << 4) | d;
    return k;
}

ClockBall::ClockBall(int depth) {
    std::vector<Clock> frontier{Clock{}};
    distance_[key(Clock{})] = 0;
    counts_.push_back(1);
    for (int d = 1; d <= depth; ++d) {
        std::vector<Clock> next;
        for (const Clock& c : frontier)
            for (int side = 0; side < 2; ++side)
                for (uint8_t pins = 1; pins < 16; ++pins)
                    for (uint8_t amount = 1; amount < kHours; ++amount) {
                        Clock n = c;
                        apply(n, {static_cast<Side>(side), pins, amount});
                        if (distance_.emplace(key(n), static_cast<uint8_t>(d)).second)
                            next.push_back(n);
                    }
        counts_.push_back(next.size());
        frontier.swap(next);
    }
}

std::vector<std::pair<Clock, int>> ClockBall::states_within(int depth) const {
    std::vector<std::pair<Clock, int>> out;
    for (const auto& [key, d] : distance_) {
        if (d > depth) continue;
        StateDials dials{};
        uint64_t k = key;
        for (int i = kStateDials - 1; i >= 0; --i, k >>= 4) dials[i] = static_cast<uint8_t>(k & 15);
        out.emplace_back(from_state_dials(dials), d);
    }
    return out;
}

int ClockBall::distance(const Clock& c) const {
    const auto it = distance_.find(key(c));
    return it == distance_.end() ? -1 : it->second;
}

} // namespace twobit::clock::testing
