// The published distributions; see published_distributions.hpp. Status words: "published-2"
// = two independent publications; "published-1+recomputed" = one publication and an
// independent recomputation; "recomputed-only" = two independent recomputations, no
// publication found (the shared reference's terms).
#include "published_distributions.hpp"

namespace twobit {

const std::vector<PublishedDistribution>& published_distributions() {
    static const std::vector<PublishedDistribution> table = {
        {"2x2x2",
         "htm",
         "URF",
         {1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644},
         "published-2",
         {"OEIS A079761", "Wikipedia: Pocket Cube"}},
        {"2x2x2",
         "qtm",
         "URF",
         {1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280,
          276},
         "published-2",
         {"OEIS A079762", "Wikipedia: Pocket Cube"}},
        {"2x2x2", "half", "URF", {1, 3, 6, 9, 5}, "recomputed-only", {}},
        {"2x2x2",
         "htm",
         "UR",
         {1, 6, 18, 53, 148, 400, 910, 1882, 3276, 4628, 6198, 6325, 4352, 941, 22},
         "recomputed-only",
         {}},
        {"2x2x2",
         "qtm",
         "UR",
         {1, 4, 10, 24, 58, 130, 271, 526, 980, 1750, 2731, 3905, 5229, 5848, 4792, 2375, 508, 18},
         "recomputed-only",
         {}},
        {"skewb",
         "htm",
         "ULRB",
         {1, 8, 48, 288, 1728, 10248, 59304, 315198, 1225483, 1455856, 81028, 90},
         "published-1+recomputed",
         {"OEIS A079745"}},
        {"pyraminx-notips",
         "htm",
         "ULRB",
         {1, 8, 48, 288, 1728, 9896, 51808, 220111, 480467, 166276, 2457, 32},
         "recomputed-only (God's number 11 and the state count are published)",
         {"OEIS A309109 (state count)"}},
    };
    return table;
}

const PublishedDistribution* find_published_distribution(const std::string& puzzle,
                                                         const std::string& metric,
                                                         const std::string& gens) {
    for (const PublishedDistribution& d : published_distributions())
        if (d.puzzle == puzzle && d.metric == metric && d.gens == gens) return &d;
    return nullptr;
}

} // namespace twobit
