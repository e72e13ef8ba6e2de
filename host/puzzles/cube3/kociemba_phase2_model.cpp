// kociemba-phase2: the group <U, D, R2, L2, F2, B2> of Kociemba's phase 2, 19,508,428,800
// states. Corner permutation (8!) is the major coordinate; the U/D-edge permutation (8!)
// and the slice-edge permutation (4!) form the minor one, halved: the whole cube's corner
// and edge parities are equal, so of each pair of slice permutations that differ by a swap
// only one is possible, and the stored value drops that bit (kCoordParityHalf).
#include <stdexcept>

#include "host/engine/even_permutation.hpp"
#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

// Full edge value: U/D-edge permutation rank * 24 + slice permutation rank. Consecutive
// pairs (2k, 2k+1) differ by swapping the last two slice edges, so by one parity.
uint32_t full_edges(const EdgeCube& e) {
    uint8_t slice[kSliceEdges];
    for (int i = 0; i < kSliceEdges; ++i)
        slice[i] = static_cast<uint8_t>(e.perm[kUdEdges + i] - FR);
    return rank_permutation(e.perm.data(), kUdEdges) * kSlicePerms +
           rank_permutation(slice, kSliceEdges);
}

EdgeCube edges_of_full(uint32_t full) {
    EdgeCube e;
    unrank_permutation(full / kSlicePerms, kUdEdges, e.perm.data());
    uint8_t slice[kSliceEdges];
    unrank_permutation(full % kSlicePerms, kSliceEdges, slice);
    for (int i = 0; i < kSliceEdges; ++i)
        e.perm[kUdEdges + i] = static_cast<uint8_t>(FR + slice[i]);
    return e;
}

uint8_t edges_parity(const EdgeCube& e) {
    return permutation_parity(e.perm.data(), kNumEdges); // slice edges stay in the slice
}

} // namespace

std::vector<FaceTurn> phase2_turns(const std::string& gens, std::string& normalized_gens) {
    std::vector<FaceTurn> turns;
    for (const FaceTurn& t : face_turn_set("htm", gens, kAllFaces, normalized_gens))
        if (t.face == FaceU || t.face == FaceD || t.power == 2) turns.push_back(t);
    return turns;
}

uint64_t phase2_index(const Cube3& cube) {
    return uint64_t{rank_permutation(cube.corners.perm.data(), kNumCorners)} * kPhase2EdgeSize +
           full_edges(cube.edges) / 2;
}

Cube3 phase2_representative(uint64_t index) {
    Cube3 cube;
    unrank_permutation(static_cast<uint32_t>(index / kPhase2EdgeSize), kNumCorners,
                       cube.corners.perm.data());
    const uint8_t wanted = permutation_parity(cube.corners.perm.data(), kNumCorners);
    const uint32_t half = static_cast<uint32_t>(index % kPhase2EdgeSize);
    cube.edges = edges_of_full(2 * half);
    if (edges_parity(cube.edges) != wanted) cube.edges = edges_of_full(2 * half + 1);
    return cube;
}

PuzzleModel make_kociemba_phase2_model(const std::string& metric, const std::string& gens) {
    if (metric != "htm")
        throw std::invalid_argument("kociemba-phase2 has one metric, htm (each of U U2 U' D D2 "
                                    "D' R2 L2 F2 B2 counts 1)");
    PuzzleModel model;
    model.puzzle = "kociemba-phase2";
    model.metric = metric;
    const std::vector<FaceTurn> turns = phase2_turns(gens, model.gens);
    set_face_turn_moves(model, turns);
    const size_t num_moves = turns.size();

    Coordinate corners = corner_permutation_coordinate(turns);
    corners.parity.resize(kCornersPermSize);
    for (uint32_t p = 0; p < kCornersPermSize; ++p) {
        uint8_t perm[kNumCorners];
        unrank_permutation(p, kNumCorners, perm);
        corners.parity[p] = permutation_parity(perm, kNumCorners);
    }

    Coordinate edges("U/D-edge x slice-edge permutation, halved", kPhase2EdgeSize);
    edges.kind = kCoordParityHalf;
    edges.move_table.resize(size_t{2} * kPhase2EdgeSize * num_moves);
    edges.parity.resize(kPhase2EdgeSize);
    for (uint32_t full = 0; full < 2 * kPhase2EdgeSize; ++full) {
        const EdgeCube e = edges_of_full(full);
        if (full % 2 == 0) edges.parity[full / 2] = edges_parity(e);
        for (size_t m = 0; m < num_moves; ++m)
            edges.move_table[full * num_moves + m] =
                full_edges(turn(e, turns[m].face, turns[m].power)) / 2;
    }
    static_assert(uint64_t{kUdPerms} * kSlicePerms == 2 * uint64_t{kPhase2EdgeSize}, "");
    model.coords.push_back(std::move(corners));
    model.coords.push_back(std::move(edges));
    model.solved_index = phase2_index(Cube3{});
    model.validate();
    return model;
}

} // namespace twobit
