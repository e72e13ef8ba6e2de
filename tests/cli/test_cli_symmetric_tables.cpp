// The 3x3x3 solvers' symmetric tables as table files of their own (issue 43), on the small
// one, kociemba-phase1-sym (seconds to build): `generate --puzzle` writes it byte for byte as
// `solve` does, `info` says what it is, `tables` lists it by name, `verify` finds a swapped
// pair of entries that the checksums miss, and the options that do not apply are refused
// before anything is written. (The optimal solver's 841 MB table: tests/cli/test_cli_cube3.cpp.)
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <vector>

#include "tables/table_file.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;

const char* const kSymPhase1 = "kociemba-phase1-sym";

// The table generated once per test process at its default name in its own scratch folder
// (the folder kept for the process's life); returns the file's path.
const std::string& sym_generated_phase1() {
    static const test::ScratchDir dir;
    static const std::string path = [] {
        const auto r = test::run_twobit(std::string("generate --puzzle ") + kSymPhase1,
                                        "TWOBIT_TABLES='" + dir.path() + "'");
        EXPECT_EQ(r.exit_code, 0) << r.err;
        return dir.file(std::string(kSymPhase1) + "-htm.twobit");
    }();
    return path;
}

// The file at `from` with two entries of one payload byte, one at distance 0 mod 3 and one at
// 1 mod 3, swapped: the per-value counts stay, the hashes are recomputed (write_table_file),
// so every check of the file alone passes. Returns the byte's offset in the payload.
uint64_t sym_write_swapped(const std::string& from, const std::string& to) {
    const TableFile file = TableFile::open(from);
    const TableHeader& h = file.header();
    std::vector<uint8_t> payload(file.payload(), file.payload() + h.payload_bytes);
    for (uint64_t at = 0; at < payload.size(); ++at) {
        int zero = -1, one = -1;
        for (int shift = 0; shift < 8; shift += 2) {
            const int value = (payload[at] >> shift) & 3;
            if (value == 0 && zero < 0) zero = shift;
            if (value == 1 && one < 0) one = shift;
        }
        if (zero < 0 || one < 0) continue;
        payload[at] = static_cast<uint8_t>(payload[at] ^ (1u << zero) ^ (1u << one));
        write_table_file(to, h, payload.data());
        return at;
    }
    ADD_FAILURE() << "no byte holds a 0 and a 1";
    return 0;
}

TEST(CliSymmetricTables, GenerateWritesWhatInfoDescribes) {
    test::ScratchDir dir;
    const std::string path = dir.file("p1.twobit");
    const auto g = test::run_twobit(std::string("generate --puzzle ") + kSymPhase1 + " -o " + path);
    ASSERT_EQ(g.exit_code, 0) << g.err;
    EXPECT_TRUE(contains(g.out, "64430 classes")) << g.out;
    EXPECT_TRUE(contains(g.out, "depth")) << g.out;
    EXPECT_TRUE(contains(g.out, "wrote " + path)) << g.out;
    // The depth rows: 0 holds the solved class's entries, and the last is the max depth.
    EXPECT_TRUE(contains(g.out, "max depth 12")) << g.out;

    const auto i = test::run_twobit("info " + path);
    ASSERT_EQ(i.exit_code, 0) << i.err;
    EXPECT_TRUE(contains(i.out, "table       kociemba-phase1-sym: the two-phase")) << i.out;
    EXPECT_TRUE(contains(i.out, "16 symmetries")) << i.out;
    EXPECT_TRUE(contains(i.out, "classes     64430")) << i.out;
    EXPECT_TRUE(contains(i.out, "entries     142261440")) << i.out;
    EXPECT_TRUE(contains(i.out, "the table this program writes")) << i.out;
    EXPECT_TRUE(contains(i.out, "used by     solve --puzzle 3x3x3 (phase 1")) << i.out;
    EXPECT_FALSE(contains(i.out, "does not know")) << i.out;

    // The counts info prints are the file's: the sum is the entries reached.
    const auto j = test::run_twobit("info --json " + path);
    ASSERT_EQ(j.exit_code, 0) << j.err;
    const auto info = nlohmann::json::parse(j.out);
    uint64_t reached = 0;
    for (const auto& c : info["counts"]) reached += c.get<uint64_t>();
    EXPECT_EQ(reached, info["reached"].get<uint64_t>());
    EXPECT_EQ(info["classes"], 64430);
    EXPECT_EQ(info["model_matches_this_build"], true);
}

