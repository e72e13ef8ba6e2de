// A distributed search's slice on one GPU (host/engine/slice_steps.hpp): the rank's slice,
// the move tables and a bitmap of the whole index live in device memory; the bitmap the
// ranks exchange is staged through the host (the device's marks copied out before the
// exchange, the owner's OR or the whole frontier copied in after). Thin kernels over the
// slice's words calling the word-level steps of expand_step.hpp, compiled per move count as
// search_cuda.cu's. No search logic lives here.
#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/engine/cuda/device_model.cuh"
#include "host/engine/memory_budget.hpp"
#include "host/engine/move_count_dispatch.hpp"
#include "host/engine/slice_steps.hpp"
#include "kernels/cuda_check.cuh"
#include "kernels/expand_step.hpp"

namespace twobit {

namespace {

constexpr int kThreadsPerBlock = 256;

// The slice's words [first, end), one thread a word, grid-stride.
#define TWOBIT_SLICE_WORDS(w, first, end)                                                          \
    for (uint64_t w = (first) + uint64_t{blockIdx.x} * blockDim.x + threadIdx.x; w < (end);        \
         w += uint64_t{gridDim.x} * blockDim.x)

template <int kMoves>
__global__ void mark_kernel(ModelView view, const Word* table, uint64_t first, uint64_t end,
                            unsigned frontier, uint64_t* bitmap) {
    CursorFor<kMoves> cursor;
    TWOBIT_SLICE_WORDS(w, first, end)
    mark_neighbours_word<kMoves, true>(view, table, w, frontier, bitmap, cursor);
}

__global__ void merge_kernel(Word* table, uint64_t first_bits, uint64_t end_bits, uint64_t end_word,
                             const uint64_t* bitmap, unsigned next, unsigned long long* found) {
    unsigned long long local = 0;
    TWOBIT_SLICE_WORDS(i, first_bits, end_bits) {
        const uint64_t bits = bitmap[i];
        if (bits == 0) continue;
        local += merge_touched_word(table, 2 * i, static_cast<uint32_t>(bits), next);
        if (2 * i + 1 < end_word)
            local += merge_touched_word(table, 2 * i + 1, static_cast<uint32_t>(bits >> 32), next);
    }
    if (local != 0) atomicAdd(found, local);
}

__global__ void frontier_bits_kernel(const Word* table, uint64_t first_bits, uint64_t end_bits,
                                     uint64_t end_word, uint64_t num_states, unsigned frontier,
                                     uint64_t* bitmap) {
    TWOBIT_SLICE_WORDS(i, first_bits, end_bits) {
        uint64_t bits = lanes_to_bits(lanes_equal(load_word(table + 2 * i), frontier) &
                                      valid_lanes(2 * i, num_states));
        if (2 * i + 1 < end_word)
            bits |= uint64_t{lanes_to_bits(lanes_equal(load_word(table + 2 * i + 1), frontier) &
                                           valid_lanes(2 * i + 1, num_states))}
                    << 32;
        bitmap[i] = bits;
    }
}

template <int kMoves>
__global__ void pull_kernel(ModelView view, Word* table, uint64_t first, uint64_t end,
                            const uint64_t* bitmap, unsigned next, unsigned long long* found) {
    unsigned long long local = 0;
    CursorFor<kMoves> cursor;
    TWOBIT_SLICE_WORDS(w, first, end)
    local += expand_pull_word_by<kMoves>(view, table, w, next, cursor, [bitmap](uint64_t j) {
        return (bitmap[j / 64] >> (j % 64)) & 1;
    });
    if (local != 0) atomicAdd(found, local);
}

// Bytes of device memory a slice needs: the slice, the move tables, the bitmap.
uint64_t slice_device_bytes(const PuzzleModel& model, const RankSlice& slice) {
    uint64_t bytes = (slice.end_word - slice.first_word) * sizeof(Word);
    for (const Coordinate& c : model.coords)
        bytes += c.move_table.size() * sizeof(uint32_t) + c.parity.size();
    return bytes + (model.num_states() + 63) / 64 * sizeof(uint64_t);
}

class CudaSliceSteps final : public SliceSteps {
  public:
    CudaSliceSteps(const PuzzleModel& model, DistanceTable& table, const RankSlice& slice,
                   int device)
        : model_(model), table_(table), slice_(slice),
          slice_words_(slice.end_word - slice.first_word),
          bitmap_words_((model.num_states() + 63) / 64), d_slice_(slice_words_ * sizeof(Word)),
          d_bitmap_(bitmap_words_ * sizeof(uint64_t)), d_found_(sizeof(unsigned long long)),
          d_model_(model), view_(d_model_.view()) {
        cudaDeviceProp prop{};
        TWOBIT_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
        name_ = prop.name;
        blocks_ = static_cast<unsigned>(std::max(1, prop.multiProcessorCount * 8));
        // The kernels index the table by global word: the slice's base moved back by its
        // first word (never dereferenced outside the slice: pushes read their own words,
        // pulls ask the bitmap about neighbours).
        table_base_ = d_slice_.as<Word>() - slice.first_word;
    }

