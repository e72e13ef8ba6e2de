// The command line against a sixth adversarial round (issue 57): outputs named as the files
// behind the standard streams, the player script as a huge file or a folder, the tables
// folder's listing and removals (checkpoints, definitions' ids, links, escapes), byte-order
// marks in every input, megabyte move names, a space deeper than a table and a relative HOME.
#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>

#include "test_support.hpp"

namespace twobit {

namespace {

namespace fs = std::filesystem;
using test::contains;
using test::run_twobit;

struct ShellResult {
    int exit_code;
    std::string err;
};

// `script` run by bash in `dir` with TWOBIT set to the program and TWOBIT_TABLES to the test's
// tables folder (unless the script sets another); stderr collected.
ShellResult run_in(const test::ScratchDir& dir, const std::string& script) {
    test::write_file(dir.file("script.sh"), script);
    const std::string command = "cd '" + dir.path() + "' && timeout -k 5 300 env " +
                                test::tables_env() + " TWOBIT='" + std::string(TWOBIT_BINARY) +
                                "' bash script.sh 2>stderr.txt </dev/null";
    const int status = std::system(command.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status),
            test::read_file(dir.file("stderr.txt"))};
}

} // namespace

// `--plot /dev/stdout >> build.log` replaced the log with the picture (and the command's own
// lines), exit 0; `solve --html NAME < NAME-2` replaced the positions it was reading.
TEST(CliHostileStreams, AnOutputThatIsAStandardStreamsFileIsRefused) {
    test::ScratchDir dir;
    test::write_file(dir.file("build.log"), "important log\n");
    test::write_file(dir.file("err.log"), "earlier\n");
    test::write_file(dir.file("scr-2.txt"), "R U\nF\n");
    test::write_file(dir.file("v.js"), "var x = 1;\n");
    for (const std::string& command :
         {std::string("\"$TWOBIT\" verify -q --gens RU --plot /dev/stdout >> build.log"),
          std::string("\"$TWOBIT\" verify -q --gens RU --plot /dev/stderr 2>> err.log"),
          std::string("\"$TWOBIT\" solve -q --html scr.txt --viewer-js v.js < scr-2.txt"),
          std::string("\"$TWOBIT\" show --svg /dev/stdout R >> build.log")}) {
        const ShellResult r = run_in(dir, command + "\necho \"rc $?\" >> rc.txt\n");
        EXPECT_TRUE(contains(test::read_file(dir.file("rc.txt")), "rc 1")) << command;
        fs::remove(dir.file("rc.txt"));
    }
    // (show prints its net before it writes the picture: appended, and nothing replaced.)
    const std::string log = test::read_file(dir.file("build.log"));
    EXPECT_EQ(log.rfind("important log\n", 0), 0u) << log;
    EXPECT_FALSE(contains(log, "<svg")) << log;
    EXPECT_EQ(test::read_file(dir.file("scr-2.txt")), "R U\nF\n");
    const std::string err = test::read_file(dir.file("err.log"));
    EXPECT_EQ(err.rfind("earlier\n", 0), 0u) << err;
    EXPECT_TRUE(contains(err, "it is the file standard error goes to")) << err;
    // An input that is also on standard input is no output: compared with the outputs, it is
    // not refused (the check is the writer's, not the comparison's).
    test::write_file(dir.file("tiny.tws"), "Set P 3 1\nSolved\nP\n1 2 3\nEnd\nMove A\nP\n2 1 3\n"
                                           "End\nMove B\nP\n1 3 2\nEnd\n");
    run_in(dir, "\"$TWOBIT\" generate -q --def tiny.tws -o t.twobit --plot p.svg < tiny.tws\necho "
                "\"rc $?\" > "
                "rc.txt\n");
    EXPECT_EQ(test::read_file(dir.file("rc.txt")), "rc 0\n")
        << test::read_file(dir.file("stderr.txt"));
    EXPECT_TRUE(fs::exists(dir.file("p.svg")));
}

