// Issue 43, "a puzzle person's first hour": which cube `twobit solve` answers without --puzzle
// (a sticker string's count, slices, wide turns and turns of D, L or B pick the 3x3x3; other
// face turns keep the default; a note names the puzzle on every stream, a stdin batch refuses
// a later line another puzzle claims; show and scramble choose alike), the 3x3x3's aliases and
// case-free metric names; and checkpoints: the resume hint repeats the options given (and, run
// verbatim, finishes the table at the user's -o), SIGTERM checkpoints as SIGINT does, and solve
// --table CHECKPOINT gives one hint that does not overwrite the checkpoint. Which cube was chosen
// is seen cheaply through --method, which only the 3x3x3's solver takes: its own error ("the
// 3x3x3's methods are ...") before any table is read or built, where the 2x2x2 says "--method does
// not apply to 2x2x2". The 3x3x3 solves themselves are in test_cli_cube3.cpp (they need its
// tables).
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <gtest/gtest.h>
#include <pty.h>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;

// The issue's scramble: face turns only, so it reads on both cubes.
constexpr const char* kFhScramble = "R U F' L2 D B' R2 U' F D2 L' B2 U R' F2 D' L B' U2 R";
// A 2x2x2 scramble as WCA's scrambler writes them: turns of U, R and F.
constexpr const char* kFhUrfScramble = "R U F' R2 U' F R U2 F2 R' U F'";
// A solved 3x3x3 as 54 stickers.
constexpr const char* kFhSolved54 = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
constexpr const char* kFhCube3Methods = "the 3x3x3's methods are";
constexpr const char* kFhNoMethodFor2 = "--method does not apply to 2x2x2";

test::CommandResult fh_solve(const std::string& args, const std::string& stdin_text = "") {
    return test::run_twobit("solve " + args, test::tables_env(), stdin_text);
}

std::string fh_quoted(const std::string& word) {
    return "'" + word + "'";
}

// Runs `sh -c command` with a pseudo-terminal as its standard input, output and error; returns
// its exit code and what it wrote to the terminal (the command redirects what it wants apart).
struct FhTerminalRun {
    int exit_code = -1;
    std::string terminal;
};

