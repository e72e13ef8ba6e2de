// Helpers for building a PuzzleModel from cubies: the named move list of a face-turn set, a
// coordinate's move table made by turning one representative cube per coordinate value, and
// the permutation rank of the pieces inside an orbit of positions. They hold no puzzle
// knowledge; the models (cube2_model.cpp, cube3_*_model.cpp) supply the conversions.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "host/engine/coordinate_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/cube/move_set.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

// "U", "U2", "U'" ... with the index of each move's inverse, in the order of `turns`.
inline std::vector<Move> face_turn_moves(const std::vector<FaceTurn>& turns) {
    std::vector<Move> moves;
    for (size_t m = 0; m < turns.size(); ++m)
        moves.push_back({move_name(turns[m].face, turns[m].power), inverse_turn_index(turns, m)});
    return moves;
}

// The model's moves for a face-turn set, and its pull group: the turns of one face.
inline void set_face_turn_moves(PuzzleModel& model, const std::vector<FaceTurn>& turns) {
    model.moves = face_turn_moves(turns);
    int same_face = 0;
    while (same_face < static_cast<int>(turns.size()) && turns[same_face].face == turns[0].face)
        ++same_face;
    model.pull_group = same_face > 0 ? same_face : 1;
}

// The coordinate's move table: for each value v, from_value(v) is a cube with that value and
// value_of(turn(cube, face, power)) its value after each turn. This is only right when the
// coordinate moves independently (the result must not depend on which representative cube
// from_value picks), which is what makes it a coordinate the search can use.
template <class Cube, class FromValue, class ValueOf>
Coordinate tabulate_coordinate(std::string name, uint32_t size, const std::vector<FaceTurn>& turns,
                               FromValue from_value, ValueOf value_of) {
    return coordinate_from_states(
        std::move(name), size, turns.size(), [&](uint32_t v) -> Cube { return from_value(v); },
        value_of,
        [&turns](const Cube& cube, size_t m) { return turn(cube, turns[m].face, turns[m].power); });
}

// An orbit: K positions (in the cubie order) that the moves map onto each other, each piece
// named like its home position. perm[p] is the piece in position p, as in CornerCube and
// EdgeCube. The rank (0..K!-1) of the arrangement of the orbit's pieces among its positions;
// a piece from outside the orbit there gives a meaningless rank.
template <size_t N, size_t K>
uint32_t rank_in_orbit(const std::array<uint8_t, N>& perm, const std::array<uint8_t, K>& orbit) {
    uint8_t local[K];
    for (size_t i = 0; i < K; ++i) {
        size_t slot = 0;
        while (slot < K && orbit[slot] != perm[orbit[i]]) ++slot;
        local[i] = static_cast<uint8_t>(slot);
    }
    return rank_permutation(local, static_cast<int>(K));
}

// Inverse of rank_in_orbit: arranges the orbit's pieces in its positions; perm elsewhere is
// left as it is.
template <size_t N, size_t K>
void unrank_in_orbit(uint32_t rank, const std::array<uint8_t, K>& orbit,
                     std::array<uint8_t, N>& perm) {
    uint8_t local[K];
    unrank_permutation(rank, static_cast<int>(K), local);
    for (size_t i = 0; i < K; ++i) perm[orbit[i]] = orbit[local[i]];
}

} // namespace twobit
