// The CUDA launcher: thin grid-stride kernels over table words that call the same
// word-level steps as the OpenMP launcher (expand_step.hpp), with per-level counts summed
// by CUB's block reduction. The level loop, the switch rule and the log are shared with
// the CPU path through host/search.hpp. No search logic lives here.
#include <algorithm>
#include <chrono>
#include <cub/block/block_reduce.cuh>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/engine/search_cuda.hpp"
#include "cuda_check.cuh"
#include "expand_step.hpp"

namespace twobit {

namespace {

constexpr int kThreadsPerBlock = 256;

// One level: every word goes through step (push or pull); the block's new-state counts are
// reduced with CUB and added to *found.
template <Direction kDirection>
__global__ void expand_level_kernel(ModelView view, Word* table, uint64_t num_words,
                                    unsigned frontier, unsigned next, unsigned long long* found) {
    unsigned long long local = 0;
    const uint64_t stride = uint64_t{gridDim.x} * blockDim.x;
    for (uint64_t w = uint64_t{blockIdx.x} * blockDim.x + threadIdx.x; w < num_words; w += stride) {
        local += kDirection == Direction::Push ? expand_push_word(view, table, w, frontier, next)
                                               : expand_pull_word(view, table, w, frontier, next);
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

std::string format_bytes(uint64_t bytes) {
    return std::to_string(bytes) + " bytes (" + std::to_string(bytes >> 20) + " MiB)";
}

} // namespace

SearchResult search_cuda(const PuzzleModel& model, DistanceTable& table,
                         const SearchOptions& options) {
    const ModelView host_view = model.view();
    if (table.num_states() != host_view.num_states)
        throw std::invalid_argument("table size does not match the puzzle's state count");
    const auto wall_start = std::chrono::steady_clock::now();

    TWOBIT_CUDA_CHECK(cudaSetDevice(0));
    cudaDeviceProp prop{};
    TWOBIT_CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));

    // Refuse before allocating anything if the table and move tables do not fit.
    const uint64_t num_words = table.num_words();
    uint64_t needed = num_words * sizeof(Word) + sizeof(unsigned long long);
    for (const Coordinate& c : model.coords)
        needed += c.move_table.size() * sizeof(uint32_t) + c.parity.size();
    size_t free_bytes = 0, total_bytes = 0;
    TWOBIT_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    if (needed > free_bytes)
        throw std::runtime_error("the search needs " + format_bytes(needed) +
                                 " of device memory, but only " + format_bytes(free_bytes) +
                                 " are free on " + prop.name);

    DeviceBuffer d_table(num_words * sizeof(Word));
    DeviceBuffer d_found(sizeof(unsigned long long));
    // The same view with device copies of every move and parity table.
    std::vector<std::unique_ptr<DeviceBuffer>> d_tables;
    auto to_device = [&d_tables](const void* data, size_t bytes) {
        d_tables.push_back(std::make_unique<DeviceBuffer>(bytes));
        TWOBIT_CUDA_CHECK(
            cudaMemcpy(d_tables.back()->as<void>(), data, bytes, cudaMemcpyHostToDevice));
        return d_tables.back()->as<void>();
    };
    ModelView view = host_view;
    for (int c = 0; c < host_view.num_coords; ++c) {
        const Coordinate& coord = model.coords[static_cast<size_t>(c)];
        view.move_table[c] = static_cast<const uint32_t*>(
            to_device(coord.move_table.data(), coord.move_table.size() * sizeof(uint32_t)));
        if (!coord.parity.empty())
            view.parity[c] =
                static_cast<const uint8_t*>(to_device(coord.parity.data(), coord.parity.size()));
    }

    Event search_start, level_start, level_end;
    search_start.record();
    // Fresh table: every entry 3 (unreached), then the solved state at distance 0.
    TWOBIT_CUDA_CHECK(cudaMemset(d_table.as<Word>(), 0xFF, num_words * sizeof(Word)));
    const uint64_t solved_word_index = model.solved_index / kEntriesPerWord;
    const Word solved_word =
        kAllUnreached & claim_mask(Word{1} << (2 * (model.solved_index % kEntriesPerWord)), 0);
    TWOBIT_CUDA_CHECK(cudaMemcpy(d_table.as<Word>() + solved_word_index, &solved_word, sizeof(Word),
                                 cudaMemcpyHostToDevice));

    SearchResult result;
    result.backend = "cuda";
    result.device = prop.name;
    result.threads = 0;
    result.counts = {1};
    result.reached = 1;
    result.levels.push_back({0, 1, Direction::Push, 0.0});
    log_level(options, result.levels.back(), result.reached);

    const int blocks_per_sm = 8;
    const uint64_t blocks_needed = (num_words + kThreadsPerBlock - 1) / kThreadsPerBlock;
    const unsigned blocks = static_cast<unsigned>(std::max<uint64_t>(
        1, std::min<uint64_t>(blocks_needed, uint64_t(prop.multiProcessorCount) * blocks_per_sm)));
    for (int depth = 0; result.reached < host_view.num_states; ++depth) {
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        const Direction direction =
            level_direction(options, result.counts[static_cast<size_t>(depth)],
                            host_view.num_states - result.reached, host_view.num_moves);
        level_start.record();
        TWOBIT_CUDA_CHECK(
            cudaMemsetAsync(d_found.as<unsigned long long>(), 0, sizeof(unsigned long long)));
        if (direction == Direction::Push)
            expand_level_kernel<Direction::Push>
                <<<blocks, kThreadsPerBlock>>>(view, d_table.as<Word>(), num_words, frontier, next,
                                               d_found.as<unsigned long long>());
        else
            expand_level_kernel<Direction::Pull>
                <<<blocks, kThreadsPerBlock>>>(view, d_table.as<Word>(), num_words, frontier, next,
                                               d_found.as<unsigned long long>());
        TWOBIT_CUDA_CHECK(cudaGetLastError());
        level_end.record();
        unsigned long long found = 0;
        TWOBIT_CUDA_CHECK(cudaMemcpy(&found, d_found.as<unsigned long long>(), sizeof(found),
                                     cudaMemcpyDeviceToHost));
        const double level_seconds = level_end.since(level_start) / 1000.0;
        if (found == 0) break;
        result.counts.push_back(found);
        result.reached += found;
        result.levels.push_back({depth + 1, found, direction, level_seconds});
        log_level(options, result.levels.back(), result.reached);
    }
    Event search_end;
    search_end.record();
    result.device_seconds = search_end.since(search_start) / 1000.0;

    TWOBIT_CUDA_CHECK(cudaMemcpy(table.words(), d_table.as<Word>(), num_words * sizeof(Word),
                                 cudaMemcpyDeviceToHost));
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
    return result;
}

} // namespace twobit
