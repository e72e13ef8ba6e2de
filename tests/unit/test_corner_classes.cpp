// The cube's 48 symmetries on the corners and the symmetry-reduced corner spaces
// (host/puzzles/cube/corner_symmetry.hpp, corner_classes.hpp) searched by
// host/engine/class_search.hpp: the group, the class of every conjugate, the full counts
// against the published distributions and every entry against the unreduced table.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "host/engine/class_search.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube/corner_classes.hpp"
#include "host/puzzles/cube/corner_symmetry.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/registry.hpp"
#include "tables/published_distributions.hpp"
#include "tests/support/independent_cube3.hpp"
#include "tests/support/test_support.hpp"

namespace twobit {
namespace {

// A corner state no symmetry but the identity keeps.
CornerCube scrambled() {
    return test::apply_sequence(CornerCube{}, "R U2 F' L D B2 R' U F D2 L'");
}

struct ReducedTable {
    std::vector<uint64_t> words;
    ClassSearchCounts counts;
};

ReducedTable search(const CornerClasses& classes, int threads = 2) {
    ReducedTable t;
    t.words.resize(uint64_t{classes.rows()} * class_row_words(classes.columns()));
    t.counts = search_classes(classes, t.words.data(), threads);
    return t;
}

TEST(CornerSymmetry, FortyEightDistinctConjugatesClosedUnderComposition) {
    const CornerCube x = scrambled();
    std::vector<CornerCube> all;
    for (int s = 0; s < kCubeSymmetries; ++s) all.push_back(conjugate_corners(x, s));
    EXPECT_EQ(all[0], x);
    for (int a = 0; a < kCubeSymmetries; ++a)
        for (int b = a + 1; b < kCubeSymmetries; ++b) EXPECT_NE(all[a], all[b]) << a << " " << b;
    for (int a = 0; a < kCubeSymmetries; a += 5)
        for (int b = 0; b < kCubeSymmetries; b += 3) {
            const CornerCube twice = conjugate_corners(conjugate_corners(x, a), b);
            int found = 0;
            for (const CornerCube& c : all) found += c == twice ? 1 : 0;
            EXPECT_EQ(found, 1) << a << " then " << b;
        }
}

TEST(CornerSymmetry, MirrorSwapsLeftAndRightAndReversesTurns) {
    EXPECT_TRUE(symmetry_mirrors(1));
    EXPECT_EQ(symmetry_face(1, FaceR), FaceL);
    EXPECT_EQ(symmetry_face(1, FaceU), FaceU);
    EXPECT_EQ(symmetry_face(1, FaceF), FaceF);
    EXPECT_EQ(conjugate_corners(face_turn(FaceR), 1), turn(CornerCube{}, FaceL, 3));
    EXPECT_EQ(conjugate_corners(test::apply_sequence(CornerCube{}, "R U F"), 1),
              test::apply_sequence(CornerCube{}, "L' U' F'"));
}

TEST(CornerSymmetry, SubgroupsKeepingFaces) {
    EXPECT_EQ(symmetries_keeping("URFDLB").size(), 48u);
    EXPECT_EQ(symmetries_keeping("UD").size(), 16u); // the U-D axis's (cube_symmetry.hpp)
    const std::vector<int> urf = symmetries_keeping("URF");
    ASSERT_EQ(urf.size(), 6u);
    const CornerCube x = test::apply_sequence(CornerCube{}, "R U F2 R' U'");
    for (const int s : urf) { // and so a 2x2x2 position's DBL stays home and untwisted
        EXPECT_EQ(conjugate_corners(x, s).perm[DBL], DBL) << s;
        EXPECT_EQ(conjugate_corners(x, s).twist[DBL], 0) << s;
    }
}

// Every conjugate of a position is in its class: the same row, and a column its
// representative's symmetries make the same position.
TEST(CornerClasses, ConjugatesShareTheirEntry) {
    const CornerClasses classes = make_corner_classes("htm");
    EXPECT_EQ(classes.rows(), 984u);
    std::mt19937_64 random(7);
    for (int trial = 0; trial < 300; ++trial) {
        const CornerCube x = cube3_corners_from_index(random() % kCornersStates);
        const ClassEntry e = classes.entry_of(cube3_corners_index(x));
        std::set<uint32_t> same{e.column};
        uint32_t maps[kMaxStabilizer];
        const int n = classes.stabilizer(e.row, maps);
        for (int i = 0; i < n; ++i) same.insert(classes.conjugate(maps[i], e.column));
        for (int s = 0; s < kCubeSymmetries; ++s) {
            const ClassEntry c = classes.entry_of(cube3_corners_index(conjugate_corners(x, s)));
            EXPECT_EQ(c.row, e.row);
            EXPECT_TRUE(same.count(c.column) == 1) << "trial " << trial << " symmetry " << s;
        }
        // The entry is a conjugate of x: the representative's permutation with that twist.
        bool is_conjugate = false;
        for (int s = 0; s < kCubeSymmetries; ++s)
            is_conjugate =
                is_conjugate ||
                cube3_corners_index(conjugate_corners(x, s)) ==
                    uint64_t{classes.representative(e.row)} * kCornersTwistSize + e.column;
        EXPECT_TRUE(is_conjugate) << trial;
    }
}

void expect_published(const ClassSearchCounts& counts, const char* puzzle, const char* metric,
                      const char* gens) {
    const PublishedDistribution* p = find_published_distribution(puzzle, metric, gens);
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(counts.positions, p->counts) << puzzle << " " << metric;
}

TEST(CornerClasses, CornersExpandToThePublishedDistributions) {
    for (const char* metric : {"htm", "qtm"}) {
        const CornerClasses classes = make_corner_classes(metric);
        const ReducedTable t = search(classes);
        expect_published(t.counts, "3x3x3-corners", metric, "URFDLB");
        // The table: 984 rows of 69 words, 1/40.6 of the unreduced 22,044,960 bytes.
        EXPECT_EQ(t.words.size() * 8, 543168u);
    }
}

TEST(CornerClasses, Cube2ExpandsToThePublishedDistributions) {
    for (const char* metric : {"htm", "qtm"}) {
        const CornerClasses classes = make_cube2_classes(metric);
        expect_published(search(classes).counts, "2x2x2", metric, "URF");
    }
}

// Every 2x2x2 state's entry holds the unreduced table's value, in both metrics.
TEST(CornerClasses, Cube2EntriesEqualTheUnreducedTable) {
    for (const char* metric : {"htm", "qtm"}) {
        const CornerClasses classes = make_cube2_classes(metric);
        const ReducedTable reduced = search(classes);
        const ClassTableLookup<CornerClasses> lookup{classes, reduced.words.data()};
        const BuiltTable full = test::build(metric, "");
        uint64_t differ = 0;
        for (uint64_t i = 0; i < kCube2States; ++i)
            differ += full.table.get(i) != lookup.get(i) ? 1 : 0;
        EXPECT_EQ(differ, 0u) << metric;
    }
}

TEST(CornerClasses, CornerEntriesEqualTheUnreducedTable) {
    const CornerClasses classes = make_corner_classes("qtm");
    const ReducedTable reduced = search(classes);
    const ClassTableLookup<CornerClasses> lookup{classes, reduced.words.data()};
    const BuiltTable full = test::build_puzzle("3x3x3-corners", "qtm", "");
    std::mt19937_64 random(11);
    uint64_t differ = 0;
    for (int i = 0; i < 1000000; ++i) {
        const uint64_t index = random() % kCornersStates;
        differ += full.table.get(index) != lookup.get(index) ? 1 : 0;
    }
    EXPECT_EQ(differ, 0u);
}

// Whether the corners of the tests' own sticker cube are solved (each sticker its face's).
bool corners_solved(const test::IndependentCube3& cube) {
    for (const std::vector<int>& corner : test::cube3_corner_facelets())
        for (const int f : corner)
            if (cube.facelets()[static_cast<size_t>(f)] !=
                cube.facelets()[static_cast<size_t>(f / 9 * 9 + 4)])
                return false;
    return true;
}

// 10,000 positions solved from the reduced table: the full table's lengths, and every answer
// undoes its scramble on the independent sticker cube.
TEST(CornerClasses, SolvesFromTheReducedTableAreOptimal) {
    const PuzzleModel model = make_cube3_corners_model("htm", "");
    const CornerClasses classes = make_corner_classes("htm");
    const ReducedTable reduced = search(classes);
    const BuiltTable full = test::build_puzzle("3x3x3-corners", "htm", "");
    const Solver<DistanceTable> full_walk(model, full.table, 11);
    const ClassTableLookup<CornerClasses> lookup{classes, reduced.words.data()};
    const Solver<ClassTableLookup<CornerClasses>> reduced_walk(model, lookup, 11);
    const char* const turns[] = {"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'",
                                 "D", "D2", "D'", "L", "L2", "L'", "B", "B2", "B'"};
    std::mt19937_64 random(5);
    for (int trial = 0; trial < 10000; ++trial) {
        std::string scramble;
        for (int i = 0; i < 20; ++i) scramble += std::string(turns[random() % 18]) + " ";
        const uint64_t index = cube3_corners_index(test::apply_sequence(CornerCube{}, scramble));
        std::vector<int> mine, theirs;
        ASSERT_TRUE(reduced_walk.solve(index, mine));
        ASSERT_TRUE(full_walk.solve(index, theirs));
        ASSERT_EQ(mine.size(), theirs.size()) << scramble;
        std::string answer;
        for (const int m : mine) answer += model.moves[static_cast<size_t>(m)].name + " ";
        test::IndependentCube3 cube;
        cube.apply(scramble + answer);
        ASSERT_TRUE(corners_solved(cube)) << scramble << "/ " << answer;
    }
}

TEST(CornerClasses, SameBytesOnAnyThreadCount) {
    const CornerClasses classes = make_corner_classes("htm");
    const ReducedTable one = search(classes, 1);
    for (const int threads : {2, 3})
        EXPECT_EQ(search(classes, threads).words, one.words) << threads << " threads";
}

// The records' sizes (list prints them without building) are the spaces'.
TEST(CornerClasses, RecordSizesAreTheSpaces) {
    for (const char* puzzle : {"3x3x3-corners", "2x2x2"}) {
        const TableRecord* t = class_table_of(find_puzzle(puzzle));
        ASSERT_NE(t, nullptr) << puzzle;
        for (const std::string& metric : t->metrics) {
            const std::unique_ptr<ClassSpace> space = t->make_space(metric);
            EXPECT_EQ(space->rows(), t->classes) << t->id;
            EXPECT_EQ(space->columns(), t->columns) << t->id;
            EXPECT_EQ(space->payload_bytes(), t->class_payload_bytes()) << t->id;
        }
    }
    EXPECT_EQ(class_table_of(find_puzzle("3x3x3")), nullptr);
}

TEST(CornerClasses, RefusesSymmetriesThatDoNotKeepTheMoves) {
    std::string gens;
    EXPECT_THROW(CornerClasses({kCube2PermSize, kCube2TwistSize, cube2_index, cube2_from_index},
                               face_turn_set("htm", "", kCube2Faces, gens),
                               symmetries_keeping("URFDLB")),
                 std::invalid_argument);
}

} // namespace
} // namespace twobit
