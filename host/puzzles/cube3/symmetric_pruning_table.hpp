// A complete 2-bit distance table (distance mod 3) over symmetry classes: one row per class
// of the edge part (flip_slice_classes.hpp), one entry per conjugated corner part. With the
// sorted UD slice and the twist it is Kociemba's "huge" optimal-solver table: 1,523,864 rows,
// 3,364,692,480 entries with the padding, 841 MB, about 0.9 moves more on average than the
// phase-1 table's distance and so far fewer nodes in the optimal search; with the slice's
// location alone it holds exactly the phase-1 table's distances in 142 M entries (the tests
// compare the two). With the slice's location and the twist x the corners' U-D separation
// (corner_separation.hpp) it is Rokicki's nxopt coordinate: 64,430 rows of 153,090 corner
// parts, 2.47 GB, the optimal solver's larger table.
//
// Rows are padded to whole 64-bit words (2,187 twists to 69 words), the padding never
// reached, so that a thread that owns a row owns its words. The breadth-first search that
// builds it is its own (the engine's index is a product of coordinates, this one is not): a
// level's new entries are pushed from the frontier while it is small, then pulled (each
// unreached entry looks for a neighbour in the frontier), one row at a time, the 18
// neighbouring rows of a row staying in the cache while its entries are handled: the class
// search every table of classes shares (host/engine/class_search.hpp). The tables' records:
// cube3_class_tables.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "host/puzzles/cube3/corner_separation.hpp"
#include "host/puzzles/cube3/flip_slice_classes.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// A table's columns: the corners' twist, or twist x the corners' U-D separation (twist * 70 +
// separation).
enum class CornerColumns { Twist, TwistSeparation };

inline uint32_t corner_column_values(CornerColumns c) {
    return c == CornerColumns::Twist ? 1 : kCornerSeparations;
}

// The base of the optimal solver's tables of bounds (TableRecord::bound_base): the sorted
// slice's (3x3x3-optimal-sym-bounds) is 0 at distance 8 or less (1% of the entries), else a
// lower bound of 9, 10 or 11. The search probes a position's inverse as well as the position
// itself, which needs an entry read alone; below 9 the other axes, the corner and edge tables
// and the inverse prune as much (bench/history/2026-12-07.md: the same nodes within 0.2% with
// 8, 2% more with 9). Phase 1's (kociemba-phase1-sym-bounds) is 0 at 8 or less too (6.6%;
// with 7 its 2.7% at 11 would read 8). The separation's table (3x3x3-optimal-sep-sym-bounds)
// is 0 at 9 or less (3.8%), so that its 5.3% at 12 keep their bound (with 8 they would read 9).
inline int optimal_bound_base(CornerColumns columns) {
    return columns == CornerColumns::Twist ? 8 : 9;
}

// The face turns (bit t for face-turn id t, pruning_table.hpp) that keep the coordinate of
// `classes` and `columns` solved, seen on each of the three axes (cube3_axes.hpp): the group
// whose cosets the coordinate tells apart. For the optimal solver's tables, on the U-D axis:
// U and D (another face's half turn moves slice edges past each other, or corners across the
// U-D divide); for the slice's location and the twist alone (phase 1), also the other faces'
// half turns. A premove in the group leaves the coordinate as it was, and a position
// exactly as far from solved as the moves left cannot end its solution with one of them
// (optimal_solver.cpp prunes by that, from the position and from its inverse).
std::array<uint32_t, 3> turns_keeping_solved(const FlipSliceClasses& classes,
                                             CornerColumns columns);

// The table's name in its file header and in the tables folder.
const char* symmetric_table_id(SliceKind kind, CornerColumns columns = CornerColumns::Twist,
                               bool bounds = false);

class SymmetricPruningTable {
  public:
    // The table of `classes` in a table file's header and payload (held by the caller, which
    // has checked them: host/store/held_table.hpp); both must outlive it.
    SymmetricPruningTable(const FlipSliceClasses& classes, const TableHeader& header,
                          const uint8_t* payload, CornerColumns columns = CornerColumns::Twist);

    const FlipSliceClasses& classes() const { return *classes_; }
    CornerColumns columns() const { return columns_; }
    uint64_t row_entries() const { return row_entries_; } // the columns padded to whole words
    uint64_t entries() const { return uint64_t{classes_->num_classes()} * row_entries_; }
    // counts[d]: entries at distance d (each class's entry counted once).
    const std::vector<uint64_t>& counts() const { return counts_; }
    int max_depth() const { return static_cast<int>(counts_.size()) - 1; }
    // Whether its entries are lower bounds above a base (else distances mod 3).
    bool bounds() const { return bound_base_ >= 0; }

    // The entry of a position: its class's row, its conjugated corner part's column
    // (`separation` is read by a table with CornerColumns::TwistSeparation only).
    uint64_t index(const FlipSliceCoords& c, uint32_t separation = 0) const {
        const uint32_t cs =
            classes_->class_and_symmetry(FlipSliceClasses::edge_part(c.flip, c.slice));
        return index(ClassCoords{cs >> 4, cs & 15, c.twist}, separation);
    }
    uint64_t index(const ClassCoords& c, uint32_t separation = 0) const {
        const int s = static_cast<int>(c.sym);
        uint64_t column = classes_->twist_conjugate(c.twist, s);
        if (separations_ != 1)
            column = column * separations_ + separation_->conjugate(separation, s);
        return uint64_t{c.cls} * row_entries_ + column;
    }
    unsigned get(uint64_t index) const {
        return static_cast<unsigned>(words_[index / 32] >> (2 * (index % 32))) & 3u;
    }
    // A table of bounds: the lower bound an entry gives (0 for "at most the base").
    int bound(uint64_t index) const {
        const unsigned v = get(index);
        return v == 0 ? 0 : bound_base_ + static_cast<int>(v);
    }
    // For a search that asks for its reads ahead of use: an entry, a class's row of children.
    void prefetch(uint64_t index) const { __builtin_prefetch(words_ + index / 32); }
    void prefetch_row(const ClassCoords& c) const {
        __builtin_prefetch(classes_->class_move_row(c.cls));
    }

    // The exact distance of a position (a walk down the table; a table of distances mod 3).
    // Throws InconsistentTableError (host/engine/solver.hpp) when the table contradicts the
    // moves.
    int distance(const FlipSliceCoords& c, uint32_t separation = 0) const;

  private:
    const FlipSliceClasses* classes_;
    CornerColumns columns_;
    uint32_t separations_; // 1 or 70
    uint64_t row_entries_; // the columns padded to whole words
    const CornerSeparation* separation_;
    const uint64_t* words_;
    std::vector<uint64_t> counts_;
    int bound_base_; // -1: distances mod 3
};

} // namespace twobit
