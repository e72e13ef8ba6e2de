// Command-line tests that build or walk whole tables, seconds each (ctest labels cli and
// slow): `analyze` as JSON and as a heat map, `solve --svg` generating its table on first
// use, tables/FORMAT.md's index section against `list --index-doc`, and the 3x3x3 corners'
// table, rewritten past its checksums, refused on load.
#include <cstdlib>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <regex>
#include <sys/wait.h>

#include "forged_tables.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;
using test::run_twobit;
using test::sticker_colours;
using test::tables_env;

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

TEST(Cli, AnalyzeJson) {
    test::ScratchDir dir;
    const auto r = run_twobit("analyze --json --metric qtm", "TWOBIT_TABLES=" + dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["positions"], 3674160);
    EXPECT_EQ(j["by_stickers"].size(), 15u);
    ASSERT_EQ(j["counterexamples"].size(), 2u);
    // The scramble given for a counterexample produces a cube at the distance claimed.
    const auto& e = j["counterexamples"][0];
    const auto solved =
        run_twobit("solve --metric qtm --json \"" + e["scramble"].get<std::string>() + "\"",
                   "TWOBIT_TABLES=" + dir.path());
    EXPECT_EQ(nlohmann::json::parse(solved.out)["length"], e["distance"]);
    EXPECT_EQ(run_twobit("analyze --puzzle skewb").exit_code, 2);
}

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

// tables/FORMAT.md documents every puzzle's state index between two markers: exactly what
// `twobit list --index-doc` generates from the puzzle records.
TEST(Cli, FormatDocumentsEveryPuzzlesIndexAsTheRecordsSay) {
    const auto r = test::run_twobit("list --index-doc");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string format =
        test::read_file(std::string(TWOBIT_SOURCE_DIR) + "/tables/FORMAT.md");
    const std::string begin = "<!-- generated: twobit list --index-doc -->\n";
    const size_t from = format.find(begin);
    const size_t to = format.find("<!-- end generated -->");
    ASSERT_NE(from, std::string::npos);
    ASSERT_NE(to, std::string::npos);
    EXPECT_EQ(format.substr(from + begin.size(), to - from - begin.size()), r.out)
        << "regenerate the section with: build/twobit list --index-doc";
    for (const char* id : {"### 2x2x2", "### skewb", "### pyraminx", "### kociemba-phase2"})
        EXPECT_TRUE(test::contains(r.out, id)) << id;
}

// The 3x3x3 corners' table (88 M states, 22 MB), two entries swapped and resealed (issue 44),
// is refused before any answer by its digest (host/store/held_table.hpp); no search runs on
// load; the honest one answers.
TEST(Cli, ACornersTableWithSwappedEntriesIsRefusedOnLoad) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    const auto built = run_twobit("solve --puzzle 3x3x3-corners \"R U\"", env);
    ASSERT_EQ(built.exit_code, 0) << built.err;
    EXPECT_EQ(built.out, "U' R' (2)\n");
    const std::string path = dir.file("3x3x3-corners-htm.twobit");
    test::forgery::swap_two_entries(path);
    const auto r = run_twobit("solve --puzzle 3x3x3-corners \"R U\"", env);
    EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_TRUE(contains(r.err, "table " + path + " refused: it is not the 3x3x3-corners htm"))
        << r.err;
}

} // namespace twobit
