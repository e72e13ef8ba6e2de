// Pieces shared by the twobit subcommands: the puzzle options, where tables live by default,
// building a table file header from a search, and the error kinds that map to exit codes.
// Each subcommand lives in its own cmd_*.cpp file.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/distance_table.hpp"
#include "host/puzzle_model.hpp"
#include "host/save_table.hpp"
#include "host/search.hpp"
#include "tables/table_file.hpp"

namespace twobit::cli {

// Exit codes (DESIGN.md): 0 ok, 1 verification failed or bad input/file, 2 usage error.
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

// A bad option value found after parsing (unknown puzzle, metric, face): exit 2.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct PuzzleOptions {
    std::string puzzle = "2x2x2";
    std::string metric = "htm";
    std::string gens; // empty = every face of the puzzle
    CLI::Option* puzzle_option = nullptr;
    CLI::Option* metric_option = nullptr;
    CLI::Option* gens_option = nullptr;

    // True if the user named the puzzle, metric or gens explicitly.
    bool any_given() const;
};

void add_puzzle_options(CLI::App& cmd, PuzzleOptions& options);

// How to run a search: backend, threads, level strategy, and whether to log levels.
struct SearchCliOptions {
    std::string backend = "auto";
    int threads = 0; // 0 = all cores
    std::string strategy = "auto";
    bool quiet = false;     // -q: nothing on stderr
    bool log_levels = true; // the per-level log (off for --json)
    std::string max_memory; // --max-memory, e.g. "8G"; empty = no limit but what is free
};
void add_search_options(CLI::App& cmd, SearchCliOptions& options);

// make_puzzle with its std::invalid_argument turned into a UsageError; without --metric,
// the puzzle's first metric in the catalog.
PuzzleModel build_model(const PuzzleOptions& options);

// $TWOBIT_TABLES, else $XDG_DATA_HOME/twobit, else $HOME/.local/share/twobit.
std::string default_table_dir();
// "<dir>/2x2x2-htm.twobit", with "-<gens>" before the extension for a restricted move set.
std::string default_table_path(const PuzzleModel& model);

// Creates the folder of path if needed; throws std::runtime_error naming it.
void ensure_parent_dir(const std::string& path);

// Runs the search for model into a fresh table on the chosen backend. Unless quiet, says on
// stderr which backend ran on which device, and logs the levels if log_levels. Bad option
// values throw UsageError.
struct BuiltTable {
    DistanceTable table;
    SearchResult result;
};
BuiltTable build_table(const PuzzleModel& model, const SearchCliOptions& options);

// Calls use(table) with the model's table: the file at `path` (default location when
// empty), checked and mapped, or, when there is none, a table generated now (with a note on
// stderr, on `threads` CPU threads, 0 = all cores) and saved there. A file for another move
// set is refused.
template <class Use>
int with_table(const PuzzleModel& model, const std::string& path, Use use, int threads = 0);

// Writes text to path through a temporary file and a rename (creating the folder); throws
// std::runtime_error naming the path.
void write_text_file(const std::string& path, const std::string& text);

std::string hex64(uint64_t value);

// One JSON value as one line. Text that is not valid UTF-8 (a mangled input line, a file
// name) is printed with U+FFFD in place of the bad bytes rather than failing.
std::string json_line(const nlohmann::json& value);

// " (gens URF)" after a puzzle and metric; empty for puzzles without faces (clock-front).
std::string gens_note(const std::string& gens);

// "1 9 54 321" -> the counts joined by spaces.
std::string join_counts(const std::vector<uint64_t>& counts);

// ---- implementation of with_table

// The mapped file at path, refusing one built for another move set.
TableFile open_table_for(const PuzzleModel& model, const std::string& path);

template <class Use>
int with_table(const PuzzleModel& model, const std::string& path, Use use, int threads) {
    const std::string file = path.empty() ? default_table_path(model) : path;
    if (!std::filesystem::exists(file)) {
        std::fprintf(stderr, "twobit: no table at %s; generating it now\n", file.c_str());
        SearchCliOptions search;
        search.quiet = true;
        search.threads = threads;
        const BuiltTable built = build_table(model, search);
        ensure_parent_dir(file);
        save_table(file, model, built.result, built.table);
        return use(built.table);
    }
    const TableFile table = open_table_for(model, file);
    return use(table);
}

} // namespace twobit::cli
