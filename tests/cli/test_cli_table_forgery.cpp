// The command line on the forged tables of tests/unit/test_table_forgery.cpp: it never
// crashes on any of them; foreign and wrapped state counts, another model's fingerprint and a
// forged move list or gens are refused naming the field; `verify --table` finds rewritten
// entries that the checksums miss, `solve` and `analyze` refuse them before any answer, and
// a forged checkpoint is refused after the resumed search.
#include <cstdio>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "forged_tables.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using namespace test::forgery;
using test::contains;
using test::lines_of;

std::string fmt_hex(uint64_t value) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
    return text;
}

// A forged table with valid checksums for 4 states, under the default name too.
void write_four_state_table(const std::string& path) {
    TableHeader h = fixture().header();
    h.states = 4;
    h.reached = 1;
    h.counts = {1};
    h.payload_bytes = 1;
    const uint8_t payload[1] = {0xFC}; // entry 0 solved, 1..3 unreached
    write_table_file(path, h, payload);
}

} // namespace

TEST(CliTableForgery, AForeignStateCountIsRefusedBeforeAnyLookup) {
    test::ScratchDir dir;
    write_four_state_table(dir.file("2x2x2-htm.twobit"));
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    for (const std::string& args : std::vector<std::string>{
             std::string("solve R"), "solve --table " + dir.file("2x2x2-htm.twobit") + " R",
             std::string("analyze --json")}) {
        const auto r = test::run_twobit(args, env);
        EXPECT_EQ(r.exit_code, 1) << args << ": " << r.err; // not 139 (SIGSEGV)
        EXPECT_TRUE(contains(r.err, "has 4 states, but 2x2x2 htm has 3674160")) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
    }
}

TEST(CliTableForgery, AWrappedStateCountIsRefusedByInfoAndVerify) {
    test::ScratchDir dir;
    wrapped_state_count(dir, kTableHeaderBytes); // the header alone: what the payload size says
    for (const std::string& args :
         std::vector<std::string>{"info ", "verify --table ", "verify --quick --table "}) {
        const auto r = test::run_twobit(args + dir.file("wrap.twobit"));
        EXPECT_EQ(r.exit_code, 1) << args << r.err; // not 135 (SIGBUS)
        EXPECT_TRUE(contains(r.err, "does not match the state count")) << r.err;
    }
}

TEST(CliTableForgery, AnotherModelsFingerprintIsRefusedNamingBoth) {
    test::ScratchDir dir;
    TableHeader h = fixture().header();
    const std::string ours = fmt_hex(h.model_fingerprint);
    h.model_fingerprint ^= 0x5a5a;
    write_table_file(dir.file("t.twobit"), h, fixture().built.table.bytes());
    const std::string theirs = fmt_hex(h.model_fingerprint);
    for (const std::string& args :
         std::vector<std::string>{"solve --table ", "verify --table ", "info "}) {
        const auto r = test::run_twobit(args + dir.file("t.twobit") + (args[0] == 's' ? " R" : ""));
        EXPECT_EQ(r.exit_code, 1) << args << r.err;
        EXPECT_TRUE(contains(r.err, theirs) && contains(r.err, ours)) << args << r.err;
    }
    const auto info =
        nlohmann::json::parse(test::run_twobit("info --json " + dir.file("t.twobit")).out);
    EXPECT_EQ(info["model_fingerprint"], theirs);
    EXPECT_EQ(info["model_matches_this_build"], false);
    const auto good = nlohmann::json::parse(test::run_twobit("info --json " + good_table(dir)).out);
    EXPECT_EQ(good["model_fingerprint"], ours);
    EXPECT_EQ(good["model_matches_this_build"], true);
}

TEST(CliTableForgery, AForgedMoveListOrGensIsRefusedEverywhereNamingTheField) {
    test::ScratchDir dir;
    const std::string good = test::read_file(good_table(dir));
    struct Forged {
        size_t offset, length;
        std::string text, field;
    };
    for (const Forged& f : std::vector<Forged>{{80, 256, "XYZ", "its move list is 'XYZ'"},
                                               {64, 16, "", "its gens is ''"},
                                               {64, 16, "RUF", "its gens is 'RUF'"},
                                               {64, 16, "UUU", "gens"}}) {
        std::string bytes = good;
        std::string field = f.text;
        field.resize(f.length, '\0');
        bytes.replace(f.offset, f.length, field);
        test::reseal_header(bytes);
        test::write_file(dir.file("f.twobit"), bytes);
        for (const std::string& args :
             std::vector<std::string>{"info ", "verify --quick --table ", "solve --table "}) {
            const auto r =
                test::run_twobit(args + dir.file("f.twobit") + (args[0] == 's' ? " R" : ""));
            EXPECT_EQ(r.exit_code, 1) << args << f.text << ": " << r.out << r.err;
            EXPECT_TRUE(contains(r.err, f.field)) << args << f.text << ": " << r.err;
        }
    }
}

