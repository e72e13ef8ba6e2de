// The command line a puzzle person expects: usage from a bare `twobit` and `twobit help`,
// each command's options the same whether it is built alone or among all (twobit_main.cpp),
// "did you mean" for misspelled subcommands, options and puzzles, --version with the commit
// and what the build supports, puzzle aliases, `twobit tables`, `show` as held with its
// colour options, `list` with every record, and generate's --table name for its output.
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

#include "tables/table_file.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::contains;
using test::run_twobit;

TEST(CliCommands, UsageHelpAndVersion) {
    // A bare twobit is a usage error (git's convention): the usage on stderr, exit 2.
    const auto bare = run_twobit("");
    EXPECT_EQ(bare.exit_code, 2);
    EXPECT_TRUE(contains(bare.err, "Subcommands:")) << bare.err;
    EXPECT_TRUE(contains(bare.err, "tables")) << bare.err;
    EXPECT_EQ(run_twobit("help").out, bare.err); // the main usage, not help's own
    const auto help = run_twobit("help solve");
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_TRUE(contains(help.out, "--max-solutions")) << help.out;
    const auto unknown = run_twobit("help slove");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_TRUE(contains(unknown.err, "no command 'slove' (did you mean 'solve'?)")) << unknown.err;
    const auto version = run_twobit("--version");
    EXPECT_EQ(version.exit_code, 0);
    EXPECT_TRUE(contains(version.out, "twobit 0.1.0, commit ")) << version.out;
    EXPECT_TRUE(contains(version.out, "OpenMP")) << version.out;
    EXPECT_TRUE(contains(version.out, "CUDA")) << version.out;
}

// `twobit NAME ...` builds only that command (twobit_main.cpp); `twobit help NAME` builds
// them all. The command's options and texts must not differ between the two (the usage line
// does: "twobit solve" against "solve").
TEST(CliCommands, ACommandBuiltAloneHasTheOptionsItHasAmongAll) {
    const auto without_usage_line = [](const std::string& help) {
        std::string kept, line;
        std::istringstream lines(help);
        while (std::getline(lines, line))
            if (line.rfind("Usage: ", 0) != 0) kept += line + "\n";
        return kept;
    };
    const auto bare = run_twobit("help");
    for (const char* name :
         {"generate", "verify", "info", "solve", "bench", "analyze", "show", "list", "tables"}) {
        SCOPED_TRACE(name);
        EXPECT_TRUE(contains(bare.out, std::string("\n  ") + name + " ")) << bare.out;
        const auto alone = run_twobit(std::string(name) + " --help");
        const auto among_all = run_twobit(std::string("help ") + name);
        EXPECT_EQ(alone.exit_code, 0) << alone.err;
        EXPECT_EQ(among_all.exit_code, 0) << among_all.err;
        EXPECT_TRUE(contains(alone.out, "--help")) << alone.out;
        EXPECT_EQ(without_usage_line(alone.out), without_usage_line(among_all.out));
    }
}

TEST(CliCommands, MisspellingsGetSuggestions) {
    const auto sub = run_twobit("genrate");
    EXPECT_EQ(sub.exit_code, 2);
    EXPECT_TRUE(contains(sub.err, "(did you mean 'generate'?)")) << sub.err;
    const auto option = run_twobit("verify --metrc qtm");
    EXPECT_EQ(option.exit_code, 2);
    EXPECT_TRUE(contains(option.err, "(did you mean '--metric'?)")) << option.err;
    const auto solve_option = run_twobit("solve --puzle skewb R", test::tables_env());
    EXPECT_EQ(solve_option.exit_code, 2);
    EXPECT_TRUE(contains(solve_option.err, "(did you mean '--puzzle'?)")) << solve_option.err;
    const auto puzzle = run_twobit("verify --puzzle skweb");
    EXPECT_EQ(puzzle.exit_code, 2);
    EXPECT_TRUE(contains(puzzle.err, "(did you mean 'skewb'?)")) << puzzle.err;
}

