// Howell form over Z_m by row operations with determinant +-1 (so the span stays the same):
// per column, the rows with an entry there are combined by the extended gcd into one pivot
// row, scaled by a unit so its pivot divides m; (m / pivot) times that row, zero in the
// pivot's column, goes back among the rows still to place. That last step is what makes
// the form Howell's: every element of the subgroup that is zero before column c is a
// combination of the rows whose pivots are at c or after, so reduce()'s representative is
// the same for all of a coset (tests/unit/test_twist_lattice.cpp checks it by enumeration).
#include "host/puzzles/defs/twist_lattice.hpp"

#include <algorithm>
#include <numeric>

namespace twobit {

namespace {

// s * a + t * b = gcd(a, b), for a, b > 0.
void extended_gcd(int a, int b, int& g, int& s, int& t) {
    int old_r = a, r = b, old_s = 1, s1 = 0, old_t = 0, t1 = 1;
    while (r != 0) {
        const int q = old_r / r;
        int next = old_r - q * r;
        old_r = r, r = next;
        next = old_s - q * s1;
        old_s = s1, s1 = next;
        next = old_t - q * t1;
        old_t = t1, t1 = next;
    }
    g = old_r, s = old_s, t = old_t;
}

int mod(long long v, int m) {
    return static_cast<int>(((v % m) + m) % m);
}

bool is_zero(const std::vector<int>& row) {
    for (int v : row)
        if (v != 0) return false;
    return true;
}

} // namespace

TwistLattice::TwistLattice(int modulus, int size,
                           const std::vector<std::vector<uint8_t>>& generators)
    : modulus_(modulus), size_(size) {
    const int m = modulus;
    std::vector<std::vector<int>> work;
    for (const auto& g : generators) {
        std::vector<int> row(g.begin(), g.end());
        for (int& v : row) v %= m;
        if (!is_zero(row)) work.push_back(std::move(row));
    }
    for (int c = 0; c < size && !work.empty(); ++c) {
        int pivot = -1;
        for (size_t r = 0; r < work.size(); ++r) {
            if (work[r][c] == 0) continue;
            if (pivot < 0) {
                pivot = static_cast<int>(r);
                continue;
            }
            std::vector<int>& p = work[static_cast<size_t>(pivot)];
            std::vector<int>& o = work[r];
            int g = 0, s = 0, t = 0;
            const int a = p[c], b = o[c];
            extended_gcd(a, b, g, s, t);
            for (int i = c; i < size; ++i) {
                const int pi = p[i], oi = o[i];
                p[i] = mod(static_cast<long long>(s) * pi + static_cast<long long>(t) * oi, m);
                o[i] =
                    mod(static_cast<long long>(b / g) * pi - static_cast<long long>(a / g) * oi, m);
            }
        }
        if (pivot < 0) continue;
        std::vector<int> row = std::move(work[static_cast<size_t>(pivot)]);
        work.erase(work.begin() + pivot);
        // A unit u with u * row[c] = gcd(row[c], m): the pivot then divides m.
        const int g = std::gcd(row[c], m);
        int unit = 1;
        while (!(mod(static_cast<long long>(unit) * row[c], m) == g && std::gcd(unit, m) == 1))
            ++unit;
        for (int& v : row) v = mod(static_cast<long long>(unit) * v, m);
        std::vector<int> annihilated(row.size());
        for (size_t i = 0; i < row.size(); ++i) annihilated[i] = mod((m / g) * row[i], m);
        if (!is_zero(annihilated)) work.push_back(std::move(annihilated));
        work.erase(std::remove_if(work.begin(), work.end(), is_zero), work.end());
        rows_.emplace_back(row.begin(), row.end());
        pivot_.push_back(c);
    }
}

uint64_t TwistLattice::order() const {
    uint64_t n = 1;
    for (size_t j = 0; j < rows_.size(); ++j)
        n *= static_cast<uint64_t>(modulus_ / rows_[j][pivot_[j]]);
    return n;
}

uint64_t TwistLattice::reduce(uint8_t* x) const {
    uint64_t value = 0;
    for (size_t j = 0; j < rows_.size(); ++j) {
        const int d = rows_[j][pivot_[j]];
        const int q = x[pivot_[j]] / d;
        for (int i = pivot_[j]; i < size_; ++i)
            x[i] = static_cast<uint8_t>(mod(x[i] - q * rows_[j][i], modulus_));
        value = value * static_cast<uint64_t>(modulus_ / d) + static_cast<uint64_t>(q);
    }
    return value;
}

void TwistLattice::expand(uint64_t value, uint8_t* x) const {
    for (size_t j = rows_.size(); j-- > 0;) {
        const uint64_t radix = static_cast<uint64_t>(modulus_ / rows_[j][pivot_[j]]);
        const int q = static_cast<int>(value % radix);
        value /= radix;
        for (int i = pivot_[j]; i < size_; ++i)
            x[i] = static_cast<uint8_t>(mod(x[i] + q * rows_[j][i], modulus_));
    }
}

} // namespace twobit
