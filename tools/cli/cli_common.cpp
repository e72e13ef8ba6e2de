// Shared subcommand helpers; see cli_common.hpp.
#include "tools/cli/cli_common.hpp"

#include <CLI/CLI.hpp>
#include <cctype>
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
#include "host/io/atomic_file.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/suggest.hpp"
#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/registry.hpp"

namespace twobit::cli {

namespace {
std::map<const CLI::App*, std::string>& extra_usages() {
    static std::map<const CLI::App*, std::string> usages;
    return usages;
}
} // namespace

std::string choices_type(const std::vector<std::string>& words) {
    return fmt::format("{}", fmt::join(words, "|"));
}

void set_extra_usage(const CLI::App& cmd, const std::string& usage) {
    extra_usages()[&cmd] = usage;
}

const std::string& extra_usage(const CLI::App& cmd) {
    static const std::string none;
    const auto it = extra_usages().find(&cmd);
    return it != extra_usages().end() ? it->second : none;
}

void set_examples(CLI::App& cmd, const std::vector<std::string>& examples) {
    std::string footer = "Examples:";
    for (const std::string& example : examples) footer += "\n  " + example;
    cmd.footer(footer);
}

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

namespace {

// Metric names are case-free like puzzle ids ("QTM" is qtm): lowered once here, so that every
// later use (model, table name, header) sees the one spelling.
const CLI::Validator& lower_case() {
    static const CLI::Validator validator(
        [](std::string& value) {
            for (char& c : value)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            return std::string();
        },
        "");
    return validator;
}

} // namespace

std::string PuzzleOptions::definition_file() const {
    if (!def.empty()) return def;
    return is_definition_path(puzzle) ? puzzle : "";
}

bool PuzzleOptions::any_given() const {
    return puzzle_option->count() > 0 || metric_option->count() > 0 || gens_option->count() > 0 ||
           (def_option != nullptr && def_option->count() > 0);
}

void refuse_output_on_inputs(const std::string& option, const std::string& output,
                             const std::vector<std::pair<std::string, std::string>>& inputs) {
    if (output.empty() || output == "-") return;
    for (const auto& [input_option, input] : inputs) {
        // An input that is no regular file (a folder, a device) is refused where it is read,
        // as an input, and cannot be the output's file.
        struct stat st {};
        if (input.empty() || input == "-" || ::stat(input.c_str(), &st) != 0 ||
            !S_ISREG(st.st_mode))
            continue;
        if (same_output_file(OutputName(output), OutputName(input)))
            throw UsageError(option + " " + printable(output) + " is the " + input_option + " " +
                             printable(input) +
                             " that this command reads: writing it would replace it; give the "
                             "output another name");
    }
}

void refuse_replacing_table(const std::string& option, const std::string& output) {
    if (output.empty() || output == "-" || !is_table_or_checkpoint_file(output)) return;
    throw UsageError(option + " " + printable(output) +
                     " is a twobit table or checkpoint: a picture or page would replace it; give "
                     "the output another name");
}

void add_puzzle_options(CLI::App& cmd, PuzzleOptions& options) {
    options.puzzle_option =
        cmd.add_option("--puzzle", options.puzzle,
                       "Puzzle id (see 'twobit list'), or a definition file ending in .tws")
            ->type_name(kPuzzleType)
            ->check(non_empty())
            ->capture_default_str();
    add_model_options(cmd, options, true);
    options.def_option = cmd.add_option("--def", options.def,
                                        "A puzzle definition file in twsearch's format (see "
                                        "docs/DEFINITIONS.md) instead of --puzzle")
                             ->type_name(kFileType)
                             ->check(non_empty());
}

void add_model_options(CLI::App& cmd, PuzzleOptions& options, bool with_def) {
    options.metric_option =
        cmd.add_option("--metric", options.metric,
                       "Move set: htm, qtm or half (half turns only), in any case; 'twobit "
                       "list' has each puzzle's (default: its first)")
            ->type_name(choices_type({"htm", "qtm", "half"}))
            ->check(non_empty())
            ->transform(lower_case());
    options.gens_option =
        cmd.add_option(
               "--gens", options.gens,
               std::string("The moves to turn, separated by commas or run together: R,U or RU "
                           "for the <R,U> subgroup (default: all)") +
                   (with_def ? "; with --def, the file's move names (U,R; UR where that reads "
                               "one way)"
                             : ""))
            ->type_name("MOVES")
            ->check(non_empty());
}

const Puzzle& chosen_record(const PuzzleOptions& options) {
    const bool def_given = options.def_option != nullptr && options.def_option->count() > 0;
    if (def_given && options.puzzle_option != nullptr && options.puzzle_option->count() > 0)
        throw UsageError("give --def or --puzzle, not both");
    const std::string path = def_given ? options.def : options.puzzle;
    if (!def_given && !is_definition_path(path)) return find_puzzle_or_usage(options.puzzle);
    // Read once per process: the file must not be read (or change) between two asks.
    static std::map<std::string, const Puzzle*> loaded;
    if (const auto it = loaded.find(path); it != loaded.end()) return *it->second;
    return *(loaded[path] = &load_definition_puzzle(path, options.symmetry));
}

namespace {

// The metric the options ask for: without --metric, "" (the puzzle's first: htm, or half for
// the squares group).
std::string metric_asked(const PuzzleOptions& options) {
    const bool metric_given = options.metric_given || options.metric_option == nullptr ||
                              options.metric_option->count() > 0;
    return metric_given ? options.metric : "";
}

// f(), a metric or gens the record does not have a UsageError; what is wrong in a definition
// file stays a DefinitionError (exit 1, with its file and line).
template <class F>
auto options_checked(F f) {
    try {
        return f();
    } catch (const DefinitionError&) {
        throw;
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
}

} // namespace

PuzzleModel build_model(const Puzzle& record, const PuzzleOptions& options) {
    return options_checked([&] { return model_of(record, metric_asked(options), options.gens); });
}

ChosenPuzzle choose_puzzle(const PuzzleOptions& options) {
    const Puzzle& record = chosen_record(options);
    return {&record, build_model(record, options)};
}

ChosenPuzzle choose_puzzle(const PuzzleOptions& options, const SearchCliOptions& search) {
    const Puzzle& record = chosen_record(options);
    if (record.sizes) {
        const std::string metric = metric_asked(options);
        const ModelSizes sizes =
            options_checked([&] { return sizes_of(record, metric, options.gens); });
        check_search_memory(record.id + " " + check_metric(record, metric), sizes,
                            search_request(search));
    }
    return {&record, build_model(record, options)};
}

void add_search_options(CLI::App& cmd, SearchCliOptions& options) {
    cmd.add_option("--backend", options.backend,
                   "auto (CUDA when a device answers, else CPU), cpu or cuda")
        ->type_name(choices_type({"auto", "cpu", "cuda"}))
        ->check(non_empty())
        ->capture_default_str();
    cmd.add_option("-t,--threads", options.threads,
                   "CPU threads (default and most: the cores this process may use)")
        ->type_name(kIntType)
        ->check(decimal())
        ->check(CLI::Range(1, 4096));
    cmd.add_option("--strategy", options.strategy,
                   "Level direction: auto (switch rule), push (top-down) or pull (bottom-up)")
        ->type_name(choices_type({"auto", "push", "pull"}))
        ->check(non_empty())
        ->capture_default_str();
    cmd.add_flag("-q,--quiet", options.quiet, "No per-level log on stderr");
    cmd.add_option("--max-memory", options.max_memory,
                   "Refuse a search that needs more memory than this (e.g. 8G, 512M)")
        ->type_name(kBytesType)
        ->check(non_empty());
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

SearchRequest search_request(const SearchCliOptions& options) {
    SearchRequest request;
    request.threads = options.threads;
    request.quiet = options.quiet;
    request.log_levels = options.log_levels;
    try {
        request.strategy = parse_strategy(options.strategy);
        request.backend = parse_backend(options.backend);
        if (!options.max_memory.empty()) request.memory_limit = parse_byte_size(options.max_memory);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    return request;
}

PlannedSearch prepare_search(const PuzzleModel& model, const SearchCliOptions& options) {
    return plan_search(model, search_request(options));
}

BuiltTable build_table(const PuzzleModel& model, const SearchCliOptions& options) {
    return twobit::build_table(model, search_request(options));
}

void write_output(const OutputName& name, const std::string& text) {
    if (name.path() != "-" || name.chosen_by_twobit()) {
        write_file_atomically(name, text);
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

std::string json_line(const nlohmann::json& value) {
    // Invalid UTF-8 becomes U+FFFD; the C1 controls U+0080..U+009F, which the library writes
    // raw (0x9b alone is a terminal's escape), are written \u0080..\u009f.
    const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0u;
        if (static_cast<unsigned char>(text[i]) == 0xC2 && next >= 0x80 && next <= 0x9F) {
            out += fmt::format("\\u{:04x}", next);
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::string join_counts(const std::vector<uint64_t>& counts) {
    return fmt::format("{}", fmt::join(counts, " "));
}

} // namespace twobit::cli
