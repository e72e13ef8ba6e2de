// Rubik's Clock solver speed: single-thread distance and full solve (distance plus one
// optimal solution, checked by applying it) on seeded random states and on states at
// distance 12, and a batch of 10,000 random states solved with 1 and 2 threads (wall time).
// Run: build/bench/bench_clock --benchmark_repetitions=5 --benchmark_report_aggregates_only
#include <benchmark/benchmark.h>
#include <omp.h>
#include <random>

#include "host/puzzles/clock/clock_solver.hpp"

namespace twobit::clock {

namespace {

std::vector<Clock> random_clocks(size_t n) {
    std::mt19937_64 rng(2026);
    std::vector<Clock> out;
    for (size_t i = 0; i < n; ++i) {
        StateDials d{};
        for (auto& v : d) v = static_cast<uint8_t>(rng() % kHours);
        out.push_back(from_state_dials(d));
    }
    return out;
}

// 32 states at distance d: d random moves (kept when the solver says d) for d <= 7, seeded
// random states of that distance for d >= 8 (every 12 is too rare to sample: 39,248 of
// 1.3e15). The solver does the same work at every distance; this shows it.
std::vector<Clock> clocks_at_distance(int d) {
    std::mt19937_64 rng(static_cast<uint64_t>(d) + 1);
    ClockSolver solver;
    std::vector<Clock> out;
    while (out.size() < 32) {
        Clock c;
        if (d <= 7) {
            for (int i = 0; i < d; ++i)
                apply(c,
                      {rng() % 2 ? Side::Back : Side::Front, static_cast<uint8_t>(1 + rng() % 15),
                       static_cast<uint8_t>(1 + rng() % 11)});
        } else {
            StateDials dials{};
            for (auto& v : dials) v = static_cast<uint8_t>(rng() % kHours);
            c = from_state_dials(dials);
        }
        if (solver.distance(c) == d) out.push_back(c);
    }
    return out;
}

void BM_ClockDistance(benchmark::State& state) {
    const auto clocks = random_clocks(256);
    ClockSolver solver;
    size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(solver.distance(clocks[i++ % clocks.size()]));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClockDistance)->Unit(benchmark::kMicrosecond);

void BM_ClockSolve(benchmark::State& state) {
    const auto clocks = random_clocks(256);
    ClockSolver solver;
    size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(solver.solve(clocks[i++ % clocks.size()]));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClockSolve)->Unit(benchmark::kMicrosecond);

void BM_ClockSolveAtDistance(benchmark::State& state) {
    const auto clocks = clocks_at_distance(static_cast<int>(state.range(0)));
    ClockSolver solver;
    size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(solver.solve(clocks[i++ % clocks.size()]));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClockSolveAtDistance)->DenseRange(0, 11)->Unit(benchmark::kMicrosecond);

// 10,000 random states, one solver per thread, as `twobit solve --puzzle clock -t N` does.
void BM_ClockBatch10000(benchmark::State& state) {
    const auto clocks = random_clocks(10000);
    const int threads = static_cast<int>(state.range(0));
    for (auto _ : state) {
        int total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
        {
            ClockSolver solver;
#pragma omp for schedule(dynamic, 16)
            for (size_t i = 0; i < clocks.size(); ++i)
                total += static_cast<int>(solver.solve(clocks[i]).size());
        }
        benchmark::DoNotOptimize(total);
    }
    state.SetItemsProcessed(state.iterations() * 10000);
}
BENCHMARK(BM_ClockBatch10000)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

} // namespace twobit::clock

BENCHMARK_MAIN();
