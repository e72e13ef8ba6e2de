// Pictures: nets have 24 stickers in the colours of the position they claim, parse as XML,
// and `solve --svg` / `show` write them.
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <regex>

#include "host/present/cube_net.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

// data-colour of every sticker, in document order.
std::string sticker_colours(const std::string& svg) {
    static const std::regex sticker("class=\"sticker\" data-face=\"([URFDLB])\" "
                                    "data-colour=\"([URFDLB])\"");
    std::string colours;
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), sticker);
         it != std::sregex_iterator(); ++it)
        colours += (*it)[2].str();
    return colours;
}

// Python's XML parser as an independent well-formedness check, when python3 is there.
bool parses_as_xml(const std::string& path) {
    const std::string cmd =
        "python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' '" + path +
        "' 2>/dev/null";
    return std::system(cmd.c_str()) == 0;
}

bool have_python() {
    return std::system("python3 -c 'import xml.dom.minidom' 2>/dev/null") == 0;
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

#ifdef TWOBIT_BINARY
TEST(CubeNet, SolveWritesEveryStepAndAnOverview) {
    test::ScratchDir dir;
    const auto r = test::run_twobit("solve --svg " + dir.file("pics") + " \"R U R' F2\"",
                                    "TWOBIT_TABLES=" + dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "F2 R U' R' (4)\n");
    for (int step = 0; step <= 4; ++step) {
        const std::string path = dir.file("pics/step-0" + std::to_string(step) + ".svg");
        const std::string svg = test::read_file(path);
        EXPECT_EQ(sticker_colours(svg).size(), 24u) << path;
        if (have_python()) {
            EXPECT_TRUE(parses_as_xml(path)) << path;
        }
    }
    EXPECT_EQ(sticker_colours(test::read_file(dir.file("pics/step-00.svg"))),
              to_facelets(parse_cube2_position("R U R' F2").cube));
    EXPECT_EQ(sticker_colours(test::read_file(dir.file("pics/step-04.svg"))),
              "UUUURRRRFFFFDDDDLLLLBBBB");
    const std::string overview = test::read_file(dir.file("pics/overview.svg"));
    EXPECT_EQ(sticker_colours(overview).size(), 5u * 24);
    EXPECT_NE(overview.find("step 1 of 4, after F2"), std::string::npos);
    if (have_python()) {
        EXPECT_TRUE(parses_as_xml(dir.file("pics/overview.svg")));
    }
}

TEST(CubeNet, AnalyzeDrawsTheJointDistribution) {
    test::ScratchDir dir;
    const auto r =
        test::run_twobit("analyze --svg " + dir.file("heat.svg"), "TWOBIT_TABLES=" + dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string svg = test::read_file(dir.file("heat.svg"));
    static const std::regex cell("class=\"cell\" data-row=\"\\d+\" data-col=\"\\d+\" "
                                 "data-count=\"(\\d+)\"");
    uint64_t total = 0, cells = 0;
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), cell); it != std::sregex_iterator();
         ++it, ++cells)
        total += std::stoull((*it)[1].str());
    EXPECT_EQ(total, 3674160u);
    EXPECT_EQ(cells % 12, 0u); // 12 distances, a column per sticker count that occurs
    EXPECT_EQ(sticker_colours(svg).size(), 2u * 24); // the two counterexamples
    if (have_python()) {
        EXPECT_TRUE(parses_as_xml(dir.file("heat.svg")));
    }
}

TEST(CubeNet, ShowPrintsTheNet) {
    test::ScratchDir dir;
    const auto r = test::run_twobit("show R --svg " + dir.file("r.svg"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "  UF\n  UF\nLLFDRRUB\nLLFDRRUB\n  DB\n  DB\nstickers "
                     "UFUFRRRRFDFDDBDBLLLLUBUB\n");
    EXPECT_EQ(sticker_colours(test::read_file(dir.file("r.svg"))), "UFUFRRRRFDFDDBDBLLLLUBUB");
    EXPECT_EQ(test::run_twobit("show \"R Q\"").exit_code, 1);
    EXPECT_EQ(test::run_twobit("show R U\\'").out.substr(0, 16),
              test::run_twobit("show \"R U'\"").out.substr(0, 16));
}
#endif

} // namespace twobit
