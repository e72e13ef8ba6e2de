// Finding and starting the MPI build of the command line; see mpi_companion.hpp.
#include "tools/cli/mpi_companion.hpp"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

bool launched_by_mpirun() {
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE", "PMI_RANK"})
        if (std::getenv(name) != nullptr) return true;
    return false;
}

int exec_mpi_companion(const char* companion, char** argv) {
    // This binary's own folder (not $PATH, not argv[0]: a rank must run the build that
    // was started, whatever the current folder).
    char self[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) {
        std::fprintf(stderr,
                     "twobit: error: under mpirun: cannot find this program's folder "
                     "(/proc/self/exe: %s)\n",
                     std::strerror(errno));
        return kExitFailed;
    }
    self[n] = '\0';
    std::string path(self);
    path = path.substr(0, path.rfind('/') + 1) + companion;
    ::execv(path.c_str(), argv);
    std::fprintf(stderr,
                 "twobit: error: under mpirun each rank runs %s, the MPI build of this program, "
                 "and it cannot be started: %s (build it with cmake --build, or run without "
                 "mpirun)\n",
                 path.c_str(), std::strerror(errno));
    return kExitFailed;
}

} // namespace twobit::cli
