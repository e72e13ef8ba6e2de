// The Skewb's net string for pictures (host/present/puzzle_nets.hpp draws it): 30 face
// letters, the faces U R F D L B as on a cube's net, each its centre and then its corners
// top-left, top-right, bottom-left, bottom-right as seen from outside (U with B at the top,
// D with F at the top, the side faces with U at the top). Read off the sticker points
// (skewb_puzzle.hpp), so it is the sticker view, not a second model.
#pragma once

#include <cstdint>
#include <string>

#include "host/puzzles/skewb/skewb_puzzle.hpp"

namespace twobit::skewb {

std::string skewb_net(const State& s);

} // namespace twobit::skewb
