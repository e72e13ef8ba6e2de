// The command line under hostile use: special files and planted links at every output and
// input, outputs that cannot be written, options at their edges, CLI11's list syntax, huge
// lines, ambiguous positions, unwritable locations found before a search, and thread counts.
// Each test reproduces a defect found in an adversarial run (issue 12) that it now guards.
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <omp.h>
#include <sstream>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include "host/io/input_lines.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

namespace fs = std::filesystem;
using test::contains;
using test::lines_of;
using test::run_twobit;
using test::tables_env;

// The exit code of `twobit ARGS` with the shell redirections given (e.g. ">/dev/full"),
// its stderr in *err.
int run_redirected(const std::string& args, const std::string& redirections, std::string* err) {
    test::ScratchDir io;
    const std::string command = "timeout -k 5 300 env " + tables_env() + " '" +
                                std::string(TWOBIT_BINARY) + "' " + args + " " + redirections +
                                " 2>" + io.file("err") + " </dev/null";
    const int status = std::system(command.c_str());
    *err = test::read_file(io.file("err"));
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

} // namespace

// Seconds (28 commands), but the sanitizer run needs it: it stays out of the slow label.
TEST(CliHostile, LostStandardOutputIsAnErrorForEverySubcommand) {
    test::ScratchDir dir;
    // The searches on <R, U> (29,160 states): what is tested is the write, not the search.
    ASSERT_EQ(run_twobit("generate -q --gens RU -o " + dir.file("t.twobit")).exit_code, 0);
    for (const std::string& args : std::vector<std::string>{
             std::string("list"), "list --json", "info " + dir.file("t.twobit"),
             "verify -q --gens RU", "verify --json --gens RU", "solve R", "solve --json R",
             "solve --puzzle clock UR3+", "show R", "bench -r 1 --gens RU",
             "generate -q --gens RU -o " + dir.file("u.twobit"), "analyze --json --gens RU",
             "--help", "solve --help"}) {
        for (const char* redirect : {">/dev/full", ">&-"}) {
            std::string err;
            EXPECT_EQ(run_redirected(args, redirect, &err), 1) << args << " " << redirect;
            EXPECT_TRUE(contains(err, "twobit: error: cannot write standard output")) << err;
        }
    }
}

TEST(CliHostile, EmptyAndNoLimitOptionValuesAreRefused) {
    for (const std::string& args :
         std::vector<std::string>{"verify -q --max-memory 0.5",
                                  "verify -q --max-memory 1e-9",
                                  "verify -q --max-memory ''",
                                  "verify -q --max-memory -5G",
                                  "verify -q --max-memory inf",
                                  "verify -q --max-memory nan",
                                  "verify -q --max-memory 99999999T",
                                  "solve --all --max-solutions -1 R",
                                  "solve --all --max-solutions 18446744073709551616 R",
                                  "solve --all --max-solutions '' R",
                                  "solve --all --max-solutions 1e3 R",
                                  "generate -o ''",
                                  "generate -o -",
                                  "solve --table '' R",
                                  "info ''",
                                  "verify --gens ''",
                                  "verify --metric ''",
                                  "verify --puzzle ''",
                                  "solve --input '' R",
                                  "solve --colors '' R",
                                  "show R --svg ''",
                                  "solve --html '' R",
                                  "analyze --svg ''",
                                  "solve --puzzle clock --max-solutions 3 UR3+",
                                  "generate -q --backend ''",
                                  "generate -q --strategy ''",
                                  "generate -t 0",
                                  "verify -q --max-memory 8Gb",
                                  "verify -q --max-memory .5G",
                                  "verify -q -t 0x10",
                                  "verify -q -t +5",
                                  "bench -r 0x2"}) {
        const auto r = run_twobit(args, tables_env());
        EXPECT_EQ(r.exit_code, 2) << args << ": " << r.err;
        EXPECT_TRUE(r.err.rfind("twobit: error: ", 0) == 0) << args << ": " << r.err;
    }
    // The values still allowed: 0 solutions means no limit, 1.5M is 1572864 bytes.
    EXPECT_EQ(run_twobit("solve --all --max-solutions 0 R", tables_env()).exit_code, 0);
    EXPECT_EQ(run_twobit("verify -q --max-memory 64M").exit_code, 0);
}

