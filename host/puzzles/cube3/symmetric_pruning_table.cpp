// The symmetry-reduced table's search, lookups and file header (symmetric_pruning_table.hpp).
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

#include <cstring>
#include <fmt/format.h>
#include <numeric>

#include "host/engine/class_search.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

namespace {

constexpr const char* kFaceTurnNames = "U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'";

// The flip-slice classes as class_search.hpp's space: a row per class of the edge part, a
// column per twist, a step's map the symmetry of the representative's child.
class FlipSliceSpace {
  public:
    explicit FlipSliceSpace(const FlipSliceClasses& classes)
        : classes_(classes), twist_to_(size_t{kFaceTurns} * 16 * kSymTwistSize) {
        for (int turn = 0; turn < kFaceTurns; ++turn)
            for (int s = 0; s < 16; ++s)
                for (uint32_t t = 0; t < kSymTwistSize; ++t)
                    twist_to_[(static_cast<size_t>(turn) * 16 + static_cast<size_t>(s)) *
                                  kSymTwistSize +
                              t] = classes.twist_conjugate(classes.twist_move(t, turn), s);
    }

    uint32_t rows() const { return classes_.num_classes(); }
    uint32_t columns() const { return kSymTwistSize; }
    int moves() const { return kFaceTurns; }
    void steps(uint32_t row, ClassStep* out) const {
        const uint32_t* near = classes_.class_move_row(row);
        for (int turn = 0; turn < kFaceTurns; ++turn)
            out[turn] = {near[turn] >> 4, near[turn] & 15};
    }
    uint32_t column_after(const ClassStep& step, int turn, uint32_t twist) const {
        return twist_to_[(static_cast<size_t>(turn) * 16 + step.map) * kSymTwistSize + twist];
    }
    int stabilizer(uint32_t row, uint32_t* maps) const {
        const uint16_t mask = classes_.stabilizer(row);
        int n = 0;
        for (uint32_t s = 1; s < 16; ++s)
            if ((mask >> s & 1) != 0) maps[n++] = s;
        return n;
    }
    uint32_t conjugate(uint32_t s, uint32_t twist) const {
        return classes_.twist_conjugate(twist, static_cast<int>(s));
    }
    uint64_t row_weight(uint32_t row) const {
        return 16 / static_cast<uint64_t>(__builtin_popcount(classes_.stabilizer(row)));
    }
    ClassEntry solved() const {
        const uint32_t part = FlipSliceClasses::edge_part(0, classes_.solved_slice());
        return {classes_.class_and_symmetry(part) >> 4, 0};
    }

  private:
    const FlipSliceClasses& classes_;
    std::vector<uint16_t> twist_to_; // [turn][symmetry][twist]: the conjugated child twist
};

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
    return h;
}

} // namespace twobit
