// The distributed search; see search_mpi.hpp and docs/SCALING.md.
#include "host/mpi/search_mpi.hpp"

#include <algorithm>
#include <mpi.h>
#include <omp.h>
#include <stdexcept>
#include <string>

#include "host/engine/large_buffer.hpp"
#include "host/engine/level_loop.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/engine/move_count_dispatch.hpp"
#include "host/engine/search_cpu.hpp"
#include "kernels/expand_step.hpp"

namespace twobit {

RankSlice rank_slice(uint64_t num_states, int rank, int size) {
    const uint64_t words = num_table_words(num_states);
    const uint64_t bits = (num_states + 63) / 64;
    const uint64_t p = static_cast<uint64_t>(size), r = static_cast<uint64_t>(rank);
    const uint64_t share = bits / p, extra = bits % p;
    RankSlice s;
    s.first_bits = share * r + std::min(r, extra);
    s.end_bits = s.first_bits + share + (r < extra ? 1 : 0);
    s.first_word = std::min(2 * s.first_bits, words);
    s.end_word = std::min(2 * s.end_bits, words);
    return s;
}

uint64_t mpi_rank_memory_bytes(const PuzzleModel& model, int threads, int size) {
    uint64_t biggest = 0; // the largest slice, so that every rank checks the same need
    for (int r = 0; r < size; ++r) {
        const RankSlice s = rank_slice(model.num_states(), r, size);
        biggest = std::max(biggest, (s.end_word - s.first_word) * sizeof(Word));
    }
    const uint64_t move_tables =
        search_memory_bytes(model) - num_table_words(model.num_states()) * sizeof(Word);
    (void)threads; // one bitmap whatever the thread count: they mark it with atomic ORs
    return biggest + move_tables + cpu_bitset_bytes(1, model.num_states());
}

namespace {

constexpr int kWordsPerChunk = 512; // the CPU launcher's dynamic schedule

class MpiLevelSteps final : public LevelSteps {
  public:
    MpiLevelSteps(const PuzzleModel& model, DistanceTable& table, const SearchOptions& options,
                  const MpiSession& mpi)
        : model_(model), view_(model.view()), table_(table), mpi_(mpi),
          threads_(cpu_threads(options)),
          slice_(rank_slice(view_.num_states, mpi.rank(), mpi.size())), words_(table.words()),
          bitmap_words_(static_cast<int64_t>((view_.num_states + 63) / 64)),
          bitmap_storage_(static_cast<size_t>(bitmap_words_) * sizeof(uint64_t)),
          bitmap_(static_cast<uint64_t*>(bitmap_storage_.data())) {}

    void start(bool resumed) override {
        if (resumed) return; // the caller loaded every rank's slice
        Word* words = words_;
        const int64_t first = static_cast<int64_t>(slice_.first_word);
        const int64_t end = static_cast<int64_t>(slice_.end_word);
#pragma omp parallel for num_threads(threads_) schedule(static)
        for (int64_t w = first; w < end; ++w) words[w] = kAllUnreached;
        const uint64_t solved_word = model_.solved_index / kEntriesPerWord;
        if (solved_word >= slice_.first_word && solved_word < slice_.end_word)
            table_.set(model_.solved_index, 0);
    }

    uint64_t expand(int depth, Direction direction, double&) override {
        const unsigned frontier = static_cast<unsigned>(depth % 3);
        const unsigned next = static_cast<unsigned>((depth + 1) % 3);
        const uint64_t found = with_move_count(view_.num_moves, [&](auto moves_constant) {
            constexpr int kMoves = decltype(moves_constant)::value;
            if (direction == Direction::Push) return push<kMoves>(frontier, next);
            if (view_.pull_group == 2) return pull<kMoves, 2>(frontier, next);
            if (view_.pull_group == 3) return pull<kMoves, 3>(frontier, next);
            return pull<kMoves, 0>(frontier, next);
        });
        // Both directions move one bitmap of the whole index: every rank's slice to (or from)
        // each of the other ranks.
        exchanged_ = static_cast<uint64_t>(mpi_.size() - 1) * static_cast<uint64_t>(bitmap_words_) *
                     sizeof(uint64_t);
        return mpi_.sum(found);
    }

    uint64_t exchanged_bytes() const override {
        return exchanged_;
    }

