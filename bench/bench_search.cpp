// Full-table generation speed: the OpenMP search per puzzle, metric and thread count, the
// switch rule against push-only, pull-only and other pull ratios, and the scalar reference
// BFS (tests/support/reference_bfs.cpp) as the baseline measured in the same run.
// Run: build/bench/bench_search --benchmark_repetitions=5 --benchmark_report_aggregates_only
// The large spaces (kociemba-phase1, the corners' reference BFS) run once each and only when
// asked for: --benchmark_filter=Large.
#include <algorithm>
#include <benchmark/benchmark.h>

#include "host/engine/search_cpu.hpp"
#include "host/puzzles/registry.hpp"
#include "reference_bfs.hpp"

namespace twobit {

namespace {

const char* const kMetrics[] = {"htm", "qtm"};
const char* const kPuzzles[] = {"2x2x2", "3x3x3-corners", "kociemba-phase1"};

void run_search(benchmark::State& state, const char* puzzle, const char* metric,
                const SearchOptions& options) {
    const PuzzleModel model = make_puzzle(puzzle, metric, "");
    DistanceTable table(model.num_states());
    for (auto _ : state) {
        const SearchResult r = search_cpu(model, table, options);
        benchmark::DoNotOptimize(r.reached);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(model.num_states()));
}

// Args: puzzle (0 2x2x2, 1 3x3x3-corners, 2 kociemba-phase1), metric (0 htm, 1 qtm), threads.
void BM_Generate(benchmark::State& state) {
    SearchOptions options;
    options.threads = static_cast<int>(state.range(2));
    run_search(state, kPuzzles[state.range(0)], kMetrics[state.range(1)], options);
}
BENCHMARK(BM_Generate)
    ->ArgNames({"puzzle", "metric", "threads"})
    ->ArgsProduct({{0, 1}, {0, 1}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_GenerateLarge(benchmark::State& state) {
    BM_Generate(state);
}
BENCHMARK(BM_GenerateLarge)
    ->ArgNames({"puzzle", "metric", "threads"})
    ->ArgsProduct({{2}, {0}, {1, 2}})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Args: metric, strategy (0 auto, 1 push only, 2 pull only), pull ratio x10; 2x2x2, 2 threads.
void BM_SwitchRule(benchmark::State& state) {
    SearchOptions options;
    options.threads = 2;
    options.strategy = state.range(1) == 0   ? Strategy::Auto
                       : state.range(1) == 1 ? Strategy::Push
                                             : Strategy::Pull;
    options.pull_ratio = static_cast<double>(state.range(2)) / 10.0;
    run_search(state, "2x2x2", kMetrics[state.range(0)], options);
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

// Push through per-thread bitsets (the CPU default) against atomic claims (the GPU's way).
// Args: metric, push mode (0 bitset, 1 atomic); 2x2x2, 2 threads.
void BM_PushMode(benchmark::State& state) {
    SearchOptions options;
    options.threads = 2;
    options.push_mode = state.range(1) == 0 ? PushMode::Bitset : PushMode::Atomic;
    run_search(state, "2x2x2", kMetrics[state.range(0)], options);
}
BENCHMARK(BM_PushMode)
    ->ArgNames({"metric", "push_mode"})
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The memory-bounded pushes against whole bitsets, out of the caches: the 3x3x3 corners
// (88 M states, a 21 MiB table, bitsets of 10.5 MiB a thread) in HTM, 2 threads. Args: push
// windows (0 = atomic claims, -1 = levels by target blocks; the planner takes at most 2
// windows, search_cpu.hpp). host/engine/windowed_marks.hpp, host/engine/target_claims.hpp.
void BM_PushWindows(benchmark::State& state) {
    SearchOptions options;
    options.threads = 2;
    options.push_mode = state.range(0) == 0  ? PushMode::Atomic
                        : state.range(0) < 0 ? PushMode::Blocks
                                             : PushMode::Bitset;
    options.push_windows = std::max<int>(1, static_cast<int>(state.range(0)));
    run_search(state, "3x3x3-corners", "htm", options);
}
BENCHMARK(BM_PushWindows)
    ->ArgName("windows")
    ->Arg(1)
    ->Arg(2)
    ->Arg(4)
    ->Arg(8)
    ->Arg(0)
    ->Arg(-1)
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

// The generic reference BFS (move tables, a byte per state) on 3x3x3-corners HTM.
void BM_ReferenceBfsCornersLarge(benchmark::State& state) {
    const PuzzleModel model = make_puzzle("3x3x3-corners", "htm", "");
    for (auto _ : state) {
        const std::vector<uint8_t> d = reference::model_bfs(model);
        benchmark::DoNotOptimize(d.data());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(model.num_states()));
}
BENCHMARK(BM_ReferenceBfsCornersLarge)->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace

} // namespace twobit

BENCHMARK_MAIN();
