// The WCA's least scramble lengths: a random-state scramble must leave a state that needs at
// least this many moves (WCA Regulations, Article 4, Regulation 4b3 and its additions, as in
// github.com/thewca/wca-regulations, wca-regulations.md):
//   4b3   every event: at least 2 moves (the 3x3x3, the Clock, and here every other puzzle);
//   4b3b  2x2x2 Cube: at least 4 moves;
//   4b3c  Skewb: at least 7 moves;
//   4b3f  Pyraminx: at least 6 moves; the tips are not counted (TNoodle, the WCA's scrambler,
//         draws the tipless state against the 6 and adds the tip turns after it).
// The counts are in the events' own metric (HTM, tip turns apart), so they apply to the
// puzzle's first metric with every face; another metric or --gens gets the general 2. Each
// puzzle's record holds its own (Puzzle::wca_minimum).
#pragma once

#include <string>

namespace twobit {

struct WcaMinimum {
    int moves = 2;            // the least distance a scramble's state may have
    bool tips_apart = false;  // tip turns (lower-case moves) not counted, written last
    const char* rule = "4b3"; // the regulation, for --help and messages
};

// Whether a move counts toward the minimum: all do, but a tip turn where tips_apart.
bool counts_toward_minimum(const WcaMinimum& minimum, const std::string& move_name);

} // namespace twobit
