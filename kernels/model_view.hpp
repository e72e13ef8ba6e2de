// ModelView: what the search needs to know of a puzzle, as plain data that can be copied to
// a GPU. A state index is a mixed-radix number over up to kMaxCoords coordinates, the first
// one most significant (index = (c0 * size1 + c1) * size2 + c2 ...), and each coordinate
// has a move table. It is not the puzzle model itself (host/puzzle_model.hpp owns the tables).
#pragma once

#include "host_device.hpp"

namespace twobit {

constexpr int kMaxCoords = 4;

struct ModelView {
    uint64_t num_states;
    int num_coords;
    int num_moves;
    uint32_t coord_size[kMaxCoords];
    // move_table[c][value * num_moves + move] = the value of coordinate c after move.
    const uint32_t* move_table[kMaxCoords];
};

// The coordinate values of one state, in ModelView's order.
struct CoordDigits {
    uint32_t value[kMaxCoords];
};

TWOBIT_HD inline CoordDigits split_index(const ModelView& m, uint64_t index) {
    CoordDigits d{};
    for (int c = m.num_coords - 1; c >= 0; --c) {
        d.value[c] = static_cast<uint32_t>(index % m.coord_size[c]);
        index /= m.coord_size[c];
    }
    return d;
}

// Moves d to the digits of the next index (index + 1), without a division.
TWOBIT_HD TWOBIT_INLINE void step_digits(const ModelView& m, CoordDigits& d) {
    for (int c = m.num_coords - 1; c >= 0; --c) {
        if (++d.value[c] < m.coord_size[c]) return;
        d.value[c] = 0;
    }
}

// Index of the state reached from the state with digits d by the given move.
TWOBIT_HD TWOBIT_INLINE uint64_t neighbour_index(const ModelView& m, const CoordDigits& d,
                                                 int move) {
    uint64_t index = 0;
    for (int c = 0; c < m.num_coords; ++c) {
        const uint64_t slot = uint64_t{d.value[c]} * static_cast<uint64_t>(m.num_moves) + move;
        index = index * m.coord_size[c] + m.move_table[c][slot];
    }
    return index;
}

} // namespace twobit
