// `mpirun -np P twobit generate ...` (host/mpi/, docs/SCALING.md) on the quick puzzles (the
// 2x2x2, the Skewb): tables byte-identical to the single process's for P = 1 to 4, with two
// threads per rank too, and in windows of the exchange where --max-memory leaves no room for
// the whole bitmap; searches killed after level k on 1 and 3 ranks (and interrupted)
// resumed, on other rank counts and in the other mode too, to the same bytes; one message
// for a failure every rank meets (a GPU asked for where there is none among them); other
// commands refused. The same checks on the 3x3x3 corners and an edge space are in
// test_mpi_tables.cpp (label slow). Skipped, with a message, when mpirun is absent or twobit
// was built without MPI.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <sys/wait.h>

#include "forged_tables.hpp"
#include "mpi_checks.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::contains;
using test::run_mpi;
using test::run_twobit;
using test::same_bytes;

TEST(MpiGenerate, OneToFourRanksWriteTheSingleProcessTables) {
    SKIP_WITHOUT_MPI();
    test::expect_one_to_four_ranks_write_the_single_process_table("2x2x2", "htm");
    test::expect_one_to_four_ranks_write_the_single_process_table("2x2x2", "qtm");
    test::expect_one_to_four_ranks_write_the_single_process_table("skewb", "htm");
}

TEST(MpiGenerate, ThreadsSharingARanksBitmapWriteTheSameTables) {
    SKIP_WITHOUT_MPI();
    // Two threads per rank mark one bitmap with atomic ORs (one thread: plain ORs).
    test::expect_two_threads_per_rank_write_the_single_process_table("2x2x2", "auto");
    test::expect_two_threads_per_rank_write_the_single_process_table("skewb", "push");
}

// The lean mode (search_mpi.hpp): a rank with no room for the bitmap of the whole index holds
// a window of it, and each level is a pass per window. The same bytes on 1 to 3 ranks, 1 and
// 2 threads (atomic ORs into the window), pushes and pulls, from 2 to 20 windows.
TEST(MpiGenerate, RanksWithRoomForAWindowOfTheExchangeWriteTheSameTables) {
    SKIP_WITHOUT_MPI();
    for (const test::WindowedRun& run : {
             test::WindowedRun{"2x2x2", 1, 2, "auto", "1700K", 2},
             test::WindowedRun{"2x2x2", 2, 1, "push", "900K", 4},
             test::WindowedRun{"2x2x2", 2, 2, "pull", "700K", 20},
             test::WindowedRun{"2x2x2", 3, 2, "auto", "650K", 7},
             test::WindowedRun{"skewb", 1, 1, "auto", "850K", 13},
             test::WindowedRun{"skewb", 2, 2, "push", "550K", 6},
             test::WindowedRun{"skewb", 3, 1, "pull", "700K", 2},
         })
        test::expect_windows_write_the_single_process_table(run);
}

TEST(MpiGenerate, ASearchInWindowsKilledAfterLevelKResumesToTheSameBytes) {
    SKIP_WITHOUT_MPI();
    // In 10 windows on 3 ranks; resumed in 7 on 2 ranks, by 3 ranks with the whole bitmap and
    // by the single process.
    const std::string windows = "--max-memory 600K";
    test::expect_killed_after_depth_resumes_to_the_same_bytes("2x2x2", 3, 4, 2, windows,
                                                              "--max-memory 800K");
    test::expect_killed_after_depth_resumes_to_the_same_bytes("2x2x2", 3, 7, 3, windows);
    test::expect_killed_after_depth_resumes_to_the_same_bytes("2x2x2", 3, 9, 0, windows);
    // And the other way: killed with the whole bitmap, resumed in windows.
    test::expect_killed_after_depth_resumes_to_the_same_bytes("2x2x2", 2, 8, 3, "", windows);
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
    // The 2x2x2's HTM depths are 0 to 11, as the corners' are: every k, the last one too.
    struct Case {
        int ranks;
        int k;
        int resume_ranks; // 0: resumed by the single process
    };
    for (const Case c : {Case{1, 3, 1}, Case{1, 8, 3}, Case{3, 2, 3}, Case{3, 6, 2}, Case{3, 9, 0},
                         Case{3, 11, 4}})
        test::expect_killed_after_depth_resumes_to_the_same_bytes("2x2x2", c.ranks, c.k,
                                                                  c.resume_ranks);
}

TEST(MpiGenerate, AnInterruptStopsEveryRankAtTheSameLevelWithOneCheckpoint) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    // Raised on every rank within depth 5 (mpirun forwards SIGUSR1 the same way).
    const auto stopped = run_mpi(3,
                                 "generate --puzzle 2x2x2 -o " + table + " --checkpoint " +
                                     checkpoint + " --checkpoint-every 1h",
                                 "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=5");
    EXPECT_NE(stopped.exit_code, 0);
    // 1 + 9 + 54 + 321 + 1,847 + 9,992 (the published HTM counts).
    EXPECT_TRUE(contains(stopped.err, "stopped after depth 5 (12224 states reached)"))
        << stopped.err;
    EXPECT_FALSE(std::filesystem::exists(table));
    const auto resumed = run_mpi(2, "generate -q -o " + table + " --resume " + checkpoint);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_TRUE(same_bytes(table, test::generated_table("2x2x2", "htm")));
}

