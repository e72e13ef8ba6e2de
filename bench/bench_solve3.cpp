// The 3x3x3's solvers on seeded random positions (uniform random cubies, parity matched):
// two-phase time per position (with its length distribution as counters), Thistlethwaite time
// per position, and optimal time per position by scramble length. Reads the tables from
// $TWOBIT_TABLES (or the default folder) that `twobit solve --puzzle 3x3x3 R` and
// `... --optimal R` build; a benchmark whose tables are missing is skipped with a message.
//   build/bench/bench_solve3 --benchmark_filter=TwoPhase
#include <algorithm>
#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <random>

#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/optimal_solver.hpp"
#include "host/puzzles/cube3/thistlethwaite.hpp"
#include "host/puzzles/cube3/two_phase.hpp"
#include "host/puzzles/registry.hpp"
#include "tables/table_file.hpp"

namespace twobit {
namespace {

// A uniformly random cube: random permutations with equal parity, random twists and flips.
Cube3 random_cube(std::mt19937_64& rng) {
    Cube3 c;
    std::shuffle(c.corners.perm.begin(), c.corners.perm.end(), rng);
    std::shuffle(c.edges.perm.begin(), c.edges.perm.end(), rng);
    auto parity = [](const auto& p) {
        int inv = 0;
        for (size_t i = 0; i < p.size(); ++i)
            for (size_t j = i + 1; j < p.size(); ++j) inv += p[j] < p[i];
        return inv & 1;
    };
    if (parity(c.corners.perm) != parity(c.edges.perm)) std::swap(c.edges.perm[0], c.edges.perm[1]);
    int twist = 0, flip = 0;
    for (int i = 0; i < 7; ++i) twist += c.corners.twist[i] = static_cast<uint8_t>(rng() % 3);
    for (int i = 0; i < 11; ++i) flip += c.edges.flip[i] = static_cast<uint8_t>(rng() % 2);
    c.corners.twist[7] = static_cast<uint8_t>((3 - twist % 3) % 3);
    c.edges.flip[11] = static_cast<uint8_t>(flip % 2);
    return c;
}

// A table from the tables folder with its model, or nothing.
struct Loaded {
    PuzzleModel model;
    std::unique_ptr<TableFile> file;
    std::unique_ptr<PruningTable> table;
};

std::unique_ptr<Loaded> load(const std::string& id) {
    const char* dir = std::getenv("TWOBIT_TABLES");
    const char* home = std::getenv("HOME");
    if (dir == nullptr && home == nullptr) return nullptr;
    const std::string folder =
        dir != nullptr ? std::string(dir) : std::string(home) + "/.local/share/twobit";
    auto l = std::make_unique<Loaded>();
    l->model = make_puzzle(id, "htm", "");
    try {
        l->file = std::make_unique<TableFile>(TableFile::open(folder + "/" + id + "-htm.twobit"));
    } catch (const std::exception&) {
        return nullptr;
    }
    l->table = std::make_unique<PruningTable>(
        l->model,
        TableBytes{l->file->payload(), l->model.num_states(), l->file->header().max_depth()});
    return l;
}

void BM_TwoPhase(benchmark::State& state) {
    auto p1 = load("kociemba-phase1"), pc = load("kociemba-phase2-corners"),
         pe = load("kociemba-phase2-edges");
    if (!p1 || !pc || !pe) {
        state.SkipWithError("tables missing: run twobit solve --puzzle 3x3x3 R first");
        return;
    }
    const TwoPhaseSolver solver({p1->table.get(), pc->table.get(), pe->table.get(), nullptr});
    std::mt19937_64 rng(2026);
    std::vector<int> lengths(32, 0);
    std::vector<double> ms;
    for (auto _ : state) {
        const Cube3 cube = random_cube(rng);
        const auto start = std::chrono::steady_clock::now();
        const auto found = solver.solve(cube, TwoPhaseLimits{});
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
        lengths[found ? found->size() : 31]++;
    }
    for (int l = 16; l <= 21; ++l) state.counters["len" + std::to_string(l)] = lengths[l];
    state.counters["not_found"] = lengths[31];
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p90_ms"] = ms[ms.size() * 9 / 10];
    state.counters["max_ms"] = ms.back();
}
BENCHMARK(BM_TwoPhase)->Unit(benchmark::kMillisecond)->Iterations(200);

void BM_Thistlethwaite(benchmark::State& state) {
    const ThistlethwaiteSolver solver(1);
    std::mt19937_64 rng(2026);
    size_t total = 0, n = 0;
    for (auto _ : state) {
        const auto phases = solver.solve(random_cube(rng));
        for (const auto& p : phases) total += p.size();
        ++n;
    }
    state.counters["mean_length"] = static_cast<double>(total) / static_cast<double>(n);
}
BENCHMARK(BM_Thistlethwaite)->Unit(benchmark::kMicrosecond);

// Optimal solves of scrambles of a given length (random face turns, so mostly that optimal
// length or a little less).
void BM_OptimalByScramble(benchmark::State& state) {
    auto p1 = load("kociemba-phase1"), c = load("3x3x3-corners"),
         eu = load("3x3x3-edges6-UR.UF.UL.UB.DR.DF"), el = load("3x3x3-edges6-DL.DB.FR.FL.BL.BR");
    if (!p1 || !c || !eu || !el) {
        state.SkipWithError("tables missing: run twobit solve --puzzle 3x3x3 --optimal R first");
        return;
    }
    const OptimalSolver solver({p1->table.get(), c->table.get(), eu->table.get(), el->table.get()});
    std::mt19937_64 rng(static_cast<uint64_t>(state.range(0)));
    for (auto _ : state) {
        Cube3 cube;
        int last = -1;
        for (int i = 0; i < state.range(0); ++i) {
            int t;
            do t = static_cast<int>(rng() % kFaceTurns);
            while (t / 3 == last);
            last = t / 3;
            cube = turn(cube, face_turn_of(t).face, face_turn_of(t).power);
        }
        OptimalRequest r;
        r.threads = 2;
        benchmark::DoNotOptimize(solver.solve(cube, r));
    }
}
BENCHMARK(BM_OptimalByScramble)
    ->Arg(10)
    ->Arg(12)
    ->Arg(13)
    ->Arg(14)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

} // namespace
} // namespace twobit

BENCHMARK_MAIN();
