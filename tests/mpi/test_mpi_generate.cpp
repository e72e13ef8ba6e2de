// `mpirun -np P twobit generate ...` (host/mpi/, docs/SCALING.md): tables byte-identical to
// the single process's for P = 1 to 4 on puzzles of each step shape; searches killed after
// level k on 1 and 3 ranks (and interrupted) resumed, on other rank counts too, to the same
// bytes; one message for a failure every rank meets (a GPU asked for where there is none
// among them); other commands refused. Skipped, with
// a message, when mpirun is absent or twobit was built without MPI.
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <sys/wait.h>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::contains;
using test::run_twobit;

namespace {

// Runs twobit (or `binary`) under mpirun with P ranks; `env` as NAME=value words, passed to
// every rank.
test::CommandResult run_mpi(int ranks, const std::string& args, const std::string& env = "",
                            const std::string& binary = TWOBIT_BINARY) {
    test::ScratchDir io;
    const std::string out = io.file("out"), err = io.file("err");
    std::string exported;
    for (size_t at = 0; at < env.size();) {
        const size_t end = std::min(env.find(' ', at), env.size());
        exported += " -x " + env.substr(at, end - at);
        at = end + 1;
    }
    // Under the sanitizer run: Open MPI's own allocations outlive MPI_Finalize, which
    // LeakSanitizer would report as twobit's; every other check stays on.
    if (const char* asan = std::getenv("ASAN_OPTIONS"))
        exported += " -x ASAN_OPTIONS=" + std::string(asan) + ":detect_leaks=0";
    // Root in containers: Open MPI refuses it without these two.
    const std::string command = "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "
                                "timeout -k 5 300 mpirun --oversubscribe --bind-to none -np " +
                                std::to_string(ranks) + exported + " '" + binary + "' " + args +
                                " </dev/null >" + out + " 2>" + err;
    const int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return {code, test::read_file(out), test::read_file(err)};
}

// Why these tests cannot run here, or "".
std::string mpi_missing() {
    if (std::system("command -v mpirun >/dev/null 2>&1") != 0)
        return "mpirun is not installed (Debian: openmpi-bin libopenmpi-dev)";
    const auto version = run_twobit("--version");
    if (contains(version.out, "no MPI")) return "this twobit was built without MPI";
    return "";
}

#define SKIP_WITHOUT_MPI()                                                                         \
    do {                                                                                           \
        const std::string why = mpi_missing();                                                     \
        if (!why.empty()) GTEST_SKIP() << why;                                                     \
    } while (0)

bool same_bytes(const std::string& a, const std::string& b) {
    return test::read_file(a) == test::read_file(b);
}

} // namespace

TEST(MpiGenerate, OneToFourRanksWriteTheSingleProcessTables) {
    SKIP_WITHOUT_MPI();
    struct Case {
        const char* puzzle;
        const char* metric;
    };
    for (const Case c :
         {Case{"2x2x2", "htm"}, Case{"2x2x2", "qtm"}, Case{"skewb", "htm"},
          Case{"3x3x3-corners", "htm"}, Case{"3x3x3-edges6-UR.UF.UL.UB.DR.DF", "htm"}}) {
        for (int ranks = 1; ranks <= 4; ++ranks) {
            SCOPED_TRACE(std::string(c.puzzle) + " " + c.metric + " on " + std::to_string(ranks) +
                         " ranks");
            test::ScratchDir dir;
            const std::string table = dir.file("t.twobit");
            const auto r = run_mpi(ranks, std::string("generate --json --puzzle ") + c.puzzle +
                                              " --metric " + c.metric + " -o " + table);
            ASSERT_EQ(r.exit_code, 0) << r.err;
            EXPECT_TRUE(same_bytes(table, test::generated_table(c.puzzle, c.metric)));
            // One report (rank 0's), naming the ranks.
            EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
            EXPECT_TRUE(contains(r.out, "\"device\":\"" + std::to_string(ranks) +
                                            (ranks == 1 ? " rank" : " ranks")))
                << r.out;
        }
    }
}

TEST(MpiGenerate, ThreadsSharingARanksBitmapWriteTheSameTables) {
    SKIP_WITHOUT_MPI();
    // Two threads per rank mark one bitmap with atomic ORs (one thread: plain ORs).
    for (int ranks : {1, 2, 3}) {
        SCOPED_TRACE(std::to_string(ranks) + " ranks x 2 threads");
        test::ScratchDir dir;
        const std::string table = dir.file("t.twobit");
        const auto r = run_mpi(ranks, "generate -q -t 2 --puzzle 3x3x3-corners -o " + table);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_TRUE(same_bytes(table, test::generated_table("3x3x3-corners", "htm")));
        const auto pushes =
            run_mpi(ranks, "generate -q -t 2 --strategy push --puzzle skewb -o " + table);
        ASSERT_EQ(pushes.exit_code, 0) << pushes.err;
        EXPECT_TRUE(same_bytes(table, test::generated_table("skewb", "htm")));
    }
}

TEST(MpiGenerate, TheLevelLogNamesTheBytesExchanged) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const auto r = run_mpi(3, "generate --puzzle 2x2x2 -o " + dir.file("t.twobit"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // (3 - 1) ranks x the 3,674,160-bit bitmap (57,409 words): 918,544 bytes a level.
    EXPECT_TRUE(contains(r.err, "depth 11: 2644 new, 3674160 total")) << r.err;
    EXPECT_TRUE(contains(r.err, "depth 1: 9 new, 10 total, ") &&
                contains(r.err, "s, 897.02 KiB exchanged"))
        << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 13) << r.err; // rank 0 alone logs
}

