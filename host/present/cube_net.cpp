// Drawing 2x2x2 and 3x3x3 nets; see cube_net.hpp.
#include "host/present/cube_net.hpp"
#include "host/present/css_colours.hpp"
#include "host/present/markup_escape.hpp"
#include "host/present/puzzle_nets.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace twobit {

namespace {

constexpr const char* kFaces = "URFDLB";
constexpr int kSticker = 24;   // pixels, on both cubes: a 3x3x3 net is just wider
constexpr int kGap = 3;        // between faces
constexpr int kCaption = 18;   // pixels per caption line
constexpr int kNetColumns = 4; // faces across: L F R B
constexpr int kNetRows = 3;    // U, the middle row, D

// Where each face sits in the net, in face units (column, row).
constexpr int kFaceCell[6][2] = {{1, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 1}, {3, 1}};

// Stickers a side, from the string's length: both strings list the faces in the same order
// and read each face row by row, so the length alone tells them apart.
int cube_size(const std::string& stickers) {
    if (stickers.size() == 24) return 2;
    if (stickers.size() == 54) return 3;
    throw std::invalid_argument("a net needs 24 stickers (2x2x2), 54 (3x3x3), 30 (Skewb), 36 "
                                "(Pyraminx) or 18 dials (Clock), not " +
                                std::to_string(stickers.size()));
}

int face_index(char letter) {
    const std::string faces = kFaces;
    const size_t i = faces.find(letter);
    return i == std::string::npos ? -1 : static_cast<int>(i);
}

// One face and the gap after it, in pixels, for n stickers a side.
int face_span(int n) {
    return n * kSticker + kGap;
}
int net_width(int n) {
    return kNetColumns * face_span(n);
}
int net_height(size_t caption_lines, int n) {
    return static_cast<int>(caption_lines) * kCaption + kNetRows * face_span(n);
}

// Any net's size, a cube's or another puzzle's (puzzle_nets.hpp): throws as cube_size does
// for a length that is neither.
int width_of(const std::string& stickers) {
    return is_puzzle_net(stickers) ? puzzle_net_width(stickers) : net_width(cube_size(stickers));
}
int height_of(size_t caption_lines, const std::string& stickers) {
    return is_puzzle_net(stickers)
               ? static_cast<int>(caption_lines) * kCaption + puzzle_net_height(stickers)
               : net_height(caption_lines, cube_size(stickers));
}

// The largest net among nets drawn together, so that every one fits the space given to
// each (a 2x2x2's when there are none); checked before anything is drawn.
int largest_width(const std::vector<std::string>& nets) {
    int w = net_width(2);
    for (const std::string& stickers : nets) w = std::max(w, width_of(stickers));
    return w;
}
int largest_height(size_t caption_lines, const std::vector<std::string>& nets) {
    int h = net_height(caption_lines, 2);
    for (const std::string& stickers : nets) h = std::max(h, height_of(caption_lines, stickers));
    return h;
}

// The <g> of one net with its top-left corner at (x, y).
void append_net(std::ostringstream& out, const std::string& stickers, const NetColours& colours,
                const std::vector<std::string>& caption, int x, int y) {
    out << "<g transform=\"translate(" << x << "," << y << ")\">\n";
    for (size_t line = 0; line < caption.size(); ++line)
        out << "<text x=\"0\" y=\"" << (line + 1) * kCaption - 5
            << "\" font-family=\"sans-serif\" font-size=\"13\">" << escape_markup(caption[line])
            << "</text>\n";
    const int top = static_cast<int>(caption.size()) * kCaption;
    if (is_puzzle_net(stickers)) {
        append_puzzle_net(out, stickers, colours, 0, top);
        out << "</g>\n";
        return;
    }
    const int n = cube_size(stickers);
    for (int f = 0; f < 6; ++f)
        for (int i = 0; i < n * n; ++i) {
            const char shown = stickers[static_cast<size_t>(n * n * f + i)];
            const int colour = face_index(shown);
            const int sx = kFaceCell[f][0] * face_span(n) + (i % n) * kSticker;
            const int sy = top + kFaceCell[f][1] * face_span(n) + (i / n) * kSticker;
            out << "<rect class=\"sticker\" data-face=\"" << kFaces[f] << "\" data-colour=\""
                << shown << "\" x=\"" << sx << "\" y=\"" << sy << "\" width=\"" << kSticker
                << "\" height=\"" << kSticker << "\" fill=\""
                << escape_markup(colour < 0 ? "gray" : colours.face[static_cast<size_t>(colour)])
                << "\" stroke=\"black\" stroke-width=\"1.5\"/>\n";
        }
    out << "</g>\n";
}

std::string svg_document(int width, int height, const std::string& body) {
    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
        << "\" viewBox=\"0 0 " << width << " " << height << "\">\n"
        << "<rect width=\"100%\" height=\"100%\" fill=\"#f4f4f4\"/>\n"
        << body << "</svg>\n";
    return out.str();
}

} // namespace