// A sparse file of 65 MiB was read whole (a 3 GiB one took 9 GB and more than a minute); a
// folder was reported as "cannot write /tmp".
TEST(CliHostileStreams, ThePlayerScriptIsReadWithinALimitAndOnlyAsAFile) {
    test::ScratchDir dir;
    fs::resize_file((test::write_file(dir.file("big.js"), ""), dir.file("big.js")),
                    uint64_t{65} << 20);
    const auto big = run_twobit("solve --html " + dir.file("p.html") + " --viewer-js " +
                                dir.file("big.js") + " R");
    EXPECT_EQ(big.exit_code, 1) << big.err;
    EXPECT_TRUE(contains(big.err, "more than the limit")) << big.err;
    const auto folder =
        run_twobit("solve --html " + dir.file("p.html") + " --viewer-js " + dir.path() + " R");
    EXPECT_EQ(folder.exit_code, 1) << folder.err;
    EXPECT_TRUE(contains(folder.err, "it is a folder, not a regular file")) << folder.err;
    EXPECT_FALSE(contains(folder.err, "cannot write")) << folder.err;
    EXPECT_FALSE(fs::exists(dir.file("p.html")));
}

// `tables --remove 3x3x3-corners` removed an unfinished search's checkpoint with the tables;
// `--remove def:NAME` (the id as listed) was "no table file named"; the listing showed no
// file names, a checkpoint as "DIFFERS from the reference", a link as a table, and control
// bytes of file names raw.
TEST(CliHostileStreams, TablesListsFilesAndRemovesByIdNoCheckpoint) {
    test::ScratchDir dir;
    const std::string tables = dir.file("tables");
    const std::string env = "TWOBIT_TABLES=" + tables;
    fs::create_directories(tables);
    fs::copy_file(test::generated_table("2x2x2", "htm"), tables + "/2x2x2-htm.twobit");
    const auto stopped = run_twobit("generate -q -o " + dir.file("t.twobit") + " --checkpoint " +
                                        tables + "/run.twobit --checkpoint-every 1h",
                                    env + " TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=5");
    ASSERT_EQ(stopped.exit_code, 130) << stopped.err;
    test::write_file(dir.file("tiny.tws"), "Name Tiny\nSet P 3 1\nSolved\nP\n1 2 3\nEnd\n"
                                           "Move A\nP\n2 1 3\nEnd\nMove B\nP\n1 3 2\nEnd\n");
    ASSERT_EQ(run_twobit("generate -q --def " + dir.file("tiny.tws"), env).exit_code, 0);
    fs::create_symlink(tables + "/2x2x2-htm.twobit", tables + "/link.twobit");
    test::write_file(tables + "/x\x1b]0;PWN\a.twobit", "junk\n");
    const auto listed = run_twobit("tables", env);
    EXPECT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_TRUE(contains(listed.out, "2x2x2-htm.twobit  God's number 11")) << listed.out;
    EXPECT_TRUE(contains(listed.out, "run.twobit  depths 0 to 5 searched, unfinished"))
        << listed.out;
    EXPECT_TRUE(contains(listed.out, "link.twobit  God's number 11, matches the reference "
                                     "(two independent publications) (a symbolic link)"))
        << listed.out;
    EXPECT_TRUE(contains(listed.out, "x\\x1b]0;PWN\\x07.twobit  refused")) << listed.out;
    EXPECT_FALSE(contains(listed.out, "\x1b")) << listed.out;
    // By id: the table goes, the checkpoint and the link stay (a link is never removed:
    // refused, nothing removed, when an id names one).
    const auto by_id = run_twobit("tables --remove def:Tiny", env);
    EXPECT_EQ(by_id.exit_code, 0) << by_id.err;
    EXPECT_TRUE(contains(by_id.out, "removed ")) << by_id.out;
    const auto with_link = run_twobit("tables --remove 2x2x2", env);
    EXPECT_EQ(with_link.exit_code, 1) << with_link.out;
    EXPECT_TRUE(contains(with_link.err, "is a symbolic link")) << with_link.err;
    fs::remove(tables + "/link.twobit");
    const auto removed = run_twobit("tables --remove 2x2x2", env);
    EXPECT_EQ(removed.exit_code, 0) << removed.err;
    EXPECT_FALSE(fs::exists(tables + "/2x2x2-htm.twobit"));
    EXPECT_TRUE(fs::exists(tables + "/run.twobit"));
    EXPECT_EQ(run_twobit("tables --remove run.twobit", env).exit_code, 0);
    EXPECT_FALSE(fs::exists(tables + "/run.twobit"));
}

