// The classes and tables of phase 2 under the U-D axis's symmetries (phase2_classes.hpp).
#include "host/puzzles/cube3/phase2_classes.hpp"

#include <stdexcept>

#include "host/engine/even_permutation.hpp"
#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/cube_symmetry.hpp"
#include "kernels/coord_rank.hpp"
#include "tables/table_file.hpp"

namespace twobit {

namespace {

EdgeCube edges_of(uint32_t ud, uint32_t slice) {
    EdgeCube e;
    unrank_permutation(ud, kUdEdges, e.perm.data());
    uint8_t s[kSliceEdges];
    unrank_permutation(slice, kSliceEdges, s);
    for (int i = 0; i < kSliceEdges; ++i) e.perm[kUdEdges + i] = static_cast<uint8_t>(FR + s[i]);
    return e;
}

uint32_t ud_rank(const EdgeCube& e) {
    return rank_permutation(e.perm.data(), kUdEdges);
}

uint32_t slice_rank(const EdgeCube& e) {
    uint8_t s[kSliceEdges];
    for (int i = 0; i < kSliceEdges; ++i) s[i] = static_cast<uint8_t>(e.perm[kUdEdges + i] - FR);
    return rank_permutation(s, kSliceEdges);
}

template <class T>
uint64_t hash_of(const std::vector<T>& v) {
    return payload_hash(reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T));
}

} // namespace

Phase2Classes::Phase2Classes() {
    std::string gens;
    turns_ = phase2_turns("", gens);
    if (turns_.size() != kMoves) throw std::logic_error("phase 2 has ten turns");
    moves_ = kMoves;
    group_order_ = 16;
    ud_move_.resize(size_t{kUdPerms} * kMoves);
    ud_conj_.resize(size_t{kUdPerms} * 16);
    ud_parity_.resize(kUdPerms);
    for (uint32_t u = 0; u < kUdPerms; ++u) {
        const EdgeCube e = edges_of(u, 0);
        ud_parity_[u] = permutation_parity(e.perm.data(), kUdEdges);
        for (uint32_t m = 0; m < kMoves; ++m)
            ud_move_[u * kMoves + m] =
                static_cast<uint16_t>(ud_rank(turn(e, turns_[m].face, turns_[m].power)));
        for (int s = 0; s < 16; ++s)
            ud_conj_[u * 16 + static_cast<uint32_t>(s)] =
                static_cast<uint16_t>(ud_rank(conjugate_edges(e, s)));
    }
    slice_move_.resize(size_t{kSlicePerms} * kMoves);
    slice_conj_.resize(size_t{kSlicePerms} * 16);
    slice_parity_.resize(kSlicePerms);
    for (uint32_t v = 0; v < kSlicePerms; ++v) {
        const EdgeCube e = edges_of(0, v);
        slice_parity_[v] = permutation_parity(e.perm.data() + kUdEdges, kSliceEdges);
        for (uint32_t m = 0; m < kMoves; ++m)
            slice_move_[v * kMoves + m] =
                static_cast<uint8_t>(slice_rank(turn(e, turns_[m].face, turns_[m].power)));
        for (int s = 0; s < 16; ++s)
            slice_conj_[v * 16 + static_cast<uint32_t>(s)] =
                static_cast<uint8_t>(slice_rank(conjugate_edges(e, s)));
    }
    // The halving needs slice ranks 2k and 2k + 1 of opposite parity (they differ by the
    // last two edges swapped), and conjugation and the turns to keep U/D and slice edges apart.
    for (uint32_t v = 0; v < kSlicePerms; v += 2)
        if (slice_parity_[v] == slice_parity_[v + 1])
            throw std::logic_error("slice ranks 2k, 2k+1 must differ in parity");

    const std::vector<uint16_t>& conj = corner_perm_conjugates();
    corner_parity_.resize(kCornerPerms);
    class_of_.resize(kCornerPerms);
    sym_of_.resize(kCornerPerms);
    for (uint32_t p = 0; p < kCornerPerms; ++p) {
        CornerCube c;
        unrank_permutation(p, kNumCorners, c.perm.data());
        corner_parity_[p] = permutation_parity(c.perm.data(), kNumCorners);
        uint32_t best = p, best_sym = 0;
        for (uint32_t s = 1; s < 16; ++s)
            if (conj[p * 16 + s] < best) best = conj[p * 16 + s], best_sym = s;
        sym_of_[p] = static_cast<uint8_t>(best_sym);
        if (best == p) {
            std::vector<uint32_t> own;
            for (uint32_t s = 1; s < 16; ++s)
                if (conj[p * 16 + s] == p) own.push_back(s | corner_parity_[p] << 4);
            class_of_[p] = add_row(p, own);
        } else {
            class_of_[p] = class_of_[best];
        }
    }
    step_.resize(size_t{rows()} * kMoves);
    for (uint32_t r = 0; r < rows(); ++r) {
        CornerCube c;
        unrank_permutation(representative_[r], kNumCorners, c.perm.data());
        const uint32_t p = corner_parity_[representative_[r]];
        for (uint32_t m = 0; m < kMoves; ++m) {
            const CornerCube child = turn(c, turns_[m].face, turns_[m].power);
            const uint32_t q = rank_permutation(child.perm.data(), kNumCorners);
            step_[r * kMoves + m] = {class_of_[q], sym_of_[q] | p << 4};
        }
    }
}

uint64_t Phase2Classes::fingerprint() const {
    const std::vector<uint64_t> parts = {
        hash_of(class_of_), hash_of(sym_of_),     hash_of(ud_conj_), hash_of(slice_conj_),
        hash_of(ud_move_),  hash_of(slice_move_), kColumns};
    return hash_of(parts);
}

} // namespace twobit
