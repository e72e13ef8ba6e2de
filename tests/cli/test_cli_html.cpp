// `twobit solve --html` without a browser: the page's players and their algs, the inlined
// script, where the script is found, one page per position, and the failures (no script, a
// script that cannot be inlined, an unwritable page). The page alone is
// tests/unit/test_viewer_page.cpp, the page in Chromium tests/viewer/check_viewer.mjs.
#include <filesystem>
#include <gtest/gtest.h>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;
using test::player_tag;

// A scratch folder with tables and a stand-in for the player script.
struct HtmlFixture {
    test::ScratchDir dir;
    std::string script = dir.file("player.js");
    HtmlFixture() { test::write_file(script, "/* stand-in player */ window.player = 1;\n"); }
    test::CommandResult solve(const std::string& args, const std::string& env = "") const {
        return test::run_twobit("solve " + args, "TWOBIT_TABLES=" + dir.path() + " " + env);
    }
};

} // namespace

TEST(CliSolveHtml, WritesOnePageWithBothPlayersAndTheScriptInlined) {
    const HtmlFixture f;
    const auto r = f.solve("--html " + f.dir.file("out/page.html") + " --viewer-js " + f.script +
                           " \"R U2 F'\"");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "F U2 R' (3)\n");
    const std::string html = test::read_file(f.dir.file("out/page.html"));
    EXPECT_TRUE(contains(player_tag(html, "solution"),
                         "experimental-setup-alg=\"R U2 F&#39;\" alg=\"F U2 R&#39;\""))
        << html;
    EXPECT_TRUE(contains(player_tag(html, "scramble"), "alg=\"R U2 F&#39;\""));
    EXPECT_TRUE(contains(html, "<script type=\"module\">\n" + test::read_file(f.script)));
    EXPECT_EQ(html.substr(0, 15), "<!DOCTYPE html>");
    // Nothing left beside it from the temporary-file-and-rename write.
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(f.dir.file("out")),
                            std::filesystem::directory_iterator()),
              1);
}

TEST(CliSolveHtml, ScramblesInOneSpellingAndStickersAsTheSolutionsInverse) {
    const HtmlFixture f;
    // Several positions: page-1.html, page-2.html, ... numbered after the positions (as
    // --svg's folders); the bad line gets none, and its number is skipped. $TWOBIT_VIEWER_JS
    // names the script.
    const auto r = f.solve("--metric qtm --html " + f.dir.file("page.html") +
                               " \"Rw U2' F3 d\" \"R Q\" UULDFBFRFRDRRUDBFDLBLLUB \"R2 U\"",
                           "TWOBIT_VIEWER_JS=" + f.script);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_TRUE(contains(r.out, "invalid: unknown move token 'Q'")) << r.out;
    EXPECT_TRUE(contains(player_tag(test::read_file(f.dir.file("page-1.html")), "scramble"),
                         "alg=\"x U2 F&#39; y&#39;\""));
    EXPECT_FALSE(std::filesystem::exists(f.dir.file("page-2.html")));
    const std::string stickers = test::read_file(f.dir.file("page-3.html"));
    EXPECT_TRUE(contains(player_tag(stickers, "solution"),
                         "experimental-setup-alg=\"R U F\" alg=\"F&#39; U&#39; R&#39;\""))
        << player_tag(stickers, "solution");
    EXPECT_TRUE(contains(stickers, "the scramble is the inverse of the solution"));
    // QTM: "U' R R" prints, and plays, as U' R2; the length counts quarter turns.
    const std::string qtm = test::read_file(f.dir.file("page-4.html"));
    EXPECT_TRUE(contains(player_tag(qtm, "solution"), "alg=\"U&#39; R2\""));
    EXPECT_TRUE(contains(qtm, "(3 moves, qtm)"));
    EXPECT_FALSE(std::filesystem::exists(f.dir.file("page-5.html")));
    EXPECT_FALSE(std::filesystem::exists(f.dir.file("page.html")));
}

TEST(CliSolveHtml, MissingOrUnusableScriptFailsBeforeSolving) {
    const HtmlFixture f;
    const auto missing = f.solve("--html " + f.dir.file("p.html") + " R",
                                 "TWOBIT_VIEWER_JS=" + f.dir.file("none.js"));
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_EQ(missing.out, "");
    EXPECT_TRUE(contains(missing.err, "viewer script " + f.dir.file("none.js") +
                                          ", which is missing; make it with "))
        << missing.err;
    EXPECT_TRUE(contains(missing.err, "tools/viewer/install.sh")) << missing.err;
    // --viewer-js wins over the environment.
    EXPECT_EQ(f.solve("--html " + f.dir.file("p.html") + " --viewer-js " + f.script + " R",
                      "TWOBIT_VIEWER_JS=" + f.dir.file("none.js"))
                  .exit_code,
              0);
    ASSERT_TRUE(std::filesystem::remove(f.dir.file("p.html")));
    test::write_file(f.dir.file("bad.js"), "x = '</script>';");
    const auto bad =
        f.solve("--html " + f.dir.file("p.html") + " --viewer-js " + f.dir.file("bad.js") + " R");
    EXPECT_EQ(bad.exit_code, 1);
    EXPECT_TRUE(contains(bad.err, "cannot be inlined")) << bad.err;
    test::write_file(f.dir.file("empty.js"), "");
    EXPECT_TRUE(contains(
        f.solve("--html " + f.dir.file("p.html") + " --viewer-js " + f.dir.file("empty.js") + " R")
            .err,
        "which is empty"));
    EXPECT_FALSE(std::filesystem::exists(f.dir.file("p.html")));
}

TEST(CliSolveHtml, UnwritablePageFailsWithNothingWritten) {
    const HtmlFixture f;
    const auto r = f.solve("--html /proc/no/such/p.html --viewer-js " + f.script + " R");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_TRUE(contains(r.err, "/proc/no/such")) << r.err;
    // A folder in the way: the temporary file is removed again.
    std::filesystem::create_directory(f.dir.file("taken.html"));
    const auto taken =
        f.solve("--html " + f.dir.file("taken.html") + " --viewer-js " + f.script + " R");
    EXPECT_EQ(taken.exit_code, 1);
    EXPECT_TRUE(contains(taken.err, "cannot write " + f.dir.file("taken.html"))) << taken.err;
    // The page's location is checked before the table is built: only the script and the
    // folder are there, no table and no temporary.
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(f.dir.path()),
                            std::filesystem::directory_iterator()),
              2);
}

} // namespace twobit