// Only the first line of stdin, definitions and --expect files skipped a byte-order mark:
// the first line on stdin was invalid and fixed the batch's puzzle, a scramble file was
// refused at line 1.
TEST(CliHostileStreams, AByteOrderMarkIsSkippedInEveryInput) {
    test::ScratchDir dir;
    const auto piped = run_twobit("solve", "",
                                  "\xEF\xBB\xBF"
                                  "R U\nR\n");
    EXPECT_EQ(piped.exit_code, 0) << piped.err;
    EXPECT_EQ(piped.out, "U' R' (2)\nR' (1)\n") << piped.out;
    test::write_file(dir.file("s.txt"), "\xEF\xBB\xBFScrambleAlgorithm a\r\nR U\r\nEnd\r\n");
    const auto scrambles = run_twobit("solve --scrambles " + dir.file("s.txt"));
    EXPECT_EQ(scrambles.exit_code, 0) << scrambles.err;
    EXPECT_EQ(scrambles.out, "U' R' (2)\n");
    test::write_file(dir.file("e.txt"),
                     "\xEF\xBB\xBF[1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, "
                     "623800, 2644]\n");
    const auto expected = run_twobit("verify -q --expect " + dir.file("e.txt"));
    EXPECT_EQ(expected.exit_code, 0) << expected.err;
}

// A 1 MB move name cost 532 MB in "did you mean" (a row per byte of every name) and a 1 MB
// message; under a memory limit, an "internal: std::bad_alloc" answer.
TEST(CliHostileStreams, AMegabyteMoveNameCostsNeitherMemoryNorAMegabyteMessage) {
    test::ScratchDir dir;
    test::write_file(dir.file("long.tws"), "Set P 3 1\nSolved\nP\n1 2 3\nEnd\nMove " +
                                               std::string(1000000, 'A') +
                                               "\nP\n2 1 3\nEnd\nMove B\nP\n1 3 2\nEnd\n");
    const std::string word(64, 'Q');
    const auto solved = run_twobit("solve --def " + dir.file("long.tws") + " " + word);
    EXPECT_EQ(solved.exit_code, 1) << solved.err;
    EXPECT_TRUE(contains(solved.out + solved.err, "unknown move")) << solved.out;
    EXPECT_LT(solved.out.size() + solved.err.size(), 2000u);
    const auto gens = run_twobit("generate -q --def " + dir.file("long.tws") + " --gens " + word);
    EXPECT_EQ(gens.exit_code, 2) << gens.err;
    EXPECT_TRUE(contains(gens.err, "--gens: no move named")) << gens.err;
    EXPECT_LT(gens.err.size(), 2000u);
}

// A space deeper than a table holds ends with "God's number above 63", exit 1, "writing
// nothing": the checkpoint it wrote on the way was left behind, and resuming it failed again.
TEST(CliHostileStreams, ASpaceTooDeepForATableLeavesNoCheckpoint) {
    test::ScratchDir dir;
    // Two 100-cycles on sets of their own, one piece each: 100 x 100 states, God's number 99
    // in qtm (50 + 50 with inverses), deeper than a table's 63 levels.
    std::string cycle, solved;
    for (int i = 1; i <= 100; ++i) cycle += std::to_string(i % 100 + 1) + (i < 100 ? " " : "");
    solved = "1";
    for (int i = 1; i < 100; ++i) solved += " 2";
    test::write_file(dir.file("deep.tws"), "Set P 100 1\nSet Q 100 1\nSolved\nP\n" + solved +
                                               "\nQ\n" + solved + "\nEnd\nMove A\nP\n" + cycle +
                                               "\nEnd\nMove B\nQ\n" + cycle + "\nEnd\n");
    const auto r = run_twobit("generate -q --def " + dir.file("deep.tws") + " --metric qtm -o " +
                              dir.file("deep.twobit") + " --checkpoint " + dir.file("deep.ckpt") +
                              " --checkpoint-every 0");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, "63")) << r.err;
    EXPECT_FALSE(fs::exists(dir.file("deep.ckpt")));
    EXPECT_FALSE(fs::exists(dir.file("deep.twobit")));
}

// A relative HOME was refused with the advice HOME="$HOME/twobit-tables", which names the
// same relative folder.
TEST(CliHostileStreams, ARelativeHomeAdvisesAnAbsoluteTablesFolder) {
    const auto r = run_twobit("tables", "-u TWOBIT_TABLES -u XDG_DATA_HOME HOME=relhome");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, "set TWOBIT_TABLES to an absolute folder")) << r.err;
}

// A FIFO planted at the tables folder's lock name hung every first-use build for ever (the
// open for writing waited for a reader).
TEST(CliHostileStreams, AFifoAtTheLocksNameIsNoLock) {
    test::ScratchDir dir;
    const std::string tables = dir.file("tables");
    fs::create_directories(tables);
    ASSERT_EQ(::mkfifo((tables + "/.twobit-lock").c_str(), 0666), 0);
    const auto r = run_twobit("solve -q R", "TWOBIT_TABLES=" + tables);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "R' (1)\n");
}

