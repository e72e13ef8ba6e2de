// Pictures: nets of 24 stickers (2x2x2) and 54 (3x3x3) in the colours of the position they
// claim, each sticker where the facelet order puts it on the cube, other lengths refused,
// and the colour schemes a user can give. The command line's pictures:
// tests/cli/test_cli_net.cpp and tests/cli/test_cli_whole_tables.cpp.
#include <gtest/gtest.h>

#include <regex>
#include <stdexcept>

#include "host/present/cube_net.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::lines_of;
using test::sticker_colours;

namespace {

// Kociemba's facelet order, written out here rather than taken from the 3x3x3's own code,
// so that the picture is checked against the format and not against itself.
const std::string kSolved3 = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
// After R: U's right column shows F, F's shows D, D's shows B, and B's left column (B is
// read from behind) shows U.
const std::string kR3 = "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB";

struct Sticker {
    char face;   // data-face: where it is
    char colour; // data-colour: what it shows
    int x, y;
};

// Every sticker of an SVG, in document order (any symbol as its colour).
std::vector<Sticker> stickers_of(const std::string& svg) {
    static const std::regex sticker(
        "class=\"sticker\" data-face=\"(.)\" data-colour=\"(.)\" x=\"(\\d+)\" y=\"(\\d+)\"");
    std::vector<Sticker> out;
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), sticker);
         it != std::sregex_iterator(); ++it)
        out.push_back({(*it)[1].str()[0], (*it)[2].str()[0], std::stoi((*it)[3].str()),
                       std::stoi((*it)[4].str())});
    return out;
}

// The one sticker showing `colour` (a symbol used once); face '?' if there is none.
Sticker sticker_showing(const std::string& svg, char colour) {
    for (const Sticker& s : stickers_of(svg))
        if (s.colour == colour) return s;
    return {'?', colour, -1, -1};
}

// The solved 3x3x3 with the facelet at `index` showing X instead.
std::string marked(size_t index) {
    std::string s = kSolved3;
    s[index] = 'X';
    return s;
}

size_t count_of(const std::string& text, const std::string& part) {
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

} // namespace

TEST(CubeNet, SolvedAndRMatchHandWrittenNets) {
    const std::string solved = net_svg(to_facelets(CornerCube{}), {}, {"solved"});
    EXPECT_EQ(sticker_colours(solved), "UUUURRRRFFFFDDDDLLLLBBBB");
    EXPECT_NE(solved.find("fill=\"white\""), std::string::npos);
    const std::string r = net_svg(to_facelets(parse_cube2_position("R").cube), {}, {});
    EXPECT_EQ(sticker_colours(r), "UFUFRRRRFDFDDBDBLLLLUBUB");
    // The U face's top-right sticker shows F after R; U sits above F, one face (2 stickers of
    // 24 px and a 3 px gap) in from the left, so that sticker is at x = 51 + 24.
    EXPECT_NE(r.find("data-face=\"U\" data-colour=\"F\" x=\"75\" y=\"0\""), std::string::npos);
    const std::string overview =
        nets_overview_svg({to_facelets(CornerCube{}), to_facelets(parse_cube2_position("R").cube)},
                          {{"a"}, {"b"}}, {});
    EXPECT_EQ(sticker_colours(overview), "UUUURRRRFFFFDDDDLLLLBBBB"
                                         "UFUFRRRRFDFDDBDBLLLLUBUB");
}

TEST(CubeNet, Colours) {
    const NetColours c = parse_net_colours("#ffFF00,Red,lime,yellow,orange,navy");
    EXPECT_EQ(c.face[5], "navy");
    // Only CSS colour names and #rrggbb: a face letter would be written as fill="W", which
    // viewers draw black.
    for (const char* bad :
         {"", "a,b,c", "red,red,red,red,red,red,red", "W,R,G,Y,O,B",
          "#fff,red,lime,yellow,orange,navy", "#ggggGG,red,lime,yellow,orange,navy",
          "red,red,red,red,red,<f>", "red,red,red,red,red,transparent"})
        EXPECT_THROW(parse_net_colours(bad), std::invalid_argument) << bad;
    EXPECT_NE(net_svg(to_facelets(CornerCube{}), c, {}).find("fill=\"navy\""), std::string::npos);
}

TEST(CubeNet, Cube3NetHasNineStickersPerFace) {
    const std::string solved = net_svg(kSolved3, {}, {"solved"});
    const std::vector<Sticker> all = stickers_of(solved);
    ASSERT_EQ(all.size(), 54u);
    std::string faces, colours;
    for (const Sticker& s : all) faces += s.face, colours += s.colour;
    EXPECT_EQ(faces, kSolved3); // solved: each sticker shows the face it is on
    EXPECT_EQ(colours, kSolved3);
    EXPECT_EQ(sticker_colours(net_svg(kR3, {}, {})), kR3);
    // 4 faces of 3 stickers (24 px) and a 3 px gap across, 3 down, and a margin of 8 each
    // side; one caption line of 18 px above.
    EXPECT_NE(solved.find("width=\"316\" height=\"259\""), std::string::npos);
}

