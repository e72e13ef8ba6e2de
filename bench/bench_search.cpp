// Full-table generation speed: the OpenMP search per metric and thread count, the switch
// rule against push-only, pull-only and other pull ratios, and the scalar reference BFS
// (tests/reference_bfs.cpp) as the baseline measured in the same run.
// Run: build/bench/bench_search --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>

#include "host/puzzle_catalog.hpp"
#include "host/search_cpu.hpp"
#include "reference_bfs.hpp"

namespace twobit {

namespace {

const char* const kMetrics[] = {"htm", "qtm"};

void run_search(benchmark::State& state, const char* metric, const SearchOptions& options) {
    const PuzzleModel model = make_puzzle("2x2x2", metric, "");
    DistanceTable table(model.num_states());
    for (auto _ : state) {
        const SearchResult r = search_cpu(model, table, options);
        benchmark::DoNotOptimize(r.reached);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(model.num_states()));
}

// Args: metric (0 htm, 1 qtm), threads.
void BM_Generate2x2x2(benchmark::State& state) {
    SearchOptions options;
    options.threads = static_cast<int>(state.range(1));
    run_search(state, kMetrics[state.range(0)], options);
}
BENCHMARK(BM_Generate2x2x2)
    ->ArgNames({"metric", "threads"})
    ->ArgsProduct({{0, 1}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Args: metric, strategy (0 auto, 1 push only, 2 pull only), pull ratio x10; 2 threads.
void BM_SwitchRule(benchmark::State& state) {
    SearchOptions options;
    options.threads = 2;
    options.strategy = state.range(1) == 0   ? Strategy::Auto
                       : state.range(1) == 1 ? Strategy::Push
                                             : Strategy::Pull;
    options.pull_ratio = static_cast<double>(state.range(2)) / 10.0;
    run_search(state, kMetrics[state.range(0)], options);
}
BENCHMARK(BM_SwitchRule)
    ->ArgNames({"metric", "strategy", "ratio_x10"})
    ->ArgsProduct({{0, 1}, {0}, {10, 30, 60, 90, 150, 300}})
    ->Args({0, 1, 0})
    ->Args({1, 1, 0})
    ->Args({0, 2, 0})
    ->Args({1, 2, 0})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The scalar one-byte-per-state reference BFS, single-threaded. Args: metric.
void BM_ReferenceBfs2x2x2(benchmark::State& state) {
    const std::vector<reference::Turn> turns =
        state.range(0) == 0 ? reference::htm_turns("URF") : reference::qtm_turns("URF");
    for (auto _ : state) {
        const std::vector<uint8_t> d = reference::cube2_bfs(turns);
        benchmark::DoNotOptimize(d.data());
    }
    state.SetItemsProcessed(state.iterations() * 3674160);
}
BENCHMARK(BM_ReferenceBfs2x2x2)->ArgName("metric")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

} // namespace

} // namespace twobit

BENCHMARK_MAIN();
