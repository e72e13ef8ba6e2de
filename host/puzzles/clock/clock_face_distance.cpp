// One face's distances for all corner values of a cross: see clock_face_distance.hpp.
#include "host/puzzles/clock/clock_face_distance.hpp"

#include <stdexcept>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace twobit::clock {

namespace {

typedef uint8_t Lanes __attribute__((vector_size(16)));

constexpr uint8_t kPadLane = 100; // lanes 12..15: never the minimum

constexpr int mod12(int x) {
    return ((x % kHours) + kHours) % kHours;
}

Lanes vmin(Lanes a, Lanes b) {
    return a < b ? a : b;
}

uint8_t horizontal_min(Lanes v) {
#if defined(__SSE2__)
    __m128i x = reinterpret_cast<__m128i>(v);
    x = _mm_min_epu8(x, _mm_srli_si128(x, 8));
    x = _mm_min_epu8(x, _mm_srli_si128(x, 4));
    x = _mm_min_epu8(x, _mm_srli_si128(x, 2));
    x = _mm_min_epu8(x, _mm_srli_si128(x, 1));
    return static_cast<uint8_t>(_mm_cvtsi128_si32(x));
#else
    uint8_t low = v[0];
    for (int s = 1; s < 16; ++s) low = v[s] < low ? v[s] : low;
    return low;
#endif
}

// x mod 12 for x in -36..35, without a division (the hot loops index with it).
struct WrapTable {
    uint8_t value[72];
    constexpr WrapTable() : value() {
        for (int x = -36; x < 36; ++x) value[x + 36] = static_cast<uint8_t>(mod12(x));
    }
};
constexpr WrapTable kWrap;
inline int wrap(int x) {
    return kWrap.value[x + 36];
}

// Fixed lane vectors: one-hot[x] (1 at lane x), all-but[x] (1 except at lane x), fours.
struct LaneConstants {
    Lanes one_hot[kHours];
    Lanes all_but[kHours];
    Lanes four;
    Lanes ceiling; // above every real value, kPadLane in the padding lanes
    LaneConstants() {
        for (int x = 0; x < kHours; ++x)
            for (int s = 0; s < 16; ++s) {
                one_hot[x][s] = s == x ? 1 : 0;
                all_but[x][s] = s == x ? 0 : 1;
            }
        for (int s = 0; s < 16; ++s) {
            four[s] = s < kHours ? 4 : 0;
            ceiling[s] = s < kHours ? 64 : kPadLane;
        }
    }
};

const LaneConstants& lanes() {
    static const LaneConstants constants;
    return constants;
}

// Non-zero amounts among the three of a group: a single pin x, the other single pin y of
// the same diagonal (a_x = bx + d, a_y = by + d) and the diagonal itself (d).
constexpr int group_cost(int bx, int by, int d) {
    return (mod12(bx + d) != 0) + (mod12(by + d) != 0) + (d != 0);
}

// conv[((b0 * 12 + b3) * 12 + g1) * 12 + g2][s] = min over d of group_cost(b0, b3, d) +
// group_cost(g1, g2, s - d): the fewest non-zero single and diagonal amounts once the
// diagonal amounts sum to s. Independent of the cross and of the state; built once.
const std::vector<Lanes>& convolution_table() {
    static const std::vector<Lanes> table = [] {
        std::vector<Lanes> t(kCornerValues);
        for (int b = 0; b < kHours * kHours; ++b) {
            int cost_b[kHours];
            for (int d = 0; d < kHours; ++d) cost_b[d] = group_cost(b / kHours, b % kHours, d);
            for (int g = 0; g < kHours * kHours; ++g) {
                int cost_g[kHours];
                for (int e = 0; e < kHours; ++e) cost_g[e] = group_cost(g / kHours, g % kHours, e);
                Lanes& out = t[static_cast<size_t>(b * kHours * kHours + g)];
                for (int s = 0; s < 16; ++s) out[s] = kPadLane;
                for (int s = 0; s < kHours; ++s) {
                    int best = 6;
                    for (int d = 0; d < kHours; ++d) {
                        const int c = cost_b[d] + cost_g[mod12(s - d)];
                        best = c < best ? c : best;
                    }
                    out[s] = static_cast<uint8_t>(best);
                }
            }
        }
        return t;
    }();
    return table;
}

} // namespace

