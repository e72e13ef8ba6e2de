// `verify --plot/--histogram` and `generate --plot`: the SVG is well nested, has one bar per
// depth whose height grows with its count, and gives the counts back (data-count); the
// histogram's rows are the counts and fit 80 columns; a bad --plot path is refused before
// anything is searched or written.
#include <gtest/gtest.h>
#include <regex>
#include <sstream>
#include <sys/stat.h>

#include "host/present/distribution_plot.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

const std::vector<uint64_t> kPlotCube2Htm = {1,     9,      54,     321,     1847,   9992,
                                             50136, 227536, 870072, 1887748, 623800, 2644};
const std::vector<uint64_t> kPlotSkewb = {1,     8,      48,      288,     1728,  10248,
                                          59304, 315198, 1225483, 1455856, 81028, 90};

struct PlotBar {
    uint64_t depth, count;
    double height;
};

// The bars of an SVG, in order.
std::vector<PlotBar> plot_bars(const std::string& svg) {
    static const std::regex bar(
        "<rect class=\"bar\" data-depth=\"(\\d+)\" data-count=\"(\\d+)\"[^>]* "
        "height=\"([0-9.]+)\"[^>]*><title>depth (\\d+): (\\d+) states</title></rect>");
    std::vector<PlotBar> bars;
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), bar); it != std::sregex_iterator();
         ++it) {
        const std::smatch& m = *it;
        EXPECT_EQ(m[1].str(), m[4].str());
        EXPECT_EQ(m[2].str(), m[5].str());
        bars.push_back({std::stoull(m[1].str()), std::stoull(m[2].str()), std::stod(m[3].str())});
    }
    return bars;
}

// Every element closed in order, one root <svg>; "" when so, else what is wrong.
std::string plot_nesting(const std::string& svg) {
    std::vector<std::string> open;
    int roots = 0;
    for (size_t at = svg.find('<'); at != std::string::npos; at = svg.find('<', at + 1)) {
        const size_t end = svg.find('>', at);
        if (end == std::string::npos) return "an unclosed tag";
        const std::string tag = svg.substr(at + 1, end - at - 1);
        if (tag.empty()) return "an empty tag";
        if (tag[0] == '/') {
            if (open.empty() || open.back() != tag.substr(1))
                return "</" + tag.substr(1) + "> out of order";
            open.pop_back();
            continue;
        }
        const std::string name = tag.substr(0, tag.find_first_of(" /"));
        if (open.empty()) ++roots;
        if (open.empty() && name != "svg") return "a root <" + name + ">";
        if (tag.back() != '/') open.push_back(name);
    }
    if (!open.empty()) return "<" + open.back() + "> never closed";
    return roots == 1 ? "" : "roots: " + std::to_string(roots);
}

void plot_check_svg(const std::string& svg, const std::vector<uint64_t>& counts,
                    const std::string& title) {
    EXPECT_EQ(plot_nesting(svg), "");
    EXPECT_NE(svg.find("<title>" + title + "</title>"), std::string::npos) << svg.substr(0, 300);
    const std::vector<PlotBar> bars = plot_bars(svg);
    ASSERT_EQ(bars.size(), counts.size()) << svg;
    for (size_t d = 0; d < bars.size(); ++d) {
        EXPECT_EQ(bars[d].depth, d);
        EXPECT_EQ(bars[d].count, counts[d]) << d;
        for (size_t e = 0; e < bars.size(); ++e)
            if (counts[d] < counts[e]) {
                EXPECT_LT(bars[d].height, bars[e].height) << d << " " << e;
            }
    }
    // Decade gridlines from 1 up to the first power of ten above the largest count.
    EXPECT_NE(svg.find(">1</text>"), std::string::npos);
    EXPECT_NE(svg.find("log scale"), std::string::npos);
}

