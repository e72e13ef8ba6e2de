// generate --checkpoint / --resume: a search killed after level k (for many k, every puzzle
// shape the search has: list levels, bitset pushes, pulls) or at a moment the test picks,
// then resumed, writes a table byte-identical to an uninterrupted search; an interrupt
// writes a checkpoint at the end of its level and exits 130 with the table not written;
// checkpoints are refused where a table is wanted and the other way round; bad options and
// damaged or foreign checkpoints are refused by name.
#include <chrono>
#include <csignal>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <unistd.h>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::contains;
using test::run_twobit;

namespace {

constexpr int kKilled = 128 + SIGKILL; // run_twobit's code for a process killed by SIGKILL

// generate killed right after depth k with a checkpoint at every level, then resumed with
// `resume_args`: the resumed table must be the reference's bytes.
void kill_and_resume(const std::string& puzzle, const std::string& metric, int k,
                     const std::string& first_args, const std::string& resume_args) {
    SCOPED_TRACE(puzzle + " " + metric + " killed after depth " + std::to_string(k) + " (" +
                 first_args + " / " + resume_args + ")");
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    const auto killed =
        run_twobit("generate -q --puzzle " + puzzle + " --metric " + metric + " -o " + table +
                       " --checkpoint " + checkpoint + " --checkpoint-every 0 " + first_args,
                   "TWOBIT_TEST_KILL_AFTER_DEPTH=" + std::to_string(k));
    ASSERT_EQ(killed.exit_code, kKilled) << killed.err;
    EXPECT_FALSE(std::filesystem::exists(table)); // nothing but the checkpoint written
    const auto header = run_twobit("info --json " + checkpoint);
    EXPECT_NE(header.exit_code, 0); // a checkpoint is no table
    EXPECT_TRUE(contains(header.err, "checkpoint of an unfinished search (depths 0 to " +
                                         std::to_string(k) + " complete)"))
        << header.err;
    const auto resumed =
        run_twobit("generate --json -o " + table + " --resume " + checkpoint + " " + resume_args);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_TRUE(contains(resumed.err, "resuming from " + checkpoint + ": depths 0 to " +
                                          std::to_string(k) + " complete"))
        << resumed.err;
    EXPECT_EQ(nlohmann::json::parse(resumed.out)["resumed"], true);
    EXPECT_TRUE(test::read_file(table) == test::read_file(test::generated_table(puzzle, metric)));
}

} // namespace

TEST(CliCheckpoint, TheTwoByTwoKilledAfterEveryDepthResumesToTheSameBytes) {
    // God's number 11 (htm) and 14 (qtm): every level, the last one included (depth 0 is
    // the solved state alone: no level ends there, no checkpoint).
    for (int k = 1; k <= 11; ++k) kill_and_resume("2x2x2", "htm", k, "-t 2", "-t 2");
    for (int k : {1, 6, 13, 14}) kill_and_resume("2x2x2", "qtm", k, "-t 1", "-t 2");
}

TEST(CliCheckpoint, ResumingWithOtherThreadsAndStrategiesGivesTheSameBytes) {
    // The corners and the 2x2x2: list levels, then bitset pushes, then pulls; resumed levels
    // always scan.
    kill_and_resume("3x3x3-corners", "htm", 4, "-t 2", "-t 1 --strategy pull");
    kill_and_resume("2x2x2", "qtm", 7, "-t 1 --strategy push", "-t 2");
    kill_and_resume("skewb", "htm", 5, "-t 2 --strategy pull", "-t 2 --strategy push");
}

TEST(CliCheckpoint, AKillAtAnyMomentLeavesACheckpointThatResumes) {
    // A real SIGKILL from outside, at moments after the first checkpoint (within a level, or
    // within a checkpoint's write: the last complete one stays).
    for (int delay_ms : {0, 40, 120}) {
        SCOPED_TRACE("killed " + std::to_string(delay_ms) + " ms after the first checkpoint");
        test::ScratchDir dir;
        const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            ::execl(TWOBIT_BINARY, "twobit", "generate", "-q", "--puzzle", "3x3x3-corners", "-t",
                    "1", "-o", table.c_str(), "--checkpoint", checkpoint.c_str(),
                    "--checkpoint-every", "0", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!std::filesystem::exists(checkpoint) && std::chrono::steady_clock::now() < give_up)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        ASSERT_TRUE(std::filesystem::exists(checkpoint));
        const auto resumed = run_twobit("generate -q -o " + table + " --resume " + checkpoint);
        ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
        EXPECT_TRUE(test::read_file(table) ==
                    test::read_file(test::generated_table("3x3x3-corners", "htm")));
    }
}