TEST(CliCommands, AliasesNameTheSamePuzzle) {
    for (const char* name : {"2x2", "Pocket", "2X2X2"}) {
        const auto r =
            run_twobit(std::string("solve --puzzle ") + name + " \"R U\"", test::tables_env());
        EXPECT_EQ(r.exit_code, 0) << name << r.err;
        EXPECT_EQ(r.out, "U' R' (2)\n") << name;
    }
    const auto list = nlohmann::json::parse(run_twobit("list --json").out);
    std::vector<std::string> ids;
    for (const auto& p : list) ids.push_back(p["id"]);
    for (const char* id : {"2x2x2", "skewb", "pyraminx", "pyraminx-notips", "3x3x3-ru", "clock"})
        EXPECT_NE(std::find(ids.begin(), ids.end(), id), ids.end()) << id;
    EXPECT_EQ(list.back()["solver"], "exact, no table");
    EXPECT_TRUE(list.back()["states"].is_null());
    EXPECT_EQ(list.back()["id"], "clock");
}

TEST(CliCommands, TablesListsTheTablesFolder) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    const auto empty = run_twobit("tables", env);
    EXPECT_EQ(empty.exit_code, 0);
    EXPECT_TRUE(contains(empty.out, "tables folder " + dir.path())) << empty.out;
    EXPECT_TRUE(contains(empty.out, "no tables yet")) << empty.out;
    // generate's --table names its output too.
    ASSERT_EQ(run_twobit("generate -q --metric qtm --table " + dir.file("2x2x2-qtm.twobit"), env)
                  .exit_code,
              0);
    ASSERT_EQ(run_twobit("solve --puzzle skewb R", env).exit_code, 0); // made on first use
    test::write_file(dir.file("junk.twobit"), "junk");
    const auto j = nlohmann::json::parse(run_twobit("tables --json", env).out);
    EXPECT_EQ(j["folder"], dir.path());
    ASSERT_EQ(j["tables"].size(), 3u);
    EXPECT_EQ(j["tables"][0]["metric"], "qtm");
    EXPECT_EQ(j["tables"][0]["published"], "matches the reference (two independent publications)");
    EXPECT_TRUE(contains(j["tables"][1]["error"], "bad magic")) << j;
    EXPECT_EQ(j["tables"][2]["puzzle"], "skewb");
    const auto text = run_twobit("tables", env);
    EXPECT_TRUE(
        contains(text.out, "God's number 14, matches the reference (two independent publications)"))
        << text.out;
}

