// Face-turn move sets: which faces turn (--gens) and by how much (--metric). Turns the user's
// words into an ordered list of (face, power), in the fixed face order U R F D L B and the
// power order 1, 2, 3, so the same set always yields the same table.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit {

struct FaceTurn {
    Face face;
    int power; // 1 = clockwise quarter, 2 = half, 3 = anticlockwise quarter
};

// Metrics: "htm" (powers 1 2 3), "qtm" (1 3), "half" (2).
// gens: the turning faces as letters in any order ("RU"), or empty for all of allowed_faces.
// normalized_gens receives the faces in U R F D L B order. Throws std::invalid_argument with a
// message naming the unknown metric, the unknown or disallowed face, or the repeated face.
std::vector<FaceTurn> face_turn_set(const std::string& metric, const std::string& gens,
                                    const std::string& allowed_faces, std::string& normalized_gens);

// Index in `turns` of the turn that undoes turns[i].
int inverse_turn_index(const std::vector<FaceTurn>& turns, size_t i);

} // namespace twobit
