// Memory budgets; see memory_budget.hpp.
#include "host/engine/memory_budget.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <stdexcept>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

#include "kernels/table_word.hpp"

namespace twobit {

uint64_t search_memory_bytes(const PuzzleModel& model) {
    uint64_t bytes = 0;
    for (const Coordinate& c : model.coords)
        bytes += c.move_table.size() * sizeof(uint32_t) + c.parity.size();
    return search_memory_bytes(model.num_states(), bytes);
}

uint64_t search_memory_bytes(uint64_t states, uint64_t model_table_bytes) {
    return num_table_words(states) * sizeof(Word) + model_table_bytes;
}

namespace {

// A small file of the kernel's (/proc, /sys) whole, through plain system calls; empty when
// it cannot be read.
std::string read_kernel_file(const std::string& path) {
    std::string text;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return text;
    char buffer[4096];
    while (text.size() < (size_t{1} << 20)) { // these files are a few KiB at most
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        text.append(buffer, static_cast<size_t>(got));
    }
    ::close(fd);
    return text;
}

// The first word of a file as a number ("max" and unreadable files: false).
bool read_number(const std::string& path, uint64_t& value) {
    const std::string file = read_kernel_file(path);
    const size_t start = file.find_first_not_of(" \t\n");
    if (start == std::string::npos) return false;
    const std::string text = file.substr(start, file.find_first_of(" \t\n", start) - start);
    if (text.find_first_not_of("0123456789") != std::string::npos) return false;
    try {
        value = std::stoull(text);
    } catch (const std::exception&) {
        return false;
    }
    return true;
}

uint64_t mem_available() {
    const std::string meminfo = read_kernel_file("/proc/meminfo");
    const std::string key = "\nMemAvailable:";
    const size_t at = meminfo.find(key);
    if (at == std::string::npos) return 0;
    // "MemAvailable:   22758000 kB"
    return std::strtoull(meminfo.c_str() + at + key.size(), nullptr, 10) * 1024;
}

// The limit minus the usage in `dir` and each folder above it up to `root`.
uint64_t room_up_to(std::string dir, const std::string& root, const char* limit_file,
                    const char* usage_file) {
    uint64_t room = UINT64_MAX;
    while (true) {
        uint64_t limit = 0, usage = 0;
        if (read_number(dir + "/" + limit_file, limit)) {
            read_number(dir + "/" + usage_file, usage);
            room = std::min(room, limit > usage ? limit - usage : 0);
        }
        if (dir.size() <= root.size()) break;
        dir = dir.substr(0, dir.find_last_of('/'));
    }
    return room;
}

} // namespace

uint64_t cgroup_memory_room(const std::string& proc_self_cgroup, const std::string& cgroup_root) {
    const std::string lines = read_kernel_file(proc_self_cgroup);
    uint64_t room = UINT64_MAX;
    // Lines "ID:CONTROLLERS:PATH": "0::/PATH" for v2, "N:...memory...:/PATH" for v1. A path
    // that does not exist here (another mount namespace) falls back to the root's limit.
    for (size_t start = 0, end = 0; start < lines.size(); start = end + 1) {
        end = std::min(lines.find('\n', start), lines.size());
        const std::string line = lines.substr(start, end - start);
        const size_t first = line.find(':'), second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        const std::string controllers = line.substr(first + 1, second - first - 1);
        std::string path = line.substr(second + 1);
        if (path == "/") path.clear();
        if (path.find("..") != std::string::npos) continue;
        if (controllers.empty()) {
            room = std::min(
                room, room_up_to(cgroup_root + path, cgroup_root, "memory.max", "memory.current"));
        } else if (("," + controllers + ",").find(",memory,") != std::string::npos) {
            const std::string root = cgroup_root + "/memory";
            room = std::min(room, room_up_to(root + path, root, "memory.limit_in_bytes",
                                             "memory.usage_in_bytes"));
        }
    }
    return room;
}

uint64_t address_space_room() {
    // ulimit -v (RLIMIT_AS) bounds the address space, ulimit -d (RLIMIT_DATA) the heap and
    // private mappings: either, less what the process holds already (its virtual size).
    uint64_t room = UINT64_MAX;
    const std::string statm = read_kernel_file("/proc/self/statm");
    const uint64_t used =
        std::strtoull(statm.c_str(), nullptr, 10) * static_cast<uint64_t>(::sysconf(_SC_PAGESIZE));
    for (const int resource : {RLIMIT_AS, RLIMIT_DATA}) {
        struct rlimit limit {};
        if (::getrlimit(resource, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) continue;
        const auto cap = static_cast<uint64_t>(limit.rlim_cur);
        room = std::min(room, cap > used ? cap - used : 0);
    }
    return room;
}

uint64_t available_memory_bytes() {
    const uint64_t available = mem_available();
    const uint64_t room = std::min(cgroup_memory_room(), address_space_room());
    if (available == 0) return room == UINT64_MAX ? 0 : room;
    return std::min(available, room);
}

bool memory_fits(uint64_t bytes, uint64_t limit, uint64_t available) {
    return (limit == 0 || bytes <= limit) && (available == 0 || bytes <= available);
}

bool memory_fits(uint64_t bytes, uint64_t limit) {
    return memory_fits(bytes, limit, available_memory_bytes());
}

uint64_t check_memory(const PuzzleModel& model, uint64_t extra, uint64_t limit) {
    return check_memory(model.puzzle + " " + model.metric, search_memory_bytes(model) + extra,
                        limit);
}

uint64_t check_memory(const std::string& name, uint64_t needed, uint64_t limit) {
    const std::string what =
        name + " needs " + format_bytes(needed) + " (" + std::to_string(needed) + " bytes)";
    if (limit != 0 && needed > limit)
        throw std::runtime_error(what + ", more than the --max-memory limit of " +
                                 format_bytes(limit));
    // A search this small is not checked against the machine (about ten files of /proc and
    // /sys): a machine or cgroup that ran twobit itself has room for it. 0: nothing read, as
    // when the memory cannot be known.
    if (needed < kUncheckedSearchBytes) return 0;
    const uint64_t available = available_memory_bytes();
    if (available != 0 && needed > available)
        throw std::runtime_error(what + ", more than the " + format_bytes(available) +
                                 " of memory available");
    return available;
}

} // namespace twobit
