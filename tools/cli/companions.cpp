// Finding and starting the companion builds of the command line; see companions.hpp.
#include "tools/cli/companions.hpp"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace twobit::cli {

bool launched_by_mpirun() {
    for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE", "PMI_RANK"})
        if (std::getenv(name) != nullptr) return true;
    return false;
}

CompanionFailure exec_companion(const char* companion, char** argv) {
    char self[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0)
        return {companion, std::string("cannot find this program's folder (/proc/self/exe: ") +
                               std::strerror(errno) + ")"};
    self[n] = '\0';
    std::string path(self);
    path = path.substr(0, path.rfind('/') + 1) + companion;
    ::execv(path.c_str(), argv);
    return {path, std::strerror(errno)};
}

} // namespace twobit::cli