TEST(CliSymmetricTables, GeneratedFileIsTheOneSolveBuilds) {
    test::ScratchDir solve_dir;
    const auto s =
        test::run_twobit("solve --puzzle 3x3x3 R", "TWOBIT_TABLES='" + solve_dir.path() + "'");
    ASSERT_EQ(s.exit_code, 0) << s.err;
    const std::string solved = solve_dir.file(std::string(kSymPhase1) + "-htm.twobit");
    ASSERT_TRUE(std::filesystem::exists(solved));
    EXPECT_TRUE(test::read_file(solved) == test::read_file(sym_generated_phase1()));
}

TEST(CliSymmetricTables, VerifyRebuildsAndComparesEveryByte) {
    const std::string& path = sym_generated_phase1();
    const auto v = test::run_twobit("verify --table " + path);
    EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
    EXPECT_TRUE(contains(v.out, "verified: every entry")) << v.out;
    // By name, at the default location.
    const std::string folder = std::filesystem::path(path).parent_path().string();
    const auto n =
        test::run_twobit("verify --puzzle kociemba-phase1-sym", "TWOBIT_TABLES='" + folder + "'");
    EXPECT_EQ(n.exit_code, 0) << n.out << n.err;
    EXPECT_TRUE(contains(n.out, "verified: ")) << n.out;

    test::ScratchDir dir;
    const std::string forged = dir.file("forged.twobit");
    sym_write_swapped(path, forged);
    // The file checks alone pass; its digest is not the table's: info refuses it.
    const auto i = test::run_twobit("info " + forged);
    EXPECT_EQ(i.exit_code, 1);
    EXPECT_TRUE(contains(i.err, "not the table this program writes")) << i.err;
    const auto f = test::run_twobit("verify --table " + forged);
    EXPECT_EQ(f.exit_code, 1) << f.out << f.err;
    EXPECT_TRUE(contains(f.out, "MISMATCH in the payload: entry ")) << f.out;
    EXPECT_FALSE(contains(f.out, "verified")) << f.out;
    const auto fj = test::run_twobit("verify --json --table " + forged);
    EXPECT_EQ(fj.exit_code, 1);
    EXPECT_EQ(nlohmann::json::parse(fj.out)["verified"], false) << fj.out;

    // Another table is not this one.
    const auto other = test::run_twobit("verify --puzzle 3x3x3-optimal --table " + path);
    EXPECT_EQ(other.exit_code, 1) << other.err;
    EXPECT_TRUE(contains(other.err, "not the requested 3x3x3-optimal-sym")) << other.err;
}

TEST(CliSymmetricTables, TablesListsItByNameAndSize) {
    const std::string& path = sym_generated_phase1();
    const std::string folder = std::filesystem::path(path).parent_path().string();
    const auto t = test::run_twobit("tables", "TWOBIT_TABLES='" + folder + "'");
    ASSERT_EQ(t.exit_code, 0) << t.err;
    EXPECT_TRUE(contains(t.out, "kociemba-phase1-sym")) << t.out;
    EXPECT_TRUE(contains(t.out, "classes, for solve --puzzle 3x3x3")) << t.out;
    EXPECT_FALSE(contains(t.out, "no reference distribution")) << t.out;
    EXPECT_FALSE(contains(t.out, "refused")) << t.out;
    const auto l = test::run_twobit("list");
    EXPECT_TRUE(contains(l.out, " table 3x3x3-optimal-sym (htm): 1523864 classes")) << l.out;
    EXPECT_TRUE(contains(l.out, " table kociemba-phase1-sym (htm): 64430 classes")) << l.out;
}

