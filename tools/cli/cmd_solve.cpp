// `twobit solve`: optimal solutions for positions given as arguments (taken verbatim) or one
// per line on stdin (one result line per position, in order; output is flushed and checked
// batch by batch, so a lost output stops the batch with exit 1). The puzzle's record makes
// the solver (host/puzzles/position_solver.hpp) and says which options it takes; this file
// parses the options, feeds the solver lines and prints its answers, pictures and pages.
// Without a puzzle named (or a --table), the positions pick the cube (puzzle_from_position.hpp).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <unistd.h>

#include "host/io/atomic_file.hpp"
#include "host/io/byte_sizes.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/progress.hpp"
#include "host/io/scramble_file.hpp"
#include "host/present/cube_net.hpp"
#include "host/puzzles/defs/definition.hpp"
#include "host/puzzles/registry.hpp"
#include "tools/cli/chosen_table.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_from_position.hpp"
#include "tools/cli/solution_output.hpp"
#include "tools/cli/viewer_script.hpp"

namespace twobit::cli {

namespace {

struct SolveOptions {
    PuzzleOptions puzzle;
    CLI::App* command = nullptr; // to ask which options were given
    std::string table;
    std::string input = "auto";
    std::vector<std::string> positions;
    std::string svg_dir;
    std::string colours;
    std::string html_file; // --html: the animated viewer page
    std::string viewer_js; // --viewer-js: the player script it inlines
    bool all = false;
    std::string max_solutions_text; // --max-solutions, checked by parse_max_solutions
    bool json = false;
    bool quiet = false; // -q: no progress on stderr
    int threads = 0;
    bool optimal = false;
    std::string method;
    std::string notation;  // --notation: the clock's answers, wca or pins
    std::string scrambles; // --scrambles FILE: twsearch's scramble file, its blocks the positions
    std::vector<std::string> names; // with --scrambles: each position's block name
    std::string max_length_text;
    std::string time_limit_text;
    std::string max_memory_text;
};

// The options of solve that only some puzzles' solvers take: each record lists those its
// solver takes (Puzzle::solve_options).
constexpr const char* kSolverOptions[] = {
    "--table",      "--all",        "--max-solutions", "--input",    "--svg",
    "--colors",     "--html",       "--viewer-js",     "--optimal",  "--method",
    "--max-length", "--time-limit", "--symmetry",      "--notation", "--max-memory"};

// Positions answered together: their lines solved (in parallel where the solver allows),
// then printed in order. At a terminal every line is answered as it is typed.
constexpr size_t kBatchLines = 64;

// --all's bound when --max-solutions is not given: a puzzle with many moves that act alike has
// billions of optimal solutions, kept in memory until they are printed (a definition of 52
// equal moves took 3.5 GB before printing one); a hundred thousand lines is more than anyone
// reads. --max-solutions 0 lifts it.
constexpr size_t kDefaultMaxSolutions = 100000;

// --max-solutions: a plain decimal count (0 = no limit). "-1", "2^64", "1e3" or "" would
// otherwise wrap or read as no limit.
size_t parse_max_solutions(const std::string& text) {
    if (text.empty() || text.size() > 18 ||
        text.find_first_not_of("0123456789") != std::string::npos)
        throw UsageError("--max-solutions '" + excerpt(text) +
                         "': give a count 0..999999999999999999 (0 = no limit)");
    return static_cast<size_t>(std::stoull(text));
}

// --time-limit: seconds, a plain decimal number with an optional fraction ("2.5").
std::chrono::steady_clock::duration parse_time_limit(const std::string& text) {
    const bool plain = !text.empty() && text.size() <= 12 &&
                       text.find_first_not_of("0123456789.") == std::string::npos &&
                       text.find('.') == text.rfind('.') && text.front() != '.' &&
                       text.back() != '.';
    const double value = plain ? std::stod(text) : 0;
    if (!plain || value <= 0 || value > 1e7)
        throw UsageError("--time-limit '" + excerpt(text) +
                         "': give seconds, a number like 10 or 2.5 above 0 and at most "
                         "10000000");
    return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(value));
}

// --max-length: a number of moves, 0 to 999.
int parse_max_length(const std::string& text) {
    if (text.empty() || text.size() > 3 ||
        text.find_first_not_of("0123456789") != std::string::npos)
        throw UsageError("--max-length '" + excerpt(text) + "': give a number of moves, 0 to 999");
    return std::stoi(text);
}

// Every option given must be one the puzzle's solver takes; its metric one of the puzzle's,
// --gens only where it turns faces.
void check_options_for(const Puzzle& record, const SolveOptions& o) {
    for (const char* name : kSolverOptions) {
        if (o.command->get_option(name)->count() == 0) continue;
        const auto& taken = record.solve_options;
        if (std::find(taken.begin(), taken.end(), name) != taken.end()) continue;
        throw UsageError(fmt::format(
            "{} does not apply to {}: its solver ({}) takes {}", name, record.id, record.solved_by,
            taken.empty() ? std::string("none of solve's optional settings")
                          : fmt::format("{}", fmt::join(taken, ", "))));
    }
    if (o.puzzle.metric_option->count() > 0) {
        try {
            check_metric(record, o.puzzle.metric);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
    }
    if (o.puzzle.gens_option->count() > 0 && record.faces.empty() && record.definition_file.empty())
        throw UsageError(record.id + " takes no --gens");
    if (!o.max_solutions_text.empty() && !o.all)
        throw UsageError("--max-solutions limits --all: give --all too");
    if (o.optimal && !o.method.empty() && o.method != "optimal")
        throw UsageError("--optimal and --method " + o.method + " disagree: choose one");
}

// Whether `solve --svg DIR` may write a picture at file: DIR/step-NN.svg or DIR/overview.svg,
// or the same in DIR/N/ when several positions are solved (links resolved; d is DIR
// resolved by the caller, once).
bool is_picture_of(const std::string& file, const std::filesystem::path& d, bool several) {
    if (file.empty()) return false;
    std::error_code fc;
    const std::filesystem::path p = std::filesystem::weakly_canonical(file, fc);
    if (fc) return false;
    const std::string name = p.filename().string();
    const bool picture =
        name == "overview.svg" || (name.rfind("step-", 0) == 0 && p.extension() == ".svg");
    return picture && (p.parent_path() == d || (several && p.parent_path().parent_path() == d));
}

// Checks of the output locations, before any table is built or read.
void check_solve_outputs(const SolveOptions& o) {
    if (o.svg_dir == "-") throw UsageError("--svg takes a folder for solve; - is not one");
    if (o.html_file == "-") {
        if (o.json) throw UsageError("--html - and --json both want standard output: choose one");
        if (o.positions.size() != 1)
            throw UsageError("--html - writes one page: give exactly one position");
        if (!o.svg_dir.empty() || o.all)
            throw UsageError("--html - writes only the page: leave out --svg and --all");
    }
    // The files the first positions will write (nothing is created yet): one page, or one
    // per position as NAME-1.html, NAME-2.html, ... (stdin: the first).
    const bool several = o.positions.size() != 1;
    const size_t pages = o.positions.empty() ? 1 : o.positions.size();
    // A page is none of the files solve reads: the table, the player script, the definition.
    const std::vector<std::pair<std::string, std::string>> inputs = {
        {"table", o.table},
        {"player script", o.html_file.empty() ? "" : viewer_script_path(o.viewer_js)},
        {"definition file", o.puzzle.definition_file()},
        {"--scrambles file", o.scrambles}};
    if (!o.html_file.empty() && o.html_file != "-")
        for (size_t k = 1; k <= (several ? pages : 1); ++k) {
            const OutputName page =
                several ? numbered_file(o.html_file, static_cast<int>(k)) : OutputName(o.html_file);
            refuse_output_on_inputs("--html", page.path(), inputs);
            refuse_replacing_table("--html", page.path());
            check_output_path(page);
        }
    if (!o.svg_dir.empty()) {
        // Nor are the pictures: an input, or a page, named as one (DIR/step-NN.svg,
        // DIR/overview.svg, or in DIR/N/ for several positions) would be written over.
        std::vector<std::pair<std::string, std::string>> others = inputs;
        if (!o.html_file.empty() && o.html_file != "-")
            others.emplace_back("--html page",
                                several ? numbered_file(o.html_file, 1).path() : o.html_file);
        std::error_code ec;
        const std::filesystem::path dir = std::filesystem::weakly_canonical(o.svg_dir, ec);
        for (const auto& [what, file] : others)
            if (!ec && is_picture_of(file, dir, several))
                throw UsageError("--svg " + printable(o.svg_dir) +
                                 " writes its pictures over the " + what + " " + printable(file) +
                                 ": give the pictures another folder");
        // Nor any table or checkpoint already in the folder under a picture's name (the
        // number of steps is not known yet: every such name there is looked at).
        for (std::filesystem::recursive_directory_iterator it(o.svg_dir, ec), end; !ec && it != end;
             it.increment(ec)) {
            if (it.depth() > 0) it.disable_recursion_pending(); // DIR and DIR/N only
            if (it->is_regular_file(ec) && is_picture_of(it->path().string(), dir, several))
                refuse_replacing_table("--svg", it->path().string());
        }
        check_output_path(
            OutputName::chosen(o.svg_dir, several ? "1/overview.svg" : "overview.svg"));
    }
}

// One line and its answer, as printed.
struct Answered {
    std::string input;
    SolvedPosition answer;
    std::string name; // a --scrambles block's name; empty otherwise
};

void print_answer(const Answered& line, const SolveOptions& o, const std::string& puzzle,
                  const std::string& method) {
    const SolvedPosition& a = line.answer;
    if (o.json) {
        // The puzzle is named on every line: a script that gave no --puzzle learns which one
        // the positions chose (puzzle_from_position.hpp).
        nlohmann::json j = {{"input", line.input}, {"puzzle", puzzle}};
        if (!line.name.empty()) j["name"] = line.name;
        if (!a.error.empty()) {
            j["error"] = a.error;
            j["error_kind"] = a.error_kind;
        } else {
            if (!method.empty()) j["method"] = method;
            j["length"] = a.length;
            if (a.lower_bound >= 0) {
                j["proven_optimal"] = false;
                j["lower_bound"] = a.lower_bound;
            }
            if (o.all) {
                j["solutions"] = a.solutions;
                j["count"] = a.solutions.size();
            } else {
                j["solution"] = a.solutions.front();
            }
            if (!a.phases.empty()) j["phases"] = a.phases;
        }
        fmt::print("{}\n", json_line(j));
    } else if (!a.error.empty()) {
        fmt::print("{}: {}\n", a.error_kind, printable(a.error));
    } else if (o.all) {
        // One solution per line (as twsearch and nissy print them, ready to paste or count),
        // then the position's summary, which also ends its block when several are given. The
        // solved position's empty solution has no line of its own.
        for (const std::string& s : a.solutions)
            if (!s.empty()) fmt::print("{}\n", s);
        fmt::print("({}, {} solution{})\n", a.length, a.solutions.size(),
                   a.solutions.size() == 1 ? "" : "s");
    } else if (a.lower_bound >= 0) {
        fmt::print("{} ({}, not proven optimal: none is shorter than {})\n", a.solutions.front(),
                   a.length, a.lower_bound);
    } else {
        fmt::print("{}{}({})\n", a.solutions.front(), a.solutions.front().empty() ? "" : " ",
                   a.length);
    }
}

// Feeds a solver lines and prints its answers in order, with pictures and pages per solved
// position.
class Batches {
  public:
    Batches(const Puzzle& record, const PositionSolver& solver, const SolveOptions& o,
            std::string metric, std::string viewer_script)
        : record_(record), solver_(solver), o_(o), metric_(std::move(metric)),
          viewer_script_(std::move(viewer_script)) {
        if (!o.colours.empty()) colours_ = parse_net_colours(o.colours);
    }

    void add(std::string input, SolvedPosition known = {}, std::string name = "") {
        lines_.push_back({std::move(input), std::move(known), std::move(name)});
    }
    size_t size() const { return lines_.size(); }

    // Solves the lines waiting and prints them.
    void flush() {
        const bool parallel = solver_.parallel_lines() && lines_.size() > 1;
        const int threads = resolve_threads(o_.threads, lines_.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads) if (parallel)
        for (size_t i = 0; i < lines_.size(); ++i) {
            SolvedPosition& a = lines_[i].answer;
            if (!a.error.empty()) continue; // known already (a line too long)
            // Nothing may leave an OpenMP region: what a solver could not answer (no memory)
            // is this line's error.
            try {
                a = solver_.solve(lines_[i].input);
            } catch (const std::exception& e) {
                a.error = e.what();
                a.error_kind = "internal";
            }
        }
        for (const Answered& line : lines_) emit(line);
        flush_stdout();
        lines_.clear();
    }

    bool failed() const {
        return failed_;
    }

  private:
    void emit(const Answered& line) {
        const SolvedPosition& a = line.answer;
        failed_ = failed_ || !a.error.empty();
        ++position_; // pages and folders are numbered after the positions, answered or not
        if (o_.html_file != "-")
            print_answer(line, o_, record_.id, solver_.method());
        else if (!a.error.empty()) // with --html -, the page is the output
            fmt::print(stderr, "twobit: error: {}: {}\n", a.error_kind, printable(a.error));
        if (!a.error.empty()) return;
        // One folder (and one page) per position when several are given.
        const bool several = o_.positions.size() != 1;
        if (!o_.svg_dir.empty())
            write_step_nets(o_.svg_dir, several ? std::to_string(position_) : "", a.nets,
                            a.net_moves, colours_);
        if (!o_.html_file.empty()) {
            ViewerRequest page;
            page.input = line.input;
            page.stickers = a.given_as == InputKind::Stickers;
            page.solution = a.solutions.front();
            page.length = a.length;
            page.metric = metric_;
            page.puzzle = record_.viewer_puzzle;
            page.stickers_held = record_.stickers_held;
            if (!page.stickers && record_.viewer_scramble)
                page.scramble_alg = record_.viewer_scramble(line.input);
            page.solution_alg = a.player_alg;
            write_viewer(several ? numbered_file(o_.html_file, position_)
                                 : OutputName(o_.html_file),
                         page, viewer_script_);
        }
    }

    const Puzzle& record_;
    const PositionSolver& solver_;
    const SolveOptions& o_;
    std::string metric_;
    NetColours colours_;
    std::string viewer_script_;
    std::vector<Answered> lines_;
    bool failed_ = false;
    int position_ = 0; // the positions emitted so far
};

// Positions are taken from CLI11's leftover arguments, verbatim: as a vector option they
// would go through CLI11's list syntax ("[R,U]" split in two, "[R]" read as "R", "[]" as
// nothing). What looks like an option there is one CLI11 did not know.
std::vector<std::string> positions_from(const CLI::App& cmd) {
    const std::vector<std::string> leftover = cmd.remaining();
    for (const std::string& arg : leftover)
        if (arg.size() > 1 && arg[0] == '-' &&
            (arg[1] == '-' || std::isalpha(static_cast<unsigned char>(arg[1])) != 0))
            throw UsageError("unknown option " + excerpt(arg) + option_suggestion(cmd, arg) +
                             "; a position that starts with '-' can be given on stdin");
    return leftover;
}

// The puzzle from the positions when nothing names it (puzzle_from_position.hpp): it sets
// o.puzzle.puzzle and returns whether the default was assumed. For standard input the first
// position is read here (into `first`, with the terminal's prompt before it).
bool puzzle_from_positions(SolveOptions& o, InputLineReader& reader,
                           std::optional<InputLine>& first) {
    InputKind kind = InputKind::Auto;
    try {
        kind = parse_input_kind(o.input);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    const Puzzle* decided = nullptr;
    if (!o.positions.empty()) {
        decided = puzzle_of_positions(o.positions, kind);
    } else {
        if (::isatty(fileno(stdin)) != 0)
            std::fprintf(stderr, "twobit: reading positions from standard input, one per line "
                                 "(Ctrl-D ends); the first says which cube, or give --puzzle; "
                                 "or give them as arguments\n");
        InputLine line;
        if (!reader.next(line)) return false; // nothing to solve, nothing assumed
        if (!line.too_long) decided = puzzle_of_line(line.text, kind);
        first = std::move(line);
    }
    if (decided != nullptr) o.puzzle.puzzle = decided->id;
    return decided == nullptr;
}

// What the options ask of record's solver; metric is set to the metric meant. A bad value is
// a UsageError.
SolveRequest solve_request(const SolveOptions& o, const Puzzle& record,
                           const ChosenTable* from_table, std::string& metric) {
    SolveRequest request;
    request.metric =
        o.puzzle.metric_option->count() > 0 || from_table != nullptr ? o.puzzle.metric : "";
    request.gens = o.puzzle.gens;
    request.table = o.table;
    request.table_model =
        from_table != nullptr && !from_table->classes() ? &from_table->puzzle.model : nullptr;
    request.all = o.all;
    request.max_solutions = o.max_solutions_text.empty()
                                ? kDefaultMaxSolutions
                                : parse_max_solutions(o.max_solutions_text);
    request.threads = o.threads;
    request.method = o.optimal ? "optimal" : o.method;
    request.notation = o.notation;
    request.max_length = o.max_length_text.empty() ? -1 : parse_max_length(o.max_length_text);
    if (!o.time_limit_text.empty()) request.time_limit = parse_time_limit(o.time_limit_text);
    request.nets = !o.svg_dir.empty() || !o.html_file.empty();
    request.symmetry = o.puzzle.symmetry;
    try {
        request.input = parse_input_kind(o.input);
        if (!o.max_memory_text.empty()) request.memory_limit = parse_byte_size(o.max_memory_text);
        metric = check_metric(record, request.metric);
        if (!o.colours.empty()) parse_net_colours(o.colours);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    return request;
}

int run_solve(SolveOptions& o) {
    set_progress_quiet(o.quiet);
    // Without --puzzle (or --metric, --gens), a --table file says which puzzle it holds; without
    // either, the positions may.
    std::optional<ChosenTable> from_table;
    if (!o.table.empty() && !o.puzzle.any_given()) {
        from_table = table_from_header(o.puzzle, read_table_header(o.table), o.table);
        // A table of classes answers the puzzle it reduces, with --symmetry.
        if (from_table->classes()) {
            if (from_table->table->puzzle.empty())
                throw std::runtime_error(fmt::format(
                    "table {} holds {}, the table of {}: not one solve reads with --table", o.table,
                    from_table->table->id, from_table->table->used_by));
            o.puzzle.puzzle = from_table->table->puzzle;
            o.puzzle.symmetry = true;
        }
    }
    InputLineReader reader(stdin);
    std::optional<InputLine> first_line;
    const bool by_positions = o.table.empty() && !o.puzzle.any_given();
    const bool assumed = by_positions && puzzle_from_positions(o, reader, first_line);
    const Puzzle& record =
        from_table && !from_table->classes() ? *from_table->owner : chosen_record(o.puzzle);
    if (!record.solver) throw UsageError(record.id + " has no solver");
    check_options_for(record, o);

    std::string metric;
    const SolveRequest request =
        solve_request(o, record, from_table ? &*from_table : nullptr, metric);
    if (!by_positions && record.held_stickers) refuse_split_sticker_string(o.positions);
    if (record.join_arguments) o.positions = record.join_arguments(o.positions);
    check_solve_outputs(o);
    // Before any table is read or built, so that a missing script fails at once with nothing
    // written.
    const std::string viewer_script = o.html_file.empty() ? "" : load_viewer_script(o.viewer_js);
    std::unique_ptr<PositionSolver> solver;
    try {
        solver = record.solver(record, request);
    } catch (const DefinitionError&) { // what is wrong in a file: exit 1, with its line
        throw;
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    Batches batches(record, *solver, o, metric, viewer_script);
    // On every stream, so that a script sees which puzzle answered; -q silences it.
    if (by_positions && !o.quiet)
        std::fputs(chosen_puzzle_note(record.id, assumed).c_str(), stderr);
    if (!o.positions.empty()) {
        for (size_t k = 0; k < o.positions.size(); ++k) {
            batches.add(o.positions[k], {}, k < o.names.size() ? o.names[k] : "");
            if (batches.size() == kBatchLines) batches.flush();
        }
        batches.flush();
        return batches.failed() ? kExitFailed : kExitOk;
    }
    const bool terminal = ::isatty(fileno(stdin)) != 0;
    if (terminal && !by_positions) // else the prompt came before the first line
        std::fprintf(stderr,
                     "twobit: reading %s positions from standard input, one per line (Ctrl-D "
                     "ends); or give them as arguments\n",
                     record.id.c_str());
    InputLine line;
    const auto next_line = [&]() {
        if (!first_line) return reader.next(line);
        line = std::move(*first_line);
        first_line.reset();
        return true;
    };
    while (next_line()) {
        if (line.too_long) {
            SolvedPosition known;
            known.error = position_too_long(line.bytes);
            known.error_kind = "invalid";
            batches.add(excerpt(line.text), std::move(known));
        } else if (std::string other =
                       by_positions ? other_puzzles_line(line.text, record, assumed, request.input)
                                    : std::string();
                   !other.empty()) {
            SolvedPosition known;
            known.error = std::move(other);
            known.error_kind = "invalid";
            batches.add(std::move(line.text), std::move(known));
        } else {
            batches.add(std::move(line.text));
        }
        if (terminal || batches.size() == kBatchLines) batches.flush();
    }
    batches.flush();
    if (std::ferror(stdin))
        throw std::runtime_error(std::string("cannot read standard input: ") +
                                 std::strerror(errno));
    return batches.failed() ? kExitFailed : kExitOk;
}

// solve's pictures and pages of its answers.
void add_picture_options(CLI::App& cmd, SolveOptions& o) {
    cmd.add_option("--svg", o.svg_dir,
                   "Write a picture (SVG net; the clock's dials) of every step of the solution "
                   "into this folder")
        ->type_name(kDirType)
        ->check(non_empty());
    cmd.add_option("--colors", o.colours,
                   "Sticker colours for U R F D L B (the cubes and the Skewb): CSS colour names "
                   "or #rrggbb (default white,red,green,yellow,orange,blue)")
        ->type_name("COLORS")
        ->check(non_empty());
    cmd.add_option("--html", o.html_file,
                   "Write an HTML page that animates the scramble and the solution (cubing.js's "
                   "twisty-player); with several positions, one each: NAME-1.html, NAME-2.html; "
                   "- : the page alone on standard output")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd.add_option("--viewer-js", o.viewer_js,
                   "The player script --html inlines (default: $TWOBIT_VIEWER_JS, else the one "
                   "tools/viewer/install.sh makes)")
        ->type_name(kFileType)
        ->check(non_empty());
}

} // namespace

void add_solve_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<SolveOptions>();
    CLI::App* cmd = app.add_subcommand(
        "solve", "Optimal solutions of any puzzle in 'twobit list': from its complete table "
                 "(made on first use), or by the puzzle's own solver (the 3x3x3, the clock). "
                 "Positions are the arguments (quote each move sequence; clock dials may also "
                 "be separate arguments), taken as written; without them, one per line on "
                 "stdin");
    o->command = cmd;
    cmd->allow_extras(); // the positions: see positions_from
    add_puzzle_options(*cmd, o->puzzle);
    cmd->add_option("--table", o->table,
                    "Table file to read (with --puzzle, generated there if missing)")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_flag("--all", o->all, "Every optimal solution, not just the first");
    cmd->add_flag("--symmetry", o->puzzle.symmetry,
                  "Read the puzzle's table of symmetry classes (generate --symmetry; built and "
                  "saved if missing) instead of its full table");
    cmd->add_option("--max-solutions", o->max_solutions_text,
                    "With --all: stop after this many (default 100000; 0 = no limit)")
        ->type_name(kIntType)
        ->check(non_empty());
    cmd->add_option("--scrambles", o->scrambles,
                    "Solve the scrambles of a twsearch scramble file (ScrambleAlgorithm NAME, its "
                    "moves, End), in its order; --json names each")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_option("--input", o->input, "Position format: auto, moves or stickers")
        ->type_name(choices_type({"auto", "moves", "stickers"}))
        ->check(non_empty())
        ->capture_default_str();
    cmd->add_flag("--json", o->json, "One JSON object per position");
    cmd->add_flag("-q,--quiet", o->quiet,
                  "No progress on stderr (tables built on first use, the optimal search)");
    cmd->add_option("-t,--threads", o->threads,
                    "Threads for a batch of positions, or to generate a missing table "
                    "(default and most: the cores this process may use)")
        ->type_name(kIntType)
        ->check(decimal())
        ->check(CLI::Range(1, 4096));
    cmd->add_flag("--optimal", o->optimal,
                  "3x3x3: an optimal solution (iterative-deepening A* on the symmetry-reduced "
                  "twist x flip x sorted-slice table, the corner and edge tables), not the "
                  "two-phase solver's");
    cmd->add_option("--method", o->method,
                    "3x3x3: two-phase (default: at most --max-length moves), optimal, or "
                    "thistlethwaite (four phases, at most 45 moves)")
        ->type_name(choices_type({"two-phase", "optimal", "thistlethwaite"}))
        ->check(non_empty());
    cmd->add_option("--notation", o->notation,
                    "clock: the answers in WCA notation (UR3+ ... y2 ..., as cubing.js writes the "
                    "pin sets a scramble never uses: MUL, ULw) or in pin notation (UUDD u3')")
        ->type_name(choices_type({"wca", "pins"}))
        ->check(non_empty());
    cmd->add_option("--max-length", o->max_length_text,
                    "3x3x3 two-phase: the longest answer accepted (default 20)")
        ->type_name(kIntType)
        ->check(non_empty());
    cmd->add_option("--time-limit", o->time_limit_text,
                    "3x3x3: seconds of search per position (default 60); two-phase then "
                    "gives up, optimal gives the two-phase answer, marked, with the length "
                    "proven (a search bounded by nodes, not time: seconds at most)")
        ->type_name(kSecondsType)
        ->check(non_empty());
    cmd->add_option(
           "--max-memory", o->max_memory_text,
           "3x3x3 optimal: the most its tables may take (e.g. 3G): it reads the largest "
           "of its table sets that fits (164 MB with kociemba-phase1-sym-bounds, 1.2 GB with "
           "3x3x3-optimal-sym-bounds, 2.6 GB with 3x3x3-optimal-sep-sym-bounds), built on first "
           "use (default: the largest of the last two already in the tables folder, else "
           "3x3x3-optimal-sym-bounds)")
        ->type_name("SIZE")
        ->check(non_empty());
    add_picture_options(*cmd, *o);
    set_extra_usage(*cmd, "[POSITION...]");
    set_examples(*cmd,
                 {"twobit solve --all \"R U R' U'\"",
                  "twobit solve --puzzle 3x3x3 \"D2 F2 U' B2 R2 U F2 D' L2 U2 R' B' D' L F2\""});
    cmd->callback([o, cmd, &exit_code] {
        o->positions = positions_from(*cmd);
        if (!o->scrambles.empty()) {
            if (!o->positions.empty())
                throw UsageError("give positions or --scrambles FILE, not both");
            for (const NamedScramble& s : read_scramble_file(o->scrambles)) {
                o->positions.push_back(s.moves);
                o->names.push_back(s.name);
            }
        }
        exit_code = run_solve(*o);
    });
}

} // namespace twobit::cli