void plot_check_histogram(const std::string& out, const std::vector<uint64_t>& counts) {
    static const std::regex row("\\s*(\\d+) +(\\d+) (#*)");
    std::istringstream in(out);
    std::vector<uint64_t> seen;
    std::vector<size_t> bars;
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (!std::regex_match(line, m, row)) continue;
        EXPECT_LE(line.size(), 80u) << line;
        EXPECT_EQ(std::stoull(m[1].str()), seen.size()) << line;
        seen.push_back(std::stoull(m[2].str()));
        bars.push_back(m[3].length());
    }
    EXPECT_EQ(seen, counts) << out;
    for (size_t d = 0; d < bars.size(); ++d) {
        EXPECT_EQ(bars[d] == 0, counts[d] == 0) << d;
        for (size_t e = 0; e < bars.size(); ++e)
            if (counts[d] < counts[e]) {
                EXPECT_LE(bars[d], bars[e]) << d << " " << e;
            }
    }
    EXPECT_EQ(*std::max_element(bars.begin(), bars.end()) +
                  std::to_string(counts.size() - 1).size() + 2 +
                  std::to_string(*std::max_element(counts.begin(), counts.end())).size(),
              80u)
        << "the longest bar fills the line";
}

bool plot_exists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0;
}

} // namespace

TEST(CliPlot, VerifyWritesThePlotAndPrintsTheHistogram) {
    test::ScratchDir dir;
    const auto r =
        test::run_twobit("verify -q --puzzle 2x2x2 --histogram --plot " + dir.file("d.svg"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    plot_check_svg(test::read_file(dir.file("d.svg")), kPlotCube2Htm, "2x2x2 htm (gens URF)");
    plot_check_histogram(r.out, kPlotCube2Htm);
    EXPECT_NE(r.out.find("verified"), std::string::npos) << r.out;
}

TEST(CliPlot, GenerateWritesThePlot) {
    test::ScratchDir dir;
    const auto r = test::run_twobit("generate -q --puzzle skewb -o " + dir.file("t.twobit") +
                                    " --plot " + dir.file("s.svg") + " --histogram");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    plot_check_svg(test::read_file(dir.file("s.svg")), kPlotSkewb, "skewb htm (gens ULRB)");
    plot_check_histogram(r.out, kPlotSkewb);
}

TEST(CliPlot, BadPlotPathsAreRefusedBeforeAnythingIsWritten) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit");
    test::write_file(dir.file("plain"), "a file, not a folder");
    const auto missing = test::run_twobit("generate -q --puzzle skewb -o " + table + " --plot " +
                                          dir.file("plain/p.svg"));
    EXPECT_EQ(missing.exit_code, 1) << missing.err;
    EXPECT_NE(missing.err.find("plain"), std::string::npos) << missing.err;
    EXPECT_EQ(missing.out, "");
    EXPECT_FALSE(plot_exists(table)) << "the table was written";
    const auto folder =
        test::run_twobit("verify -q --puzzle 2x2x2 --histogram --plot " + dir.path());
    EXPECT_EQ(folder.exit_code, 1) << folder.err;
    EXPECT_EQ(folder.out, "") << "nothing printed before the refusal";
    for (const char* args : {"--plot -", "--plot ''", "--histogram --json"}) {
        const auto r = test::run_twobit(std::string("verify -q --puzzle 2x2x2 ") + args);
        EXPECT_EQ(r.exit_code, 2) << args << r.err;
        EXPECT_EQ(r.out, "") << args;
    }
}

// The title is escaped, a zero count is a bar of no height, a count of 1 one that shows.
TEST(CliPlot, TitleEscapedAndSmallCountsDrawn) {
    const std::string svg = distribution_svg("a<b & \"c\"", {1, 0, 5});
    EXPECT_EQ(svg.find("a<b"), std::string::npos);
    EXPECT_NE(svg.find("<title>a&lt;b &amp; &quot;c&quot;</title>"), std::string::npos) << svg;
    EXPECT_EQ(plot_nesting(svg), "");
    const std::vector<PlotBar> bars = plot_bars(svg);
    ASSERT_EQ(bars.size(), 3u);
    EXPECT_EQ(bars[1].height, 0);
    EXPECT_GT(bars[0].height, 0);
    EXPECT_GT(bars[2].height, bars[0].height);
    const std::string text = distribution_histogram("t", {1, 0, 5});
    EXPECT_EQ(text, "t (bars: log scale)\n0 1 " + std::string(29, '#') + "\n1 0 \n2 5 " +
                        std::string(76, '#') + "\n");
}

} // namespace twobit
