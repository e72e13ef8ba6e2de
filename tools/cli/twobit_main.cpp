// The twobit command: subcommands, `twobit help [CMD]` (a bare `twobit`: the usage on stderr,
// exit 2), "did you mean" for misspelled subcommands and options, --version with the build's commit
// and what it supports, and the one place where errors become exit codes (0 ok, 1 failed
// verification or bad input/file, 2 usage error) and where standard output is checked once
// more at the end: a command whose output was lost never exits 0.
#include <CLI/CLI.hpp>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <new>
#include <string>
#include <system_error>
#include <unistd.h>

#include "host/io/input_lines.hpp"
#include "host/io/suggest.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/help_format.hpp"
#include "tools/cli/mpi_cli.hpp"
#ifdef TWOBIT_HAVE_MPI
#include <memory>

#include "host/io/atomic_file.hpp"
#include "host/mpi/mpi_session.hpp"
#endif

#include "twobit_commit.hpp" // generated at build time: TWOBIT_GIT_COMMIT

namespace {

using namespace twobit::cli;

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

int report(const std::string& message, int code) {
    std::fprintf(stderr, "twobit: error: %s\n", twobit::printable(message).c_str());
    return code;
}

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

std::string version_text() {
#if defined(TWOBIT_HAVE_CUDA)
    const char* cuda = "CUDA (used where a device answers, else the CPU)";
#else
    const char* cuda = "no CUDA (nvcc was not found at build time)";
#endif
#ifdef _OPENMP
    const std::string openmp = "OpenMP " + std::to_string(_OPENMP);
#else
    const std::string openmp = "no OpenMP";
#endif
#if defined(TWOBIT_HAVE_MPI)
    const char* mpi = "MPI (generate under mpirun)";
#else
    const char* mpi = "no MPI (it was not found at build time)";
#endif
    return std::string("twobit 0.1.0, commit ") + TWOBIT_GIT_COMMIT + "; " + openmp + "; " + cuda +
           "; " + mpi + (kSanitized ? "; AddressSanitizer" : "");
}

#ifdef TWOBIT_HAVE_MPI
// Every rank of the job runs the same command line (but for the program's path): a rank that
// ran another command, or refused its own, would leave the others waiting for it in the
// search. Checked by all together, so that each refuses alike.
void require_one_command_line(const twobit::MpiSession& mpi, int argc, char** argv) {
    std::string words;
    for (int i = 1; i < argc; ++i) (words += argv[i]) += '\0';
    const uint64_t hash = std::hash<std::string>{}(words);
    if (mpi.min(hash) != ~mpi.min(~hash))
        throw UsageError("the ranks were started with different command lines: start every "
                         "rank with the same command and options");
}
#endif

// Under mpirun with several ranks, one message per failure: rank 0 prints what every rank
// met (usage errors, a step checked together); another rank's own failure, which the
// others would wait for in their next collective call, ends the job with its message.
int report_failure(const std::string& message, int code, bool usage) {
#ifdef TWOBIT_HAVE_MPI
    const twobit::MpiSession* mpi = mpi_session();
    if (mpi != nullptr && mpi->size() > 1 && !mpi->root()) {
        if (usage || mpi->failure_shared()) return code;
        mpi->abort(message, code);
    }
    if (mpi != nullptr && mpi->size() > 1 && !usage && !mpi->failure_shared()) {
        mpi->abort(message, code);
    }
#endif
    if (usage) {
        std::fprintf(stderr, "twobit: error: %s\nRun with --help for more information.\n",
                     twobit::printable(message).c_str());
        return code;
    }
    return report(message, code);
}

// CLI11's message, or for an argument it could not place ours: an unknown command or
// option, and the name it might have meant (the commands at the top, the options of the
// command that was given).
std::string parse_error_message(CLI::App& app, const CLI::ParseError& e) {
    CLI::App* where = &app;
    for (CLI::App* sub : app.get_subcommands()) where = sub;
    std::vector<std::string> extras = where->remaining();
    if (extras.empty()) extras = app.remaining();
    if (extras.empty() || dynamic_cast<const CLI::ExtrasError*>(&e) == nullptr) return e.what();
    const std::string& word = extras.front();
    if (word.rfind("-", 0) == 0)
        return "unknown option '" + word + "'" +
               (where == &app ? std::string() : " for " + where->get_name()) +
               option_suggestion(*where, word);
    if (where != &app) return e.what();
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
    return "unknown command '" + word + "'" + twobit::did_you_mean(word, names);
}

// The commands in the order the usage lists them.
struct Command {
    const char* name;
    void (*add)(CLI::App&, int&);
};
constexpr Command kCommands[] = {
    {"generate", add_generate_command},
    {"verify", add_verify_command},
    {"info", add_info_command},
    {"solve", add_solve_command},
    {"scramble", add_scramble_command},
    {"bench", add_bench_command},
    {"analyze", add_analyze_command},
    {"show", add_show_command},
    {"list", add_list_command},
    {"tables", add_tables_command},
    {"completion", add_completion_command},
};

// The command a command line names: its first word that is not an option (the global options
// take no values), or "".
std::string command_word(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (argv[i][0] != '-') return argv[i];
    return "";
}

// `twobit help [COMMAND]`: the usage, or a command's options, on standard output.
void print_help(CLI::App& app, const std::string& help_topic) {
    CLI::App* topic = &app;
    if (!help_topic.empty()) {
        std::vector<std::string> names;
        for (CLI::App* sub : app.get_subcommands({})) {
            names.push_back(sub->get_name());
            if (sub->get_name() == help_topic) topic = sub;
        }
        if (topic == &app)
            throw UsageError("no command '" + help_topic + "'" +
                             twobit::did_you_mean(help_topic, names));
    }
    // CLI11's help() of the app would describe the subcommand just parsed ("help").
    std::fputs(
        topic == &app
            ? app.get_formatter()->make_help(&app, "twobit", CLI::AppFormatMode::Normal).c_str()
            : topic->help().c_str(),
        stdout);
}

// The end of every command that got this far: standard output written and closed (errors
// reported), then a quick exit.
int finish(int exit_code) {
    // Buffered output that could not be written shows up here at the latest.
    try {
        flush_stdout();
    } catch (const std::exception& e) {
        return report(e.what(), kExitFailed);
    }
    // A file's last write error can show only at its close (NFS writes back then).
    if (std::fclose(stdout) != 0)
        return report(std::string("cannot write standard output: ") + std::strerror(errno),
                      kExitFailed);
    // Everything is written, synced and closed. What a normal exit still does (a table of
    // gigabytes and the command line's objects freed piece by piece, static destructors,
    // OpenMP's threads) gives back memory that the kernel reclaims anyway. Not under MPI (the
    // session must finalize) nor under the sanitizers (LeakSanitizer checks at exit).
    if (!kSanitized && mpi_session() == nullptr) {
        std::fflush(stderr);
        ::_exit(exit_code);
    }
    return exit_code;
}

} // namespace

