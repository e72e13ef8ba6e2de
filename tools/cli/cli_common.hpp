// Pieces shared by the twobit subcommands: the puzzle and search options and the puzzle they
// choose (resolved once per command), reading a table's puzzle from its header, output files,
// standard output that reports its write errors, and the error kinds that map to exit codes.
// Each subcommand lives in its own cmd_*.cpp file; where tables live and how one is opened or
// built is host/store/.
#pragma once

#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"
#include "host/engine/search_plan.hpp"
#include "host/io/program_name.hpp" // hints name the program as typed; help says "twobit"
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

// What an option's value is, for the help's usage column and the generated shell completion
// (cmd_completion.cpp): a number (kInt, kSeconds, kBytes, kDuration), a path (kFile, kDir),
// a puzzle id, or one of a fixed set (choices). The completion reads them back from the
// type name, so these strings are the only place they are spelled.
constexpr const char* kIntType = "INT";
constexpr const char* kSecondsType = "SECONDS";
constexpr const char* kBytesType = "BYTES";       // 8G, 512M
constexpr const char* kDurationType = "DURATION"; // 90s, 10m, 1h30m
constexpr const char* kFileType = "FILE";
constexpr const char* kDirType = "DIR";
constexpr const char* kPuzzleType = "PUZZLE";
// "a|b|c": the option takes one of these words.
std::string choices_type(const std::vector<std::string>& words);

// The positional arguments a command reads itself (solve's positions, which CLI11 would
// split), for its usage line: "[POSITION...]".
void set_extra_usage(const CLI::App& cmd, const std::string& usage);
const std::string& extra_usage(const CLI::App& cmd);

// The help's footer of a command: its examples (each a runnable command line, "twobit ...").
void set_examples(CLI::App& cmd, const std::vector<std::string>& examples);

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
    // --symmetry (generate, verify, solve): the puzzle's table of symmetry classes instead
    // (chosen_table.hpp).
    bool symmetry = false;

    // True if the user named the puzzle, metric or gens explicitly.
    bool any_given() const;
    // The definition file read: --def's, or --puzzle's when it names a .tws file; else "".
    std::string definition_file() const;
};

// An output the command writes must not be one of the files it reads (by device and inode:
// another name or a link counts): writing it would replace the input, a definition, the
// expected counts, a table, the player script, with no way back. UsageError naming both.
// inputs: (what the file is, path) pairs, e.g. ("--def file", "x.tws"); empty paths skipped.
void refuse_output_on_inputs(const std::string& option, const std::string& output,
                             const std::vector<std::pair<std::string, std::string>>& inputs);

// A picture, page or plot never replaces a table or a checkpoint (the default tables the
// command reads among them, whatever their name): UsageError naming the option.
void refuse_replacing_table(const std::string& option, const std::string& output);

void add_puzzle_options(CLI::App& cmd, PuzzleOptions& options);
// --metric and --gens alone, for a command that works on one puzzle (analyze: the 2x2x2);
// the options' puzzle stays its default. with_def: --gens's help mentions --def's move names.
void add_model_options(CLI::App& cmd, PuzzleOptions& options, bool with_def = false);

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

// The puzzle a command's options name, resolved once: its record and its model.
struct ChosenPuzzle {
    const Puzzle* record = nullptr;
    PuzzleModel model;
};

// The record the options name. With --def FILE, or a --puzzle value ending in .tws, the
// definition file is read and its record registered (once per process; a bad file throws
// DefinitionError or std::runtime_error: exit 1); both at once, or an unknown name, is a
// UsageError.
const Puzzle& chosen_record(const PuzzleOptions& options);

// record's model for the options' metric (without --metric, the record's first) and gens; a
// metric or gens the record does not have is a UsageError.
PuzzleModel build_model(const Puzzle& record, const PuzzleOptions& options);

// chosen_record and build_model together.
ChosenPuzzle choose_puzzle(const PuzzleOptions& options);

// choose_puzzle for a command that searches: a model costly to build (a definition's, whose
// move tables can take gigabytes) is first checked from its sizes against --max-memory and
// the memory available, so that a search that cannot fit is refused before anything is built.
ChosenPuzzle choose_puzzle(const PuzzleOptions& options, const SearchCliOptions& search);

// " (did you mean '--puzzle'?)" for a misspelled option of cmd, or "".
std::string option_suggestion(const CLI::App& cmd, const std::string& word);

// find_puzzle, an unknown name a UsageError (with its "did you mean").
const Puzzle& find_puzzle_or_usage(const std::string& name);

// The engine's request for the options (a bad value is a UsageError).
SearchRequest search_request(const SearchCliOptions& options);

// plan_search for the options: bad option values throw UsageError; a search that would not
// fit throws before allocating.
PlannedSearch prepare_search(const PuzzleModel& model, const SearchCliOptions& options);

// build_table (host/engine/search_plan.hpp) for the options.
BuiltTable build_table(const PuzzleModel& model, const SearchCliOptions& options);

// Writes text to path through an AtomicFile (host/io/atomic_file.hpp), or to standard output
// when path is "-". Throws FileWriteError or std::runtime_error naming the problem.
void write_output(const OutputName& name, const std::string& text);

// Flushes standard output; throws std::runtime_error when it cannot be written (a full
// disk, a closed descriptor), so that no command goes on, or exits 0, after losing output.
void flush_stdout();

// One JSON value as one line. Text that is not valid UTF-8 (a mangled input line, a file
// name) is printed with U+FFFD in place of the bad bytes rather than failing.
std::string json_line(const nlohmann::json& value);

// "1 9 54 321" -> the counts joined by spaces.
std::string join_counts(const std::vector<uint64_t>& counts);

} // namespace twobit::cli
