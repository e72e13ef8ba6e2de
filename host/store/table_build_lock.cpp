// See table_build_lock.hpp.
#include "host/store/table_build_lock.hpp"

#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <fmt/format.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "host/io/progress.hpp"

namespace twobit {

TableBuildLock::TableBuildLock(const std::string& table) {
    const std::filesystem::path folder = std::filesystem::path(table).parent_path();
    const std::string dir = folder.empty() ? "." : folder.string();
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    // Without blocking: a FIFO planted at the name would otherwise hang the open for ever
    // (no reader); anything but a regular file there is not a lock.
    fd_ = ::open((dir + "/.twobit-lock").c_str(),
                 O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0666);
    if (fd_ < 0) return;
    struct stat st {};
    if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd_);
        fd_ = -1;
        return;
    }
    if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) return;
    if (errno == EWOULDBLOCK) {
        if (progress_style() != ProgressStyle::Quiet) {
            fmt::print(stderr, "twobit: another twobit is building a table in {}; waiting for it\n",
                       dir);
            std::fflush(stderr);
        }
        int rc;
        do rc = ::flock(fd_, LOCK_EX);
        while (rc != 0 && errno == EINTR);
        if (rc == 0) return;
    }
    ::close(fd_); // no locks here: go ahead unlocked
    fd_ = -1;
}

TableBuildLock::~TableBuildLock() {
    if (fd_ >= 0) ::close(fd_); // closing the last descriptor releases the lock
}

} // namespace twobit
