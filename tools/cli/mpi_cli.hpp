// The command line under mpirun: the process's MPI session (null when not started by
// mpirun, or in a build without MPI) and the distributed generate. Other commands refuse
// to run on more than one rank (twobit_main.cpp).
#pragma once

#include "tools/cli/generate_steps.hpp"

namespace twobit {
class MpiSession;
}

namespace twobit::cli {

// True when this process was started by mpirun/mpiexec (Open MPI, PMIx or PMI variables).
bool launched_by_mpirun();

// Set once by main; null outside mpirun.
MpiSession* mpi_session();
void set_mpi_session(MpiSession* session);

// generate across the ranks of session (generate_mpi.cpp); only in a build with MPI.
int run_generate_mpi(GenerateOptions& o, MpiSession& session);

} // namespace twobit::cli
