// `twobit solve`: optimal solutions for positions given as arguments (taken verbatim) or
// one per line on stdin (one result line per position, in order; every line is flushed and
// checked, so a lost output stops the batch with exit 1). The puzzle's record says how its
// positions read and its solutions print, and which solver answers: the table lookup for
// every puzzle with a table, the clock's exact solver for the clock.
#include <CLI/CLI.hpp>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <unistd.h>

#include "host/engine/save_table.hpp"
#include "host/engine/solver.hpp"
#include "host/io/atomic_file.hpp"
#include "host/io/input_lines.hpp"
#include "host/present/cube_net.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/solution_output.hpp"
#include "tools/cli/solve_clock.hpp"
#include "tools/cli/solve_cube3.hpp"
#include "tools/cli/viewer_script.hpp"

namespace twobit::cli {

namespace {

struct SolveOptions {
    PuzzleOptions puzzle;
    std::string table;
    std::string input = "auto";
    std::vector<std::string> positions;
    std::string svg_dir;
    std::string colours;
    std::string html_file; // --html: the animated viewer page
    std::string viewer_js; // --viewer-js: the player script it inlines
    bool all = false;
    std::string max_solutions_text; // --max-solutions, checked by parse_max_solutions
    size_t max_solutions = 0;       // 0 = no limit
    bool json = false;
    int threads = 0; // clock batches, and a missing table's generation
    // The 3x3x3's solvers (tools/cli/solve_cube3.hpp).
    bool optimal = false;
    std::string method;
    std::string max_length_text;
    std::string time_limit_text;
};

// --max-solutions: a plain decimal count (0 = no limit). "-1", "2^64", "1e3" or "" would
// otherwise wrap or read as no limit.
size_t parse_max_solutions(const std::string& text) {
    if (text.empty() || text.size() > 18 ||
        text.find_first_not_of("0123456789") != std::string::npos)
        throw UsageError("--max-solutions '" + excerpt(text) +
                         "': give a count 0..999999999999999999 (0 = no limit)");
    return static_cast<size_t>(std::stoull(text));
}

// One input line's answer, printed as text or JSON.
struct Answer {
    std::string input;
    std::string error; // empty when solved
    // "invalid" (not a cube), "unsolvable" (not reachable) or "table" (the table contradicts
    // its moves here: damaged or forged)
    std::string error_kind;
    int length = 0;
    std::vector<std::string> solutions;
    uint64_t index = 0;     // the position's state, for pictures
    std::vector<int> first; // the first solution's moves, for pictures
    // How the position was given: moves, or stickers (the viewer's scramble then differs).
    InputKind kind = InputKind::Moves;
};

void print_answer(const Answer& a, const SolveOptions& o) {
    if (o.json) {
        nlohmann::json j = {{"input", a.input}};
        if (!a.error.empty()) {
            j["error"] = a.error;
            j["error_kind"] = a.error_kind;
        } else {
            j["length"] = a.length;
            if (o.all) {
                j["solutions"] = a.solutions;
                j["count"] = a.solutions.size();
            } else {
                j["solution"] = a.solutions.front();
            }
        }
        fmt::print("{}\n", json_line(j));
    } else if (!a.error.empty()) {
        fmt::print("{}: {}\n", a.error_kind, a.error);
    } else if (o.all) {
        fmt::print("{} ({}, {} solution{})\n", fmt::join(a.solutions, ", "), a.length,
                   a.solutions.size(), a.solutions.size() == 1 ? "" : "s");
    } else {
        fmt::print("{}{}({})\n", a.solutions.front(), a.solutions.front().empty() ? "" : " ",
                   a.length);
    }
    flush_stdout();
}

template <class Table>
class LineSolver {
  public:
    LineSolver(const Puzzle& puzzle, const PuzzleModel& model, const Table& table, int max_depth,
               const std::string& path, const SolveOptions& o)
        : puzzle_(puzzle), model_(model), solver_(model, table, max_depth), path_(path),
          options_(o), kind_(parse_input_kind(o.input)) {}

    Answer solve(const std::string& line) const {
        Answer a;
        a.input = line;
        try {
            solve_position(a);
        } catch (const InconsistentTableError& e) {
            a.error = fmt::format("{}; check it with twobit verify --table {}", e.what(), path_);
            a.error_kind = "table";
        }
        return a;
    }

