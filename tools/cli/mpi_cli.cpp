// The process's MPI session pointer; see mpi_cli.hpp. Without MPI there never is one.
#include "tools/cli/mpi_cli.hpp"

#include <cstdlib>
#include <stdexcept>

namespace twobit::cli {

namespace {
MpiSession* session = nullptr;
}

bool launched_by_mpirun() {
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE", "PMI_RANK"})
        if (std::getenv(name) != nullptr) return true;
    return false;
}

MpiSession* mpi_session() {
    return session;
}

void set_mpi_session(MpiSession* s) {
    session = s;
}

#ifndef TWOBIT_HAVE_MPI
int run_generate_mpi(GenerateOptions&, MpiSession&) {
    throw std::logic_error("this twobit was built without MPI");
}
#endif

} // namespace twobit::cli
