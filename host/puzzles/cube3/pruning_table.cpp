// PruningTable (pruning_table.hpp): the face-turn ids mapped onto the model's moves by name,
// so that any face-turn model (all 18 turns, or phase 2's 10) serves the solvers.
#include "host/puzzles/cube3/pruning_table.hpp"

#include <stdexcept>

#include "host/engine/solver.hpp"

namespace twobit {

PruningTable::PruningTable(const PuzzleModel& model, TableBytes table)
    : model_(&model), view_(model.view()), table_(table), move_of_(kFaceTurns, -1) {
    if (table.states != model.num_states() || table.bytes == nullptr)
        throw std::logic_error("a pruning table of the wrong size for " + model.puzzle);
    for (size_t m = 0; m < model.moves.size(); ++m) {
        int id = -1;
        for (int t = 0; t < kFaceTurns; ++t)
            if (move_name(face_turn_of(t).face, face_turn_of(t).power) == model.moves[m].name)
                id = t;
        if (id < 0) throw std::logic_error("not a face turn: " + model.moves[m].name);
        move_of_[static_cast<size_t>(id)] = static_cast<int>(m);
        turn_of_.push_back(id);
    }
}

int PruningTable::distance(uint64_t index) const {
    return Solver<TableBytes>(*model_, table_, table_.max_depth).distance(index);
}

std::vector<int> PruningTable::solution(uint64_t index) const {
    std::vector<int> moves;
    Solver<TableBytes>(*model_, table_, table_.max_depth).solve(index, moves);
    for (int& m : moves) m = turn_of_[static_cast<size_t>(m)];
    return moves;
}

} // namespace twobit
