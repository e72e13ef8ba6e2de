// The classes and tables of the edges under the cube's 48 symmetries (edge_classes.hpp).
#include "host/puzzles/cube3/edge_classes.hpp"

#include <omp.h>
#include <stdexcept>

#include "host/puzzles/cube3/edge_symmetry.hpp"
#include "kernels/coord_rank.hpp"
#include "tables/table_file.hpp"

namespace twobit {

namespace {

uint32_t flips_of(const EdgeCube& e) {
    uint32_t f = 0;
    for (int p = 0; p < kNumEdges - 1; ++p) f |= uint32_t{e.flip[p]} << p;
    return f;
}

void set_flips(EdgeCube& e, uint32_t f) {
    unsigned parity = 0;
    for (int p = 0; p < kNumEdges - 1; ++p) {
        e.flip[p] = static_cast<uint8_t>(f >> p & 1);
        parity ^= f >> p & 1;
    }
    e.flip[kNumEdges - 1] = static_cast<uint8_t>(parity);
}

constexpr uint32_t kUnassigned = UINT32_MAX;

} // namespace

uint64_t EdgeClasses::index_of(const EdgeCube& e) {
    return uint64_t{rank_permutation(e.perm.data(), kNumEdges)} * kFlips + flips_of(e);
}

EdgeCube EdgeClasses::edges_of(uint64_t index) {
    EdgeCube e;
    unrank_permutation(static_cast<uint32_t>(index / kFlips), kNumEdges, e.perm.data());
    set_flips(e, static_cast<uint32_t>(index % kFlips));
    return e;
}

EdgeClasses::EdgeClasses(const std::string& metric, int threads) {
    std::string gens;
    turns_ = face_turn_set(metric, "", "URFDLB", gens);
    moves_ = static_cast<int>(turns_.size());
    group_order_ = kEdgeSymmetries;
    const auto M = static_cast<uint32_t>(turns_.size());
    flip_move_.assign(size_t{kFlips} * kMaxMoves, 0);
    shuffle_.resize(size_t{kEdgeSymmetries} * kFlips);
    for (uint32_t f = 0; f < kFlips; ++f) {
        EdgeCube e;
        set_flips(e, f);
        for (uint32_t m = 0; m < M; ++m)
            flip_move_[f * kMaxMoves + m] =
                static_cast<uint16_t>(flips_of(turn(e, turns_[m].face, turns_[m].power)));
        for (int s = 0; s < kEdgeSymmetries; ++s)
            shuffle_[static_cast<size_t>(s) * kFlips + f] =
                static_cast<uint16_t>(flips_of(conjugate_edges48(e, s)));
    }
    class_memory_ = LargeBuffer(uint64_t{kPerms} * 4);
    map_memory_ = LargeBuffer(uint64_t{kPerms} * 4);
    class_of_ = static_cast<uint32_t*>(class_memory_.data());
    map_of_ = static_cast<uint32_t*>(map_memory_.data());
    const int n = threads > 0 ? threads : omp_get_max_threads();
#pragma omp parallel for schedule(static) num_threads(n)
    for (uint64_t p = 0; p < kPerms; ++p) class_of_[p] = kUnassigned;

    // Each orbit once, from its smallest permutation (the representative: every smaller one
    // is assigned by then, so an unassigned one is the smallest of its orbit). A conjugate
    // q = S^-1 P S goes back to P by the inverse symmetry, with the flips that conjugating q
    // alone by it gives.
    int inverse[kEdgeSymmetries];
    for (int s = 0; s < kEdgeSymmetries; ++s) inverse[s] = edge_symmetry_inverse(s);
    for (uint32_t p = 0; p < kPerms; ++p) {
        if (class_of_[p] != kUnassigned) continue;
        EdgeCube rep;
        unrank_permutation(p, kNumEdges, rep.perm.data());
        std::vector<uint32_t> own;
        const uint32_t row = rows();
        for (int s = 1; s < kEdgeSymmetries; ++s) {
            const EdgeCube q = conjugate_edges48(rep, s);
            const uint32_t r = rank_permutation(q.perm.data(), kNumEdges);
            if (r == p) {
                own.push_back(flips_of(q) << 6 | static_cast<uint32_t>(s));
                continue;
            }
            if (class_of_[r] != kUnassigned) continue;
            EdgeCube bare = q;
            bare.flip = {};
            class_of_[r] = row;
            map_of_[r] = flips_of(conjugate_edges48(bare, inverse[s])) << 6 |
                         static_cast<uint32_t>(inverse[s]);
        }
        class_of_[p] = add_row(p, own);
        map_of_[p] = 0;
    }
    step_.resize(size_t{rows()} * M);
#pragma omp parallel for schedule(dynamic, 4096) num_threads(n)
    for (uint32_t r = 0; r < rows(); ++r) {
        EdgeCube c;
        unrank_permutation(representative_[r], kNumEdges, c.perm.data());
        for (uint32_t m = 0; m < M; ++m) {
            const EdgeCube child = turn(c, turns_[m].face, turns_[m].power);
            const uint32_t q = rank_permutation(child.perm.data(), kNumEdges);
            // The child's own flips (a turn flips edges) pass through its column as they do
            // for every entry: the step's map is the permutation's alone.
            step_[size_t{r} * M + m] = {class_of_[q], map_of_[q]};
        }
    }
}

uint64_t EdgeClasses::fingerprint() const {
    const uint64_t parts[] = {
        payload_hash(reinterpret_cast<const uint8_t*>(class_of_), uint64_t{kPerms} * 4),
        payload_hash(reinterpret_cast<const uint8_t*>(map_of_), uint64_t{kPerms} * 4),
        payload_hash(reinterpret_cast<const uint8_t*>(shuffle_.data()), shuffle_.size() * 2),
        payload_hash(reinterpret_cast<const uint8_t*>(flip_move_.data()), flip_move_.size() * 2)};
    return payload_hash(reinterpret_cast<const uint8_t*>(parts), sizeof parts);
}

} // namespace twobit
