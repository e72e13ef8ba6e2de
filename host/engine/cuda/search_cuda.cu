// The CUDA launcher: thin grid-stride kernels over table words that call the same
// word-level steps as the OpenMP launcher (expand_step.hpp), with per-level counts summed
// by CUB's block reduction. The level loop, the switch rule, the log and checkpoints are
// the CPU path's (host/engine/level_loop.hpp). No search logic lives here.
#include <algorithm>
#include <chrono>
#include <cub/block/block_reduce.cuh>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/engine/cuda/device_model.cuh"
#include "host/engine/level_loop.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/move_count_dispatch.hpp"
#include "host/engine/search_cuda.hpp"
#include "kernels/cuda_check.cuh"
#include "kernels/expand_step.hpp"

namespace twobit {

namespace {

constexpr int kThreadsPerBlock = 256;

// Consecutive words each thread walks with one cursor: within a run of a block-wise model
// the next word's neighbours come from the run's bases without a division (the cursor
// steps to the next run the same way). Neighbouring threads then start 4 words apart.
constexpr uint64_t kWordsPerThread = 4;

// One level: every word goes through step (push or pull), compiled for the model's move
// count (kMoves = 0: any count) so that the cursor's per-move array is that many moves, not
// kMaxMoves (the thread's stack frame); the block's new-state counts are reduced with CUB
// and added to *found.
template <Direction kDirection, int kMoves>
__global__ void expand_level_kernel(ModelView view, Word* table, uint64_t num_words,
                                    unsigned frontier, unsigned next, unsigned long long* found) {
    unsigned long long local = 0;
    const uint64_t stride = uint64_t{gridDim.x} * blockDim.x * kWordsPerThread;
    CursorFor<kMoves> cursor;
    for (uint64_t first = (uint64_t{blockIdx.x} * blockDim.x + threadIdx.x) * kWordsPerThread;
         first < num_words; first += stride) {
        const uint64_t end =
            first + kWordsPerThread < num_words ? first + kWordsPerThread : num_words;
        for (uint64_t w = first; w < end; ++w)
            local += kDirection == Direction::Push
                         ? expand_push_word<kMoves>(view, table, w, frontier, next, cursor)
                         : expand_pull_word<kMoves>(view, table, w, frontier, next, cursor);
    }
    using BlockReduce = cub::BlockReduce<unsigned long long, kThreadsPerBlock>;
    __shared__ typename BlockReduce::TempStorage scratch;
    const unsigned long long block_total = BlockReduce(scratch).Sum(local);
    if (threadIdx.x == 0 && block_total != 0) atomicAdd(found, block_total);
}

class Event {
  public:
    Event() { TWOBIT_CUDA_CHECK(cudaEventCreate(&event_)); }
    ~Event() { cudaEventDestroy(event_); }
    Event(const Event&) = delete;
    Event& operator=(const Event&) = delete;
    void record() { TWOBIT_CUDA_CHECK(cudaEventRecord(event_)); }
    // Milliseconds from start to this event (both recorded; waits for this one).
    float since(const Event& start) const {
        TWOBIT_CUDA_CHECK(cudaEventSynchronize(event_));
        float ms = 0;
        TWOBIT_CUDA_CHECK(cudaEventElapsedTime(&ms, start.event_, event_));
        return ms;
    }

  private:
    cudaEvent_t event_{};
};

// The CUDA launcher's side of the level loop (host/engine/level_loop.hpp): the table and
// the move tables live in device memory for the whole search; the host table is written
// back at the end, and at a checkpoint when the observer asks for it.
class CudaLevelSteps final : public LevelSteps {
  public:
    CudaLevelSteps(const PuzzleModel& model, DistanceTable& table, const cudaDeviceProp& prop)
        : model_(model), table_(table), num_words_(table.num_words()),
          d_table_(num_words_ * sizeof(Word)), d_found_(sizeof(unsigned long long)),
          d_model_(model), view_(d_model_.view()) {
        const int blocks_per_sm = 8;
        const uint64_t threads_needed = (num_words_ + kWordsPerThread - 1) / kWordsPerThread;
        const uint64_t blocks_needed = (threads_needed + kThreadsPerBlock - 1) / kThreadsPerBlock;
        blocks_ = static_cast<unsigned>(std::max<uint64_t>(
            1,
            std::min<uint64_t>(blocks_needed, uint64_t(prop.multiProcessorCount) * blocks_per_sm)));
    }