TEST(MpiGenerate, KilledAfterLevelKOnOneAndThreeRanksResumesToTheSameBytes) {
    SKIP_WITHOUT_MPI();
    struct Case {
        int ranks;
        int k;
        int resume_ranks; // 0: resumed by the single process
    };
    for (const Case c : {Case{1, 3, 1}, Case{1, 8, 3}, Case{3, 2, 3}, Case{3, 6, 2}, Case{3, 9, 0},
                         Case{3, 11, 4}}) {
        SCOPED_TRACE("corners on " + std::to_string(c.ranks) + " ranks killed after depth " +
                     std::to_string(c.k) + ", resumed on " + std::to_string(c.resume_ranks));
        test::ScratchDir dir;
        const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
        const auto killed = run_mpi(c.ranks,
                                    "generate -q --puzzle 3x3x3-corners -o " + table +
                                        " --checkpoint " + checkpoint + " --checkpoint-every 0",
                                    "TWOBIT_TEST_KILL_AFTER_DEPTH=" + std::to_string(c.k));
        EXPECT_NE(killed.exit_code, 0);
        ASSERT_TRUE(std::filesystem::exists(checkpoint)) << killed.err;
        EXPECT_FALSE(std::filesystem::exists(table));
        const std::string resume = "generate -o " + table + " --resume " + checkpoint;
        const auto resumed =
            c.resume_ranks == 0 ? run_twobit(resume) : run_mpi(c.resume_ranks, resume);
        ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
        EXPECT_TRUE(contains(resumed.err, "depths 0 to " + std::to_string(c.k) + " complete"))
            << resumed.err;
        EXPECT_TRUE(same_bytes(table, test::generated_table("3x3x3-corners", "htm")));
    }
}

TEST(MpiGenerate, AnInterruptStopsEveryRankAtTheSameLevelWithOneCheckpoint) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    // Raised on every rank within depth 5 (mpirun forwards SIGUSR1 the same way).
    const auto stopped = run_mpi(3,
                                 "generate --puzzle 3x3x3-corners -o " + table + " --checkpoint " +
                                     checkpoint + " --checkpoint-every 1h",
                                 "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=5");
    EXPECT_NE(stopped.exit_code, 0);
    EXPECT_TRUE(contains(stopped.err, "stopped after depth 5 (236552 states reached)"))
        << stopped.err;
    EXPECT_FALSE(std::filesystem::exists(table));
    const auto resumed = run_mpi(2, "generate -q -o " + table + " --resume " + checkpoint);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_TRUE(same_bytes(table, test::generated_table("3x3x3-corners", "htm")));
}

TEST(MpiGenerate, AFailureIsReportedOnceAndOtherCommandsAreRefused) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const auto memory =
        run_mpi(3, "generate --puzzle 3x3x3-corners --max-memory 1M -o " + dir.file("t.twobit"));
    EXPECT_EQ(memory.exit_code, 1) << memory.err;
    EXPECT_TRUE(contains(memory.err, "per rank on 3 ranks")) << memory.err;
    EXPECT_TRUE(contains(memory.err, "more than --max-memory 1.00 MiB")) << memory.err;
    EXPECT_EQ(test::count_occurrences(memory.err, "twobit: error:"), 1) << memory.err;
    const auto folder = run_mpi(2, "generate --puzzle 2x2x2 -o " + dir.path());
    EXPECT_EQ(folder.exit_code, 1) << folder.err;
    EXPECT_EQ(test::count_occurrences(folder.err, "twobit: error:"), 1) << folder.err;
    const auto usage = run_mpi(2, "generate --puzzle nosuch");
    EXPECT_EQ(usage.exit_code, 2) << usage.err;
    EXPECT_EQ(test::count_occurrences(usage.err, "twobit: error:"), 1) << usage.err;
    const auto info = run_mpi(2, "info " + test::generated_table("2x2x2", "htm"));
    EXPECT_EQ(info.exit_code, 2) << info.err;
    EXPECT_TRUE(contains(info.err, "under mpirun only generate runs")) << info.err;
    // A rank drives a GPU with --backend cuda (kernels/slice_cuda.cu); without one, every
    // rank fails the same check and one message says so.
    const auto gpu = run_mpi(2, "generate --backend cuda -o " + dir.file("t.twobit"));
    EXPECT_EQ(gpu.exit_code, 1) << gpu.err;
    EXPECT_TRUE(contains(gpu.err, "--backend cuda: no CUDA device available")) << gpu.err;
    EXPECT_EQ(test::count_occurrences(gpu.err, "twobit: error:"), 1) << gpu.err;
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

// twobit does not load Open MPI's libraries (they cost every command 0.8 ms of its start);
// under mpirun it runs twobit-mpi from its own folder, and says so when that is missing.
TEST(MpiGenerate, TwobitLeavesMpiToItsCompanionBinary) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const std::string loaded = dir.file("ld-debug");
    const std::string command = "LD_DEBUG=files LD_DEBUG_OUTPUT=" + loaded + " '" + TWOBIT_BINARY +
                                "' --version >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0);
    std::string libraries;
    for (const auto& entry : std::filesystem::directory_iterator(dir.path()))
        libraries += test::read_file(entry.path().string());
    EXPECT_TRUE(contains(libraries, "libgomp")) << "LD_DEBUG listed no libraries";
    EXPECT_FALSE(contains(libraries, "libmpi")) << libraries;

    const std::string alone = dir.file("twobit");
    std::filesystem::copy_file(TWOBIT_BINARY, alone);
    std::filesystem::permissions(alone, std::filesystem::perms::owner_all);
    const auto r = run_mpi(1, "generate --puzzle 2x2x2 -o " + dir.file("t.twobit"), "", alone);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, dir.file("twobit-mpi") + ", the MPI build of this program"))
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("t.twobit")));
}

} // namespace twobit
