// The registry of symmetric_tables.hpp. The class counts are those the spaces find (the tests
// build each and compare); they are written here so that list and tables can say a table's
// size without building its classes.
#include "host/puzzles/symmetric_tables.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "host/puzzles/cube/corner_classes.hpp"
#include "host/puzzles/cube3/edge_classes.hpp"
#include "host/puzzles/cube3/flip_slice_space.hpp"
#include "host/puzzles/cube3/phase2_classes.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

namespace twobit {

namespace {

const char* const kUdAxis =
    "the 16 symmetries that keep the U-D axis (the UD slice maps to itself)";
const char* const kFaceTurnNames = "U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'";

std::unique_ptr<ClassSpace> flip_slice_space(SliceKind kind) {
    auto classes = std::make_shared<const FlipSliceClasses>(kind);
    return std::make_unique<ClassSpaceOf<FlipSliceSpace>>(
        std::make_shared<const FlipSliceSpace>(*classes, classes), kFaceTurnNames, "URFDLB");
}

std::unique_ptr<ClassSpace> corner_space(CornerClasses classes, const std::string& gens) {
    std::string names;
    for (const FaceTurn& t : classes.turns())
        names += (names.empty() ? "" : " ") + move_name(t.face, t.power);
    return std::make_unique<ClassSpaceOf<CornerClasses>>(
        std::make_shared<const CornerClasses>(std::move(classes)), names, gens);
}

std::unique_ptr<ClassSpace> phase2_space() {
    auto classes = std::make_shared<const Phase2Classes>();
    std::string names;
    for (const FaceTurn& t : classes->turns())
        names += (names.empty() ? "" : " ") + move_name(t.face, t.power);
    return std::make_unique<ClassSpaceOf<Phase2Classes>>(classes, names, "URFDLB");
}

// The classes of edge permutations under the 48 symmetries (EdgeClasses finds them; a
// build checks its count against this one).
constexpr uint32_t kEdgeClassRows = 9985968;

std::unique_ptr<ClassSpace> edge_space(const std::string& metric) {
    auto classes = std::make_shared<const EdgeClasses>(metric);
    if (classes->rows() != kEdgeClassRows)
        throw std::logic_error("the edges' classes are " + std::to_string(classes->rows()) +
                               ", the registry says " + std::to_string(kEdgeClassRows));
    std::string names;
    for (const FaceTurn& t : classes->turns())
        names += (names.empty() ? "" : " ") + move_name(t.face, t.power);
    return std::make_unique<ClassSpaceOf<EdgeClasses>>(classes, names, "URFDLB");
}

bool same_name(const std::string& a, const std::string& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

uint64_t SymmetricTableKind::entries() const {
    return uint64_t{classes} * class_row_words(columns) * 32;
}

uint64_t SymmetricTableKind::payload_bytes() const {
    return entries() / 4;
}

const std::vector<SymmetricTableKind>& symmetric_tables() {
    static const std::vector<SymmetricTableKind> all = {
        {symmetric_table_id(SliceKind::Sorted),
         {"3x3x3-optimal"},
         "3x3x3 optimal solver's pruning table: flip x sorted UD slice classes x twist",
         "the 3x3x3's optimal solver (solve --puzzle 3x3x3 --optimal)",
         "",
         {"htm"},
         kUdAxis,
         16,
         1523864,
         kSymTwistSize,
         uint64_t{220} << 20,
         "about a minute",
         [](const std::string&) { return flip_slice_space(SliceKind::Sorted); }},
        {symmetric_table_id(SliceKind::Location),
         {}, // not kociemba-phase1: that is the catalog's unreduced table, 555 MB
         "two-phase solver's phase-1 table: flip x UD slice location classes x twist",
         "the 3x3x3's two-phase solver, phase 1 (solve --puzzle 3x3x3; the optimal solver keeps "
         "it for answers past its time limit)",
         "",
         {"htm"},
         kUdAxis,
         16,
         64430,
         kSymTwistSize,
         uint64_t{12} << 20,
         "a few seconds",
         [](const std::string&) { return flip_slice_space(SliceKind::Location); }},
        {"3x3x3-corners-sym48",
         {},
         "3x3x3-corners reduced by the cube's symmetries: corner permutation classes x twist",
         "solve --puzzle 3x3x3-corners --symmetry",
         "3x3x3-corners",
         {"htm", "qtm"},
         "the 48 symmetries of the cube (24 rotations, each also mirrored)",
         48,
         984,
         2187,
         uint64_t{2} << 20,
         "under a second",
         [](const std::string& metric) {
             return corner_space(make_corner_classes(metric), "URFDLB");
         }},
        {"2x2x2-sym6",
         {},
         "2x2x2 (DBL fixed) reduced by its symmetries: corner permutation classes x twist",
         "solve --puzzle 2x2x2 --symmetry",
         "2x2x2",
         {"htm", "qtm"},
         "the 6 symmetries that keep DBL (3 turns about the DBL-URF diagonal, each also "
         "mirrored)",
         6,
         870,
         729,
         uint64_t{1} << 20,
         "under a second",
         [](const std::string& metric) { return corner_space(make_cube2_classes(metric), "URF"); }},
        {"kociemba-phase2-sym16",
         {},
         "Kociemba's phase 2 reduced by the U-D axis's symmetries: corner permutation classes x "
         "halved edge permutations",
         "solve --puzzle kociemba-phase2 --symmetry",
         "kociemba-phase2",
         {"htm"},
         kUdAxis,
         16,
         2768,
         Phase2Classes::kColumns,
         uint64_t{8} << 20,
         "minutes",
         [](const std::string&) { return phase2_space(); }},
        {"3x3x3-edges-sym48",
         {"3x3x3-edges"},
         "3x3x3's twelve edges (centres fixed) reduced by the cube's symmetries: edge "
         "permutation classes x flips",
         "no solver yet (its distribution and checks: docs/SCALING.md)",
         "",
         {"htm", "qtm"},
         "the 48 symmetries of the cube (24 rotations, each also mirrored)",
         48,
         kEdgeClassRows,
         EdgeClasses::kFlips,
         // Each permutation's row and map, and the rows' steps.
         uint64_t{EdgeClasses::kPerms} * 8 + uint64_t{kEdgeClassRows} * 18 * 8,
         "about 10 minutes on 2 cores, 10 GB of memory",
         [](const std::string& metric) { return edge_space(metric); }}};
    return all;
}

const SymmetricTableKind* find_symmetric_table(const std::string& name) {
    for (const SymmetricTableKind& t : symmetric_tables()) {
        if (same_name(name, t.id)) return &t;
        for (const std::string& alias : t.aliases)
            if (same_name(name, alias)) return &t;
    }
    return nullptr;
}

const SymmetricTableKind* symmetric_table_of_puzzle(const std::string& puzzle) {
    for (const SymmetricTableKind& t : symmetric_tables())
        if (!t.puzzle.empty() && t.puzzle == puzzle) return &t;
    return nullptr;
}

const SymmetricTableKind& symmetric_table(SliceKind kind) {
    return *find_symmetric_table(symmetric_table_id(kind));
}

} // namespace twobit
