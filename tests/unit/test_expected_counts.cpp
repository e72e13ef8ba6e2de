// The reader of `verify --expect FILE` (host/io/expected_counts.hpp): both formats, and the
// hostile files of issue 44 (a 100,000-deep JSON array crashed the message that quoted it).
#include <gtest/gtest.h>
#include <stdexcept>
#include <string>

#include "host/io/expected_counts.hpp"

namespace twobit {

namespace {

// The message parse_expected_counts throws for text ("" if it reads).
std::string refusal(const std::string& text) {
    try {
        parse_expected_counts(text, "F");
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "";
}

} // namespace

TEST(ExpectedCounts, ReadsLinesArraysAndObjects) {
    const std::vector<uint64_t> counts{1, 9, 54, 321};
    EXPECT_EQ(parse_expected_counts("# 2x2x2\n1\n9\n\n 54 \n321 # four\n", "F"), counts);
    EXPECT_EQ(parse_expected_counts("[1, 9, 54, 321]", "F"), counts);
    EXPECT_EQ(parse_expected_counts(" {\"name\": \"[{\", \"counts\": [1,9,54,321]}", "F"), counts);
    EXPECT_EQ(parse_expected_counts("18446744073709551615\n", "F"),
              std::vector<uint64_t>{UINT64_MAX});
    EXPECT_EQ(refusal("18446744073709551616\n"),
              "--expect F:1: '18446744073709551616' is not a count (one non-negative integer "
              "per line)");
}

TEST(ExpectedCounts, DeepJsonIsRefusedWithABoundedMessage) {
    const int depth = 100000;
    const std::string deep = "[1, " + std::string(depth, '[') + std::string(depth, ']') + "]";
    EXPECT_EQ(refusal(deep), "--expect F: JSON nested more than 8 levels deep; a distribution "
                             "is an array of counts");
    // Eight levels are still parsed; a nested value is named by its kind, never dumped.
    const std::string eight = "[1, " + std::string(7, '[') + std::string(7, ']') + "]";
    EXPECT_EQ(refusal(eight), "--expect F: count 1 (an array) is not a non-negative integer");
    EXPECT_EQ(refusal("[1, {\"a\": [2, 3]}]"),
              "--expect F: count 1 (an object) is not a non-negative integer");
    // Brackets inside strings are not nesting.
    EXPECT_EQ(refusal("[\"" + std::string(50, '[') + "\"]"),
              "--expect F: count 0 (\"" + std::string(19, '[') +
                  "...) is not a non-negative integer");
}

} // namespace twobit
