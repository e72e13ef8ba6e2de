// A complete 2-bit table (distance mod 3) used as a pruning table by the 3x3x3 solvers, with
// the model it was built for: the index of a neighbour, the entry, and the exact distance.
// The exact distance of one state costs a walk down the table (a few reads per move); from
// then on a search keeps it exact for free, because a neighbour's distance is the parent's
// minus one, the same, or plus one, and its entry says which (next_distance).
#pragma once

#include <cstdint>
#include <vector>

#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/cube/move_set.hpp"
#include "kernels/model_view.hpp"

namespace twobit {

// The 18 face turns of the 3x3x3 are numbered face * 3 + power - 1 (U U2 U' R R2 R' ...).
constexpr int kFaceTurns = 18;
inline int turn_id(Face face, int power) {
    return static_cast<int>(face) * 3 + power - 1;
}
inline FaceTurn face_turn_of(int id) {
    return {static_cast<Face>(id / 3), id % 3 + 1};
}

// The exact distance of a neighbour whose entry is child_mod3, from its parent's exact one.
inline int next_distance(int parent, unsigned child_mod3) {
    const int delta = (static_cast<int>(child_mod3) - parent % 3 + 3) % 3;
    return delta == 0 ? parent : delta == 1 ? parent + 1 : parent - 1;
}

class PruningTable {
  public:
    // Both must outlive this. Throws std::logic_error if the table's size is not the model's.
    PruningTable(const PuzzleModel& model, TableBytes table);

    const PuzzleModel& model() const { return *model_; }
    unsigned get(uint64_t index) const { return table_.get(index); }
    // Asks the CPU to start loading an entry that will be read soon (a large table's reads
    // are cache misses; a search computes a node's children first, then reads them).
    void prefetch(uint64_t index) const { __builtin_prefetch(table_.bytes + index / 4); }
    // The model's move index of face turn `turn`, or -1 when it has none.
    int model_move(int turn) const { return move_of_[static_cast<size_t>(turn)]; }
    // True if the model has face turn `turn` (phase 2's models have 10 of the 18).
    bool has_turn(int turn) const { return move_of_[static_cast<size_t>(turn)] >= 0; }
    // The index after face turn `turn` (which the model must have).
    uint64_t child(uint64_t index, int turn) const {
        return neighbour_index(view_, split_index(view_, index),
                               move_of_[static_cast<size_t>(turn)]);
    }
    // The same in steps that a search carries along a path: the coordinates of an index once,
    // then each child's coordinates and index without a division.
    CoordDigits digits(uint64_t index) const { return split_index(view_, index); }
    CoordDigits child_digits(const CoordDigits& d, int turn) const {
        CoordDigits next{};
        const int move = move_of_[static_cast<size_t>(turn)];
        for (int c = 0; c < view_.num_coords; ++c)
            next.value[c] = coord_after_move(view_, d, c, move);
        return next;
    }
    // Asks for the rows of the move tables that the children of a state with these digits
    // read (child_digits): a search calls it when it makes a node, so that its children find
    // them in the cache (a six-edge table's rows are in two 48 MB tables, the corners' in
    // 2.9 MB: a miss each per node otherwise). A half-parity coordinate's row is one of two
    // neighbours (which one depends on the other coordinates): both are asked for.
    void prefetch_moves(const CoordDigits& d) const {
        const uint64_t moves = static_cast<uint64_t>(view_.num_moves);
        for (int c = 0; c < view_.num_coords; ++c) {
            uint64_t row = d.value[c], rows = 1;
            if (view_.kind[c] == kCoordXorBySource)
                row = d.value[view_.source[c]];
            else if (view_.kind[c] == kCoordParityHalf)
                row *= 2, rows = 2;
            else if (view_.kind[c] != kCoordTable)
                continue;
            const char* first = reinterpret_cast<const char*>(view_.move_table[c] + row * moves);
            const char* last =
                reinterpret_cast<const char*>(view_.move_table[c] + (row + rows) * moves) - 1;
            // Every cache line from first to last (the step may pass last's line).
            for (const char* line = first; line <= last; line += 64) __builtin_prefetch(line);
            __builtin_prefetch(last);
        }
    }
    uint64_t index_of(const CoordDigits& d) const {
        uint64_t index = 0;
        for (int c = 0; c < view_.num_coords; ++c) index = index * view_.coord_size[c] + d.value[c];
        return index;
    }
    // The exact distance (a walk down). Throws InconsistentTableError (host/engine/solver.hpp)
    // if the table contradicts its moves; -1 if the state is unreachable.
    int distance(uint64_t index) const;
    // An optimal solution as face-turn ids.
    std::vector<int> solution(uint64_t index) const;

  private:
    const PuzzleModel* model_;
    ModelView view_;
    TableBytes table_;
    std::vector<int> move_of_; // per face-turn id: the model's move index, or -1
    std::vector<int> turn_of_; // per model move: the face-turn id
};

} // namespace twobit
