// The other builds of the command line that `twobit` hands a command to. `twobit` itself is
// made to start fast: where the toolchain allows, it is one static binary without the CUDA
// runtime and without Open MPI (their libraries cost every process its start: a 2x2x2 `solve`
// took 4.4-4.7 ms static against 6.1-6.3 ms dynamic, and Open MPI's libraries alone cost
// 0.8 ms, bench/RESULTS.md).
// Its companions sit in the same folder and run the same command with the same arguments
// and environment, in the same process (exec):
//   - `twobit-mpi` (a build with MPI) when mpirun started the process;
//   - `twobit-cuda` (a build with nvcc, where twobit is static) when an NVIDIA driver is
//     there, so that --backend auto finds the device as before.
#pragma once

#include <string>

namespace twobit::cli {

// True when this process was started by mpirun/mpiexec (Open MPI, PMIx or PMI variables).
bool launched_by_mpirun();

struct CompanionFailure {
    std::string path;   // the companion looked for (its name alone when the folder is unknown)
    std::string reason; // why it did not start
};

// Replaces this process with `companion` from this binary's own folder (not $PATH, not
// argv[0]: the build that was started must run), with the same arguments. Returns only when
// that fails, with what failed.
CompanionFailure exec_companion(const char* companion, char** argv);

} // namespace twobit::cli