int main(int argc, char** argv) {
    occupy_closed_standard_descriptors();
    // A file-size limit (ulimit -f) would end the process by SIGXFSZ in the middle of a
    // write, silently, its temporary left behind; ignored, the write fails with EFBIG, which
    // is reported like any failed write, and the temporary is removed.
    std::signal(SIGXFSZ, SIG_IGN);
#ifndef TWOBIT_HAVE_MPI
    if (launched_by_mpirun()) {
        std::fprintf(stderr, "twobit: error: this twobit was built without MPI, so each rank would "
                             "run the whole command on its own; rebuild it where CMake finds MPI "
                             "(Debian: libopenmpi-dev), or run it without mpirun\n");
        return kExitFailed;
    }
#endif
#ifdef TWOBIT_HAVE_MPI
    // Only under mpirun: a command run by hand never initialises MPI.
    std::unique_ptr<twobit::MpiSession> mpi;
    if (launched_by_mpirun()) {
        mpi = std::make_unique<twobit::MpiSession>(argc, argv);
        // A rank's streams are relayed by mpirun, its parent where it runs on mpirun's machine.
        twobit::also_refuse_streams_of(static_cast<int>(::getppid()));
        mpi->set_exit_code_of([](const std::exception& e) {
            return dynamic_cast<const UsageError*>(&e) != nullptr ? kExitUsage : kExitFailed;
        });
    }
    set_mpi_session(mpi.get());
#endif
    twobit::set_program_name(argc > 0 ? argv[0] : nullptr); // for the hints
    CLI::App app{"twobit: complete 2-bit distance tables for twisty puzzles, God's numbers and "
                 "optimal solutions"};
    app.require_subcommand(0, 1);
    app.formatter(twobit_help_formatter()); // before the commands: they inherit it
    app.set_version_flag("--version", version_text());
    app.footer("Run 'twobit help COMMAND' (or COMMAND --help) for a command's options; "
               "'twobit list' for the puzzles.");
    int exit_code = kExitOk;
    for (const Command& command : kCommands) command.add(app, exit_code);
    std::string help_topic;
    CLI::App* help = app.add_subcommand("help", "Print the usage, or a command's options");
    help->add_option("command", help_topic, "The command")->type_name("COMMAND");
    set_examples(*help, {"twobit help", "twobit help solve"});
    try {
#ifdef TWOBIT_HAVE_MPI
        if (mpi_session() != nullptr) require_one_command_line(*mpi_session(), argc, argv);
#endif
        // Under mpirun, refused before parsing: CLI11 runs a command inside parse(), and every
        // rank would run it to the end.
        if (mpi_session() != nullptr && command_word(argc, argv) != "generate")
            throw UsageError("under mpirun only generate runs (each rank would run this "
                             "command on its own); run it without mpirun");
        app.parse(argc, argv);
        // A bare `twobit` is a usage error, as git has it: the usage on stderr, exit 2.
        if (app.get_subcommands().empty()) {
            std::fputs(
                app.get_formatter()->make_help(&app, "twobit", CLI::AppFormatMode::Normal).c_str(),
                stderr);
            return kExitUsage;
        }
        if (help->parsed()) print_help(app, help_topic);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) { // --help, --version
            app.exit(e);
            exit_code = kExitOk;
        } else {
            return report_failure(parse_error_message(app, e), kExitUsage, true);
        }
    } catch (const UsageError& e) {
        return report_failure(e.what(), kExitUsage, true);
#ifdef TWOBIT_HAVE_MPI
    } catch (const twobit::PeerFailed& e) {
        // Another rank failed first: rank 0 says what, every rank exits with its code.
        if (mpi_session()->root()) std::fprintf(stderr, "twobit: error: %s\n", e.what());
        return e.code();
#endif
    } catch (const std::bad_alloc&) {
        return report_failure("out of memory", kExitFailed, false);
    } catch (const std::system_error& e) {
        // fmt::print throws this when a write to standard output fails (every fmt::print in
        // the subcommands goes to stdout); other system errors carry their own message.
        if (std::string(e.what()).rfind("cannot write to file", 0) == 0)
            return report_failure("cannot write standard output: " + e.code().message(),
                                  kExitFailed, false);
        return report_failure(e.what(), kExitFailed, false);
    } catch (const std::exception& e) {
        return report_failure(e.what(), kExitFailed, false);
    }
    return finish(exit_code);
}
