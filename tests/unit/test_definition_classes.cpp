// Symmetry for any definition (host/puzzles/defs/definition_symmetry.hpp and
// definition_classes.hpp): which rotations are kept, that a symmetry maps the position after
// a move to the conjugate after the conjugate move (on the definition's own states), that the
// table of classes stands for exactly the positions per depth an explicit breadth-first
// search finds (support/explicit_bfs.hpp, no twobit index), and that every state's entry
// holds its distance mod 3 (what solve --symmetry reads).
#include <algorithm>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <numeric>
#include <random>

#include "explicit_bfs.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/puzzles/defs/definition_classes.hpp"
#include "host/puzzles/defs/definition_moves.hpp"

namespace twobit {
namespace {

std::shared_ptr<const Definition> def_file(const std::string& name) {
    return std::make_shared<const Definition>(
        read_definition_file(TWOBIT_SOURCE_DIR "/tests/defs/" + name));
}

TEST(DefinitionSymmetry, TheRotationsThatKeepTheMovesAndSolvedAreKept) {
    // name, symmetries: all 12 of the tipless Pyraminx; of the held 2x2x2's and the held
    // FTO's 24 and 12 rotations, the turns about the held corner; y's powers for the cross;
    // only y2 for EOLine (y moves the line).
    const std::pair<const char*, size_t> cases[] = {
        {"pyraminx_notips_sym.tws", 12}, {"cube2_held_sym.tws", 3}, {"fto_held_corner.tws", 4},
        {"method_cross.tws", 4},         {"method_eoline.tws", 2},  {"method_eocross.tws", 2}};
    for (const auto& [name, count] : cases) {
        const auto def = def_file(name);
        const std::vector<DefinitionSymmetry> syms = definition_symmetries(*def);
        EXPECT_EQ(syms.size(), count) << name;
        EXPECT_EQ(syms.front().name, "identity") << name;
        for (const DefinitionSymmetry& s : syms) // solved is kept
            EXPECT_EQ(conjugate(*def, s, solved_state(*def)), solved_state(*def)) << name;
    }
    EXPECT_EQ(definition_symmetries(*def_file("rotation_named_x.tws")).size(), 1u);
}

// s(x then m) = s(x) then s^-1 m s, and s^-1 m s is a move: on random states, for every
// symmetry and move, the conjugate of the moved state is the conjugate moved by some move.
TEST(DefinitionSymmetry, ConjugatesOfNeighboursAreNeighboursOfConjugates) {
    for (const char* name :
         {"pyraminx_notips_sym.tws", "fto_held_corner.tws", "method_cross.tws"}) {
        const auto def = def_file(name);
        const DefinitionMoveSet moves = definition_moves(*def, "htm", "");
        const std::vector<DefinitionSymmetry> syms = definition_symmetries(*def);
        std::mt19937 rng(7);
        DefinitionState x = solved_state(*def);
        for (int trial = 0; trial < 40; ++trial) {
            x = apply_move(*def, x, moves.actions[rng() % moves.actions.size()]);
            for (const DefinitionSymmetry& s : syms) {
                const DefinitionState cx = conjugate(*def, s, x);
                for (const auto& m : moves.actions) {
                    const DefinitionState want = conjugate(*def, s, apply_move(*def, x, m));
                    bool found = false;
                    for (const auto& n : moves.actions)
                        found = found || apply_move(*def, cx, n) == want;
                    ASSERT_TRUE(found) << name << ": " << s.name;
                }
            }
        }
    }
}

// The unreduced table's per-depth counts, into table.
std::vector<uint64_t> full_search(const PuzzleModel& model, DistanceTable& table) {
    SearchOptions options;
    options.threads = 2;
    return search_cpu(model, table, options).counts;
}

std::vector<uint64_t> class_positions(const std::shared_ptr<const DefinitionClasses>& classes,
                                      const std::string& metric, std::vector<uint64_t>& words) {
    const DefinitionClassSpace space(classes, metric);
    words.assign(uint64_t{space.rows()} * class_row_words(space.columns()), 0);
    return search_classes(space, words.data(), 2).positions;
}

// Every state's entry holds the unreduced table's distance mod 3 (every 7th index).
void expect_entries_are_distances(const std::shared_ptr<const DefinitionClasses>& classes,
                                  const std::string& metric, const std::vector<uint64_t>& words,
                                  const DistanceTable& full, const std::string& name) {
    const DefinitionClassSpace space(classes, metric);
    for (uint64_t i = 0; i < full.num_states(); i += 7) {
        const unsigned want = full.get(i);
        if (want == 3) continue; // an index value no move sequence reaches
        const ClassEntry e = space.entry_of(i);
        const uint64_t at = uint64_t{e.row} * class_row_words(space.columns()) * 32 + e.column;
        ASSERT_EQ((words[at / 32] >> (2 * (at % 32))) & 3, want) << name << " " << i;
    }
}

// Positions per depth against the explicit search (no twobit index), both metrics.
TEST(DefinitionClasses, PositionsPerDepthAreTheExplicitSearchs) {
    for (const char* name : {"method_cross.tws", "method_eoline.tws"}) {
        const auto def = def_file(name);
        const auto classes = std::make_shared<const DefinitionClasses>(def);
        EXPECT_LT(classes->rows(), classes->row_orbits().size) << name;
        for (const char* metric : {"htm", "qtm"}) {
            std::vector<uint64_t> words;
            EXPECT_EQ(class_positions(classes, metric, words), test::explicit_bfs(*def, metric))
                << name << " " << metric;
        }
    }
}

// Against the unreduced search (which the explicit one proves in test_definition_space.cpp):
// positions per depth, and every state's entry. The Pyraminx's split has rows (the edges'
// classes) and columns (the centres); the held 2x2x2 is one orbit, all in the rows.
TEST(DefinitionClasses, PositionsAndEntriesAreTheUnreducedSearchs) {
    for (const char* name : {"pyraminx_notips_sym.tws", "cube2_held_sym.tws", "method_cross.tws"}) {
        const auto def = def_file(name);
        const auto classes = std::make_shared<const DefinitionClasses>(def);
        for (const char* metric : {"htm", "qtm"}) {
            DefinitionSpace index(*def, metric, "");
            const PuzzleModel model = index.model("def:t", metric);
            DistanceTable full(model.num_states());
            std::vector<uint64_t> words;
            EXPECT_EQ(class_positions(classes, metric, words), full_search(model, full))
                << name << " " << metric;
            expect_entries_are_distances(classes, metric, words, full, name);
        }
    }
    EXPECT_GT(
        std::make_shared<const DefinitionClasses>(def_file("pyraminx_notips_sym.tws"))->columns(),
        1u);
}

TEST(DefinitionClasses, ADefinitionWithoutUsableRotationsIsRefusedByName) {
    const auto none = def_file("cube2_urf_fixedcorner.tws");
    try {
        DefinitionClasses c(none);
        FAIL() << "no rotations";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("has no rotations"), std::string::npos) << e.what();
    }
    try {
        DefinitionClasses c(def_file("rotation_named_x.tws"));
        FAIL() << "x does not keep U";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("no rotation of"), std::string::npos) << e.what();
    }
}

