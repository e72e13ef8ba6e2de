// Pictures: nets have 24 stickers in the colours of the position they claim, and the colour
// schemes a user can give. The command line's pictures: tests/cli/test_cli_net.cpp and
// tests/cli/test_cli_whole_tables.cpp.
#include <gtest/gtest.h>

#include "host/present/cube_net.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::sticker_colours;

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

} // namespace twobit
