// The tipless Pyraminx's coordinates and move tables; see pyraminx_model.hpp. Every turn
// 3-cycles three edges and twists one centre in place. A 3-cycle is even, and it leaves the
// number of flipped edges even (three applications bring each edge home unflipped, so the
// three flips it adds sum to 0 mod 2), which is why the last flip follows from the others.
// Flips and twists belong to positions, not pieces, so each coordinate moves on its own.
#include "host/puzzles/pyraminx/pyraminx_model.hpp"

#include <vector>

#include "host/engine/even_permutation.hpp"
#include "host/puzzles/axis/axis_puzzle.hpp"

namespace twobit::pyraminx {

uint32_t edge_perm_coord(const State& s) {
    return rank_even_permutation(s.edges.piece.data(), kNumEdges);
}

uint32_t edge_flip_coord(const State& s) {
    return rank_orientation(s.edges.ori.data(), kNumEdges, 2);
}

uint32_t centre_twist_coord(const State& s) {
    uint32_t twist = 0;
    for (uint8_t t : s.centres.ori) twist = twist * 3 + t;
    return twist;
}

uint64_t index_of(const State& s) {
    return (uint64_t{edge_perm_coord(s)} * kEdgeFlipSize + edge_flip_coord(s)) * kCentreTwistSize +
           centre_twist_coord(s);
}

State from_coords(uint32_t edge_perm, uint32_t edge_flip, uint32_t centre_twist) {
    State s;
    unrank_even_permutation(edge_perm, kNumEdges, s.edges.piece.data());
    unrank_orientation(edge_flip, kNumEdges, 2, s.edges.ori.data());
    for (int c = kNumCentres - 1; c >= 0; --c) {
        s.centres.ori[static_cast<size_t>(c)] = static_cast<uint8_t>(centre_twist % 3);
        centre_twist /= 3;
    }
    return s;
}

State from_index(uint64_t index) {
    const auto twist = static_cast<uint32_t>(index % kCentreTwistSize);
    index /= kCentreTwistSize;
    const auto flip = static_cast<uint32_t>(index % kEdgeFlipSize);
    return from_coords(static_cast<uint32_t>(index / kEdgeFlipSize), flip, twist);
}

PuzzleModel make_model(const std::string& metric, const std::string& gens) {
    return make_axis_model("pyraminx-notips", metric, gens, puzzle(),
                           {{"edge permutation", kEdgePermSize,
                             [](uint32_t v) { return from_coords(v, 0, 0); }, edge_perm_coord},
                            {"edge flip", kEdgeFlipSize,
                             [](uint32_t v) { return from_coords(0, v, 0); }, edge_flip_coord},
                            {"centre twist", kCentreTwistSize,
                             [](uint32_t v) { return from_coords(0, 0, v); }, centre_twist_coord}});
}

} // namespace twobit::pyraminx
