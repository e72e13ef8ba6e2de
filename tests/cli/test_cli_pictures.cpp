// Pictures and pages for every puzzle family that has them (issue 43): `solve --svg` writes a
// picture per step for the Skewb, the Pyraminx and the Clock as for the cubes, the solved
// picture shows each face in one colour, a scrambled picture shows the colours the tests'
// own sticker model (tests/support/independent_puzzles.hpp) gives, placed where the net puts
// them; `solve --html` names cubing.js's player and passes the alg; `show` draws all five;
// `analyze` offers only what it does (the 2x2x2). The pages in Chromium:
// tests/viewer/check_viewer.mjs.
#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <map>
#include <regex>
#include <sstream>

#include "host/puzzles/pyraminx/pyraminx_puzzle.hpp"
#include "host/puzzles/skewb/skewb_puzzle.hpp"
#include "independent_puzzles.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;
using test::player_tag;

// One sticker polygon of a picture: its face, its slot in the net string, the colour it
// shows and the middle of its corners.
struct PicSticker {
    char face;
    int slot;
    char colour;
    double x, y;
};

std::vector<PicSticker> pic_stickers(const std::string& svg) {
    static const std::regex sticker(
        "<polygon class=\"sticker\" data-face=\"(.)\" "
        "data-slot=\"([0-9]+)\" data-colour=\"(.)\" points=\"([^\"]*)\"");
    std::vector<PicSticker> out;
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), sticker);
         it != std::sregex_iterator(); ++it) {
        PicSticker s{(*it)[1].str()[0], std::stoi((*it)[2].str()), (*it)[3].str()[0], 0, 0};
        std::istringstream points((*it)[4].str());
        int n = 0;
        for (std::string xy; points >> xy; ++n) {
            s.x += std::stod(xy.substr(0, xy.find(',')));
            s.y += std::stod(xy.substr(xy.find(',') + 1));
        }
        s.x /= n, s.y /= n;
        out.push_back(s);
    }
    return out;
}

// The colours of a picture's stickers in document order.
std::string pic_colours(const std::string& svg) {
    std::string colours;
    for (const PicSticker& s : pic_stickers(svg)) colours += s.colour;
    return colours;
}

// The hours of a clock picture's dials, front F1..F9 then back B1..B9, as 0-9 a b.
std::string pic_dials(const std::string& svg) {
    static const std::regex dial("class=\"dial\" data-face=\"[FB]\" data-dial=\"[1-9]\" "
                                 "data-hour=\"([0-9]+)\"");
    std::string hours;
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), dial); it != std::sregex_iterator();
         ++it)
        hours += "0123456789ab"[std::stoi((*it)[1].str()) % 12];
    return hours;
}

// True when every face's stickers show one colour, each face its own.
bool pic_faces_one_colour(const std::string& svg) {
    std::map<char, std::string> by_face;
    for (const PicSticker& s : pic_stickers(svg)) by_face[s.face] += s.colour;
    std::string seen;
    for (const auto& [face, colours] : by_face) {
        if (colours.find_first_not_of(colours[0]) != std::string::npos) return false;
        if (seen.find(colours[0]) != std::string::npos) return false;
        seen += colours[0];
    }
    return by_face.size() >= 4;
}

// The Skewb's net string from the independent model's colours: faces U R F D L B, each its
// centre, then corners top-left, top-right, bottom-left, bottom-right as seen from outside.
std::string pic_expected_skewb(const std::string& moves) {
    auto model = test::independent_puzzle("skewb");
    model->apply(moves);
    const std::vector<uint8_t> colours = model->colours();
    const std::vector<Point3>& points = skewb::puzzle().sticker_points();
    std::string net(30, '?');
    for (size_t i = 0; i < points.size(); ++i) {
        const Point3& p = points[i];
        int face = 0, col = 0, row = 0;
        if (p.y == 3)
            face = 0, col = p.x, row = p.z; // U: B at the top
        else if (p.x == 3)
            face = 1, col = -p.z, row = -p.y; // R
        else if (p.z == 3)
            face = 2, col = p.x, row = -p.y; // F
        else if (p.y == -3)
            face = 3, col = p.x, row = -p.z; // D: F at the top
        else if (p.x == -3)
            face = 4, col = p.z, row = -p.y; // L
        else
            face = 5, col = -p.x, row = -p.y; // B
        const int slot = col == 0 && row == 0 ? 0 : 1 + (row > 0 ? 2 : 0) + (col > 0 ? 1 : 0);
        net[static_cast<size_t>(5 * face + slot)] = "URFDLB"[colours[i]];
    }
    return net;
}

