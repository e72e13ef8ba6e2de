// The distributed search; see search_mpi.hpp and docs/SCALING.md.
#include "host/mpi/search_mpi.hpp"

#include <algorithm>
#include <memory>
#include <mpi.h>
#include <stdexcept>
#include <string>

#include "host/engine/large_buffer.hpp"
#include "host/engine/level_loop.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/search_cpu.hpp"

namespace twobit {

uint64_t mpi_rank_memory_bytes(const PuzzleModel& model, int size) {
    uint64_t biggest = 0; // the largest slice, so that every rank checks the same need
    for (int r = 0; r < size; ++r) {
        const RankSlice s = rank_slice(model.num_states(), r, size);
        biggest = std::max(biggest, (s.end_word - s.first_word) * sizeof(Word));
    }
    const uint64_t move_tables =
        search_memory_bytes(model) - num_table_words(model.num_states()) * sizeof(Word);
    return biggest + move_tables + cpu_bitset_bytes(1, model.num_states());
}

namespace {

// The level loop's side of a rank: the slice's work (SliceSteps) between the exchanges of
// the whole-index bitmap.
class MpiLevelSteps final : public LevelSteps {
  public:
    MpiLevelSteps(const PuzzleModel& model, SliceSteps& slice_steps, const MpiSession& mpi)
        : view_(model.view()), slice_steps_(slice_steps), mpi_(mpi),
          bitmap_words_(static_cast<int64_t>((view_.num_states + 63) / 64)),
          bitmap_storage_(static_cast<size_t>(bitmap_words_) * sizeof(uint64_t)),
          bitmap_(static_cast<uint64_t*>(bitmap_storage_.data())) {}

    void start(bool resumed) override { slice_steps_.start(resumed); }

    uint64_t expand(int depth, Direction direction, double&) override {
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        uint64_t found = 0;
        if (direction == Direction::Push) {
            slice_steps_.mark(frontier, bitmap_);
            exchange(true);
            found = slice_steps_.merge(bitmap_, next);
        } else {
            slice_steps_.frontier_bits(frontier, bitmap_);
            exchange(false);
            found = slice_steps_.pull(bitmap_, next);
        }
        clear_bitmap();
        // Both directions move one bitmap of the whole index: every rank's slice to (or from)
        // each of the other ranks.
        exchanged_ = static_cast<uint64_t>(mpi_.size() - 1) * static_cast<uint64_t>(bitmap_words_) *
                     sizeof(uint64_t);
        return mpi_.sum(found);
    }

    void bring_table_to_host() override { slice_steps_.to_host(); }
    uint64_t exchanged_bytes() const override { return exchanged_; }

  private:
    // Push: each owner's range OR-reduced onto it. Pull: each owner's range broadcast.
    void exchange(bool reduce) {
        for (int owner = 0; owner < mpi_.size(); ++owner) {
            const RankSlice s = rank_slice(view_.num_states, owner, mpi_.size());
            for (uint64_t at = s.first_bits; at < s.end_bits; at += kExchangeChunkWords) {
                const int n = static_cast<int>(std::min(kExchangeChunkWords, s.end_bits - at));
                if (!reduce)
                    MPI_Bcast(bitmap_ + at, n, MPI_UINT64_T, owner, MPI_COMM_WORLD);
                else if (owner == mpi_.rank())
                    MPI_Reduce(MPI_IN_PLACE, bitmap_ + at, n, MPI_UINT64_T, MPI_BOR, owner,
                               MPI_COMM_WORLD);
                else
                    MPI_Reduce(bitmap_ + at, nullptr, n, MPI_UINT64_T, MPI_BOR, owner,
                               MPI_COMM_WORLD);
            }
        }
    }

    // Zero again for the next level (only the words that are not: most are).
    void clear_bitmap() {
        uint64_t* bitmap = bitmap_;
        const int64_t n = bitmap_words_;
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < n; ++i)
            if (bitmap[i] != 0) bitmap[i] = 0;
    }

    const ModelView view_;
    SliceSteps& slice_steps_;
    const MpiSession& mpi_;
    const int64_t bitmap_words_;
    LargeBuffer bitmap_storage_; // one bit per state of the whole index: the level's exchange
    uint64_t* const bitmap_;
    uint64_t exchanged_ = 0;
};

} // namespace

SearchResult search_mpi(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options, const MpiSession& mpi, int cuda_device) {
    if (table.num_states() != model.num_states())
        throw std::invalid_argument("table size does not match the puzzle's state count");
    const RankSlice slice = rank_slice(model.num_states(), mpi.rank(), mpi.size());
    const int threads = cpu_threads(options);
    std::unique_ptr<SliceSteps> slice_steps;
    mpi.checked_together([&] {
        slice_steps = cuda_device >= 0 ? cuda_slice_steps(model, table, slice, cuda_device)
                                       : cpu_slice_steps(model, table, slice, threads);
    });
    MpiLevelSteps steps(model, *slice_steps, mpi);
    SearchResult result = run_levels(steps, model.num_states(), model.view().num_moves, options);
    slice_steps->to_host();
    result.backend = cuda_device >= 0 ? "cuda" : "cpu";
    result.device = std::to_string(mpi.size()) + (mpi.size() == 1 ? " rank" : " ranks") + " x " +
                    slice_steps->device();
    result.threads = cuda_device >= 0 ? 0 : threads;
    return result;
}

} // namespace twobit