std::array<uint8_t, kPins> corners_of(uint32_t index) {
    std::array<uint8_t, kPins> k{};
    for (int p = 0; p < kPins; ++p, index /= kHours) k[p] = static_cast<uint8_t>(index % kHours);
    return k;
}

Face face_of(const PinSetAmounts& amounts) {
    Face face{};
    for (int set = 1; set < 16; ++set) {
        const uint16_t mask = face_turn_mask(static_cast<uint8_t>(set));
        for (int i = 0; i < kFaceDials; ++i)
            if (mask & (1u << i)) face[i] = static_cast<uint8_t>((face[i] + amounts[set]) % kHours);
    }
    return face;
}

FaceDistances::FaceDistances()
    : best_(kCornerValues), nearest_(kCornerValues), distance_(kCornerValues) {
    convolution_table(); // built here rather than inside a timed solve
    lanes();
}

void FaceDistances::compute(const Face& face) {
    face_ = face;
    Cross& x = cross_;
    x.centre = face[4];
    x.q01 = mod12(x.centre - face[7]); // f(UL, UR) = centre - the bottom edge
    x.q23 = mod12(x.centre - face[1]); // f(DL, DR) = centre - the top edge
    x.q02 = mod12(x.centre - face[5]); // f(UL, DL) = centre - the right edge
    x.q13 = mod12(x.centre - face[3]); // f(UR, DR) = centre - the left edge
    x.k3 = mod12(x.centre - x.q01 - x.q02);
    x.k0 = mod12(x.centre - x.q13 - x.q23);
    x.k1 = mod12(x.centre - x.q02 - x.q23);
    x.k2 = mod12(x.centre - x.q01 - x.q13);
    x.z0 = mod12(-3 * x.centre + x.q01 + x.q02 + x.q13 + x.q23);

    // best[m][.] = the convolution of the two groups plus the four adjacent-pair amounts,
    // each zero at exactly one diagonal sum s; m = m_UL + 12 m_UR + 144 m_DL + 1728 m_DR,
    // walked in index order with the group parameters updated per digit. Each run of 12
    // values of m_UL is also the first dimension of the Hamming transform.
    const std::vector<Lanes>& conv = convolution_table();
    const LaneConstants& c = lanes();
    const Lanes one = c.four >> 2;
    Lanes* __restrict best = best_.data();
    Lanes* __restrict nearest = nearest_.data();
    uint32_t m = 0;
    for (int m3 = 0; m3 < kHours; ++m3) {
        const int b0 = wrap(m3 - x.k3);
        for (int m2 = 0; m2 < kHours; ++m2) {
            const int g1 = wrap(m2 - x.k2);
            const Lanes pair01 = c.four - c.one_hot[wrap(x.q01 - b0 - g1)];
            for (int m1 = 0; m1 < kHours; ++m1, m += kHours) {
                const int g2 = wrap(m1 - x.k1);
                const Lanes pairs = pair01 - c.one_hot[wrap(x.q02 - b0 - g2)];
                const Lanes* row = &conv[static_cast<size_t>((b0 * 12 * 12 + g1) * 12 + g2)];
                Lanes low = c.ceiling;
                for (int m0 = 0; m0 < kHours; ++m0) {
                    const int b3 = wrap(m0 - x.k0);
                    const Lanes v = row[b3 * 12 * 12] + pairs - c.one_hot[wrap(x.q13 - g1 - b3)] -
                                    c.one_hot[wrap(x.q23 - g2 - b3)];
                    best[m + m0] = v;
                    low = vmin(low, v);
                }
                low += one;
                for (int m0 = 0; m0 < kHours; ++m0) nearest[m + m0] = vmin(best[m + m0], low);
            }
        }
    }

    // The Hamming distance transform over the middle digits of m: new = min(old, line
    // minimum + 1) along each.
    for (uint32_t stride = kHours; stride < kCornerValues / kHours; stride *= kHours) {
        for (uint32_t outer = 0; outer < kCornerValues; outer += stride * kHours) {
            for (uint32_t inner = 0; inner < stride; ++inner) {
                Lanes* line = nearest + outer + inner;
                Lanes low = line[0];
                for (uint32_t j = 1; j < kHours; ++j) low = vmin(low, line[j * stride]);
                low += one;
                for (uint32_t j = 0; j < kHours; ++j)
                    line[j * stride] = vmin(line[j * stride], low);
            }
        }
    }

    // The last digit's transform, then D(k) = min over s of nearest[k][s] + [s != s*],
    // where a_all = 0 needs s* = -z0 - sum k.
    constexpr uint32_t kLast = kCornerValues / kHours;
    uint8_t* __restrict distance = distance_.data();
    for (uint32_t k = 0; k < kLast; ++k) {
        const Lanes* line = nearest + k;
        Lanes low = line[0];
        for (uint32_t j = 1; j < kHours; ++j) low = vmin(low, line[j * kLast]);
        low += one;
        const int sum = wrap(static_cast<int>(k % 12 + k / 12 % 12 + k / 144) - 36);
        for (uint32_t j = 0; j < kHours; ++j) {
            const Lanes v = vmin(line[j * kLast], low);
            distance[k + j * kLast] =
                horizontal_min(v + c.all_but[wrap(-x.z0 - sum - static_cast<int>(j))]);
        }
    }
}

