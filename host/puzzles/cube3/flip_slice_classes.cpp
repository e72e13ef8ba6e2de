// Coordinates, move tables and symmetry classes of flip_slice_classes.hpp.
#include "host/puzzles/cube3/flip_slice_classes.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "host/puzzles/cube3/phase1_coords.hpp"
#include "kernels/coord_rank.hpp"
#include "tables/table_file.hpp"

namespace twobit {

namespace {

constexpr uint32_t kSliceOrders = 24; // 4!
constexpr uint32_t kNoClassYet = UINT32_MAX;

std::vector<uint16_t> move_table(uint32_t size, uint32_t (*after)(uint32_t, int)) {
    std::vector<uint16_t> table(size_t{size} * kFaceTurns);
    for (uint32_t v = 0; v < size; ++v)
        for (int t = 0; t < kFaceTurns; ++t)
            table[size_t{v} * kFaceTurns + static_cast<size_t>(t)] =
                static_cast<uint16_t>(after(v, t));
    return table;
}

uint32_t twist_after(uint32_t twist, int t) {
    const FaceTurn f = face_turn_of(t);
    return corner_twist_coord(turn(corners_with_twist(twist), f.face, f.power));
}

uint32_t flip_after(uint32_t flip, int t) {
    const FaceTurn f = face_turn_of(t);
    return edge_flip_coord(turn(edges_with_flip(flip), f.face, f.power));
}

template <SliceKind kKind>
uint32_t slice_after(uint32_t slice, int t) {
    const FaceTurn f = face_turn_of(t);
    return slice_coord(turn(edges_with_slice(slice, kKind), f.face, f.power), kKind);
}

EdgeCube edges_of_part(uint32_t part, SliceKind kind) {
    EdgeCube e = edges_with_slice(part / kSymFlipSize, kind);
    unrank_orientation(part % kSymFlipSize, kNumEdges, 2, e.flip.data());
    return e;
}

uint32_t part_of(const EdgeCube& e, SliceKind kind) {
    return FlipSliceClasses::edge_part(edge_flip_coord(e), slice_coord(e, kind));
}

} // namespace

// Conjugating edges by a symmetry moves their places and their order by a permutation, and
// their flips by that permutation plus what the symmetry does to the pieces in each place:
// the flips of the conjugate are an affine function of the flips, the linear part the places'
// permutation alone, the constant part set by where the edges are. So an edge part's
// conjugate is two table lookups for the slice, and a lookup of the permuted flips XOR one
// of the slice's constant: flip' = flip_[s][flip] ^ fix_[s][slice]. Every entry comes from
// conjugate_edges itself (the canonical edges of a part: edges_with_slice, then the flips),
// so the tables give what conjugating those edges gives (a test compares the two).
PartConjugates::PartConjugates(SliceKind kind, uint32_t slice_size, uint32_t solved_slice)
    : slice_size_(slice_size), slice_(size_t{kUdSymmetries} * slice_size),
      fix_(size_t{kUdSymmetries} * slice_size), flip_(size_t{kUdSymmetries} * kSymFlipSize) {
    for (int s = 0; s < kUdSymmetries; ++s) {
        const size_t row = static_cast<size_t>(s);
        for (uint32_t v = 0; v < slice_size; ++v) {
            const EdgeCube e = conjugate_edges(edges_with_slice(v, kind), s);
            slice_[row * slice_size + v] = static_cast<uint16_t>(slice_coord(e, kind));
            fix_[row * slice_size + v] = static_cast<uint16_t>(edge_flip_coord(e));
        }
        const uint16_t solved_fix = fix_[row * slice_size + solved_slice];
        for (uint32_t f = 0; f < kSymFlipSize; ++f) {
            const uint32_t part = FlipSliceClasses::edge_part(f, solved_slice);
            const EdgeCube e = conjugate_edges(edges_of_part(part, kind), s);
            flip_[row * kSymFlipSize + f] = static_cast<uint16_t>(edge_flip_coord(e) ^ solved_fix);
        }
    }
}

uint32_t PartConjugates::by_edges(uint32_t part, int s, SliceKind kind) {
    return part_of(conjugate_edges(edges_of_part(part, kind), s), kind);
}

namespace {

// rank_combination of every mask of the twelve positions (bit p: a slice edge in position p),
// looked up: the optimal search ranks its inverse's slice for every child it reads there, and
// rank_combination's binomials are divisions (bench/history/2026-12-07.md).
const std::array<uint16_t, 1u << kNumEdges>& location_of_mask() {
    static const auto table = [] {
        std::array<uint16_t, 1u << kNumEdges> t{};
        for (uint32_t mask = 0; mask < t.size(); ++mask) {
            uint8_t chosen[kNumEdges];
            for (int p = 0; p < kNumEdges; ++p) chosen[p] = static_cast<uint8_t>(mask >> p & 1);
            t[mask] = static_cast<uint16_t>(rank_combination(chosen, kNumEdges));
        }
        return t;
    }();
    return table;
}

} // namespace

uint32_t slice_coord(const EdgeCube& edges, SliceKind kind) {
    uint32_t mask = 0;
    uint8_t order[kSliceEdges];
    int n = 0;
    for (int p = 0; p < kNumEdges; ++p)
        if (edges.perm[p] >= FR) {
            mask |= 1u << p;
            order[n++] = static_cast<uint8_t>(edges.perm[p] - FR);
        }
    const uint32_t location = location_of_mask()[mask];
    if (kind == SliceKind::Location) return location;
    return location * kSliceOrders + rank_permutation(order, kSliceEdges);
}

EdgeCube edges_with_slice(uint32_t slice, SliceKind kind) {
    const bool sorted = kind == SliceKind::Sorted;
    uint8_t chosen[kNumEdges];
    uint8_t order[kSliceEdges] = {0, 1, 2, 3};
    unrank_combination(sorted ? slice / kSliceOrders : slice, kNumEdges, kSliceEdges, chosen);
    if (sorted) unrank_permutation(slice % kSliceOrders, kSliceEdges, order);
    EdgeCube e;
    int next_slice = 0;
    uint8_t next_other = UR;
    for (int p = 0; p < kNumEdges; ++p)
        e.perm[p] = chosen[p] != 0 ? static_cast<uint8_t>(FR + order[next_slice++]) : next_other++;
    return e;
}

FlipSliceCoords flip_slice_coords(const Cube3& cube, SliceKind kind) {
    return {corner_twist_coord(cube.corners), edge_flip_coord(cube.edges),
            slice_coord(cube.edges, kind)};
}

FlipSliceClasses::FlipSliceClasses(SliceKind kind)
    : kind_(kind), slice_size_(kind == SliceKind::Location ? 495 : 495 * kSliceOrders),
      solved_slice_(slice_coord(EdgeCube{}, kind)) {
    twist_move_ = move_table(kSymTwistSize, twist_after);
    flip_move_ = move_table(kSymFlipSize, flip_after);
    slice_move_ =
        move_table(slice_size_, kind == SliceKind::Location ? slice_after<SliceKind::Location>
                                                            : slice_after<SliceKind::Sorted>);
    twist_conjugate_ = twist_conjugates().data();
    for (int x = 0; x < kUdSymmetries; ++x) {
        for (int t = 0; t < kFaceTurns; ++t)
            turn_seen_by_[x][t] = static_cast<uint8_t>(symmetry_turn(x, t));
        for (int y = 0; y < kUdSymmetries; ++y)
            product_[x][y] = static_cast<uint8_t>(symmetry_product(x, y));
    }

    // Classes in order of their smallest value, which is the representative.
    const PartConjugates conjugates(kind, slice_size_, solved_slice_);
    const uint32_t parts = slice_size_ * kSymFlipSize;
    parts_ = parts;
    class_memory_ = LargeBuffer(size_t{parts} * sizeof(uint32_t));
    class_of_ = static_cast<uint32_t*>(class_memory_.data());
    std::fill(class_of_, class_of_ + parts, kNoClassYet);
    for (uint32_t part = 0; part < parts; ++part) {
        if (class_of_[part] != kNoClassYet) continue;
        const auto cls = static_cast<uint32_t>(representative_.size());
        representative_.push_back(part);
        uint16_t stabilizer = 0;
        for (int s = 0; s < kUdSymmetries; ++s) {
            const uint32_t image = conjugates.of(part, s);
            if (image == part) stabilizer = static_cast<uint16_t>(stabilizer | 1u << s);
            // The image goes back to the representative by the inverse symmetry.
            if (class_of_[image] == kNoClassYet)
                class_of_[image] = cls << 4 | static_cast<uint32_t>(symmetry_inverse(s));
        }
        stabilizer_.push_back(stabilizer);
    }
    const auto classes = static_cast<int64_t>(representative_.size());
    class_move_memory_ = LargeBuffer(size_t(classes) * kFaceTurns * sizeof(uint32_t));
    class_move_ = static_cast<uint32_t*>(class_move_memory_.data());
#pragma omp parallel for schedule(static)
    for (int64_t cls = 0; cls < classes; ++cls) {
        const uint32_t part = representative_[static_cast<size_t>(cls)];
        const uint32_t flip = part % kSymFlipSize, slice = part / kSymFlipSize;
        for (int t = 0; t < kFaceTurns; ++t)
            class_move_[size_t(cls) * kFaceTurns + static_cast<size_t>(t)] =
                class_of_[edge_part(flip_move(flip, t), slice_move(slice, t))];
    }
}

uint64_t FlipSliceClasses::fingerprint() const {
    const uint64_t parts[] = {
        payload_hash(reinterpret_cast<const uint8_t*>(class_of_),
                     size_t{parts_} * sizeof(uint32_t)),
        payload_hash(reinterpret_cast<const uint8_t*>(twist_conjugate_),
                     size_t{kSymTwistSize} * kUdSymmetries * sizeof(uint16_t)),
        static_cast<uint64_t>(kind_)};
    return payload_hash(reinterpret_cast<const uint8_t*>(parts), sizeof parts);
}

} // namespace twobit