// Tables you can manage (issue 58): sizes and a total; --remove takes a file's name or a
// table's id and removes only twobit's own files (never a link, a file that is no table, or
// anything when one name is wrong); --remove-stale the temporaries of writes that died.
TEST(CliCommands, TablesShowsTheTotalAndRemovesOnlyItsOwnFiles) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    for (const char* metric : {"htm", "qtm"})
        ASSERT_EQ(run_twobit(std::string("generate -q --metric ") + metric, env).exit_code, 0);
    ASSERT_EQ(run_twobit("solve --puzzle skewb R", env).exit_code, 0);
    const auto listed = run_twobit("tables", env);
    EXPECT_TRUE(contains(listed.out, "3 files, ")) << listed.out;
    EXPECT_TRUE(contains(listed.out, " in all (")) << listed.out;
    EXPECT_EQ(nlohmann::json::parse(run_twobit("tables --json", env).out)["total_bytes"],
              2 * (kTableHeaderBytes + 918540u) + kTableHeaderBytes + 787320u);
    test::write_file(dir.file("notes.twobit"), "my notes");
    std::filesystem::create_symlink(dir.file("notes.twobit"), dir.file("link.twobit"));
    for (const char* name : {"notes.twobit", "link.twobit", "pyraminx", "nothing"}) {
        const auto r = run_twobit(std::string("tables --remove skewb --remove ") + name, env);
        EXPECT_EQ(r.exit_code, 1) << name << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "nothing was removed")) << r.err;
    }
    EXPECT_TRUE(std::filesystem::exists(dir.file("skewb-htm.twobit")));
    EXPECT_EQ(test::read_file(dir.file("notes.twobit")), "my notes");
    // A table's id removes each of its files; a file's name that one file.
    const auto by_id = run_twobit("tables --remove 2x2x2", env);
    EXPECT_EQ(by_id.exit_code, 0) << by_id.err;
    EXPECT_TRUE(contains(by_id.out, "removed " + dir.file("2x2x2-htm.twobit"))) << by_id.out;
    EXPECT_TRUE(contains(by_id.out, "removed " + dir.file("2x2x2-qtm.twobit"))) << by_id.out;
    EXPECT_EQ(run_twobit("tables --remove skewb-htm.twobit", env).exit_code, 0);
    EXPECT_FALSE(std::filesystem::exists(dir.file("skewb-htm.twobit")));
    // A temporary of a write whose process is gone; one of a running process stays.
    test::write_file(dir.file("x.twobit.tmp.999999999.AbCdEf"), "partial");
    // A file that only looks like one, of no twobit file, stays (a third hostile round).
    test::write_file(dir.file("notes.txt.tmp.999999999.AbCdEf"), "user data");
    test::write_file(dir.file("y.twobit.tmp." + std::to_string(::getpid()) + ".AbCdEf"), "live");
    // Nor do names that are not exactly NAME.tmp.PID.XXXXXX (round nine removed each of these).
    const std::vector<std::string> near_misses = {
        "x.twobit.tmp.999999990.A",          "x.twobit.tmp.999999991.",
        "x.twobit.tmp.999999992.ABCDEFGHIJ", "x.twobit.tmp.0999999993.ABCDEF",
        "x.twobit.tmp.999999987.AB.CDE",     "x.twobit.tmp..ABCDEF"};
    for (const std::string& name : near_misses) test::write_file(dir.file(name), "user data");
    const auto stale = run_twobit("tables --remove-stale", env);
    for (const std::string& name : near_misses)
        EXPECT_EQ(test::read_file(dir.file(name)), "user data") << name;
    EXPECT_EQ(stale.exit_code, 0) << stale.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("x.twobit.tmp.999999999.AbCdEf")));
    EXPECT_TRUE(std::filesystem::exists(
        dir.file("y.twobit.tmp." + std::to_string(::getpid()) + ".AbCdEf")));
    EXPECT_EQ(test::read_file(dir.file("notes.twobit")), "my notes");
    EXPECT_EQ(test::read_file(dir.file("notes.txt.tmp.999999999.AbCdEf")), "user data");
}

// A resumed search, once its table is written, removes its checkpoint (issue 58: a 554 MB one
// stayed); the table is the uninterrupted search's.
TEST(CliCommands, AResumedSearchRemovesItsCheckpoint) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    ASSERT_EQ(run_twobit("generate -q --puzzle 2x2x2 -o " + table + " --checkpoint " + checkpoint,
                         "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=5")
                  .exit_code,
              130);
    ASSERT_TRUE(std::filesystem::exists(checkpoint));
    const auto resumed = run_twobit("generate -o " + table + " --resume " + checkpoint);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_TRUE(contains(resumed.err, "removed the checkpoint " + checkpoint)) << resumed.err;
    EXPECT_FALSE(std::filesystem::exists(checkpoint));
    EXPECT_EQ(test::read_file(table), test::read_file(test::generated_table("2x2x2", "htm")));
}

