// Full-table generation on the GPU, timed with CUDA events (manual time: from the table
// fill to the last level, excluding context creation and the final copy to the host),
// next to the CPU figures of bench_search. Skips when no CUDA device answers.
// Run: build/bench/bench_search_cuda --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>

#include "host/engine/search_cuda.hpp"
#include "host/puzzles/registry.hpp"
#include "kernels/cuda_api.hpp"

namespace twobit {

namespace {

const char* const kMetrics[] = {"htm", "qtm"};

// Args: metric (0 htm, 1 qtm).
void BM_GenerateCuda2x2x2(benchmark::State& state) {
    const CudaDeviceInfo info = query_cuda_device();
    if (!info.available) {
        state.SkipWithError(("no CUDA device: " + info.error).c_str());
        return;
    }
    const PuzzleModel model = make_puzzle("2x2x2", kMetrics[state.range(0)], "");
    DistanceTable table(model.num_states());
    search_cuda(model, table, {}); // warm-up: context creation, module load
    for (auto _ : state) {
        const SearchResult r = search_cuda(model, table, {});
        state.SetIterationTime(r.device_seconds);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(model.num_states()));
    state.SetLabel(info.name);
}
BENCHMARK(BM_GenerateCuda2x2x2)
    ->ArgName("metric")
    ->Arg(0)
    ->Arg(1)
    ->UseManualTime()
    ->Unit(benchmark::kMicrosecond);

} // namespace

} // namespace twobit

BENCHMARK_MAIN();
