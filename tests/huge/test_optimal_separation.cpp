// The optimal solver's larger table, 3x3x3-optimal-sep-sym (flip x UD slice location classes x
// twist x the corners' U-D separation, host/puzzles/cube3/cube3_class_tables.hpp): 2.47 GB
// and about 4 minutes on 2 cores, so ctest label `huge` (tests/CMakeLists.txt), with the
// smaller set's 0.8 GB table built beside it for the solver's answers. Built by its record's
// space (the class search):
//  - every position counted once when the entries are expanded (2187 x 2048 x 495 x 70), and
//    the file's SHA-256 the record's digest;
//  - every position within six turns at the depth of a breadth-first search over the four
//    coordinates written here (no table), and as many of them as the expanded counts say;
//  - random positions' distances consistent with their neighbours and never below phase 1's
//    (the same coordinates without the separation);
// then the same table as lower bounds (3x3x3-optimal-sep-sym-bounds, built by its record: the
// search again, then its values), each entry what the exact distance makes it, its file's
// SHA-256 the record's digest; then read by `solve --optimal` as the solver reads it
// (--max-memory choosing the set): the same optimal lengths as the smaller set for scrambled
// positions, each answer solving its position on the tests' own 54-sticker cube.
#include <cstdlib>
#include <gtest/gtest.h>
#include <random>
#include <unordered_map>

#include "host/io/byte_sizes.hpp"
#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/cube3/corner_separation.hpp"
#include "host/puzzles/cube3/cube3_class_tables.hpp"
#include "host/puzzles/cube3/cube3_solver.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"
#include "host/puzzles/registry.hpp"
#include "independent_cube3.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"