TEST(CliHostile, PositionsAreTakenVerbatimNotAsCli11Lists) {
    const auto r = run_twobit("solve --json '[R]' '[R,U]' '[]'", tables_env(), "R\n");
    EXPECT_EQ(r.exit_code, 1);
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out; // three positions; stdin is not read
    EXPECT_EQ(nlohmann::json::parse(lines[0])["input"], "[R]");
    EXPECT_EQ(nlohmann::json::parse(lines[1])["input"], "[R,U]");
    EXPECT_EQ(nlohmann::json::parse(lines[2])["input"], "[]");
    for (const auto& line : lines) EXPECT_EQ(nlohmann::json::parse(line)["error_kind"], "invalid");
    // An unknown option is still a usage error, with the common prefix.
    const auto bogus = run_twobit("solve --bogus R", tables_env());
    EXPECT_EQ(bogus.exit_code, 2);
    EXPECT_TRUE(contains(bogus.err, "twobit: error: unknown option --bogus")) << bogus.err;
    const auto cli11 = run_twobit("verify --bogus");
    EXPECT_EQ(cli11.exit_code, 2);
    EXPECT_EQ(cli11.err.rfind("twobit: error: ", 0), 0u) << cli11.err;
}

TEST(CliHostile, ASpacedTwentyFourMoveScrambleIsReadAsMoves) {
    // 24 single turns, six faces four times each: also a valid sticker string? Either way it
    // must not be answered as stickers without a word: read as moves, or refused as
    // ambiguous with a pointer to --input.
    // Thistlethwaite's answers: what is tested is the reading, and its tables take no search
    // (the two-phase's take a minute under the sanitizers).
    const std::string solve = "solve --json --method thistlethwaite ";
    const std::string scramble = "U F U F R R F U R F U R D D L L B B D L B D L B";
    const auto r = run_twobit(solve + "'" + scramble + "'", tables_env());
    const auto j = nlohmann::json::parse(r.out);
    const auto as_moves = nlohmann::json::parse(
        run_twobit(solve + "--input moves '" + scramble + "'", tables_env()).out);
    if (j.contains("error")) {
        EXPECT_TRUE(contains(j["error"], "--input moves or --input stickers")) << j;
    } else {
        EXPECT_EQ(j["solution"], as_moves["solution"]) << j;
    }
    // A scramble that is not sticker-shaped (not four of each) is plainly moves.
    const std::string plain = "R U R U F F R U R F U R U F R U F R U R U F R F";
    const auto p =
        nlohmann::json::parse(run_twobit("solve --json '" + plain + "'", tables_env()).out);
    const auto pm = nlohmann::json::parse(
        run_twobit("solve --json --input moves '" + plain + "'", tables_env()).out);
    EXPECT_EQ(p["solution"], pm["solution"]) << p;
    // Face-grouped and one-word sticker strings are still stickers.
    EXPECT_EQ(run_twobit("solve 'UFUF RRRR FDFD DBDB LLLL UBUB'", tables_env()).out, "R' (1)\n");
}

TEST(CliHostile, OverlongLinesAreReportedAndTheBatchGoesOn) {
    const std::string huge(kMaxPositionBytes + 10, 'R');
    for (const std::string& puzzle : std::vector<std::string>{"2x2x2", "clock"}) {
        const std::string first = puzzle == "clock" ? "UR3+" : "R";
        const auto r = run_twobit("solve --json --puzzle " + puzzle, tables_env(),
                                  first + "\n" + huge + "\n# a comment " + huge + "\n" + first +
                                      "   # trailing comment\n");
        EXPECT_EQ(r.exit_code, 1) << r.err;
        const auto lines = lines_of(r.out);
        ASSERT_EQ(lines.size(), 3u) << puzzle;
        EXPECT_FALSE(nlohmann::json::parse(lines[0]).contains("error"));
        EXPECT_TRUE(contains(nlohmann::json::parse(lines[1])["error"],
                             "the position is 1048586 bytes long, more than the 1 MiB limit"))
            << lines[1];
        EXPECT_FALSE(nlohmann::json::parse(lines[2]).contains("error")) << lines[2];
    }
}

