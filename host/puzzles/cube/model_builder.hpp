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
//
// For the same reason a half or anticlockwise turn of a face whose clockwise quarter turn is
// in the set is that quarter turn's column applied two or three times: only the quarter
// turns (and the faces without one, e.g. half-turn-only sets) go through the cubies, a third
// of the unrank/turn/rank work in HTM.
template <class Cube, class FromValue, class ValueOf>
Coordinate tabulate_coordinate(std::string name, uint32_t size, const std::vector<FaceTurn>& turns,
                               FromValue from_value, ValueOf value_of) {
    const size_t n = turns.size();
    std::vector<size_t> quarter(n, n); // the quarter turn that move m repeats, or n: none
    for (size_t m = 0; m < n; ++m) {
        if ((turns[m].power & 3) < 2) continue;
        for (size_t q = 0; q < n; ++q)
            if (turns[q].face == turns[m].face && (turns[q].power & 3) == 1) quarter[m] = q;
    }
    Coordinate c{std::move(name), size, {}};
    c.move_table.resize(size_t{size} * n);
    for (uint32_t v = 0; v < size; ++v) {
        const Cube cube = from_value(v);
        for (size_t m = 0; m < n; ++m)
            if (quarter[m] == n)
                c.move_table[v * n + m] = value_of(turn(cube, turns[m].face, turns[m].power));
    }
    for (size_t m = 0; m < n; ++m) {
        if (quarter[m] == n) continue;
        for (uint32_t v = 0; v < size; ++v) {
            uint32_t x = v;
            for (int k = 0; k < (turns[m].power & 3); ++k)
                x = c.move_table[size_t{x} * n + quarter[m]];
            c.move_table[v * n + m] = x;
        }
    }
    return c;
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
