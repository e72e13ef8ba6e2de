// Safe, atomic file writes; see atomic_file.hpp.
#include "host/io/atomic_file.hpp"

#include <algorithm>
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
#include <vector>

#include "host/io/byte_sizes.hpp"
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

const char kAlphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

// Six characters no one can predict, so that nothing can be planted at the name in advance.
std::string random_suffix() {
    thread_local std::mt19937_64 rng{std::random_device{}()};
    std::string s(6, ' ');
    for (char& c : s) c = kAlphabet[rng() % (sizeof kAlphabet - 1)];
    return s;
}

long temporary_owner(const std::string& entry, const std::string& base) {
    std::string of;
    const long pid = temporary_writer(entry, &of);
    return of == base ? pid : -1;
}

// Creates BASE.tmp.PID.XXXXXX in the folder open as dir_fd, named dir in messages and in
// `name`, exclusively (never through a link, never an existing file), registered for removal
// on a fatal signal before it exists. Returns the descriptor; `name` and `guard` are set. -1
// with errno on failure.
int create_temporary(int dir_fd, const std::string& dir, const std::string& base, std::string& name,
                     std::unique_ptr<TemporaryGuard>& guard) {
    const std::string stem = base + ".tmp." + std::to_string(::getpid());
    for (int attempt = 0;; ++attempt) {
        const std::string entry = stem + "." + random_suffix();
        name = dir + "/" + entry;
        guard = std::make_unique<TemporaryGuard>(name);
        const int fd = ::openat(dir_fd, entry.c_str(),
                                O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0) return fd;
        const int error = errno;
        guard.reset();
        errno = error;
        if (error != EEXIST || attempt == 100) return -1;
    }
}

// The last component of a path.
std::string base_name(const std::string& path) {
    return split_path(path).base;
}

// A folder opened for *at calls. -1 with errno on failure.
int open_folder(const std::string& dir, bool follow) {
    return ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC | (follow ? 0 : O_NOFOLLOW));
}

// The components of a relative name, "1/step-00.svg" -> {"1", "step-00.svg"}.
std::vector<std::string> components(const std::string& name) {
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= name.size()) {
        const size_t slash = std::min(name.find('/', start), name.size());
        if (slash > start) parts.push_back(name.substr(start, slash - start));
        start = slash + 1;
    }
    return parts;
}

// Refuses a symbolic link at any existing component of the part of `name` that twobit chose.
void refuse_links_in_chosen_part(const OutputName& name) {
    std::string path = name.folder();
    for (const std::string& part : components(name.chosen())) {
        path += "/" + part;
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0) return; // missing: made by twobit, no link
        if (S_ISLNK(st.st_mode))
            throw FileWriteError("cannot write " + name.path() + ": " + path +
                                 " is a symbolic link, at a name twobit chose; twobit follows "
                                 "links only at names given on its command line (remove the "
                                 "link, or name the output yourself)");
    }
}