PinSetAmounts FaceDistances::amounts(uint32_t corners) const {
    const auto k = corners_of(corners);
    const int target = distance_[corners];
    const int sum_k = k[0] + k[1] + k[2] + k[3];
    const Lanes& not_star = lanes().all_but[mod12(-cross_.z0 - sum_k)];
    // A lower part (m, s) that reaches the minimum.
    for (uint32_t m = 0; m < kCornerValues; ++m) {
        const auto d = corners_of(m);
        const int hamming = (d[0] != k[0]) + (d[1] != k[1]) + (d[2] != k[2]) + (d[3] != k[3]);
        if (hamming > target) continue;
        const Lanes cost = best_[m] + not_star;
        for (int s = 0; s < kHours; ++s) {
            if (cost[s] + hamming != target) continue;
            const int b0 = mod12(d[3] - cross_.k3), b3 = mod12(d[0] - cross_.k0);
            const int g2 = mod12(d[1] - cross_.k1), g1 = mod12(d[2] - cross_.k2);
            int d12 = 0; // the split of s between the diagonals that reaches the convolution
            for (int t = 1; t < kHours; ++t)
                if (group_cost(b0, b3, t) + group_cost(g1, g2, s - t) <
                    group_cost(b0, b3, d12) + group_cost(g1, g2, s - d12))
                    d12 = t;
            const int d03 = mod12(s - d12);
            PinSetAmounts a{};
            auto set = [&](int pins, int value) { a[pins] = static_cast<uint8_t>(mod12(value)); };
            set(kUL, b0 + d12);
            set(kDR, b3 + d12);
            set(kDL, g2 + d03);
            set(kUR, g1 + d03);
            set(kUL | kDR, d03);
            set(kUR | kDL, d12);
            set(kUL | kUR, cross_.q01 - a[kUL] - a[kUR]);
            set(kUL | kDL, cross_.q02 - a[kUL] - a[kDL]);
            set(kUR | kDR, cross_.q13 - a[kUR] - a[kDR]);
            set(kDL | kDR, cross_.q23 - a[kDL] - a[kDR]);
            for (int p = 0; p < kPins; ++p) set(kAllPins ^ (1 << p), d[p] - k[p]);
            set(kAllPins, cross_.z0 + s + sum_k);

            // The algebra above is checked on every answer, not trusted.
            Face want = face_;
            for (int p = 0; p < kPins; ++p) want[kCornerDial[p]] = k[p];
            int used = 0;
            for (int pins = 1; pins < 16; ++pins) used += a[pins] != 0;
            if (face_of(a) != want || used != target)
                throw std::logic_error("clock face solver: inconsistent amounts");
            return a;
        }
    }
    throw std::logic_error("clock face solver: no lower part reaches the distance");
}

} // namespace twobit::clock