TEST(CliTableForgery, VerifyFindsRewrittenEntriesThatTheChecksumsMiss) {
    test::ScratchDir dir;
    const Forgery g = swapped_entries();
    const std::string path = write_forgery(dir, g);
    // Intact as a file, and the counts are right; a built-in table's digest is not.
    const auto quick = test::run_twobit("verify --quick --table " + path);
    EXPECT_EQ(quick.exit_code, 1) << quick.out;
    EXPECT_TRUE(contains(quick.out, "not compared with a search (--quick)")) << quick.out;
    EXPECT_TRUE(contains(quick.out, "digest: the file's SHA-256 is DIFFERENT")) << quick.out;
    const auto full = test::run_twobit("verify --table " + path);
    EXPECT_EQ(full.exit_code, 1);
    EXPECT_TRUE(contains(full.out, "MISMATCH in the payload: entry " + std::to_string(g.victim) +
                                       " holds 0, a fresh search gives 2"))
        << full.out;
    const auto json = nlohmann::json::parse(test::run_twobit("verify --json --table " + path).out);
    EXPECT_EQ(json["verified"], false);
    EXPECT_EQ(json["payload_checked"], true);
    const auto honest = test::run_twobit("verify --table " + good_table(dir));
    EXPECT_EQ(honest.exit_code, 0) << honest.out;
    EXPECT_TRUE(contains(honest.out, "payload: every entry equals a fresh search")) << honest.out;
    // info: the file's own digest and the table's, and a header that fits this build (it said
    // the header did not fit, and gave the table's digest as the file's).
    const std::string own = TableFile::open(path).sha256();
    const std::string known = TableFile::open(good_table(dir)).sha256();
    const auto info = test::run_twobit("info " + path);
    EXPECT_EQ(info.exit_code, 1);
    EXPECT_TRUE(contains(info.out, "content     SHA-256 " + own + ", not the table's " + known))
        << info.out;
    const auto info_json = nlohmann::json::parse(test::run_twobit("info --json " + path).out);
    EXPECT_EQ(info_json["sha256"], own);
    EXPECT_EQ(info_json["expected_sha256"], known);
    EXPECT_EQ(info_json["model_matches_this_build"], true);
}

// Entries rewritten past the checksums, locally consistent (issue 44): every file check
// passes, the walk down ends solved, and a position 8 moves from solved was answered in 9,
// printed as optimal with exit 0. A built-in table's content is known: its file's SHA-256 is
// compared with its record's digest on every load (host/store/held_table.hpp), so solve and
// analyze refuse it before any answer, naming both digests and the remedy.
TEST(CliTableForgery, AShuffledTableIsRefusedBeforeAnyAnswer) {
    test::ScratchDir dir;
    const test::Cube2HtmTable& f = fixture();
    const Forgery s = longer_answer();
    const std::string forged = write_forgery(dir, s);
    {
        const TableFile file = TableFile::open(forged);
        const Solver<TableFile> solver(f.model, file, file.header().max_depth());
        std::vector<int> moves;
        ASSERT_TRUE(solver.solve(s.victim, moves)); // no contradiction on the way down
        EXPECT_EQ(moves.size(), 9u) << "a longer answer than the true 8 moves";
    }
    const std::string victim = to_facelets(cube2_from_index(s.victim));
    const auto r = test::run_twobit("solve --json --table " + forged, "", "R\n" + victim + "\n");
    EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_TRUE(contains(r.err, "table " + forged +
                                    " refused: it is not the 2x2x2 htm (gens URF) table this "
                                    "program writes (its SHA-256 is "))
        << r.err;
    EXPECT_TRUE(contains(r.err, "to rebuild it: " + std::string(TWOBIT_BINARY) +
                                    " generate --puzzle 2x2x2 --metric htm -o " + forged))
        << r.err;
    // Under its default name, for analyze too; and a table with no way down from one state.
    const test::ScratchDir tables;
    write_table_file(tables.file("2x2x2-htm.twobit"), s.header, s.payload.data());
    for (const std::string& args : {std::string("solve R"), std::string("analyze --json")}) {
        const auto d = test::run_twobit(args, "TWOBIT_TABLES=" + tables.path());
        EXPECT_EQ(d.exit_code, 1) << args << d.err;
        EXPECT_TRUE(contains(d.err, "2x2x2-htm.twobit refused: it is not the 2x2x2")) << d.err;
        EXPECT_TRUE(contains(d.err, "to rebuild it: " + std::string(TWOBIT_BINARY) +
                                        " generate --puzzle 2x2x2 --metric htm -o " +
                                        tables.file("2x2x2-htm.twobit")))
            << d.err;
        EXPECT_TRUE(d.out.empty()) << d.out;
    }
    const Forgery n = no_way_down();
    const auto w = test::run_twobit("solve --table " + write_forgery(dir, n) + " R");
    EXPECT_EQ(w.exit_code, 1) << w.out << w.err;
    EXPECT_TRUE(contains(w.err, "refused: it is not the 2x2x2")) << w.err;
    EXPECT_TRUE(w.out.empty()) << w.out;
    // The honest table answers as before.
    const auto honest = test::run_twobit("solve --table " + good_table(dir) + " R");
    EXPECT_EQ(honest.exit_code, 0) << honest.err;
    EXPECT_EQ(honest.out, "R' (1)\n");
}