// Where the Pyraminx's stickers should be drawn, with their colours from the independent
// model (moves without tip turns: each tip shows its centre's colour): the middle of each
// sticker's triangle in the big triangle of the net, in small-triangle sides. The front
// points up between the left and right faces, D below it.
std::vector<std::pair<std::array<double, 2>, char>>
pic_expected_pyraminx(const std::string& moves) {
    auto model = test::independent_puzzle("pyraminx-notips");
    model->apply(moves);
    const std::vector<uint8_t> colours = model->colours();
    const std::vector<Point3>& points = pyraminx::puzzle().sticker_points();
    const Point3 vertex[4] = {{1, 1, 1}, {-1, 1, -1}, {-1, -1, 1}, {1, -1, -1}}; // U L R B
    const double h = 1.5 * std::sqrt(3.0);
    // Each face (by the vertex opposite it: D, right, left, front) and where its vertices
    // U L R B lie in the net.
    const double at[4][4][2] = {{{0, 0}, {1.5, h}, {4.5, h}, {3, 2 * h}},
                                {{3, 0}, {0, 0}, {4.5, h}, {6, 0}},
                                {{3, 0}, {1.5, h}, {0, 0}, {0, 0}},
                                {{3, 0}, {1.5, h}, {4.5, h}, {0, 0}}};
    const char letter[4] = {'D', 'R', 'L', 'F'}; // the colour of each face, by opposite vertex
    std::vector<std::pair<std::array<double, 2>, char>> out;
    const auto place = [&](const Point3& p, char colour) {
        int w[4], face = 0;
        for (int v = 0; v < 4; ++v) {
            w[v] = (dot(p, vertex[v]) + 9) / 4;
            if (w[v] < w[face]) face = v;
        }
        std::array<double, 2> xy{0, 0};
        for (int v = 0; v < 4; ++v)
            for (int k = 0; k < 2; ++k) xy[static_cast<size_t>(k)] += w[v] * at[face][v][k] / 9;
        out.push_back({xy, colour});
    };
    for (size_t i = 0; i < points.size(); ++i) place(points[i], letter[colours[i]]);
    // The tips: 7/9 of the way to their vertex, the colour of the centre sticker (5/9) on
    // the same face.
    for (size_t i = 12; i < points.size(); ++i) {
        const Point3& c = points[i];
        const int v = static_cast<int>((i - 12) / 3);
        // centre = 5 V + 2 (a + b); tip = 7 V + (a + b) = (centre + 9 V) / 2
        const Point3 tip{(c.x + 9 * vertex[v].x) / 2, (c.y + 9 * vertex[v].y) / 2,
                         (c.z + 9 * vertex[v].z) / 2};
        place(tip, letter[colours[i]]);
    }
    return out;
}

struct PicFixture {
    test::ScratchDir dir;
    std::string script = dir.file("player.js");
    PicFixture() { test::write_file(script, "/* stand-in player */\n"); }
    test::CommandResult run(const std::string& args) const {
        return test::run_twobit(args, test::tables_env());
    }
};

std::string pic_step(const std::string& folder, int step) {
    return folder + "/step-0" + std::to_string(step) + ".svg";
}

} // namespace

