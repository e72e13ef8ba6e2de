// The 3x3x3's solvers on seeded random positions (uniform random cubies, parity matched):
// two-phase time per position (with its length distribution as counters), Thistlethwaite time
// per position, optimal time per random-state position (each one's length, time and nodes on
// stderr) and optimal time per position by scramble length. Reads the tables from
// $TWOBIT_TABLES (or the default folder) that `twobit solve --puzzle 3x3x3 R` and
// `... --optimal R` build; a benchmark whose tables are missing is skipped with a message.
//   build/bench/bench_solve3 --benchmark_filter=TwoPhase
#include <algorithm>
#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <numeric>
#include <optional>
#include <random>

#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "host/puzzles/cube3/optimal_solver.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"
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

// $TWOBIT_TABLES, else the default folder (empty when neither can be known).
std::string table_folder() {
    const char* dir = std::getenv("TWOBIT_TABLES");
    const char* home = std::getenv("HOME");
    if (dir == nullptr && home == nullptr) return "";
    return dir != nullptr ? std::string(dir) : std::string(home) + "/.local/share/twobit";
}

std::unique_ptr<Loaded> load(const std::string& id) {
    const std::string folder = table_folder();
    if (folder.empty()) return nullptr;
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

// A symmetry-reduced table of a slice kind (kociemba-phase1-sym, 3x3x3-optimal-sym) and its
// file, or nothing when it is not in the folder.
struct LoadedClasses {
    TableFile file;
    SymmetricPruningTable table;
};

std::unique_ptr<LoadedClasses> load_symmetric(const FlipSliceClasses& classes,
                                              CornerColumns columns = CornerColumns::Twist,
                                              bool bounds = false) {
    try {
        // In memory whatever its size, as solve reads it (huge pages: one miss per read).
        TableFile file =
            TableFile::open(table_folder() + "/" +
                                symmetric_table_id(classes.kind(), columns, bounds) + "-htm.twobit",
                            UINT64_MAX);
        const SymmetricPruningTable table(classes, file.header(), file.payload(), columns);
        return std::make_unique<LoadedClasses>(LoadedClasses{std::move(file), table});
    } catch (const std::exception&) {
        return nullptr;
    }
}

void BM_TwoPhase(benchmark::State& state) {
    const FlipSliceClasses classes(SliceKind::Location);
    const auto p1 = load_symmetric(classes);
    auto pc = load("kociemba-phase2-corners"), pe = load("kociemba-phase2-edges");
    if (!p1 || !pc || !pe) {
        state.SkipWithError("tables missing: run twobit solve --puzzle 3x3x3 R first");
        return;
    }
    const TwoPhaseSolver solver({&p1->table, pc->table.get(), pe->table.get(), nullptr});
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

// The optimal solver's tables, loaded once for every optimal benchmark.
const char* const kOptimalTablesMissing =
    "tables missing: run twobit solve --puzzle 3x3x3 --optimal R first (with "
    "TWOBIT_OPTIMAL_TABLES=sep-bounds or both: --optimal --max-memory 3G R; sym or sep: "
    "twobit generate --puzzle 3x3x3-optimal-sym or 3x3x3-optimal-sep-sym)";

// The optimal solver's tables; $TWOBIT_OPTIMAL_TABLES picks the symmetric ones: "bounds"
// (3x3x3-optimal-sym-bounds, the default: solve's default set), "sep-bounds"
// (3x3x3-optimal-sep-sym-bounds, its larger), "phase1-bounds" (kociemba-phase1-sym-bounds, its
// smallest), "both" (the first two), or as distances mod 3 (the position alone, no inverse)
// "sym" (3x3x3-optimal-sym), "sep" (3x3x3-optimal-sep-sym) or "phase1" (kociemba-phase1-sym).
struct OptimalSetup {
    std::unique_ptr<FlipSliceClasses> sorted, location;
    std::unique_ptr<LoadedClasses> axes, separation;
    std::unique_ptr<Loaded> corners, edges_upper, edges_lower;
    std::unique_ptr<OptimalSolver> solver;
};

const OptimalSetup* optimal_setup() {
    static const std::unique_ptr<OptimalSetup> setup = []() -> std::unique_ptr<OptimalSetup> {
        const char* env = std::getenv("TWOBIT_OPTIMAL_TABLES");
        const std::string which = env != nullptr ? env : "bounds";
        auto s = std::make_unique<OptimalSetup>();
        s->corners = load("3x3x3-corners");
        s->edges_upper = load("3x3x3-edges6-UR.UF.UL.UB.DR.DF");
        s->edges_lower = load("3x3x3-edges6-DL.DB.FR.FL.BL.BR");
        OptimalTables t;
        if (which == "bounds" || which == "sym" || which == "both") {
            s->sorted = std::make_unique<FlipSliceClasses>(SliceKind::Sorted);
            s->axes = load_symmetric(*s->sorted, CornerColumns::Twist, which != "sym");
            if (!s->axes) return nullptr;
            t.axes = &s->axes->table;
        }
        if (which == "phase1" || which == "phase1-bounds") {
            s->location = std::make_unique<FlipSliceClasses>(SliceKind::Location);
            s->axes = load_symmetric(*s->location, CornerColumns::Twist, which != "phase1");
            if (!s->axes) return nullptr;
            t.axes = &s->axes->table;
        }
        if (which == "sep" || which == "sep-bounds" || which == "both") {
            s->location = std::make_unique<FlipSliceClasses>(SliceKind::Location);
            s->separation =
                load_symmetric(*s->location, CornerColumns::TwistSeparation, which != "sep");
            if (!s->separation) return nullptr;
            t.separation = &s->separation->table;
        }
        if (!s->corners || !s->edges_upper || !s->edges_lower) return nullptr;
        t.corners = s->corners->table.get();
        t.edges_upper = s->edges_upper->table.get();
        t.edges_lower = s->edges_lower->table.get();
        s->solver = std::make_unique<OptimalSolver>(t);
        return s;
    }();
    return setup.get();
}

// Optimal solves of uniformly random cubes, one per iteration, on 2 threads: the time, the
// length and the nodes of each on stderr, the median time and the lengths as counters.
void BM_OptimalRandomState(benchmark::State& state) {
    const OptimalSetup* setup = optimal_setup();
    if (setup == nullptr) {
        state.SkipWithError(kOptimalTablesMissing);
        return;
    }
    std::mt19937_64 rng(static_cast<uint64_t>(state.range(0)));
    std::vector<double> seconds;
    std::vector<int> lengths(21, 0);
    for (auto _ : state) {
        const Cube3 cube = random_cube(rng);
        OptimalRequest r;
        r.threads = 2;
        const auto start = std::chrono::steady_clock::now();
        const OptimalResult result = setup->solver->solve(cube, r);
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        const size_t length = result.solutions.at(0).size();
        lengths[length]++;
        std::fprintf(stderr, "cube %zu: %zu moves, %.2f s, %llu nodes\n", seconds.size(), length,
                     seconds.back(), static_cast<unsigned long long>(result.nodes));
    }
    for (int l = 14; l <= 20; ++l) state.counters["len" + std::to_string(l)] = lengths[l];
    std::sort(seconds.begin(), seconds.end());
    state.counters["median_s"] = seconds[seconds.size() / 2];
}
BENCHMARK(BM_OptimalRandomState)->Arg(2026)->Unit(benchmark::kSecond)->Iterations(9);

// Optimal solves of scrambles of a given length (random face turns, so mostly that optimal
// length or a little less).
void BM_OptimalByScramble(benchmark::State& state) {
    const OptimalSetup* setup = optimal_setup();
    if (setup == nullptr) {
        state.SkipWithError(kOptimalTablesMissing);
        return;
    }
    const OptimalSolver& solver = *setup->solver;
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

// A set of positions of known optimal length (bench/optimal/, one "SCRAMBLE # N" per line,
// the length found by twobit and nissy both; a line without "# N" is not checked), from
// $TWOBIT_OPTIMAL_SET, one per iteration on $TWOBIT_BENCH_THREADS threads (default 2): each one's
// time on stdout for the side-by-side script (bench/optimal_vs_nissy.sh), a length other than the
// file's an error.
void BM_OptimalSet(benchmark::State& state) {
    const char* path = std::getenv("TWOBIT_OPTIMAL_SET");
    const OptimalSetup* setup = path != nullptr ? optimal_setup() : nullptr;
    if (path == nullptr || setup == nullptr) {
        state.SkipWithError(path == nullptr ? "set TWOBIT_OPTIMAL_SET=bench/optimal/FILE"
                                            : kOptimalTablesMissing);
        return;
    }
    std::vector<std::pair<std::string, int>> positions;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) {
        const size_t mark = line.find('#');
        if (line.empty() || mark == 0) continue;
        // Without "# LENGTH" a position's length is not checked (a set being made).
        positions.emplace_back(line.substr(0, mark),
                               mark == std::string::npos ? -1 : std::atoi(line.c_str() + mark + 1));
    }
    if (positions.empty()) {
        state.SkipWithError("no positions in TWOBIT_OPTIMAL_SET");
        return;
    }
    const char* threads = std::getenv("TWOBIT_BENCH_THREADS");
    std::vector<double> seconds;
    size_t next = 0;
    for (auto _ : state) {
        const auto& [scramble, expected] = positions[next++ % positions.size()];
        const Cube3 cube = parse_cube3_position(scramble, InputKind::Moves).cube;
        OptimalRequest r;
        r.threads = threads != nullptr ? std::atoi(threads) : 2;
        const auto start = std::chrono::steady_clock::now();
        const OptimalResult result = setup->solver->solve(cube, r);
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        const int length = static_cast<int>(result.solutions.at(0).size());
        std::printf("position %zu: %d moves, %.3f s, %llu nodes\n", seconds.size(), length,
                    seconds.back(), static_cast<unsigned long long>(result.nodes));
        if (expected >= 0 && length != expected)
            state.SkipWithError("a length differs from the set's");
    }
    std::vector<double> sorted = seconds;
    std::sort(sorted.begin(), sorted.end());
    state.counters["median_s"] = sorted[sorted.size() / 2];
    state.counters["mean_s"] =
        std::accumulate(seconds.begin(), seconds.end(), 0.0) / static_cast<double>(seconds.size());
}
BENCHMARK(BM_OptimalSet)->Unit(benchmark::kSecond)->Iterations([] {
    // One pass over the set.
    const char* path = std::getenv("TWOBIT_OPTIMAL_SET");
    int64_t n = 0;
    std::ifstream in(path != nullptr ? path : "");
    for (std::string line; std::getline(in, line);) n += !line.empty() && line[0] != '#';
    return std::max<int64_t>(n, 1);
}());

} // namespace
} // namespace twobit

BENCHMARK_MAIN();
