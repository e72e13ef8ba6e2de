// The puzzle records (host/puzzles/registry.hpp): one per puzzle, consistent with its model;
// names and aliases; each record's position reader (the domain checks of the 3x3x3's spaces,
// the clock-front's dials, the Pyraminx's tips) and formatter; the axis-move reader; and the
// "did you mean" that unknown names get.
#include <gtest/gtest.h>
#include <map>
#include <set>
#include <stdexcept>

#include "host/io/suggest.hpp"
#include "host/puzzles/axis/axis_turn_set.hpp"
#include "host/puzzles/pyraminx/pyraminx_model.hpp"
#include "host/puzzles/registry.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

// A record's reading of text, for its default model (each model built once).
Position read(const std::string& id, const std::string& text) {
    static std::map<std::string, PuzzleModel> models;
    auto it = models.find(id);
    if (it == models.end()) it = models.emplace(id, make_puzzle(id, "", "")).first;
    return find_puzzle(id).read(text, it->second, InputKind::Auto);
}

} // namespace

TEST(PuzzleRecords, EachRecordAgreesWithItsModel) {
    std::set<std::string> names;
    for (const Puzzle& p : puzzles()) {
        SCOPED_TRACE(p.id);
        for (std::string name : p.aliases) {
            for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            EXPECT_TRUE(names.insert(name).second) << name;
        }
        EXPECT_TRUE(names.insert(p.id).second);
        EXPECT_FALSE(p.description.empty());
        EXPECT_FALSE(p.metrics.empty());
        EXPECT_FALSE(p.positions.empty());
        ASSERT_TRUE(p.solver); // the registry gives a table puzzle the table walk
        if (!p.model) {
            EXPECT_FALSE(p.model); // no table of its own
            EXPECT_FALSE(p.table_note.empty());
            EXPECT_THROW(make_puzzle(p.id, "", ""), std::invalid_argument);
            continue;
        }
        ASSERT_TRUE(p.model && p.read && p.format);
        if (p.states > 3000000000u) continue; // building these models is fine, but slow here
        for (const std::string& metric : p.metrics) {
            const PuzzleModel model = p.model(metric, "");
            EXPECT_EQ(model.puzzle, p.id);
            EXPECT_EQ(model.metric, metric);
            EXPECT_EQ(model.num_states(), p.states);
            EXPECT_EQ(model.gens, p.faces);
        }
    }
}

TEST(PuzzleRecords, NamesAliasesAndSuggestions) {
    EXPECT_EQ(find_puzzle("2X2").id, "2x2x2");
    EXPECT_EQ(find_puzzle("Pocket").id, "2x2x2");
    EXPECT_EQ(find_puzzle("SKEWB").id, "skewb");
    EXPECT_EQ(find_puzzle("Rubiks-Clock").id, "clock");
    const std::string error = error_of([] { find_puzzle("skweb"); });
    EXPECT_TRUE(test::contains(error, "unknown puzzle 'skweb' (did you mean 'skewb'?)")) << error;
    EXPECT_TRUE(test::contains(error_of([] { find_puzzle("megaminx"); }), "known: 2x2x2"));
    // Without a metric, the record's first (the squares group has only half turns).
    EXPECT_EQ(make_puzzle("3x3x3-squares", "", "").metric, "half");
    EXPECT_TRUE(test::contains(error_of([] { make_puzzle("skewb", "qtm", ""); }),
                               "puzzle skewb has no metric 'qtm' (use htm)"));
    EXPECT_EQ(closest_match("genrate", {"generate", "verify", "info"}), "generate");
    EXPECT_EQ(closest_match("--treads", {"--threads", "--table"}), "--threads");
    EXPECT_EQ(closest_match("xyz", {"generate", "verify"}), ""); // nothing close
    EXPECT_EQ(did_you_mean("pyramix", {"pyraminx", "skewb"}), " (did you mean 'pyraminx'?)");
}

