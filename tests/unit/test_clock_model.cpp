// The Rubik's Clock model and notation: moves against the official scrambler's table, state
// dials round trips, a documented WCA scramble, WCA turns and y2, pin patterns, and every
// error message.
#include <gtest/gtest.h>
#include <random>

#include "clock_reference.hpp"
#include "host/puzzles/clock/clock_notation.hpp"

namespace twobit::clock {
namespace {

using testing::random_move;

TEST(ClockModel, MovesMatchTheOfficialScramblersTable) {
    // TNoodle's UR row: F2 F3 F5 F6 turn, and B1 (the back of F3) the other way.
    Clock c;
    apply(c, {Side::Front, kUR, 1});
    EXPECT_EQ(c.front, (Face{0, 1, 1, 0, 1, 1, 0, 0, 0}));
    EXPECT_EQ(c.back, (Face{11, 0, 0, 0, 0, 0, 0, 0, 0}));
    // A back move of UL turns the back dials behind F1 F2 F4 F5: B3 B2 B6 B5.
    Clock b;
    apply(b, {Side::Back, kUL, 1});
    EXPECT_EQ(b.back, (Face{0, 1, 1, 0, 1, 1, 0, 0, 0}));
    EXPECT_EQ(b.front, (Face{11, 0, 0, 0, 0, 0, 0, 0, 0}));
}

TEST(ClockModel, StateDialsRoundTrip) {
    std::mt19937_64 rng(7);
    for (int i = 0; i < 100; ++i) {
        Clock c;
        for (int j = 0; j < 6; ++j) apply(c, random_move(rng));
        EXPECT_EQ(from_state_dials(to_state_dials(c)), c);
    }
}

TEST(ClockNotation, JaapsDocumentedScrambleGivesItsPublishedResult) {
    // The 2010 WCA scrambler's example and its printed result (speedsolving.com wiki,
    // "Clock notation"): front 7 10 9 / 4 4 1 / 10 7 12, back 3 3 5 / 7 1 4 / 12 12 2.
    const Clock c = parse_clock_position(
        "UUdd u=-3,d=2 / dUdU u=0,d=6 / ddUU u=6,d=-1 / UdUd u=3,d=3 / dUUU u=-3 / "
        "UdUU u=1 / UUUd u=-2 / UUdU u=6 / UUUU u=-4 / dddd d=1 / UUUd");
    EXPECT_EQ(c, parse_clock_position("7 10 9 4 4 1 10 7 0 3 3 5 7 1 4 0 0 2"));
}

TEST(ClockNotation, WcaTurnsAreFrontMovesAndY2TurnsThePuzzleOver) {
    Clock expected;
    apply(expected, {Side::Front, kUR, 3});
    apply(expected, {Side::Front, kUL | kDL, 10});
    EXPECT_EQ(parse_clock_position("UR3+ L2-"), expected);
    // After y2 the old back is in front: "U1+" then turns the old back's top blocks, and
    // the state is read as now held.
    Clock flipped;
    apply(flipped, {Side::Back, kUL | kUR, 1});
    flip(flipped);
    EXPECT_EQ(parse_clock_position("y2 U1+"), flipped);
    EXPECT_EQ(parse_clock_position("UR0+ y2 ALL0- UR DL"), Clock{});
    // The same physical turn in pin notation: UR up, others down, u3.
    EXPECT_EQ(parse_clock_position("UR3+"), parse_clock_position("DUDD u3"));
    EXPECT_EQ(parse_clock_position("L2-"), parse_clock_position("UDUD u2'"));
}

TEST(ClockNotation, FormatsPinPatterns) {
    EXPECT_EQ(format_move({Side::Front, kUL | kUR, 9}), "UUDD u3'");
    EXPECT_EQ(format_move({Side::Front, kAllPins, 6}), "UUUU u6");
    // Back move of DL DR by 2 as seen from the back = the down-pin wheel 2 counterclockwise
    // as seen from the front.
    EXPECT_EQ(format_move({Side::Back, kDL | kDR, 2}), "UUDD d2'");
    EXPECT_EQ(parse_clock_position("UUDD d2'"), [] {
        Clock c;
        apply(c, {Side::Back, kDL | kDR, 2});
        return c;
    }());
}

TEST(ClockNotation, BadInputNamesTheProblem) {
    auto message = [](const std::string& line) {
        try {
            parse_clock_position(line);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message("1 2 3"), "expected 14 dials (F1..F9 B2 B4 B5 B6 B8) or 18 (F1..F9 "
                                "B1..B9), got 3");
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 12 0 0"),
              "dial B5 is 12: a dial reads 0..11 (0 = 12 o'clock)");
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 -1 0 0"),
              "dial B5 is -1: a dial reads 0..11 (0 = 12 o'clock)");
    // 18 dials name the back by B1..B9; a wrong count is reported before any value.
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 0 12 0 0 0 0 0"),
              "dial B4 is 12: a dial reads 0..11 (0 = 12 o'clock)");
    EXPECT_EQ(message("0 0 0 0 0 0 0 0 0 0 0 0 0 0 12 0"),
              "expected 14 dials (F1..F9 B2 B4 B5 B6 B8) or 18 (F1..F9 B1..B9), got 16");
    EXPECT_EQ(message("1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"),
              "dial B3 is 0 but the corner gear it shares with F1 (= 1) makes it 11 (B3 = -F1 "
              "mod 12)");
    EXPECT_EQ(message("UR3+ XY2+"),
              "unknown clock move 'XY2+' at column 6 (WCA: UR3+ ... ALL2- y2; pins: UUDD u3')");
    EXPECT_EQ(message("UR13+"), "'UR13+' at column 1: a move is a pin set, 0 to 11 hours and + "
                                "or - (UR3+), and moves are separated by spaces");
    EXPECT_EQ(message("u3"), "'u3' at column 1: a turn needs a pin pattern before it (e.g. UUDD "
                             "u3)");
    EXPECT_EQ(message("1 2 x"), "unknown clock move '1' at column 1 (WCA: UR3+ ... ALL2- y2; "
                                "pins: UUDD u3')");
    EXPECT_EQ(message("   "), "empty clock position");
}

} // namespace
} // namespace twobit::clock