  private:
    void solve_position(Answer& a) const {
        const std::string& line = a.input;
        Position position;
        try {
            check_position_length(line);
            check_not_blank(line);
            position = puzzle_.read(line, model_, kind_);
        } catch (const std::invalid_argument& e) {
            a.error = e.what();
            a.error_kind = "invalid";
            return;
        }
        a.index = position.index;
        a.kind = position.kind;
        if (!position.outside.empty() || !solver_.reachable(position.index)) {
            a.error = fmt::format(
                "this position cannot be reached with the moves {}{}", model_.move_list(),
                position.outside.empty() ? gens_note(model_.gens) : ": " + position.outside);
            a.error_kind = "unsolvable";
            return;
        }
        std::vector<typename Solver<Table>::Moves> found;
        if (options_.all) {
            found = solver_.solve_all(position.index, options_.max_solutions);
        } else {
            found.emplace_back();
            solver_.solve(position.index, found.back());
        }
        a.length = static_cast<int>(found.front().size());
        a.first = found.front();
        for (const auto& moves : found) {
            const std::string text = puzzle_.format(model_, moves);
            // In QTM "R R" and "R' R'" print alike; keep the first of equal texts.
            if (std::find(a.solutions.begin(), a.solutions.end(), text) == a.solutions.end())
                a.solutions.push_back(text);
        }
    }

    const Puzzle& puzzle_;
    const PuzzleModel& model_;
    Solver<Table> solver_;
    std::string path_; // the table file, for the message about an inconsistent table
    const SolveOptions& options_;
    InputKind kind_;
};

// The nets of the states on the way to solved, from the puzzle's record.
void write_solution_pictures(const std::string& dir, const Puzzle& puzzle, const PuzzleModel& model,
                             const Answer& a, const NetColours& colours) {
    std::vector<std::string> stickers{puzzle.index_stickers(a.index)};
    std::vector<std::string> names;
    uint64_t index = a.index;
    for (int move : a.first) {
        index = model.apply(index, move);
        stickers.push_back(puzzle.index_stickers(index));
        names.push_back(model.moves[static_cast<size_t>(move)].name);
    }
    write_step_nets(dir, stickers, names, colours);
}

// Positions from the arguments, else from stdin (blank lines and # comments skipped).
template <class Table>
int solve_all_inputs(const Puzzle& puzzle, const PuzzleModel& model, const Table& table,
                     int max_depth, const std::string& path, const SolveOptions& o,
                     const NetColours& colours, const std::string& viewer_script) {
    const LineSolver<Table> solver(puzzle, model, table, max_depth, path, o);
    bool failed = false;
    int solved = 0;
    auto handle = [&](const Answer& a) {
        failed = failed || !a.error.empty();
        if (o.html_file != "-")
            print_answer(a, o);
        else if (!a.error.empty()) // with --html -, the page is the output
            std::fprintf(stderr, "twobit: error: %s: %s\n", a.error_kind.c_str(), a.error.c_str());
        if (!a.error.empty()) return;
        // One folder (and one page) per position when several are given.
        const bool several = o.positions.size() != 1;
        ++solved;
        if (!o.svg_dir.empty())
            write_solution_pictures(several ? o.svg_dir + "/" + std::to_string(solved) : o.svg_dir,
                                    puzzle, model, a, colours);
        if (!o.html_file.empty())
            write_viewer(several ? numbered_file(o.html_file, solved) : o.html_file,
                         {a.input, a.kind == InputKind::Stickers, a.solutions.front(), a.length,
                          model.metric, "2x2x2", false},
                         viewer_script);
    };
    if (!o.positions.empty()) {
        for (const std::string& p : o.positions) handle(solver.solve(p));
    } else {
        if (::isatty(fileno(stdin)) != 0)
            std::fprintf(stderr,
                         "twobit: reading %s positions from standard input, one per line "
                         "(Ctrl-D ends); or give them as arguments\n",
                         puzzle.id.c_str());
        InputLineReader reader(stdin);
        for (InputLine line; reader.next(line);) {
            if (!line.too_long) {
                handle(solver.solve(line.text));
                continue;
            }
            Answer a;
            a.input = excerpt(line.text);
            a.error = position_too_long(line.bytes);
            a.error_kind = "invalid";
            handle(a);
        }
        if (std::ferror(stdin))
            throw std::runtime_error(std::string("cannot read standard input: ") +
                                     std::strerror(errno));
    }
    return failed ? kExitFailed : kExitOk;
}

// The clock needs no table: its own solver, and none of the cube's options.
int run_clock_solve(const SolveOptions& o) {
    if (o.puzzle.metric_option->count() > 0 && o.puzzle.metric != "htm")
        throw UsageError("the clock has one metric, htm: any amount of a pin set is one move");
    const std::pair<bool, const char*> cube_only[] = {
        {!o.table.empty(), "--table"},
        {o.all, "--all"},
        {!o.svg_dir.empty(), "--svg"},
        {!o.colours.empty(), "--colors"},
        {o.input != "auto", "--input"},
        {o.puzzle.gens_option->count() > 0, "--gens"},
        {!o.html_file.empty(), "--html"},
        {!o.viewer_js.empty(), "--viewer-js"},
        {!o.max_solutions_text.empty(), "--max-solutions"}};
    for (const auto& [given, name] : cube_only)
        if (given)
            throw UsageError(fmt::format("{} is for puzzles with a table, not the clock", name));
    return solve_clock_positions({o.positions, o.json, o.threads});
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
                         "': give seconds, a number like 10 or 2.5 above 0");
    return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(value));
}

