// `twobit bench`: generate tables several times on the chosen backend and print one row per
// puzzle and metric: the median search time, reached states per second and the table's
// hash; with --levels, each level's median time (the profile that says where a search spends
// its time). `--puzzle all` is every catalog table under 100 M states, a comma-separated list
// names some. The Google Benchmark programs in bench/ are the reference figures; this is the
// same measurement from the command line. Comparing with another program run side by side
// is bench/against_yardstick.py's job.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

// `--puzzle all`: the catalog's tables of fewer states than this (a second or so each).
constexpr uint64_t kAllBelowStates = 100'000'000;

struct BenchOptions {
    PuzzleOptions puzzle;
    SearchCliOptions search;
    int repetitions = 5;
    bool json = false;
    bool levels = false; // per-level medians after each row
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

struct BenchRow {
    PuzzleModel model;
    SearchResult last;
    std::vector<double> seconds, device_seconds;
    std::vector<std::vector<double>> level_seconds; // by the depth found
    uint64_t hash = 0;
};

std::vector<double>& level_at(std::vector<std::vector<double>>& levels, int depth) {
    if (levels.size() <= static_cast<size_t>(depth)) levels.resize(static_cast<size_t>(depth) + 1);
    return levels[static_cast<size_t>(depth)];
}

// --puzzle all or a list of ids (the registry's puzzles_listed); empty for one puzzle, whose
// model is chosen as every command chooses it (--metric or its first, --gens, --def).
PuzzleList listed_puzzles(const PuzzleOptions& o) {
    PuzzleList list;
    try {
        list = puzzles_listed(o.puzzle, kAllBelowStates);
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--puzzle: ") + e.what());
    }
    if (!list.records.empty() && (!o.def.empty() || !o.gens.empty()))
        throw UsageError("--puzzle all or a list takes neither --def nor --gens");
    return list;
}

// The (puzzle, metric) pairs of a list or `all`: every metric of each, or only --metric
// where given.
std::vector<std::pair<std::string, std::string>> bench_targets(const PuzzleOptions& o,
                                                               const PuzzleList& list) {
    std::vector<std::pair<std::string, std::string>> targets;
    for (const Puzzle* record : list.records) {
        const Puzzle& p = *record;
        const std::string& id = p.id;
        if (!p.model) throw UsageError(id + " has no table of its own to time");
        for (const std::string& metric : p.metrics)
            if (!o.metric_option->count() || metric == o.metric) targets.push_back({id, metric});
        if (!list.every && o.metric_option->count() &&
            std::find(p.metrics.begin(), p.metrics.end(), o.metric) == p.metrics.end())
            throw UsageError(id + " has no metric " + o.metric);
    }
    if (targets.empty()) throw UsageError("no table of --puzzle " + o.puzzle + " has that metric");
    return targets;
}

// One warm-up search (not counted: first page faults, thread start), then `repetitions`
// timed ones into the same table, which must come out the same every time.
BenchRow bench_one(PuzzleModel model, const BenchOptions& o) {
    BenchRow row{std::move(model), {}, {}, {}, {}, 0};
    SearchCliOptions quiet = o.search;
    quiet.quiet = true;
    const PlannedSearch prepared = prepare_search(row.model, quiet);
    DistanceTable table(row.model.num_states());
    for (int i = -1; i < o.repetitions; ++i) {
        const SearchResult r = run_search(row.model, table, prepared.options, prepared.backend);
        const uint64_t h = payload_hash(table.bytes(), table.num_bytes());
        if (i >= 0 && h != row.hash)
            throw std::runtime_error("the table differs between repetitions (a bug: report it)");
        row.hash = h;
        row.last = r;
        if (i < 0) continue;
        row.seconds.push_back(r.seconds);
        row.device_seconds.push_back(r.device_seconds);
        for (const LevelStats& level : r.levels)
            level_at(row.level_seconds, level.depth).push_back(level.seconds);
    }
    return row;
}

// Reached states per second: the states the search found, not the index size (an index
// that holds unreachable states would otherwise read as faster than it is).
double rate_of(const BenchRow& row) {
    return static_cast<double>(row.last.reached) / median(row.seconds);
}

// --levels: each depth's median time and how it was found.
nlohmann::json levels_json(const BenchRow& row) {
    nlohmann::json levels = nlohmann::json::array();
    for (const LevelStats& level : row.last.levels)
        levels.push_back(
            {{"depth", level.depth},
             {"new_states", level.new_states},
             {"direction", direction_name(level.direction)},
             {"median_seconds", median(row.level_seconds[static_cast<size_t>(level.depth)])}});
    return levels;
}

void print_levels(const BenchRow& row) {
    fmt::print("  {:>5} {:>12} {:<5} {:>10}\n", "depth", "new states", "how", "median ms");
    for (const LevelStats& level : row.last.levels)
        fmt::print("  {:>5} {:>12} {:<5} {:>10.3f}\n", level.depth, level.new_states,
                   direction_name(level.direction),
                   1e3 * median(row.level_seconds[static_cast<size_t>(level.depth)]));
}

nlohmann::json row_json(const BenchRow& row, int repetitions) {
    nlohmann::json j = {{"puzzle", row.model.puzzle},
                        {"metric", row.model.metric},
                        {"gens", row.model.gens},
                        {"states", row.model.num_states()},
                        {"reached", row.last.reached},
                        {"max_depth", row.last.max_depth()},
                        {"backend", row.last.backend},
                        {"device", row.last.device},
                        {"threads", row.last.threads},
                        {"repetitions", repetitions},
                        {"seconds", row.seconds},
                        {"median_seconds", median(row.seconds)},
                        {"min_seconds", *std::min_element(row.seconds.begin(), row.seconds.end())},
                        {"median_device_seconds", median(row.device_seconds)},
                        {"states_per_second", rate_of(row)},
                        {"payload_xxh3", hex64(row.hash)}};
    return j;
}

int run_bench(const BenchOptions& o) {
    const PuzzleList list = listed_puzzles(o.puzzle);
    const bool several = !list.records.empty();
    const auto targets = several ? bench_targets(o.puzzle, list)
                                 : std::vector<std::pair<std::string, std::string>>(1);
    bool header = false;
    for (const auto& [id, metric] : targets) {
        const BenchRow row =
            bench_one(several ? make_puzzle(id, metric, "") : choose_puzzle(o.puzzle).model, o);
        if (o.json) {
            nlohmann::json j = row_json(row, o.repetitions);
            if (o.levels) j["levels"] = levels_json(row);
            fmt::print("{}\n", json_line(j));
            flush_stdout();
            continue;
        }
        if (!header) {
            fmt::print("backend {} ({}), median of {} runs after a warm-up\n", row.last.backend,
                       row.last.device, o.repetitions);
            fmt::print("{:<32} {:<6} {:>12} {:>10} {:>11} {:>3}  {:<16}\n", "puzzle", "metric",
                       "reached", "median ms", "M states/s", "GN", "table XXH3-64");
            header = true;
        }
        fmt::print("{:<32} {:<6} {:>12} {:>10.3f} {:>11.1f} {:>3}  {:<16}\n",
                   row.model.puzzle + (o.puzzle.gens.empty() ? "" : gens_note(row.model.gens)),
                   row.model.metric, row.last.reached, 1e3 * median(row.seconds),
                   rate_of(row) / 1e6, row.last.max_depth(), hex64(row.hash));
        if (o.levels) print_levels(row);
        flush_stdout();
    }
    return kExitOk;
}

} // namespace

void add_bench_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<BenchOptions>();
    CLI::App* cmd = app.add_subcommand("bench", "Time full-table generation (median of runs)");
    add_puzzle_options(*cmd, o->puzzle);
    o->puzzle.puzzle_option->description(
        "Puzzle id, a comma-separated list of ids, or 'all' (every table under 100 M states); a "
        "list runs every metric of each unless --metric is given");
    add_search_options(*cmd, o->search);
    cmd->add_option("-r,--repetitions", o->repetitions, "Number of timed runs (after a warm-up)")
        ->type_name(kIntType)
        ->check(decimal())
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    cmd->add_flag("--json", o->json, "One JSON object per puzzle and metric on stdout");
    cmd->add_flag("--levels", o->levels,
                  "Each level's median time and direction after its row: where a search spends "
                  "its time");
    set_examples(*cmd,
                 {"twobit bench --puzzle 2x2x2 -r 3", "twobit bench --puzzle 2x2x2,skewb --json"});
    cmd->callback([o, &exit_code] { exit_code = run_bench(*o); });
}

} // namespace twobit::cli
