// Safe, atomic file writes; see atomic_file.hpp.
#include "host/io/atomic_file.hpp"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <signal.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "host/engine/memory_budget.hpp"
#include "host/io/fatal_signals.hpp"

namespace twobit {

namespace {

std::string errno_text() {
    return std::strerror(errno);
}

struct SplitPath {
    std::string dir;  // "." when the path has no folder part
    std::string base; // the file name
};

SplitPath split_path(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return {".", path};
    return {slash == 0 ? "/" : path.substr(0, slash), path.substr(slash + 1)};
}

void create_folder(const std::string& dir, const std::string& target) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        throw FileWriteError("cannot write " + target + ": cannot create its folder " + dir + ": " +
                             ec.message());
}

// Six characters no one can predict, so that nothing can be planted at the name in advance.
std::string random_suffix() {
    static const char kAlphabet[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    thread_local std::mt19937_64 rng{std::random_device{}()};
    std::string s(6, ' ');
    for (char& c : s) c = kAlphabet[rng() % (sizeof kAlphabet - 1)];
    return s;
}

// "NAME.tmp.PID.XXXXXX", the names this writer gives its temporaries: the PID, else -1.
// (Format 1's writer used NAME.tmp.PID; so might a user's own file, so those are left alone.)
long temporary_owner(const std::string& entry, const std::string& base) {
    const std::string prefix = base + ".tmp.";
    if (entry.compare(0, prefix.size(), prefix) != 0) return -1;
    const std::string rest = entry.substr(prefix.size());
    const size_t dot = rest.find('.');
    if (dot == std::string::npos || rest.size() - dot - 1 != 6) return -1;
    const std::string pid = rest.substr(0, dot);
    if (pid.empty() || pid.size() > 9 || pid.find_first_not_of("0123456789") != std::string::npos)
        return -1;
    return std::strtol(pid.c_str(), nullptr, 10);
}

// Creates DIR/BASE.tmp.PID.XXXXXX exclusively (never through a link, never an existing
// file), registered for removal on a fatal signal before it exists. Returns the descriptor;
// `name` and `guard` are set. -1 with errno on failure.
int create_temporary(const std::string& dir, const std::string& base, std::string& name,
                     std::unique_ptr<TemporaryGuard>& guard) {
    const std::string stem = dir + "/" + base + ".tmp." + std::to_string(::getpid());
    for (int attempt = 0;; ++attempt) {
        name = stem + "." + random_suffix();
        guard = std::make_unique<TemporaryGuard>(name);
        const int fd =
            ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0) return fd;
        const int error = errno;
        guard.reset();
        errno = error;
        if (error != EEXIST || attempt == 100) return -1;
    }
}

// The folder dir, or the nearest one above it that exists: where the first missing folder
// would be made. Throws when something that is not a folder is in the way.
std::string nearest_existing_folder(std::string dir, const std::string& target) {
    while (true) {
        struct stat st {};
        if (::stat(dir.c_str(), &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                throw FileWriteError("cannot write " + target + ": " + dir + " is " +
                                     file_kind_name(st.st_mode) + ", not a folder");
            return dir;
        }
        if (errno != ENOENT)
            throw FileWriteError("cannot write " + target + ": " + dir + ": " + errno_text());
        dir = split_path(dir).dir;
    }
}

// Temporaries of this target left by processes that no longer exist (kill -9, a power cut):
// removed when they are regular files of this user. A live process's are left alone.
void remove_stale_temporaries(const std::string& dir, const std::string& base) {
    DIR* d = ::opendir(dir.c_str());
    if (d == nullptr) return;
    while (const dirent* e = ::readdir(d)) {
        const long pid = temporary_owner(e->d_name, base);
        if (pid <= 0 || pid == ::getpid()) continue;
        if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
        const std::string path = dir + "/" + e->d_name;
        struct stat st {};
        if (::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == ::geteuid())
            ::unlink(path.c_str());
    }
    ::closedir(d);
}

// Room for `bytes` on the file system of dir, where path (named in the message) will go;
// nothing is checked for 0 bytes or a file system that reports no size.
void check_free_space(const std::string& path, const std::string& dir, uint64_t bytes) {
    struct statvfs fs {};
    if (bytes == 0 || ::statvfs(dir.c_str(), &fs) != 0 || fs.f_blocks == 0) return;
    const uint64_t free_bytes = static_cast<uint64_t>(fs.f_bavail) * fs.f_frsize;
    if (free_bytes < bytes)
        throw FileWriteError("cannot write " + path + ": it needs " + format_bytes(bytes) +
                             ", and the file system of " + dir + " has " +
                             format_bytes(free_bytes) + " free");
}

unsigned new_file_mode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666u & ~static_cast<unsigned>(mask);
}

} // namespace

const char* file_kind_name(unsigned mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISLNK(mode)) return "a symbolic link";
    return "a special file";
}

