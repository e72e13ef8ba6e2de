// Shared subcommand helpers; see cli_common.hpp.
#include "cli_common.hpp"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <unistd.h>

#include "host/backend.hpp"
#include "host/memory_budget.hpp"
#include "host/puzzle_catalog.hpp"
#include "host/search_cpu.hpp"

namespace twobit::cli {

bool PuzzleOptions::any_given() const {
    return puzzle_option->count() > 0 || metric_option->count() > 0 || gens_option->count() > 0;
}

void add_puzzle_options(CLI::App& cmd, PuzzleOptions& options) {
    options.puzzle_option =
        cmd.add_option("--puzzle", options.puzzle, "Puzzle id (see 'twobit list')")
            ->capture_default_str();
    options.metric_option =
        cmd.add_option("--metric", options.metric,
                       "Move set: htm, qtm or half (half turns only); 'twobit list' has each "
                       "puzzle's (default: its first)");
    options.gens_option = cmd.add_option(
        "--gens", options.gens, "Turning faces, e.g. RU for the <R,U> subgroup (default: all)");
}

void add_search_options(CLI::App& cmd, SearchCliOptions& options) {
    cmd.add_option("--backend", options.backend,
                   "auto (CUDA when a device answers, else CPU), cpu or cuda")
        ->capture_default_str();
    cmd.add_option("-t,--threads", options.threads, "CPU threads (default: all cores)")
        ->check(CLI::Range(1, 4096));
    cmd.add_option("--strategy", options.strategy,
                   "Level direction: auto (switch rule), push (top-down) or pull (bottom-up)")
        ->capture_default_str();
    cmd.add_flag("-q,--quiet", options.quiet, "No per-level log on stderr");
    cmd.add_option("--max-memory", options.max_memory,
                   "Refuse a search that needs more memory than this (e.g. 8G, 512M)");
}

PuzzleModel build_model(const PuzzleOptions& options) {
    // Without --metric, a puzzle's first metric (htm, or half for the squares group).
    std::string metric = options.metric;
    if (options.metric_option != nullptr && options.metric_option->count() == 0)
        for (const CatalogEntry& e : puzzle_catalog())
            if (e.id == options.puzzle) metric = e.metrics.front();
    try {
        return make_puzzle(options.puzzle, metric, options.gens);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
}

std::string default_table_dir() {
    if (const char* dir = std::getenv("TWOBIT_TABLES"); dir != nullptr && *dir != '\0') return dir;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg != '\0')
        return std::string(xdg) + "/twobit";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return std::string(home) + "/.local/share/twobit";
    throw std::runtime_error("no table location: set TWOBIT_TABLES or HOME, or pass a file name");
}

std::string default_table_path(const PuzzleModel& model) {
    std::string name = model.puzzle + "-" + model.metric;
    const PuzzleModel full = make_puzzle(model.puzzle, model.metric, "");
    if (model.gens != full.gens) name += "-" + model.gens;
    return default_table_dir() + "/" + name + ".twobit";
}

void ensure_parent_dir(const std::string& path) {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    if (parent.empty()) return;
    std::error_code ec;
    std::filesystem::create_directories(parent, ec);
    if (ec)
        throw std::runtime_error("cannot create folder " + parent.string() + ": " + ec.message());
}

BuiltTable build_table(const PuzzleModel& model, const SearchCliOptions& options) {
    SearchOptions search;
    search.threads = options.threads;
    Backend backend;
    uint64_t memory_limit = 0;
    try {
        search.strategy = parse_strategy(options.strategy);
        backend = parse_backend(options.backend);
        if (!options.max_memory.empty()) memory_limit = parse_byte_size(options.max_memory);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    // Before anything is allocated: the table and move tables must fit; on the CPU, the
    // per-thread push bitsets too, or the search pushes with atomics instead.
    check_memory(model, 0, memory_limit);
    if (resolve_backend(backend) == Backend::Cpu) {
        const uint64_t bitsets = cpu_bitset_bytes(cpu_threads(search), model.num_states());
        if (!memory_fits(search_memory_bytes(model) + bitsets, memory_limit)) {
            search.push_mode = PushMode::Atomic;
            if (!options.quiet)
                std::fprintf(stderr, "note: no room for %s of push bitsets; pushing with atomics\n",
                             format_bytes(bitsets).c_str());
        }
    }
    search.progress = !options.quiet && options.log_levels && ::isatty(fileno(stderr)) != 0;
    search.log = options.quiet || !options.log_levels ? nullptr : stderr;
    BuiltTable built{DistanceTable(model.num_states()), {}};
    built.result = run_search(model, built.table, search, backend);
    if (!options.quiet)
        std::fprintf(stderr, "backend %s (%s)\n", built.result.backend.c_str(),
                     built.result.device.c_str());
    return built;
}

TableFile open_table_for(const PuzzleModel& model, const std::string& path) {
    TableFile file = TableFile::open(path);
    const TableHeader& h = file.header();
    if (h.puzzle != model.puzzle || h.metric != model.metric || h.gens != model.gens ||
        h.moves != moves_field(model.move_list()))
        throw std::runtime_error(fmt::format("table {} holds {} {}{}, not {} {}{}", path, h.puzzle,
                                             h.metric, gens_note(h.gens), model.puzzle,
                                             model.metric, gens_note(model.gens)));
    return file;
}

void write_text_file(const std::string& path, const std::string& text) {
    ensure_parent_dir(path);
    const std::string temp = path + ".tmp." + std::to_string(::getpid());
    std::FILE* f = std::fopen(temp.c_str(), "wb");
    bool ok = f != nullptr && std::fwrite(text.data(), 1, text.size(), f) == text.size();
    if (f != nullptr) ok = std::fclose(f) == 0 && ok;
    if (!ok || std::rename(temp.c_str(), path.c_str()) != 0) {
        std::remove(temp.c_str());
        throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
    }
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
