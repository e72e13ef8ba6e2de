// Which binary runs a rank under mpirun. Open MPI's libraries cost every process 0.8 ms to
// load (a third of twobit's start, bench/RESULTS.md), so `twobit` does not link them: a
// build with MPI also makes `twobit-mpi`, the same command line linked with MPI, next to it,
// and `twobit` started by mpirun replaces itself with that one (same process, arguments and
// environment), so `mpirun -np P twobit generate ...` works as written.
#pragma once

namespace twobit::cli {

// True when this process was started by mpirun/mpiexec (Open MPI, PMIx or PMI variables).
bool launched_by_mpirun();

// Replaces this process with `companion` from this binary's own folder, with the same
// arguments; returns only when that fails, with the message printed and the exit code.
int exec_mpi_companion(const char* companion, char** argv);

} // namespace twobit::cli
