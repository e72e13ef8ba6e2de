// The scrambler of a puzzle with a complete table: draw indices uniformly until one is reached
// (the table's entry says so) and far enough, walk the table down to solved, and write that
// optimal solution backwards with each move inverted. See scrambler.hpp.
#include <algorithm>
#include <stdexcept>
#include <vector>

#include "host/engine/solver.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/scramble/scrambler.hpp"
#include "host/puzzles/scramble/uniform_random.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/held_table.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

namespace {

// The most reached states listed (128 MiB of indices); more are drawn by rejection, which then
// needs at most 64 draws on average.
constexpr uint64_t kListedStates = uint64_t{1} << 24;

class TableScrambler : public Scrambler {
  public:
    TableScrambler(const Puzzle& record, PuzzleModel model, const OutputName& path, int threads)
        : record_(record), model_(std::move(model)),
          table_(index_table_spec(record, model_, path), "scrambles", threads),
          bytes_(table_.bytes()), walk_(model_, bytes_, bytes_.max_depth) {
        const PuzzleModel& m = model_;
        if (m.metric == record.metrics.front() && whole_move_set(record, m))
            minimum_ = record.wca_minimum;
        // Where the moves reach few of the index's states (`--gens U` of <R,U>: 4 of 881 M), a
        // uniform index is almost never one of them: the reached ones are listed instead, once,
        // and drawn from that list.
        const uint64_t reached = table_.header().reached;
        if (reached < model_.num_states() / 64 && reached <= kListedStates)
            for (uint64_t i = 0; i < model_.num_states(); ++i)
                if (walk_.reachable(i)) reached_.push_back(i);
        // Every state nearer than the minimum would be drawn for ever.
        if (bytes_.max_depth < minimum_.moves)
            throw std::invalid_argument(
                record.id + ": no state needs " + std::to_string(minimum_.moves) +
                " moves (the least a scramble may need), the farthest needs " +
                std::to_string(bytes_.max_depth));
    }

    Scramble next(std::mt19937_64& rng) override {
        const PuzzleModel& model = model_;
        const uint64_t states = model.num_states();
        std::vector<int> solution;
        for (;;) {
            const uint64_t index = reached_.empty() ? uniform_below(rng, states)
                                                    : reached_[uniform_below(rng, reached_.size())];
            if (!walk_.reachable(index)) continue;
            walk_.solve(index, solution);
            const auto counted = std::count_if(solution.begin(), solution.end(), [&](int m) {
                return counts_toward_minimum(minimum_, model.moves[static_cast<size_t>(m)].name);
            });
            if (counted < minimum_.moves) continue;
            std::vector<int> moves = undo_moves(model, solution);
            // Tip turns commute with every move: written last, as WCA scrambles write them.
            std::stable_partition(moves.begin(), moves.end(), [&](int m) {
                return counts_toward_minimum(minimum_, model.moves[static_cast<size_t>(m)].name);
            });
            Scramble s;
            s.text = record_.format(model, moves);
            s.length = static_cast<int>(moves.size());
            s.distance = s.length;
            s.index = index;
            return s;
        }
    }

  private:
    const Puzzle& record_;
    PuzzleModel model_;
    HeldTable table_;
    TableBytes bytes_;
    Solver<TableBytes> walk_;
    std::vector<uint64_t> reached_; // where the moves reach few states: those states
};

} // namespace

std::unique_ptr<Scrambler> make_table_scrambler(const Puzzle& record,
                                                const ScrambleRequest& request) {
    PuzzleModel model = model_of(record, request.metric, request.gens);
    const OutputName path = default_table_path(record, model);
    return std::make_unique<TableScrambler>(record, std::move(model), path, request.threads);
}

} // namespace twobit
