// The optimal solver's table over symmetry classes with the sorted UD slice
// (host/puzzles/cube3/symmetric_pruning_table.hpp), built whole (about half a minute, 0.9 GB):
// every position counted once when expanded (2187 x 2048 x 11880), the entries that a class's own
// symmetries make the same position equal, exact distances consistent with their neighbours
// and never below the phase-1 distance (the coarser table of the same coordinates), and
// exactly a breadth-first search's for every position within 6 moves of solved (a search over
// the coordinates written here, with no table). The file written and read back is the same
// table; a file of other classes is refused; the file's SHA-256 is the record's digest. The
// same table as lower bounds above optimal_bound_base (3x3x3-optimal-sym-bounds, the optimal
// solver's, built by its own record; the distances mod 3 are its search's last level, kept
// before its values were made): each entry what the exact distance (a walk down the table of
// distances mod 3) makes it. In the suite
// (tests/CMakeLists.txt) the table of bounds is then saved where the fixture cube3_tables
// keeps the 3x3x3's tables, as the program saves it, so that `twobit solve --optimal` there
// reads it instead of building it again.
#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>
#include <random>
#include <unordered_map>

#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/cube3/cube3_class_tables.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/held_table.hpp"
#include "test_support.hpp"

namespace twobit {
namespace {

// The steps of a build that keep, after each level, a copy of its words and counts in `into`:
// a build of bounds leaves there the distances mod 3 of its last level, before its values are
// made from them (class_table_build.hpp).
ClassBuildSteps keeping_distances(BuiltClassTable* into, uint64_t bytes) {
    ClassBuildSteps steps;
    if (into != nullptr)
        steps.after_level = [into, bytes](const BuiltClassTable& so_far) {
            if (into->words.data() == nullptr) into->words = LargeBuffer(bytes);
            std::memcpy(into->words.data(), so_far.words.data(), bytes);
            into->counts = so_far.counts;
            return true;
        };
    return steps;
}

// A flip-slice table built as every table of classes is (its record's space, the class
// search), and its header.
struct BuiltFlipSlice {
    // With `distances`, the build's distances mod 3 are kept there too.
    explicit BuiltFlipSlice(SliceKind kind, bool bounds = false,
                            BuiltClassTable* distances = nullptr)
        : classes(std::make_shared<const FlipSliceClasses>(kind)), space(flip_slice_space(classes)),
          record(find_table(symmetric_table_id(kind, CornerColumns::Twist, bounds))),
          built(build_class_table(record, *space, 2,
                                  keeping_distances(distances, space->payload_bytes()))),
          header(class_table_header(record, "htm", *space, built.counts)),
          table(*classes, header, built.bytes()) {}
    // Another record's table of the same classes from words built already.
    BuiltFlipSlice(const BuiltFlipSlice& same_classes, const TableRecord& other,
                   BuiltClassTable words)
        : classes(same_classes.classes), space(same_classes.space), record(other),
          built(std::move(words)), header(class_table_header(record, "htm", *space, built.counts)),
          table(*classes, header, built.bytes()) {}
    const std::vector<uint64_t>& position_counts() const { return built.counts.positions; }