TEST(CliCommands, ShowDrawsTheCubeAsHeld) {
    // x brings F on top: the U face shows F's colour (not the same cube re-expressed).
    const auto x = run_twobit("show x --color never");
    EXPECT_EQ(x.exit_code, 0) << x.err;
    EXPECT_TRUE(contains(x.out, "stickers FFFFRRRRDDDDBBBBLLLLUUUU")) << x.out;
    EXPECT_TRUE(
        contains(run_twobit("show --puzzle pocket D").out, "stickers UUUURRFFFFLLDDDDLLBBBBRR"));
    // Colours: always (even into a pipe), never, and NO_COLOR for auto.
    EXPECT_TRUE(contains(run_twobit("show R --color always").out, "\033[48;5;"));
    EXPECT_FALSE(contains(run_twobit("show R --color never").out, "\033["));
    EXPECT_FALSE(contains(run_twobit("show R", "NO_COLOR=1").out, "\033["));
    EXPECT_EQ(run_twobit("show R --color sometimes").exit_code, 2);
    // A puzzle without a picture (the others: tests/cli/test_cli_pictures.cpp).
    const auto corners = run_twobit("show --puzzle 3x3x3-corners R");
    EXPECT_EQ(corners.exit_code, 2);
    EXPECT_TRUE(contains(corners.err, "3x3x3-corners has none")) << corners.err;
}

TEST(CliCommands, ATableOfAnotherPuzzleIsNeverOfferedForOverwriting) {
    test::ScratchDir dir;
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    ASSERT_EQ(run_twobit("solve --puzzle pyraminx-notips U", env).exit_code, 0);
    const std::string pyraminx = dir.file("pyraminx-notips-htm.twobit");
    const auto r = run_twobit("solve --puzzle skewb --table " + pyraminx + " R", env);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_TRUE(contains(r.err, "give --table a table of skewb htm (gens ULRB), or leave --table "
                                "out to use " +
                                    dir.file("skewb-htm.twobit")))
        << r.err;
    EXPECT_FALSE(contains(r.err, "-o " + pyraminx)) << r.err;
    // A file that is no table (notes, say) is not offered for overwriting either.
    test::write_file(dir.file("bad.twobit"), "junk");
    const auto junk =
        run_twobit("solve --puzzle skewb --table " + dir.file("bad.twobit") + " R", env);
    EXPECT_TRUE(contains(junk.err, "it is not a twobit table file; give --table a table of skewb"))
        << junk.err;
    EXPECT_FALSE(contains(junk.err, "-o " + dir.file("bad.twobit"))) << junk.err;
    // A damaged table of this puzzle: rebuilding it is offered.
    ASSERT_EQ(run_twobit("solve --puzzle skewb R", env).exit_code, 0);
    std::string damaged = test::read_file(dir.file("skewb-htm.twobit"));
    damaged[kTableHeaderBytes + 7] ^= 1;
    test::write_file(dir.file("bad.twobit"), damaged);
    const auto broken =
        run_twobit("solve --puzzle skewb --table " + dir.file("bad.twobit") + " R", env);
    EXPECT_TRUE(contains(broken.err, "to rebuild it: " + std::string(TWOBIT_BINARY) +
                                         " generate --puzzle skewb --metric htm -o " +
                                         dir.file("bad.twobit")))
        << broken.err;
}

TEST(CliCommands, OptionsThatDoNotApplyAreUsageErrors) {
    const auto stickers = run_twobit("solve --puzzle skewb --input stickers R", test::tables_env());
    EXPECT_EQ(stickers.exit_code, 2);
    EXPECT_TRUE(contains(stickers.err, "skewb is read from moves only")) << stickers.err;
    const auto cap = run_twobit("solve --max-solutions 2 R", test::tables_env());
    EXPECT_EQ(cap.exit_code, 2);
    EXPECT_TRUE(contains(cap.err, "--max-solutions limits --all")) << cap.err;
    EXPECT_EQ(run_twobit("solve --puzzle pyram \"U u\"", test::tables_env()).out, "U' u' (2)\n");
    EXPECT_EQ(run_twobit("solve --puzzle ru \"R U\"", test::tables_env()).out, "U' R' (2)\n");
}

} // namespace twobit