TEST(MpiGenerate, AFailureIsReportedOnceAndOtherCommandsAreRefused) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const auto memory =
        run_mpi(3, "generate --puzzle 3x3x3-corners --max-memory 1M -o " + dir.file("t.twobit"));
    EXPECT_EQ(memory.exit_code, 1) << memory.err;
    EXPECT_TRUE(contains(memory.err, "per rank on 3 ranks (its slice, the move tables and a "
                                     "window of the exchange, 1/"))
        << memory.err;
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
    // Refused before any work (issue 57: verify searched and printed "verified" on every rank
    // before the refusal).
    const auto verify = run_mpi(2, "verify -q --puzzle 2x2x2");
    EXPECT_EQ(verify.exit_code, 2) << verify.err;
    EXPECT_EQ(verify.out, "") << verify.out;
    EXPECT_TRUE(contains(verify.err, "under mpirun only generate runs")) << verify.err;
    // Ranks started with different commands (round nine: generate beside verify waited for
    // good) or for different tables: one twobit message, not an abort inside MPI nor a hang.
    test::ScratchDir other;
    const std::string second = " : -np 1 '" + std::string(TWOBIT_BINARY) + "' ";
    for (const std::string& command : {std::string("verify -q --puzzle 2x2x2"),
                                       "generate -q --puzzle 2x2x2 -o " + other.file("a.twobit")}) {
        const auto mixed = run_mpi(1, "generate -q --puzzle skewb -o " + other.file("a.twobit") +
                                          second + command);
        EXPECT_EQ(mixed.exit_code, 2) << mixed.err;
        EXPECT_TRUE(contains(mixed.err, "the ranks were started with different command lines"))
            << mixed.err;
        EXPECT_EQ(test::count_occurrences(mixed.err, "twobit: error:"), 1) << mixed.err;
    }
    // The same words, but each rank's folder has another d.tws.
    for (const char* rank : {"r0", "r1"}) std::filesystem::create_directory(other.file(rank));
    test::write_file(other.file("r0/d.tws"),
                     "Set P 2 1\nSolved\nP\n1 2\nEnd\nMove A\nP\n2 1\nEnd\n");
    test::write_file(other.file("r1/d.tws"),
                     "Set P 3 1\nSolved\nP\n1 2 3\nEnd\nMove A\nP\n2 3 1\nEnd\n");
    const std::string rank = "' generate -q --def d.tws -o " + other.file("d.twobit");
    const std::string files = test::mpirun_command() + " -np 1 -wdir " + other.file("r0") + " '" +
                              std::string(TWOBIT_BINARY) + rank + " : -np 1 -wdir " +
                              other.file("r1") + " '" + std::string(TWOBIT_BINARY) + rank + " 2>" +
                              other.file("err");
    const int status = std::system(files.c_str());
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 2) << status;
    EXPECT_TRUE(
        contains(test::read_file(other.file("err")), "the ranks were started for different tables"))
        << test::read_file(other.file("err"));
    // --plot under mpirun: drawn by rank 0.
    const auto plotted = run_mpi(2, "generate -q --puzzle 2x2x2 -o " + other.file("p.twobit") +
                                        " --plot " + other.file("p.svg"));
    EXPECT_EQ(plotted.exit_code, 0) << plotted.err;
    EXPECT_TRUE(contains(test::read_file(other.file("p.svg")), "<svg")) << plotted.err;
    // A rank drives a GPU with --backend cuda (host/engine/cuda/slice_cuda.cu); without one, every
    // rank fails the same check and one message says so.
    const auto gpu = run_mpi(2, "generate --backend cuda -o " + dir.file("t.twobit"));
    EXPECT_EQ(gpu.exit_code, 1) << gpu.err;
    EXPECT_TRUE(contains(gpu.err, "--backend cuda: no CUDA device available")) << gpu.err;
    EXPECT_EQ(test::count_occurrences(gpu.err, "twobit: error:"), 1) << gpu.err;
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

