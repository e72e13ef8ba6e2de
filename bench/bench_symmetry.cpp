// Symmetry-reduced tables against full ones, in the same run: the class search
// (host/engine/class_search.hpp) against the engine's search of the unreduced space, the
// classes' construction (paid once per table), and solves read through the reduced table
// against solves from the full one (single thread, random positions).
// Run: build/bench/bench_symmetry --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>
#include <random>

#include "host/engine/search_cpu.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube/corner_classes.hpp"
#include "host/puzzles/registry.hpp"

namespace twobit {

namespace {

const char* const kMetrics[] = {"htm", "qtm"};
const char* const kPuzzles[] = {"2x2x2", "3x3x3-corners"};

CornerClasses classes_of(int puzzle, int metric) {
    return puzzle == 0 ? make_cube2_classes(kMetrics[metric])
                       : make_corner_classes(kMetrics[metric]);
}

// Args: puzzle (0 2x2x2, 1 3x3x3-corners), metric (0 htm, 1 qtm), threads. Items: the
// positions the table stands for.
void BM_ClassSearch(benchmark::State& state) {
    const CornerClasses classes =
        classes_of(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    std::vector<uint64_t> words(uint64_t{classes.rows()} * class_row_words(classes.columns()));
    for (auto _ : state) {
        const ClassSearchCounts c =
            search_classes(classes, words.data(), static_cast<int>(state.range(2)));
        benchmark::DoNotOptimize(c.entries.size());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(classes.states()));
}
BENCHMARK(BM_ClassSearch)
    ->ArgNames({"puzzle", "metric", "threads"})
    ->ArgsProduct({{0, 1}, {0, 1}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The same spaces unreduced, by the engine's search (bench_search's BM_Generate).
void BM_FullSearch(benchmark::State& state) {
    const PuzzleModel model = make_puzzle(kPuzzles[state.range(0)], kMetrics[state.range(1)], "");
    DistanceTable table(model.num_states());
    SearchOptions options;
    options.threads = static_cast<int>(state.range(2));
    for (auto _ : state) benchmark::DoNotOptimize(search_cpu(model, table, options).reached);
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(model.num_states()));
}
BENCHMARK(BM_FullSearch)
    ->ArgNames({"puzzle", "metric", "threads"})
    ->ArgsProduct({{0, 1}, {0, 1}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Args: puzzle, metric. The classes, their maps and rows' steps, before any search.
void BM_ClassSpaceBuild(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(
            classes_of(static_cast<int>(state.range(0)), static_cast<int>(state.range(1))).rows());
}
BENCHMARK(BM_ClassSpaceBuild)
    ->ArgNames({"puzzle", "metric"})
    ->ArgsProduct({{0, 1}, {0}})
    ->Unit(benchmark::kMillisecond);

constexpr size_t kPositions = 1 << 14;

// Arg: 0 the full table, 1 the reduced one; 3x3x3-corners HTM, one optimal solution each.
void BM_SolveCorners(benchmark::State& state) {
    const PuzzleModel model = make_puzzle("3x3x3-corners", "htm", "");
    const CornerClasses classes = make_corner_classes("htm");
    DistanceTable full(model.num_states());
    search_cpu(model, full, {});
    std::vector<uint64_t> words(uint64_t{classes.rows()} * class_row_words(classes.columns()));
    search_classes(classes, words.data(), 0);
    const ClassTableLookup<CornerClasses> reduced{classes, words.data()};
    const Solver<DistanceTable> full_walk(model, full, 11);
    const Solver<ClassTableLookup<CornerClasses>> reduced_walk(model, reduced, 11);
    std::mt19937_64 random(2026);
    std::vector<uint64_t> positions(kPositions);
    for (uint64_t& p : positions) p = random() % model.num_states();
    std::vector<int> moves;
    size_t k = 0, total = 0;
    for (auto _ : state) {
        const uint64_t p = positions[k++ & (kPositions - 1)];
        if (state.range(0) == 0)
            full_walk.solve(p, moves);
        else
            reduced_walk.solve(p, moves);
        total += moves.size();
    }
    benchmark::DoNotOptimize(total);
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}
BENCHMARK(BM_SolveCorners)->ArgName("reduced")->Arg(0)->Arg(1);

} // namespace

} // namespace twobit

BENCHMARK_MAIN();
