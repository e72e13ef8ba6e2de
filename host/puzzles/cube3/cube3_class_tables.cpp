// The 3x3x3's tables of classes; see cube3_class_tables.hpp. The class counts are those the
// spaces find (the tests build each and compare): written here so that list and tables can
// say a table's size without making its classes.
#include "host/puzzles/cube3/cube3_class_tables.hpp"

#include <stdexcept>
#include <string>

#include "host/puzzles/cube/corner_classes.hpp"
#include "host/puzzles/cube/turn_class_space.hpp"
#include "host/puzzles/cube3/cube3_digests.hpp"
#include "host/puzzles/cube3/edge_classes.hpp"
#include "host/puzzles/cube3/flip_slice_space.hpp"
#include "host/puzzles/cube3/phase2_classes.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

namespace twobit {

namespace {

const char* const kUdAxis =
    "the 16 symmetries that keep the U-D axis (the UD slice maps to itself)";
const char* const kAll48 = "the 48 symmetries of the cube (24 rotations, each also mirrored)";
const char* const kFaceTurnNames = "U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'";

// The classes of edge permutations under the 48 symmetries (EdgeClasses finds them; a
// build checks its count against this one).
constexpr uint32_t kEdgeClassRows = 9985968;

TableRecord class_table(std::string id, std::string description, std::string puzzle,
                        std::string used_by, std::vector<std::string> metrics, std::string symmetry,
                        uint32_t group_order, uint32_t classes, uint32_t columns,
                        uint64_t space_bytes) {
    TableRecord t;
    t.id = std::move(id);
    t.description = std::move(description);
    t.puzzle = std::move(puzzle);
    t.used_by = std::move(used_by);
    t.metrics = std::move(metrics);
    t.space = TableSpace::Classes;
    t.symmetry = std::move(symmetry);
    t.group_order = group_order;
    t.classes = classes;
    t.columns = columns;
    t.space_bytes = space_bytes;
    t.digests = cube3_digests(t.id);
    return t;
}

} // namespace

std::unique_ptr<ClassSpace> flip_slice_space(std::shared_ptr<const FlipSliceClasses> classes,
                                             CornerColumns columns) {
    const FlipSliceClasses& c = *classes;
    if (columns == CornerColumns::TwistSeparation)
        return std::make_unique<ClassSpaceOf<FlipSliceSeparationSpace>>(
            std::make_shared<const FlipSliceSeparationSpace>(c, std::move(classes)), kFaceTurnNames,
            "URFDLB");
    return std::make_unique<ClassSpaceOf<FlipSliceSpace>>(
        std::make_shared<const FlipSliceSpace>(c, std::move(classes)), kFaceTurnNames, "URFDLB");
}

namespace {

// A flip-slice table's line in list and info, and who reads it.
std::string flip_slice_description(SliceKind kind, CornerColumns columns, bool bounds) {
    std::string coordinate = columns == CornerColumns::TwistSeparation
                                 ? "flip x UD slice location classes x twist x the corners' U-D "
                                   "separation"
                             : kind == SliceKind::Sorted
                                 ? "flip x sorted UD slice classes x twist"
                                 : "flip x UD slice location classes x twist";
    const bool phase1 = kind == SliceKind::Location && columns == CornerColumns::Twist;
    if (phase1 && !bounds) return "the two-phase solver's phase-1 table: " + coordinate;
    if (!bounds) return coordinate + ", distances mod 3 (its bounds are the optimal solver's)";
    return std::string(phase1 ? "the 3x3x3 optimal solver's smallest pruning table: "
                       : columns == CornerColumns::Twist
                           ? "the 3x3x3 optimal solver's pruning table: "
                           : "the 3x3x3 optimal solver's larger pruning table: ") +
           coordinate + ", lower bounds above " + std::to_string(optimal_bound_base(columns)) +
           " (read from a position and its inverse)";
}

std::string flip_slice_used_by(SliceKind kind, CornerColumns columns, bool bounds) {
    const bool phase1 = kind == SliceKind::Location && columns == CornerColumns::Twist;
    if (phase1 && !bounds)
        return "solve --puzzle 3x3x3 (phase 1; --optimal too, past its time limit)";
    if (!bounds) return "no solver (its distribution)";
    return phase1 ? "solve --puzzle 3x3x3 --optimal (where --max-memory allows no larger)"
           : columns == CornerColumns::Twist
               ? "solve --puzzle 3x3x3 --optimal"
               : "solve --puzzle 3x3x3 --optimal (where present, or --max-memory allows it)";
}

} // namespace

TableRecord flip_slice_table(SliceKind kind, CornerColumns columns, bool bounds) {
    const bool sorted = kind == SliceKind::Sorted;
    if (sorted && columns == CornerColumns::TwistSeparation)
        throw std::logic_error("no table of the sorted slice's classes x the separation");
    TableRecord t = class_table(
        symmetric_table_id(kind, columns, bounds), flip_slice_description(kind, columns, bounds),
        "", flip_slice_used_by(kind, columns, bounds), {"htm"}, kUdAxis, kUdSymmetries,
        sorted ? 1523864 : 64430, kSymTwistSize * corner_column_values(columns),
        (sorted ? uint64_t{220} : uint64_t{12}) << 20);
    if (bounds && sorted) t.aliases = {"3x3x3-optimal"};
    if (bounds) t.bound_base = optimal_bound_base(columns);
    t.make_space = [kind, columns](const std::string&) {
        return flip_slice_space(std::make_shared<const FlipSliceClasses>(kind), columns);
    };
    return t;
}

TableRecord edges_class_table() {
    TableRecord t =
        class_table("3x3x3-edges-sym48",
                    "the 3x3x3's twelve edges (centres fixed) under the cube's symmetries: edge "
                    "permutation classes x flips",
                    "", "no solver yet (its distribution and proofs: docs/SCALING.md)",
                    {"htm", "qtm"}, kAll48, 48, kEdgeClassRows, EdgeClasses::kFlips,
                    // Each permutation's row and map, and the rows' steps.
                    uint64_t{EdgeClasses::kPerms} * 8 + uint64_t{kEdgeClassRows} * 18 * 8);
    t.aliases = {"3x3x3-edges"};
    t.make_space = [](const std::string& metric) {
        auto classes = std::make_shared<const EdgeClasses>(metric);
        if (classes->rows() != kEdgeClassRows)
            throw std::logic_error("the edges' classes are " + std::to_string(classes->rows()) +
                                   ", the record says " + std::to_string(kEdgeClassRows));
        return turn_class_space(std::move(classes), "URFDLB");
    };
    return t;
}

TableRecord corners_class_table() {
    TableRecord t =
        class_table("3x3x3-corners-sym48",
                    "3x3x3-corners under the cube's symmetries: corner permutation classes x twist",
                    "3x3x3-corners", "solve --puzzle 3x3x3-corners --symmetry", {"htm", "qtm"},
                    kAll48, 48, 984, 2187, uint64_t{2} << 20);
    t.make_space = [](const std::string& metric) {
        return turn_class_space(std::make_shared<const CornerClasses>(make_corner_classes(metric)),
                                "URFDLB");
    };
    return t;
}

TableRecord phase2_class_table() {
    TableRecord t = class_table(
        "kociemba-phase2-sym16",
        "Kociemba's phase 2 under the U-D axis's symmetries: corner permutation classes x "
        "halved edge permutations",
        "kociemba-phase2", "solve --puzzle kociemba-phase2 --symmetry", {"htm"}, kUdAxis,
        kUdSymmetries, 2768, Phase2Classes::kColumns, uint64_t{8} << 20);
    t.make_space = [](const std::string&) {
        return turn_class_space(std::make_shared<const Phase2Classes>(), "URFDLB");
    };
    return t;
}

} // namespace twobit