// A hostile file: many rotations on many pieces generating a huge group. Closing it is
// bounded by the file's size (kMaxSymmetryWork), so it is refused after a few hundred elements,
// not after kMaxRotationGroup (minutes of work here).
TEST(DefinitionSymmetry, AHugeRotationGroupOnManyPiecesIsRefusedEarly) {
    constexpr int kSets = 8, kPieces = 255, kRotations = 100;
    std::mt19937 random(59);
    const auto permutation = [&] {
        std::vector<int> p(kPieces);
        std::iota(p.begin(), p.end(), 1);
        std::shuffle(p.begin(), p.end(), random);
        std::string line;
        for (int x : p) line += std::to_string(x) + " ";
        return line + "\n";
    };
    std::string text;
    std::string identity;
    for (int k = 1; k <= kPieces; ++k) identity += std::to_string(k) + " ";
    for (int s = 0; s < kSets; ++s) text += "Set S" + std::to_string(s) + " 255 1\n";
    text += "Solved\n";
    for (int s = 0; s < kSets; ++s) text += "S" + std::to_string(s) + "\n" + identity + "\n";
    text += "End\n";
    const auto move = [&](const std::string& name, const std::function<std::string()>& perm) {
        text += "Move " + name + "\n";
        for (int s = 0; s < kSets; ++s) text += "S" + std::to_string(s) + "\n" + perm();
        text += "End\n";
    };
    move("A", [&] { return "2 3 1 " + identity.substr(6) + "\n"; }); // a 3-cycle
    for (int r = 0; r < kRotations; ++r) // twsearch's names of rotations: capitals, then v
        move(std::string{static_cast<char>('A' + r / 26), static_cast<char>('A' + r % 26), 'v'},
             permutation);
    const Definition def = parse_definition(text, "hostile.tws");
    ASSERT_EQ(def.rotations.size(), static_cast<size_t>(kRotations));
    try {
        definition_symmetries(def);
        FAIL() << "a group of more than 5000 elements was accepted";
    } catch (const DefinitionError& e) {
        EXPECT_NE(std::string(e.what()).find("on 2040 pieces"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace twobit
