// What the records of the 3x3x3's spaces share (cube3_records.cpp, thistlethwaite_records.cpp):
// positions are face-turn scrambles applied to cubies with the centres fixed (rotations, wide
// turns and slices move the centres and are refused), then seen by the space.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

// A record whose `index` reads the cube and whose `outside` says why a cube is not in the
// space (empty when it is).
Puzzle cube3_space(std::string id, std::string description, std::vector<std::string> metrics,
                   std::string faces, uint64_t states, std::string index_doc,
                   std::function<PuzzleModel(const std::string&, const std::string&)> make_model,
                   std::function<uint64_t(const Cube3&)> index,
                   std::function<std::string(const Cube3&)> outside);

} // namespace twobit
