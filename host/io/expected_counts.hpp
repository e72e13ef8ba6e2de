// `verify --expect FILE`: a distribution to compare with, for a puzzle that has no published
// one (a definition file's). Either one count per line (blank lines and '#' comments
// skipped) or JSON: an array of counts, or an object whose "counts" is one (what
// `generate --json` prints, or twsearch's counts copied into a file).
//
// The file may be hostile: at most 1 MiB, JSON nested at most kMaxExpectNesting deep (a
// distribution needs two levels; deeper nesting is refused before it is parsed, so no
// recursion anywhere grows with the input), and a message quotes at most a short excerpt.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace twobit {

// The deepest JSON nesting accepted: {"counts": [...]} is 2.
constexpr int kMaxExpectNesting = 8;

// Counts from the text of such a file; `name` names it in messages. Throws
// std::runtime_error naming the file, and the line for a bad count.
std::vector<uint64_t> parse_expected_counts(const std::string& text, const std::string& name);

// The same, read from the file at path (at most 1 MiB). Throws std::runtime_error.
std::vector<uint64_t> read_expected_counts(const std::string& path);

} // namespace twobit
