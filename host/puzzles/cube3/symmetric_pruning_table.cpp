// The symmetry-reduced table's lookups (symmetric_pruning_table.hpp).
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

#include <fmt/format.h>
#include <stdexcept>

#include "host/engine/class_search.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube3/cube3_axes.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"

namespace twobit {

std::array<uint32_t, 3> turns_keeping_solved(const FlipSliceClasses& classes,
                                             CornerColumns columns) {
    std::array<uint32_t, 3> keep{};
    for (int a = 0; a < 3; ++a)
        for (int t = 0; t < kFaceTurns; ++t) {
            const FaceTurn f = face_turn_of(t);
            const Cube3 seen = cube3_on_axis(turn(Cube3{}, f.face, f.power), a);
            if (classes.is_solved(flip_slice_coords(seen, classes.kind())) &&
                (columns == CornerColumns::Twist || corner_separation_coord(seen.corners) == 0))
                keep[static_cast<size_t>(a)] |= 1u << t;
        }
    return keep;
}

const char* symmetric_table_id(SliceKind kind, CornerColumns columns, bool bounds) {
    if (columns == CornerColumns::TwistSeparation)
        return bounds ? "3x3x3-optimal-sep-sym-bounds" : "3x3x3-optimal-sep-sym";
    if (bounds)
        return kind == SliceKind::Sorted ? "3x3x3-optimal-sym-bounds"
                                         : "kociemba-phase1-sym-bounds";
    return kind == SliceKind::Sorted ? "3x3x3-optimal-sym" : "kociemba-phase1-sym";
}

SymmetricPruningTable::SymmetricPruningTable(const FlipSliceClasses& classes,
                                             const TableHeader& header, const uint8_t* payload,
                                             CornerColumns columns)
    : classes_(&classes), columns_(columns), separations_(corner_column_values(columns)),
      row_entries_(uint64_t{class_row_words(kSymTwistSize * separations_)} * 32),
      separation_(&corner_separation()), words_(reinterpret_cast<const uint64_t*>(payload)),
      counts_(header.counts), bound_base_(header.bounds() ? header.bound_base() : -1) {}

int SymmetricPruningTable::distance(const FlipSliceCoords& start, uint32_t separation) const {
    if (bounds()) throw std::logic_error("a table of bounds has no walk");
    FlipSliceCoords c = start;
    uint32_t sep = separations_ == 1 ? 0 : separation;
    for (int steps = 0;; ++steps) {
        if (classes_->is_solved(c) && sep == 0) return steps;
        const unsigned closer = (get(index(c, sep)) + 2) % 3;
        bool stepped = false;
        for (int turn = 0; turn < kFaceTurns && !stepped; ++turn) {
            const FlipSliceCoords next = classes_->child(c, turn);
            const uint32_t next_sep = separations_ == 1 ? 0 : separation_->move(sep, turn);
            if (get(index(next, next_sep)) == closer) c = next, sep = next_sep, stepped = true;
        }
        if (!stepped || steps >= max_depth())
            throw InconsistentTableError(
                fmt::format("the {} table contradicts its moves (damaged or forged)",
                            symmetric_table_id(classes_->kind(), columns_)));
    }
}

} // namespace twobit