TEST(CliCheckpoint, AnInterruptWritesACheckpointAtTheEndOfItsLevelAndExits130) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    // A SIGINT raised within depth 5 (through the real handler); the interval is far off,
    // so the interrupt alone writes it.
    const auto stopped = run_twobit("generate --json --puzzle 3x3x3-corners -o " + table +
                                        " --checkpoint " + checkpoint + " --checkpoint-every 1h",
                                    "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=5");
    EXPECT_EQ(stopped.exit_code, 130) << stopped.err;
    EXPECT_TRUE(contains(stopped.err, "interrupt: stopping at the end of the depth being searched"))
        << stopped.err;
    EXPECT_TRUE(contains(stopped.err, "stopped after depth 5 (236552 states reached)"))
        << stopped.err;
    EXPECT_TRUE(contains(stopped.err, "twobit generate --resume " + checkpoint)) << stopped.err;
    const auto j = nlohmann::json::parse(stopped.out);
    EXPECT_EQ(j["stopped"], true);
    EXPECT_EQ(j["depth"], 5);
    EXPECT_EQ(j["counts"], nlohmann::json({1, 18, 243, 2874, 28000, 205416}));
    EXPECT_FALSE(std::filesystem::exists(table));
    // Interrupted again after resuming (its checkpoint goes on in the same file), then done.
    const auto again = run_twobit("generate -q -o " + table + " --resume " + checkpoint,
                                  "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=8");
    EXPECT_EQ(again.exit_code, 130) << again.err;
    EXPECT_TRUE(contains(again.err, "stopped after depth 8")) << again.err;
    const auto done = run_twobit("generate -q -o " + table + " --resume " + checkpoint);
    ASSERT_EQ(done.exit_code, 0) << done.err;
    EXPECT_TRUE(test::read_file(table) ==
                test::read_file(test::generated_table("3x3x3-corners", "htm")));
}

TEST(CliCheckpoint, WithoutACheckpointFileAnInterruptEndsTheSearchAsBefore) {
    test::ScratchDir dir;
    const auto r = run_twobit("generate -q --puzzle 3x3x3-corners -o " + dir.file("t.twobit"),
                              "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=3");
    EXPECT_EQ(r.exit_code, 128 + SIGINT) << r.err;
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

TEST(CliCheckpoint, TheIntervalDecidesWhenOneIsWritten) {
    test::ScratchDir dir;
    const std::string checkpoint = dir.file("c.twobit");
    const auto r = run_twobit("generate --json --puzzle 2x2x2 -o " + dir.file("t.twobit") +
                              " --checkpoint " + checkpoint + " --checkpoint-every 1h");
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["checkpoints_written"], 0);
    EXPECT_FALSE(std::filesystem::exists(checkpoint));
    const auto every = run_twobit("generate --json --puzzle 2x2x2 -o " + dir.file("t.twobit") +
                                  " --checkpoint " + checkpoint + " --checkpoint-every 0");
    ASSERT_EQ(every.exit_code, 0) << every.err;
    EXPECT_EQ(nlohmann::json::parse(every.out)["checkpoints_written"], 11); // depths 1 to 11
    // The table written, its checkpoint is removed (issue 58): the table holds all it held.
    EXPECT_FALSE(std::filesystem::exists(checkpoint));
    // A checkpoint of every depth (the process killed before the table): resumed, nothing
    // is left to search.
    const auto killed = run_twobit("generate -q --puzzle 2x2x2 -o " + dir.file("t.twobit") +
                                       " --checkpoint " + checkpoint + " --checkpoint-every 0",
                                   "TWOBIT_TEST_KILL_AFTER_DEPTH=11");
    EXPECT_NE(killed.exit_code, 0);
    ASSERT_TRUE(std::filesystem::exists(checkpoint)) << killed.err;
    const auto resumed =
        run_twobit("generate -o " + dir.file("t.twobit") + " --resume " + checkpoint);
    EXPECT_TRUE(contains(resumed.err, "depths 0 to 11 complete")) << resumed.err;
    EXPECT_FALSE(contains(resumed.err, "depth 11: ")) << resumed.err; // every state was reached
}

