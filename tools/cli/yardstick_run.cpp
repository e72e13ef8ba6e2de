// Starting the yardstick and reading its one line of result; see yardstick_run.hpp.
#include "tools/cli/yardstick_run.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace twobit::cli {

std::string yardstick_space(const PuzzleModel& model) {
    const bool all_faces = model.gens.empty() || model.gens == "URF" || model.gens == "URFDLB";
    if (!all_faces || model.definition_hash != 0) return "";
    if (model.puzzle == "2x2x2" && (model.metric == "htm" || model.metric == "qtm")) return "2x2";
    if (model.puzzle == "3x3x3-corners" && model.metric == "htm") return "3x3";
    return "";
}

namespace {

// Runs argv with standard output into a pipe (standard error as ours); its output and
// exit status. The arguments go to the program as they are: no shell reads them.
std::string run_capturing(const std::vector<std::string>& args, int& status) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
        throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    if (spawned != 0) {
        close(fds[0]);
        throw std::runtime_error("cannot run the yardstick " + args[0] + ": " +
                                 std::strerror(spawned));
    }
    std::string out;
    char buffer[4096];
    for (;;) {
        const ssize_t n = read(fds[0], buffer, sizeof buffer);
        if (n > 0) {
            if (out.size() < (1u << 20)) out.append(buffer, static_cast<size_t>(n));
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        break;
    }
    close(fds[0]);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    return out;
}

} // namespace

std::vector<YardstickLevel> parse_yardstick_levels(const std::string& output) {
    std::vector<YardstickLevel> levels;
    const std::string label = "levels(median ms):";
    const size_t at = output.find(label);
    if (at == std::string::npos) return levels;
    const size_t end = output.find('\n', at);
    std::istringstream tokens(output.substr(at + label.size(), end - at - label.size()));
    for (std::string token; tokens >> token;) {
        // "<level><kind>:<ms>", e.g. "11N:2.720"
        int level = -1;
        char kind = 0;
        double ms = -1;
        char colon = 0;
        std::istringstream one(token);
        if (!(one >> level >> kind >> colon >> ms) || colon != ':' || level < 0 || level > 1000 ||
            !(ms >= 0))
            continue;
        levels.push_back({level + 1, kind, ms / 1000});
    }
    return levels;
}

YardstickRun run_yardstick(const std::string& path, const std::string& space,
                           const std::string& metric, int threads) {
    int status = 0;
    const std::string out =
        run_capturing({path, space, metric, std::to_string(threads), "1", "auto"}, status);
    const std::string what = "the yardstick " + path;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw std::runtime_error(what + " failed (exit status " +
                                 std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) +
                                 ")");
    // Its result line: "<space> T=<threads> pol=... runs=1 OK median=12.345 ms ...".
    const size_t at = out.find(" median=");
    if (at == std::string::npos || out.find(" OK ") == std::string::npos)
        throw std::runtime_error(what + " printed no checked time (is it the yardstick?)");
    char* end = nullptr;
    const double ms = std::strtod(out.c_str() + at + 8, &end);
    if (end == out.c_str() + at + 8 || !(ms > 0))
        throw std::runtime_error(what + " printed an unreadable time");
    return {ms / 1000, parse_yardstick_levels(out)};
}

} // namespace twobit::cli
