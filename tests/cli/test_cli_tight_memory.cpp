// `generate --max-memory` just above what the table and the move tables take: every catalog
// puzzle up to the 3x3x3 <R,U> group (the kociemba-phase1, kociemba-phase2 and clock-front
// tables, 0.55 to 4.9 GB, are left to bench/RESULTS.md's runs) and every test definition
// still generates, by target blocks, bitsets in windows or atomic pushes and fewer list levels,
// into the same bytes as without a limit: a catalog table's are its record's digest, a
// definition's those of its generate without a limit (ctest labels cli and slow).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <gtest/gtest.h>
#include <regex>
#include <sstream>

#include "host/puzzles/registry.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

using test::run_twobit;

int g_squeezed = 0; // the cases whose search had no room for whole push bitsets

// What generate says the search of `spec` needs ("needs 1.01 MiB (1057000 bytes)"), from
// its refusal under a 1-byte limit.
uint64_t tight_needed_bytes(const std::string& spec, const test::ScratchDir& dir) {
    const auto r =
        run_twobit("generate " + spec + " -q --max-memory 1 -o " + dir.file("refused.twobit"));
    EXPECT_EQ(r.exit_code, 1) << r.err;
    std::smatch m;
    static const std::regex needs("needs [^(]*\\((\\d+) bytes\\)");
    if (!std::regex_search(r.err, m, needs)) {
        ADD_FAILURE() << spec << ": " << r.err;
        return 0;
    }
    return std::stoull(m[1].str());
}

// Generates spec with a limit 2% above what it needs; returns the file (empty on failure).
std::string generate_tight(const std::string& spec, const test::ScratchDir& dir) {
    const std::string tight_path = dir.file("tight.twobit");
    const uint64_t needed = tight_needed_bytes(spec, dir);
    if (needed == 0) return "";
    const uint64_t limit = needed + needed / 50;
    const auto start = std::chrono::steady_clock::now();
    const auto tight = run_twobit("generate " + spec + " --max-memory " + std::to_string(limit) +
                                  " -o " + tight_path);
    std::printf("%s: %.1f s\n", spec.c_str(),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    EXPECT_EQ(tight.exit_code, 0) << tight.err;
    // Where the table is most of what the search needs, two threads' push bitsets (a quarter
    // of the table each) do not fit whole in 2% more: the search says how it pushes instead.
    if (std::regex_search(tight.err, std::regex("no room for .* of push bitsets"))) ++g_squeezed;
    return tight.exit_code == 0 ? tight_path : "";
}

// A definition (no recorded digest): the same bytes as its generate without a limit.
void expect_same_table_when_tight(const std::string& spec, const test::ScratchDir& dir) {
    SCOPED_TRACE(spec);
    const std::string free_path = dir.file("free.twobit");
    const auto free = run_twobit("generate " + spec + " -q -o " + free_path);
    ASSERT_EQ(free.exit_code, 0) << free.err;
    const std::string tight = generate_tight(spec, dir);
    ASSERT_FALSE(tight.empty());
    EXPECT_EQ(test::read_file(free_path), test::read_file(tight));
}

} // namespace

// A catalog puzzle's table: the file its record's digest names (which TableDigest proves to
// be the unlimited build's).
TEST(CliTightMemory, CatalogPuzzlesGiveTheSameTables) {
    g_squeezed = 0;
    test::ScratchDir dir;
    for (const auto& [puzzle, metric] :
         std::vector<std::pair<std::string, std::string>>{{"2x2x2", "htm"},
                                                          {"2x2x2", "qtm"},
                                                          {"2x2x2", "half"},
                                                          {"3x3x3-corners", "htm"},
                                                          {"3x3x3-corners", "qtm"},
                                                          {"3x3x3-squares", ""},
                                                          {"3x3x3-ru", "htm"},
                                                          {"3x3x3-edges6-UR.UF.UL.UB.DR.DF", ""},
                                                          {"kociemba-phase2-corners", ""},
                                                          {"kociemba-phase2-edges", ""},
                                                          {"thistlethwaite-g1", ""},
                                                          {"thistlethwaite-g2", ""},
                                                          {"thistlethwaite-g3", ""},
                                                          {"skewb", ""},
                                                          {"pyraminx", ""},
                                                          {"pyraminx-notips", ""}}) {
        const Puzzle& record = find_puzzle(puzzle);
        const std::string m = metric.empty() ? record.metrics.front() : metric;
        SCOPED_TRACE(puzzle + " " + m);
        const TableRecord* table = full_table_of(record);
        ASSERT_NE(table, nullptr);
        const std::string digest = table->digest(m);
        ASSERT_FALSE(digest.empty());
        const std::string tight =
            generate_tight("--puzzle " + puzzle + " --metric " + m + " -t 2", dir);
        ASSERT_FALSE(tight.empty());
        EXPECT_EQ(TableFile::open(tight).sha256(), digest);
    }
    EXPECT_GE(g_squeezed, 10);
}

TEST(CliTightMemory, TestDefinitionsGiveTheSameTables) {
    test::ScratchDir dir;
    g_squeezed = 0;
    // Every definition twsearch's counts are recorded for, in its first metric there (the
    // metrics only change the moves; test_definition_tables.cpp checks each one's counts).
    std::ifstream counts(std::string(TWOBIT_SOURCE_DIR) + "/tests/defs/twsearch_counts.tsv");
    ASSERT_TRUE(counts);
    std::string line, last_file;
    int cases = 0;
    while (std::getline(counts, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string file, metric;
        fields >> file >> metric;
        if (file == last_file) continue;
        last_file = file;
        expect_same_table_when_tight("--def " + std::string(TWOBIT_SOURCE_DIR) + "/tests/defs/" +
                                         file + " --metric " + metric + " -t 2",
                                     dir);
        ++cases;
    }
    EXPECT_GE(cases, 15);
    EXPECT_GE(g_squeezed, 10);
}

} // namespace twobit