FhTerminalRun fh_run_on_terminal(const std::string& command) {
    FhTerminalRun run;
    int master = -1;
    const pid_t child = ::forkpty(&master, nullptr, nullptr, nullptr);
    if (child < 0) {
        ADD_FAILURE() << "forkpty: " << std::strerror(errno);
        return run;
    }
    if (child == 0) {
        ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    char buffer[4096];
    for (;;) { // until the child's end closes the terminal (EIO on Linux)
        const ssize_t n = ::read(master, buffer, sizeof buffer);
        if (n > 0) {
            run.terminal.append(buffer, static_cast<size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        break;
    }
    ::close(master);
    int status = 0;
    ::waitpid(child, &status, 0);
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return run;
}

// "twobit solve ARGS" with the test's tables, its stdout into out_file, on a terminal.
FhTerminalRun fh_solve_on_terminal(const std::string& args, const std::string& out_file) {
    return fh_run_on_terminal("env " + test::tables_env() + " " + fh_quoted(TWOBIT_BINARY) +
                              " solve " + args + " >" + fh_quoted(out_file) + " </dev/null");
}

// twobit ARGS (shell words) run in folder dir with env added and the test's tables: its exit
// code, stdout and stderr.
test::CommandResult fh_run_in(const std::string& dir, const std::string& args,
                              const std::string& env) {
    const std::string out = dir + "/fh-stdout", err = dir + "/fh-stderr";
    const std::string command = "cd " + fh_quoted(dir) + " && env " + test::tables_env() + " " +
                                env + " " + fh_quoted(TWOBIT_BINARY) + " " + args + " >" +
                                fh_quoted(out) + " 2>" + fh_quoted(err) + " </dev/null";
    const int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return {code, test::read_file(out), test::read_file(err)};
}

// The command after "go on with: " on the line that has it.
std::string fh_resume_hint(const std::string& err) {
    const std::string marker = "go on with: ";
    const size_t at = err.find(marker);
    if (at == std::string::npos) return "";
    const size_t start = at + marker.size();
    return err.substr(start, err.find('\n', start) - start);
}

} // namespace

constexpr const char* kFhAssumed2 =
    "twobit: assuming a 2x2x2 (nothing in the positions names a puzzle; --puzzle chooses another)";

// Issue 58: the note naming the puzzle goes to every stream (a script's too), -q hides it, and
// --json names the puzzle on every line.
TEST(CliFirstHourPuzzle, AFaceTurnScrambleIsTheDefaultWithANoteOnEveryStream) {
    const auto piped = fh_solve(std::string("\"") + kFhUrfScramble + "\"");
    ASSERT_EQ(piped.exit_code, 0) << piped.err;
    EXPECT_TRUE(contains(piped.out, " (")) << piped.out;
    EXPECT_EQ(test::count_occurrences(piped.err, kFhAssumed2), 1u) << piped.err;
    const auto quiet = fh_solve(std::string("-q \"") + kFhUrfScramble + "\"");
    EXPECT_EQ(quiet.out, piped.out);
    EXPECT_EQ(quiet.err, "");
    const auto json = fh_solve(std::string("--json \"") + kFhUrfScramble + "\"");
    EXPECT_TRUE(contains(json.out, "\"puzzle\":\"2x2x2\"")) << json.out;
    // On a terminal: the same answer on stdout, and the note once.
    test::ScratchDir dir;
    const auto shown =
        fh_solve_on_terminal(std::string("\"") + kFhUrfScramble + "\"", dir.file("out"));
    EXPECT_EQ(shown.exit_code, 0) << shown.terminal;
    EXPECT_EQ(test::read_file(dir.file("out")), piped.out);
    EXPECT_EQ(test::count_occurrences(shown.terminal, kFhAssumed2), 1u) << shown.terminal;
    // A puzzle named: no note. A position that says which cube it is: that cube, named.
    const auto named = fh_solve(std::string("--puzzle 2x2x2 \"") + kFhUrfScramble + "\"");
    EXPECT_EQ(named.exit_code, 0) << named.err;
    EXPECT_EQ(named.err, "");
    const auto stickers = fh_solve("UUUURRRRFFFFDDDDLLLLBBBB");
    EXPECT_EQ(stickers.exit_code, 0) << stickers.err;
    EXPECT_EQ(stickers.out, "(0)\n");
    EXPECT_EQ(stickers.err, "twobit: solving as a 2x2x2 (the positions read as one; --puzzle "
                            "chooses another)\n");
}

// The sticker string `show` prints under its net.
std::string shown_stickers(const std::string& out) {
    const size_t at = out.find("stickers ");
    if (at == std::string::npos) return "";
    return out.substr(at + 9, out.find('\n', at) - at - 9);
}

// scramble and show choose as solve does: show draws the cube the position reads as, scramble
// (no position) the default puzzle, saying so.
TEST(CliFirstHourPuzzle, ShowAndScrambleFollowSolvesRule) {
    for (const std::string& position : {std::string(kFhSolved54), std::string("R D")}) {
        SCOPED_TRACE(position);
        const auto r = test::run_twobit("show --color never \"" + position + "\"");
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(shown_stickers(r.out).size(), 54u) << r.out;
    }
    const auto small = test::run_twobit("show --color never \"R U\"");
    ASSERT_EQ(small.exit_code, 0) << small.err;
    EXPECT_EQ(shown_stickers(small.out).size(), 24u) << small.out;
    const auto scrambled = test::run_twobit("scramble --seed 1", test::tables_env());
    ASSERT_EQ(scrambled.exit_code, 0) << scrambled.err;
    EXPECT_TRUE(contains(
        scrambled.err, "twobit: 2x2x2 scrambles (the default puzzle); for another give --puzzle\n"))
        << scrambled.err;
    const auto named = test::run_twobit("scramble --seed 1 --puzzle 2x2x2", test::tables_env());
    EXPECT_EQ(named.out, scrambled.out);
    EXPECT_FALSE(contains(named.err, "default")) << named.err;
}

TEST(CliFirstHourPuzzle, FiftyFourStickersPickTheThreeByThree) {
    for (const std::string& stickers :
         {std::string(kFhSolved54),
          std::string("UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD "
                      "LLLLLLLLL BBBBBBBBB"),
          std::string("WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB")}) {
        SCOPED_TRACE(stickers);
        const auto r = fh_solve("--method bogus \"" + stickers + "\"");
        EXPECT_EQ(r.exit_code, 2);
        EXPECT_TRUE(contains(r.err, kFhCube3Methods)) << r.err;
    }
    // 24 stickers stay the 2x2x2's.
    const auto small = fh_solve("--method bogus UUUURRRRFFFFDDDDLLLLBBBB");
    EXPECT_EQ(small.exit_code, 2);
    EXPECT_TRUE(contains(small.err, kFhNoMethodFor2)) << small.err;
}

TEST(CliFirstHourPuzzle, FiftyFourStickersOnTheTwoByTwoSayWhichCubeTheyAre) {
    // --puzzle 2x2x2 given: still refused, now with the way to the 3x3x3.
    const auto r = fh_solve("--puzzle 2x2x2 --input stickers "
                            "WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB");
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_TRUE(contains(r.out, "a 2x2x2 has 24 (54 are a 3x3x3's: give --puzzle 3x3x3)")) << r.out;
}

// Moves only a 3x3x3 scramble has pick it: slices, wide turns, and (a decision: a 2x2x2
// scramble turns U, R and F) turns of D, L or B, as in a WCA 3x3x3 scramble (issue 58).
TEST(CliFirstHourPuzzle, SlicesWideTurnsAndDLBPickTheThreeByThreeURFAndRotationsDoNot) {
    for (const char* moves : {"R M U", "E2 R", "S' U", "Rw U", "r U", "R u2", "F Uw'", "R D", "L",
                              "B2 U", kFhScramble}) {
        SCOPED_TRACE(moves);
        const auto r = fh_solve(std::string("--method bogus \"") + moves + "\"");
        EXPECT_EQ(r.exit_code, 2);
        EXPECT_TRUE(contains(r.err, kFhCube3Methods)) << r.err;
    }
    for (const char* moves : {"R U", "x R y' U2", kFhUrfScramble}) {
        SCOPED_TRACE(moves);
        const auto r = fh_solve(std::string("--method bogus \"") + moves + "\"");
        EXPECT_EQ(r.exit_code, 2);
        EXPECT_TRUE(contains(r.err, kFhNoMethodFor2)) << r.err;
    }
    // A named puzzle wins: a slice on the 2x2x2 stays its error.
    const auto named = fh_solve("--puzzle 2x2x2 \"R M\"");
    EXPECT_EQ(named.exit_code, 1);
    EXPECT_TRUE(contains(named.out, "unknown move token 'M' at column 3 (a slice: only the "
                                    "3x3x3 has one; give --puzzle 3x3x3)"))
        << named.out;
    // A later line of a 2x2x2 batch with a slice: another puzzle's line, refused naming both.
    const auto later = fh_solve("", "R U\nR E2\n");
    EXPECT_EQ(later.exit_code, 1);
    EXPECT_TRUE(contains(later.out, "invalid: 'R E2' is a 3x3x3's position, and this batch is "
                                    "solved as 2x2x2 positions"))
        << later.out;
    // Not a slice: no pointer.
    const auto other = fh_solve("--puzzle 2x2x2 \"R Mw\"");
    EXPECT_FALSE(contains(other.out, "a slice")) << other.out;
}

TEST(CliFirstHourPuzzle, ArgumentsOfTwoCubesAreAUsageErrorStdinGoesByItsFirstLine) {
    const auto both = fh_solve(std::string("UUUURRRRFFFFDDDDLLLLBBBB ") + kFhSolved54);
    EXPECT_EQ(both.exit_code, 2);
    EXPECT_TRUE(contains(both.err, "a 2x2x2's position")) << both.err;
    EXPECT_TRUE(contains(both.err, "a 3x3x3's: solve each in a command of its own, with --puzzle")) << both.err;
    // Undecided arguments go with the one that decides.
    const auto mixed = fh_solve("--method bogus \"R U\" \"M U\"");
    EXPECT_TRUE(contains(mixed.err, kFhCube3Methods)) << mixed.err;
    // Standard input: the first position decides (comments and blank lines are no position).
    const auto first3 = fh_solve("--method bogus", "# scrambles\n\nM U\nR U\n");
    EXPECT_EQ(first3.exit_code, 2);
    EXPECT_TRUE(contains(first3.err, kFhCube3Methods)) << first3.err;
    const auto first2 = fh_solve("", "R U\nUUUURRRRFFFFDDDDLLLLBBBB\n");
    EXPECT_EQ(first2.exit_code, 0) << first2.err;
    EXPECT_EQ(first2.out, "U' R' (2)\n(0)\n");
    EXPECT_EQ(test::count_occurrences(first2.err, kFhAssumed2), 1u) << first2.err;
    // Each later line is checked: one another puzzle claims is refused, naming both, and the
    // rest of the batch is answered (issue 58: it was solved as the first line's puzzle).
    const auto batch =
        fh_solve("--json", std::string("R U\n") + kFhSolved54 + "\nR' U'\nR D\nR U\n");
    EXPECT_EQ(batch.exit_code, 1);
    EXPECT_EQ(test::count_occurrences(batch.out, "\"puzzle\":\"2x2x2\""), 5u) << batch.out;
    EXPECT_EQ(test::count_occurrences(batch.out, "this batch is solved as 2x2x2 positions (the "
                                                 "default puzzle: its first line named none): "
                                                 "solve it apart with --puzzle 3x3x3"),
              2u)
        << batch.out;
    EXPECT_EQ(test::count_occurrences(batch.out, "\"solution\""), 3u) << batch.out;
}

// Issue 58: a sticker string given unquoted reaches solve as six arguments, each a face's
// stickers and each also a run of turns; refused with the quoted form, never six answers.
TEST(CliFirstHourPuzzle, AStickerStringSplitBySixIsRefusedWithItsQuotedForm) {
    for (const std::string& puzzle : {std::string(), std::string("--puzzle 3x3x3 ")}) {
        const auto r =
            fh_solve(puzzle + "UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB");
        EXPECT_EQ(r.exit_code, 2);
        EXPECT_EQ(r.out, "");
        EXPECT_TRUE(contains(r.err, "the six arguments are a 3x3x3's stickers face by face, split "
                                    "apart by the shell: quote them as one position, "
                                    "\"UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL "
                                    "BBBBBBBBB\""))
            << r.err;
    }
    const auto small = fh_solve("UUUU RRRR FFFF DDDD LLLL BBBB");
    EXPECT_EQ(small.exit_code, 2);
    EXPECT_TRUE(contains(small.err, "a 2x2x2's stickers face by face")) << small.err;
    // Six positions that are no sticker string stay six positions.
    const auto six = fh_solve("R U F R U F");
    EXPECT_EQ(six.exit_code, 0) << six.err;
    EXPECT_EQ(test::count_occurrences(six.out, "(1)"), 6u) << six.out;
}

TEST(CliFirstHourPuzzle, ThreeByThreeAliasesAndCaseFreeMetrics) {
    for (const char* alias : {"3x3", "333", "rubik", "RUBIK", "Rubiks-Cube", "3X3X3"}) {
        SCOPED_TRACE(alias);
        const auto r = fh_solve(std::string("--puzzle ") + alias + " --method bogus R");
        EXPECT_EQ(r.exit_code, 2);
        EXPECT_TRUE(contains(r.err, kFhCube3Methods)) << r.err;
    }
    const auto qtm = fh_solve("--metric QTM \"R2 U\"");
    EXPECT_EQ(qtm.exit_code, 0) << qtm.err;
    EXPECT_EQ(qtm.out, "U' R2 (3)\n");
    const auto htm = fh_solve("--metric Htm --json \"R2 U\"");
    EXPECT_EQ(htm.exit_code, 0) << htm.err;
    EXPECT_TRUE(contains(htm.out, "\"length\":2")) << htm.out;
    // The lowered name is the one written into a table's name and header.
    test::ScratchDir dir;
    const auto gen = test::run_twobit("generate -q --json --puzzle 2x2 --metric HALF -o " +
                                      dir.file("t.twobit"));
    EXPECT_EQ(gen.exit_code, 0) << gen.err;
    EXPECT_TRUE(contains(gen.out, "\"metric\":\"half\"")) << gen.out;
}

TEST(CliFirstHourCheckpoint, TheResumeHintRunVerbatimFinishesTheTableAtTheUsersOutput) {
    test::ScratchDir dir;
    // Relative names, as a user types them, with a space and a quote for the hint to quote.
    const auto stopped =
        fh_run_in(dir.path(),
                  "generate -q --json --puzzle 3x3x3-corners --threads 2 --strategy push "
                  "--max-memory 4G -o \"my table's.twobit\" --checkpoint "
                  "c.twobit --checkpoint-every 1h",
                  "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=4");
    EXPECT_EQ(stopped.exit_code, 130) << stopped.err;
    const std::string hint = fh_resume_hint(stopped.err);
    // The program as it was run (an absolute path here: program_name.hpp).
    const std::string program = TWOBIT_BINARY;
    ASSERT_EQ(hint.rfind(program + " generate --resume c.twobit", 0), 0u) << stopped.err;
    for (const char* part :
         {" -o 'my table'\\''s.twobit'", " --puzzle 3x3x3-corners", " --threads 2",
          " --strategy push", " --max-memory 4G", " --checkpoint-every 1h", " -q", " --json"})
        EXPECT_TRUE(contains(hint, part)) << hint << " lacks" << part;
    EXPECT_TRUE(
        contains(stopped.out, "\"resume_command\":\"" + program + " generate --resume c.twobit"))
        << stopped.out;
    EXPECT_FALSE(std::filesystem::exists(dir.file("my table's.twobit")));
    // The hint as a user pastes it, in the folder the first command ran in.
    const auto done = fh_run_in(dir.path(), hint.substr(program.size() + 1), "");
    EXPECT_EQ(done.exit_code, 0) << hint << "\n" << done.err;
    EXPECT_TRUE(test::read_file(dir.file("my table's.twobit")) ==
                test::read_file(test::generated_table("3x3x3-corners", "htm")));
}

TEST(CliFirstHourCheckpoint, SigtermWritesACheckpointAsSigintDoes) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    const std::string err = dir.file("err");
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        const int fd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || ::dup2(fd, STDERR_FILENO) < 0) ::_exit(126);
        ::execl(TWOBIT_BINARY, "twobit", "generate", "--puzzle", "3x3x3-corners", "-t", "1", "-o",
                table.c_str(), "--checkpoint", checkpoint.c_str(), "--checkpoint-every", "1h",
                static_cast<char*>(nullptr));
        ::_exit(127);
    }
    // SIGTERM (kill, timeout, systemd) once the search is under way: the interval is far off,
    // so only the signal can write the checkpoint.
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!contains(test::read_file(err), "depth 3") && std::chrono::steady_clock::now() < give_up)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    ::kill(child, SIGTERM);
    int status = 0;
    ::waitpid(child, &status, 0);
    const std::string text = test::read_file(err);
    ASSERT_TRUE(WIFEXITED(status)) << "ended by signal " << WTERMSIG(status) << "\n" << text;
    EXPECT_EQ(WEXITSTATUS(status), 130) << text;
    EXPECT_TRUE(contains(text, "stopping at the end of the depth being searched (the one after the "
                               "last printed) with a checkpoint"))
        << text;
    EXPECT_TRUE(contains(text, "go on with: twobit generate --resume " + checkpoint)) << text;
    EXPECT_FALSE(std::filesystem::exists(table));
    ASSERT_TRUE(std::filesystem::exists(checkpoint));
    const auto resumed = test::run_twobit("generate -q -o " + table + " --resume " + checkpoint);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_TRUE(test::read_file(table) ==
                test::read_file(test::generated_table("3x3x3-corners", "htm")));
}

