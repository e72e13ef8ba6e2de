// The 3x3x3's edges under the cube's 48 symmetries (host/puzzles/cube3/edge_classes.hpp),
// checks that need gigabytes and minutes: ctest label `huge`, which tools/scripts/test.sh
// and CI leave out (run: cd build && ctest -L huge; the classes alone take 4 minutes and
// 5.2 GB, the whole run 5 minutes without a table and about 25 with one). Without a table:
//  - the engine's edges and the tests' own (independent_edges.hpp) agree on every turn;
//  - every conjugate of a position has its entry; a child from the row is the child's entry;
//  - the first six levels of the reduced search, counted as positions, equal an unreduced
//    breadth-first search over a hash set of edge states.
// With TWOBIT_EDGES_TABLE=FILE (twobit generate --puzzle 3x3x3-edges), the proofs of the
// whole table (docs/SCALING.md): every entry reached, standing for all 980,995,276,800
// positions, and the header's positions per depth adding up to them; every position within
// six turns at its depth; 10,000 random positions at the distance the tests' own IDA* finds;
// and the antipodes, walked down the table, made on the tests' 54-sticker cube.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <gtest/gtest.h>
#include <memory>
#include <mutex>
#include <omp.h>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <unordered_set>

#include "host/puzzles/cube3/edge_classes.hpp"
#include "host/puzzles/cube3/edge_symmetry.hpp"
#include "independent_cube3.hpp"
#include "independent_edges.hpp"
#include "tables/table_file.hpp"