    void start(bool resumed) override {
        if (resumed) {
            TWOBIT_CUDA_CHECK(cudaMemcpy(d_slice_.as<Word>(), table_.words() + slice_.first_word,
                                         slice_words_ * sizeof(Word), cudaMemcpyHostToDevice));
        } else {
            TWOBIT_CUDA_CHECK(cudaMemset(d_slice_.as<Word>(), 0xFF, slice_words_ * sizeof(Word)));
            const uint64_t solved_word = model_.solved_index / kEntriesPerWord;
            if (solved_word >= slice_.first_word && solved_word < slice_.end_word) {
                const Word w =
                    kAllUnreached &
                    claim_mask(Word{1} << (2 * (model_.solved_index % kEntriesPerWord)), 0);
                TWOBIT_CUDA_CHECK(
                    cudaMemcpy(d_slice_.as<Word>() + (solved_word - slice_.first_word), &w,
                               sizeof(Word), cudaMemcpyHostToDevice));
            }
        }
        TWOBIT_CUDA_CHECK(cudaMemset(d_bitmap_.as<void>(), 0, bitmap_words_ * sizeof(uint64_t)));
    }

    void mark(unsigned frontier, const ExchangeWindow& window, uint64_t* bitmap) override {
        require_whole(window);
        with_move_count(view_.num_moves, [&](auto moves_constant) -> uint64_t {
            constexpr int kMoves = decltype(moves_constant)::value;
            mark_kernel<kMoves><<<blocks_, kThreadsPerBlock>>>(view_, table_base_,
                                                               slice_.first_word, slice_.end_word,
                                                               frontier, d_bitmap_.as<uint64_t>());
            return 0;
        });
        TWOBIT_CUDA_CHECK(cudaGetLastError());
        TWOBIT_CUDA_CHECK(cudaMemcpy(bitmap, d_bitmap_.as<uint64_t>(),
                                     bitmap_words_ * sizeof(uint64_t), cudaMemcpyDeviceToHost));
    }

    uint64_t merge(const uint64_t* bitmap, const ExchangeWindow& window, unsigned next) override {
        require_whole(window);
        copy_range_in(bitmap, slice_.first_bits, slice_.end_bits);
        reset_found();
        merge_kernel<<<blocks_, kThreadsPerBlock>>>(table_base_, slice_.first_bits, slice_.end_bits,
                                                    slice_.end_word, d_bitmap_.as<uint64_t>(), next,
                                                    d_found_.as<unsigned long long>());
        return finish_level();
    }