TEST(CliSymmetricTables, OptionsThatDoNotApplyAreRefused) {
    test::ScratchDir dir;
    const std::string out = dir.file("p1.twobit");
    const std::string generate = std::string("generate --puzzle ") + kSymPhase1 + " -o " + out;
    for (const std::string& option : std::vector<std::string>{
             "--metric qtm",
             "--gens RU",
             "--backend cuda",
             "--strategy pull",
             "--max-memory 8G",
         }) {
        const auto r = test::run_twobit(generate + " " + option);
        EXPECT_EQ(r.exit_code, 2) << option << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "does not apply to kociemba-phase1-sym")) << r.err;
        EXPECT_FALSE(std::filesystem::exists(out)) << option;
    }
    // A table of bounds is made from two of its levels at the end: no checkpoint holds it.
    for (const std::string& option : {"--checkpoint " + dir.file("ck"), "--resume " + out}) {
        const auto r = test::run_twobit("generate --puzzle 3x3x3-optimal-sym-bounds -o " +
                                        dir.file("b.twobit") + " " + option);
        EXPECT_EQ(r.exit_code, 2) << option << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "3x3x3-optimal-sym-bounds is a table of bounds, built in one "
                                    "go: --checkpoint and --resume do not apply"))
            << r.err;
        EXPECT_TRUE(std::filesystem::is_empty(dir.path())) << option;
    }
    // --metric htm is its metric, not refused (and its id in any case is a name of it).
    const auto htm =
        test::run_twobit("generate --puzzle KOCIEMBA-phase1-SYM --metric htm -q -o " + out);
    EXPECT_EQ(htm.exit_code, 0) << htm.err;
    EXPECT_TRUE(std::filesystem::exists(out));
    const auto gens =
        test::run_twobit("verify --table " + out + " --puzzle kociemba-phase1-sym --gens RU");
    EXPECT_EQ(gens.exit_code, 2) << gens.err;
    EXPECT_TRUE(contains(gens.err, "does not apply to kociemba-phase1-sym")) << gens.err;
    // --quick: the file's checks and its digest, in one read.
    const auto quick = test::run_twobit("verify --quick --table " + out);
    EXPECT_EQ(quick.exit_code, 0) << quick.out << quick.err;
    EXPECT_TRUE(contains(quick.out, "digest: the file's SHA-256 is equal")) << quick.out;
    const auto stdout_table =
        test::run_twobit(std::string("generate --puzzle ") + kSymPhase1 + " -o -");
    EXPECT_EQ(stdout_table.exit_code, 2) << stdout_table.err;
}

// generate's output rules are the catalog tables': a folder is refused before the build, an
// existing file is replaced.
TEST(CliSymmetricTables, OutputRulesAreGeneratesOwn) {
    test::ScratchDir dir;
    std::filesystem::create_directory(dir.file("folder"));
    // The 2x2x2's classes: the rules are generate's for any table of classes, and this one
    // takes no time under the sanitizers.
    const std::string generate = "generate --puzzle 2x2x2-sym6 -q -o ";
    // Without -q: a build would say so on stderr.
    const auto folder = test::run_twobit("generate --puzzle 2x2x2-sym6 -o " + dir.file("folder"));
    EXPECT_EQ(folder.exit_code, 1) << folder.err;
    EXPECT_TRUE(contains(folder.err, "is a folder")) << folder.err;
    EXPECT_FALSE(contains(folder.err, "building")) << folder.err;
    const std::string old = dir.file("old.twobit");
    test::write_file(old, "not a table");
    const auto replaced = test::run_twobit(generate + old + " --json");
    ASSERT_EQ(replaced.exit_code, 0) << replaced.err;
    EXPECT_EQ(std::filesystem::file_size(old), kTableHeaderBytes + 160080u);
    EXPECT_EQ(nlohmann::json::parse(replaced.out)["classes"], 870) << replaced.out;
}

// ---- generate --symmetry: a catalog puzzle's positions reduced by its symmetries.

