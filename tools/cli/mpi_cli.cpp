// The process's MPI session pointer; see mpi_cli.hpp. Without MPI there never is one.
#include "tools/cli/mpi_cli.hpp"

#include <stdexcept>

namespace twobit::cli {

namespace {
MpiSession* session = nullptr;
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
