// What `solve` writes besides its result lines, for every puzzle with pictures: a net per
// step of a solution (--svg), the animated viewer page (--html), and the numbered file names
// that several positions get.
#pragma once

#include <string>
#include <vector>

#include "host/io/atomic_file.hpp"
#include "host/present/cube_net.hpp"

namespace twobit::cli {

// step-00.svg (the position) .. step-NN.svg (solved) and overview.svg with every step, in
// the folder `dir` the user gave, or in its subfolder `sub` (several positions: "1", "2", ...):
// stickers[k] is the net after k moves (n + 1 of them), move_names the n moves. Those names
// are twobit's: a link planted at one is refused (host/io/atomic_file.hpp).
void write_step_nets(const std::string& dir, const std::string& sub,
                     const std::vector<std::string>& stickers,
                     const std::vector<std::string>& move_names, const NetColours& colours);

struct ViewerRequest {
    std::string input;     // the position as given
    bool stickers = false; // given as stickers: the scramble is the solution's inverse
    std::string solution;  // in WCA notation
    int length = 0;
    std::string metric;        // "htm", "qtm", "half"
    std::string puzzle;        // cubing.js's name: "2x2x2", "3x3x3"
    std::string stickers_held; // Puzzle::stickers_held, for the page's note
    // The input as cubing.js's alg from solved, where it is one (scramble_alg; empty: the
    // solution's inverse is the scramble), and the solution as cubing.js writes it
    // (solution_alg; empty: `solution`).
    std::string scramble_alg;
    std::string solution_alg;
};

// An alg undone: its moves reversed, each inverted (R <-> R', UR3+ <-> UR3-; R2, y2 stay).
std::string invert_alg(const std::string& alg);

// The animated viewer page at file ("-": standard output): the scramble as given (in one
// spelling cubing.js reads) or, for stickers, the solution's inverse, then the solution.
void write_viewer(const OutputName& file, const ViewerRequest& request, const std::string& script);

// "dir/page.html" with number 2 -> "dir/page-2.html", a name twobit chose in dir.
OutputName numbered_file(const std::string& file, int number);

} // namespace twobit::cli
