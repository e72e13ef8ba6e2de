// The distributed search; see search_mpi.hpp and docs/SCALING.md.
#include "host/mpi/search_mpi.hpp"

#include <algorithm>
#include <memory>
#include <mpi.h>
#include <stdexcept>
#include <string>

#include "host/engine/level_loop.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/io/large_buffer.hpp"

namespace twobit {

MpiExchangePlan plan_mpi_exchange(const PuzzleModel& model, int size, uint64_t room,
                                  bool windows_allowed) {
    uint64_t biggest = 0; // the largest slice, so that every rank plans for the same need
    for (int r = 0; r < size; ++r) {
        const RankSlice s = rank_slice(model.num_states(), r, size);
        biggest = std::max(biggest, (s.end_word - s.first_word) * sizeof(Word));
    }
    const uint64_t move_tables =
        search_memory_bytes(model) - num_table_words(model.num_states()) * sizeof(Word);
    const uint64_t bitmap_words = (model.num_states() + 63) / 64;
    MpiExchangePlan plan;
    const int most = windows_allowed ? kMaxExchangeWindows : 1;
    for (int windows = 1; windows <= most; ++windows) {
        // Whole runs of a block-wise model, as the CPU's windows (windowed_marks.hpp).
        plan.window_words = (cpu_window_span(model.view(), windows) + 63) / 64;
        const uint64_t call = std::min(plan.window_words, kExchangeChunkWords) * sizeof(uint64_t);
        plan.rank_bytes = biggest + move_tables + plan.window_words * sizeof(uint64_t) + call;
        if (room == 0 || plan.rank_bytes <= room) break;
    }
    // Rounded up, fewer windows may cover the index.
    plan.windows = static_cast<int>((bitmap_words + plan.window_words - 1) / plan.window_words);
    return plan;
}

namespace {

// The level loop's side of a rank: the slice's work (SliceSteps) between the exchanges of
// the bitmap, window by window (one window: the whole index).
class MpiLevelSteps final : public LevelSteps {
  public:
    MpiLevelSteps(const PuzzleModel& model, SliceSteps& slice_steps, const MpiSession& mpi,
                  const MpiExchangePlan& exchange)
        : view_(model.view()), slice_steps_(slice_steps), mpi_(mpi),
          bitmap_words_((view_.num_states + 63) / 64),
          window_words_(std::min(bitmap_words_, std::max<uint64_t>(1, exchange.window_words))),
          window_storage_(window_words_ * sizeof(uint64_t)),
          window_(static_cast<uint64_t*>(window_storage_.data())) {}

    void start(bool resumed) override { slice_steps_.start(resumed); }

    uint64_t expand(int depth, Direction direction, double&) override {
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        uint64_t found = 0;
        for (uint64_t first = 0; first < bitmap_words_; first += window_words_) {
            const ExchangeWindow window{first, std::min(bitmap_words_, first + window_words_)};
            if (direction == Direction::Push) {
                slice_steps_.mark(frontier, window, window_);
                exchange(window, true);
                found += slice_steps_.merge(window_, window, next);
            } else {
                slice_steps_.frontier_bits(frontier, window, window_);
                exchange(window, false);
                found += slice_steps_.pull(window_, window, next);
            }
            clear(window.end - window.first);
        }
        // Both directions move one bitmap of the whole index: every rank's slice to (or from)
        // each of the other ranks.
        exchanged_ = static_cast<uint64_t>(mpi_.size() - 1) * bitmap_words_ * sizeof(uint64_t);
        return mpi_.sum(found);
    }

    void bring_table_to_host() override { slice_steps_.to_host(); }
    uint64_t exchanged_bytes() const override { return exchanged_; }

  private:
    // Push: each owner's part of the window OR-reduced onto it. Pull: each owner's part
    // broadcast.
    void exchange(const ExchangeWindow& window, bool reduce) {
        for (int owner = 0; owner < mpi_.size(); ++owner) {
            const RankSlice s = rank_slice(view_.num_states, owner, mpi_.size());
            const uint64_t first = std::max(s.first_bits, window.first);
            const uint64_t end = std::min(s.end_bits, window.end);
            for (uint64_t at = first; at < end; at += kExchangeChunkWords) {
                const int n = static_cast<int>(std::min(kExchangeChunkWords, end - at));
                uint64_t* bits = window_ + (at - window.first);
                if (!reduce)
                    MPI_Bcast(bits, n, MPI_UINT64_T, owner, MPI_COMM_WORLD);
                else if (owner == mpi_.rank())
                    MPI_Reduce(MPI_IN_PLACE, bits, n, MPI_UINT64_T, MPI_BOR, owner, MPI_COMM_WORLD);
                else
                    MPI_Reduce(bits, nullptr, n, MPI_UINT64_T, MPI_BOR, owner, MPI_COMM_WORLD);
            }
        }
    }

    // Zero again for the next window or level (only the words that are not: most are).
    void clear(uint64_t words) {
        uint64_t* bits = window_;
        const int64_t n = static_cast<int64_t>(words);
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < n; ++i)
            if (bits[i] != 0) bits[i] = 0;
    }

    const ModelView view_;
    SliceSteps& slice_steps_;
    const MpiSession& mpi_;
    const uint64_t bitmap_words_;
    const uint64_t window_words_;
    LargeBuffer window_storage_; // one bit per state of a window: what the ranks exchange
    uint64_t* const window_;
    uint64_t exchanged_ = 0;
};

} // namespace

SearchResult search_mpi(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options, const MpiSession& mpi,
                        const MpiExchangePlan& exchange, int cuda_device) {
    if (table.num_states() != model.num_states())
        throw std::invalid_argument("table size does not match the puzzle's state count");
    const RankSlice slice = rank_slice(model.num_states(), mpi.rank(), mpi.size());
    const int threads = cpu_threads(options);
    std::unique_ptr<SliceSteps> slice_steps;
    mpi.checked_together([&] {
        slice_steps = cuda_device >= 0 ? cuda_slice_steps(model, table, slice, cuda_device)
                                       : cpu_slice_steps(model, table, slice, threads);
    });
    MpiLevelSteps steps(model, *slice_steps, mpi, exchange);
    // In W windows a pull asks every move of a state in each window but the one its frontier
    // neighbour is in, where a push only walks the frontier W times: the switch to pulls comes
    // W times later (phase 1 on 2 ranks in 4 windows: 30.0 s by the single process's rule).
    SearchOptions level_options = options;
    level_options.pull_ratio *= exchange.windows;
    SearchResult result =
        run_levels(steps, model.num_states(), model.view().num_moves, level_options);
    slice_steps->to_host();
    result.backend = cuda_device >= 0 ? "cuda" : "cpu";
    result.device = std::to_string(mpi.size()) + (mpi.size() == 1 ? " rank" : " ranks") + " x " +
                    slice_steps->device();
    result.threads = cuda_device >= 0 ? 0 : threads;
    return result;
}

} // namespace twobit