// A checkpoint rewritten with fresh checksums (issue 44: one entry of its last level swapped
// with an unreached one) passes every file check and resumed into a wrong table, exit 0. The
// resumed search's counts are compared with the published distribution: refused, exit 1,
// and nothing is written.
TEST(CliTableForgery, AForgedCheckpointIsRefusedAfterTheResumedSearch) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    const auto stopped = test::run_twobit("generate --puzzle 2x2x2 -o " + table + " --checkpoint " +
                                              checkpoint + " --checkpoint-every 1h",
                                          "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=5");
    ASSERT_EQ(stopped.exit_code, 130) << stopped.err;
    const std::string honest = test::read_file(checkpoint);
    forge_checkpoint(checkpoint);
    EXPECT_NO_THROW(TableFile::open_checkpoint(checkpoint)); // every file check passes
    const auto r = test::run_twobit("generate -o " + table + " --resume " + checkpoint);
    EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
    EXPECT_TRUE(
        contains(r.err, "twobit: error: the search resumed from " + checkpoint + " ends with "))
        << r.err;
    EXPECT_TRUE(contains(r.err, "the published 2x2x2 htm (gens URF) distribution has ")) << r.err;
    EXPECT_TRUE(contains(r.err, "the checkpoint was damaged or forged; no table was written"))
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(table));
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 1);
    // The honest checkpoint resumes to the published table.
    test::write_file(checkpoint, honest);
    const auto resumed = test::run_twobit("generate -q -o " + table + " --resume " + checkpoint);
    EXPECT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(test::read_file(table), test::read_file(test::generated_table("2x2x2", "htm")));
}

// A checkpoint whose counts are all the published ones but whose entries are not the table's
// (a state at 8 and one at 9 swapped, resealed; every level searched, so the resumed search
// finds nothing more): the counts cannot tell, the record's digest does. Refused before
// anything is written, the checkpoint kept.
TEST(CliTableForgery, AForgedCheckpointWithThePublishedCountsIsRefusedByItsDigest) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    Forgery g = swapped_entries();
    g.header.checkpoint = true;
    write_table_file(checkpoint, g.header, g.payload.data());
    const auto r = test::run_twobit("generate -o " + table + " --resume " + checkpoint);
    EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
    EXPECT_TRUE(contains(r.err, "does not end in the 2x2x2 htm (gens URF) table (its SHA-256 "
                                "differs from the table's "))
        << r.err;
    EXPECT_TRUE(contains(r.err, "no table was written")) << r.err;
    EXPECT_FALSE(std::filesystem::exists(table));
    EXPECT_TRUE(std::filesystem::exists(checkpoint));
}

} // namespace twobit

namespace twobit {

// The optimal solver's own table (3x3x3-optimal-sym-bounds, not a catalog table): a file that is
// there but is not it, or is cut short, is refused before any search, naming the file and
// how to rebuild it; nothing is written over it and stdout stays empty.
TEST(CliTableForgery, TheOptimalSolversSymmetricTableIsRefusedWhenItIsNotThatTable) {
    test::ScratchDir dir;
    const std::string path = dir.file("3x3x3-optimal-sym-bounds-htm.twobit");
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    write_four_state_table(path); // a good 2x2x2-style file under the wrong name
    auto r = test::run_twobit("solve --puzzle 3x3x3 --optimal R", env);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(
        test::contains(r.err, "holds 2x2x2 htm (gens URF), not 3x3x3-optimal-sym-bounds htm"))
        << r.err;
    // A good table of something else: moved away, never written over.
    EXPECT_TRUE(test::contains(r.err, "move it away")) << r.err;
    EXPECT_FALSE(test::contains(r.err, "-o " + path)) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;

    const std::string good = test::read_file(path);
    test::write_file(path, good.substr(0, kTableHeaderBytes - 24));
    r = test::run_twobit("solve --puzzle 3x3x3 --optimal R", env);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(test::contains(r.err, path)) << r.err;
    EXPECT_TRUE(test::contains(
        r.err, "to rebuild it: " + std::string(TWOBIT_BINARY) +
                   " generate --puzzle 3x3x3-optimal-sym-bounds --metric htm -o " + path))
        << r.err;
    EXPECT_EQ(test::read_file(path).size(), kTableHeaderBytes - 24); // left as it was
}

} // namespace twobit