NetColours parse_net_colours(const std::string& text) {
    NetColours c;
    std::istringstream in(text);
    std::string item;
    size_t n = 0;
    while (std::getline(in, item, ',')) {
        if (n == 6) throw std::invalid_argument("--colors: more than 6 colours");
        if (!is_css_colour(item))
            throw std::invalid_argument("--colors: '" + item.substr(0, 40) +
                                        "' is not a CSS colour name or #rrggbb");
        c.face[n++] = item;
    }
    if (n != 6)
        throw std::invalid_argument("--colors: give 6 colours for U R F D L B, e.g. "
                                    "white,red,green,yellow,orange,blue");
    return c;
}

std::string net_svg(const std::string& stickers, const NetColours& colours,
                    const std::vector<std::string>& caption) {
    const int margin = 8;
    const int width = width_of(stickers), height = height_of(caption.size(), stickers);
    std::ostringstream body;
    append_net(body, stickers, colours, caption, margin, margin);
    return svg_document(width + 2 * margin, height + 2 * margin, body.str());
}

std::string nets_overview_svg(const std::vector<std::string>& stickers,
                              const std::vector<std::vector<std::string>>& captions,
                              const NetColours& colours) {
    const int margin = 8, spacing = 16, per_row = 4;
    size_t lines = 0;
    for (const auto& c : captions) lines = std::max(lines, c.size());
    const int cell_w = largest_width(stickers) + spacing,
              cell_h = largest_height(lines, stickers) + spacing;
    std::ostringstream body;
    for (size_t k = 0; k < stickers.size(); ++k)
        append_net(body, stickers[k], colours,
                   k < captions.size() ? captions[k] : std::vector<std::string>{},
                   margin + static_cast<int>(k % per_row) * cell_w,
                   margin + static_cast<int>(k / per_row) * cell_h);
    const int columns = static_cast<int>(std::min<size_t>(stickers.size(), per_row));
    const int rows = static_cast<int>((stickers.size() + per_row - 1) / per_row);
    return svg_document(2 * margin + columns * cell_w, 2 * margin + rows * cell_h, body.str());
}

