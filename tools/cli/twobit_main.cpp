// The twobit command: subcommands, and the one place where errors become exit codes
// (0 ok, 1 failed verification or bad input/file, 2 usage error) and where standard output
// is checked once more at the end: a command whose output was lost never exits 0.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <new>
#include <string>
#include <system_error>
#include <unistd.h>

#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace {

// A standard descriptor closed by the caller (twobit >&-) would be the number the next
// open() returns, and results meant for stdout would land in whatever file that is. A
// read-only /dev/null in its place makes writes to it fail (reported, exit 1) and reads
// from it end at once.
void occupy_closed_standard_descriptors() {
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        const int opened = ::open("/dev/null", O_RDONLY);
        if (opened >= 0 && opened != fd) {
            ::dup2(opened, fd);
            ::close(opened);
        }
    }
}

int report(const char* message, int code) {
    std::fprintf(stderr, "twobit: error: %s\n", message);
    return code;
}

} // namespace

int main(int argc, char** argv) {
    using namespace twobit::cli;
    occupy_closed_standard_descriptors();
    CLI::App app{"twobit: complete 2-bit distance tables for twisty puzzles, and God's numbers"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "twobit 0.1.0");
    int exit_code = kExitOk;
    add_generate_command(app, exit_code);
    add_verify_command(app, exit_code);
    add_info_command(app, exit_code);
    add_solve_command(app, exit_code);
    add_bench_command(app, exit_code);
    add_analyze_command(app, exit_code);
    add_show_command(app, exit_code);
    add_list_command(app, exit_code);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) { // --help, --version
            app.exit(e);
            exit_code = kExitOk;
        } else {
            std::fprintf(stderr, "twobit: error: %s\nRun with --help for more information.\n",
                         e.what());
            return kExitUsage;
        }
    } catch (const UsageError& e) {
        std::fprintf(stderr, "twobit: error: %s\nRun with --help for more information.\n",
                     e.what());
        return kExitUsage;
    } catch (const std::bad_alloc&) {
        return report("out of memory", kExitFailed);
    } catch (const std::system_error& e) {
        // fmt::print throws this when a write to standard output fails (every fmt::print in
        // the subcommands goes to stdout); other system errors carry their own message.
        if (std::string(e.what()).rfind("cannot write to file", 0) == 0)
            return report(("cannot write standard output: " + e.code().message()).c_str(),
                          kExitFailed);
        return report(e.what(), kExitFailed);
    } catch (const std::exception& e) {
        return report(e.what(), kExitFailed);
    }
    // Buffered output that could not be written shows up here at the latest.
    try {
        flush_stdout();
    } catch (const std::exception& e) {
        return report(e.what(), kExitFailed);
    }
    if (std::fclose(stdout) != 0)
        return report(
            (std::string("cannot write standard output: ") + std::strerror(errno)).c_str(),
            kExitFailed);
    return exit_code;
}
