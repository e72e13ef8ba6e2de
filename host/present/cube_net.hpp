// Pictures of a 2x2x2: the unfolded net as cubers draw it (U above, L F R B in a row, D
// below), from the 24-sticker string of facelets.hpp, as SVG (one net, or a grid of nets
// for the steps of a solution) or as ANSI-coloured text for a terminal. Only drawing: the
// positions come from elsewhere.
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
// (host/css_colours.hpp), e.g. "white,red,green,yellow,orange,blue"; throws
// std::invalid_argument naming the problem.
NetColours parse_net_colours(const std::string& text);

// One net with up to two caption lines above it. Each sticker is a <rect class="sticker">
// with data-face (U R F D L B, where it is) and data-colour (the face letter it shows).
std::string net_svg(const std::string& stickers, const NetColours& colours,
                    const std::vector<std::string>& caption);

// Nets in a grid, one per step, each with its caption.
std::string nets_overview_svg(const std::vector<std::string>& stickers,
                              const std::vector<std::vector<std::string>>& captions,
                              const NetColours& colours);

// A heat map of a table of counts (rows x columns), darker for more, with the count in each
// cell, row and column labels and a title; cells are <rect class="cell" data-row data-col
// data-count>. Below it, optional nets with captions (e.g. the counterexamples).
std::string
heat_map_svg(const std::string& title, const std::string& row_label,
             const std::string& column_label, const std::vector<std::vector<uint64_t>>& counts,
             const std::vector<std::string>& column_names, const std::vector<std::string>& nets,
             const std::vector<std::vector<std::string>>& net_captions, const NetColours& colours);

// The net as text with ANSI background colours (two spaces per sticker).
std::string net_ansi(const std::string& stickers);

} // namespace twobit