namespace twobit {
namespace {

const EdgeClasses& classes() {
    static const EdgeClasses c("htm");
    return c;
}

EdgeCube scrambled_edges(std::mt19937_64& random) {
    EdgeCube e;
    for (int i = 0; i < 40; ++i)
        e = turn(e, static_cast<Face>(random() % 6), static_cast<int>(1 + random() % 3));
    return e;
}

std::set<uint32_t> same_position(const EdgeClasses& c, ClassEntry e) {
    std::set<uint32_t> same{e.column};
    uint32_t maps[kMaxStabilizer];
    const int n = c.stabilizer(e.row, maps);
    for (int i = 0; i < n; ++i) same.insert(c.conjugate(maps[i], e.column));
    return same;
}

TEST(EdgesSymmetric, ConjugatesShareTheirEntry) {
    const EdgeClasses& c = classes();
    std::mt19937_64 random(1);
    for (int trial = 0; trial < 300; ++trial) {
        const EdgeCube x = scrambled_edges(random);
        const ClassEntry e = c.entry_of(EdgeClasses::index_of(x));
        const std::set<uint32_t> same = same_position(c, e);
        for (int s = 0; s < kEdgeSymmetries; ++s) {
            const ClassEntry y = c.entry_of(EdgeClasses::index_of(conjugate_edges48(x, s)));
            EXPECT_EQ(y.row, e.row) << trial << " " << s;
            EXPECT_EQ(same.count(y.column), 1u) << trial << " " << s;
        }
    }
}

TEST(EdgesSymmetric, ChildrenFromTheRowAreTheChildrensEntries) {
    const EdgeClasses& c = classes();
    std::mt19937_64 random(2);
    for (int trial = 0; trial < 300; ++trial) {
        const EdgeCube x = scrambled_edges(random);
        const uint32_t row = c.entry_of(EdgeClasses::index_of(x)).row;
        // The position whose permutation is the row's representative, with x's flips moved.
        EdgeCube x0;
        bool found = false;
        for (int s = 0; s < kEdgeSymmetries && !found; ++s) {
            const EdgeCube y = conjugate_edges48(x, s);
            if (EdgeClasses::index_of(y) / EdgeClasses::kFlips == c.representative(row))
                x0 = y, found = true;
        }
        ASSERT_TRUE(found);
        const ClassEntry e = c.entry_of(EdgeClasses::index_of(x0));
        ASSERT_EQ(e.column, EdgeClasses::index_of(x0) % EdgeClasses::kFlips);
        ClassStep steps[kMaxClassMoves];
        c.steps(row, steps);
        for (int m = 0; m < c.moves(); ++m) {
            const FaceTurn& t = c.turns()[static_cast<size_t>(m)];
            const ClassEntry child = c.entry_of(EdgeClasses::index_of(turn(x0, t.face, t.power)));
            ASSERT_EQ(steps[m].row, child.row) << trial << " move " << m;
            EXPECT_EQ(same_position(c, child).count(c.column_after(steps[m], m, e.column)), 1u)
                << trial << " move " << m;
        }
    }
}

TEST(EdgesSymmetric, FirstLevelsEqualAnUnreducedSearch) {
    const EdgeClasses& c = classes();
    constexpr int kDepths = 6;
    std::vector<uint64_t> words(uint64_t{c.rows()} * class_row_words(c.columns()));
    ClassSearchOptions options;
    options.max_depth = kDepths;
    const ClassSearchCounts reduced = search_classes(c, words.data(), options);
    std::vector<uint64_t> counts{1};
    std::unordered_set<uint64_t> seen{EdgeClasses::index_of(EdgeCube{})};
    std::vector<EdgeCube> frontier{EdgeCube{}};
    for (int depth = 1; depth <= kDepths; ++depth) {
        std::vector<EdgeCube> next;
        for (const EdgeCube& e : frontier)
            for (const FaceTurn& t : c.turns()) {
                const EdgeCube child = turn(e, t.face, t.power);
                if (seen.insert(EdgeClasses::index_of(child)).second) next.push_back(child);
            }
        counts.push_back(next.size());
        frontier = std::move(next);
    }
    ASSERT_GE(reduced.positions.size(), counts.size());
    EXPECT_EQ(
        std::vector<uint64_t>(reduced.positions.begin(), reduced.positions.begin() + kDepths + 1),
        counts);
}

// The engine's edges of a position of the tests' own: the piece at each place and its flip.
EdgeCube engine_edges(const test::IndependentEdges& x) {
    EdgeCube e;
    for (size_t k = 0; k < 12; ++k) {
        e.perm[x.place[k]] = static_cast<uint8_t>(k);
        e.flip[x.place[k]] = x.flip[k];
    }
    return e;
}

std::vector<std::string> split_words(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

int turn_index(const std::string& name) {
    const std::vector<std::string>& names = test::cube3_face_turns();
    return static_cast<int>(std::find(names.begin(), names.end(), name) - names.begin());
}

const test::EdgesOptimalSolver& optimal_solver() {
    static const test::EdgesOptimalSolver s(omp_get_max_threads());
    return s;
}

TEST(EdgesSymmetric, TheEnginesTurnsAreTheTestsOwn) {
    // Both number the turns U U2 U' R ... B'; the tests' own come from the sticker cube.
    const EdgeClasses& c = classes();
    ASSERT_EQ(c.moves(), 18);
    std::mt19937_64 random(3);
    for (int trial = 0; trial < 1000; ++trial) {
        test::IndependentEdges x = test::random_edges(random);
        EdgeCube e = engine_edges(x);
        for (int m = 0; m < 18; ++m) {
            const FaceTurn& t = c.turns()[static_cast<size_t>(m)];
            ASSERT_EQ(move_name(t.face, t.power), test::cube3_face_turns()[static_cast<size_t>(m)]);
            EXPECT_EQ(engine_edges(test::turn_edges(x, m)), turn(e, t.face, t.power))
                << trial << " " << m;
        }
    }
}

// The table file read through the edges' index, and walked down.
class EdgesTable {
  public:
    EdgesTable(const EdgeClasses& c, const TableFile& file)
        : c_(c), file_(file), row_entries_(uint64_t{class_row_words(c.columns())} * 32) {}

    unsigned at(uint32_t row, uint32_t column) const {
        return file_.get(uint64_t{row} * row_entries_ + column);
    }
    unsigned get(const EdgeCube& e) const {
        const ClassEntry x = c_.entry_of(EdgeClasses::index_of(e));
        return at(x.row, x.column);
    }
    // The turns from e to solved that the table gives (each to a neighbour one closer), or
    // an empty optional if it gives none at some step.
    std::optional<std::string> walk(EdgeCube e, int* steps) const {
        std::string moves;
        unsigned value = get(e);
        *steps = 0;
        while (!(e == EdgeCube{})) {
            bool stepped = false;
            for (const FaceTurn& t : c_.turns()) {
                const EdgeCube next = turn(e, t.face, t.power);
                if (get(next) == (value + 2) % 3) {
                    e = next, value = (value + 2) % 3, stepped = true;
                    moves += (moves.empty() ? "" : " ") + move_name(t.face, t.power);
                    break;
                }
            }
            if (!stepped || ++*steps > 64) return std::nullopt;
        }
        return moves;
    }

  private:
    const EdgeClasses& c_;
    const TableFile& file_;
    uint64_t row_entries_;
};

// The whole table named by TWOBIT_EDGES_TABLE, opened once for the proofs below.
const TableFile* whole_table() {
    static const std::unique_ptr<TableFile> file = []() -> std::unique_ptr<TableFile> {
        const char* path = std::getenv("TWOBIT_EDGES_TABLE");
        if (path == nullptr) return nullptr;
        return std::make_unique<TableFile>(TableFile::open(path));
    }();
    return file.get();
}

#define NEED_WHOLE_TABLE()                                                                         \
    if (whole_table() == nullptr) GTEST_SKIP() << "TWOBIT_EDGES_TABLE names no table";             \
    const EdgeClasses& c = classes();                                                              \
    const TableFile& file = *whole_table();                                                        \
    ASSERT_EQ(file.header().puzzle, "3x3x3-edges-sym48");                                          \
    ASSERT_EQ(file.header().metric, "htm");                                                        \
    ASSERT_EQ(file.header().model_fingerprint, c.fingerprint());                                   \
    const EdgesTable table(c, file)

// Proof 1: every entry is reached, and the entries stand for every position once.
TEST(EdgesWholeTable, EveryEntryStandsForItsPositions) {
    NEED_WHOLE_TABLE();
    const TableHeader& h = file.header();
    uint64_t reached = 0;
    for (int d = 0; d <= h.max_depth(); ++d) reached += h.counts[static_cast<size_t>(d)];
    EXPECT_EQ(reached, uint64_t{c.rows()} * c.columns());
    uint64_t positions = 0, unreached = 0;
#pragma omp parallel for schedule(dynamic, 1024) reduction(+ : positions, unreached)
    for (uint32_t row = 0; row < c.rows(); ++row) {
        positions += c.row_weight(row) * c.columns();
        for (uint32_t col = 0; col < c.columns(); ++col) unreached += table.at(row, col) == 3;
    }
    EXPECT_EQ(unreached, 0u);
    EXPECT_EQ(positions, uint64_t{479001600} * 2048); // 12! x 2^11
    // The header's positions per depth (its class deficits) add up to the same.
    const std::vector<uint64_t> per_depth = class_positions(h, kEdgeSymmetries);
    ASSERT_EQ(per_depth.size(), h.counts.size());
    uint64_t recorded = 0;
    for (size_t d = 0; d < per_depth.size(); ++d) {
        recorded += per_depth[d];
        std::printf("depth %zu: %llu entries, %llu positions\n", d,
                    static_cast<unsigned long long>(h.counts[d]),
                    static_cast<unsigned long long>(per_depth[d]));
    }
    EXPECT_EQ(recorded, positions);
}

// Proof 2: every position within six turns, by a breadth-first search over a hash set of
// positions of the tests' own, has its depth in the table, and each depth's entries are the
// header's count.
TEST(EdgesWholeTable, FirstLevelsEqualAnUnreducedSearch) {
    NEED_WHOLE_TABLE();
    constexpr int kDepths = 6;
    auto key = [](const test::IndependentEdges& x) {
        uint64_t k = 0;
        for (size_t i = 0; i < 12; ++i) k = k << 5 | uint64_t{x.place[i]} << 1 | x.flip[i];
        return k;
    };
    std::unordered_set<uint64_t> seen{key(test::IndependentEdges::solved())};
    std::vector<test::IndependentEdges> frontier{test::IndependentEdges::solved()};
    for (int depth = 0; depth <= kDepths; ++depth) {
        std::set<uint64_t> entries;
        for (const test::IndependentEdges& x : frontier) {
            const ClassEntry e = c.entry_of(EdgeClasses::index_of(engine_edges(x)));
            ASSERT_EQ(table.at(e.row, e.column), static_cast<unsigned>(depth % 3)) << depth;
            entries.insert(uint64_t{e.row} << 12 | e.column);
        }
        EXPECT_EQ(entries.size(), file.header().counts[static_cast<size_t>(depth)]) << depth;
        std::printf("depth %d: %zu positions, %zu entries\n", depth, frontier.size(),
                    entries.size());
        std::vector<test::IndependentEdges> next;
        for (const test::IndependentEdges& x : frontier)
            for (int m = 0; m < 18; ++m) {
                const test::IndependentEdges y = test::turn_edges(x, m);
                if (seen.insert(key(y)).second) next.push_back(y);
            }
        frontier = std::move(next);
    }
}

// Proof 3: 10,000 random positions are at the distance the tests' own IDA* finds, and the
// table's way down replays on the tests' own edges.
TEST(EdgesWholeTable, RandomPositionsAtTheIndependentSolversDistance) {
    NEED_WHOLE_TABLE();
    const test::EdgesOptimalSolver& solver = optimal_solver();
    constexpr int kPositions = 10000;
    std::vector<test::IndependentEdges> positions;
    std::mt19937_64 random(42);
    for (int i = 0; i < kPositions; ++i) positions.push_back(test::random_edges(random));
    std::vector<int> optimal(kPositions);
    std::vector<uint64_t> histogram(32);
    uint64_t nodes = 0;
    std::mutex failures;
    std::vector<std::string> wrong;
#pragma omp parallel for schedule(dynamic, 4) reduction(+ : nodes)
    for (int i = 0; i < kPositions; ++i) {
        const test::IndependentEdges& x = positions[static_cast<size_t>(i)];
        const test::EdgesOptimalSolver::Answer a = solver.solve(x);
        nodes += a.nodes;
        int steps = 0;
        const std::optional<std::string> down = table.walk(engine_edges(x), &steps);
        // The IDA* answer solves x on the tests' own edges, and so does the table's.
        test::IndependentEdges y = x, z = x;
        for (const std::string& m : split_words(a.moves)) y = test::turn_edges(y, turn_index(m));
        if (down)
            for (const std::string& m : split_words(*down)) z = test::turn_edges(z, turn_index(m));
        optimal[static_cast<size_t>(i)] = a.length;
        if (!(y == test::IndependentEdges::solved()) || !down ||
            !(z == test::IndependentEdges::solved()) || steps != a.length) {
            const std::lock_guard<std::mutex> lock(failures);
            wrong.push_back(std::to_string(i) + ": IDA* " + a.moves + " (" +
                            std::to_string(a.length) + "), table " + down.value_or("none"));
        }
    }
    for (int d : optimal) ++histogram[static_cast<size_t>(d)];
    EXPECT_TRUE(wrong.empty()) << wrong.size() << " differ, first " << wrong.front();
    std::printf("%d random positions; IDA* visited %llu nodes; distances:", kPositions,
                static_cast<unsigned long long>(nodes));
    for (size_t d = 0; d < histogram.size(); ++d)
        if (histogram[d] != 0)
            std::printf(" %zu:%llu", d, static_cast<unsigned long long>(histogram[d]));
    std::printf("\n");
}

// Proof 4: the antipodes. An entry of value D % 3 with no neighbour of value D + 1 (mod 3)
// is at depth D, or at D - 3k with no neighbour farther out (a local maximum; about one in a
// hundred at depth D - 3): its walk down the rows tells which. Each antipode's walk through
// the engine's turns, inverted and applied to the tests' 54-sticker cube, makes its edges (the
// corners go where those turns take them: the edges-only puzzle has none).
TEST(EdgesWholeTable, AntipodesSolveOnTheIndependentCube) {
    NEED_WHOLE_TABLE();
    const int deepest = file.header().max_depth();
    const auto v = static_cast<unsigned>(deepest % 3);
    // The depth of an entry: steps down the rows (each to a neighbour one closer) to solved.
    const auto depth_of = [&](uint32_t row, uint32_t column) {
        int depth = 0;
        unsigned value = table.at(row, column);
        ClassStep steps[kMaxClassMoves];
        while (!(row == c.solved().row && column == c.solved().column)) {
            c.steps(row, steps);
            int m = 0;
            for (; m < c.moves(); ++m) {
                const uint32_t next = c.column_after(steps[m], m, column);
                if (table.at(steps[m].row, next) == (value + 2) % 3) {
                    row = steps[m].row, column = next, value = (value + 2) % 3;
                    break;
                }
            }
            if (m == c.moves() || ++depth > 64) return -1;
        }
        return depth;
    };
    std::mutex found;
    std::vector<ClassEntry> antipodes;
    uint64_t candidates = 0, broken = 0;
#pragma omp parallel for schedule(dynamic, 256) reduction(+ : candidates, broken)
    for (uint32_t row = 0; row < c.rows(); ++row) {
        ClassStep steps[kMaxClassMoves];
        c.steps(row, steps);
        for (uint32_t col = 0; col < c.columns(); ++col) {
            if (table.at(row, col) != v) continue;
            bool deeper = false;
            for (int m = 0; m < c.moves() && !deeper; ++m)
                deeper = table.at(steps[m].row, c.column_after(steps[m], m, col)) == (v + 1) % 3;
            if (deeper) continue;
            ++candidates;
            const int depth = depth_of(row, col);
            broken += depth < 0;
            if (depth != deepest) continue;
            const std::lock_guard<std::mutex> lock(found);
            antipodes.push_back({row, col});
        }
    }
    EXPECT_EQ(broken, 0u);
    uint64_t positions = 0;
    for (const ClassEntry& x : antipodes) {
        const EdgeCube start = EdgeClasses::edges_of(
            uint64_t{c.representative(x.row)} * EdgeClasses::kFlips + x.column);
        int steps = 0;
        const std::optional<std::string> moves = table.walk(start, &steps);
        ASSERT_TRUE(moves) << x.row << " " << x.column;
        ASSERT_EQ(steps, deepest) << x.row << " " << x.column;
        // The walk's inverse from solved makes the position: edge piece start.perm[p] on
        // place p, turned start.flip[p].
        test::IndependentCube3 cube;
        cube.apply(test::invert_moves(*moves));
        const std::vector<std::vector<int>>& at = test::cube3_edge_facelets();
        const std::string solved = test::kIndependentCube3Solved;
        for (size_t p = 0; p < at.size(); ++p)
            for (size_t k = 0; k < 2; ++k)
                ASSERT_EQ(cube.facelets()[static_cast<size_t>(at[p][k])],
                          solved[static_cast<size_t>(at[start.perm[p]][(k + start.flip[p]) % 2])])
                    << *moves << " place " << p;
        positions += c.row_weight(x.row);
        std::printf("antipode (class %u, flips %u, %llu positions): %s\n", x.row, x.column,
                    static_cast<unsigned long long>(c.row_weight(x.row)),
                    test::invert_moves(*moves).c_str());
    }
    std::printf("%llu candidates; %zu antipode entries standing for %llu positions at depth %d\n",
                static_cast<unsigned long long>(candidates), antipodes.size(),
                static_cast<unsigned long long>(positions), deepest);
    EXPECT_EQ(antipodes.size(), file.header().counts[static_cast<size_t>(deepest)]);
    EXPECT_EQ(positions,
              class_positions(file.header(), kEdgeSymmetries)[static_cast<size_t>(deepest)]);
}

} // namespace
} // namespace twobit
