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
        {"3x3x3-corners",
         "htm",
         "URFDLB",
         {1, 18, 243, 2874, 28000, 205416, 1168516, 5402628, 20776176, 45391616, 15139616, 64736},
         "published-2",
         {"OEIS A080629", "Korf 1997 (corner pattern database)"}},
        {"3x3x3-corners",
         "qtm",
         "URFDLB",
         {1, 12, 114, 924, 6539, 39528, 199926, 806136, 2761740, 8656152, 22334112, 32420448,
          18780864, 2166720, 6624},
         "published-1+recomputed",
         {"OEIS A080630"}},
        {"3x3x3-squares",
         "half",
         "URFDLB",
         {1, 6, 27, 120, 519, 1932, 6484, 20310, 55034, 113892, 178495, 179196, 89728, 16176, 1488,
          144},
         "published-2",
         {"OEIS A080627", "cubezzz forum: Small subgroups and cosets"}},
        {"3x3x3-ru",
         "qtm",
         "UR",
         {1,       4,        10,       24,       58,      140,     338,    816,     1970,
          4756,    11448,    27448,    65260,    154192,  360692,  827540, 1851345, 3968840,
          7891990, 13659821, 18471682, 16586822, 8039455, 1511110, 47351,  87},
         "published-2",
         {"OEIS A080628", "forum.cubeman.org: Subgroups using basic moves"}},
        {"3x3x3-ru",
         "htm",
         "UR",
         {1,       6,        18,       54,       162,     486,    1457,
          4360,    13016,    38482,    113094,   328920,  942351, 2616973,
          6774848, 15105592, 24231019, 19421274, 3843568, 47465,  54},
         "recomputed-only",
         {}},
        {"kociemba-phase1",
         "htm",
         "URFDLB",
         {1, 4, 50, 592, 7156, 87236, 1043817, 12070278, 124946368, 821605960, 1199128738, 58202444,
          476},
         "published-2",
         {"Michael Reid, Cube-Lovers: two stage filtration", "Dik Winter 1992"}},
        {"kociemba-phase1",
         "qtm",
         "URFDLB",
         {1, 4, 34, 312, 2772, 24996, 225949, 2017078, 17554890, 139132730, 758147361, 1182378518,
          117594403, 14072},
         "published-2",
         {"Michael Reid, Cube-Lovers: two stage filtration"}},
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