TEST(CliHostile, SpecialFilesAsInputsNeverHang) {
    test::ScratchDir dir;
    ASSERT_EQ(::mkfifo(dir.file("fifo").c_str(), 0600), 0);
    for (const std::string& args : std::vector<std::string>{
             "info " + dir.file("fifo"), "verify --table " + dir.file("fifo"),
             "solve --table " + dir.file("fifo") + " R", "info /dev/zero", "info " + dir.path()}) {
        const auto r = run_twobit(args);
        EXPECT_EQ(r.exit_code, 1) << args << ": " << r.err; // 124 would be a hang
        EXPECT_TRUE(contains(r.err, "not a regular file")) << args << ": " << r.err;
    }
    // A FIFO at the default table name is not waited on either.
    ASSERT_EQ(::mkfifo(dir.file("2x2x2-htm.twobit").c_str(), 0600), 0);
    const auto r = run_twobit("solve R", "TWOBIT_TABLES=" + dir.path());
    EXPECT_EQ(r.exit_code, 1) << r.err;
}

TEST(CliHostile, OutputsAreCheckedBeforeTheSearchAndNeverReplaceSpecialFiles) {
    test::ScratchDir dir;
    fs::create_directory(dir.file("folder"));
    ASSERT_EQ(::mkfifo(dir.file("fifo").c_str(), 0600), 0);
    test::write_file(dir.file("plain"), "x");
    for (const std::string& target :
         std::vector<std::string>{dir.file("folder"), dir.file("fifo"), dir.file("plain/t.twobit"),
                                  std::string("/proc/version")}) {
        const auto r = run_twobit("generate -o " + target);
        EXPECT_EQ(r.exit_code, 1) << target << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "cannot write")) << r.err;
        EXPECT_FALSE(contains(r.err, "depth 1:")) << "searched first: " << r.err;
    }
    EXPECT_TRUE(fs::is_fifo(dir.file("fifo")));
    EXPECT_TRUE(fs::is_directory(dir.file("folder")));
    // Pictures and pages too; '-' is standard output.
    const auto svg = run_twobit("show R --svg " + dir.file("fifo"));
    EXPECT_EQ(svg.exit_code, 1) << svg.err;
    EXPECT_TRUE(fs::is_fifo(dir.file("fifo")));
    const auto to_stdout = run_twobit("show R --svg -");
    EXPECT_EQ(to_stdout.exit_code, 0) << to_stdout.err;
    EXPECT_EQ(to_stdout.out.rfind("<?xml", 0), 0u) << to_stdout.out.substr(0, 80);
    const auto analyze = run_twobit("analyze --svg " + dir.file("fifo"), tables_env());
    EXPECT_EQ(analyze.exit_code, 1);
    EXPECT_TRUE(fs::is_fifo(dir.file("fifo")));
    // A link to a regular file is written through, the link kept.
    test::write_file(dir.file("real.twobit"), "old");
    fs::create_symlink(dir.file("real.twobit"), dir.file("link.twobit"));
    ASSERT_EQ(run_twobit("generate -q -o " + dir.file("link.twobit")).exit_code, 0);
    EXPECT_TRUE(fs::is_symlink(dir.file("link.twobit")));
    EXPECT_EQ(run_twobit("info " + dir.file("real.twobit")).exit_code, 0);
}

TEST(CliHostile, AFailedCommandLeavesNoFoldersBehind) {
    test::ScratchDir dir;
    const std::string deep = dir.file("new/sub");
    test::write_file(dir.file("junk.twobit"), "not a table");
    for (const std::string& args : std::vector<std::string>{
             "generate -o " + deep + "/t.twobit --strategy bogus",
             "generate -o " + deep + "/t.twobit --max-memory 1",
             "solve --svg " + deep + " --table " + dir.file("junk.twobit") + " R",
             "analyze --svg " + deep + "/h.svg --table " + dir.file("junk.twobit")}) {
        const auto r = run_twobit(args, tables_env());
        EXPECT_NE(r.exit_code, 0) << args;
        EXPECT_FALSE(fs::exists(dir.file("new"))) << args << ": " << r.err;
    }
}

TEST(CliHostile, EveryNumberedPageIsCheckedBeforeSolving) {
    test::ScratchDir dir;
    test::write_file(dir.file("v.js"), "console.log(1);");
    fs::create_directory(dir.file("p-2.html")); // the second page's name is taken
    const auto r = run_twobit("solve --html " + dir.file("p.html") + " --viewer-js " +
                                  dir.file("v.js") + " R 'R U'",
                              tables_env());
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(r.out, ""); // nothing was solved
    EXPECT_TRUE(contains(r.err, "p-2.html: it exists and is a folder")) << r.err;
    EXPECT_FALSE(fs::exists(dir.file("p-1.html")));
}