// The 3x3x3: its solvers' options, and none of the table puzzles'.
int run_cube3_solve(const SolveOptions& o, const NetColours& colours,
                    const std::string& viewer_script) {
    if (o.puzzle.metric_option->count() > 0 && o.puzzle.metric != "htm")
        throw UsageError("the 3x3x3's solvers count face turns (htm) only");
    if (o.puzzle.gens_option->count() > 0)
        throw UsageError("--gens restricts a table's moves; the 3x3x3's solvers turn every face");
    if (!o.table.empty())
        throw UsageError("--table names one table; the 3x3x3's solvers read several from the "
                         "tables folder ($TWOBIT_TABLES)");
    Cube3SolveRequest r;
    r.method = o.method.empty() ? Cube3Method::TwoPhase : parse_cube3_method(o.method);
    if (o.optimal) {
        if (!o.method.empty() && r.method != Cube3Method::Optimal)
            throw UsageError("--optimal and --method " + o.method + " disagree: choose one");
        r.method = Cube3Method::Optimal;
    }
    if (!o.max_length_text.empty()) {
        if (r.method != Cube3Method::TwoPhase)
            throw UsageError("--max-length bounds the two-phase solver's answers only");
        if (o.max_length_text.size() > 3 ||
            o.max_length_text.find_first_not_of("0123456789") != std::string::npos)
            throw UsageError("--max-length '" + excerpt(o.max_length_text) +
                             "': give a number of moves, 0 to 999");
        r.max_length = std::stoi(o.max_length_text);
    }
    if (!o.time_limit_text.empty()) {
        if (r.method == Cube3Method::Thistlethwaite)
            throw UsageError(
                "--time-limit: the Thistlethwaite method needs none (it walks tables)");
        r.time_limit = parse_time_limit(o.time_limit_text);
    }
    if (o.all && r.method != Cube3Method::Optimal)
        throw UsageError("--all lists every optimal solution: give --optimal too");
    r.positions = o.positions;
    r.all = o.all;
    r.max_solutions = o.max_solutions;
    r.json = o.json;
    r.threads = o.threads;
    r.input = parse_input_kind(o.input);
    r.svg_dir = o.svg_dir;
    r.html_file = o.html_file;
    r.viewer_script = viewer_script;
    r.colours = colours;
    return solve_cube3_positions(r);
}

// Checks of the options and the output locations, before any table is built or read.
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
    if (!o.html_file.empty() && o.html_file != "-")
        for (size_t k = 1; k <= (several ? pages : 1); ++k)
            check_output_path(several ? numbered_file(o.html_file, static_cast<int>(k))
                                      : o.html_file);
    if (!o.svg_dir.empty())
        check_output_path((several ? o.svg_dir + "/1" : o.svg_dir) + "/overview.svg");
}

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

// Without --puzzle (or --metric, --gens), a --table file says which puzzle it holds: its
// model, built once.
std::optional<PuzzleModel> take_puzzle_from_table(SolveOptions& o) {
    if (o.table.empty() || o.puzzle.any_given()) return std::nullopt;
    return puzzle_from_table_header(o.puzzle, o.table);
}

