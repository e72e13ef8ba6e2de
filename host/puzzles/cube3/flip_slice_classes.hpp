// The coordinates of a symmetry-reduced phase-1 style table and the classes of its edge part:
// corner twist (3^7), edge flip (2^11) and the UD-slice edges, either their location alone
// (C(12,4) = 495, Kociemba's phase-1 coordinate) or their location and order (495 x 4! =
// 11,880, "UD-slice sorted"). The edge part, flip x slice (1,013,760 or 24,330,240 values),
// is split into classes of positions conjugate under the 16 U-D symmetries (cube_symmetry.hpp):
// 64,430 or 1,523,864 classes. A position's entry in the table is its class and its twist
// conjugated by the symmetry that takes its edge part to the class's representative, so one
// entry stands for up to 16 positions with the same distance from solved.
//
// The class of every edge-part value is looked up in a table (4 bytes each, 97 MB for the
// sorted slice), the classes of each representative's 18 children in another (110 MB), both
// built in a fraction of a second; the twist's conjugates are a small table found
// through the face turns (cube_symmetry.hpp says why).
#pragma once

#include <cstdint>
#include <vector>

#include "host/io/large_buffer.hpp"
#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube3/cube_symmetry.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"

namespace twobit {

enum class SliceKind { Location, Sorted };

constexpr uint32_t kSymTwistSize = 2187;
constexpr uint32_t kSymFlipSize = 2048;

// A position's coordinates in such a table: twist, flip and slice (of the given kind).
struct FlipSliceCoords {
    uint32_t twist = 0, flip = 0, slice = 0;
};

// The same position as its edge part's class, the symmetry that takes the edge part to the
// class's representative, and the raw twist: what a search carries (FlipSliceClasses::child).
struct ClassCoords {
    uint32_t cls = 0, sym = 0, twist = 0;
};

uint32_t slice_coord(const EdgeCube& edges, SliceKind kind);
// Edges with this slice value (slice edges in the chosen positions in the given order, the
// others in order) and no flips.
EdgeCube edges_with_slice(uint32_t slice, SliceKind kind);
FlipSliceCoords flip_slice_coords(const Cube3& cube, SliceKind kind);

// The conjugates of every edge part (flip x slice) by the 16 symmetries, from small tables
// (flip_slice_classes.cpp says why they are exact): what finding the classes takes 24 M of.
class PartConjugates {
  public:
    PartConjugates(SliceKind kind, uint32_t slice_size, uint32_t solved_slice);
    uint32_t of(uint32_t part, int s) const {
        const size_t row = static_cast<size_t>(s);
        const uint32_t flip = part % kSymFlipSize, slice = part / kSymFlipSize;
        return uint32_t{slice_[row * slice_size_ + slice]} * kSymFlipSize +
               (flip_[row * kSymFlipSize + flip] ^ fix_[row * slice_size_ + slice]);
    }
    // The same by conjugating the part's edges (what the tables are made of; for the tests).
    static uint32_t by_edges(uint32_t part, int s, SliceKind kind);

  private:
    uint32_t slice_size_;
    std::vector<uint16_t> slice_, fix_, flip_; // [symmetry][slice], [symmetry][flip]
};

class FlipSliceClasses {
  public:
    // Builds the move tables and the class of every edge-part value (the twist's conjugates
    // are cube_symmetry.hpp's; the classes found in order of their representatives).
    explicit FlipSliceClasses(SliceKind kind);

    SliceKind kind() const { return kind_; }
    uint32_t slice_size() const { return slice_size_; }
    uint32_t solved_slice() const { return solved_slice_; }
    uint32_t num_classes() const { return static_cast<uint32_t>(representative_.size()); }

    // The edge part's value: slice x 2048 + flip.
    static uint32_t edge_part(uint32_t flip, uint32_t slice) { return slice * kSymFlipSize + flip; }
    // class << 4 | symmetry s, where conjugating by s takes the value to the representative.
    uint32_t class_and_symmetry(uint32_t edge_part) const { return class_of_[edge_part]; }
    // For a search that asks for its reads ahead of use (a position's inverse, made from
    // cubies, has no class carried along).
    void prefetch_class(uint32_t edge_part) const { __builtin_prefetch(class_of_ + edge_part); }
    uint32_t representative(uint32_t cls) const { return representative_[cls]; }
    // class << 4 | symmetry of the representative's child by a turn: a search that carries a
    // position's class and symmetry reads one row of 18 for all of a node's children, where
    // the edge part's own class would be a miss to memory per child.
    uint32_t class_move(uint32_t cls, int turn) const {
        return class_move_[size_t{cls} * kFaceTurns + static_cast<size_t>(turn)];
    }
    const uint32_t* class_move_row(uint32_t cls) const {
        return class_move_ + size_t{cls} * kFaceTurns;
    }
    // Bit s is set when conjugating the representative by s gives the representative.
    uint16_t stabilizer(uint32_t cls) const { return stabilizer_[cls]; }
    uint16_t twist_conjugate(uint32_t twist, int s) const {
        return twist_conjugate_[twist * kUdSymmetries + static_cast<uint32_t>(s)];
    }

    uint16_t twist_move(uint32_t twist, int turn) const {
        return twist_move_[twist * kFaceTurns + turn];
    }
    uint16_t flip_move(uint32_t flip, int turn) const {
        return flip_move_[flip * kFaceTurns + turn];
    }
    uint16_t slice_move(uint32_t slice, int turn) const {
        return slice_move_[slice * kFaceTurns + turn];
    }
    FlipSliceCoords child(const FlipSliceCoords& c, int turn) const {
        return {twist_move(c.twist, turn), flip_move(c.flip, turn), slice_move(c.slice, turn)};
    }
    ClassCoords class_coords(const FlipSliceCoords& c) const {
        const uint32_t cs = class_of_[edge_part(c.flip, c.slice)];
        return {cs >> 4, cs & 15, c.twist};
    }
    // The child by a turn: the class's row gives the representative's child by the turn as
    // the position's symmetry sees it; the child's symmetry is the product of the two.
    ClassCoords child(const ClassCoords& c, int turn) const {
        const int seen = turn_seen_by_[c.sym][turn];
        const uint32_t cs = class_move_[size_t{c.cls} * kFaceTurns + static_cast<size_t>(seen)];
        return {cs >> 4, product_[c.sym][cs & 15], twist_move(c.twist, turn)};
    }
    bool is_solved(const FlipSliceCoords& c) const {
        return c.twist == 0 && c.flip == 0 && c.slice == solved_slice_;
    }

    // XXH3-64 of the class numbering and the symmetries chosen: what a table file was built
    // for (its header's model fingerprint).
    uint64_t fingerprint() const;

  private:
    SliceKind kind_;
    uint32_t slice_size_, solved_slice_;
    std::vector<uint16_t> twist_move_, flip_move_, slice_move_;
    const uint16_t* twist_conjugate_ = nullptr; // cube_symmetry.hpp's, shared
    // Read at random by the search, once per child: on huge pages (large_buffer.hpp), one
    // miss instead of a miss and a page walk.
    LargeBuffer class_memory_, class_move_memory_;
    uint32_t* class_of_ = nullptr;
    uint32_t* class_move_ = nullptr;
    uint32_t parts_ = 0;
    std::vector<uint32_t> representative_;
    std::vector<uint16_t> stabilizer_;
    uint8_t turn_seen_by_[kUdSymmetries][kFaceTurns]; // symmetry_turn
    uint8_t product_[kUdSymmetries][kUdSymmetries];   // symmetry_product
};

} // namespace twobit
