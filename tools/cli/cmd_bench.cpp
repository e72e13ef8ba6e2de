// `twobit bench`: generate a table several times on the chosen backend and report the
// median time, states per second and the table's hash (the Google Benchmark programs in
// bench/ are the reference figures; this is the same measurement from the command line).
#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

struct BenchOptions {
    PuzzleOptions puzzle;
    SearchCliOptions search;
    int repetitions = 5;
    bool json = false;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int run_bench(const BenchOptions& o) {
    const PuzzleModel model = build_model(o.puzzle);
    SearchCliOptions search = o.search;
    search.quiet = true;
    std::vector<double> seconds, device_seconds;
    SearchResult last;
    uint64_t hash = 0;
    for (int i = 0; i < o.repetitions; ++i) {
        const BuiltTable built = build_table(model, search);
        seconds.push_back(built.result.seconds);
        device_seconds.push_back(built.result.device_seconds);
        const uint64_t h = payload_hash(built.table.bytes(), built.table.num_bytes());
        if (i > 0 && h != hash)
            throw std::runtime_error("the table differs between repetitions (a bug: report it)");
        hash = h;
        last = built.result;
    }
    const double med = median(seconds);
    const double rate = static_cast<double>(model.num_states()) / med;
    if (o.json) {
        const nlohmann::json j = {
            {"puzzle", model.puzzle},
            {"metric", model.metric},
            {"gens", model.gens},
            {"states", model.num_states()},
            {"reached", last.reached},
            {"max_depth", last.max_depth()},
            {"backend", last.backend},
            {"device", last.device},
            {"threads", last.threads},
            {"repetitions", o.repetitions},
            {"seconds", seconds},
            {"median_seconds", med},
            {"min_seconds", *std::min_element(seconds.begin(), seconds.end())},
            {"median_device_seconds", median(device_seconds)},
            {"states_per_second", rate},
            {"payload_xxh3", hex64(hash)}};
        fmt::print("{}\n", json_line(j));
        return kExitOk;
    }
    fmt::print("{} {}{}, backend {} ({}), {} runs\n", model.puzzle, model.metric,
               gens_note(model.gens), last.backend, last.device, o.repetitions);
    fmt::print("median {:.4f} s, min {:.4f} s, {:.1f} M states/s", med,
               *std::min_element(seconds.begin(), seconds.end()), rate / 1e6);
    if (last.backend == "cuda") fmt::print(", device time {:.4f} s", median(device_seconds));
    fmt::print("\ntable XXH3-64 {}, God's number {}\n", hex64(hash), last.max_depth());
    return kExitOk;
}

} // namespace

void add_bench_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<BenchOptions>();
    CLI::App* cmd = app.add_subcommand("bench", "Time full-table generation (median of runs)");
    add_puzzle_options(*cmd, o->puzzle);
    add_search_options(*cmd, o->search);
    cmd->add_option("-r,--repetitions", o->repetitions, "Number of runs")
        ->check(decimal())
        ->check(CLI::Range(1, 1000))
        ->capture_default_str();
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    cmd->callback([o, &exit_code] { exit_code = run_bench(*o); });
}

} // namespace twobit::cli
