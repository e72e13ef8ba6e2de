// The twobit subcommands. Each adds itself to the app; its callback sets exit_code.
#pragma once

#include "tools/cli/cli11_fwd.hpp"

namespace twobit::cli {

void add_generate_command(CLI::App& app, int& exit_code);
void add_verify_command(CLI::App& app, int& exit_code);
void add_info_command(CLI::App& app, int& exit_code);
void add_list_command(CLI::App& app, int& exit_code);
void add_solve_command(CLI::App& app, int& exit_code);
void add_bench_command(CLI::App& app, int& exit_code);
void add_analyze_command(CLI::App& app, int& exit_code);
void add_show_command(CLI::App& app, int& exit_code);
void add_tables_command(CLI::App& app, int& exit_code);
void add_scramble_command(CLI::App& app, int& exit_code);
// Prints a shell completion script made from the commands already added to app.
void add_completion_command(CLI::App& app, int& exit_code);

} // namespace twobit::cli
