// See read_text_file.hpp.
#include "host/io/read_text_file.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

#include "host/io/atomic_file.hpp"

namespace twobit {

std::string read_text_file(const std::string& path, uint64_t max_bytes, const std::string& what) {
    const auto fail = [&](const std::string& why) {
        return std::runtime_error("cannot read " + what + " " + path + ": " + why);
    };
    if (path.empty()) throw std::runtime_error("cannot read a " + what + " with an empty name");
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) throw fail(std::strerror(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st {};
    if (::fstat(fd, &st) != 0) throw fail(std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        throw fail(std::string("it is ") + file_kind_name(static_cast<unsigned>(st.st_mode)) +
                   ", not a regular file");
    const uint64_t size = static_cast<uint64_t>(st.st_size);
    if (size > max_bytes)
        throw fail("it is " + std::to_string(size) + " bytes, more than the limit of " +
                   std::to_string(max_bytes));
    // Read to the end rather than trusting the size: the file may change meanwhile. One
    // byte past the limit is enough to know it is too long.
    std::string text;
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) throw fail(std::strerror(errno));
        if (got == 0) break;
        text.append(buffer, static_cast<size_t>(got));
        if (text.size() > max_bytes)
            throw fail("it grew past the limit of " + std::to_string(max_bytes) + " bytes");
    }
    return text;
}

} // namespace twobit