TEST(CliPictures, SolveSvgDrawsEveryStepOfSkewbPyraminxAndClock) {
    const PicFixture f;
    struct Case {
        std::string puzzle, position;
        int moves;
    };
    for (const Case& c : {Case{"skewb", "R U' L B", 4}, Case{"pyraminx", "U R' L b u'", 5},
                          Case{"clock", "UR3+ DR2- y2 ALL1-", 3}}) {
        const std::string folder = f.dir.file("svg-" + c.puzzle);
        const auto r =
            f.run("solve --puzzle " + c.puzzle + " --svg " + folder + " \"" + c.position + "\"");
        ASSERT_EQ(r.exit_code, 0) << c.puzzle << ": " << r.err;
        EXPECT_TRUE(contains(r.out, "(" + std::to_string(c.moves) + ")")) << r.out;
        for (int step = 0; step <= c.moves; ++step)
            EXPECT_TRUE(std::filesystem::exists(pic_step(folder, step))) << c.puzzle << step;
        EXPECT_FALSE(std::filesystem::exists(pic_step(folder, c.moves + 1))) << c.puzzle;
        const std::string first = test::read_file(pic_step(folder, 0));
        const std::string last = test::read_file(pic_step(folder, c.moves));
        if (c.puzzle == "clock") {
            EXPECT_EQ(pic_dials(last), std::string(18, '0'));
            EXPECT_NE(pic_dials(first), std::string(18, '0'));
        } else {
            EXPECT_TRUE(pic_faces_one_colour(last)) << c.puzzle << ": " << pic_colours(last);
            EXPECT_FALSE(pic_faces_one_colour(first)) << c.puzzle;
        }
        const std::string overview = test::read_file(folder + "/overview.svg");
        if (c.puzzle == "clock")
            EXPECT_EQ(test::count_occurrences(overview, "class=\"dial\""), 18u * (c.moves + 1));
        else
            EXPECT_EQ(pic_stickers(overview).size(),
                      pic_stickers(first).size() * static_cast<size_t>(c.moves + 1));
    }
}

TEST(CliPictures, SkewbPictureHasTheIndependentModelsColours) {
    const PicFixture f;
    for (const std::string moves : {"R", "R U' L B R' U", "B L' U R B' L U'"}) {
        const std::string svg = f.dir.file("skewb.svg");
        const auto r = f.run("show --puzzle skewb \"" + moves + "\" --svg " + svg);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const std::string expected = pic_expected_skewb(moves);
        EXPECT_TRUE(contains(r.out, "stickers " + expected + "\n")) << moves << "\n" << r.out;
        EXPECT_EQ(pic_colours(test::read_file(svg)), expected) << moves;
    }
    // The table's states draw the same: the scrambled step of solve --svg.
    const auto r = f.run("solve --puzzle skewb --svg " + f.dir.file("s") + " \"R U' L B R' U\"");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pic_colours(test::read_file(pic_step(f.dir.file("s"), 0))),
              pic_expected_skewb("R U' L B R' U"));
}

TEST(CliPictures, PyraminxStickersAreDrawnWhereTheIndependentModelPutsThem) {
    const PicFixture f;
    for (const std::string moves : {"U", "U R' L B", "L' B U R' B' L U'"}) {
        const std::string svg = f.dir.file("pyra.svg");
        const auto r = f.run("show --puzzle pyraminx-notips \"" + moves + "\" --svg " + svg);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const std::vector<PicSticker> drawn = pic_stickers(test::read_file(svg));
        const auto expected = pic_expected_pyraminx(moves);
        ASSERT_EQ(drawn.size(), 36u);
        ASSERT_EQ(expected.size(), 36u);
        // Both in the net's own frame: from its top-left sticker middle, the drawing in
        // pixels (30 a side).
        double dx = 1e9, dy = 1e9, ex = 1e9, ey = 1e9;
        for (const PicSticker& s : drawn) dx = std::min(dx, s.x), dy = std::min(dy, s.y);
        for (const auto& e : expected) ex = std::min(ex, e.first[0]), ey = std::min(ey, e.first[1]);
        int matched = 0;
        for (const auto& e : expected)
            for (const PicSticker& s : drawn)
                if (std::abs((s.x - dx) - 30 * (e.first[0] - ex)) < 2 &&
                    std::abs((s.y - dy) - 30 * (e.first[1] - ey)) < 2) {
                    ++matched;
                    EXPECT_EQ(s.colour, e.second) << moves << ": the sticker at " << s.x << ","
                                                  << s.y << " on face " << s.face;
                }
        EXPECT_EQ(matched, 36) << moves;
    }
}

