// The GPU's search as the CPU runs it: the exact step calls the CUDA kernels make (a
// thread's one cursor carried over runs of 4 consecutive words, chunks handed out grid-
// stride, claims by atomic AND, no bitsets and no lists, the step compiled for the move
// count as the launcher picks it) in the shared level loop on OpenMP threads, against the CPU
// launcher's table, byte for byte: every catalog model under every strategy, and the first
// levels of the two indices beyond 2^32 (Kociemba's parity-halved phase 2, 1.95e10 states,
// and clock-front, 5.2e9). So the first run on a GPU executes step logic already exercised
// here; only the kernels' launch, memory and reduction are the device's own.
#include <algorithm>
#include <cstring>
#include <gtest/gtest.h>
#include <omp.h>

#include "host/engine/level_loop.hpp"
#include "host/engine/move_count_dispatch.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/puzzles/registry.hpp"
#include "kernels/expand_step.hpp"
#include "tables/table_file.hpp"

namespace twobit {

namespace {

// host/engine/cuda/search_cuda.cu's CudaLevelSteps with the kernel's body on CPU threads.
class GpuStepsOnCpu final : public LevelSteps {
  public:
    GpuStepsOnCpu(const PuzzleModel& model, DistanceTable& table)
        : model_(model), view_(model.view()), table_(table) {}

    void start(bool) override {
        // As the launcher: 0xFF everywhere, then the solved word written whole.
        std::memset(table_.words(), 0xFF, table_.num_words() * sizeof(Word));
        const Word solved_word =
            kAllUnreached & claim_mask(Word{1} << (2 * (model_.solved_index % kEntriesPerWord)), 0);
        table_.words()[model_.solved_index / kEntriesPerWord] = solved_word;
    }

    uint64_t expand(int depth, Direction direction, double&) override {
        return with_move_count(view_.num_moves, [&](auto moves_constant) -> uint64_t {
            constexpr int kMoves = decltype(moves_constant)::value;
            return level<kMoves>(depth, direction);
        });
    }

  private:
    // host/engine/cuda/search_cuda.cu's expand_level_kernel, its grid of threads played by two
    // OpenMP threads taking chunks in turn (static, 1: thread t gets chunks t, t + 2, ...).
    template <int kMoves>
    uint64_t level(int depth, Direction direction) {
        constexpr uint64_t kWordsPerThread = 4; // as the kernel
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        const ModelView view = view_;
        Word* table = table_.words();
        const uint64_t num_words = table_.num_words();
        const int64_t chunks =
            static_cast<int64_t>((num_words + kWordsPerThread - 1) / kWordsPerThread);
        unsigned long long found = 0;
#pragma omp parallel num_threads(2) reduction(+ : found)
        {
            CursorFor<kMoves> cursor;
#pragma omp for schedule(static, 1)
            for (int64_t c = 0; c < chunks; ++c) {
                const uint64_t first = static_cast<uint64_t>(c) * kWordsPerThread;
                const uint64_t end = std::min(first + kWordsPerThread, num_words);
                for (uint64_t w = first; w < end; ++w)
                    found += direction == Direction::Push
                                 ? expand_push_word<kMoves>(view, table, w, frontier, next, cursor)
                                 : expand_pull_word<kMoves>(view, table, w, frontier, next, cursor);
            }
        }
        return found;
    }

    const PuzzleModel& model_;
    const ModelView view_;
    DistanceTable& table_;
};

// Stops a search after `depth` (0: runs it whole).
SearchOptions stopping_after(int depth, Strategy strategy = Strategy::Auto) {
    SearchOptions o;
    o.threads = 2;
    o.strategy = strategy;
    if (depth > 0)
        o.after_level = [depth](const SearchResult& r, const std::function<void()>&) {
            return r.max_depth() < depth;
        };
    return o;
}

// The CPU launcher's table (counts and payload hash) against the emulated GPU's, for the
// levels up to `depth` (0: all).
void expect_gpu_step_equals_cpu(const PuzzleModel& model, int depth, Strategy strategy) {
    std::vector<uint64_t> cpu_counts;
    uint64_t cpu_hash = 0;
    {
        DistanceTable cpu(model.num_states());
        cpu_counts = search_cpu(model, cpu, stopping_after(depth)).counts;
        cpu_hash = payload_hash(cpu.bytes(), cpu.num_bytes());
    } // (one table of the largest indices in memory at a time)
    DistanceTable gpu(model.num_states());
    GpuStepsOnCpu steps(model, gpu);
    const SearchResult r = run_levels(steps, model.num_states(), model.view().num_moves,
                                      stopping_after(depth, strategy));
    EXPECT_EQ(r.counts, cpu_counts);
    EXPECT_EQ(payload_hash(gpu.bytes(), gpu.num_bytes()), cpu_hash);
}

} // namespace

TEST(GpuStepOnCpu, EveryCatalogModelUnderEveryStrategyGivesTheCpuTable) {
    for (const Puzzle& p : puzzles()) {
        if (!p.model || p.states > 100000000) continue; // the big three: below
        for (const std::string& metric : p.metrics)
            for (Strategy s : {Strategy::Auto, Strategy::Push, Strategy::Pull}) {
                // Forced directions on the small ones (a pull-only search of the 88 million
                // corners probes every move of every unreached state at every level).
                if (s != Strategy::Auto && p.states > 10000000) continue;
                SCOPED_TRACE(p.id + " " + metric + " strategy " +
                             std::to_string(static_cast<int>(s)));
                expect_gpu_step_equals_cpu(p.model(metric, ""), 0, s);
            }
    }
}

TEST(GpuStepOnCpu, IndicesBeyondTwoToThe32GiveTheCpuTablesFirstLevels) {
    // Pushes only: a pull level of these scans 1e10 states with every move.
    const PuzzleModel phase2 = make_puzzle("kociemba-phase2", "htm", "");
    ASSERT_GT(phase2.num_states(), uint64_t{1} << 32);
    expect_gpu_step_equals_cpu(phase2, 5, Strategy::Push);
    const PuzzleModel clock = make_puzzle("clock-front", "htm", "");
    ASSERT_GT(clock.num_states(), uint64_t{1} << 32);
    expect_gpu_step_equals_cpu(clock, 3, Strategy::Push);
    const PuzzleModel phase1 = make_puzzle("kociemba-phase1", "htm", "");
    expect_gpu_step_equals_cpu(phase1, 7, Strategy::Push);
}

} // namespace twobit