TEST(PuzzleRecords, The3x3x3SpacesReadFaceTurnsAndSayWhatIsOutside) {
    EXPECT_TRUE(read("kociemba-phase2", "R2 U D' F2").outside.empty());
    EXPECT_TRUE(
        test::contains(read("kociemba-phase2", "R2 U R").outside, "not in <U, D, R2, L2, F2, B2>"));
    EXPECT_TRUE(test::contains(read("3x3x3-ru", "R U F").outside, "not in <R,U>"));
    EXPECT_TRUE(test::contains(read("3x3x3-squares", "R2 U").outside, "not in the squares group"));
    EXPECT_TRUE(read("3x3x3-corners", "R U F2 D' L B").outside.empty());
    EXPECT_EQ(read("3x3x3-corners", "").index, 0u);
    EXPECT_EQ(error_of([] { read("3x3x3-corners", "R U x"); }),
              "the rotation, wide turn or slice at column 5 moves the centres, which 3x3x3-corners "
              "keeps "
              "still: give face turns of U R F D L B");
    EXPECT_TRUE(test::contains(error_of([] { read("3x3x3-ru", "R M"); }), "slice at column 3"));
    EXPECT_TRUE(
        test::contains(error_of([] { read("3x3x3-ru", "R Q"); }), "unknown move token 'Q'"));
    EXPECT_TRUE(test::contains(error_of([] {
                                   find_puzzle("3x3x3-corners")
                                       .read("UUUU", make_puzzle("3x3x3-corners", "", ""),
                                             InputKind::Stickers);
                               }),
                               "reads moves only"));
    // Answers print as face turns; in QTM a repeated quarter turn as a half turn.
    const PuzzleModel qtm = make_puzzle("3x3x3-corners", "qtm", "");
    EXPECT_EQ(find_puzzle("3x3x3-corners").format(qtm, {0, 0, 2}), "U2 R");
}

TEST(PuzzleRecords, ClockFrontReadsNineDialsAndPrintsPinNotation) {
    // Rows of dials, each dial (r, 0) + 12 dial (r, 1) + 144 dial (r, 2), the top row first.
    EXPECT_EQ(read("clock-front", "3 0 0 0 0 0 0 0 11").index, 3u * 1728 * 1728 + 11u * 144);
    EXPECT_EQ(read("clock-front", "0,0,0,0,0,0,0,0,1").index, 144u);
    EXPECT_EQ(error_of([] { read("clock-front", "1 2 3"); }),
              "expected the 9 front dials F1..F9 row by row, got 3");
    EXPECT_EQ(error_of([] { read("clock-front", "0 0 0 0 12 0 0 0 0"); }),
              "dial F5 is '12': a dial reads 0..11 (0 = 12 o'clock)");
    EXPECT_TRUE(
        test::contains(error_of([] { read("clock-front", "0 0 0 0 0 0 0 0 0 0"); }), "got more"));
    const PuzzleModel model = make_puzzle("clock-front", "", "");
    EXPECT_EQ(find_puzzle("clock-front").format(model, {0, 12}), "UDDD u1 DUDD u2");
}

TEST(PuzzleRecords, ThePyraminxTipsTurnOnTheirOwn) {
    const PuzzleModel model = make_puzzle("pyraminx", "", "");
    EXPECT_EQ(model.num_states(), 75582720u);
    EXPECT_EQ(model.move_list(), "U U' L L' R R' B B' u u' l l' r r' b b'");
    EXPECT_EQ(model.gens, "ULRBulrb");
    // A tip turn moves the tips coordinate alone; a two-layer turn leaves it alone.
    const uint64_t solved = model.solved_index;
    EXPECT_EQ(model.apply(solved, 8), solved + 27); // u: the U tip, the highest base-3 digit
    EXPECT_EQ(model.apply(solved, 15), solved + 2); // b': the B tip, two thirds clockwise
    EXPECT_EQ(model.apply(solved, 0) % pyraminx::kTipsSize, 0u);
    EXPECT_EQ(read("pyraminx", "u").index, solved + 27);
    EXPECT_EQ(read("pyraminx", "U u'").index % pyraminx::kTipsSize, 2u * 27);
    EXPECT_EQ(read("pyraminx", "U").index / pyraminx::kTipsSize,
              read("pyraminx-notips", "U").index);
    EXPECT_TRUE(test::contains(error_of([] { read("pyraminx-notips", "U u"); }), "has no tips"));
    // --gens: tips too, but at least one two-layer turn.
    EXPECT_EQ(make_puzzle("pyraminx", "", "uU").move_list(), "U U' u u'");
    EXPECT_THROW(make_puzzle("pyraminx", "", "ul"), std::invalid_argument);
}

TEST(PuzzleRecords, AxisMovesRunTogetherWithDoublesAndColumns) {
    const auto moves = parse_axis_moves("RU'L2 B\xE2\x80\x99", "ULRB", "skewb");
    ASSERT_EQ(moves.size(), 5u); // R U' L L B'
    EXPECT_EQ(moves[0].axis, 2);
    EXPECT_FALSE(moves[1].clockwise);
    EXPECT_EQ(moves[2].axis, 1);
    EXPECT_EQ(moves[3].axis, 1);
    EXPECT_FALSE(moves[4].clockwise);
    EXPECT_EQ(error_of([] { parse_axis_moves("R U\xE2\x80\x99 F", "ULRB", "skewb"); }),
              "unknown skewb move 'F' at column 6 (use ULRB, with ' for anticlockwise)");
    EXPECT_TRUE(test::contains(
        error_of([] { parse_axis_moves(std::string(2u << 20, 'R'), "ULRB", "skewb"); }),
        "1 MiB limit"));
}

} // namespace twobit
