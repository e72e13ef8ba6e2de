// The three axes' views (cube3_axes.hpp), made by turning the 54 stickers and reading them
// back relative to the centres: no table of rotated cubies to get wrong, and the turn
// mapping is found by trying all 18 turns once.
#include "host/puzzles/cube3/cube3_axes.hpp"

#include <array>
#include <stdexcept>

#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "host/puzzles/cube3/pruning_table.hpp"

namespace twobit {

Cube3 cube3_on_axis(const Cube3& cube, int axis) {
    if (axis == 0) return cube;
    const std::vector<ParsedTurn> rotation{{axis == 1 ? 'z' : 'x', 1, 1}};
    return cube3_from_facelets(turn_facelets(cube3_facelets(cube), rotation));
}

int axis_turn(int axis, int t) {
    using Table = std::array<std::array<int, kFaceTurns>, 3>;
    static const Table table = [] {
        Table m{};
        for (size_t a = 0; a < 3; ++a)
            for (int u = 0; u < kFaceTurns; ++u) {
                const FaceTurn f = face_turn_of(u);
                const Cube3 seen =
                    cube3_on_axis(turn(Cube3{}, f.face, f.power), static_cast<int>(a));
                int& image = m[a][static_cast<size_t>(u)];
                image = -1;
                for (int w = 0; w < kFaceTurns; ++w)
                    if (turn(Cube3{}, face_turn_of(w).face, face_turn_of(w).power) == seen)
                        image = w;
                if (image < 0)
                    throw std::logic_error("a rotation takes a face turn to no face turn");
            }
        return m;
    }();
    return table[static_cast<size_t>(axis)][static_cast<size_t>(t)];
}

} // namespace twobit