// A table of another move set at --table was "damaged" with the advice to generate over it
// (`-o THE_GOOD_FILE`); a table built at a --table of the user's left a lock file there.
TEST(CliHostileStreams, ATableOfAnotherMoveSetIsNotOfferedForRebuilding) {
    test::ScratchDir dir;
    const std::string good = dir.file("good.twobit");
    fs::copy_file(test::generated_table("2x2x2", "htm"), good);
    const auto r = run_twobit("solve -q --gens RU --table " + good + " \"R U\"");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, "give --table a table of")) << r.err;
    EXPECT_FALSE(contains(r.err, "-o " + good)) << r.err;
    EXPECT_EQ(test::read_file(good), test::read_file(test::generated_table("2x2x2", "htm")));
    const auto built =
        run_twobit("solve -q --gens RU --table " + dir.file("mine/ru.twobit") + " R");
    EXPECT_EQ(built.exit_code, 0) << built.err;
    EXPECT_TRUE(fs::exists(dir.file("mine/ru.twobit")));
    EXPECT_FALSE(fs::exists(dir.file("mine/.twobit-lock")));
}

// A definition of 49 moves that act alike (x, y and z are rotations, not moves) has 49^4
// optimal solutions of a four-move position:
// --all kept them all (and compared each with every other) before printing one, 3.5 GB and
// more. Without --max-solutions it stops at 100,000, printed as they were found.
TEST(CliHostileStreams, AllStopsAtAHundredThousandSolutionsUnlessToldOtherwise) {
    test::ScratchDir dir;
    std::string text = "Name Dup\nSet C 10 1\nSolved\nC\n1 2 3 4 5 6 7 8 9 10\nEnd\n";
    const std::string letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const char name : letters)
        text += std::string("Move ") + name + "\nC\n2 3 4 5 6 7 8 9 10 1\nEnd\n";
    test::write_file(dir.file("dup.tws"), text);
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    const auto r =
        run_twobit("solve -q --def " + dir.file("dup.tws") + " --metric qtm --all \"a a\"", env);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 49 * 49 + 1) << r.out.substr(0, 200);
    EXPECT_TRUE(contains(r.out, "(2, 2401 solutions)\n")) << r.out.substr(r.out.size() - 100);
    const auto capped = run_twobit(
        "solve -q --def " + dir.file("dup.tws") + " --metric qtm --all \"a a a a\"", env);
    EXPECT_EQ(capped.exit_code, 0) << capped.err;
    EXPECT_TRUE(contains(capped.out, "(4, 100000 solutions)\n"))
        << capped.out.substr(capped.out.size() - 100);
}

// Messages that named the wrong problem: a huge set size was "not a non-negative integer",
// run-together clock moves "the amount must be 0..11 hours", an over-long time limit did not
// say the largest, emoji stickers were counted as 92 bytes.
TEST(CliHostileStreams, MessagesNameTheRealProblem) {
    test::ScratchDir dir;
    test::write_file(dir.file("big.tws"), "Set P 2 4294967297\nSolved\nP\n1 2\nEnd\n");
    const auto set = run_twobit("list --def " + dir.file("big.tws"));
    EXPECT_EQ(set.exit_code, 1) << set.err;
    EXPECT_TRUE(contains(set.err, "4294967297 is out of range")) << set.err;
    const auto clock = run_twobit("solve --puzzle clock UR3+UR3+");
    EXPECT_EQ(clock.exit_code, 1);
    EXPECT_TRUE(contains(clock.out, "moves are separated by spaces")) << clock.out;
    const auto limit = run_twobit("solve --puzzle 3x3x3 --time-limit 100000000 R");
    EXPECT_EQ(limit.exit_code, 2);
    EXPECT_TRUE(contains(limit.err, "at most 10000000")) << limit.err;
    std::string emoji;
    for (int i = 0; i < 24; ++i) emoji += "\xF0\x9F\x9F\xA5"; // a large red square
    const auto stickers = run_twobit("solve --puzzle 2x2x2 --input stickers " + emoji);
    EXPECT_EQ(stickers.exit_code, 1);
    EXPECT_TRUE(contains(stickers.out, "characters outside ASCII")) << stickers.out;
}

} // namespace twobit
