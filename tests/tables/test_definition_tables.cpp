// Whole tables of definition files: the definitions shipped in tables/defs/ give the same
// distributions as the built-in models of the same puzzles (and the published counts those
// are verified against), a subgroup by --gens the same as the built-in's --gens, and the
// table's bytes do not depend on the thread count or the level strategy. The definitions in
// tests/defs/ (written for these tests, varied shapes) give, depth by depth, the counts
// twsearch's God's algorithm printed for them (tests/defs/twsearch_counts.tsv).
#include <cstring>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>

#include "explicit_bfs.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/defs/definition_space.hpp"
#include "host/puzzles/defs/start_pattern.hpp"
#include "host/puzzles/registry.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"

namespace twobit {
namespace {

const std::string kSource = TWOBIT_SOURCE_DIR;

BuiltTable build_definition(const std::string& path, const std::string& metric,
                            const std::string& gens = "", int threads = 2,
                            Strategy strategy = Strategy::Auto) {
    const Puzzle p = definition_puzzle(read_definition_file(path), path);
    const PuzzleModel model = p.model(metric, gens);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    SearchOptions options;
    options.threads = threads;
    options.strategy = strategy;
    built.result = search_cpu(model, built.table, options);
    return built;
}

struct Twin {
    const char* file;    // under tables/defs/
    const char* builtin; // the built-in puzzle it models
    const char* metric;
    const char* def_gens;
    const char* builtin_gens;
};

TEST(DefinitionTables, ShippedDefinitionsEqualTheBuiltInModels) {
    const Twin twins[] = {
        {"2x2x2.tws", "2x2x2", "htm", "", ""},
        {"2x2x2.tws", "2x2x2", "qtm", "", ""},
        {"2x2x2.tws", "2x2x2", "htm", "U,R", "UR"},
        {"skewb.tws", "skewb", "htm", "", ""},
        {"pyraminx-notips.tws", "pyraminx-notips", "htm", "", ""},
        {"3x3x3-corners.tws", "3x3x3-corners", "htm", "", ""},
    };
    for (const Twin& t : twins) {
        SCOPED_TRACE(std::string(t.file) + " " + t.metric + " " + t.def_gens);
        const BuiltTable def =
            build_definition(kSource + "/tables/defs/" + t.file, t.metric, t.def_gens);
        const BuiltTable builtin = test::build_puzzle(t.builtin, t.metric, t.builtin_gens);
        EXPECT_EQ(def.result.counts, builtin.result.counts);
        EXPECT_EQ(def.result.reached, builtin.result.reached);
        const PublishedDistribution* published = find_published_distribution(
            t.builtin, t.metric, make_puzzle(t.builtin, t.metric, t.builtin_gens).gens);
        ASSERT_NE(published, nullptr);
        EXPECT_EQ(def.result.counts, published->counts);
    }
}

TEST(DefinitionTables, BytesDoNotDependOnThreadsOrStrategy) {
    const std::string path = kSource + "/tables/defs/pyraminx-notips.tws";
    const BuiltTable reference = build_definition(path, "htm", "", 1, Strategy::Auto);
    for (int threads : {1, 2, 3})
        for (Strategy strategy : {Strategy::Push, Strategy::Pull, Strategy::Auto}) {
            const BuiltTable other = build_definition(path, "htm", "", threads, strategy);
            ASSERT_EQ(other.table.num_bytes(), reference.table.num_bytes());
            EXPECT_EQ(std::memcmp(other.table.bytes(), reference.table.bytes(),
                                  reference.table.num_bytes()),
                      0)
                << threads << " threads, strategy " << static_cast<int>(strategy);
        }
}

std::vector<uint64_t> parse_counts(const std::string& text) {
    std::istringstream in(text);
    std::vector<uint64_t> counts;
    uint64_t c = 0;
    while (in >> c) counts.push_back(c);
    return counts;
}

TEST(DefinitionTables, VariedShapesMatchTwsearchDepthByDepth) {
    std::ifstream expected(kSource + "/tests/defs/twsearch_counts.tsv");
    ASSERT_TRUE(expected) << "tests/defs/twsearch_counts.tsv";
    std::string line;
    int checked = 0;
    while (std::getline(expected, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string file, metric, counts;
        std::getline(fields, file, '\t');
        std::getline(fields, metric, '\t');
        std::getline(fields, counts);
        SCOPED_TRACE(file + " " + metric);
        const BuiltTable built = build_definition(kSource + "/tests/defs/" + file, metric);
        EXPECT_EQ(built.result.counts, parse_counts(counts));
        ++checked;
    }
    EXPECT_GE(checked, 20);
}

// Method steps written with '?' (tests/defs/method_*.tws) against the tests' own explicit
// search, and the cross against its published distribution (God's number 8, 102
// positions at 8 moves).
TEST(DefinitionTables, MethodStepsWithWildcardsMatchTheExplicitSearch) {
    for (const char* step : {"cross", "eoline", "block222"}) {
        SCOPED_TRACE(step);
        const std::string path = kSource + "/tests/defs/method_" + step + ".tws";
        const BuiltTable built = build_definition(path, "htm");
        EXPECT_EQ(built.result.counts, test::explicit_bfs(read_definition_file(path), "htm"));
        if (std::string(step) == "cross") {
            EXPECT_EQ(built.result.counts,
                      (std::vector<uint64_t>{1, 15, 158, 1394, 9809, 46381, 97254, 34966, 102}));
        }
    }
}

// A start pattern's distribution (host/puzzles/defs/start_pattern.hpp) against the tests'
// own search: the cross's positions where DF and DB are already solved (method_line.tws),
// picked from the explicit states by a test written here, and their distances.
TEST(DefinitionTables, StartPatternsMatchTheExplicitSearch) {
    const std::string goal_path = kSource + "/tests/defs/method_cross.tws";
    const Definition goal = read_definition_file(goal_path);
    const Definition start = read_definition_file(kSource + "/tests/defs/method_line.tws");
    const BuiltTable built = build_definition(goal_path, "htm");
    const DefinitionSpace space(goal, "htm", "");
    const PuzzleModel model = definition_puzzle(goal, goal_path).model("htm", "");
    const StartPattern pattern(goal, start);
    const StartDistribution got = start_distribution(
        pattern, space, model,
        TableBytes{built.table.bytes(), model.num_states(), built.result.max_depth()});
    // DF (slot 2) and DB (slot 6) hold the goal's pieces of those slots, untwisted.
    std::vector<uint64_t> expected;
    uint64_t holding = 0;
    for (const auto& [state, depth] : test::explicit_distances(goal, "htm")) {
        const std::vector<uint8_t>& labels = state.labels[0];
        const std::vector<uint8_t>& twist = state.twist[0];
        if (labels[1] != goal.sets[0].solved_labels[1] || twist[1] != 0 ||
            labels[5] != goal.sets[0].solved_labels[5] || twist[5] != 0)
            continue;
        ++holding;
        if (expected.size() <= static_cast<size_t>(depth)) expected.resize(depth + 1);
        ++expected[static_cast<size_t>(depth)];
    }
    EXPECT_EQ(got.counts, expected);
    // Every position the pattern allows is reachable here: the other two cross edges
    // anywhere else, either way round (10 x 9 x 4).
    EXPECT_EQ(holding, 360u);
    EXPECT_EQ(pattern.count(), 360u);
    EXPECT_EQ(got.unreachable, 0u);
    EXPECT_EQ(got.antipodes.size(), std::min<uint64_t>(expected.back(), kListedAntipodes));
}

} // namespace
} // namespace twobit