std::string
heat_map_svg(const std::string& title, const std::string& row_label,
             const std::string& column_label, const std::vector<std::vector<uint64_t>>& counts,
             const std::vector<std::string>& column_names, const std::vector<std::string>& nets,
             const std::vector<std::vector<std::string>>& net_captions, const NetColours& colours) {
    const int cell_w = 58, cell_h = 20, left = 70, top = 56, margin = 8;
    // Room for a caption of about 55 characters, wider than a 3x3x3 net (300 pixels).
    const int kCaptionedNetSpacing = 400;
    for (const std::string& net : nets) width_of(net); // a bad net throws before drawing
    uint64_t most = 1;
    for (const auto& row : counts)
        for (uint64_t c : row) most = std::max(most, c);
    std::ostringstream body;
    body << "<text x=\"" << margin << "\" y=\"20\" font-family=\"sans-serif\" font-size=\"15\">"
         << escape_markup(title) << "</text>\n";
    body << "<text x=\"" << left + cell_w
         << "\" y=\"40\" font-family=\"sans-serif\" font-size=\"12\">"
         << escape_markup(column_label) << " &#8594;</text>\n";
    body << "<text x=\"" << margin << "\" y=\"40\" font-family=\"sans-serif\" font-size=\"12\">"
         << escape_markup(row_label) << " &#8595;</text>\n";
    for (size_t c = 0; c < column_names.size(); ++c)
        body << "<text x=\"" << left + static_cast<int>(c) * cell_w + 4 << "\" y=\"" << top - 4
             << "\" font-family=\"sans-serif\" font-size=\"11\">" << escape_markup(column_names[c])
             << "</text>\n";
    for (size_t r = 0; r < counts.size(); ++r) {
        const int y = top + static_cast<int>(r) * cell_h;
        body << "<text x=\"" << margin << "\" y=\"" << y + 14
             << "\" font-family=\"sans-serif\" font-size=\"11\">" << r << "</text>\n";
        for (size_t c = 0; c < counts[r].size(); ++c) {
            const uint64_t n = counts[r][c];
            // Log scale: counts span from 1 to millions.
            const double level = n == 0 ? 0.0
                                        : std::log(static_cast<double>(n) + 1) /
                                              std::log(static_cast<double>(most) + 1);
            const int shade = 255 - static_cast<int>(level * 200);
            const int x = left + static_cast<int>(c) * cell_w;
            body << "<rect class=\"cell\" data-row=\"" << r << "\" data-col=\"" << c
                 << "\" data-count=\"" << n << "\" x=\"" << x << "\" y=\"" << y << "\" width=\""
                 << cell_w << "\" height=\"" << cell_h << "\" fill=\"rgb(" << shade << "," << shade
                 << ",255)\" stroke=\"#ccc\"/>\n";
            if (n != 0)
                body << "<text x=\"" << x + 3 << "\" y=\"" << y + 14
                     << "\" font-family=\"sans-serif\" font-size=\"10\">" << n << "</text>\n";
        }
    }
    size_t columns = 0;
    for (const auto& row : counts) columns = std::max(columns, row.size());
    int height = top + static_cast<int>(counts.size()) * cell_h + 16;
    for (size_t k = 0; k < nets.size(); ++k)
        append_net(body, nets[k], colours,
                   k < net_captions.size() ? net_captions[k] : std::vector<std::string>{},
                   margin + static_cast<int>(k) * kCaptionedNetSpacing, height);
    size_t lines = 0;
    for (const auto& c : net_captions) lines = std::max(lines, c.size());
    if (!nets.empty()) height += largest_height(lines, nets);
    const int width = std::max(left + static_cast<int>(columns) * cell_w,
                               margin + static_cast<int>(nets.size()) * kCaptionedNetSpacing);
    return svg_document(width + margin, height + margin, body.str());
}

std::string net_ansi(const std::string& stickers) {
    // 256-colour backgrounds for white, red, green, yellow, orange, blue.
    static const int kAnsi[6] = {15, 196, 34, 226, 208, 21};
    if (is_puzzle_net(stickers)) return puzzle_net_text(stickers);
    const int n = cube_size(stickers);
    // Rows x sticker columns of the net; cells off the net stay empty.
    std::vector<std::vector<std::string>> grid(
        static_cast<size_t>(kNetRows * n),
        std::vector<std::string>(static_cast<size_t>(kNetColumns * n)));
    for (int f = 0; f < 6; ++f)
        for (int i = 0; i < n * n; ++i) {
            const int colour = face_index(stickers[static_cast<size_t>(n * n * f + i)]);
            grid[static_cast<size_t>(kFaceCell[f][1] * n + i / n)]
                [static_cast<size_t>(kFaceCell[f][0] * n + i % n)] =
                    "\033[48;5;" + std::to_string(colour < 0 ? 8 : kAnsi[colour]) + "m  \033[0m";
        }
    std::string out;
    for (const auto& row : grid) {
        std::string line;
        for (const std::string& cell : row) line += cell.empty() ? "  " : cell;
        out += line.substr(0, line.find_last_not_of(' ') + 1) + "\n"; // no trailing blanks
    }
    return out;
}

} // namespace twobit
