// clock-front: one face of the Rubik's Clock, 12^9 states (its 9 dials), under the 15 front
// pin sets with every amount 1..11 as one move (165 moves; God's number 8). It is D of
// clock_face_distance.hpp as a table: the engine's largest catalog space, a GPU benchmark.
// Coordinates: the three rows of dials (12^3 each), the top row most significant.
#pragma once

#include <string>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

constexpr uint64_t kClockFrontStates = 5159780352ULL; // 12^9
constexpr uint32_t kClockRowValues = 1728;            // 12^3: one row's three dials

// metric must be "htm" (any amount counts 1) and gens empty.
PuzzleModel make_clock_front_model(const std::string& metric, const std::string& gens);

} // namespace twobit
