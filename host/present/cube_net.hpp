// Pictures of a 2x2x2 or a 3x3x3: the unfolded net as cubers draw it (U above, L F R B in a
// row, D below), as SVG (one net, or a grid of nets for the steps of a solution) or as
// ANSI-coloured text for a terminal. A net's sticker string says the cube's size by its
// length: 24 is the 2x2x2 of host/puzzles/cube2/facelets.hpp, 54 the 3x3x3 in Kociemba's
// facelet order (host/puzzles/cube3/cube3_facelets.hpp). Both list the faces U R F D L B,
// each row by row as seen from outside (U with B at the top, D with F at the top, the side
// faces with U at the top), so one drawing serves both with N = 2 or 3 stickers a side;
// the Skewb's (30), the Pyraminx's (36) and the Clock's (18 dials) are drawn by
// puzzle_nets.hpp, so every function here takes any puzzle's net. Any other length throws
// std::invalid_argument. Only drawing: the positions come from elsewhere.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace twobit {

// Fill colours for the faces U R F D L B (CSS colour names or #rrggbb).
struct NetColours {
    std::array<std::string, 6> face{"white", "red", "green", "yellow", "orange", "blue"};
};

// Six comma-separated colours in the order U R F D L B, each a CSS colour name or #rrggbb
// (host/present/css_colours.hpp), e.g. "white,red,green,yellow,orange,blue"; throws
// std::invalid_argument naming the problem.
NetColours parse_net_colours(const std::string& text);

// One net with up to two caption lines above it, from 24 or 54 stickers. Each sticker is a
// <rect class="sticker"> with data-face (U R F D L B, where it is) and data-colour (the
// symbol it shows; a symbol other than a face letter is drawn gray).
std::string net_svg(const std::string& stickers, const NetColours& colours,
                    const std::vector<std::string>& caption);

// Nets in a grid, one per step, each with its caption. The grid's cells fit the largest
// net, so 2x2x2 and 3x3x3 nets may be mixed.
std::string nets_overview_svg(const std::vector<std::string>& stickers,
                              const std::vector<std::vector<std::string>>& captions,
                              const NetColours& colours);

// A heat map of a table of counts (rows x columns), darker for more, with the count in each
// cell, row and column labels and a title; cells are <rect class="cell" data-row data-col
// data-count>. Below it, optional nets (24 or 54 stickers) with captions (e.g. the
// counterexamples).
std::string
heat_map_svg(const std::string& title, const std::string& row_label,
             const std::string& column_label, const std::vector<std::vector<uint64_t>>& counts,
             const std::vector<std::string>& column_names, const std::vector<std::string>& nets,
             const std::vector<std::vector<std::string>>& net_captions, const NetColours& colours);

// The net as text with ANSI background colours (two spaces per sticker): 3N rows for N
// stickers a side, so 6 for 24 stickers and 9 for 54; another puzzle's as
// puzzle_net_text writes it.
std::string net_ansi(const std::string& stickers);

} // namespace twobit
