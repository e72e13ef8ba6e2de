// The lookup solver against the independent reference BFS: antipodes, random positions from
// an in-memory table and from a mapped file, every optimal solution, and properties of
// random scrambles.
#include <gtest/gtest.h>
#include <map>
#include <random>

#include "host/engine/save_table.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "host/puzzles/registry.hpp"
#include "reference_bfs.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

struct MetricFixture {
    std::string metric;
    PuzzleModel model;
    test::BuiltTable built;
    std::vector<uint8_t> reference; // exact distances from the reference BFS

    explicit MetricFixture(const std::string& m)
        : metric(m), model(make_puzzle("2x2x2", m, "")), built(test::build(m, "")),
          reference(reference::cube2_bfs(m == "htm" ? reference::htm_turns("URF")
                                                    : reference::qtm_turns("URF"))) {}
};

const MetricFixture& fixture(const std::string& metric) {
    static std::map<std::string, std::unique_ptr<MetricFixture>> cache;
    auto& slot = cache[metric];
    if (!slot) slot = std::make_unique<MetricFixture>(metric);
    return *slot;
}

std::vector<std::string> names_of(const PuzzleModel& model, const std::vector<int>& moves) {
    std::vector<std::string> names;
    for (int m : moves) names.push_back(model.moves[static_cast<size_t>(m)].name);
    return names;
}

// Applies a solution with cubie turns (not the model's move tables).
CornerCube apply_solution(const PuzzleModel& model, CornerCube c, const std::vector<int>& moves) {
    for (const std::string& name : names_of(model, moves)) c = test::apply_sequence(c, name);
    return c;
}

// Every shortest path to solved, found with the reference distances and cubie turns only.
void reference_paths(const MetricFixture& f, const CornerCube& c, int d,
                     std::vector<std::string>& path, std::vector<std::vector<std::string>>& out) {
    if (d == 0) {
        out.push_back(path);
        return;
    }
    for (const Move& m : f.model.moves) {
        const CornerCube next = test::apply_sequence(c, m.name);
        if (f.reference[cube2_index(next)] != d - 1) continue;
        path.push_back(m.name);
        reference_paths(f, next, d - 1, path, out);
        path.pop_back();
    }
}

} // namespace

class SolverByMetric : public ::testing::TestWithParam<const char*> {};

TEST_P(SolverByMetric, EveryAntipodeSolvesAtGodsNumber) {
    const MetricFixture& f = fixture(GetParam());
    const Solver<DistanceTable> solver(f.model, f.built.table, f.built.result.max_depth());
    const int gods_number = f.metric == "htm" ? 11 : 14;
    size_t antipodes = 0;
    std::vector<int> moves;
    for (uint64_t i = 0; i < kCube2States; ++i) {
        if (f.reference[i] != gods_number) continue;
        ++antipodes;
        ASSERT_TRUE(solver.solve(i, moves));
        ASSERT_EQ(moves.size(), static_cast<size_t>(gods_number)) << "index " << i;
        ASSERT_TRUE(apply_solution(f.model, cube2_from_index(i), moves).is_solved());
    }
    EXPECT_EQ(antipodes, f.metric == "htm" ? 2644u : 276u);
}

TEST_P(SolverByMetric, RandomPositionsFromMemoryAndFromAMappedFile) {
    const MetricFixture& f = fixture(GetParam());
    test::ScratchDir dir;
    const std::string path = dir.file("t.twobit");
    save_table(path, f.model, f.built.result, f.built.table);
    const TableFile file = TableFile::open(path);
    const Solver<DistanceTable> in_memory(f.model, f.built.table, f.built.result.max_depth());
    const Solver<TableFile> mapped(f.model, file, file.header().max_depth());
    std::mt19937_64 rng(42);
    std::vector<int> a, b;
    for (int k = 0; k < 20000; ++k) {
        const uint64_t i = rng() % kCube2States;
        ASSERT_TRUE(in_memory.solve(i, a));
        ASSERT_TRUE(mapped.solve(i, b));
        ASSERT_EQ(a, b);
        ASSERT_EQ(a.size(), f.reference[i]);
        ASSERT_EQ(mapped.distance(i), f.reference[i]);
        ASSERT_TRUE(apply_solution(f.model, cube2_from_index(i), a).is_solved());
    }
}

