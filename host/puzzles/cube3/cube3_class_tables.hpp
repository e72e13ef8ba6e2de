// The 3x3x3's tables of symmetry classes (host/puzzles/table_record.hpp), registered by the
// records that own them: the solvers' two flip-slice tables and the twelve edges' (the
// 3x3x3's), the corners' (3x3x3-corners) and phase 2's (kociemba-phase2). How each is
// searched: host/engine/class_search.hpp.
#pragma once

#include <memory>

#include "host/puzzles/cube3/flip_slice_classes.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"
#include "host/puzzles/table_record.hpp"

namespace twobit {

// Flip x sorted UD slice classes x twist under the U-D axis's 16 symmetries: the optimal
// solver's (3x3x3-optimal-sym, 841 MB); flip x slice location: the two-phase solver's phase 1
// (kociemba-phase1-sym, 36 MB, the same distances as kociemba-phase1's 554 MB); flip x slice
// location x twist x the corners' separation: the optimal solver's larger table
// (3x3x3-optimal-sep-sym, 2.47 GB). With `bounds`, the three as lower bounds above
// optimal_bound_base, what the optimal solver reads (3x3x3-optimal-sym-bounds, 841 MB;
// kociemba-phase1-sym-bounds, 36 MB, its smallest; 3x3x3-optimal-sep-sym-bounds, 2.47 GB).
TableRecord flip_slice_table(SliceKind kind, CornerColumns columns = CornerColumns::Twist,
                             bool bounds = false);
TableRecord edges_class_table();   // 3x3x3-edges-sym48: the twelve edges under all 48
TableRecord corners_class_table(); // 3x3x3-corners-sym48
TableRecord phase2_class_table();  // kociemba-phase2-sym16

// The space of a flip-slice table over classes made already (the solvers keep them for their
// lookups).
std::unique_ptr<ClassSpace> flip_slice_space(std::shared_ptr<const FlipSliceClasses> classes,
                                             CornerColumns columns = CornerColumns::Twist);

} // namespace twobit
