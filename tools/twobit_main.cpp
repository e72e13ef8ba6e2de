// The twobit command: subcommands, and the one place where errors become exit codes
// (0 ok, 1 failed verification or bad input/file, 2 usage error).
#include <cstdio>
#include <new>

#include "cli_common.hpp"
#include "commands.hpp"

int main(int argc, char** argv) {
    using namespace twobit::cli;
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
        const int code = app.exit(e); // prints help, version or the parse error
        return code == 0 ? kExitOk : kExitUsage;
    } catch (const UsageError& e) {
        std::fprintf(stderr, "twobit: error: %s\nRun with --help for more information.\n",
                     e.what());
        return kExitUsage;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "twobit: error: out of memory\n");
        return kExitFailed;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "twobit: error: %s\n", e.what());
        return kExitFailed;
    }
    return exit_code;
}
