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
// neighbouring rows of a row staying in the cache while its entries are handled.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "host/engine/large_buffer.hpp"
#include "host/puzzles/cube3/flip_slice_classes.hpp"
#include "tables/table_file.hpp"

namespace twobit {

constexpr uint32_t kSymRowWords = 69;
constexpr uint32_t kSymRowEntries = kSymRowWords * 32; // 2,208

// The table's name in its file header and in the tables folder.
const char* symmetric_table_id(SliceKind kind);

class SymmetricPruningTable {
  public:
    // A level's line ("depth 9: ... new, ... total") and the part of the entries reached.
    using Log = std::function<void(const std::string& line, double fraction)>;

    // Builds the table on `threads` threads (0 = all), one call of log per level.
    static SymmetricPruningTable build(const FlipSliceClasses& classes, int threads,
                                       const Log& log = {});
    // The table of a checked file (TableFile::open); throws TableFileError naming the file
    // when it is not this table (another name, size or class numbering).
    static SymmetricPruningTable from_file(const FlipSliceClasses& classes, TableFile file);

    SymmetricPruningTable(SymmetricPruningTable&&) noexcept = default;
    SymmetricPruningTable& operator=(SymmetricPruningTable&&) noexcept = default;

    const FlipSliceClasses& classes() const { return *classes_; }
    uint64_t entries() const { return uint64_t{classes_->num_classes()} * kSymRowEntries; }
    // counts[d]: entries at distance d (each class's entry counted once).
    const std::vector<uint64_t>& counts() const { return counts_; }
    int max_depth() const { return static_cast<int>(counts_.size()) - 1; }
    // Positions (twist x flip x slice values) at distance d, the distribution of the space
    // before the reduction (empty for a file written before the header held them).
    const std::vector<uint64_t>& position_counts() const { return position_counts_; }

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

    // The table file's header (payload hash left to the writer).
    TableHeader header() const;
    const uint8_t* bytes() const { return reinterpret_cast<const uint8_t*>(words_); }
    uint64_t payload_bytes() const { return uint64_t{classes_->num_classes()} * kSymRowWords * 8; }

  private:
    SymmetricPruningTable() = default;

    const FlipSliceClasses* classes_ = nullptr;
    const uint64_t* words_ = nullptr;
    std::vector<uint64_t> counts_, position_counts_;
    LargeBuffer built_;             // a table built in this process, or
    std::optional<TableFile> file_; // one read from its file
};

} // namespace twobit
