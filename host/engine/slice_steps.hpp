// One process's part of a level of a distributed search (host/mpi/search_mpi.cpp), on its
// CPU cores or on one GPU: the work on its slice of the table between the exchanges. The
// bitmaps are host memory, one bit per state (64 states a word), as the ranks exchange them:
// of the whole index, or of a window of it where a rank has no room for the whole (CPU
// slices only; a GPU's slice stages the whole bitmap through its own memory).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"

namespace twobit {

// A rank's part of the table: table words [first_word, end_word), in whole 64-state bitmap
// words [first_bits, end_bits) so that no two ranks share a bitmap word.
struct RankSlice {
    uint64_t first_word = 0, end_word = 0;
    uint64_t first_bits = 0, end_bits = 0;
};

// Rank `rank` of `size`: bitmap words split as evenly as whole words allow.
RankSlice rank_slice(uint64_t num_states, int rank, int size);

// The part of the exchange bitmap a step works on: its words [first, end), which stand for
// the states [64 first, 64 end). A step's `bits` point at word `first` (bits[i - first] is
// word i). The whole index is {0, (num_states + 63) / 64}.
struct ExchangeWindow {
    uint64_t first = 0, end = 0;
};

class SliceSteps {
  public:
    virtual ~SliceSteps() = default;
    // Sets the slice up: fresh (unreached, the solved state at 0 if it is in the slice) or,
    // resuming, from the host table's slice as the caller loaded it.
    virtual void start(bool resumed) = 0;
    // Push, before the exchange: sets in `bits` (zero on entry) the bit of every neighbour
    // in `window` of the slice's frontier entries (entries equal to `frontier`).
    virtual void mark(unsigned frontier, const ExchangeWindow& window, uint64_t* bits) = 0;
    // Push, after it: claims for `next` the slice's unreached states in `window` whose bits
    // `bits` has (every rank's marks OR-ed); returns how many.
    virtual uint64_t merge(const uint64_t* bits, const ExchangeWindow& window, unsigned next) = 0;
    // Pull, before the exchange: writes the frontier bits of the slice's states in `window`
    // into `bits` (zero on entry).
    virtual void frontier_bits(unsigned frontier, const ExchangeWindow& window, uint64_t* bits) = 0;
    // Pull, after it: claims for `next` the slice's unreached states that have a neighbour
    // in `window` whose bit `bits` (every rank's frontier there) has; returns how many. A
    // state found in one window is no longer unreached in the next.
    virtual uint64_t pull(const uint64_t* bits, const ExchangeWindow& window, unsigned next) = 0;
    // Makes the host table's slice current (a GPU copies it back).
    virtual void to_host() {}
    // "2 threads", or the GPU's name.
    virtual std::string device() const = 0;
};

// The slice on `threads` CPU threads (host/engine/slice_steps_cpu.cpp); the table is the
// caller's, of which only the slice is touched.
std::unique_ptr<SliceSteps> cpu_slice_steps(const PuzzleModel& model, DistanceTable& table,
                                            const RankSlice& slice, int threads);

// The slice on CUDA device `device` (host/engine/cuda/slice_cuda.cu): the slice, the move tables
// and a bitmap of the whole index in device memory; `table` is written at to_host(). Its steps take
// the whole index's window only (std::logic_error otherwise). Throws std::runtime_error naming the
// CUDA call or the sizes when it does not fit; in a build without CUDA, always.
std::unique_ptr<SliceSteps> cuda_slice_steps(const PuzzleModel& model, DistanceTable& table,
                                             const RankSlice& slice, int device);

} // namespace twobit
