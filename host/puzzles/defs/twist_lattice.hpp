// A subgroup of Z_m^k (the twists a group of moves can give an orbit's pieces while leaving
// them in place), held in Howell form so that every vector has a canonical representative
// of its coset and coordinates within it: reduce() takes x to (representative, q) and
// expand() goes back. The coordinates q_j count in [0, m / d_j), d_j the j-th pivot, so the
// subgroup has prod(m / d_j) elements and a coset is ranked densely. definition_space.cpp
// uses it to index an orbit whose twists depend on where its pieces are (the FTO's corners:
// 16 twists per arrangement, where a sum rule alone leaves 256).
#pragma once

#include <cstdint>
#include <vector>

namespace twobit {

class TwistLattice {
  public:
    TwistLattice() = default;
    // The subgroup of Z_modulus^size spanned by `generators` (each `size` entries < modulus).
    TwistLattice(int modulus, int size, const std::vector<std::vector<uint8_t>>& generators);

    // Elements of the subgroup (1 for the trivial one).
    uint64_t order() const;
    // x (size entries) becomes its coset's representative; returns the rank, in
    // [0, order()), of the subgroup's element that x was away from it.
    uint64_t reduce(uint8_t* x) const;
    // x (a representative) plus the element of rank `value`: reduce's inverse.
    void expand(uint64_t value, uint8_t* x) const;

  private:
    int modulus_ = 1;
    int size_ = 0;
    std::vector<std::vector<uint8_t>> rows_; // pivots increasing; pivot entries divide modulus_
    std::vector<int> pivot_;                 // the column of each row's pivot
};

} // namespace twobit
