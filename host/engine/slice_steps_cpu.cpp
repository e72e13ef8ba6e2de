// A distributed search's slice on CPU threads; see slice_steps.hpp. The CPU launcher's
// word-level steps (kernels/expand_step.hpp) over the slice's words only; the threads share
// the rank's one bitmap (atomic ORs when there are several), so that a rank's memory does not
// grow with its threads. In a window of the exchange, each step is a pass over the whole
// slice that marks, or asks about, only the neighbours inside it (windowed_marks.hpp).
#include <algorithm>
#include <omp.h>

#include "host/engine/move_count_dispatch.hpp"
#include "host/engine/slice_steps.hpp"
#include "host/engine/windowed_marks.hpp"
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

namespace {

constexpr int kWordsPerChunk = 512; // the CPU launcher's dynamic schedule

class CpuSliceSteps final : public SliceSteps {
  public:
    CpuSliceSteps(const PuzzleModel& model, DistanceTable& table, const RankSlice& slice,
                  int threads)
        : model_(model), view_(model.view()), table_(table), slice_(slice), threads_(threads),
          words_(table.words()) {}

    void start(bool resumed) override {
        if (resumed) return; // the caller loaded the slice
        Word* words = words_;
        const int64_t first = static_cast<int64_t>(slice_.first_word);
        const int64_t end = static_cast<int64_t>(slice_.end_word);
#pragma omp parallel for num_threads(threads_) schedule(static)
        for (int64_t w = first; w < end; ++w) words[w] = kAllUnreached;
        const uint64_t solved_word = model_.solved_index / kEntriesPerWord;
        if (solved_word >= slice_.first_word && solved_word < slice_.end_word)
            table_.set(model_.solved_index, 0);
    }

    void mark(unsigned frontier, const ExchangeWindow& window, uint64_t* bits) override {
        with_move_count(view_.num_moves, [&](auto moves_constant) -> uint64_t {
            constexpr int kMoves = decltype(moves_constant)::value;
            if (whole(window))
                mark_whole<kMoves>(frontier, bits);
            else if (threads_ == 1)
                mark_window<kMoves, false>(frontier, window, bits);
            else
                mark_window<kMoves, true>(frontier, window, bits);
            return 0;
        });
    }

    uint64_t merge(const uint64_t* bits, const ExchangeWindow& window, unsigned next) override {
        Word* words = words_;
        const int64_t end = static_cast<int64_t>(slice_.end_word);
        const Range r = in_slice(window);
        const int64_t first = static_cast<int64_t>(window.first);
        uint64_t found = 0;
#pragma omp parallel for num_threads(threads_) schedule(static) reduction(+ : found)
        for (int64_t i = r.first; i < r.end; ++i) {
            const uint64_t b = bits[i - first];
            if (b == 0) continue;
            const uint64_t w = 2 * static_cast<uint64_t>(i);
            found += merge_touched_word(words, w, static_cast<uint32_t>(b), next);
            if (static_cast<int64_t>(w) + 1 < end)
                found += merge_touched_word(words, w + 1, static_cast<uint32_t>(b >> 32), next);
        }
        return found;
    }

    void frontier_bits(unsigned frontier, const ExchangeWindow& window, uint64_t* bits) override {
        const Word* words = words_;
        const uint64_t num_states = view_.num_states;
        const int64_t end = static_cast<int64_t>(slice_.end_word);
        const Range r = in_slice(window);
        const int64_t first = static_cast<int64_t>(window.first);
#pragma omp parallel for num_threads(threads_) schedule(static)
        for (int64_t i = r.first; i < r.end; ++i) {
            const uint64_t w = 2 * static_cast<uint64_t>(i);
            uint64_t b = lanes_to_bits(lanes_equal(load_word(words + w), frontier) &
                                       valid_lanes(w, num_states));
            if (static_cast<int64_t>(w) + 1 < end)
                b |= uint64_t{lanes_to_bits(lanes_equal(load_word(words + w + 1), frontier) &
                                            valid_lanes(w + 1, num_states))}
                     << 32;
            if (b != 0) bits[i - first] = b;
        }
    }

