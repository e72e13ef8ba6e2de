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

namespace {

Clock clock_of(uint64_t key) {
    StateDials dials{};
    for (int i = kStateDials - 1; i >= 0; --i, key >>= 4) dials[i] = static_cast<uint8_t>(key & 15);
    return from_state_dials(dials);
}

bool holds(const std::vector<uint64_t>& sorted, uint64_t key) {
    return std::binary_search(sorted.begin(), sorted.end(), key);
}

} // namespace

// Level by level, as sorted vectors of keys: a move is undone by another, so a state next to
// depth d-1 is at depth d-2, d-1 or d, and depth d is the neighbours in neither of the two
// levels before (a hash map of every state took seconds per million).
ClockBall::ClockBall(int depth) : levels_{{key(Clock{})}} {
    for (int d = 1; d <= depth; ++d) {
        std::vector<uint64_t> next;
        next.reserve(levels_.back().size() * 330);
        for (uint64_t at : levels_.back()) {
            const Clock c = clock_of(at);
            for (int side = 0; side < 2; ++side)
                for (uint8_t pins = 1; pins < 16; ++pins)
                    for (uint8_t amount = 1; amount < kHours; ++amount) {
                        Clock n = c;
                        apply(n, {static_cast<Side>(side), pins, amount});
                        next.push_back(key(n));
                    }
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        const size_t last = levels_.size() - 1;
        next.erase(std::remove_if(next.begin(), next.end(),
                                  [&](uint64_t k) {
                                      return holds(levels_[last], k) ||
                                             (last > 0 && holds(levels_[last - 1], k));
                                  }),
                   next.end());
        levels_.push_back(std::move(next));
    }
}

std::vector<uint64_t> ClockBall::count_at() const {
    std::vector<uint64_t> counts;
    for (const auto& level : levels_) counts.push_back(level.size());
    return counts;
}

std::vector<std::pair<Clock, int>> ClockBall::states_within(int depth) const {
    std::vector<std::pair<Clock, int>> out;
    for (int d = 0; d <= depth && d < static_cast<int>(levels_.size()); ++d)
        for (uint64_t k : levels_[static_cast<size_t>(d)]) out.emplace_back(clock_of(k), d);
    return out;
}

int ClockBall::distance(const Clock& c) const {
    const uint64_t k = key(c);
    for (size_t d = 0; d < levels_.size(); ++d)
        if (holds(levels_[d], k)) return static_cast<int>(d);
    return -1;
}

} // namespace twobit::clock::testing
