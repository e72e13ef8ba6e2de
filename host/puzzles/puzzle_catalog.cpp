// The puzzle catalog; see puzzle_catalog.hpp.
#include "host/puzzles/puzzle_catalog.hpp"

#include <stdexcept>

#include "host/puzzles/clock/clock_front_model.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/pyraminx/pyraminx_model.hpp"
#include "host/puzzles/skewb/skewb_model.hpp"

namespace twobit {

namespace {
constexpr const char* kEdges6UpperId = "3x3x3-edges6-UR.UF.UL.UB.DR.DF";
constexpr const char* kEdges6LowerId = "3x3x3-edges6-DL.DB.FR.FL.BL.BR";
} // namespace

const std::vector<CatalogEntry>& puzzle_catalog() {
    static const std::vector<CatalogEntry> catalog = {
        {"2x2x2",
         "pocket cube, DBL corner fixed, turns of U R F",
         {"htm", "qtm", "half"},
         kCube2Faces,
         kCube2States},
        {"3x3x3-corners",
         "the eight corners of the 3x3x3, none fixed, every face turns",
         {"htm", "qtm"},
         kAllFaces,
         kCornersStates},
        {"3x3x3-squares",
         "3x3x3 squares group: half turns only, 663552 of these indices reachable",
         {"half"},
         kAllFaces,
         kSquaresStates},
        {"3x3x3-ru",
         "3x3x3 <R,U> group: R and U turns, 73483200 of these indices reachable",
         {"htm", "qtm"},
         kRuFaces,
         kRuStates},
        {"kociemba-phase1",
         "Kociemba's phase 1: corner twist x edge flip x UD-slice edge location",
         {"htm", "qtm"},
         kAllFaces,
         kPhase1States},
        {kEdges6UpperId,
         "six edges of the 3x3x3 with positions and flips (a pattern database)",
         {"htm"},
         kAllFaces,
         kEdges6States},
        {kEdges6LowerId,
         "the other six edges of the 3x3x3 with positions and flips",
         {"htm"},
         kAllFaces,
         kEdges6States},
        {"kociemba-phase2",
         "Kociemba's phase 2, <U, D, R2, L2, F2, B2>; htm: each of U U2 U' D D2 D' R2 L2 F2 B2 "
         "counts 1",
         {"htm"},
         kAllFaces,
         kPhase2States},
        {"skewb",
         "Skewb, UFR corner fixed, WCA turns U L R B about the UBL DFL DBR DBL corners; "
         "htm: every 120-degree turn counts 1",
         {"htm"},
         skewb::kAxisLetters,
         skewb::kStates},
        {"pyraminx-notips",
         "Pyraminx without tips, two-layer turns U L R B about the vertices; "
         "htm: every 120-degree turn counts 1",
         {"htm"},
         pyraminx::kAxisLetters,
         pyraminx::kStates},
        {"clock-front",
         "one face of the Rubik's Clock (9 dials), its 15 pin sets; htm: any amount 1..11 "
         "counts 1 (165 moves)",
         {"htm"},
         "",
         kClockFrontStates},
    };
    return catalog;
}

namespace {

// The metrics of a catalog entry are the move sets its coordinates are closed under (half
// turns keep the squares' orbits, quarter turns do not) and that have published counts.
void check_metric(const CatalogEntry& entry, const std::string& metric) {
    std::string offered;
    for (const std::string& m : entry.metrics) {
        if (m == metric) return;
        offered += (offered.empty() ? "" : ", ") + m;
    }
    if (metric == "htm" || metric == "qtm" || metric == "half")
        throw std::invalid_argument("puzzle " + entry.id + " has no metric '" + metric + "' (use " +
                                    offered + ")");
    throw std::invalid_argument("unknown metric '" + metric + "' for " + entry.id + " (use " +
                                offered + ")");
}

} // namespace

PuzzleModel make_puzzle(const std::string& id, const std::string& metric, const std::string& gens) {
    for (const CatalogEntry& e : puzzle_catalog())
        if (e.id == id) check_metric(e, metric);
    if (id == "2x2x2") return make_cube2_model(metric, gens);
    if (id == "3x3x3-corners") return make_cube3_corners_model(metric, gens);
    if (id == "3x3x3-squares") return make_cube3_squares_model(metric, gens);
    if (id == "3x3x3-ru") return make_cube3_ru_model(metric, gens);
    if (id == "kociemba-phase1") return make_kociemba_phase1_model(metric, gens);
    if (id == kEdges6UpperId) return make_cube3_edges6_model(id, kEdges6UpperSet, metric, gens);
    if (id == kEdges6LowerId) return make_cube3_edges6_model(id, kEdges6LowerSet, metric, gens);
    if (id == "kociemba-phase2") return make_kociemba_phase2_model(metric, gens);
    if (id == "skewb") return skewb::make_model(metric, gens);
    if (id == "pyraminx-notips") return pyraminx::make_model(metric, gens);
    if (id == "clock-front") return make_clock_front_model(metric, gens);
    std::string known;
    for (const CatalogEntry& e : puzzle_catalog()) known += (known.empty() ? "" : ", ") + e.id;
    throw std::invalid_argument("unknown puzzle '" + id + "' (known: " + known + ")");
}

} // namespace twobit
