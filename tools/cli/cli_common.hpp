// Pieces shared by the twobit subcommands: the puzzle and search options, thread counts,
// where tables live by default, opening a table for a model, writing output files, standard
// output that reports its write errors, and the error kinds that map to exit codes. Each
// subcommand lives in its own cmd_*.cpp file.
#pragma once

#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/engine/backend.hpp"
#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/engine/save_table.hpp"
#include "host/engine/search.hpp"
#include "host/puzzles/puzzle.hpp"
#include "tables/table_file.hpp"
#include "tools/cli/cli11_fwd.hpp"

namespace twobit::cli {

// Exit codes: 0 ok, 1 verification failed or bad input/file, 2 usage error, 130 interrupted.
constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInterrupted = 130; // generate stopped by an interrupt, its checkpoint written

// A bad option value found after parsing (unknown puzzle, metric, face): exit 2.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// For every option that takes text: an empty value ('') is refused rather than read as
// "not given" (which would mean a default, or no limit).
const CLI::Validator& non_empty();

// For counts (threads, repetitions): plain decimal digits only ("0x10" and "+5" refused),
// read as decimal ("010" is ten, where CLI11 alone would read octal eight).
const CLI::Validator& decimal();

struct PuzzleOptions {
    std::string puzzle = "2x2x2";
    std::string metric = "htm";
    std::string gens; // empty = every face of the puzzle
    std::string def;  // --def FILE: a definition file (host/puzzles/defs)
    CLI::Option* puzzle_option = nullptr;
    CLI::Option* def_option = nullptr;
    CLI::Option* metric_option = nullptr;
    CLI::Option* gens_option = nullptr;
    bool metric_given = false; // set, besides --metric, when a table's header gave it

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

// The one rule for thread counts: `requested` (0 = every core), never more than the cores
// this process may run on, nor more than `work_items` when that is given, and at least 1.
int resolve_threads(int requested, uint64_t work_items = UINT64_MAX);

// The id of the puzzle the options name. With --def FILE, or a --puzzle value ending in
// .tws, the definition file is read and its record registered first (a bad file throws
// DefinitionError or std::runtime_error: exit 1); both at once is a UsageError.
std::string chosen_puzzle(const PuzzleOptions& options);

// Sets options to the puzzle, metric and gens in the header of the table (or checkpoint) at
// path, for a command given a file and no --puzzle. Throws std::runtime_error for a header
// this build cannot make a model of, or one from a definition file (--def must name it).
// Returns that model (build_model(options) would build it again: a command that needs it
// takes this one).
PuzzleModel puzzle_from_table_header(PuzzleOptions& options, const std::string& path);

// make_puzzle for chosen_puzzle with its std::invalid_argument turned into a UsageError;
// without --metric, the puzzle's first metric.
PuzzleModel build_model(const PuzzleOptions& options);

// build_model for a command that searches next: built inside a region of `threads`
// threads, so that waking the other cores overlaps it (host/engine/thread_warmup.hpp); in
// the static twobit, at the first call, built while spare threads for that region start.
// Not a definition file's: its move tables are built by parallel loops of their own, which
// such a region would run on one thread (and which wake the cores anyway).
PuzzleModel build_model_for_search(const PuzzleOptions& options, int threads);

// The command that builds model's table, e.g. "twobit generate --puzzle 2x2x2 --metric htm"
// or "twobit generate --def FILE --metric qtm --gens U,R".
std::string generate_command(const PuzzleModel& model);

// " (did you mean '--puzzle'?)" for a misspelled option of cmd, or "".
std::string option_suggestion(const CLI::App& cmd, const std::string& word);

// find_puzzle, an unknown name a UsageError (with its "did you mean").
const Puzzle& find_puzzle_or_usage(const std::string& name);

// $TWOBIT_TABLES, else $XDG_DATA_HOME/twobit (when absolute, as the XDG spec requires),
// else $HOME/.local/share/twobit.
std::string default_table_dir();
// "<dir>/2x2x2-htm.twobit", with "-<gens>" before the extension for a restricted move set.
std::string default_table_path(const PuzzleModel& model);
// The same for the puzzle's whole move set (every face), without building its model.
std::string default_table_path(const std::string& puzzle, const std::string& metric);

// A search ready to run: options resolved (threads, strategy, backend) and its memory
// checked against --max-memory and what is free, the push mode chosen by what fits.
struct PreparedSearch {
    SearchOptions options;
    Backend backend = Backend::Auto;
};
// Bad option values throw UsageError; a search that would not fit throws before allocating.
PreparedSearch prepare_search(const PuzzleModel& model, const SearchCliOptions& options);

// Runs the search for model into a fresh table on the chosen backend. Unless quiet, says on
// stderr which backend ran on which device, and logs the levels if log_levels. Bad option
// values throw UsageError; a search that would not fit in memory throws before allocating.
BuiltTable build_table(const PuzzleModel& model, const SearchCliOptions& options);

// Throws std::runtime_error unless the table was built for this model: the puzzle, metric,
// gens, moves, state count and model fingerprint must all be the model's.
void check_table_for(const PuzzleModel& model, const TableFile& table);

// The checked file at path (TableFile::open), refusing one built for another model.
TableFile open_table_for(const PuzzleModel& model, const std::string& path);

// A table whose header names a puzzle this build has no model of.
class UnknownPuzzleError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The model a table's header names (puzzle, metric, gens). Throws UnknownPuzzleError for an
// unknown puzzle, std::runtime_error for a metric or gens that a known puzzle does not have.
PuzzleModel model_of_table(const TableFile& table);

// Calls use(table, max_depth) with the model's table and its God's number: the file at
// `path` (default location when empty), checked, or, when there is none, a table generated
// now (with a note on stderr, on `threads` CPU threads, 0 = all cores) and saved there. When
// it cannot be saved, a warning says why (before the search) and the table in memory is used.
template <class Use>
int with_table(const PuzzleModel& model, const std::string& path, Use use, int threads = 0);

// Writes text to path through an AtomicFile (host/atomic_file.hpp), or to standard output
// when path is "-". Throws FileWriteError or std::runtime_error naming the problem.
void write_output(const std::string& path, const std::string& text);

// Flushes standard output; throws std::runtime_error when it cannot be written (a full
// disk, a closed descriptor), so that no command goes on, or exits 0, after losing output.
void flush_stdout();

std::string hex64(uint64_t value);

// One JSON value as one line. Text that is not valid UTF-8 (a mangled input line, a file
// name) is printed with U+FFFD in place of the bad bytes rather than failing.
std::string json_line(const nlohmann::json& value);

// " (gens URF)" after a puzzle and metric; empty for puzzles without faces (clock-front).
std::string gens_note(const std::string& gens);

// "1 9 54 321" -> the counts joined by spaces.
std::string join_counts(const std::vector<uint64_t>& counts);

// ---- implementation of with_table

// The default or given table file when it exists (anything at the path, a dangling link
// too, counts as existing: opening it then says what is wrong with it).
bool table_path_taken(const std::string& path);
// Checks that a table for model can be saved at path; on failure warns on stderr and
// returns false.
bool can_save_table(const PuzzleModel& model, const std::string& path);
// open_table_for, with the command that rebuilds the file added to a refusal's message.
TableFile open_refusing_with_a_remedy(const PuzzleModel& model, const std::string& path);
// Saves, or warns on stderr that it could not.
void save_table_or_warn(const std::string& path, const PuzzleModel& model, const BuiltTable& built);

template <class Use>
int with_table(const PuzzleModel& model, const std::string& path, Use use, int threads) {
    const std::string file = path.empty() ? default_table_path(model) : path;
    if (!table_path_taken(file)) {
        std::fprintf(stderr, "twobit: no table at %s; generating it now\n", file.c_str());
        const bool saving = can_save_table(model, file);
        SearchCliOptions search;
        search.quiet = true;
        search.threads = threads;
        const BuiltTable built = build_table(model, search);
        if (saving) save_table_or_warn(file, model, built);
        return use(built.table, built.result.max_depth());
    }
    const TableFile table = open_refusing_with_a_remedy(model, file);
    return use(table, table.header().max_depth());
}

} // namespace twobit::cli