// A space deeper than the 63 levels a table holds (issue 44): every rank stops at depth 64,
// or is refused before the search where the moves are one generator and its inverse; one
// message, exit 1, no table (the distributed writer used to write one that no reader takes).
// Rank 0's refusals of its outputs end every rank (round eight: the other ranks waited for
// rank 0 until killed), and the file mpirun's standard output goes to is refused as an output
// as it is without mpirun (a rank's own standard output is mpirun's terminal or pipe).
TEST(MpiGenerate, RefusedOutputsEndEveryRankAndTheLaunchersStreamsAreRefused) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    test::write_file(dir.file("notes"), "x\n");
    const std::string table = dir.file("t.twobit");
    for (const std::string& outputs :
         {"-o " + table + " --plot " + table, "-o " + table + " --checkpoint " + dir.file("notes"),
          "-o " + table + " --plot " + test::generated_table("2x2x2", "htm")}) {
        const auto r = run_mpi(2, "generate -q --puzzle 2x2x2 " + outputs);
        EXPECT_EQ(r.exit_code, 2) << outputs << ": " << r.err;
        EXPECT_EQ(test::count_occurrences(r.err, "twobit: error:"), 1) << r.err;
    }
    const std::string log = dir.file("log.txt");
    const std::string command = test::mpirun_command() + " --bind-to none -np 2 '" +
                                std::string(TWOBIT_BINARY) + "' generate -q --puzzle 2x2x2 -o " +
                                table + " --plot " + log + " >" + log + " 2>" + dir.file("err");
    EXPECT_NE(std::system(command.c_str()), 0);
    EXPECT_TRUE(contains(test::read_file(dir.file("err")),
                         "cannot write " + log + ": it is the file standard output goes to"))
        << test::read_file(dir.file("err"));
    EXPECT_EQ(test::read_file(log), "");
    EXPECT_FALSE(std::filesystem::exists(table));
    EXPECT_EQ(test::read_file(dir.file("notes")), "x\n");
}

TEST(MpiGenerate, ASpaceDeeperThanATableHoldsStopsEveryRankAtDepth64) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    test::write_file(dir.file("deep.tws"), test::deep_cycle_definition(130, true));
    test::write_file(dir.file("cycle.tws"), test::deep_cycle_definition(130, false));
    const std::string table = " -o " + dir.file("t.twobit");
    const auto deep = run_mpi(2, "generate --metric qtm --def " + dir.file("deep.tws") + table);
    EXPECT_EQ(deep.exit_code, 1) << deep.err;
    EXPECT_TRUE(contains(deep.err, "God's number is above the 63 levels a table holds: the "
                                   "search found "))
        << deep.err;
    EXPECT_TRUE(contains(deep.err, " states at depth 64 (")) << deep.err;
    EXPECT_EQ(test::count_occurrences(deep.err, "twobit: error:"), 1) << deep.err;
    const auto cycle = run_mpi(2, "generate --metric qtm --def " + dir.file("cycle.tws") + table);
    EXPECT_EQ(cycle.exit_code, 1) << cycle.err;
    EXPECT_TRUE(contains(cycle.err, "are one generator and its inverse")) << cycle.err;
    EXPECT_TRUE(contains(cycle.err, "refused before the search")) << cycle.err;
    EXPECT_EQ(test::count_occurrences(cycle.err, "twobit: error:"), 1) << cycle.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("t.twobit")));
}

// A checkpoint rewritten with fresh checksums (issue 44) passes every file check and used to
// resume into a wrong table, exit 0; the resumed search's counts against the published
// distribution refuse it, on every rank, before anything is written.
TEST(MpiGenerate, AForgedCheckpointIsRefusedAfterTheResumedSearch) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    const auto stopped = run_twobit("generate --puzzle 2x2x2 -o " + table + " --checkpoint " +
                                        checkpoint + " --checkpoint-every 1h",
                                    "TWOBIT_TEST_INTERRUPT_AFTER_DEPTH=5");
    ASSERT_EQ(stopped.exit_code, 130) << stopped.err;
    test::forgery::forge_checkpoint(checkpoint);
    const auto r = run_mpi(2, "generate -o " + table + " --resume " + checkpoint);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, "the search resumed from " + checkpoint + " ends with ")) << r.err;
    EXPECT_TRUE(contains(r.err, "the checkpoint was damaged or forged")) << r.err;
    EXPECT_EQ(test::count_occurrences(r.err, "twobit: error:"), 1) << r.err;
    EXPECT_FALSE(std::filesystem::exists(table));
}

// One program: the binary alone in a folder of its own (no other build beside it) runs the
// distributed generate under mpirun, to the bytes of the single process's table.
TEST(MpiGenerate, TheOneBinaryRunsUnderMpirun) {
    SKIP_WITHOUT_MPI();
    test::ScratchDir dir;
    const std::string alone = dir.file("twobit");
    std::filesystem::copy_file(TWOBIT_BINARY, alone);
    std::filesystem::permissions(alone, std::filesystem::perms::owner_all);
    const auto r = run_mpi(2, "generate -q --puzzle 2x2x2 -o " + dir.file("mpi.twobit"), "", alone);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(same_bytes(dir.file("mpi.twobit"), test::generated_table("2x2x2", "htm")));
    const auto version = run_twobit("--version");
    EXPECT_TRUE(contains(version.out, "MPI (generate under mpirun)")) << version.out;
}

} // namespace twobit