TEST(CliPictures, KnownPicturesOfTipsAndClockDials) {
    const PicFixture f;
    // A tip turned clockwise from above carries the front's colour to the left, as U does.
    auto r = f.run("show --puzzle pyraminx u");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "F: RFFFFFFFF\nL: LLLLFLLLL\nR: LRRRRRRRR\nD: DDDDDDDDD\n"
                     "stickers RFFFFFFFFLLLLFLLLLLRRRRRRRRDDDDDDDDD\n");
    // UR3+ turns the front's top-right block; y2 shows the back, where F3's gear reads 9;
    // ALL1- turns it all back one, and the old front's corners forward one.
    const std::string svg = f.dir.file("clock.svg");
    r = f.run("show --puzzle clock \"UR3+ y2 ALL1-\" --svg " + svg);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(pic_dials(test::read_file(svg)), "8bbbbbbbb134033101");
    EXPECT_TRUE(contains(r.out, "front: 8 11 11 / 11 11 11 / 11 11 11\n")) << r.out;
    // Moves then more moves read on as one line, y2 included.
    r = f.run("show --puzzle clock UR3+ \"y2 ALL1-\"");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "stickers 8bbbbbbbb134033101\n")) << r.out;
    // Dials as given, then moves; a y2 after dials is refused, not added as dials.
    EXPECT_EQ(f.run("show --puzzle clock \"1 0 0 0 0 0 0 0 0 0 0 0 0 0\" y2").exit_code, 1);
    r = f.run("show --puzzle clock \"1 0 0 0 0 0 0 0 0 0 0 0 0 0\" ALL1+");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "stickers 211111111b0a000b0b\n")) << r.out;
}

TEST(CliPictures, HtmlPagesNameTheirPlayerAndAlg) {
    const PicFixture f;
    struct Case {
        std::string puzzle, position, setup, alg;
    };
    for (const Case& c :
         {Case{"skewb", "R  U'   L B", "R U&#39; L B", "B&#39; L&#39; U R&#39;"},
          Case{"pyraminx", "U R' L b u'", "U R&#39; L b u&#39;", ""},
          Case{"clock", "UR3+ DR2- y2 ALL1-", "UR3+ DR2- y2 ALL1-", "ALL1+ y2 UR3- DR2+ y2"}}) {
        const std::string page = f.dir.file(c.puzzle + ".html");
        const auto r = f.run("solve --puzzle " + c.puzzle + " --html " + page + " --viewer-js " +
                             f.script + " \"" + c.position + "\"");
        ASSERT_EQ(r.exit_code, 0) << c.puzzle << ": " << r.err;
        const std::string html = test::read_file(page);
        const std::string solution = player_tag(html, "solution");
        EXPECT_TRUE(contains(solution, "puzzle=\"" + c.puzzle + "\"")) << solution;
        EXPECT_TRUE(contains(solution, "experimental-setup-alg=\"" + c.setup + "\"")) << solution;
        if (!c.alg.empty()) {
            EXPECT_TRUE(contains(solution, " alg=\"" + c.alg + "\"")) << solution;
        }
        EXPECT_TRUE(contains(player_tag(html, "scramble"), " alg=\"" + c.setup + "\""));
    }
    // Clock dials are no alg: the scramble is the solution's inverse, in cubing.js's notation.
    const std::string page = f.dir.file("dials.html");
    const auto r = f.run("solve --puzzle clock --html " + page + " --viewer-js " + f.script +
                         " 1 0 0 0 0 0 0 0 0 0 0 0 0 0");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string solution = player_tag(test::read_file(page), "solution");
    EXPECT_TRUE(contains(solution, "experimental-setup-alg=\"y2 ALL1- DLw1+ y2\" "
                                   "alg=\"y2 DLw1- ALL1+ y2\""))
        << solution;
    EXPECT_TRUE(contains(test::read_file(page), "inverse of the solution"));
}