TEST(CliFirstHourCheckpoint, SolveWithACheckpointAsTableGivesOneHintThatKeepsIt) {
    test::ScratchDir dir;
    const std::string checkpoint = dir.file("c.twobit");
    ASSERT_EQ(test::run_twobit("generate -q --puzzle 2x2x2 -o " + dir.file("t.twobit") +
                                   " --checkpoint " + checkpoint + " --checkpoint-every 0",
                               "TWOBIT_TEST_KILL_AFTER_DEPTH=4")
                  .exit_code,
              128 + SIGKILL);
    const std::string before = test::read_file(checkpoint);
    const std::string tables = dir.file("tables");
    const auto r =
        test::run_twobit("solve --table " + checkpoint + " R", "TWOBIT_TABLES=" + tables);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(test::count_occurrences(r.err, "twobit generate"), 1u) << r.err;
    EXPECT_FALSE(contains(r.err, "to rebuild it")) << r.err;
    const std::string own = tables + "/2x2x2-htm.twobit";
    const std::string finish = "twobit generate --resume " + checkpoint + " -o " + own;
    ASSERT_TRUE(contains(r.err, finish + "; then give --table " + own)) << r.err;
    // The hint works: the table lands where solve then reads it, the checkpoint untouched by
    // solve.
    EXPECT_EQ(test::read_file(checkpoint), before);
    const auto done = test::run_twobit("generate -q --resume " + checkpoint + " -o " + own,
                                       "TWOBIT_TABLES=" + tables);
    ASSERT_EQ(done.exit_code, 0) << done.err;
    const auto solved = test::run_twobit("solve --table " + own + " R", "TWOBIT_TABLES=" + tables);
    EXPECT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(solved.out, "R' (1)\n");
}

} // namespace twobit