TEST(CliHostile, AnEmptyPositionIsNotTheSolvedCube) {
    const auto r = run_twobit("solve --json '' ' ' R", tables_env());
    EXPECT_EQ(r.exit_code, 1);
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_TRUE(contains(nlohmann::json::parse(lines[0])["error"], "empty position")) << lines[0];
    EXPECT_TRUE(contains(nlohmann::json::parse(lines[1])["error"], "empty position")) << lines[1];
    EXPECT_EQ(nlohmann::json::parse(lines[2])["solution"], "R'");
    EXPECT_EQ(run_twobit("show ''").exit_code, 1);
}

TEST(CliHostile, DevNullIsNeverReplacedEvenByRoot) {
    if (::geteuid() != 0) GTEST_SKIP() << "only root can replace /dev/null";
    test::ScratchDir dir;
    // A device node of our own, so that a regression cannot break the machine's /dev/null.
    const std::string node = dir.file("null");
    ASSERT_EQ(::mknod(node.c_str(), S_IFCHR | 0666, ::makedev(1, 3)), 0);
    for (const std::string& args : std::vector<std::string>{
             "generate -q -o " + node, "show R --svg " + node, "solve --html " + node + " R"}) {
        const auto r = run_twobit(args, tables_env());
        EXPECT_EQ(r.exit_code, 1) << args << r.err;
        EXPECT_TRUE(contains(r.err, "is a character device, not a regular file")) << r.err;
        EXPECT_TRUE(fs::is_character_file(node)) << args;
    }
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
    EXPECT_EQ(run_twobit("generate -q -o /dev/null").exit_code, 1);
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

TEST(CliHostile, SolveAnswersFromMemoryWhenTheTableCannotBeSaved) {
    test::ScratchDir dir;
    test::write_file(dir.file("plain"), "x");
    const auto r = run_twobit("solve R", "TWOBIT_TABLES=" + dir.file("plain/tables"));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "R' (1)\n");
    EXPECT_TRUE(contains(r.err, "twobit: warning: the table will not be saved")) << r.err;
}

TEST(CliHostile, ARelativeXdgDataHomeIsIgnored) {
    test::ScratchDir dir;
    const auto r = run_twobit("generate -q --metric half --json",
                              "TWOBIT_TABLES= XDG_DATA_HOME=relative/data HOME=" + dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["file"],
              dir.path() + "/.local/share/twobit/2x2x2-half.twobit");
    EXPECT_FALSE(fs::exists("relative/data"));
}

TEST(CliHostile, BadColoursAreUsageErrorsEverywhere) {
    for (const std::string& args :
         std::vector<std::string>{"show R --colors W,R,G,Y,O,B", "solve --colors W,R,G,Y,O,B R",
                                  "show R --colors red", "solve --colors red R"}) {
        const auto r = run_twobit(args, tables_env());
        EXPECT_EQ(r.exit_code, 2) << args << r.err;
        EXPECT_TRUE(contains(r.err, "twobit: error: --colors")) << r.err;
    }
    EXPECT_EQ(run_twobit("show R --svg - --colors white,red,#00ff00,yellow,orange,Blue").exit_code,
              0);
}

TEST(CliHostile, ThreadCountsNeverExceedTheCores) {
    const int cores = omp_get_num_procs();
    const auto r = run_twobit("verify -q --json --metric half -t 4096");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["device"],
              std::to_string(cores) + (cores == 1 ? " thread" : " threads"));
    // Two clock positions with -t 4096: two workers at most (this took 17 s and 5.9 GB).
    const auto clock = run_twobit("solve --puzzle clock -t 4096 UR3+ DL2-");
    EXPECT_EQ(clock.exit_code, 0) << clock.err;
    EXPECT_EQ(lines_of(clock.out).size(), 2u);
}

// Issue 57, third round of hostile input.