TEST(CliSymmetryOption, CornersTableStandsForThePublishedDistribution) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES='" + dir.path() + "'";
    for (const std::string metric : {"htm", "qtm"}) {
        const auto g = test::run_twobit(
            "generate --puzzle 3x3x3-corners --symmetry --json -q --metric " + metric, env);
        ASSERT_EQ(g.exit_code, 0) << g.err;
        const auto j = nlohmann::json::parse(g.out);
        EXPECT_EQ(j["puzzle"], "3x3x3-corners-sym48");
        EXPECT_EQ(j["classes"], 984);
        EXPECT_EQ(j["group_order"], 48);
        EXPECT_EQ(j["positions_match_published"], true);
        uint64_t positions = 0;
        for (const auto& c : j["position_counts"]) positions += c.get<uint64_t>();
        EXPECT_EQ(positions, 88179840u);
        // 1/40.6 of the unreduced table's 22,044,960 payload bytes.
        const std::string path = dir.file("3x3x3-corners-sym48-" + metric + ".twobit");
        EXPECT_EQ(std::filesystem::file_size(path), 544192u);

        const auto v =
            test::run_twobit("verify --puzzle 3x3x3-corners --symmetry -q --metric " + metric, env);
        EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
        EXPECT_TRUE(contains(v.out, "published distribution of 3x3x3-corners " + metric)) << v.out;
        // The file alone names its metric.
        const auto t = test::run_twobit("verify -q --table " + path);
        EXPECT_EQ(t.exit_code, 0) << t.out << t.err;
        const auto i = test::run_twobit("info " + path);
        EXPECT_EQ(i.exit_code, 0) << i.err;
        EXPECT_TRUE(contains(i.out, "the 48 symmetries of the cube")) << i.out;
        EXPECT_TRUE(contains(i.out, "metric      " + metric)) << i.out;
    }
}

TEST(CliSymmetryOption, VerifyFindsSwappedEntries) {
    test::ScratchDir dir;
    const auto g = test::run_twobit("generate --puzzle 2x2x2 --symmetry -q -o " + dir.file("a"));
    ASSERT_EQ(g.exit_code, 0) << g.err;
    sym_write_swapped(dir.file("a"), dir.file("b"));
    const auto v = test::run_twobit("verify -q --table " + dir.file("b"));
    EXPECT_EQ(v.exit_code, 1) << v.out << v.err;
    EXPECT_TRUE(contains(v.out, "MISMATCH in the payload: entry ")) << v.out;
}

TEST(CliSymmetryOption, SolveReadsTheReducedTable) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES='" + dir.path() + "'";
    const std::string positions = "\"R U R' U' F2 L D\" \"U\" \"B2 D' R F2 U L2 B'\"";
    const auto reduced =
        test::run_twobit("solve -q --puzzle 3x3x3-corners --symmetry " + positions, env);
    ASSERT_EQ(reduced.exit_code, 0) << reduced.err;
    EXPECT_TRUE(std::filesystem::exists(dir.file("3x3x3-corners-sym48-htm.twobit")));
    EXPECT_FALSE(std::filesystem::exists(dir.file("3x3x3-corners-htm.twobit")));
    const auto full = test::run_twobit("solve -q --puzzle 3x3x3-corners " + positions, env);
    ASSERT_EQ(full.exit_code, 0) << full.err;
    EXPECT_EQ(reduced.out, full.out); // the same first optimal answers
}

TEST(CliSymmetryOption, RefusedWhereThereIsNone) {
    const auto g = test::run_twobit("generate --puzzle skewb --symmetry -o /dev/null/x");
    EXPECT_EQ(g.exit_code, 2) << g.err;
    EXPECT_TRUE(contains(g.err, "skewb has no table of symmetry classes")) << g.err;
    EXPECT_TRUE(contains(g.err, "2x2x2, 3x3x3-corners, kociemba-phase2")) << g.err;
    const auto m = test::run_twobit("generate --puzzle 2x2x2 --symmetry --metric half -o x");
    EXPECT_EQ(m.exit_code, 2) << m.err;
    EXPECT_TRUE(contains(m.err, "--metric half does not apply to 2x2x2-sym6")) << m.err;
    const auto gens = test::run_twobit("solve --puzzle 2x2x2 --symmetry --gens RU R");
    EXPECT_NE(gens.exit_code, 0) << gens.out;
    EXPECT_TRUE(contains(gens.err, "takes no --gens")) << gens.err;
}

