// Kociemba's phase 2 under the U-D axis's 16 symmetries (host/puzzles/cube3/
// phase2_classes.hpp): every conjugate of a phase-2 position has its entry, and a child's
// column is the entry of the child. The whole table's counts: tests/tables/
// test_symmetry_tables.cpp (slow).
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/cube_symmetry.hpp"
#include "host/puzzles/cube3/phase2_classes.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {
namespace {

Cube3 random_phase2(std::mt19937_64& random, const std::vector<FaceTurn>& turns) {
    Cube3 c;
    for (int i = 0; i < 30; ++i) {
        const FaceTurn& t = turns[random() % turns.size()];
        c = turn(c, t.face, t.power);
    }
    return c;
}

// S^-1 X S for a phase-2 position (no twists, no flips): the corners through their
// permutation's conjugates, the edges as cubies.
Cube3 conjugate(const Cube3& x, int s) {
    Cube3 y;
    const uint32_t p = rank_permutation(x.corners.perm.data(), kNumCorners);
    unrank_permutation(corner_perm_conjugates()[p * 16 + static_cast<uint32_t>(s)], kNumCorners,
                       y.corners.perm.data());
    y.edges = conjugate_edges(x.edges, s);
    return y;
}

TEST(Phase2Classes, ConjugatesShareTheirEntry) {
    const Phase2Classes classes;
    EXPECT_EQ(classes.rows(), 2768u);
    std::mt19937_64 random(3);
    for (int trial = 0; trial < 300; ++trial) {
        const Cube3 x = random_phase2(random, classes.turns());
        const ClassEntry e = classes.entry_of(phase2_index(x));
        std::set<uint32_t> same{e.column};
        uint32_t maps[kMaxStabilizer];
        const int n = classes.stabilizer(e.row, maps);
        for (int i = 0; i < n; ++i) same.insert(classes.conjugate(maps[i], e.column));
        for (int s = 0; s < 16; ++s) {
            const Cube3 y = conjugate(x, s);
            const ClassEntry c = classes.entry_of(phase2_index(y));
            EXPECT_EQ(c.row, e.row) << trial << " " << s;
            EXPECT_EQ(same.count(c.column), 1u) << trial << " " << s;
        }
    }
}

// A child found from the row (the representative's child, the column moved and conjugated)
// is the entry of the position's own child, for a position whose corners are its row's
// representative (its entry's column is then its own edge coordinate).
TEST(Phase2Classes, ChildrenFromTheRowAreTheChildrensEntries) {
    const Phase2Classes classes;
    std::mt19937_64 random(4);
    for (int trial = 0; trial < 300; ++trial) {
        const Cube3 x = random_phase2(random, classes.turns());
        const uint32_t row = classes.entry_of(phase2_index(x)).row;
        Cube3 x0;
        for (int s = 0; s < 16; ++s)
            if (rank_permutation(conjugate(x, s).corners.perm.data(), kNumCorners) ==
                classes.representative(row))
                x0 = conjugate(x, s);
        const ClassEntry e = classes.entry_of(phase2_index(x0));
        ASSERT_EQ(e.row, row);
        ASSERT_EQ(e.column, phase2_index(x0) % Phase2Classes::kColumns);
        ClassStep steps[kMaxClassMoves];
        classes.steps(row, steps);
        for (int m = 0; m < classes.moves(); ++m) {
            const FaceTurn& t = classes.turns()[static_cast<size_t>(m)];
            const ClassEntry child = classes.entry_of(phase2_index(turn(x0, t.face, t.power)));
            ASSERT_EQ(steps[m].row, child.row) << trial << " move " << m;
            std::set<uint32_t> same{child.column};
            uint32_t maps[kMaxStabilizer];
            const int n = classes.stabilizer(child.row, maps);
            for (int i = 0; i < n; ++i) same.insert(classes.conjugate(maps[i], child.column));
            EXPECT_EQ(same.count(classes.column_after(steps[m], m, e.column)), 1u)
                << trial << " move " << m;
        }
    }
}

} // namespace
} // namespace twobit