namespace twobit {
namespace {

constexpr uint32_t kLocations = 495;

struct Coords {
    FlipSliceCoords c;
    uint32_t sep = 0;
};

uint64_t key(const Coords& x) {
    return ((uint64_t{x.c.twist} * 2048 + x.c.flip) * kLocations + x.c.slice) * 70 + x.sep;
}

Coords child(const FlipSliceClasses& classes, const Coords& x, int turn) {
    return {classes.child(x.c, turn), corner_separation().move(x.sep, turn)};
}

// Every position within six turns, by a breadth-first search over the coordinates.
std::unordered_map<uint64_t, int> within_six(const FlipSliceClasses& classes) {
    const Coords solved{{0, 0, classes.solved_slice()}, 0};
    std::unordered_map<uint64_t, int> depth{{key(solved), 0}};
    std::vector<Coords> frontier{solved};
    for (int d = 1; d <= 6; ++d) {
        std::vector<Coords> next;
        for (const Coords& x : frontier)
            for (int t = 0; t < kFaceTurns; ++t) {
                const Coords n = child(classes, x, t);
                if (depth.emplace(key(n), d).second) next.push_back(n);
            }
        frontier = std::move(next);
    }
    return depth;
}

std::string solve_line(const PositionSolver& solver, const std::string& line, int& length) {
    const SolvedPosition a = solver.solve(line);
    EXPECT_EQ(a.error, "") << line;
    length = a.length;
    return a.solutions.empty() ? "" : a.solutions.front();
}

TEST(OptimalSeparationTable, StandsForEveryPositionAndSolvesAsTheSmallerSet) {
    const test::ScratchDir dir;
    const std::string id = symmetric_table_id(SliceKind::Location, CornerColumns::TwistSeparation);
    const TableRecord& record = find_table(id);
    auto classes = std::make_shared<const FlipSliceClasses>(SliceKind::Location);
    const std::unique_ptr<ClassSpace> space =
        flip_slice_space(classes, CornerColumns::TwistSeparation);
    const std::string path = dir.file(id + "-htm.twobit");
    {
        const BuiltClassTable built = build_class_table(record, *space, 0);
        const TableHeader header = class_table_header(record, "htm", *space, built.counts);
        write_table_file(path, header, built.bytes());
    }
    EXPECT_EQ(TableFile::open(path).sha256(), record.digest("htm"));
    const TableFile file = TableFile::open(path, UINT64_MAX);
    const SymmetricPruningTable table(*classes, file.header(), file.payload(),
                                      CornerColumns::TwistSeparation);

    const std::vector<uint64_t> counts = class_positions(file.header(), 16);
    uint64_t positions = 0, entries = 0;
    for (uint64_t n : counts) positions += n;
    for (uint64_t n : table.counts()) entries += n;
    EXPECT_EQ(positions, uint64_t{2187} * 2048 * kLocations * 70);
    EXPECT_EQ(entries, uint64_t{64430} * 2187 * 70);
    EXPECT_EQ(table.max_depth(), 13);

    const std::unordered_map<uint64_t, int> near = within_six(*classes);
    uint64_t expected = 0;
    for (int d = 0; d <= 6; ++d) expected += counts[static_cast<size_t>(d)];
    EXPECT_EQ(near.size(), expected);
    size_t seen = 0;
    for (const auto& [k, d] : near) {
        if (++seen % 10 != 0) continue; // a walk is ~100 reads: every tenth position
        const Coords x{{static_cast<uint32_t>(k / 70 / kLocations / 2048),
                        static_cast<uint32_t>(k / 70 / kLocations % 2048),
                        static_cast<uint32_t>(k / 70 % kLocations)},
                       static_cast<uint32_t>(k % 70)};
        ASSERT_EQ(table.distance(x.c, x.sep), d) << k;
    }

    // Neighbours one apart, one of them closer; never closer than phase 1 says (the phase-1
    // table built here: the same classes and twists without the separation).
    const std::unique_ptr<ClassSpace> phase1_space = flip_slice_space(classes);
    const TableRecord& phase1_record = find_table(symmetric_table_id(SliceKind::Location));
    const BuiltClassTable phase1_built = build_class_table(phase1_record, *phase1_space, 0);
    const SymmetricPruningTable phase1(
        *classes, class_table_header(phase1_record, "htm", *phase1_space, phase1_built.counts),
        phase1_built.bytes());
    std::mt19937_64 rng(17);
    std::vector<std::pair<Coords, int>> sampled;
    for (int k = 0; k < 3000; ++k) {
        const Coords x{{static_cast<uint32_t>(rng() % 2187), static_cast<uint32_t>(rng() % 2048),
                        static_cast<uint32_t>(rng() % kLocations)},
                       static_cast<uint32_t>(rng() % 70)};
        const int d = table.distance(x.c, x.sep);
        int closest = 99;
        for (int t = 0; t < kFaceTurns; ++t) {
            const Coords n = child(*classes, x, t);
            const int e = table.distance(n.c, n.sep);
            ASSERT_LE(std::abs(e - d), 1);
            closest = std::min(closest, e);
        }
        ASSERT_EQ(closest, d - 1);
        ASSERT_GE(d, phase1.distance(x.c));
        sampled.emplace_back(x, d);
    }

    // The bounds: 0 within the base (every position within six turns), else base + 1, + 2 or
    // + 3 by the distance mod 3.
    const std::string bounds_id =
        symmetric_table_id(SliceKind::Location, CornerColumns::TwistSeparation, true);
    const TableRecord& bounds_record = find_table(bounds_id);
    const std::string bounds_path = dir.file(bounds_id + "-htm.twobit");
    {
        const BuiltClassTable built = build_class_table(bounds_record, *space, 0);
        write_table_file(bounds_path,
                         class_table_header(bounds_record, "htm", *space, built.counts),
                         built.bytes());
    }
    EXPECT_EQ(TableFile::open(bounds_path).sha256(), bounds_record.digest("htm"));
    {
        const TableFile bounds_file = TableFile::open(bounds_path, UINT64_MAX);
        const SymmetricPruningTable bounds(*classes, bounds_file.header(), bounds_file.payload(),
                                           CornerColumns::TwistSeparation);
        const int base = optimal_bound_base(CornerColumns::TwistSeparation);
        ASSERT_TRUE(bounds.bounds());
        for (const auto& [k, d] : near) {
            const Coords x{{static_cast<uint32_t>(k / 70 / kLocations / 2048),
                            static_cast<uint32_t>(k / 70 / kLocations % 2048),
                            static_cast<uint32_t>(k / 70 % kLocations)},
                           static_cast<uint32_t>(k % 70)};
            ASSERT_EQ(bounds.bound(bounds.index(x.c, x.sep)), 0) << k;
        }
        std::vector<int> by_distance(14, 0);
        for (const auto& [x, d] : sampled) {
            ++by_distance[static_cast<size_t>(d)];
            ASSERT_EQ(bounds.bound(bounds.index(x.c, x.sep)),
                      d <= base ? 0 : base + 1 + (d - base - 1) % 3)
                << d;
        }
        EXPECT_GT(by_distance[9], 50);  // 3.5% at 9: read 0
        EXPECT_GT(by_distance[12], 50); // 5.3% at 12: read 12
    }

    // The solver: the set --max-memory allows (the larger where it fits, read from the
    // folder; the smaller built there), the same lengths, answers that solve.
    ASSERT_EQ(setenv("TWOBIT_TABLES", dir.path().c_str(), 1), 0);
    const Puzzle& cube3 = find_puzzle("3x3x3");
    SolveRequest larger;
    larger.method = "optimal";
    larger.memory_limit = parse_byte_size("3G");
    SolveRequest smaller = larger;
    smaller.memory_limit = parse_byte_size("1.5G");
    const auto with_separation = make_cube3_solver(cube3, larger);
    const auto without = make_cube3_solver(cube3, smaller);
    for (int k = 0; k < 12; ++k) {
        std::string scramble;
        const char* faces = "URFDLB";
        const char* powers[] = {"", "2", "'"};
        for (int m = 0; m < 13; ++m)
            scramble +=
                std::string(scramble.empty() ? "" : " ") + faces[rng() % 6] + powers[rng() % 3];
        int length = 0, other = 0;
        const std::string answer = solve_line(*with_separation, scramble, length);
        solve_line(*without, scramble, other);
        EXPECT_EQ(length, other) << scramble;
        EXPECT_TRUE(test::IndependentCube3().apply(scramble).apply(answer).is_solved())
            << scramble << " / " << answer;
    }
    unsetenv("TWOBIT_TABLES");
}

} // namespace
} // namespace twobit