    std::shared_ptr<const FlipSliceClasses> classes;
    std::shared_ptr<const ClassSpace> space;
    const TableRecord& record;
    BuiltClassTable built;
    TableHeader header;
    SymmetricPruningTable table;
};

// The sorted slice's tables come from one search (about half a minute): of bounds, the
// optimal solver's, and of distances mod 3, kept before its values were made; so their checks
// are one test, in parts below. The location's (1.5 s) serves as the phase-1 bound and for the
// file.
struct Fixture {
    BuiltClassTable distances;
    BuiltFlipSlice sorted_bounds{SliceKind::Sorted, true, &distances},
        sorted{sorted_bounds, find_table(symmetric_table_id(SliceKind::Sorted)),
               std::move(distances)},
        location{SliceKind::Location};
};

uint64_t key(const FlipSliceCoords& c) {
    return (uint64_t{c.twist} * 2048 + c.flip) * 11880 + c.slice;
}

void every_position_is_counted_once(const Fixture& f) {
    uint64_t positions = 0, entries = 0;
    for (uint64_t n : f.sorted.position_counts()) positions += n;
    for (uint64_t n : f.sorted.table.counts()) entries += n;
    EXPECT_EQ(positions, uint64_t{2187} * 2048 * 11880);
    EXPECT_EQ(entries, uint64_t{1523864} * 2187);
    EXPECT_EQ(f.sorted.table.max_depth(), 13);
}

void a_self_symmetric_class_has_equal_entries_for_its_symmetries(const Fixture& f) {
    uint32_t checked = 0;
    for (uint32_t cls = 0; cls < f.sorted.classes->num_classes(); ++cls) {
        const uint16_t stabilizer = f.sorted.classes->stabilizer(cls);
        if (stabilizer == 1) continue;
        ++checked;
        for (uint32_t t = 0; t < kSymTwistSize; ++t)
            for (int s = 1; s < 16; ++s) {
                if ((stabilizer >> s & 1) == 0) continue;
                ASSERT_EQ(f.sorted.table.get(cls * f.sorted.table.row_entries() + t),
                          f.sorted.table.get(cls * f.sorted.table.row_entries() +
                                             f.sorted.classes->twist_conjugate(t, s)))
                    << cls << " " << t << " " << s;
            }
    }
    EXPECT_GT(checked, 100u);
}

void distances_agree_with_neighbours_and_bound_phase1(const Fixture& f) {
    std::mt19937_64 rng(14);
    for (int k = 0; k < 3000; ++k) {
        const FlipSliceCoords c{static_cast<uint32_t>(rng() % 2187),
                                static_cast<uint32_t>(rng() % 2048),
                                static_cast<uint32_t>(rng() % 11880)};
        const int d = f.sorted.table.distance(c);
        int closest = 99;
        for (int t = 0; t < kFaceTurns; ++t) {
            const int n = f.sorted.table.distance(f.sorted.classes->child(c, t));
            EXPECT_LE(std::abs(n - d), 1);
            closest = std::min(closest, n);
        }
        EXPECT_EQ(closest, d - 1);
        const FlipSliceCoords loc{c.twist, c.flip, c.slice / 24};
        EXPECT_GE(d, f.location.table.distance(loc));
    }
}

void distances_within_six_moves_are_those_of_a_breadth_first_search(const Fixture& f) {
    const FlipSliceCoords solved{0, 0, f.sorted.classes->solved_slice()};
    std::unordered_map<uint64_t, int> depth{{key(solved), 0}};
    std::vector<FlipSliceCoords> frontier{solved};
    for (int d = 1; d <= 6; ++d) {
        std::vector<FlipSliceCoords> next;
        for (const FlipSliceCoords& c : frontier)
            for (int t = 0; t < kFaceTurns; ++t) {
                const FlipSliceCoords n = f.sorted.classes->child(c, t);
                if (depth.emplace(key(n), d).second) next.push_back(n);
            }
        frontier = std::move(next);
    }
    // As many positions within 6 moves as the table's expanded counts say.
    uint64_t within = 0;
    for (int d = 0; d <= 6; ++d) within += f.sorted.position_counts()[static_cast<size_t>(d)];
    EXPECT_EQ(depth.size(), within);
    size_t seen = 0;
    for (const auto& [k, d] : depth) {
        if (++seen % 10 != 0) continue; // a walk is ~100 reads: every tenth position
        const FlipSliceCoords c{static_cast<uint32_t>(k / 11880 / 2048),
                                static_cast<uint32_t>(k / 11880 % 2048),
                                static_cast<uint32_t>(k % 11880)};
        ASSERT_EQ(f.sorted.table.distance(c), d);
        ASSERT_EQ(f.sorted_bounds.table.bound(f.sorted_bounds.table.index(c)), 0);
    }
}

// Each entry of the table of bounds is what its exact distance makes it (0 up to the base,
// then base + 1, + 2, + 3 by the distance mod 3), on random positions: most at 9 to 11, about
// 200 at 7 or 8 and 60 at 12.
void bounds_are_the_exact_distances_above_the_base(const Fixture& f) {
    const SymmetricPruningTable& bounds = f.sorted_bounds.table;
    ASSERT_TRUE(bounds.bounds());
    EXPECT_FALSE(f.sorted.table.bounds());
    const int base = optimal_bound_base(CornerColumns::Twist);
    EXPECT_EQ(f.sorted_bounds.header.bound_base(), base);
    std::mt19937_64 rng(60);
    std::vector<int> seen(14, 0);
    for (int k = 0; k < 20000; ++k) {
        const FlipSliceCoords c{static_cast<uint32_t>(rng() % 2187),
                                static_cast<uint32_t>(rng() % 2048),
                                static_cast<uint32_t>(rng() % 11880)};
        const int d = f.sorted.table.distance(c);
        ++seen[static_cast<size_t>(d)];
        const int expected = d <= base ? 0 : base + 1 + (d - base - 1) % 3;
        ASSERT_EQ(bounds.bound(bounds.index(c)), expected) << "distance " << d;
    }
    EXPECT_GT(seen[7] + seen[8], 100);
    EXPECT_GT(seen[12], 20);
}

// A file of the location's table, held as the solvers hold it (host/store/held_table.hpp):
// the same bytes back; another table's classes refused; a forged fingerprint refused.
void a_file_round_trips_and_another_class_numbering_is_refused(const Fixture& f) {
    test::ScratchDir dir;
    const std::string path = dir.file("phase1-sym.twobit");
    write_table_file(path, f.location.header, f.location.built.bytes());
    const auto space_of = [](const BuiltFlipSlice& b) {
        return [&b]() -> const ClassSpace& { return *b.space; };
    };
    {
        const HeldTable held(class_table_spec(f.location.record, "htm", path, space_of(f.location)),
                             "", 1);
        EXPECT_FALSE(held.built_now());
        EXPECT_EQ(0, std::memcmp(held.payload(), f.location.built.bytes(),
                                 f.location.space->payload_bytes()));
    }
    // The same file offered as the sorted slice's table: refused by name.
    try {
        const HeldTable held(class_table_spec(f.sorted.record, "htm", path, space_of(f.sorted)), "",
                             1);
        FAIL() << "accepted another table";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("holds kociemba-phase1-sym htm (gens URFDLB), not "
                                             "3x3x3-optimal-sym htm"),
                  std::string::npos)
            << e.what();
    }
    TableHeader forged = f.location.header;
    forged.model_fingerprint ^= 1;
    write_table_file(path, forged, f.location.built.bytes());
    EXPECT_THROW(
        HeldTable(class_table_spec(f.location.record, "htm", path, space_of(f.location)), "", 1),
        std::runtime_error);
}

// The tables saved as the program saves them, the bounds for the fixture; each file is the one
// whose digest its record holds (a file of bounds whose values disagree with its header's
// counts is refused on open).
void save_for_the_solver_tests(const Fixture& f) {
    test::ScratchDir dir;
    const std::string sorted = dir.file("sorted.twobit");
    write_table_file(sorted, f.sorted.header, f.sorted.built.bytes());
    EXPECT_EQ(TableFile::open(sorted).sha256(), f.sorted.record.digest("htm"));
    // The distances mod 3 under the name of the table of bounds (a header rewritten): refused by
    // its encoding before its digest is read.
    TableHeader renamed = f.sorted.header;
    renamed.puzzle = f.sorted_bounds.record.id;
    const std::string forged = dir.file("renamed.twobit");
    write_table_file(forged, renamed, f.sorted.built.bytes());
    try {
        const HeldTable held(
            class_table_spec(f.sorted_bounds.record, "htm", forged,
                             [&f]() -> const ClassSpace& { return *f.sorted_bounds.space; }),
            "", 1);
        FAIL() << "distances mod 3 taken for bounds";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find(
                      "holds 2-bit distance mod 3, 3x3x3-optimal-sym-bounds holds 2-bit lower "
                      "bounds: 0 = at most 8"),
                  std::string::npos)
            << e.what();
    }
    const char* fixture = std::getenv("TWOBIT_CUBE3_TABLES");
    const std::string path = (fixture != nullptr ? std::string(fixture) : dir.path()) + "/" +
                             f.sorted_bounds.record.id + "-htm.twobit";
    write_table_file(path, f.sorted_bounds.header, f.sorted_bounds.built.bytes());
    EXPECT_EQ(TableFile::open(path).sha256(), f.sorted_bounds.record.digest("htm"));
}

TEST(SymmetricPruningTableSorted, HoldsTheDistancesOfEveryPosition) {
    const Fixture f;
    save_for_the_solver_tests(f);
    every_position_is_counted_once(f);
    a_self_symmetric_class_has_equal_entries_for_its_symmetries(f);
    distances_agree_with_neighbours_and_bound_phase1(f);
    distances_within_six_moves_are_those_of_a_breadth_first_search(f);
    bounds_are_the_exact_distances_above_the_base(f);
    a_file_round_trips_and_another_class_numbering_is_refused(f);
}

} // namespace
} // namespace twobit
