// `verify --expect FILE`: a distribution to compare with, for a puzzle that has no published
// one (a definition file's). Either one count per line (blank lines and '#' comments
// skipped) or JSON: an array of counts, or an object whose "counts" is one (what
// `generate --json` prints, or twsearch's counts copied into a file).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace twobit::cli {

// Throws std::runtime_error naming the file, and the line for a bad count.
std::vector<uint64_t> read_expected_counts(const std::string& path);

} // namespace twobit::cli