    void frontier_bits(unsigned frontier, const ExchangeWindow& window, uint64_t* bitmap) override {
        require_whole(window);
        frontier_bits_kernel<<<blocks_, kThreadsPerBlock>>>(
            table_base_, slice_.first_bits, slice_.end_bits, slice_.end_word, model_.num_states(),
            frontier, d_bitmap_.as<uint64_t>());
        TWOBIT_CUDA_CHECK(cudaGetLastError());
        TWOBIT_CUDA_CHECK(cudaMemcpy(
            bitmap + slice_.first_bits, d_bitmap_.as<uint64_t>() + slice_.first_bits,
            (slice_.end_bits - slice_.first_bits) * sizeof(uint64_t), cudaMemcpyDeviceToHost));
    }

    uint64_t pull(const uint64_t* bitmap, const ExchangeWindow& window, unsigned next) override {
        require_whole(window);
        copy_range_in(bitmap, 0, bitmap_words_);
        reset_found();
        with_move_count(view_.num_moves, [&](auto moves_constant) -> uint64_t {
            constexpr int kMoves = decltype(moves_constant)::value;
            pull_kernel<kMoves><<<blocks_, kThreadsPerBlock>>>(
                view_, table_base_, slice_.first_word, slice_.end_word, d_bitmap_.as<uint64_t>(),
                next, d_found_.as<unsigned long long>());
            return 0;
        });
        return finish_level();
    }

    void to_host() override {
        TWOBIT_CUDA_CHECK(cudaMemcpy(table_.words() + slice_.first_word, d_slice_.as<Word>(),
                                     slice_words_ * sizeof(Word), cudaMemcpyDeviceToHost));
    }

    std::string device() const override { return name_; }

  private:
    // The device holds the whole bitmap; search_mpi plans windows for CPU slices only.
    void require_whole(const ExchangeWindow& window) const {
        if (window.first != 0 || window.end != bitmap_words_)
            throw std::logic_error("a GPU rank exchanges the whole index's bitmap, not a window");
    }

    void copy_range_in(const uint64_t* bitmap, uint64_t first, uint64_t end) {
        TWOBIT_CUDA_CHECK(cudaMemcpy(d_bitmap_.as<uint64_t>() + first, bitmap + first,
                                     (end - first) * sizeof(uint64_t), cudaMemcpyHostToDevice));
    }

    void reset_found() {
        TWOBIT_CUDA_CHECK(cudaMemset(d_found_.as<void>(), 0, sizeof(unsigned long long)));
    }

    // The level's count; the device bitmap zeroed for the next level.
    uint64_t finish_level() {
        TWOBIT_CUDA_CHECK(cudaGetLastError());
        unsigned long long found = 0;
        TWOBIT_CUDA_CHECK(cudaMemcpy(&found, d_found_.as<unsigned long long>(), sizeof(found),
                                     cudaMemcpyDeviceToHost));
        TWOBIT_CUDA_CHECK(cudaMemset(d_bitmap_.as<void>(), 0, bitmap_words_ * sizeof(uint64_t)));
        return found;
    }

    const PuzzleModel& model_;
    DistanceTable& table_;
    const RankSlice slice_;
    const uint64_t slice_words_;
    const uint64_t bitmap_words_;
    DeviceBuffer d_slice_, d_bitmap_, d_found_;
    DeviceModel d_model_;  // the move and parity tables on the device
    const ModelView view_; // pointing at them
    Word* table_base_ = nullptr;
    unsigned blocks_ = 1;
    std::string name_;
};

} // namespace

std::unique_ptr<SliceSteps> cuda_slice_steps(const PuzzleModel& model, DistanceTable& table,
                                             const RankSlice& slice, int device) {
    TWOBIT_CUDA_CHECK(cudaSetDevice(device));
    const uint64_t needed = slice_device_bytes(model, slice);
    size_t free_bytes = 0, total_bytes = 0;
    TWOBIT_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    if (needed > free_bytes)
        throw std::runtime_error("this rank's slice needs " + format_bytes(needed) +
                                 " of device memory (slice, move tables, the whole-index "
                                 "bitmap), but only " +
                                 format_bytes(free_bytes) + " are free on device " +
                                 std::to_string(device));
    return std::make_unique<CudaSliceSteps>(model, table, slice, device);
}

} // namespace twobit
