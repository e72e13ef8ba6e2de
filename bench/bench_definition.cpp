// A definition file's table against the built-in model of the same puzzle, in the same run:
// the search over tables/defs/2x2x2.tws's automatic index and over the 2x2x2's hand-written
// one (same sizes: 7! corner arrangements x 3^6 twists), and what building the definition's
// model costs (reading the file, the move powers, the index and its move tables).
// Run: build/bench/bench_definition --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>

#include "host/engine/search_cpu.hpp"
#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/registry.hpp"

namespace twobit {

namespace {

const std::string kCube2Def = std::string(TWOBIT_SOURCE_DIR) + "/tables/defs/2x2x2.tws";
const char* const kMetrics[] = {"htm", "qtm"};

void search(benchmark::State& state, const PuzzleModel& model) {
    SearchOptions options;
    options.threads = static_cast<int>(state.range(1));
    DistanceTable table(model.num_states());
    for (auto _ : state) {
        const SearchResult r = search_cpu(model, table, options);
        benchmark::DoNotOptimize(r.reached);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(model.num_states()));
}

void BM_Cube2Definition(benchmark::State& state) {
    const Puzzle p = definition_puzzle(read_definition_file(kCube2Def), kCube2Def);
    search(state, p.model(kMetrics[state.range(0)], ""));
}
void BM_Cube2BuiltIn(benchmark::State& state) {
    search(state, make_puzzle("2x2x2", kMetrics[state.range(0)], ""));
}
BENCHMARK(BM_Cube2Definition)
    ->ArgNames({"metric", "threads"})
    ->ArgsProduct({{0, 1}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_Cube2BuiltIn)
    ->ArgNames({"metric", "threads"})
    ->ArgsProduct({{0, 1}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_Cube2DefinitionModel(benchmark::State& state) {
    for (auto _ : state) {
        const Puzzle p = definition_puzzle(read_definition_file(kCube2Def), kCube2Def);
        benchmark::DoNotOptimize(p.model("htm", "").num_states());
    }
}
BENCHMARK(BM_Cube2DefinitionModel)->Unit(benchmark::kMillisecond);

} // namespace

} // namespace twobit

BENCHMARK_MAIN();
