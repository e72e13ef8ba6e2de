// What the MPI tests share: running twobit under mpirun, why they cannot run here, and the
// three checks each made on a quick puzzle (test_mpi_generate.cpp, label mpi, which the
// sanitizer run keeps) and on bigger ones (test_mpi_tables.cpp, label mpi;slow).
#pragma once

#include <string>

#include "test_support.hpp"

#ifndef TWOBIT_BINARY
#error "TWOBIT_BINARY (the built twobit) must be defined by the build"
#endif

namespace twobit::test {

// "... mpirun --oversubscribe" as the tests start it (as root in containers, under a timeout,
// with Open MPI's ob1 messaging: the ranks share one machine, where the default UCX layer
// made each launch of 2 ranks 0.2 s longer and sends nothing faster); the rest of the command
// follows.
std::string mpirun_command();

// Runs twobit (or `binary`) under mpirun with P ranks; `env` as NAME=value words, passed to
// every rank.
CommandResult run_mpi(int ranks, const std::string& args, const std::string& env = "",
                      const std::string& binary = TWOBIT_BINARY);

// Why these tests cannot run here (no mpirun, or a twobit built without MPI), or "".
std::string mpi_missing();

#define SKIP_WITHOUT_MPI()                                                                         \
    do {                                                                                           \
        const std::string why = ::twobit::test::mpi_missing();                                     \
        if (!why.empty()) GTEST_SKIP() << why;                                                     \
    } while (0)

bool same_bytes(const std::string& a, const std::string& b);

// `generate` of puzzle and metric on 1 to 4 ranks writes the single process's bytes, with one
// report (rank 0's) naming the ranks.
void expect_one_to_four_ranks_write_the_single_process_table(const std::string& puzzle,
                                                             const std::string& metric);

// Two threads per rank (atomic ORs into one bitmap) on 1 to 3 ranks write the single
// process's table, under the given strategy ("auto", "push" or "pull").
void expect_two_threads_per_rank_write_the_single_process_table(const std::string& puzzle,
                                                                const std::string& strategy);

// A search on `ranks` ranks killed after depth k leaves a checkpoint that `resume_ranks`
// ranks (0: the single process) finish to the single process's bytes, with no table written
// by the killed run. `killed_args` and `resumed_args` are added to each run's generate; a
// run given --max-memory must say that it levels in windows.
void expect_killed_after_depth_resumes_to_the_same_bytes(const std::string& puzzle, int ranks,
                                                         int k, int resume_ranks,
                                                         const std::string& killed_args = "",
                                                         const std::string& resumed_args = "");

// A search whose ranks have room for a window of the exchange only (--max-memory), as a
// case of it: the table the single process writes, and the log naming the windows.
struct WindowedRun {
    std::string puzzle;
    int ranks;
    int threads;
    std::string strategy;
    std::string max_memory;
    int windows; // what the plan takes: the log says "levels in N windows"
};
void expect_windows_write_the_single_process_table(const WindowedRun& run);

} // namespace twobit::test