int run_solve(SolveOptions& o) {
    if (!o.max_solutions_text.empty()) o.max_solutions = parse_max_solutions(o.max_solutions_text);
    std::optional<PuzzleModel> from_table = take_puzzle_from_table(o);
    const Puzzle& puzzle = find_puzzle_or_usage(chosen_puzzle(o.puzzle));
    if (puzzle.solver == SolverKind::Clock) return run_clock_solve(o);
    const bool cube3 = puzzle.solver == SolverKind::Cube3;
    const std::pair<bool, const char*> cube3_only[] = {
        {o.optimal, "--optimal"},
        {!o.method.empty(), "--method"},
        {!o.max_length_text.empty(), "--max-length"},
        {!o.time_limit_text.empty(), "--time-limit"}};
    for (const auto& [given, name] : cube3_only)
        if (given && !cube3)
            throw UsageError(fmt::format("{} is for the 3x3x3's solvers (--puzzle 3x3x3); {} is "
                                         "solved from its complete table",
                                         name, puzzle.id));
    if (cube3) {
        NetColours colours;
        try {
            parse_input_kind(o.input);
            if (!o.colours.empty()) colours = parse_net_colours(o.colours);
        } catch (const std::invalid_argument& e) {
            throw UsageError(e.what());
        }
        if (!o.max_solutions_text.empty() && !o.all)
            throw UsageError("--max-solutions limits --all: give --all too");
        check_solve_outputs(o);
        const std::string viewer_script =
            o.html_file.empty() ? "" : load_viewer_script(o.viewer_js);
        return run_cube3_solve(o, colours, viewer_script);
    }
    const PuzzleModel model = from_table ? std::move(*from_table) : build_model(o.puzzle);
    NetColours colours;
    try {
        parse_input_kind(o.input);
        if (!o.colours.empty()) colours = parse_net_colours(o.colours);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (o.input == "stickers" && !puzzle.index_stickers)
        throw UsageError("--input stickers: " + puzzle.id + " is read from moves only");
    if (!o.max_solutions_text.empty() && !o.all)
        throw UsageError("--max-solutions limits --all: give --all too");
    if (!puzzle.index_stickers &&
        (!o.svg_dir.empty() || !o.html_file.empty() || !o.colours.empty()))
        throw UsageError(
            fmt::format("--svg, --html and --colors draw nets, which {} has none of", puzzle.id));
    check_solve_outputs(o);
    // Before any solving, so that a missing script fails at once with nothing written.
    const std::string viewer_script = o.html_file.empty() ? "" : load_viewer_script(o.viewer_js);
    const std::string path = o.table.empty() ? default_table_path(model) : o.table;
    return with_table(
        model, path,
        [&](const auto& table, int max_depth) {
            return solve_all_inputs(puzzle, model, table, max_depth, path, o, colours,
                                    viewer_script);
        },
        o.threads);
}

} // namespace

void add_solve_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<SolveOptions>();
    CLI::App* cmd = app.add_subcommand(
        "solve", "Optimal solutions of any puzzle in 'twobit list': from its complete table "
                 "(made on first use), or for the clock from its exact solver. Positions are "
                 "the arguments (quote each move sequence; clock dials may also be separate "
                 "arguments), taken as written; without them, one per line on stdin");
    cmd->allow_extras(); // the positions: see positions_from
    add_puzzle_options(*cmd, o->puzzle);
    cmd->add_option("--table", o->table, "Table file (generated there if missing)")
        ->check(non_empty());
    cmd->add_flag("--all", o->all, "Every optimal solution, not just the first");
    cmd->add_option("--max-solutions", o->max_solutions_text,
                    "With --all: stop after this many (0 = no limit)")
        ->check(non_empty());
    cmd->add_option("--input", o->input, "Position format: auto, moves or stickers")
        ->check(non_empty())
        ->capture_default_str();
    cmd->add_flag("--json", o->json, "One JSON object per position");
    cmd->add_option("-t,--threads", o->threads,
                    "Threads for a batch of clock positions, or to generate a missing table "
                    "(default and most: the cores this process may use)")
        ->check(decimal())
        ->check(CLI::Range(1, 4096));
    cmd->add_flag("--optimal", o->optimal,
                  "3x3x3: an optimal solution (iterative-deepening A* on the symmetry-reduced "
                  "twist x flip x sorted-slice table, the corner and edge tables), not the "
                  "two-phase solver's");
    cmd->add_option("--method", o->method,
                    "3x3x3: two-phase (default: at most --max-length moves), optimal, or "
                    "thistlethwaite (four phases, at most 45 moves)")
        ->check(non_empty());
    cmd->add_option("--max-length", o->max_length_text,
                    "3x3x3 two-phase: the longest answer accepted (default 20)")
        ->check(non_empty());
    cmd->add_option("--time-limit", o->time_limit_text,
                    "3x3x3: seconds per position before giving up (two-phase: default 60; "
                    "optimal: default none)")
        ->check(non_empty());
    cmd->add_option("--svg", o->svg_dir,
                    "Write a picture (SVG net) of every step of the solution into this folder")
        ->check(non_empty());
    cmd->add_option("--colors", o->colours,
                    "Sticker colours for U R F D L B: CSS colour names or #rrggbb (default "
                    "white,red,green,yellow,orange,blue)")
        ->check(non_empty());
    cmd->add_option("--html", o->html_file,
                    "Write an HTML page that animates the scramble and the solution (cubing.js's "
                    "twisty-player); with several positions, one each: NAME-1.html, NAME-2.html; "
                    "- : the page alone on standard output")
        ->check(non_empty());
    cmd->add_option("--viewer-js", o->viewer_js,
                    "The player script --html inlines (default: $TWOBIT_VIEWER_JS, else the one "
                    "tools/viewer/install.sh makes)")
        ->check(non_empty());
    cmd->callback([o, cmd, &exit_code] {
        o->positions = positions_from(*cmd);
        exit_code = run_solve(*o);
    });
}

} // namespace twobit::cli