// --plot naming the table, the checkpoint, the resumed file or the table verified: refused
// before the search (an SVG replaced the table, exit 0, after a long search).
TEST(CliHostile, APlotNeverReplacesAFileOfTheCommand) {
    test::ScratchDir dir;
    const std::string table = dir.file("same.twobit");
    const auto g = run_twobit("generate -q -o " + table + " --plot " + table);
    EXPECT_EQ(g.exit_code, 2) << g.err;
    EXPECT_TRUE(contains(g.err, "--plot " + table + " is " + table)) << g.err;
    EXPECT_FALSE(fs::exists(table));
    ASSERT_EQ(run_twobit("generate -q -o " + table).exit_code, 0);
    const std::string before = test::read_file(table);
    // The same file by another name (a hard link): by device and inode.
    fs::create_hard_link(table, dir.file("other-name.svg"));
    const auto v =
        run_twobit("verify -q --table " + table + " --plot " + dir.file("other-name.svg"));
    EXPECT_EQ(v.exit_code, 2) << v.err;
    const auto c = run_twobit("generate -q -o " + dir.file("t2.twobit") + " --checkpoint " +
                              dir.file("c.twobit") + " --plot " + dir.file("c.twobit"));
    EXPECT_EQ(c.exit_code, 2) << c.err;
    EXPECT_EQ(test::read_file(table), before);
}

// No output replaces a file the command reads (a fourth adversarial round, 2026-12-06: the
// definition, the expected counts, the table solve or analyze reads, the player script, each
// was overwritten with exit 0): refused before anything is written, by device and inode.
// A --checkpoint naming a file that is no checkpoint is refused too (it was overwritten, then
// removed when the resumed search finished).
TEST(CliHostile, NoOutputReplacesAFileTheCommandReads) {
    test::ScratchDir dir;
    const std::string def = dir.file("s.tws"), expect = dir.file("e.txt"),
                      table = dir.file("t.twobit"), script = dir.file("v.js"),
                      notes = dir.file("notes.txt"), linked = dir.file("s-link.tws");
    fs::copy_file(std::string(TWOBIT_SOURCE_DIR) + "/tables/defs/skewb.tws", def);
    fs::create_hard_link(def, linked);
    test::write_file(expect, "1\n9\n54\n321\n1847\n9992\n50136\n227536\n870072\n1887748\n"
                             "623800\n2644\n");
    test::write_file(script, "/* stand-in player */\n");
    test::write_file(notes, "my notes\n");
    ASSERT_EQ(run_twobit("generate -q -o " + table, tables_env()).exit_code, 0);
    const std::string scrambles = dir.file("s.scr"), checkpoint = dir.file("ck.twobit");
    test::write_file(scrambles, "ScrambleAlgorithm one\nR U\nEnd\n");
    EXPECT_NE(run_twobit("generate -q --puzzle 2x2x2 -o " + dir.file("z.twobit") +
                             " --checkpoint " + checkpoint + " --checkpoint-every 0",
                         tables_env() + " TWOBIT_TEST_KILL_AFTER_DEPTH=3")
                  .exit_code,
              0);
    ASSERT_TRUE(fs::exists(checkpoint));
    fs::create_directories(dir.file("svgd"));
    const std::string pictured = dir.file("svgd/step-00.svg");
    fs::copy_file(table, pictured);
    // A table under a later step's name, in a folder of its own (a third round).
    fs::create_directories(dir.file("later"));
    const std::string later = dir.file("later/step-01.svg");
    fs::copy_file(table, later);
    const std::map<std::string, std::string> before = {{pictured, test::read_file(pictured)},
                                                       {later, test::read_file(later)},
                                                       {scrambles, test::read_file(scrambles)},
                                                       {checkpoint, test::read_file(checkpoint)},
                                                       {def, test::read_file(def)},
                                                       {expect, test::read_file(expect)},
                                                       {table, test::read_file(table)},
                                                       {script, test::read_file(script)},
                                                       {notes, test::read_file(notes)}};
    const std::pair<std::string, std::string> cases[] = {
        {"generate -q --def " + def + " -o " + def, "-o " + def + " is the definition file " + def},
        {"generate -q --def " + def + " -o " + linked, "is the definition file"},
        {"generate -q --def " + def + " --checkpoint " + def + " -o " + dir.file("x.twobit"),
         "--checkpoint " + def + " is the definition file"},
        {"generate -q --def " + def + " --plot " + def,
         "--plot " + def + " is the definition file"},
        {"verify -q --expect " + expect + " --plot " + expect, "is the --expect file"},
        {"solve -q --table " + table + " --viewer-js " + script + " --html " + table + " R",
         "--html " + table + " is the table " + table},
        {"solve -q --viewer-js " + script + " --html " + script + " R", "is the player script"},
        {"analyze --table " + table + " --svg " + table, "--svg " + table + " is the table"},
        {"solve -q --table " + pictured + " --svg " + dir.file("svgd") + " R",
         "writes its pictures over the table " + pictured},
        // The second round (2026-12-06): a definition named by --puzzle, the --scrambles file,
        // a table the command does not name, a page where the pictures go, another search's
        // checkpoint.
        {"generate -q --puzzle " + def + " -o " + def, "-o " + def + " is the definition file"},
        {"solve -q --scrambles " + scrambles + " --viewer-js " + script + " --html " + scrambles,
         "is the --scrambles file"},
        {"solve -q --viewer-js " + script + " --html " + table + " R",
         "--html " + table + " is a twobit table or checkpoint"},
        {"verify -q --plot " + table, "--plot " + table + " is a twobit table or checkpoint"},
        {"solve -q --viewer-js " + script + " --svg " + dir.file("svgd") + " --html " +
             dir.file("svgd/overview.svg") + " R",
         "writes its pictures over the --html page"},
        {"generate -q --puzzle 2x2x2 --checkpoint " + checkpoint + " -o " + dir.file("y.twobit"),
         "holds a checkpoint already: resume it with --resume " + checkpoint},
        // The third round: a later step's name, a checkpoint as -o.
        {"solve -q --svg " + dir.file("later") + " R", "--svg " + later + " is a twobit table"},
        {"generate -q --puzzle 2x2x2 -o " + checkpoint,
         "-o " + checkpoint + " holds a checkpoint of an unfinished search"},
        {"generate -q --checkpoint " + notes + " -o " + dir.file("y.twobit"),
         "--checkpoint " + notes + " is a file that is not a checkpoint"},
    };
    for (const auto& [args, message] : cases) {
        SCOPED_TRACE(args);
        const auto r = run_twobit(args, tables_env());
        EXPECT_EQ(r.exit_code, 2) << r.err;
        EXPECT_TRUE(contains(r.err, message)) << r.err;
    }
    for (const auto& [file, bytes] : before) EXPECT_EQ(test::read_file(file), bytes) << file;
    EXPECT_FALSE(fs::exists(dir.file("x.twobit")));
    EXPECT_FALSE(fs::exists(dir.file("y.twobit")));
    // A NUL in a position is shown, not the end of the message (what() is a C string).
    const auto nul = run_twobit("solve -q", tables_env(), std::string("R\0U\n", 4));
    EXPECT_TRUE(contains(nul.out, "'\\x00U' at column 2")) << nul.out;
}

