// The puzzle catalog; see puzzle_catalog.hpp.
#include "puzzle_catalog.hpp"

#include <stdexcept>

#include "cube2_model.hpp"
#include "pyraminx_model.hpp"
#include "skewb_model.hpp"

namespace twobit {

const std::vector<CatalogEntry>& puzzle_catalog() {
    static const std::vector<CatalogEntry> catalog = {
        {"2x2x2",
         "pocket cube, DBL corner fixed, turns of U R F",
         {"htm", "qtm", "half"},
         kCube2Faces,
         kCube2States},
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
    };
    return catalog;
}

PuzzleModel make_puzzle(const std::string& id, const std::string& metric, const std::string& gens) {
    if (id == "2x2x2") return make_cube2_model(metric, gens);
    if (id == "skewb") return skewb::make_model(metric, gens);
    if (id == "pyraminx-notips") return pyraminx::make_model(metric, gens);
    std::string known;
    for (const CatalogEntry& e : puzzle_catalog()) known += (known.empty() ? "" : ", ") + e.id;
    throw std::invalid_argument("unknown puzzle '" + id + "' (known: " + known + ")");
}

} // namespace twobit