// The folder where the target goes, open (made where missing): for a name the user gave,
// its folder, followed as any path is; for a chosen name, the user's folder, then each folder
// twobit chose, made and opened with O_NOFOLLOW so that a link planted at one since the check
// is refused, not followed.
int open_target_folder(const OutputName& name, const std::string& target) {
    const std::string user_folder =
        name.chosen_by_twobit() ? name.folder() : split_path(target).dir;
    create_folder(user_folder, target);
    int fd = open_folder(user_folder, true);
    if (fd < 0)
        throw FileWriteError("cannot write " + target + ": cannot open its folder " + user_folder +
                             ": " + errno_text());
    if (!name.chosen_by_twobit()) return fd;
    std::vector<std::string> parts = components(name.chosen());
    parts.pop_back(); // the file itself
    std::string path = user_folder;
    for (const std::string& part : parts) {
        path += "/" + part;
        if (::mkdirat(fd, part.c_str(), 0777) != 0 && errno != EEXIST) {
            const std::string why = errno_text();
            ::close(fd);
            throw FileWriteError("cannot write " + target + ": cannot create its folder " + path +
                                 ": " + why);
        }
        const int next =
            ::openat(fd, part.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        const int error = errno;
        ::close(fd);
        if (next < 0)
            throw FileWriteError("cannot write " + target + ": " + path +
                                 (error == ELOOP || error == ENOTDIR
                                      ? " is not a folder (a link at a name twobit chose is "
                                        "never followed)"
                                      : ": " + std::string(std::strerror(error))));
        fd = next;
    }
    return fd;
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
void remove_stale_temporaries(int dir_fd, const std::string& base) {
    const int fd = ::dup(dir_fd);
    DIR* d = fd < 0 ? nullptr : ::fdopendir(fd);
    if (d == nullptr) {
        if (fd >= 0) ::close(fd);
        return;
    }
    while (const dirent* e = ::readdir(d)) {
        const long pid = temporary_owner(e->d_name, base);
        if (pid <= 0 || pid == ::getpid()) continue;
        if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
        struct stat st {};
        if (::fstatat(dir_fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) &&
            st.st_uid == ::geteuid())
            ::unlinkat(dir_fd, e->d_name, 0);
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

OutputName OutputName::chosen(const std::string& folder, const std::string& name) {
    const std::string base = folder.empty() ? "." : folder;
    OutputName out(base + "/" + name);
    out.folder_ = base;
    out.chosen_ = name;
    return out;
}

namespace {

int launcher = 0; // also_refuse_streams_of: the process whose streams are also this one's

// The standard stream (0, 1 or 2) that is the regular file `st` describes, or -1. Writing
// such a file by name (/dev/stdout, a name of the file a redirection opened) would replace
// what the command reads from it or has written to it.

int standard_stream_of(const struct stat& st) {
    const auto same = [&st](const struct stat& s) {
        return S_ISREG(s.st_mode) && s.st_dev == st.st_dev && s.st_ino == st.st_ino;
    };
    for (int fd = 0; fd <= 2; ++fd) {
        struct stat s {};
        if (::fstat(fd, &s) == 0 && same(s)) return fd;
        const std::string relayed =
            "/proc/" + std::to_string(launcher) + "/fd/" + std::to_string(fd);
        if (launcher > 0 && ::stat(relayed.c_str(), &s) == 0 && same(s)) return fd;
    }
    return -1;
}

// For the writes only (check_output_path, AtomicFile), not resolve_output_path: an input
// compared with an output (same_output_file) may well be the file on standard input.
void refuse_standard_stream(const std::string& path, const std::string& target) {
    static const char* const kStreams[] = {"standard input reads", "standard output goes to",
                                           "standard error goes to"};
    struct stat st {};
    if (::stat(target.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return; // a new file
    const int fd = standard_stream_of(st);
    if (fd < 0) return;
    throw FileWriteError("cannot write " + path + ": it is the file " + kStreams[fd] +
                         ", which writing it would replace; give the output another name");
}

} // namespace

long temporary_writer(const std::string& entry, std::string* base) {
    // From the end: ".XXXXXX", the PID, ".tmp.".
    const size_t n = entry.size();
    if (n < 13 || entry[n - 7] != '.' ||
        entry.find_first_not_of(kAlphabet, n - 6) != std::string::npos)
        return -1;
    const size_t digits = entry.find_last_not_of("0123456789", n - 8);
    if (digits == std::string::npos || digits + 1 == n - 7 || n - 7 - (digits + 1) > 9 ||
        entry[digits + 1] == '0' || digits < 5 || entry.compare(digits - 4, 5, ".tmp.") != 0)
        return -1;
    if (base != nullptr) *base = entry.substr(0, digits - 4);
    return std::strtol(entry.c_str() + digits + 1, nullptr, 10);
}

void also_refuse_streams_of(int launcher_pid) {
    launcher = launcher_pid;
}

std::string resolve_output_path(const OutputName& name) {
    const std::string& path = name.path();
    if (path.empty()) throw FileWriteError("cannot write a file with an empty name");
    if (name.chosen_by_twobit()) refuse_links_in_chosen_part(name);
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

void check_output_path(const OutputName& name, uint64_t bytes) {
    const std::string& path = name.path();
    const std::string target = resolve_output_path(name);
    refuse_standard_stream(path, target);
    const SplitPath where = split_path(target);
    if (where.base.empty() || where.base == "." || where.base == "..")
        throw FileWriteError("cannot write " + path + ": it names a folder, not a file");
    // Nothing is created that would outlive the check: a probe file where the file (or its
    // first missing folder) will go proves the permission and is removed at once.
    const std::string dir = nearest_existing_folder(where.dir, target);
    std::string probe;
    std::unique_ptr<TemporaryGuard> guard;
    const int dir_fd = open_folder(dir, true);
    const int fd = dir_fd < 0 ? -1 : create_temporary(dir_fd, dir, where.base, probe, guard);
    const int error = errno;
    if (dir_fd >= 0) ::close(dir_fd);
    if (fd < 0)
        throw FileWriteError("cannot write " + target + ": cannot create a file in " + dir + ": " +
                             std::strerror(error));
    ::close(fd);
    ::unlink(probe.c_str());
    check_free_space(path, dir, bytes);
}

bool same_output_file(const OutputName& a, const OutputName& b) {
    const std::string ra = resolve_output_path(a), rb = resolve_output_path(b);
    struct stat sa {
    }, sb{};
    if (::stat(ra.c_str(), &sa) == 0 && ::stat(rb.c_str(), &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    std::error_code ea, eb;
    const auto ca = std::filesystem::weakly_canonical(std::filesystem::absolute(ra, ea), ea);
    const auto cb = std::filesystem::weakly_canonical(std::filesystem::absolute(rb, eb), eb);
    return ea || eb ? ra == rb : ca == cb;
}

uint64_t existing_file_bytes(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) ? static_cast<uint64_t>(st.st_size)
                                                                 : 0;
}

std::unique_ptr<AtomicFile> open_output_early(const OutputName& name, uint64_t bytes) {
    const std::string target = resolve_output_path(name);
    const std::string dir = split_path(target).dir;
    struct stat st {};
    if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
        check_output_path(name, bytes); // throws for what is in the way, or creates nothing
        return nullptr;
    }
    auto file = std::make_unique<AtomicFile>(name);
    check_free_space(name.path(), dir, bytes); // on failure the temporary goes with `file`
    return file;
}

AtomicFile::AtomicFile(const OutputName& name) : target_(resolve_output_path(name)) {
    refuse_standard_stream(name.path(), target_);
    const SplitPath where = split_path(target_);
    if (where.base.empty() || where.base == "." || where.base == "..")
        throw FileWriteError("cannot write " + name.path() + ": it names a folder, not a file");
    base_ = where.base;
    dir_fd_ = open_target_folder(name, target_);
    struct stat st {};
    // A chosen name's mode is its own, never that of a file a link planted since points to.
    const int at_flags = name.chosen_by_twobit() ? AT_SYMLINK_NOFOLLOW : 0;
    mode_ = ::fstatat(dir_fd_, base_.c_str(), &st, at_flags) == 0 && S_ISREG(st.st_mode)
                ? static_cast<unsigned>(st.st_mode & 07777)
                : new_file_mode();
    remove_stale_temporaries(dir_fd_, base_);
    fd_ = create_temporary(dir_fd_, where.dir, base_, temporary_, guard_);
    if (fd_ < 0) {
        const int error = errno;
        ::close(dir_fd_);
        errno = error;
        fail("cannot create a temporary file");
    }
}

AtomicFile::~AtomicFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!committed_ && dir_fd_ >= 0) ::unlinkat(dir_fd_, base_name(temporary_).c_str(), 0);
    if (dir_fd_ >= 0) ::close(dir_fd_);
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
    // renameat replaces whatever is at the name now, a link planted since included, and
    // never follows it.
    if (::renameat(dir_fd_, base_name(temporary_).c_str(), dir_fd_, base_.c_str()) != 0)
        fail("rename failed");
    committed_ = true;
    guard_.reset();
    // The rename itself is durable once the folder is synced (best effort: some file
    // systems refuse fsync on folders).
    if (synced) ::fsync(dir_fd_);
}

void write_file_atomically(const OutputName& name, const std::string& text) {
    AtomicFile file(name);
    file.write(text.data(), text.size());
    file.commit();
}

} // namespace twobit
