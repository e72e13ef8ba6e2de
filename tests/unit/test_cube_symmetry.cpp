// The U-D axis's 16 symmetries (host/puzzles/cube3/cube_symmetry.hpp) against the tests' own
// 54-sticker cube (support/independent_cube3.hpp): the quarter turn about U-D and the half
// turn about F-B are the cube turned in the hand (y, z2), the mirror is the stickers reflected
// here; and the symmetry classes of flip_slice_classes.hpp: the reduced phase-1 table, built
// over 64,430 classes, expanded back to every position, gives exactly the published phase-1
// distribution (an error in a conjugate, a class or the builder's symmetric entries would
// move some count); the corners' separation and the larger optimal table's steps.
#include <algorithm>
#include <array>
#include <gtest/gtest.h>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/cube3/corner_separation.hpp"
#include "host/puzzles/cube3/cube3_axes.hpp"
#include "host/puzzles/cube3/cube3_class_tables.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube_symmetry.hpp"
#include "host/puzzles/cube3/flip_slice_classes.hpp"
#include "host/puzzles/cube3/flip_slice_space.hpp"
#include "host/puzzles/cube3/phase1_coords.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"
#include "host/puzzles/registry.hpp"
#include "independent_cube3.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"

namespace twobit {
namespace {

using test::IndependentCube3;

constexpr const char* kTurnNames[kFaceTurns] = {"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'",
                                                "D", "D2", "D'", "L", "L2", "L'", "B", "B2", "B'"};

std::vector<int> random_turns(std::mt19937_64& rng, int n) {
    std::vector<int> turns;
    for (int i = 0; i < n; ++i) turns.push_back(static_cast<int>(rng() % kFaceTurns));
    return turns;
}

std::string text(const std::vector<int>& turns) {
    std::string s;
    for (int t : turns) s += std::string(s.empty() ? "" : " ") + kTurnNames[t];
    return s;
}

// The stickers reflected in the plane of the U, D, F and B centres: each face's columns
// reversed, the R and L faces exchanged, and the colours R and L exchanged.
std::string mirrored(const std::string& facelets) {
    const std::string faces = "URFDLB";
    std::string out(facelets.size(), '?');
    for (int f = 0; f < 6; ++f) {
        const int to = faces[f] == 'R' ? 4 : faces[f] == 'L' ? 1 : f;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c) {
                char colour = facelets[static_cast<size_t>(f * 9 + r * 3 + c)];
                colour = colour == 'R' ? 'L' : colour == 'L' ? 'R' : colour;
                out[static_cast<size_t>(to * 9 + r * 3 + 2 - c)] = colour;
            }
    }
    return out;
}

std::vector<int> images(const std::vector<int>& turns, int s) {
    std::vector<int> out;
    for (int t : turns) out.push_back(symmetry_turn(s, t));
    return out;
}

TEST(CubeSymmetry, SixteenDistinctSymmetriesFormAGroup) {
    std::set<std::pair<std::vector<uint8_t>, std::vector<uint8_t>>> seen;
    for (int s = 0; s < kUdSymmetries; ++s) {
        const EdgeCube& e = symmetry_edges(s);
        seen.insert({{e.perm.begin(), e.perm.end()}, {e.flip.begin(), e.flip.end()}});
        EXPECT_EQ(symmetry_product(s, symmetry_inverse(s)), 0) << s;
        for (int t = 0; t < kUdSymmetries; ++t)
            EXPECT_EQ(symmetry_edges(symmetry_product(s, t)),
                      compose(symmetry_edges(s), symmetry_edges(t)));
    }
    EXPECT_EQ(seen.size(), 16u);
    EXPECT_EQ(symmetry_edges(0), EdgeCube{});
}

TEST(CubeSymmetry, EachSymmetryPermutesTheEighteenTurnsKeepingAxes) {
    for (int s = 0; s < kUdSymmetries; ++s) {
        std::set<int> image;
        for (int t = 0; t < kFaceTurns; ++t) {
            const int u = symmetry_turn(s, t);
            image.insert(u);
            // Half turns stay half turns; the U-D axis stays the U-D axis.
            EXPECT_EQ(u % 3 == 1, t % 3 == 1);
            EXPECT_EQ(u / 3 % 3 == 0, t / 3 % 3 == 0) << s << " " << t;
        }
        EXPECT_EQ(image.size(), 18u) << s;
    }
}

TEST(CubeSymmetry, TheQuarterTurnIsTheCubeTurnedAboutUD) {
    // s = 2 is U4: conjugating a sequence by it is the sequence done on the cube held turned.
    std::mt19937_64 rng(7);
    for (int k = 0; k < 20; ++k) {
        const auto turns = random_turns(rng, 12);
        const std::string seen = IndependentCube3().apply("y " + text(turns) + " y'").facelets();
        const std::string seen_other =
            IndependentCube3().apply("y' " + text(turns) + " y").facelets();
        const std::string claimed = test::cube3_after(text(images(turns, 2)));
        EXPECT_TRUE(claimed == seen || claimed == seen_other) << text(turns);
        // One fixed direction for every sequence, not whichever matches.
        EXPECT_EQ(claimed == seen, test::cube3_after(text(images({3}, 2))) ==
                                       IndependentCube3().apply("y R y'").facelets());
    }
}

TEST(CubeSymmetry, TheHalfTurnIsTheCubeTurnedAboutFB) {
    std::mt19937_64 rng(8);
    for (int k = 0; k < 20; ++k) {
        const auto turns = random_turns(rng, 12);
        EXPECT_EQ(test::cube3_after(text(images(turns, 8))),
                  IndependentCube3().apply("z2 " + text(turns) + " z2").facelets())
            << text(turns);
    }
}

TEST(CubeSymmetry, TheMirrorIsTheStickersReflected) {
    EXPECT_EQ(std::string(kTurnNames[symmetry_turn(1, 3)]), "L'");
    EXPECT_EQ(std::string(kTurnNames[symmetry_turn(1, 0)]), "U'");
    std::mt19937_64 rng(9);
    for (int k = 0; k < 20; ++k) {
        const auto turns = random_turns(rng, 12);
        EXPECT_EQ(test::cube3_after(text(images(turns, 1))),
                  mirrored(test::cube3_after(text(turns))))
            << text(turns);
    }
}

TEST(CubeSymmetry, ConjugatedEdgesAreTheImagesTurns) {
    std::mt19937_64 rng(10);
    for (int s = 0; s < kUdSymmetries; ++s) {
        const auto turns = random_turns(rng, 25);
        EXPECT_EQ(conjugate_edges(test::apply_sequence(Cube3{}, text(turns)).edges, s),
                  test::apply_sequence(Cube3{}, text(images(turns, s))).edges);
    }
}

TEST(FlipSliceClasses, CoordinatesRoundTripAndMoveLikeCubies) {
    for (SliceKind kind : {SliceKind::Location, SliceKind::Sorted}) {
        const uint32_t size = kind == SliceKind::Location ? 495 : 11880;
        for (uint32_t v = 0; v < size; ++v)
            ASSERT_EQ(slice_coord(edges_with_slice(v, kind), kind), v);
    }
    const FlipSliceClasses classes(SliceKind::Sorted);
    std::mt19937_64 rng(11);
    Cube3 cube;
    FlipSliceCoords c = flip_slice_coords(cube, SliceKind::Sorted);
    EXPECT_TRUE(classes.is_solved(c));
    for (int t : random_turns(rng, 200)) {
        cube = turn(cube, face_turn_of(t).face, face_turn_of(t).power);
        c = classes.child(c, t);
        const FlipSliceCoords want = flip_slice_coords(cube, SliceKind::Sorted);
        ASSERT_EQ(c.twist, want.twist);
        ASSERT_EQ(c.flip, want.flip);
        ASSERT_EQ(c.slice, want.slice);
    }
}

// The tables that find the classes give what conjugating the edges gives: every part of the
// slice's location, a sample of the sorted slice's, by every symmetry.
TEST(FlipSliceClasses, TableConjugatesEqualConjugatedEdges) {
    const PartConjugates location(SliceKind::Location, 495,
                                  slice_coord(EdgeCube{}, SliceKind::Location));
    for (uint32_t part = 0; part < 495u * 2048u; part += 3)
        for (int s = 0; s < 16; ++s)
            ASSERT_EQ(location.of(part, s), PartConjugates::by_edges(part, s, SliceKind::Location))
                << part << " " << s;
    const PartConjugates sorted(SliceKind::Sorted, 11880,
                                slice_coord(EdgeCube{}, SliceKind::Sorted));
    std::mt19937_64 rng(14);
    for (int k = 0; k < 100000; ++k) {
        const auto part = static_cast<uint32_t>(rng() % (11880u * 2048u));
        for (int s = 0; s < 16; ++s)
            ASSERT_EQ(sorted.of(part, s), PartConjugates::by_edges(part, s, SliceKind::Sorted))
                << part << " " << s;
    }
}

TEST(FlipSliceClasses, ClassCountsAreKociembas) {
    EXPECT_EQ(FlipSliceClasses(SliceKind::Location).num_classes(), 64430u);
    const FlipSliceClasses sorted(SliceKind::Sorted);
    EXPECT_EQ(sorted.num_classes(), 1523864u);
    // Every edge part goes to its class's representative by the symmetry it names.
    std::mt19937_64 rng(12);
    for (int k = 0; k < 2000; ++k) {
        const auto part = static_cast<uint32_t>(rng() % (11880u * 2048u));
        const uint32_t cs = sorted.class_and_symmetry(part);
        EdgeCube e = edges_with_slice(part / 2048, SliceKind::Sorted);
        unrank_orientation(part % 2048, kNumEdges, 2, e.flip.data());
        const EdgeCube rep = conjugate_edges(e, static_cast<int>(cs & 15));
        EXPECT_EQ(
            FlipSliceClasses::edge_part(edge_flip_coord(rep), slice_coord(rep, SliceKind::Sorted)),
            sorted.representative(cs >> 4));
    }
}

// The corners' U-D separation (corner_separation.hpp): 0 when solved, moved like the cubies,
// and conjugated like the cube whose turns are the images (the images checked against the
// stickers above).
TEST(CornerSeparation, MovesLikeCubiesAndConjugatesLikeTheImages) {
    const CornerSeparation& sep = corner_separation();
    EXPECT_EQ(corner_separation_coord(CornerCube{}), 0u);
    std::set<uint32_t> seen;
    std::mt19937_64 rng(15);
    Cube3 cube;
    uint32_t walked = 0;
    for (int t : random_turns(rng, 2000)) {
        cube = turn(cube, face_turn_of(t).face, face_turn_of(t).power);
        walked = sep.move(walked, t);
        ASSERT_EQ(walked, corner_separation_coord(cube.corners));
        seen.insert(walked);
    }
    EXPECT_EQ(seen.size(), size_t{kCornerSeparations});
    for (int k = 0; k < 200; ++k) {
        const auto turns = random_turns(rng, 20);
        const uint32_t v =
            corner_separation_coord(test::apply_sequence(Cube3{}, text(turns)).corners);
        for (int s = 0; s < kUdSymmetries; ++s)
            ASSERT_EQ(sep.conjugate(v, s),
                      corner_separation_coord(
                          test::apply_sequence(Cube3{}, text(images(turns, s))).corners))
                << text(turns) << " " << s;
    }
}

// The larger optimal table's space (flip x slice location classes, twist x separation
// columns) moves an entry as the cube moves: the entry of a position's child, found from the
// cube, is the space's step from the position's entry, up to a symmetry of the child's
// representative (the class search stores those entries alike).
TEST(FlipSliceSeparationSpace, StepsAgreeWithTheCube) {
    const FlipSliceClasses classes(SliceKind::Location);
    const FlipSliceSeparationSpace space(classes);
    const CornerSeparation& sep = corner_separation();
    ASSERT_EQ(space.columns(), 2187u * 70u);
    auto entry = [&](const Cube3& cube, uint32_t& sym) {
        const FlipSliceCoords c = flip_slice_coords(cube, SliceKind::Location);
        const uint32_t cs =
            classes.class_and_symmetry(FlipSliceClasses::edge_part(c.flip, c.slice));
        sym = cs & 15;
        const int s = static_cast<int>(sym);
        return ClassEntry{cs >> 4, classes.twist_conjugate(c.twist, s) * 70u +
                                       sep.conjugate(corner_separation_coord(cube.corners), s)};
    };
    uint32_t sym = 0;
    const ClassEntry solved = entry(Cube3{}, sym);
    EXPECT_EQ(solved.row, space.solved().row);
    EXPECT_EQ(solved.column, space.solved().column);
    std::mt19937_64 rng(16);
    int symmetric_children = 0;
    for (int k = 0; k < 300; ++k) {
        const auto turns = random_turns(rng, static_cast<int>(rng() % 12));
        const Cube3 cube = test::apply_sequence(Cube3{}, text(turns));
        const ClassEntry here = entry(cube, sym);
        ClassStep steps[kFaceTurns];
        space.steps(here.row, steps);
        for (int t = 0; t < kFaceTurns; ++t) {
            uint32_t child_sym = 0;
            const ClassEntry want =
                entry(turn(cube, face_turn_of(t).face, face_turn_of(t).power), child_sym);
            const int seen = symmetry_turn(static_cast<int>(sym), t);
            const ClassStep& step = steps[seen];
            ASSERT_EQ(step.row, want.row) << text(turns) << " then " << kTurnNames[t];
            const uint32_t column = space.column_after(step, seen, here.column);
            uint32_t maps[kMaxStabilizer];
            const int n = space.stabilizer(step.row, maps);
            bool found = column == want.column;
            for (int m = 0; m < n && !found; ++m)
                found = space.conjugate(maps[m], column) == want.column;
            symmetric_children += column != want.column;
            ASSERT_TRUE(found) << text(turns) << " then " << kTurnNames[t];
        }
    }
    // Some children reached their entry through a symmetry of the representative.
    EXPECT_GT(symmetric_children, 0);
}

// The turns that keep an optimal table's coordinate solved, on each axis, are the group named
// here (the tests' turn names): a premove in it leaves the coordinate of any cube as it was
// (the coordinate tells its cosets apart, which is what lets a tight bound rule those turns
// out in the optimal search), and each turn outside it changes the coordinate of some random
// cube.
TEST(SymmetricPruningTable, TurnsKeepingSolvedAreTheGroupOfTheCoordinatesCosets) {
    const auto& names = test::cube3_face_turns();
    auto mask = [&](const std::vector<std::string>& turns) {
        uint32_t m = 0;
        for (const std::string& t : turns)
            m |= 1u << (std::find(names.begin(), names.end(), t) - names.begin());
        return m;
    };
    struct Case {
        SliceKind kind;
        CornerColumns columns;
        std::array<uint32_t, 3> want; // the U-D, R-L and F-B axes
    };
    const std::array<uint32_t, 3> own_faces = {mask({"U", "U2", "U'", "D", "D2", "D'"}),
                                               mask({"R", "R2", "R'", "L", "L2", "L'"}),
                                               mask({"F", "F2", "F'", "B", "B2", "B'"})};
    const std::vector<Case> cases = {
        // The optimal solver's: a half turn of another face moves slice edges past each other
        // (sorted) or corners across the U-D divide (separation).
        {SliceKind::Sorted, CornerColumns::Twist, own_faces},
        {SliceKind::Location, CornerColumns::TwistSeparation, own_faces},
        // Kociemba's phase 1: <U, D, R2, L2, F2, B2> on the U-D axis.
        {SliceKind::Location,
         CornerColumns::Twist,
         {mask({"U", "U2", "U'", "D", "D2", "D'", "R2", "L2", "F2", "B2"}),
          mask({"R", "R2", "R'", "L", "L2", "L'", "U2", "D2", "F2", "B2"}),
          mask({"F", "F2", "F'", "B", "B2", "B'", "U2", "D2", "R2", "L2"})}},
    };
    std::mt19937_64 rng(60);
    std::vector<Cube3> cubes;
    for (int i = 0; i < 50; ++i) cubes.push_back(cube3_from_facelets(test::random_cube3(rng)));
    for (const Case& c : cases) {
        const FlipSliceClasses classes(c.kind);
        const std::array<uint32_t, 3> keep = turns_keeping_solved(classes, c.columns);
        EXPECT_EQ(keep, c.want);
        auto coordinate = [&](const Cube3& cube, int axis) {
            const Cube3 seen = cube3_on_axis(cube, axis);
            const FlipSliceCoords x = flip_slice_coords(seen, c.kind);
            return std::array<uint32_t, 4>{
                x.twist, x.flip, x.slice,
                c.columns == CornerColumns::Twist ? 0 : corner_separation_coord(seen.corners)};
        };
        for (int axis = 0; axis < 3; ++axis)
            for (int t = 0; t < kFaceTurns; ++t) {
                const FaceTurn f = face_turn_of(t);
                const Cube3 premove = turn(Cube3{}, f.face, f.power);
                int changed = 0;
                for (const Cube3& cube : cubes)
                    changed += coordinate(compose(premove, cube), axis) != coordinate(cube, axis);
                const bool kept = (keep[static_cast<size_t>(axis)] >> t & 1) != 0;
                EXPECT_EQ(changed == 0, kept)
                    << names[static_cast<size_t>(t)] << " on axis " << axis;
            }
    }
}

TEST(SymmetricPruningTable, ReducedPhase1ExpandsToThePublishedDistribution) {
    auto shared = std::make_shared<const FlipSliceClasses>(SliceKind::Location);
    const FlipSliceClasses& classes = *shared;
    const TableRecord& record = find_table("kociemba-phase1-sym");
    const std::unique_ptr<ClassSpace> space = flip_slice_space(shared);
    const BuiltClassTable built = build_class_table(record, *space, 2);
    const TableHeader header = class_table_header(record, "htm", *space, built.counts);
    const SymmetricPruningTable table(classes, header, built.bytes());
    const PublishedDistribution* published =
        find_published_distribution("kociemba-phase1", "htm", "URFDLB");
    ASSERT_NE(published, nullptr);
    EXPECT_EQ(built.counts.positions, published->counts);
    uint64_t entries = 0;
    for (uint64_t n : table.counts()) entries += n;
    EXPECT_EQ(entries, 64430u * 2187u);
    // Exact distances by walking, against the phase-1 coordinates of scrambles: never more than
    // the scramble's length, and the same for every cube of a class (conjugate cubes).
    std::mt19937_64 rng(13);
    for (int k = 0; k < 200; ++k) {
        const auto turns = random_turns(rng, static_cast<int>(rng() % 9));
        const Cube3 cube = test::apply_sequence(Cube3{}, text(turns));
        const int d = table.distance(flip_slice_coords(cube, SliceKind::Location));
        EXPECT_LE(d, static_cast<int>(turns.size()));
        const int s = static_cast<int>(rng() % 16);
        const Cube3 conj = test::apply_sequence(Cube3{}, text(images(turns, s)));
        EXPECT_EQ(table.distance(flip_slice_coords(conj, SliceKind::Location)), d);
    }
    // A search's walk by classes (the class's row and the symmetry carried along) reads the
    // same entries as the walk by raw coordinates.
    FlipSliceCoords raw{};
    raw.slice = classes.solved_slice();
    ClassCoords walked = classes.class_coords(raw);
    for (int t : random_turns(rng, 3000)) {
        raw = classes.child(raw, t);
        walked = classes.child(walked, t);
        ASSERT_EQ(walked.cls, classes.class_coords(raw).cls);
        ASSERT_EQ(walked.twist, raw.twist);
        ASSERT_EQ(table.get(table.index(walked)), table.get(table.index(raw)));
    }
}

} // namespace
} // namespace twobit
