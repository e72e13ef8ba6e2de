// `twobit bench`: generate tables several times on the chosen backend and print one row per
// puzzle and metric: the median search time, reached states per second and the table's
// hash; with --yardstick PATH, the yardstick's time for the same table in the same minutes
// and the ratio of the two; with --levels, each level's median beside the yardstick's (the
// profile that says where a gap lies). `--puzzle all` is every catalog table under 100 M
// states, a comma-separated list names some. The Google Benchmark programs in bench/ are the
// reference figures; this is the same measurement from the command line.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/yardstick_run.hpp"

namespace twobit::cli {

namespace {

// `--puzzle all`: the catalog's tables of fewer states than this (a second or so each).
constexpr uint64_t kAllBelowStates = 100'000'000;

struct BenchOptions {
    PuzzleOptions puzzle;
    SearchCliOptions search;
    int repetitions = 5;
    bool json = false;
    bool levels = false;   // per-level medians after each row
    std::string yardstick; // path of the yardstick program, or empty
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// The times of one depth over the timed runs: twobit's, and the yardstick's with its
// letter for the kind of level.
struct LevelTimes {
    std::vector<double> seconds, yardstick_seconds;
    char yardstick_kind = 0;
};

struct BenchRow {
    PuzzleModel model;
    SearchResult last;
    std::vector<double> seconds, device_seconds, yardstick_seconds;
    std::vector<LevelTimes> levels; // by the depth found
    uint64_t hash = 0;
};

LevelTimes& level_at(std::vector<LevelTimes>& levels, int depth) {
    if (levels.size() <= static_cast<size_t>(depth)) levels.resize(static_cast<size_t>(depth) + 1);
    return levels[static_cast<size_t>(depth)];
}

// The (puzzle, metric) pairs to run. One puzzle: its --metric or first metric, as every
// command does. A list or `all`: every metric of each, or only --metric where given.
std::vector<std::pair<std::string, std::string>> bench_targets(const PuzzleOptions& o) {
    const bool all = o.puzzle == "all";
    const bool list = all || o.puzzle.find(',') != std::string::npos;
    if (!list) {
        const PuzzleModel model = build_model(o);
        return {{model.puzzle, model.metric}};
    }
    if (!o.def.empty() || !o.gens.empty())
        throw UsageError("--puzzle all or a list takes neither --def nor --gens");
    std::vector<std::string> ids;
    if (all) {
        for (const Puzzle& p : puzzles())
            if (p.solver == SolverKind::TableLookup && p.states > 0 && p.states < kAllBelowStates)
                ids.push_back(p.id);
    } else {
        size_t start = 0;
        for (;;) {
            const size_t comma = o.puzzle.find(',', start);
            const std::string name = o.puzzle.substr(start, comma - start);
            if (name.empty()) throw UsageError("--puzzle list has an empty name: " + o.puzzle);
            const Puzzle& p = find_puzzle_or_usage(name);
            if (p.solver != SolverKind::TableLookup)
                throw UsageError(p.id + " has no table of its own to time");
            ids.push_back(p.id);
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
    }
    std::vector<std::pair<std::string, std::string>> targets;
    for (const std::string& id : ids) {
        const Puzzle& p = find_puzzle_or_usage(id);
        for (const std::string& metric : p.metrics)
            if (!o.metric_option->count() || metric == o.metric) targets.push_back({id, metric});
        if (!all && o.metric_option->count() &&
            std::find(p.metrics.begin(), p.metrics.end(), o.metric) == p.metrics.end())
            throw UsageError(id + " has no metric " + o.metric);
    }
    if (targets.empty()) throw UsageError("no table of --puzzle " + o.puzzle + " has that metric");
    return targets;
}

// One warm-up search (not counted: first page faults, thread start), then `repetitions`
// timed ones into the same table, each followed by a yardstick run when there is one for
// this space: the two alternate, so that both see the same machine. The yardstick times
// one run after a warm-up of its own.
BenchRow bench_one(const std::string& id, const std::string& metric, const BenchOptions& o) {
    BenchRow row{make_puzzle(id, metric, ""), {}, {}, {}, {}, {}, 0};
    SearchCliOptions quiet = o.search;
    quiet.quiet = true;
    const PreparedSearch prepared = prepare_search(row.model, quiet);
    DistanceTable table(row.model.num_states());
    const std::string space = o.yardstick.empty() ? "" : yardstick_space(row.model);
    for (int i = -1; i < o.repetitions; ++i) {
        // With the yardstick, each timed run gets a warm-up of its own, as the yardstick
        // gives its timed run: the yardstick's run in between leaves this process's threads
        // asleep and its caches full of the yardstick's tables (2x2x2: 10.5 ms instead of
        // 8.6 ms without it).
        if (!space.empty() && i >= 0)
            run_search(row.model, table, prepared.options, prepared.backend);
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
            level_at(row.levels, level.depth).seconds.push_back(level.seconds);
        if (space.empty()) continue;
        const YardstickRun yard = run_yardstick(o.yardstick, space, metric, r.threads);
        row.yardstick_seconds.push_back(yard.seconds);
        for (const YardstickLevel& level : yard.levels) {
            LevelTimes& times = level_at(row.levels, level.depth);
            times.yardstick_seconds.push_back(level.seconds);
            times.yardstick_kind = level.kind;
        }
    }
    return row;
}

// Reached states per second: the states the search found, not the index size (an index
// that holds unreachable states would otherwise read as faster than it is).
double rate_of(const BenchRow& row) {
    return static_cast<double>(row.last.reached) / median(row.seconds);
}

// --levels: each depth's median time, how it was found and, beside it, the yardstick's.
nlohmann::json levels_json(const BenchRow& row) {
    nlohmann::json levels = nlohmann::json::array();
    for (const LevelStats& level : row.last.levels) {
        const LevelTimes& times = row.levels[static_cast<size_t>(level.depth)];
        nlohmann::json j = {{"depth", level.depth},
                            {"new_states", level.new_states},
                            {"direction", direction_name(level.direction)},
                            {"median_seconds", median(times.seconds)}};
        if (!times.yardstick_seconds.empty()) {
            j["yardstick_median_seconds"] = median(times.yardstick_seconds);
            j["yardstick_kind"] = std::string(1, times.yardstick_kind);
        }
        levels.push_back(j);
    }
    return levels;
}

void print_levels(const BenchRow& row) {
    const bool yardstick = !row.yardstick_seconds.empty();
    fmt::print("  {:>5} {:>12} {:<5} {:>10}{}\n", "depth", "new states", "how", "median ms",
               yardstick ? "  yardstick ms  its kind" : "");
    for (const LevelStats& level : row.last.levels) {
        const LevelTimes& times = row.levels[static_cast<size_t>(level.depth)];
        std::string versus;
        if (!times.yardstick_seconds.empty())
            versus = fmt::format("  {:>12.3f}  {}", 1e3 * median(times.yardstick_seconds),
                                 times.yardstick_kind);
        else if (yardstick)
            versus = fmt::format("  {:>12}", "-");
        fmt::print("  {:>5} {:>12} {:<5} {:>10.3f}{}\n", level.depth, level.new_states,
                   direction_name(level.direction), 1e3 * median(times.seconds), versus);
    }
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
    if (!row.yardstick_seconds.empty()) {
        j["yardstick_seconds"] = row.yardstick_seconds;
        j["yardstick_median_seconds"] = median(row.yardstick_seconds);
        j["ratio_to_yardstick"] = median(row.seconds) / median(row.yardstick_seconds);
    }
    return j;
}

int run_bench(const BenchOptions& o) {
    const auto targets = bench_targets(o.puzzle);
    bool header = false;
    for (const auto& [id, metric] : targets) {
        const BenchRow row = bench_one(id, metric, o);
        if (o.json) {
            nlohmann::json j = row_json(row, o.repetitions);
            if (o.levels) j["levels"] = levels_json(row);
            fmt::print("{}\n", json_line(j));
            flush_stdout();
            continue;
        }
        if (!header) {
            fmt::print("backend {} ({}), median of {} runs {}\n", row.last.backend, row.last.device,
                       o.repetitions,
                       o.yardstick.empty() ? "after a warm-up"
                                           : "each after an untimed one, the yardstick after each");
            fmt::print("{:<32} {:<6} {:>12} {:>10} {:>11} {:>3}  {:<16}{}\n", "puzzle", "metric",
                       "reached", "median ms", "M states/s", "GN", "table XXH3-64",
                       o.yardstick.empty() ? "" : "  yardstick ms  ratio");
            header = true;
        }
        std::string versus;
        if (!o.yardstick.empty())
            versus = row.yardstick_seconds.empty()
                         ? fmt::format("  {:>12}  {:>5}", "-", "-")
                         : fmt::format("  {:>12.3f}  {:>5.2f}", 1e3 * median(row.yardstick_seconds),
                                       median(row.seconds) / median(row.yardstick_seconds));
        fmt::print("{:<32} {:<6} {:>12} {:>10.3f} {:>11.1f} {:>3}  {:<16}{}\n", row.model.puzzle,
                   row.model.metric, row.last.reached, 1e3 * median(row.seconds),
                   rate_of(row) / 1e6, row.last.max_depth(), hex64(row.hash), versus);
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
        ->check(decimal())
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    cmd->add_option("--yardstick", o->yardstick,
                    "The yardstick program (../shared/yardstick/, built as its README says): "
                    "run after each run of the tables it knows, its time and the ratio printed")
        ->check(non_empty());
    cmd->add_flag("--json", o->json, "One JSON object per puzzle and metric on stdout");
    cmd->add_flag("--levels", o->levels,
                  "Each level's median time and direction after its row (and the yardstick's "
                  "level times beside them): where a search spends its time");
    cmd->callback([o, &exit_code] { exit_code = run_bench(*o); });
}

} // namespace twobit::cli
