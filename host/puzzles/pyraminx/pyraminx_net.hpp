// The Pyraminx's net string for pictures (host/present/puzzle_nets.hpp draws it): 36 face
// letters (F L R D, the colour of the face a sticker belongs on), the faces F, left, right
// and D laid out as one big triangle pointing down (WCA's and cubing.js's picture: left,
// front, right across the top, D below the front), each face's 9 stickers row by row from
// the top of the picture, left to right. Tips included: `tips` as in pyraminx_model.hpp
// (thirds clockwise against the centre below); zeros draw a tipless Pyraminx's tips aligned.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "host/puzzles/pyraminx/pyraminx_puzzle.hpp"

namespace twobit::pyraminx {

std::string pyraminx_net(const State& s, const std::array<uint8_t, kNumVertices>& tips);

} // namespace twobit::pyraminx
