// The animated viewer of `twobit solve --html`: one self-contained HTML page with two of
// cubing.js's <twisty-player> elements (the solution played from the scrambled cube, and
// the scramble played from solved) and a caption, for any puzzle cubing.js names (the
// 2x2x2 and the 3x3x3 today). Only text assembly: the player's script
// (tools/viewer/install.sh bundles it) comes in as text and is inlined as it is.
#pragma once

#include <string>

namespace twobit {

struct ViewerPage {
    std::string input;    // the position as the user gave it, for the caption
    bool stickers;        // given as stickers: `scramble` is then the solution's inverse
    std::string scramble; // moves from solved to the position, in WCA notation
    std::string solution; // the optimal solution, in WCA notation
    int length;           // its length in the metric
    std::string metric;   // "htm", "qtm" or "half"
    // cubing.js's name of the puzzle, for the players and the heading. Last, with a default,
    // so that the 2x2x2's callers need not name it.
    std::string puzzle = "2x2x2";
    // The solution as cubing.js writes it, for the player, where that differs from `solution`
    // as twobit prints it (the clock's pin notation); empty: `solution`.
    std::string solution_alg = "";
    // For a cube read from stickers: what holds it still (Puzzle::stickers_held), for the
    // note that it is shown in cubing.js's colours; empty: no such note.
    std::string stickers_held = "";
};

// True if the script can sit between <script> and </script> unchanged: it must not
// contain "<script" or "</script" (in any case), which would end the element early or
// change how the HTML parser finds its end.
bool can_inline_script(const std::string& script);

// The whole page, the script inlined as a module (and a line after it that opens the
// scramble's player at its start). Throws std::invalid_argument when
// can_inline_script(player_script) is false.
std::string viewer_page_html(const ViewerPage& page, const std::string& player_script);

} // namespace twobit
