// Shared subcommand helpers; see cli_common.hpp.
#include "tools/cli/cli_common.hpp"

#include <CLI/CLI.hpp>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>
#include <map>
#include <omp.h>
#include <sys/stat.h>
#include <unistd.h>

#include "host/engine/backend.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/model_fingerprint.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/engine/thread_warmup.hpp"
#include "host/io/atomic_file.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/suggest.hpp"
#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/model_cache.hpp"
#include "host/puzzles/registry.hpp"

namespace twobit::cli {

const CLI::Validator& non_empty() {
    static const CLI::Validator validator(
        [](std::string& value) {
            return value.empty() ? std::string("an empty value is not allowed") : std::string();
        },
        "");
    return validator;
}

const CLI::Validator& decimal() {
    static const CLI::Validator validator(
        [](std::string& value) {
            if (value.empty() || value.find_first_not_of("0123456789") != std::string::npos)
                return std::string("give a plain decimal number");
            // CLI11 reads a leading 0 as octal: "010" is ten here, not eight.
            value.erase(0, std::min(value.find_first_not_of('0'), value.size() - 1));
            return std::string();
        },
        "");
    return validator;
}

bool PuzzleOptions::any_given() const {
    return puzzle_option->count() > 0 || metric_option->count() > 0 || gens_option->count() > 0 ||
           (def_option != nullptr && def_option->count() > 0);
}

void add_puzzle_options(CLI::App& cmd, PuzzleOptions& options) {
    options.puzzle_option =
        cmd.add_option("--puzzle", options.puzzle,
                       "Puzzle id (see 'twobit list'), or a definition file ending in .tws")
            ->check(non_empty())
            ->capture_default_str();
    options.metric_option =
        cmd.add_option("--metric", options.metric,
                       "Move set: htm, qtm or half (half turns only); 'twobit list' has each "
                       "puzzle's (default: its first)")
            ->check(non_empty());
    options.gens_option =
        cmd.add_option("--gens", options.gens,
                       "Turning faces, e.g. RU for the <R,U> subgroup (default: all); with "
                       "--def, move names separated by commas, e.g. U,R")
            ->check(non_empty());
    options.def_option = cmd.add_option("--def", options.def,
                                        "A puzzle definition file in twsearch's format (see "
                                        "docs/DEFINITIONS.md) instead of --puzzle")
                             ->check(non_empty());
}

std::string chosen_puzzle(const PuzzleOptions& options) {
    const bool def_given = options.def_option != nullptr && options.def_option->count() > 0;
    if (def_given && options.puzzle_option != nullptr && options.puzzle_option->count() > 0)
        throw UsageError("give --def or --puzzle, not both");
    const std::string path = def_given ? options.def : options.puzzle;
    if (!def_given && !is_definition_path(path)) return options.puzzle;
    // Read once per process: a command asks more than once, and the file must not be read
    // (or change) between the asks.
    static std::map<std::string, std::string> loaded;
    if (const auto it = loaded.find(path); it != loaded.end()) return it->second;
    return loaded[path] = load_definition_puzzle(path).id;
}

namespace {

// The gens field of each (puzzle, metric)'s whole move set, as its model spells it, learnt
// from the models this process builds: a table's default name and the command that
// rebuilds it need it, and building a model only to read it cost a 2x2x2 `solve` two
// thirds of its time (bench/RESULTS.md).
std::map<std::pair<std::string, std::string>, std::string>& full_gens_seen() {
    static std::map<std::pair<std::string, std::string>, std::string> seen;
    return seen;
}

const std::string& full_gens(const std::string& puzzle, const std::string& metric) {
    auto& seen = full_gens_seen();
    const auto key = std::make_pair(puzzle, metric);
    auto it = seen.find(key);
    if (it == seen.end()) it = seen.emplace(key, make_puzzle(puzzle, metric, "").gens).first;
    return it->second;
}

} // namespace

std::string generate_command(const PuzzleModel& model) {
    const Puzzle& p = find_puzzle(model.puzzle);
    std::string command =
        "twobit generate " +
        (p.definition_file.empty() ? "--puzzle " + model.puzzle : "--def " + p.definition_file) +
        " --metric " + model.metric;
    if (model.gens != full_gens(model.puzzle, model.metric)) command += " --gens " + model.gens;
    return command;
}

void add_search_options(CLI::App& cmd, SearchCliOptions& options) {
    cmd.add_option("--backend", options.backend,
                   "auto (CUDA when a device answers, else CPU), cpu or cuda")
        ->check(non_empty())
        ->capture_default_str();
    cmd.add_option("-t,--threads", options.threads,
                   "CPU threads (default and most: the cores this process may use)")
        ->check(decimal())
        ->check(CLI::Range(1, 4096));
    cmd.add_option("--strategy", options.strategy,
                   "Level direction: auto (switch rule), push (top-down) or pull (bottom-up)")
        ->check(non_empty())
        ->capture_default_str();
    cmd.add_flag("-q,--quiet", options.quiet, "No per-level log on stderr");
    cmd.add_option("--max-memory", options.max_memory,
                   "Refuse a search that needs more memory than this (e.g. 8G, 512M)")
        ->check(non_empty());
}

int resolve_threads(int requested, uint64_t work_items) {
    const int cores = std::max(1, omp_get_num_procs());
    int threads = requested > 0 ? std::min(requested, cores) : cores;
    if (work_items < static_cast<uint64_t>(threads)) threads = static_cast<int>(work_items);
    return std::max(1, threads);
}

PuzzleModel puzzle_from_table_header(PuzzleOptions& options, const std::string& path) {
    const TableHeader h = read_table_header(path);
    if (h.definition_hash != 0)
        throw std::runtime_error(fmt::format("table {} holds {}, read from a definition file: "
                                             "give that file with --def",
                                             path, h.puzzle));
    PuzzleModel model = [&] {
        try {
            return cached_model({h.puzzle, h.metric, h.gens},
                                [&] { return make_puzzle(h.puzzle, h.metric, h.gens); });
        } catch (const std::invalid_argument& e) { // a header this build cannot read: the file's
            throw std::runtime_error(fmt::format("table {} holds {} {}{}: {}", path, h.puzzle,
                                                 h.metric, gens_note(h.gens), e.what()));
        }
    }();
    options.puzzle = h.puzzle;
    options.metric = h.metric;
    options.gens = h.gens;
    options.metric_given = true;
    return model;
}

PuzzleModel build_model(const PuzzleOptions& options) {
    // Without --metric, the puzzle's first metric (htm, or half for the squares group).
    const bool metric_given = options.metric_given || options.metric_option == nullptr ||
                              options.metric_option->count() > 0;
    const std::string puzzle = chosen_puzzle(options);
    try {
        const std::string metric = metric_given ? options.metric : "";
        PuzzleModel model = cached_model({puzzle, metric, options.gens},
                                         [&] { return make_puzzle(puzzle, metric, options.gens); });
        if (options.gens.empty())
            full_gens_seen().emplace(std::make_pair(model.puzzle, model.metric), model.gens);
        return model;
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
}

PuzzleModel build_model_for_search(const PuzzleOptions& options, int threads) {
    if (!find_puzzle_or_usage(chosen_puzzle(options)).definition_file.empty())
        return build_model(options);
    PuzzleModel model;
    // libgomp keeps a team's threads for the next team, so only the first call starts
    // spares: a later call's would in general wait unused.
    static std::atomic<bool> first_call{true};
    if (first_call.exchange(false) && start_spare_threads(threads - 1) > 0) {
        // The static twobit: the team's threads start while the model is built.
        model = build_model(options);
        while_threads_start(threads, [] {});
    } else {
        while_threads_start(threads, [&] { model = build_model(options); });
    }
    return model;
}

std::string option_suggestion(const CLI::App& cmd, const std::string& word) {
    std::vector<std::string> names;
    for (const CLI::Option* opt : cmd.get_options()) {
        for (const std::string& l : opt->get_lnames()) names.push_back("--" + l);
        for (const std::string& s : opt->get_snames()) names.push_back("-" + s);
    }
    return did_you_mean(word.substr(0, word.find('=')), names);
}

const Puzzle& find_puzzle_or_usage(const std::string& name) {
    try {
        return find_puzzle(name);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
}

std::string default_table_dir() {
    if (const char* dir = std::getenv("TWOBIT_TABLES"); dir != nullptr && *dir != '\0') return dir;
    // The XDG spec: a relative XDG_DATA_HOME is invalid and must be ignored.
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg == '/')
        return std::string(xdg) + "/twobit";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return std::string(home) + "/.local/share/twobit";
    throw std::runtime_error("no table location: set TWOBIT_TABLES or HOME, or pass a file name");
}

std::string default_table_path(const std::string& puzzle, const std::string& metric) {
    return default_table_dir() + "/" + puzzle + "-" + metric + ".twobit";
}

std::string default_table_path(const PuzzleModel& model) {
    if (model.definition_hash != 0) {
        // "def-NAME-HASH8-METRIC[-GENS].twobit": the hash keeps two files of one name apart.
        std::string gens = gens_field(model.gens);
        for (char& c : gens)
            if (c == ',')
                c = '+';
            else if (c == '/' || c == '\'' || c == '#')
                c = '_';
        return fmt::format("{}/def-{}-{:08x}-{}{}.twobit", default_table_dir(),
                           model.puzzle.substr(4), model.definition_hash >> 32, model.metric,
                           gens.empty() ? std::string() : "-" + gens);
    }
    if (model.gens != full_gens(model.puzzle, model.metric))
        return default_table_dir() + "/" + model.puzzle + "-" + model.metric + "-" + model.gens +
               ".twobit";
    return default_table_path(model.puzzle, model.metric);
}

PreparedSearch prepare_search(const PuzzleModel& model, const SearchCliOptions& options) {
    PreparedSearch prepared;
    SearchOptions& search = prepared.options;
    search.threads = resolve_threads(options.threads);
    uint64_t memory_limit = 0;
    try {
        search.strategy = parse_strategy(options.strategy);
        prepared.backend = parse_backend(options.backend);
        if (!options.max_memory.empty()) memory_limit = parse_byte_size(options.max_memory);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    // Before anything is allocated: the table and move tables must fit, and on the CPU the
    // frontier lists of the first levels too; the per-thread push bitsets as well, or the
    // search pushes with atomics instead.
    const bool cpu = resolve_backend(prepared.backend) == Backend::Cpu;
    const uint64_t lists = cpu ? cpu_frontier_list_bytes(model.num_states()) : 0;
    const uint64_t available = check_memory(model, lists, memory_limit);
    if (cpu) {
        const uint64_t bitsets = cpu_bitset_bytes(cpu_threads(search), model.num_states());
        const uint64_t with_bitsets = search_memory_bytes(model) + lists + bitsets;
        // check_memory read nothing for a small search; the bitsets may make it larger.
        const bool read_now = available == 0 && with_bitsets >= kUncheckedSearchBytes;
        if (!(read_now ? memory_fits(with_bitsets, memory_limit)
                       : memory_fits(with_bitsets, memory_limit, available))) {
            search.push_mode = PushMode::Atomic;
            if (!options.quiet)
                std::fprintf(stderr, "note: no room for %s of push bitsets; pushing with atomics\n",
                             format_bytes(bitsets).c_str());
        }
    }
    search.progress = !options.quiet && options.log_levels && ::isatty(fileno(stderr)) != 0;
    search.log = options.quiet || !options.log_levels ? nullptr : stderr;
    return prepared;
}

BuiltTable build_table(const PuzzleModel& model, const SearchCliOptions& options) {
    const PreparedSearch prepared = prepare_search(model, options);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    built.result = run_search(model, built.table, prepared.options, prepared.backend);
    if (!options.quiet)
        std::fprintf(stderr, "backend %s (%s)\n", built.result.backend.c_str(),
                     built.result.device.c_str());
    return built;
}

void check_table_for(const PuzzleModel& model, const TableFile& file) {
    const TableHeader& h = file.header();
    const std::string& path = file.path();
    if (h.puzzle != model.puzzle || h.metric != model.metric)
        throw std::runtime_error(fmt::format("table {} holds {} {}{}, not {} {}{}", path, h.puzzle,
                                             h.metric, gens_note(h.gens), model.puzzle,
                                             model.metric, gens_note(model.gens)));
    // The field that differs, named: "holds X, not X" would hide it.
    const auto differs = [&](const char* field, const std::string& theirs,
                             const std::string& ours) {
        return std::runtime_error(fmt::format("table {} does not fit this build's {} {}{}: its {} "
                                              "is '{}', the model's is '{}'",
                                              path, model.puzzle, model.metric,
                                              gens_note(model.gens), field, excerpt(theirs, 60),
                                              excerpt(ours, 60)));
    };
    if (h.definition_hash != model.definition_hash)
        throw std::runtime_error(fmt::format(
            "table {} was built from another definition named {} (file hash {}, this one's "
            "{}); regenerate it with {}",
            path, h.puzzle.substr(4), hex64(h.definition_hash), hex64(model.definition_hash),
            generate_command(model)));
    if (h.gens != gens_field(model.gens)) throw differs("gens", h.gens, gens_field(model.gens));
    const std::string moves = moves_field(model.move_list());
    if (h.moves != moves) throw differs("move list", h.moves, moves);
    if (h.states != model.num_states())
        throw std::runtime_error(fmt::format("table {} has {} states, but {} {} has {}", path,
                                             h.states, model.puzzle, model.metric,
                                             model.num_states()));
    const uint64_t fingerprint = model_fingerprint(model);
    if (h.model_fingerprint != fingerprint)
        throw std::runtime_error(fmt::format(
            "table {} was built for model fingerprint {}, but this build's {} {}{} has {}: its "
            "index means something else now; regenerate it with twobit generate",
            path, hex64(h.model_fingerprint), model.puzzle, model.metric, gens_note(model.gens),
            hex64(fingerprint)));
}

TableFile open_table_for(const PuzzleModel& model, const std::string& path) {
    TableFile file = TableFile::open(path);
    check_table_for(model, file);
    return file;
}

TableFile open_refusing_with_a_remedy(const PuzzleModel& model, const std::string& path) {
    // Only on failure: the command names --gens when they are not the puzzle's full set, which
    // can take building the full set's model.
    const auto command = [&] { return generate_command(model); };
    TableFile file = [&] {
        try {
            return TableFile::open(path);
        } catch (const TableFileError& e) {
            // A damaged or outdated file meant for this model: rebuilding it is the remedy.
            throw std::runtime_error(std::string(e.what()) + "\n  to rebuild it: " + command() +
                                     " -o " + path);
        }
    }();
    try {
        check_table_for(model, file);
    } catch (const std::runtime_error& e) {
        // A good table of something else: never suggest writing over it.
        const std::string own = default_table_path(model);
        throw std::runtime_error(std::string(e.what()) + "\n  give --table a table of " +
                                 model.puzzle + " " + model.metric + gens_note(model.gens) +
                                 (own == path
                                      ? ", or rebuild this one: " + command() + " -o " + path
                                      : ", or leave --table out to use " + own));
    }
    return file;
}

PuzzleModel model_of_table(const TableFile& table) {
    const TableHeader& h = table.header();
    if (h.definition_hash != 0) {
        // A definition's model exists only when its file was given (--def).
        try {
            const Puzzle& p = find_puzzle(h.puzzle);
            if (p.definition_hash == h.definition_hash && h.gens.rfind('#', 0) != 0)
                return cached_model({h.puzzle, h.metric, h.gens},
                                    [&] { return make_puzzle(h.puzzle, h.metric, h.gens); });
        } catch (const std::invalid_argument&) {
        }
        throw UnknownPuzzleError(fmt::format(
            "table {} holds {}, read from a definition file (hash {}): give that file with "
            "--def",
            table.path(), h.puzzle, hex64(h.definition_hash)));
    }
    try {
        return make_puzzle(h.puzzle, h.metric, h.gens);
    } catch (const std::invalid_argument& e) {
        for (const Puzzle& p : puzzles())
            if (p.id == h.puzzle) // a puzzle this build knows, with a move set it has not
                throw std::runtime_error(fmt::format("table {} holds {} {}{}: {}", table.path(),
                                                     h.puzzle, h.metric, gens_note(h.gens),
                                                     e.what()));
        throw UnknownPuzzleError(fmt::format("table {} holds {}, a puzzle this build does not "
                                             "know",
                                             table.path(), h.puzzle));
    }
}

bool table_path_taken(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0;
}

bool can_save_table(const PuzzleModel& model, const std::string& path) {
    try {
        check_output_path(path, kTableHeaderBytes + table_payload_bytes(model.num_states()));
        return true;
    } catch (const std::exception& e) {
        std::fprintf(stderr,
                     "twobit: warning: the table will not be saved (%s); using it from "
                     "memory for this run\n",
                     e.what());
        return false;
    }
}

void save_table_or_warn(const std::string& path, const PuzzleModel& model,
                        const BuiltTable& built) {
    try {
        save_table(path, model, built.result, built.table);
    } catch (const std::exception& e) {
        std::fprintf(stderr,
                     "twobit: warning: the table was not saved (%s); using it from memory\n",
                     e.what());
    }
}

void write_output(const std::string& path, const std::string& text) {
    if (path != "-") {
        write_file_atomically(path, text);
        return;
    }
    if (std::fwrite(text.data(), 1, text.size(), stdout) != text.size()) flush_stdout();
    flush_stdout();
}

void flush_stdout() {
    errno = 0;
    if (std::fflush(stdout) == 0 && std::ferror(stdout) == 0) return;
    throw std::runtime_error(std::string("cannot write standard output: ") +
                             (errno != 0 ? std::strerror(errno) : "write error"));
}

std::string hex64(uint64_t value) {
    return fmt::format("{:016x}", value);
}

std::string json_line(const nlohmann::json& value) {
    return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string join_counts(const std::vector<uint64_t>& counts) {
    return fmt::format("{}", fmt::join(counts, " "));
}

std::string gens_note(const std::string& gens) {
    return gens.empty() ? std::string() : " (gens " + gens + ")";
}

} // namespace twobit::cli