    void start(bool resumed) override {
        search_start_.record();
        if (resumed) {
            TWOBIT_CUDA_CHECK(cudaMemcpy(d_table_.as<Word>(), table_.words(),
                                         num_words_ * sizeof(Word), cudaMemcpyHostToDevice));
            return;
        }
        // Fresh table: every entry 3 (unreached), then the solved state at distance 0.
        TWOBIT_CUDA_CHECK(cudaMemset(d_table_.as<Word>(), 0xFF, num_words_ * sizeof(Word)));
        const uint64_t solved_word_index = model_.solved_index / kEntriesPerWord;
        const Word solved_word =
            kAllUnreached & claim_mask(Word{1} << (2 * (model_.solved_index % kEntriesPerWord)), 0);
        TWOBIT_CUDA_CHECK(cudaMemcpy(d_table_.as<Word>() + solved_word_index, &solved_word,
                                     sizeof(Word), cudaMemcpyHostToDevice));
    }

    uint64_t expand(int depth, Direction direction, double& seconds) override {
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        level_start_.record();
        TWOBIT_CUDA_CHECK(
            cudaMemsetAsync(d_found_.as<unsigned long long>(), 0, sizeof(unsigned long long)));
        with_move_count(view_.num_moves, [&](auto moves_constant) -> uint64_t {
            constexpr int kMoves = decltype(moves_constant)::value;
            if (direction == Direction::Push)
                expand_level_kernel<Direction::Push, kMoves><<<blocks_, kThreadsPerBlock>>>(
                    view_, d_table_.as<Word>(), num_words_, frontier, next,
                    d_found_.as<unsigned long long>());
            else
                expand_level_kernel<Direction::Pull, kMoves><<<blocks_, kThreadsPerBlock>>>(
                    view_, d_table_.as<Word>(), num_words_, frontier, next,
                    d_found_.as<unsigned long long>());
            return 0;
        });
        TWOBIT_CUDA_CHECK(cudaGetLastError());
        level_end_.record();
        unsigned long long found = 0;
        TWOBIT_CUDA_CHECK(cudaMemcpy(&found, d_found_.as<unsigned long long>(), sizeof(found),
                                     cudaMemcpyDeviceToHost));
        seconds = level_end_.since(level_start_) / 1000.0;
        return found;
    }

    void bring_table_to_host() override {
        TWOBIT_CUDA_CHECK(cudaMemcpy(table_.words(), d_table_.as<Word>(), num_words_ * sizeof(Word),
                                     cudaMemcpyDeviceToHost));
    }

    // Seconds from the first kernel to now (CUDA events).
    double device_seconds() {
        Event end;
        end.record();
        return end.since(search_start_) / 1000.0;
    }

  private:
    const PuzzleModel& model_;
    DistanceTable& table_;
    const uint64_t num_words_;
    DeviceBuffer d_table_, d_found_;
    DeviceModel d_model_;  // the move and parity tables on the device
    const ModelView view_; // pointing at them
    unsigned blocks_ = 1;
    Event search_start_, level_start_, level_end_;
};

} // namespace

SearchResult search_cuda(const PuzzleModel& model, DistanceTable& table,
                         const SearchOptions& options) {
    if (table.num_states() != model.num_states())
        throw std::invalid_argument("table size does not match the puzzle's state count");
    const auto wall_start = std::chrono::steady_clock::now();
    TWOBIT_CUDA_CHECK(cudaSetDevice(0));
    cudaDeviceProp prop{};
    TWOBIT_CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));

    // Refuse before allocating anything if the table and move tables do not fit.
    const uint64_t needed = search_memory_bytes(model) + sizeof(unsigned long long);
    size_t free_bytes = 0, total_bytes = 0;
    TWOBIT_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    if (needed > free_bytes)
        throw std::runtime_error("the search needs " + format_bytes(needed) +
                                 " of device memory, but only " + format_bytes(free_bytes) +
                                 " are free on " + prop.name);

    CudaLevelSteps steps(model, table, prop);
    SearchResult result = run_levels(steps, model.num_states(), model.view().num_moves, options);
    result.device_seconds = steps.device_seconds();
    steps.bring_table_to_host();
    result.backend = "cuda";
    result.device = prop.name;
    result.threads = 0;
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
    return result;
}

} // namespace twobit