TEST(CliPictures, ShowDrawsAllFivePuzzles) {
    const PicFixture f;
    struct Case {
        std::string puzzle, position;
        size_t stickers; // in the picture; dials for the clock
    };
    for (const Case& c :
         {Case{"2x2x2", "R U", 24}, Case{"3x3x3", "R U M x", 54}, Case{"skewb", "R U", 30},
          Case{"pyraminx", "U r", 36}, Case{"clock", "UR3+ y2 ALL1-", 18}}) {
        const std::string svg = f.dir.file(c.puzzle + ".svg");
        const auto r = f.run("show --puzzle " + c.puzzle + " \"" + c.position + "\" --svg " + svg);
        ASSERT_EQ(r.exit_code, 0) << c.puzzle << ": " << r.err;
        const std::string picture = test::read_file(svg);
        const size_t drawn = c.puzzle == "clock"
                                 ? test::count_occurrences(picture, "class=\"dial\"")
                                 : test::count_occurrences(picture, "class=\"sticker\"");
        EXPECT_EQ(drawn, c.stickers) << c.puzzle;
    }
    // Solved, as moves that cancel: one colour a face.
    const std::string svg = f.dir.file("solved.svg");
    ASSERT_EQ(f.run("show --puzzle skewb \"R R'\" --svg " + svg).exit_code, 0);
    EXPECT_TRUE(pic_faces_one_colour(test::read_file(svg)));
    ASSERT_EQ(f.run("show --puzzle pyraminx \"U U'\" --svg " + svg).exit_code, 0);
    EXPECT_TRUE(pic_faces_one_colour(test::read_file(svg)));
    // The 3x3x3's net, as held: R then a quarter turn of the whole cube.
    const auto r = f.run("show --puzzle 3x3x3 R");
    EXPECT_EQ(r.out, "   UUF\n   UUF\n   UUF\nLLLFFDRRRUBB\nLLLFFDRRRUBB\nLLLFFDRRRUBB\n"
                     "   DDB\n   DDB\n   DDB\n"
                     "stickers UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB\n");
    // A bad position is bad input, naming it.
    const auto bad = f.run("show --puzzle skewb \"R Q\"");
    EXPECT_EQ(bad.exit_code, 1);
    EXPECT_TRUE(contains(bad.err, "Q")) << bad.err;
}

TEST(CliPictures, ColoursApplyOnlyWhereFacesAreUrfdlb) {
    const PicFixture f;
    const std::string six = " --colors white,red,green,yellow,orange,blue ";
    const std::string svg = f.dir.file("c.svg");
    EXPECT_EQ(f.run("show --puzzle skewb R --svg " + svg + six).exit_code, 0);
    for (const std::string puzzle : {"pyraminx", "clock"}) {
        const auto shown = f.run("show --puzzle " + puzzle + " U --svg " + svg + six);
        EXPECT_EQ(shown.exit_code, 2) << puzzle;
        EXPECT_TRUE(contains(shown.err, "--colors")) << shown.err;
    }
    const auto solved = f.run("solve --puzzle pyraminx --svg " + f.dir.file("d") + six + "U");
    EXPECT_EQ(solved.exit_code, 2);
    EXPECT_TRUE(contains(solved.err, "--colors does not apply to pyraminx")) << solved.err;
    // And a Skewb is read from moves only, as before it had pictures.
    const auto stickers = f.run("solve --puzzle skewb --input stickers R");
    EXPECT_EQ(stickers.exit_code, 2);
}

TEST(CliPictures, AnalyzeOffersNoPuzzleItRefuses) {
    const auto help = test::run_twobit("analyze --help");
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_FALSE(contains(help.out, "--puzzle")) << help.out;
    EXPECT_FALSE(contains(help.out, "--def")) << help.out;
    EXPECT_TRUE(contains(help.out, "--metric"));
    EXPECT_EQ(test::run_twobit("analyze --puzzle skewb").exit_code, 2);
}

} // namespace twobit