std::string resolve_output_path(const std::string& path) {
    if (path.empty()) throw FileWriteError("cannot write a file with an empty name");
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) {
        if (errno == ENOENT) return path; // a new file
        throw FileWriteError("cannot write " + path + ": " + errno_text());
    }
    if (S_ISREG(st.st_mode)) return path;
    if (!S_ISLNK(st.st_mode))
        throw FileWriteError("cannot write " + path + ": it exists and is " +
                             file_kind_name(st.st_mode) + ", not a regular file");
    if (::stat(path.c_str(), &st) != 0)
        throw FileWriteError("cannot write " + path + ": it is a symbolic link " +
                             (errno == ENOENT ? std::string("to a missing file")
                                              : "that cannot be followed (" + errno_text() + ")"));
    if (!S_ISREG(st.st_mode))
        throw FileWriteError("cannot write " + path + ": it is a symbolic link to " +
                             file_kind_name(st.st_mode) + ", not to a regular file");
    char resolved[PATH_MAX];
    if (::realpath(path.c_str(), resolved) == nullptr)
        throw FileWriteError("cannot write " + path + ": " + errno_text());
    return resolved;
}

void check_output_path(const std::string& path, uint64_t bytes) {
    const std::string target = resolve_output_path(path);
    const SplitPath where = split_path(target);
    if (where.base.empty() || where.base == "." || where.base == "..")
        throw FileWriteError("cannot write " + path + ": it names a folder, not a file");
    // Nothing is created that would outlive the check: a probe file where the file (or its
    // first missing folder) will go proves the permission and is removed at once.
    const std::string dir = nearest_existing_folder(where.dir, target);
    std::string probe;
    std::unique_ptr<TemporaryGuard> guard;
    const int fd = create_temporary(dir, where.base, probe, guard);
    if (fd < 0)
        throw FileWriteError("cannot write " + target + ": cannot create a file in " + dir + ": " +
                             errno_text());
    ::close(fd);
    ::unlink(probe.c_str());
    check_free_space(path, dir, bytes);
}

std::unique_ptr<AtomicFile> open_output_early(const std::string& path, uint64_t bytes) {
    const std::string target = resolve_output_path(path);
    const std::string dir = split_path(target).dir;
    struct stat st {};
    if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
        check_output_path(path, bytes); // throws for what is in the way, or creates nothing
        return nullptr;
    }
    auto file = std::make_unique<AtomicFile>(path);
    check_free_space(path, dir, bytes); // on failure the temporary goes with `file`
    return file;
}

AtomicFile::AtomicFile(const std::string& path) : target_(resolve_output_path(path)) {
    const SplitPath where = split_path(target_);
    if (where.base.empty() || where.base == "." || where.base == "..")
        throw FileWriteError("cannot write " + path + ": it names a folder, not a file");
    create_folder(where.dir, target_);
    struct stat st {};
    mode_ = ::stat(target_.c_str(), &st) == 0 ? static_cast<unsigned>(st.st_mode & 07777)
                                              : new_file_mode();
    remove_stale_temporaries(where.dir, where.base);
    fd_ = create_temporary(where.dir, where.base, temporary_, guard_);
    if (fd_ < 0) fail("cannot create a temporary file");
}

AtomicFile::~AtomicFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!committed_) ::unlink(temporary_.c_str());
}

void AtomicFile::fail(const std::string& what) const {
    throw FileWriteError("cannot write " + target_ + ": " + what + ": " + errno_text());
}

void AtomicFile::write(const void* data, uint64_t size) {
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd_, p, std::min<uint64_t>(size, uint64_t{1} << 30));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) fail("write failed");
        p += n;
        size -= static_cast<uint64_t>(n);
    }
}

void AtomicFile::write_at(uint64_t offset, const void* data, uint64_t size) {
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::pwrite(fd_, p, std::min<uint64_t>(size, uint64_t{1} << 30),
                                   static_cast<off_t>(offset));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) fail("write failed");
        p += n;
        offset += static_cast<uint64_t>(n);
        size -= static_cast<uint64_t>(n);
    }
}

void AtomicFile::commit(Durability durability) {
    const bool synced = durability == Durability::Synced;
    if (synced && ::fsync(fd_) != 0) fail("fsync failed");
    if (::fchmod(fd_, static_cast<mode_t>(mode_)) != 0) fail("cannot set its mode");
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) fail("close failed");
    if (::rename(temporary_.c_str(), target_.c_str()) != 0) fail("rename failed");
    committed_ = true;
    guard_.reset();
    if (!synced) return;
    // The rename itself is durable once the folder is synced (best effort: some file
    // systems refuse fsync on folders).
    const int dir = ::open(split_path(target_).dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
}

void write_file_atomically(const std::string& path, const std::string& text) {
    AtomicFile file(path);
    file.write(text.data(), text.size());
    file.commit();
}

} // namespace twobit
