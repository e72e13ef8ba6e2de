// Bounded, linear input: the position line reader (comments, trimming, over-long lines
// counted but never stored), the 1 MiB limit of every parser, and error messages that quote
// at most an excerpt of a huge token.
#include <cstdio>
#include <gtest/gtest.h>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/io/input_lines.hpp"
#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/facelets.hpp"

namespace twobit {

namespace {

std::vector<InputLine> read_all(const std::string& text, size_t max_bytes) {
    std::FILE* in = ::fmemopen(const_cast<char*>(text.data()), text.size(), "r");
    EXPECT_NE(in, nullptr);
    InputLineReader reader(in, max_bytes);
    std::vector<InputLine> lines;
    for (InputLine line; reader.next(line);) lines.push_back(line);
    std::fclose(in);
    return lines;
}

std::string error_of(void (*parse)(const std::string&), const std::string& text) {
    try {
        parse(text);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST(InputLines, CommentsBlanksAndWhitespace) {
    const auto lines = read_all("# header\n\n  R U  \r\nF # note\n\t\n# only\nB2", 100);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0].text, "R U");
    EXPECT_EQ(lines[1].text, "F");
    EXPECT_EQ(lines[2].text, "B2"); // no final newline
    for (const auto& l : lines) EXPECT_FALSE(l.too_long);
    EXPECT_TRUE(read_all("", 100).empty());
    EXPECT_TRUE(read_all("\n\n# x\n", 100).empty());
}

TEST(InputLines, OverlongLinesAreCountedNotStored) {
    const std::string long_line(25, 'R');
    const auto lines =
        read_all("R\n" + long_line + "\n" + long_line + "# comment\n# " + long_line + "\nU\n", 10);
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_EQ(lines[0].text, "R");
    EXPECT_TRUE(lines[1].too_long);
    EXPECT_TRUE(lines[1].text.empty());
    EXPECT_EQ(lines[1].bytes, 25u);
    EXPECT_TRUE(lines[2].too_long); // the part before the comment is what counts
    EXPECT_EQ(lines[2].bytes, 25u);
    EXPECT_EQ(lines[3].text, "U"); // a long comment is just a comment
    EXPECT_EQ(position_too_long(1048586),
              "the position is 1048586 bytes long, more than the 1 MiB limit");
}

// What a message quotes reaches a terminal: C0 and C1 controls, bytes outside valid UTF-8 and
// a NUL (which would end an exception's message) are shown as \xHH; characters stay.
TEST(InputLines, PrintableShowsEveryControlAndNoBrokenUtf8) {
    EXPECT_EQ(printable("R \x1b[2J U\x07"), "R \\x1b[2J U\\x07");
    EXPECT_EQ(printable("a\x9b"
                        "31m"),
              "a\\x9b31m"); // a lone 0x9b: not UTF-8
    EXPECT_EQ(printable("a\xc2\x9b"
                        "31m"),
              "a\\x9b31m"); // U+009B, the C1 CSI
    EXPECT_EQ(printable("\xc3\xa9t\xc3\xa9 \xe2\x86\x92"), "\xc3\xa9t\xc3\xa9 \xe2\x86\x92");
    EXPECT_EQ(printable("x\xe2\x86"), "x\\xe2\\x86"); // a cut character
    EXPECT_EQ(printable("\xef\xbb\xbfName"), "<U+FEFF>Name");
    EXPECT_EQ(excerpt(std::string("R\0U", 3)), "R\\x00U");
    EXPECT_EQ(printable(excerpt(std::string("R\0U", 3))), "R\\x00U");
}

TEST(InputLimits, EveryParserRefusesMoreThanOneMebibyte) {
    // Exactly at the limit still parses (and in linear time: bench/bench_parse.cpp).
    std::string at_limit;
    while (at_limit.size() + 2 <= kMaxPositionBytes) at_limit += "R ";
    at_limit.resize(kMaxPositionBytes, ' ');
    EXPECT_EQ(parse_moves(at_limit).size(), kMaxPositionBytes / 2);
    const std::string over = at_limit + "R";
    EXPECT_NE(error_of([](const std::string& t) { parse_moves(t); }, over).find("1 MiB limit"),
              std::string::npos);
    EXPECT_NE(error_of([](const std::string& t) { parse_facelets(t); }, over).find("1 MiB limit"),
              std::string::npos);
    EXPECT_NE(error_of([](const std::string& t) { clock::parse_clock_position(t); }, over)
                  .find("1 MiB limit"),
              std::string::npos);
    EXPECT_THROW(check_position_length(over), std::invalid_argument);
    EXPECT_NO_THROW(check_position_length(at_limit));
}

TEST(InputLimits, ErrorsQuoteAnExcerptOfAHugeToken) {
    const std::string token = "Q" + std::string(100000, 'x');
    const std::string error =
        error_of([](const std::string& t) { parse_moves(t); }, "R U " + token);
    EXPECT_EQ(error, "unknown move token 'Q" + std::string(39, 'x') + "...' at column 5");
    const std::string clock_error =
        error_of([](const std::string& t) { clock::parse_clock_position(t); }, "UR3+ " + token);
    EXPECT_LT(clock_error.size(), 200u) << clock_error.substr(0, 300);
    // Columns count characters, not bytes (U+2019 is three bytes and one column).
    EXPECT_EQ(error_of([](const std::string& t) { parse_moves(t); }, "R\xE2\x80\x99 U Q"),
              "unknown move token 'Q' at column 6");
    EXPECT_EQ(excerpt("\xE2\x80\x99\xE2\x80\x99\xE2\x80\x99", 2), "\xE2\x80\x99\xE2\x80\x99...");
    // A run of continuation bytes (broken UTF-8, found by fuzz_expected_counts) is no one
    // character: a character takes three of them at most, so an excerpt stays short.
    EXPECT_EQ(excerpt("a" + std::string(1000, '\xB5'), 3).size(), 12u + 3u);
}

} // namespace twobit
