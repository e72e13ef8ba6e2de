// twsearch's scramble files (host/io/scramble_file.hpp): blocks read in order, lines of a block
// joined, comments and blank lines between blocks skipped, and every malformed file refused
// with FILE:LINE.
#include <gtest/gtest.h>
#include <stdexcept>
#include <string>

#include "host/io/scramble_file.hpp"

namespace twobit {

namespace {

std::string error_of(const std::string& text) {
    try {
        parse_scramble_file(text, "s.scr");
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "no error";
}

} // namespace

TEST(ScrambleFile, BlocksInOrderTheirLinesJoined) {
    const auto s = parse_scramble_file("# two scrambles\n\nScrambleAlgorithm scr1\nR U R' U'\n"
                                       "End\r\nScrambleAlgorithm Second\r\n  F2 U'\n R\n\nEnd\n",
                                       "s.scr");
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].name, "scr1");
    EXPECT_EQ(s[0].moves, "R U R' U'");
    EXPECT_EQ(s[1].name, "Second");
    EXPECT_EQ(s[1].moves, "F2 U' R");
}

TEST(ScrambleFile, MalformedFilesAreRefusedByLine) {
    EXPECT_EQ(error_of("ScrambleAlgorithm a\nR\n"), "s.scr:1: scramble a has no End");
    EXPECT_EQ(error_of("ScrambleAlgorithm a\nEnd\n"), "s.scr:2: scramble a has no moves");
    EXPECT_EQ(error_of("ScrambleAlgorithm\nR\nEnd\n"),
              "s.scr:1: ScrambleAlgorithm takes one name, as in 'ScrambleAlgorithm scr1'");
    EXPECT_EQ(error_of("\nScrambleState x\nCORNERS\n0 1\nEnd\n"),
              "s.scr:2: ScrambleState blocks (a state written out) are not read: give the "
              "scramble's moves in a ScrambleAlgorithm block");
    EXPECT_EQ(error_of("R U\n"), "s.scr:1: 'R' is not ScrambleAlgorithm (a scramble file holds "
                                 "'ScrambleAlgorithm NAME', its moves, then 'End')");
    EXPECT_EQ(error_of("# nothing\n"), "s.scr: no ScrambleAlgorithm block");
    EXPECT_EQ(error_of(std::string("\x1b[2J x\n")),
              "s.scr:1: '\\x1b[2J' is not ScrambleAlgorithm (a scramble file holds "
              "'ScrambleAlgorithm NAME', its moves, then 'End')");
}

} // namespace twobit