// Checkpoints: a build killed after a level resumes from its checkpoint (the table and
// metric read from it) to the bytes of an uninterrupted build, with the same positions; an
// interrupt stops at a level's end and prints the command that goes on.
TEST(CliSymmetryOption, CheckpointsResumeToTheSameBytes) {
    constexpr int kKilled = 128 + 9; // run_twobit's code for a process killed by SIGKILL
    test::ScratchDir dir;
    const std::string full = dir.file("full.twobit"), table = dir.file("t.twobit"),
                      checkpoint = dir.file("c.twobit");
    const std::string generate = "generate -q --puzzle 3x3x3-corners --symmetry ";
    const auto whole = test::run_twobit(generate + "-o " + full);
    ASSERT_EQ(whole.exit_code, 0) << whole.err;
    for (int k : {1, 6, 10}) {
        SCOPED_TRACE("killed after depth " + std::to_string(k));
        const auto killed = test::run_twobit(generate + "-o " + table + " --checkpoint " +
                                                 checkpoint + " --checkpoint-every 0",
                                             "TWOBIT_TEST_KILL_AFTER_DEPTH=" + std::to_string(k));
        ASSERT_EQ(killed.exit_code, kKilled) << killed.err;
        EXPECT_FALSE(std::filesystem::exists(table));
        const auto info = test::run_twobit("info " + checkpoint);
        EXPECT_NE(info.exit_code, 0);
        EXPECT_TRUE(contains(info.err, "depths 0 to " + std::to_string(k) + " complete"))
            << info.err;
        const auto resumed =
            test::run_twobit("generate --json -o " + table + " --resume " + checkpoint);
        ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
        EXPECT_TRUE(contains(resumed.err, "resuming from " + checkpoint + ": depths 0 to " +
                                              std::to_string(k) + " complete"))
            << resumed.err;
        const nlohmann::json j = nlohmann::json::parse(resumed.out);
        EXPECT_EQ(j["resumed"], true);
        EXPECT_EQ(j["positions_match_published"], true) << resumed.out;
        EXPECT_TRUE(test::read_file(table) == test::read_file(full));
        std::filesystem::remove(table);
    }
    // The header holds the positions per depth: info prints them.
    const auto info = test::run_twobit("info " + full);
    ASSERT_EQ(info.exit_code, 0) << info.err;
    EXPECT_TRUE(contains(info.out, "positions   1 18 243 2874 28000 205416")) << info.out;
    EXPECT_TRUE(contains(info.out, "88179840 in all")) << info.out;

    const auto interrupted =
        test::run_twobit(generate + "-o " + table + " --checkpoint " + checkpoint,
                         "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=4");
    EXPECT_EQ(interrupted.exit_code, 130) << interrupted.err;
    EXPECT_TRUE(contains(interrupted.err, "stopped after depth 4")) << interrupted.err;
    EXPECT_TRUE(contains(interrupted.err, "--resume " + checkpoint)) << interrupted.err;
    EXPECT_TRUE(contains(interrupted.err, "--puzzle 3x3x3-corners --symmetry")) << interrupted.err;
    // Another table's checkpoint is refused before any build.
    const auto other = test::run_twobit("generate -q --puzzle 3x3x3-corners --symmetry --metric "
                                        "qtm -o " +
                                        table + " --resume " + checkpoint);
    EXPECT_EQ(other.exit_code, 1) << other.err;
    EXPECT_TRUE(contains(other.err, "a checkpoint of 3x3x3-corners-sym48 htm")) << other.err;
    EXPECT_FALSE(std::filesystem::exists(table));
}

} // namespace
} // namespace twobit
