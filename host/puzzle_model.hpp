// PuzzleModel: a state space as the search sees it, with no knowledge of cubes. Coordinates
// (each a size and a move table), the moves (names and inverses) and the solved index; the
// state index is the mixed-radix product of the coordinates, the first one most significant.
// Puzzle-specific code (e.g. cube2_model.cpp) builds these; the search only reads view().
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../kernels/model_view.hpp"

namespace twobit {

struct Coordinate {
    std::string name;
    uint32_t size = 0;
    // move_table[value * num_moves + move] = the value after move.
    std::vector<uint32_t> move_table;
};

struct Move {
    std::string name; // "R", "R2", "R'"
    int inverse = -1; // index of the inverse move in the same move list
};

struct PuzzleModel {
    std::string puzzle; // catalog id, e.g. "2x2x2"
    std::string metric; // "htm", "qtm", "half"
    std::string gens;   // turning faces, e.g. "URF" or "RU"
    std::vector<Coordinate> coords;
    std::vector<Move> moves;
    uint64_t solved_index = 0;

    uint64_t num_states() const;
    int num_moves() const { return static_cast<int>(moves.size()); }

    // Plain-data view for the search; valid while this model lives and is not changed.
    ModelView view() const;

    // Index reached from `index` by move `move` (through the move tables).
    uint64_t apply(uint64_t index, int move) const;

    // Space-separated move names in move order, e.g. "U U2 U' R R2 R'".
    std::string move_list() const;

    // Throws std::logic_error if the tables are inconsistent: a coordinate count outside
    // 1..kMaxCoords, a table of the wrong size or with values out of range, a move whose
    // inverse is wrong, or a solved index outside the space.
    void validate() const;
};

} // namespace twobit
