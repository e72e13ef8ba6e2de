// Solver speed: single-thread optimal solves per second from a table file loaded by mmap,
// on random positions (indices, and whole lines of stickers including parsing), and the
// time to open a table file (map + every check, both checksums included).
// Run: build/bench/bench_solve --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>
#include <cstdio>
#include <random>
#include <unistd.h>

#include "host/engine/save_table.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "host/puzzles/registry.hpp"

namespace twobit {

namespace {

const char* const kMetrics[] = {"htm", "qtm"};

// One table file per metric in the temp folder, built once per run.
const std::string& table_path(int metric) {
    static std::string paths[2];
    std::string& path = paths[metric];
    if (path.empty()) {
        path =
            "/tmp/twobit-bench-" + std::to_string(::getpid()) + "-" + kMetrics[metric] + ".twobit";
        const PuzzleModel model = make_puzzle("2x2x2", kMetrics[metric], "");
        DistanceTable table(model.num_states());
        const SearchResult r = search_cpu(model, table, {});
        save_table(path, model, r, table);
    }
    return path;
}

std::vector<uint64_t> random_indices(size_t n) {
    std::mt19937_64 rng(2026);
    std::vector<uint64_t> v(n);
    for (uint64_t& i : v) i = rng() % kCube2States;
    return v;
}

constexpr size_t kPositions = 1 << 16;

// Args: metric. One optimal solution per position.
void BM_SolveIndex(benchmark::State& state) {
    const int metric = static_cast<int>(state.range(0));
    const PuzzleModel model = make_puzzle("2x2x2", kMetrics[metric], "");
    const TableFile file = TableFile::open(table_path(metric));
    const Solver<TableFile> solver(model, file, file.header().max_depth());
    const std::vector<uint64_t> positions = random_indices(kPositions);
    std::vector<int> moves;
    size_t k = 0, total_moves = 0;
    for (auto _ : state) {
        solver.solve(positions[k++ & (kPositions - 1)], moves);
        total_moves += moves.size();
    }
    benchmark::DoNotOptimize(total_moves);
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}
BENCHMARK(BM_SolveIndex)->ArgName("metric")->Arg(0)->Arg(1);

// Args: metric. A 24-sticker line in, one optimal solution out (parsing included).
void BM_SolveStickerLine(benchmark::State& state) {
    const int metric = static_cast<int>(state.range(0));
    const PuzzleModel model = make_puzzle("2x2x2", kMetrics[metric], "");
    const TableFile file = TableFile::open(table_path(metric));
    const Solver<TableFile> solver(model, file, file.header().max_depth());
    std::vector<std::string> lines;
    for (uint64_t i : random_indices(4096)) lines.push_back(to_facelets(cube2_from_index(i)));
    std::vector<int> moves;
    size_t k = 0;
    for (auto _ : state) {
        const uint64_t index = cube2_index(parse_cube2_position(lines[k++ & 4095]).cube);
        solver.solve(index, moves);
        benchmark::DoNotOptimize(moves.data());
    }
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}
BENCHMARK(BM_SolveStickerLine)->ArgName("metric")->Arg(0)->Arg(1);

// Opening a table file: mmap, header checks, payload XXH3-64 and per-value counts.
void BM_OpenTableFile(benchmark::State& state) {
    const std::string& path = table_path(0);
    for (auto _ : state) {
        const TableFile file = TableFile::open(path);
        benchmark::DoNotOptimize(file.payload());
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * (1024 + 918540));
}
BENCHMARK(BM_OpenTableFile)->Unit(benchmark::kMicrosecond);

void remove_tables() {
    for (int m = 0; m < 2; ++m) std::remove(table_path(m).c_str());
}

} // namespace

} // namespace twobit

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    twobit::remove_tables();
    return 0;
}