TEST(CubeNet, Cube3FaceletsLandWhereTheyAreOnTheCube) {
    // Without a caption, a face is 75 px (3 stickers of 24 px and a 3 px gap): U sits above
    // F at (75, 0), then L F R B in a row at y = 75, D below F at (75, 150).
    struct Case {
        size_t index; // in Kociemba's order: U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9
        char face;
        int x, y;
    };
    for (const Case& c : {
             Case{0, 'U', 75, 0},     // U1, the UBL corner: top left of U
             Case{4, 'U', 99, 24},    // U5, U's centre
             Case{8, 'U', 123, 48},   // U9, UFR: over F3, left of R1
             Case{20, 'F', 123, 75},  // F3, UFR: just below U9
             Case{9, 'R', 150, 75},   // R1, UFR: just right of F3
             Case{11, 'R', 198, 75},  // R3, URB: just left of B1
             Case{45, 'B', 225, 75},  // B1, URB, B seen from behind with U on top
             Case{53, 'B', 273, 123}, // B9, DLB: the far right of the net
             Case{36, 'L', 0, 75},    // L1, ULB: the far left
             Case{44, 'L', 48, 123},  // L9, DFL: left of F7
             Case{24, 'F', 75, 123},  // F7, DFL: over D1
             Case{27, 'D', 75, 150},  // D1, DFL: D with F at the top
             Case{34, 'D', 99, 198},  // D8, DB: bottom middle of D
             Case{16, 'R', 174, 123}, // R8, DR
         }) {
        const Sticker s = sticker_showing(net_svg(marked(c.index), {}, {}), 'X');
        EXPECT_EQ(s.face, c.face) << c.index;
        EXPECT_EQ(s.x, c.x) << c.index;
        EXPECT_EQ(s.y, c.y) << c.index;
    }
    // After R, U9 (top right of U, over F) shows the F colour, as on the 2x2x2.
    EXPECT_NE(net_svg(kR3, {}, {}).find("data-face=\"U\" data-colour=\"F\" x=\"123\" y=\"48\""),
              std::string::npos);
    // A symbol that is no face is drawn, gray.
    EXPECT_NE(net_svg(marked(0), {}, {})
                  .find("data-colour=\"X\" x=\"75\" y=\"0\" width=\"24\" "
                        "height=\"24\" fill=\"gray\""),
              std::string::npos);
}

TEST(CubeNet, Cube3InOverviewsAndHeatMaps) {
    // Cells fit the largest net, so a 2x2x2 may sit beside a 3x3x3.
    const std::string overview =
        nets_overview_svg({kSolved3, kR3, to_facelets(CornerCube{})}, {{"a"}, {"b"}, {"c"}}, {});
    EXPECT_EQ(sticker_colours(overview), kSolved3 + kR3 + "UUUURRRRFFFFDDDDLLLLBBBB");
    // Three cells of 300 + 16 px across, one of 18 + 225 + 16 down, a margin of 8 each side.
    EXPECT_NE(overview.find("width=\"964\" height=\"275\""), std::string::npos);
    const std::string heat = heat_map_svg("t", "r", "c", {{1, 2}}, {"a", "b"}, {kR3}, {{"R"}}, {});
    EXPECT_EQ(sticker_colours(heat), kR3);
}

TEST(CubeNet, Cube3AnsiNetHasNineRows) {
    const std::vector<std::string> rows = lines_of(net_ansi(marked(22))); // F5, F's centre
    ASSERT_EQ(rows.size(), 9u);
    const std::string cell = "\033[48;5;";
    for (size_t r = 0; r < 9; ++r) {
        const bool middle = r >= 3 && r < 6; // L F R B
        EXPECT_EQ(count_of(rows[r], cell), middle ? 12u : 3u) << r;
        // U and D start 3 blank stickers in, over F.
        EXPECT_EQ(rows[r].substr(0, 7), middle ? cell.substr(0, 7) : "      \033") << r;
    }
    // Row 4, cells of L then F: F's centre is the fifth cell, gray (8) for X; the rest of the
    // row is orange (208) for L and green (34) for F.
    std::string row4 = rows[4];
    for (int k = 0; k < 5; ++k) row4 = row4.substr(row4.find(cell) + cell.size());
    EXPECT_EQ(row4.substr(0, 2), "8m");
    EXPECT_EQ(rows[4].substr(0, cell.size() + 4), cell + "208m");
    EXPECT_EQ(count_of(rows[4], cell + "34m"), 2u);
    EXPECT_EQ(lines_of(net_ansi(to_facelets(CornerCube{}))).size(), 6u);
}

TEST(CubeNet, OtherLengthsAreRefused) {
    for (const std::string& bad : {std::string(), std::string(23, 'U'), std::string(25, 'U'),
                                   std::string(53, 'U'), std::string(55, 'U'), kSolved3 + kR3}) {
        EXPECT_THROW(net_svg(bad, {}, {}), std::invalid_argument) << bad.size();
        EXPECT_THROW(net_ansi(bad), std::invalid_argument) << bad.size();
        EXPECT_THROW(nets_overview_svg({kSolved3, bad}, {}, {}), std::invalid_argument);
        EXPECT_THROW(heat_map_svg("t", "r", "c", {{1}}, {"a"}, {bad}, {}, {}),
                     std::invalid_argument);
    }
}

} // namespace twobit
