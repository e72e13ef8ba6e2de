// One coordinate's move table built from a puzzle's own states and turns: every value is
// unranked to a state, turned by every move and ranked again. This is only right for a
// coordinate whose new value depends on its own old value alone, which PuzzleModel demands
// anyway; the models' tests check the tables against turning whole states.
#pragma once

#include <string>
#include <utility>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

// unrank(value) -> State; rank(const State&) -> value; turn(const State&, move) -> State.
template <class Unrank, class Rank, class Turn>
Coordinate coordinate_from_states(std::string name, uint32_t size, size_t num_moves, Unrank unrank,
                                  Rank rank, Turn turn) {
    Coordinate c{std::move(name), size, {}};
    c.move_table.resize(size_t{size} * num_moves);
    for (uint32_t v = 0; v < size; ++v) {
        const auto state = unrank(v);
        for (size_t m = 0; m < num_moves; ++m)
            c.move_table[v * num_moves + m] = rank(turn(state, m));
    }
    return c;
}

} // namespace twobit
