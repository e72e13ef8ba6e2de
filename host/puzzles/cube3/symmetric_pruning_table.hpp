// A complete 2-bit distance table (distance mod 3) over symmetry classes: one row per class
// of the edge part (flip_slice_classes.hpp), one entry per conjugated twist. With the sorted
// UD slice it is Kociemba's "huge" optimal-solver table: 1,523,864 rows, 3,364,692,480
// entries with the padding, 841 MB, about 0.9 moves more on average than the phase-1 table's
// distance and so far fewer nodes in the optimal search; with the slice's location alone it
// holds exactly the phase-1 table's distances in 142 M entries (the tests compare the two).
//
// Rows are 2,208 entries (2,187 twists padded to 69 whole 64-bit words, the padding never
// reached), so that a thread that owns a row owns its words. The breadth-first search that
// builds it is its own (the engine's index is a product of coordinates, this one is not): a
// level's new entries are pushed from the frontier while it is small, then pulled (each
// unreached entry looks for a neighbour in the frontier), one row at a time, the 18
// neighbouring rows of a row staying in the cache while its entries are handled: the class
// search every table of classes shares (host/engine/class_search.hpp). The tables' records:
// cube3_class_tables.hpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/puzzles/cube3/flip_slice_classes.hpp"
#include "tables/table_file.hpp"

namespace twobit {

constexpr uint32_t kSymRowWords = 69;
constexpr uint32_t kSymRowEntries = kSymRowWords * 32; // 2,208

// The table's name in its file header and in the tables folder.
const char* symmetric_table_id(SliceKind kind);

class SymmetricPruningTable {
  public:
    // The table of `classes` in a table file's header and payload (held by the caller, which
    // has checked them: host/store/held_table.hpp); both must outlive it.
    SymmetricPruningTable(const FlipSliceClasses& classes, const TableHeader& header,
                          const uint8_t* payload);

    const FlipSliceClasses& classes() const { return *classes_; }
    uint64_t entries() const { return uint64_t{classes_->num_classes()} * kSymRowEntries; }
    // counts[d]: entries at distance d (each class's entry counted once).
    const std::vector<uint64_t>& counts() const { return counts_; }
    int max_depth() const { return static_cast<int>(counts_.size()) - 1; }

    // The entry of a position: its class's row, its conjugated twist's column.
    uint64_t index(const FlipSliceCoords& c) const {
        const uint32_t cs =
            classes_->class_and_symmetry(FlipSliceClasses::edge_part(c.flip, c.slice));
        return uint64_t{cs >> 4} * kSymRowEntries + classes_->twist_conjugate(c.twist, cs & 15);
    }
    uint64_t index(const ClassCoords& c) const {
        return uint64_t{c.cls} * kSymRowEntries +
               classes_->twist_conjugate(c.twist, static_cast<int>(c.sym));
    }
    unsigned get(uint64_t index) const {
        return static_cast<unsigned>(words_[index / 32] >> (2 * (index % 32))) & 3u;
    }
    // For a search that asks for its reads ahead of use: an entry, a class's row of children.
    void prefetch(uint64_t index) const { __builtin_prefetch(words_ + index / 32); }
    void prefetch_row(const ClassCoords& c) const {
        __builtin_prefetch(classes_->class_move_row(c.cls));
    }

    // The exact distance of a position (a walk down the table). Throws InconsistentTableError
    // (host/engine/solver.hpp) when the table contradicts the moves.
    int distance(const FlipSliceCoords& c) const;

  private:
    const FlipSliceClasses* classes_;
    const uint64_t* words_;
    std::vector<uint64_t> counts_;
};

} // namespace twobit
