// The pictures of the Skewb, Pyraminx and Clock without the command line: their records'
// net strings when solved, the drawing of each (puzzle_nets.hpp through cube_net.hpp's
// functions), and the clock's moves in cubing.js's notation for the viewer.
#include <gtest/gtest.h>
#include <set>

#include "host/present/cube_net.hpp"
#include "host/puzzles/clock/clock_net.hpp"
#include "host/puzzles/pyraminx/pyraminx_net.hpp"
#include "host/puzzles/skewb/skewb_net.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

size_t pn_count(const std::string& text, const std::string& part) {
    return test::count_occurrences(text, part);
}

} // namespace

TEST(PuzzleNets, SolvedNetsShowEachFaceInItsColour) {
    EXPECT_EQ(skewb::skewb_net(skewb::State{}), "UUUUURRRRRFFFFFDDDDDLLLLLBBBBB");
    EXPECT_EQ(pyraminx::pyraminx_net(pyraminx::State{}, {}),
              "FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD");
    EXPECT_EQ(clock::clock_net(clock::Clock{}), std::string(18, '0'));
    // A tip turned against its centre shows on its three stickers only.
    const std::string tipped = pyraminx::pyraminx_net(pyraminx::State{}, {1, 0, 0, 0});
    size_t changed = 0;
    for (size_t i = 0; i < tipped.size(); ++i)
        changed += tipped[i] != pyraminx::pyraminx_net(pyraminx::State{}, {})[i];
    EXPECT_EQ(changed, 3u);
}

TEST(PuzzleNets, EachPuzzleIsDrawnWholeAloneAndInAnOverview) {
    const std::string skewb = skewb::skewb_net(skewb::State{});
    const std::string pyra = pyraminx::pyraminx_net(pyraminx::State{}, {});
    const std::string dials = clock::clock_net(clock::Clock{});
    EXPECT_EQ(pn_count(net_svg(skewb, {}, {"a"}), "<polygon class=\"sticker\""), 30u);
    EXPECT_EQ(pn_count(net_svg(pyra, {}, {"a"}), "<polygon class=\"sticker\""), 36u);
    EXPECT_EQ(pn_count(net_svg(dials, {}, {"a"}), "class=\"dial\""), 18u);
    EXPECT_EQ(pn_count(net_svg(dials, {}, {}), "data-hour=\"0\""), 18u);
    // The Skewb takes the colours given for U R F D L B.
    NetColours colours;
    colours.face[0] = "#123456";
    EXPECT_EQ(pn_count(net_svg(skewb, colours, {}), "fill=\"#123456\""), 5u);
    // Mixed with cube nets in one overview, each drawn in full.
    const std::string overview = nets_overview_svg({skewb, pyra, dials}, {}, {});
    EXPECT_EQ(pn_count(overview, "<polygon class=\"sticker\""), 66u);
    EXPECT_EQ(pn_count(overview, "class=\"dial\""), 18u);
    EXPECT_EQ(net_ansi(dials), "front: 0 0 0 / 0 0 0 / 0 0 0\nback:  0 0 0 / 0 0 0 / 0 0 0\n");
}

TEST(PuzzleNets, ClockMovesInCubingJsNotation) {
    std::set<std::string> names;
    for (uint8_t pins = 1; pins <= clock::kAllPins; ++pins)
        names.insert(clock::cubing_move({clock::Side::Front, pins, 1}));
    EXPECT_EQ(names.size(), 15u); // every pin set its own name
    EXPECT_EQ(clock::cubing_move({clock::Side::Front, clock::kUR, 3}), "UR3+");
    EXPECT_EQ(clock::cubing_move({clock::Side::Front, clock::kAllPins, 9}), "ALL3-");
    EXPECT_EQ(clock::cubing_move({clock::Side::Front, clock::kUL | clock::kDR, 6}), "MUL6+");
    // A back move: turned over, its pins mirrored.
    EXPECT_EQ(clock::cubing_move({clock::Side::Back, clock::kUL, 1}), "y2 UR1+ y2");
    EXPECT_EQ(clock::cubing_moves({{clock::Side::Front, clock::kUL, 1},
                                   {clock::Side::Back, clock::kUL, 1},
                                   {clock::Side::Back, clock::kDL | clock::kDR, 11}}),
              "UL1+ y2 UR1+ D1- y2");
    EXPECT_EQ(clock::cubing_scramble(" UR3+  DR2- y2 ALL1- UL "), "UR3+ DR2- y2 ALL1- UL");
    EXPECT_EQ(clock::cubing_scramble("UUDD u3"), "");
    EXPECT_EQ(clock::cubing_scramble("1 0 0 0 0 0 0 0 0 0 0 0 0 0"), "");
    EXPECT_EQ(clock::cubing_scramble("UR12+"), "");
}

} // namespace twobit
