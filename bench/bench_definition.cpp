// A definition file's table against the built-in model of the same puzzle, in the same run:
// the search over tables/defs/2x2x2.tws's automatic index and over the 2x2x2's hand-written
// one (same sizes: 7! corner arrangements x 3^6 twists), and what building the definition's
// model costs (reading the file, the move powers, the index and its move tables); and what a
// definition's class table pays per row (--symmetry: its classes found once, every row's steps
// worked out again each level: host/puzzles/defs/definition_classes.hpp).
// Run: build/bench/bench_definition --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>

#include "host/engine/search_cpu.hpp"
#include "host/puzzles/defs/definition_classes.hpp"
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

// Definitions with rotations: arg 0 the held 2x2x2 (3 symmetries, rows of 7 corners with
// twists), 1 the Pyraminx without tips (12 symmetries).
const char* const kSymmetric[] = {"cube2_held_sym.tws", "pyraminx_notips_sym.tws"};
std::shared_ptr<const Definition> symmetric_definition(int64_t which) {
    return std::make_shared<const Definition>(
        read_definition_file(std::string(TWOBIT_SOURCE_DIR) + "/tests/defs/" + kSymmetric[which]));
}

// Finding the classes: every row value decoded, conjugated by each symmetry and encoded.
void BM_DefinitionClassesBuild(benchmark::State& state) {
    const auto def = symmetric_definition(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(DefinitionClasses(def).rows());
}
BENCHMARK(BM_DefinitionClassesBuild)->ArgName("def")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// A level's per-row cost: every row's steps in htm (items: rows), on one thread.
void BM_DefinitionClassSteps(benchmark::State& state) {
    const auto classes =
        std::make_shared<const DefinitionClasses>(symmetric_definition(state.range(0)));
    const DefinitionClassSpace space(classes, "htm");
    ClassStep steps[kMaxClassMoves];
    for (auto _ : state)
        for (uint32_t row = 0; row < space.rows(); ++row) {
            space.steps(row, steps);
            benchmark::DoNotOptimize(steps[0].row);
        }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(space.rows()));
}
BENCHMARK(BM_DefinitionClassSteps)->ArgName("def")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

} // namespace

} // namespace twobit

BENCHMARK_MAIN();