// Control bytes of a position or an option are escaped wherever a message quotes them: a batch
// line cannot send a terminal escape sequence.
TEST(CliHostile, ControlBytesInInputAreEscapedInMessages) {
    const auto arg = run_twobit(std::string("solve \"R \x1b]0;PWN\x07 U\""), tables_env());
    EXPECT_EQ(arg.exit_code, 1);
    EXPECT_EQ(arg.out.find('\x1b'), std::string::npos) << arg.out;
    EXPECT_EQ(arg.out.find('\x07'), std::string::npos) << arg.out;
    EXPECT_TRUE(contains(arg.out, "\\x1b")) << arg.out;
    const auto batch = run_twobit("solve", tables_env(), std::string("R\nU \x1b[2J\n"));
    EXPECT_EQ(batch.out.find('\x1b'), std::string::npos) << batch.out;
    const auto option = run_twobit(std::string("solve --puzzle \"x\x1b[2Jy\" R"));
    EXPECT_EQ(option.exit_code, 2);
    EXPECT_EQ(option.err.find('\x1b'), std::string::npos) << option.err;
    EXPECT_TRUE(contains(option.err, "x\\x1b[2Jy")) << option.err;
}

// What stdout quotes is escaped too: a file name in "wrote", in info's and verify's reports; a
// C1 control (U+009B, a terminal's one-character escape) in a JSON string (a third round).
TEST(CliHostile, ReportsEscapeFileNamesAndJsonItsC1Controls) {
    test::ScratchDir dir;
    const std::string name = dir.file("g\x1b]0;pwn\x07\xc2\x9b.twobit");
    const auto g = run_twobit("generate -q -o '" + name + "'");
    ASSERT_EQ(g.exit_code, 0) << g.err;
    for (const auto& r : {g, run_twobit("info '" + name + "'"),
                          run_twobit("verify --quick --table '" + name + "'")}) {
        EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << r.out;
        EXPECT_EQ(r.out.find("\xc2\x9b"), std::string::npos) << r.out;
        EXPECT_TRUE(contains(r.out, "g\\x1b]0;pwn\\x07\\x9b.twobit")) << r.out;
    }
    const std::string file = dir.file("s.scr");
    test::write_file(file, "ScrambleAlgorithm a\xc2\x9b"
                           "b\nR U\nEnd\n");
    const auto j = run_twobit("solve --json --puzzle 2x2x2 --scrambles " + file, tables_env());
    EXPECT_EQ(j.exit_code, 0) << j.err;
    EXPECT_TRUE(contains(j.out, "\"name\":\"a\\u009bb\"")) << j.out;
}