    uint64_t pull(const uint64_t* bits, const ExchangeWindow& window, unsigned next) override {
        return with_move_count(view_.num_moves, [&](auto moves_constant) -> uint64_t {
            constexpr int kMoves = decltype(moves_constant)::value;
            return with_pull_group<kMoves>(view_.pull_group, [&](auto group_constant) {
                constexpr int kGroup = decltype(group_constant)::value;
                const ModelView view = view_;
                Word* words = words_;
                if (whole(window)) {
                    return pull_level([&](uint64_t w, NeighbourCursor& cursor) {
                        return expand_pull_word_from_bitmap<kMoves, kGroup>(view, words, w, next,
                                                                            cursor, bits, false);
                    });
                }
                // Only the neighbours in the window are asked; the others wait for theirs.
                const uint64_t first = 64 * window.first, span = 64 * (window.end - window.first);
                const auto in_window = [bits, first, span](uint64_t j) {
                    const uint64_t bit = j - first; // (unsigned: below the window wraps)
                    return bit < span && ((bits[bit / 64] >> (bit % 64)) & 1) != 0;
                };
                return pull_level([&](uint64_t w, NeighbourCursor& cursor) {
                    return expand_pull_word_by<kMoves, kGroup>(view, words, w, next, cursor,
                                                               in_window);
                });
            });
        });
    }

    std::string device() const override {
        return std::to_string(threads_) + (threads_ == 1 ? " thread" : " threads");
    }

  private:
    struct Range {
        int64_t first, end; // bitmap words
    };

    bool whole(const ExchangeWindow& window) const {
        return window.first == 0 && 64 * window.end >= view_.num_states;
    }

    // The slice's bitmap words in `window`.
    Range in_slice(const ExchangeWindow& window) const {
        const uint64_t first = std::max(slice_.first_bits, window.first);
        const uint64_t end = std::max(first, std::min(slice_.end_bits, window.end));
        return {static_cast<int64_t>(first), static_cast<int64_t>(end)};
    }

    template <int kMoves>
    void mark_whole(unsigned frontier, uint64_t* bitmap) {
        const ModelView view = view_;
        Word* words = words_;
        const int64_t first = static_cast<int64_t>(slice_.first_word);
        const int64_t end = static_cast<int64_t>(slice_.end_word);
        if (threads_ == 1) {
            NeighbourCursor cursor;
            mark_neighbours_words<kMoves, false>(view, words, static_cast<uint64_t>(first),
                                                 static_cast<uint64_t>(end), frontier, bitmap,
                                                 cursor);
            return;
        }
#pragma omp parallel num_threads(threads_)
        {
            NeighbourCursor cursor;
#pragma omp for schedule(dynamic, kWordsPerChunk)
            for (int64_t w = first; w < end; ++w)
                mark_neighbours_word<kMoves, true>(view, words, static_cast<uint64_t>(w), frontier,
                                                   bitmap, cursor);
        }
    }

    // A pass over the slice's whole frontier that marks only what lands in the window (a
    // block-wise model skips a run's moves that leave it, windowed_marks.hpp).
    template <int kMoves, bool kShared>
    void mark_window(unsigned frontier, const ExchangeWindow& window, uint64_t* bits) {
        const ModelView view = view_;
        Word* words = words_;
        const MarkWindow states{64 * window.first, 64 * (window.end - window.first)};
        const int64_t first = static_cast<int64_t>(slice_.first_word);
        const int64_t end = static_cast<int64_t>(slice_.end_word);
#pragma omp parallel num_threads(threads_)
        {
            NeighbourCursor cursor;
#pragma omp for schedule(dynamic, kWordsPerChunk)
            for (int64_t w = first; w < end; ++w)
                mark_window_word<kMoves, kShared>(view, words, static_cast<uint64_t>(w), frontier,
                                                  states, bits, cursor, false);
        }
    }

    // pull_word(w, cursor) on every slice word with unreached lanes; returns the states found.
    template <class PullWord>
    uint64_t pull_level(PullWord pull_word) {
        Word* words = words_;
        const int64_t first = static_cast<int64_t>(slice_.first_word);
        const int64_t end = static_cast<int64_t>(slice_.end_word);
        uint64_t found = 0;
#pragma omp parallel num_threads(threads_) reduction(+ : found)
        {
            NeighbourCursor cursor;
#pragma omp for schedule(dynamic, kWordsPerChunk)
            for (int64_t w = first; w < end; ++w) {
                if (lanes_unreached(load_word(words + w)) == 0) continue;
                found += pull_word(static_cast<uint64_t>(w), cursor);
            }
        }
        return found;
    }

    const PuzzleModel& model_;
    const ModelView view_;
    DistanceTable& table_;
    const RankSlice slice_;
    const int threads_;
    Word* const words_;
};

} // namespace

std::unique_ptr<SliceSteps> cpu_slice_steps(const PuzzleModel& model, DistanceTable& table,
                                            const RankSlice& slice, int threads) {
    return std::make_unique<CpuSliceSteps>(model, table, slice, threads);
}

} // namespace twobit