TEST(CliCheckpoint, BadOptionsAndFilesAreRefusedByName) {
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    ASSERT_EQ(run_twobit("generate -q --puzzle 2x2x2 -o " + table + " --checkpoint " + checkpoint +
                             " --checkpoint-every 0",
                         "TWOBIT_TEST_KILL_AFTER_DEPTH=4")
                  .exit_code,
              kKilled);
    struct Case {
        std::string args, env, message;
        int code;
    };
    const std::string full = test::generated_table("2x2x2", "htm");
    const Case cases[] = {
        {"--checkpoint-every 5m -o " + table, "", "--checkpoint-every needs --checkpoint FILE", 2},
        {"--checkpoint " + checkpoint + " --checkpoint-every 5x -o " + table, "",
         "interval '5x' is not a duration", 2},
        {"--checkpoint " + checkpoint + " --checkpoint-every 1h30 -o " + table, "",
         "interval '1h30' is not a duration", 2},
        {"--checkpoint " + table + " -o " + table, "",
         "are the same file: give them different names", 2},
        // The same file spelled two ways (issue 44: path strings were compared).
        {"--checkpoint " + dir.path() + "/./t.twobit -o " + table, "", "are the same file", 2},
        {"--checkpoint " + dir.path() + "/../" +
             std::filesystem::path(dir.path()).filename().string() + "/t.twobit -o " + table,
         "", "are the same file", 2},
        {"--resume " + full + " -o " + table, "", "it is a complete table, not a checkpoint", 1},
        {"--puzzle skewb --resume " + checkpoint + " -o " + table, "",
         "holds 2x2x2 htm (gens URF), not skewb", 1},
        {"--metric qtm --resume " + checkpoint + " -o " + table, "", "holds 2x2x2 htm", 1},
        {"--resume " + dir.file("missing.twobit") + " -o " + table, "", "No such file", 1},
        {"--resume " + dir.path() + " -o " + table, "", "not a regular file", 1},
        {"--checkpoint " + checkpoint + " -o " + table, "TWOBIT_TEST_KILL_AFTER_DEPTH=x",
         "TWOBIT_TEST_KILL_AFTER_DEPTH='x' is not a depth", 2},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.args);
        const auto r = run_twobit("generate -q " + c.args, c.env);
        EXPECT_EQ(r.exit_code, c.code) << r.err;
        EXPECT_TRUE(contains(r.err, c.message)) << r.err;
    }
    EXPECT_FALSE(std::filesystem::exists(table));
    // A checkpoint is not a table for solve and verify either.
    const auto solve = run_twobit("solve --table " + checkpoint + " R");
    EXPECT_EQ(solve.exit_code, 1);
    EXPECT_TRUE(
        contains(solve.err, "finish it with " + std::string(TWOBIT_BINARY) + " generate --resume"))
        << solve.err;
    // Another puzzle's checkpoint: finishing it at that puzzle's table name would put a
    // 2x2x2 table there (round eight), so only another table is asked for.
    const auto other = run_twobit("solve --puzzle skewb --table " + checkpoint + " R");
    EXPECT_EQ(other.exit_code, 1);
    EXPECT_TRUE(contains(other.err, "of 2x2x2 htm (gens URF), not of skewb")) << other.err;
    EXPECT_FALSE(contains(other.err, "generate --resume")) << other.err;
    const auto verify = run_twobit("verify --table " + checkpoint);
    EXPECT_EQ(verify.exit_code, 1);
    EXPECT_TRUE(contains(verify.err, "checkpoint of an unfinished search")) << verify.err;
    // A damaged checkpoint: one payload byte changed.
    std::string bytes = test::read_file(checkpoint);
    bytes[2000] = static_cast<char>(bytes[2000] ^ 0x0c);
    const std::string damaged = dir.file("damaged.twobit");
    test::write_file(damaged, bytes);
    const auto r = run_twobit("generate -q -o " + table + " --resume " + damaged);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_TRUE(contains(r.err, "payload checksum mismatch")) << r.err;
    EXPECT_FALSE(std::filesystem::exists(table));
}

} // namespace twobit