  private:
    // Mark every neighbour of this slice's frontier in the rank's bitmap (threads share it:
    // atomic ORs), reduce each owner's range onto its owner, merge this slice's.
    template <int kMoves>
    uint64_t push(unsigned frontier, unsigned next) {
        const ModelView view = view_;
        Word* words = words_;
        uint64_t* bitmap = bitmap_;
        const int64_t first = static_cast<int64_t>(slice_.first_word);
        const int64_t end = static_cast<int64_t>(slice_.end_word);
        if (threads_ == 1) {
            NeighbourCursor cursor;
            for (int64_t w = first; w < end; ++w)
                mark_neighbours_word<kMoves, false>(view, words, static_cast<uint64_t>(w), frontier,
                                                    bitmap, cursor);
        } else {
#pragma omp parallel num_threads(threads_)
            {
                NeighbourCursor cursor;
#pragma omp for schedule(dynamic, kWordsPerChunk)
                for (int64_t w = first; w < end; ++w)
                    mark_neighbours_word<kMoves, true>(view, words, static_cast<uint64_t>(w),
                                                       frontier, bitmap, cursor);
            }
        }
        for (int owner = 0; owner < mpi_.size(); ++owner) {
            const RankSlice s = rank_slice(view_.num_states, owner, mpi_.size());
            for (uint64_t at = s.first_bits; at < s.end_bits; at += kExchangeChunkWords) {
                const int n = static_cast<int>(std::min(kExchangeChunkWords, s.end_bits - at));
                if (owner == mpi_.rank())
                    MPI_Reduce(MPI_IN_PLACE, bitmap + at, n, MPI_UINT64_T, MPI_BOR, owner,
                               MPI_COMM_WORLD);
                else
                    MPI_Reduce(bitmap + at, nullptr, n, MPI_UINT64_T, MPI_BOR, owner,
                               MPI_COMM_WORLD);
            }
        }
        uint64_t found = 0;
        const int64_t first_bits = static_cast<int64_t>(slice_.first_bits);
        const int64_t end_bits = static_cast<int64_t>(slice_.end_bits);
#pragma omp parallel for num_threads(threads_) schedule(static) reduction(+ : found)
        for (int64_t i = first_bits; i < end_bits; ++i) {
            const uint64_t bits = bitmap[i];
            if (bits == 0) continue;
            const uint64_t w = 2 * static_cast<uint64_t>(i);
            found += merge_touched_word(words, w, static_cast<uint32_t>(bits), next);
            if (static_cast<int64_t>(w) + 1 < end)
                found += merge_touched_word(words, w + 1, static_cast<uint32_t>(bits >> 32), next);
        }
        clear_bitmap();
        return found;
    }

    // The frontier bits of every slice in the bitmap, then this slice's unreached states
    // probed against it.
    template <int kMoves, int kGroup>
    uint64_t pull(unsigned frontier, unsigned next) {
        const ModelView view = view_;
        Word* words = words_;
        uint64_t* bitmap = bitmap_;
        const uint64_t num_states = view_.num_states;
        const int64_t first_bits = static_cast<int64_t>(slice_.first_bits);
        const int64_t end_bits = static_cast<int64_t>(slice_.end_bits);
        const int64_t end = static_cast<int64_t>(slice_.end_word);
#pragma omp parallel for num_threads(threads_) schedule(static)
        for (int64_t i = first_bits; i < end_bits; ++i) {
            const uint64_t w = 2 * static_cast<uint64_t>(i);
            uint64_t bits = lanes_to_bits(lanes_equal(load_word(words + w), frontier) &
                                          valid_lanes(w, num_states));
            if (static_cast<int64_t>(w) + 1 < end)
                bits |= uint64_t{lanes_to_bits(lanes_equal(load_word(words + w + 1), frontier) &
                                               valid_lanes(w + 1, num_states))}
                        << 32;
            if (bits != 0) bitmap[i] = bits;
        }
        for (int owner = 0; owner < mpi_.size(); ++owner) {
            const RankSlice s = rank_slice(view_.num_states, owner, mpi_.size());
            for (uint64_t at = s.first_bits; at < s.end_bits; at += kExchangeChunkWords) {
                const int n = static_cast<int>(std::min(kExchangeChunkWords, s.end_bits - at));
                MPI_Bcast(bitmap + at, n, MPI_UINT64_T, owner, MPI_COMM_WORLD);
            }
        }
        const int64_t first = static_cast<int64_t>(slice_.first_word);
        const uint64_t* frontier_bits = bitmap;
        uint64_t found = 0;
#pragma omp parallel num_threads(threads_) reduction(+ : found)
        {
            NeighbourCursor cursor;
#pragma omp for schedule(dynamic, kWordsPerChunk)
            for (int64_t w = first; w < end; ++w) {
                if (lanes_unreached(load_word(words + w)) == 0) continue;
                found += expand_pull_word_by<kMoves, kGroup>(
                    view, words, static_cast<uint64_t>(w), next, cursor,
                    [frontier_bits](uint64_t j) {
                        return (frontier_bits[j / 64] >> (j % 64)) & 1;
                    });
            }
        }
        clear_bitmap();
        return found;
    }

    // Zero again for the next level (only the words that are not: most are).
    void clear_bitmap() {
        uint64_t* bitmap = bitmap_;
        const int64_t n = bitmap_words_;
#pragma omp parallel for num_threads(threads_) schedule(static)
        for (int64_t i = 0; i < n; ++i)
            if (bitmap[i] != 0) bitmap[i] = 0;
    }

    const PuzzleModel& model_;
    const ModelView view_;
    DistanceTable& table_;
    const MpiSession& mpi_;
    const int threads_;
    const RankSlice slice_;
    Word* const words_;
    const int64_t bitmap_words_;
    LargeBuffer bitmap_storage_; // one bit per state of the whole index: the level's exchange
    uint64_t* const bitmap_;
    uint64_t exchanged_ = 0;
};

} // namespace

SearchResult search_mpi(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options, const MpiSession& mpi) {
    if (table.num_states() != model.num_states())
        throw std::invalid_argument("table size does not match the puzzle's state count");
    MpiLevelSteps steps(model, table, options, mpi);
    SearchResult result = run_levels(steps, model.num_states(), model.view().num_moves, options);
    const int threads = cpu_threads(options);
    result.backend = "cpu";
    result.device = std::to_string(mpi.size()) + (mpi.size() == 1 ? " rank" : " ranks") + " x " +
                    std::to_string(threads) + (threads == 1 ? " thread" : " threads");
    result.threads = threads;
    return result;
}

} // namespace twobit
