// twsearch's scramble files, for `solve --scrambles FILE`: blocks of
//   ScrambleAlgorithm NAME
//   R U R' U' ...          (one or more lines of moves)
//   End
// each a position (the moves from solved), answered in the file's order. Blank lines and
// '#' comments between blocks are skipped. twsearch's ScrambleState blocks (a state written
// out piece by piece) are refused by line, as is anything else.
//
// The file may be hostile: at most 1 MiB, read only if it is a regular file
// (read_text_file.hpp); a message names FILE:LINE and quotes a short excerpt.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace twobit {

constexpr uint64_t kMaxScrambleFileBytes = uint64_t{1} << 20;

struct NamedScramble {
    std::string name;
    std::string moves; // the block's lines joined by spaces
};

// The blocks of such a text; `file` names it in messages. Throws std::runtime_error
// "FILE:LINE: ..." for a block that is not one.
std::vector<NamedScramble> parse_scramble_file(const std::string& text, const std::string& file);

// The same, read from the file at path. Throws std::runtime_error.
std::vector<NamedScramble> read_scramble_file(const std::string& path);

} // namespace twobit