// A relative tables folder would be made wherever twobit runs: refused, naming the variable.
TEST(CliHostile, ARelativeTablesFolderIsRefused) {
    test::ScratchDir dir;
    for (const char* env : {"TWOBIT_TABLES=rel/dir", "TWOBIT_TABLES='~/x'", "TWOBIT_TABLES=' '",
                            "TWOBIT_TABLES= HOME=relative"}) {
        const auto r = run_twobit("solve R", "-C " + dir.path() + " " + std::string(env));
        EXPECT_EQ(r.exit_code, 1) << env << ": " << r.err;
        EXPECT_TRUE(contains(r.err, "is not an absolute path")) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
    }
    EXPECT_TRUE(fs::is_empty(dir.path()));
}

// ulimit -v (RLIMIT_AS) counts in the memory available: a search that cannot fit is refused
// before it starts (it ran 47 s and ended "out of memory").
TEST(CliHostile, TheAddressSpaceLimitIsCountedBeforeASearch) {
    if (contains(run_twobit("--version").out, "AddressSanitizer"))
        GTEST_SKIP()
            << "AddressSanitizer reserves terabytes of address space: no ulimit -v under it";
    test::ScratchDir dir;
    const std::string out = dir.file("out"), err = dir.file("err");
    // Its 554 MB table cannot fit under 450 MB: refused at once, nothing written.
    const std::string command = "ulimit -v 450000; '" + std::string(TWOBIT_BINARY) +
                                "' generate -q --puzzle kociemba-phase1 -o " + dir.file("t") +
                                " >" + out + " 2>" + err;
    const int status = std::system(("timeout -k 5 120 bash -c \"" + command + "\"").c_str());
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 1) << test::read_file(err);
    EXPECT_TRUE(contains(test::read_file(err), "of memory available")) << test::read_file(err);
    EXPECT_FALSE(fs::exists(dir.file("t")));
}

// A lock anyone who can read the tables folder could take (flock on the folder) blocked every
// first-use build there for ever: the lock is now a file only its writers can open.
TEST(CliHostile, AReaderCannotBlockTheFirstUseBuilds) {
    test::ScratchDir dir;
    const int folder = ::open(dir.path().c_str(), O_RDONLY | O_DIRECTORY);
    ASSERT_GE(folder, 0);
    ASSERT_EQ(::flock(folder, LOCK_EX | LOCK_NB), 0);
    const auto r = run_twobit("solve --puzzle skewb R", "TWOBIT_TABLES=" + dir.path());
    ::close(folder);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_FALSE(contains(r.err, "waiting")) << r.err;
    EXPECT_TRUE(fs::exists(dir.file("skewb-htm.twobit")));
}

// A short word that is no move is a bad move, not a cube of one sticker (issue 57: "54
// facelets, not 1"); a second byte-order mark is shown, not invisible.
TEST(CliHostile, AShortBadWordIsABadMoveAndAByteOrderMarkIsShown) {
    // (Thistlethwaite's solver: it reads positions as the others do, and needs no search.)
    const auto q = run_twobit("solve --puzzle 3x3x3 --method thistlethwaite Q", tables_env());
    EXPECT_EQ(q.exit_code, 1);
    EXPECT_TRUE(contains(q.out, "unknown move token 'Q'")) << q.out;
    EXPECT_FALSE(contains(q.out, "facelets")) << q.out;
    test::ScratchDir dir;
    test::write_file(dir.file("bom.tws"),
                     "\xEF\xBB\xBF\xEF\xBB\xBFName X\nSet P 2 1\nSolved\nP\n1 2\n"
                     "End\nMove A\nP\n2 1\nEnd\n");
    const auto bom =
        run_twobit("generate -q --def " + dir.file("bom.tws") + " -o " + dir.file("t.twobit"));
    EXPECT_EQ(bom.exit_code, 1) << bom.err;
    EXPECT_TRUE(contains(bom.err, "<U+FEFF>")) << bom.err;
}

} // namespace twobit
