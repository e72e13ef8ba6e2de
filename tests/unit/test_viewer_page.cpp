// The viewer page of `twobit solve --html` (host/present/viewer_page.hpp): both players and
// their algs, the caption and its escaping, the puzzle they show (2x2x2 unless named), and
// scripts that cannot be inlined.
#include <gtest/gtest.h>

#include "host/present/viewer_page.hpp"
#include "host/puzzles/registry.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;
using test::player_tag;

size_t count_of(const std::string& text, const std::string& part) {
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

} // namespace

TEST(ViewerPage, PlayersCaptionAndEscaping) {
    const std::string html =
        viewer_page_html({"R <U> & \"F'\"", false, "R U F'", "F U' R'", 3, "htm"}, "let x = 1;");
    EXPECT_EQ(player_tag(html, "solution"),
              "<twisty-player id=\"solution\" puzzle=\"2x2x2\" experimental-setup-alg=\"R U "
              "F&#39;\" alg=\"F U&#39; R&#39;\" viewer-link=\"none\">");
    EXPECT_EQ(player_tag(html, "scramble"), "<twisty-player id=\"scramble\" puzzle=\"2x2x2\" "
                                            "alg=\"R U F&#39;\" viewer-link=\"none\">");
    EXPECT_TRUE(contains(html, "<h1>2x2x2 R &lt;U&gt; &amp; &quot;F&#39;&quot;</h1>")) << html;
    EXPECT_TRUE(contains(html, "(3 moves, htm)"));
    EXPECT_TRUE(contains(html, "<script type=\"module\">\nlet x = 1;\n</script>"));
    EXPECT_EQ(count_of(html, "<script"), 2u); // the player, and a line opening the scramble
    // A solved position: no setup, an empty alg.
    const std::string solved = viewer_page_html({"x y", false, "x y", "", 0, "qtm"}, "");
    EXPECT_TRUE(contains(player_tag(solved, "solution"), "setup-alg=\"x y\" alg=\"\""));
    EXPECT_TRUE(contains(solved, "(none: solved)"));
}

TEST(ViewerPage, NamesTheGivenPuzzle) {
    const ViewerPage page{"R U R'", false, "R U R'", "R U' R'", 3, "htm", "3x3x3"};
    const std::string html = viewer_page_html(page, "");
    EXPECT_EQ(player_tag(html, "solution"),
              "<twisty-player id=\"solution\" puzzle=\"3x3x3\" experimental-setup-alg=\"R U "
              "R&#39;\" alg=\"R U&#39; R&#39;\" viewer-link=\"none\">");
    EXPECT_EQ(player_tag(html, "scramble"), "<twisty-player id=\"scramble\" puzzle=\"3x3x3\" "
                                            "alg=\"R U R&#39;\" viewer-link=\"none\">");
    EXPECT_TRUE(contains(html, "<h1>3x3x3 R U R&#39;</h1>")) << html;
    EXPECT_FALSE(contains(html, "2x2x2"));
    // Stickers of a cube: the note names what holds it (the record's words).
    ViewerPage stickers = page;
    stickers.stickers = true;
    stickers.stickers_held = find_puzzle("3x3x3").stickers_held;
    const std::string given = viewer_page_html(stickers, "");
    EXPECT_TRUE(contains(given, "colours with the centres in place;"));
    EXPECT_FALSE(contains(given, "DBL"));
    stickers.puzzle = "2x2x2";
    stickers.stickers_held = find_puzzle("2x2x2").stickers_held;
    EXPECT_TRUE(contains(viewer_page_html(stickers, ""), "colours with the DBL corner in place;"));
    // A position that is no cube's stickers (a clock's dials): no note of colours.
    stickers.stickers_held.clear();
    EXPECT_FALSE(contains(viewer_page_html(stickers, ""), "colours"));
}

TEST(ViewerPage, RefusesScriptsThatWouldEndTheElement) {
    EXPECT_TRUE(can_inline_script("if (a<b) x = \"<!-- -->\";"));
    for (const char* bad : {"x = '</script>';", "x = '</SCRIPT '", "s = '<script>'"}) {
        EXPECT_FALSE(can_inline_script(bad)) << bad;
        EXPECT_THROW(viewer_page_html({"R", false, "R", "R'", 1, "htm"}, bad),
                     std::invalid_argument);
    }
}

} // namespace twobit
