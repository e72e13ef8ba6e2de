// The symmetry-reduced table's lookups (symmetric_pruning_table.hpp).
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

#include <fmt/format.h>

#include "host/engine/solver.hpp"

namespace twobit {

const char* symmetric_table_id(SliceKind kind) {
    return kind == SliceKind::Sorted ? "3x3x3-optimal-sym" : "kociemba-phase1-sym";
}

SymmetricPruningTable::SymmetricPruningTable(const FlipSliceClasses& classes,
                                             const TableHeader& header, const uint8_t* payload)
    : classes_(&classes), words_(reinterpret_cast<const uint64_t*>(payload)),
      counts_(header.counts) {}

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

} // namespace twobit
