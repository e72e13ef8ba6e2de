// The symmetry-reduced table's search, lookups and file header (symmetric_pruning_table.hpp).
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

#include <cstring>
#include <fmt/format.h>
#include <numeric>

#include "host/engine/solver.hpp"
#include "host/puzzles/cube/move_set.hpp"
#include "host/puzzles/cube3/flip_slice_space.hpp"

namespace twobit {

namespace {

constexpr const char* kFaceTurnNames = "U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'";

} // namespace

const char* symmetric_table_id(SliceKind kind) {
    return kind == SliceKind::Sorted ? "3x3x3-optimal-sym" : "kociemba-phase1-sym";
}

SymmetricPruningTable SymmetricPruningTable::build(const FlipSliceClasses& classes, int threads,
                                                   const Log& log) {
    SymmetricPruningTable table;
    table.classes_ = &classes;
    const uint32_t rows = classes.num_classes();
    static_assert(kSymRowWords * 32 == kSymRowEntries && kSymRowWords == (kSymTwistSize + 31) / 32,
                  "the rows are class_search.hpp's");
    table.built_ = LargeBuffer(uint64_t{rows} * kSymRowWords * 8);
    auto* w = static_cast<uint64_t*>(table.built_.data());
    table.words_ = w;
    const ClassSearchCounts counts = search_classes(FlipSliceSpace(classes), w, threads, log);
    table.counts_ = counts.entries;
    table.position_counts_ = counts.positions;
    return table;
}

SymmetricPruningTable SymmetricPruningTable::from_file(const FlipSliceClasses& classes,
                                                       TableFile file) {
    const TableHeader& h = file.header();
    SymmetricPruningTable table;
    table.classes_ = &classes;
    const std::string id = symmetric_table_id(classes.kind());
    if (h.puzzle != id || h.metric != "htm" || h.states != table.entries() ||
        h.model_fingerprint != classes.fingerprint())
        throw TableFileError(fmt::format(
            "{}: not the {} table of this program (puzzle '{}', {} entries; expected '{}', {} "
            "entries and this build's class numbering): move it away or regenerate it",
            file.path(), id, h.puzzle, h.states, id, table.entries()));
    table.counts_ = h.counts;
    table.position_counts_ = class_positions(h, kUdSymmetries);
    table.file_.emplace(std::move(file));
    table.words_ = reinterpret_cast<const uint64_t*>(table.file_->payload());
    return table;
}

int SymmetricPruningTable::distance(const FlipSliceCoords& start) const {
    FlipSliceCoords c = start;
    for (int steps = 0;; ++steps) {
        if (classes_->is_solved(c)) return steps;
        const unsigned closer = (get(index(c)) + 2) % 3;
        bool stepped = false;
        for (int turn = 0; turn < kFaceTurns && !stepped; ++turn) {
            const FlipSliceCoords next = classes_->child(c, turn);
            if (get(index(next)) == closer) c = next, stepped = true;
        }
        if (!stepped || steps >= max_depth())
            throw InconsistentTableError(
                fmt::format("the {} table contradicts its moves (damaged or forged)",
                            symmetric_table_id(classes_->kind())));
    }
}

TableHeader SymmetricPruningTable::header() const {
    TableHeader h;
    h.puzzle = symmetric_table_id(classes_->kind());
    h.metric = "htm";
    h.gens = "URFDLB";
    h.moves = moves_field(kFaceTurnNames);
    h.states = entries();
    h.reached = std::accumulate(counts_.begin(), counts_.end(), uint64_t{0});
    h.counts = counts_;
    h.payload_bytes = payload_bytes();
    h.model_fingerprint = classes_->fingerprint();
    h.class_deficits = class_deficits(counts_, position_counts_, kUdSymmetries);
    return h;
}

} // namespace twobit