TEST_P(SolverByMetric, AllOptimalSolutionsMatchAnIndependentEnumeration) {
    const MetricFixture& f = fixture(GetParam());
    const Solver<DistanceTable> solver(f.model, f.built.table, f.built.result.max_depth());
    std::mt19937_64 rng(7);
    const bool qtm = f.metric == "qtm";
    for (int k = 0; k < 150; ++k) {
        const uint64_t i = rng() % kCube2States;
        const auto all = solver.solve_all(i);
        std::vector<std::vector<std::string>> expected;
        std::vector<std::string> path;
        reference_paths(f, cube2_from_index(i), f.reference[i], path, expected);
        ASSERT_EQ(all.size(), expected.size()) << "index " << i;
        for (size_t s = 0; s < all.size(); ++s) {
            ASSERT_EQ(names_of(f.model, all[s]), expected[s]); // same paths, same order
            if (s > 0) {                                       // distinct, in move order
                ASSERT_LT(all[s - 1], all[s]);
            }
        }
        // What solve prints with --all: distinct texts (QTM merges "R R" into "R2").
        std::vector<std::string> texts;
        for (const auto& e : expected) texts.push_back(format_moves(e, qtm));
        std::sort(texts.begin(), texts.end());
        texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
        if (!qtm) {
            EXPECT_EQ(texts.size(), all.size());
        }
        EXPECT_EQ(solver.solve_all(i, 3).size(), std::min<size_t>(3, all.size()));
    }
}

TEST_P(SolverByMetric, RandomScrambleProperties) {
    const MetricFixture& f = fixture(GetParam());
    const Solver<DistanceTable> solver(f.model, f.built.table, f.built.result.max_depth());
    std::mt19937_64 rng(11);
    const char* tokens[] = {"U",  "U2", "U'", "R",  "R2", "R'", "F",  "F2", "F'", "D", "D2",
                            "D'", "L",  "L2", "L'", "B",  "B2", "B'", "x",  "y",  "z'"};
    std::vector<int> moves;
    for (int k = 0; k < 3000; ++k) {
        std::string scramble;
        int length = 0; // in the fixture's metric; rotations are free
        for (int n = static_cast<int>(rng() % 16); n > 0; --n) {
            const std::string t = tokens[rng() % 21];
            scramble += t + " ";
            if (t[0] >= 'a') continue;
            length += f.metric == "qtm" && t.size() == 2 && t[1] == '2' ? 2 : 1;
        }
        const CornerCube position = parse_cube2_position(scramble).cube;
        ASSERT_TRUE(solver.solve(cube2_index(position), moves));
        ASSERT_LE(static_cast<int>(moves.size()), length) << scramble;
        // The inverse of the solution, as a scramble, gives the same position.
        std::string inverse;
        for (auto it = moves.rbegin(); it != moves.rend(); ++it)
            inverse += f.model.moves[static_cast<size_t>(f.model.moves[*it].inverse)].name + " ";
        ASSERT_EQ(parse_cube2_position(inverse).cube, position) << scramble;
        // Shown in another orientation with other colours: the same distance.
        std::string stickers = to_facelets(apply_turns(position, parse_moves("x y2")));
        for (char& s : stickers) s = "wrgyob"[std::string("URFDLB").find(s)];
        ASSERT_EQ(solver.distance(cube2_index(parse_cube2_position(stickers).cube)),
                  static_cast<int>(moves.size()));
    }
}

INSTANTIATE_TEST_SUITE_P(Metrics, SolverByMetric, ::testing::Values("htm", "qtm"));

} // namespace twobit
