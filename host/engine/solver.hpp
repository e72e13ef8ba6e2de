// The lookup solver: with a complete distance table (distance mod 3 per state), a position
// whose entry is v has a move to a neighbour whose entry is (v + 2) mod 3, one step closer;
// follow such moves until solved. No search, no pruning heuristics: a handful of table reads
// per move. Works with any table type that has `unsigned get(uint64_t) const` (DistanceTable
// in memory, TableFile mapped from disk) and the PuzzleModel the table was built for.
//
// Order of solutions: move sequences compare by their move indices in the model's move
// list (e.g. U U2 U' R R2 R' F F2 F' for 2x2x2 HTM), first move most significant. solve()
// returns the first optimal solution in that order; solve_all() lists all in that order.
//
// A table that passed the file checks can still be wrong (a payload rewritten with fresh
// checksums): the solver never walks longer than the table's God's number, and a state with
// no way down, or a walk that ends elsewhere than solved, throws InconsistentTableError.
// Only a fresh search compared entry by entry proves a table (host/store/table_proof.hpp:
// `twobit verify --table`, and every load of a small held table).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "kernels/table_word.hpp"

namespace twobit {

// The table's entries contradict its moves at some state (it was damaged or forged).
class InconsistentTableError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

template <class Table>
class Solver {
  public:
    using Moves = std::vector<int>; // indices into the model's move list

    // Both must outlive the solver. No solution is longer than max_length (the table's
    // God's number, from its header or its search).
    Solver(const PuzzleModel& model, const Table& table, int max_length)
        : view_(model.view()), solved_(model.solved_index), table_(table),
          max_length_(static_cast<size_t>(max_length < 0 ? 0 : max_length)) {}

    bool reachable(uint64_t index) const { return table_.get(index) != kUnreached; }

    // Optimal number of moves, or -1 if the moves cannot reach the state.
    int distance(uint64_t index) const {
        Moves moves;
        return solve(index, moves) ? static_cast<int>(moves.size()) : -1;
    }

    // The first optimal solution; false if the state is unreachable. Throws
    // InconsistentTableError (see above).
    bool solve(uint64_t index, Moves& moves) const {
        moves.clear();
        unsigned value = table_.get(index);
        if (value == kUnreached) return false;
        while (index != solved_) {
            if (moves.size() >= max_length_) inconsistent(index, "no way down within God's number");
            const unsigned down = (value + 2) % 3;
            const CoordDigits d = split_index(view_, index);
            int move = 0;
            uint64_t next = 0;
            for (; move < view_.num_moves; ++move) {
                next = neighbour_index(view_, d, move);
                if (table_.get(next) == down) break;
            }
            if (move == view_.num_moves) inconsistent(index, "no neighbour one move closer");
            moves.push_back(move);
            index = next;
            value = down;
        }
        return true;
    }

    // Every optimal solution, in order, at most `limit` of them (0 = no limit). Empty if
    // the state is unreachable; one empty solution if it is solved. Throws
    // InconsistentTableError at the first walk down that does not end solved.
    std::vector<Moves> solve_all(uint64_t index, size_t limit = 0) const {
        std::vector<Moves> all;
        const unsigned value = table_.get(index);
        if (value == kUnreached) return all;
        Moves path;
        const int length = distance(index);
        collect(index, value, length, path, all, limit);
        return all;
    }

  private:
    [[noreturn]] static void inconsistent(uint64_t index, const char* what) {
        throw InconsistentTableError("the table contradicts its moves at state " +
                                     std::to_string(index) + " (" + what +
                                     "): it is damaged or forged");
    }

    // Depth-first along strictly decreasing distance; `remaining` moves are left. In a
    // correct table every such walk ends solved.
    void collect(uint64_t index, unsigned value, int remaining, Moves& path,
                 std::vector<Moves>& all, size_t limit) const {
        if (limit != 0 && all.size() >= limit) return;
        if (remaining == 0) {
            if (index != solved_) inconsistent(index, "a walk down ends unsolved");
            all.push_back(path);
            return;
        }
        const unsigned down = (value + 2) % 3;
        const CoordDigits d = split_index(view_, index);
        for (int move = 0; move < view_.num_moves; ++move) {
            const uint64_t next = neighbour_index(view_, d, move);
            if (table_.get(next) != down) continue;
            path.push_back(move);
            collect(next, down, remaining - 1, path, all, limit);
            path.pop_back();
        }
    }

    ModelView view_;
    uint64_t solved_;
    const Table& table_;
    size_t max_length_;
};

} // namespace twobit
