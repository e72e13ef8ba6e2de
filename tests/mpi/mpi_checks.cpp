// The MPI tests' shared runner and checks (mpi_checks.hpp).
#include "mpi_checks.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <sys/wait.h>

#include "text_checks.hpp"

namespace twobit::test {

std::string mpirun_command() {
    // Root in containers: Open MPI refuses it without the first two.
    return "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_pml=ob1 "
           "timeout -k 5 300 mpirun --oversubscribe";
}

CommandResult run_mpi(int ranks, const std::string& args, const std::string& env,
                      const std::string& binary) {
    ScratchDir io;
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
    const std::string command = mpirun_command() + " --bind-to none -np " + std::to_string(ranks) +
                                exported + " '" + binary + "' " + args + " </dev/null >" + out +
                                " 2>" + err;
    const int status = std::system(command.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return {code, read_file(out), read_file(err)};
}

std::string mpi_missing() {
    if (std::system("command -v mpirun >/dev/null 2>&1") != 0)
        return "mpirun is not installed (Debian: openmpi-bin libopenmpi-dev)";
    const auto version = run_twobit("--version");
    if (contains(version.out, "no MPI")) return "this twobit was built without MPI";
    return "";
}

bool same_bytes(const std::string& a, const std::string& b) {
    return read_file(a) == read_file(b);
}

void expect_one_to_four_ranks_write_the_single_process_table(const std::string& puzzle,
                                                             const std::string& metric) {
    for (int ranks = 1; ranks <= 4; ++ranks) {
        SCOPED_TRACE(puzzle + " " + metric + " on " + std::to_string(ranks) + " ranks");
        ScratchDir dir;
        const std::string table = dir.file("t.twobit");
        const auto r = run_mpi(ranks, "generate --json --puzzle " + puzzle + " --metric " + metric +
                                          " -o " + table);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_TRUE(same_bytes(table, generated_table(puzzle, metric)));
        EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 1) << r.out;
        EXPECT_TRUE(contains(r.out, "\"device\":\"" + std::to_string(ranks) +
                                        (ranks == 1 ? " rank" : " ranks")))
            << r.out;
    }
}

void expect_two_threads_per_rank_write_the_single_process_table(const std::string& puzzle,
                                                                const std::string& strategy) {
    for (int ranks : {1, 2, 3}) {
        SCOPED_TRACE(puzzle + " on " + std::to_string(ranks) + " ranks x 2 threads, strategy " +
                     strategy);
        ScratchDir dir;
        const std::string table = dir.file("t.twobit");
        const auto r = run_mpi(ranks, "generate -q -t 2 --strategy " + strategy + " --puzzle " +
                                          puzzle + " -o " + table);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_TRUE(same_bytes(table, generated_table(puzzle, "htm")));
    }
}

void expect_killed_after_depth_resumes_to_the_same_bytes(const std::string& puzzle, int ranks,
                                                         int k, int resume_ranks,
                                                         const std::string& killed_args,
                                                         const std::string& resumed_args) {
    SCOPED_TRACE(puzzle + " on " + std::to_string(ranks) + " ranks killed after depth " +
                 std::to_string(k) + ", resumed on " + std::to_string(resume_ranks));
    ScratchDir dir;
    const std::string table = dir.file("t.twobit"), checkpoint = dir.file("c.twobit");
    const auto killed = run_mpi(ranks,
                                "generate --puzzle " + puzzle + " -o " + table + " --checkpoint " +
                                    checkpoint + " --checkpoint-every 0 " + killed_args,
                                "TWOBIT_TEST_KILL_AFTER_DEPTH=" + std::to_string(k));
    EXPECT_NE(killed.exit_code, 0);
    // (So that a plan that no longer needs windows cannot pass for a test of them.)
    const auto windows_named = [](const std::string& args, const std::string& log) {
        return !contains(args, "--max-memory") || contains(log, " windows of ");
    };
    EXPECT_TRUE(windows_named(killed_args, killed.err)) << killed.err;
    ASSERT_TRUE(std::filesystem::exists(checkpoint)) << killed.err;
    EXPECT_FALSE(std::filesystem::exists(table));
    const std::string resume =
        "generate -o " + table + " --resume " + checkpoint + " " + resumed_args;
    const auto resumed = resume_ranks == 0 ? run_twobit(resume) : run_mpi(resume_ranks, resume);
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_TRUE(windows_named(resumed_args, resumed.err)) << resumed.err;
    EXPECT_TRUE(contains(resumed.err, "depths 0 to " + std::to_string(k) + " complete"))
        << resumed.err;
    EXPECT_TRUE(same_bytes(table, generated_table(puzzle, "htm")));
}

void expect_windows_write_the_single_process_table(const WindowedRun& run) {
    SCOPED_TRACE(run.puzzle + " on " + std::to_string(run.ranks) + " ranks x " +
                 std::to_string(run.threads) + " threads, strategy " + run.strategy +
                 ", --max-memory " + run.max_memory);
    ScratchDir dir;
    const std::string table = dir.file("t.twobit");
    const auto r =
        run_mpi(run.ranks, "generate --puzzle " + run.puzzle + " -t " +
                               std::to_string(run.threads) + " --strategy " + run.strategy +
                               " --max-memory " + run.max_memory + " -o " + table);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(contains(r.err, "levels in " + std::to_string(run.windows) + " windows of "))
        << r.err;
    EXPECT_TRUE(same_bytes(table, generated_table(run.puzzle, "htm")));
}

} // namespace twobit::test
