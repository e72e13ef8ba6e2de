// Pictures of the puzzles that are not cubes, from the net strings their records make: the
// Skewb (30 stickers, host/puzzles/skewb/skewb_net.hpp), the Pyraminx (36,
// host/puzzles/pyraminx/pyraminx_net.hpp) and the Rubik's Clock (18 dials,
// host/puzzles/clock/clock_net.hpp). As with the cubes (cube_net.hpp), a net string says
// its puzzle by its length, so that solve, show and analyze pass strings and never ask
// which puzzle drew them. Only drawing.
#pragma once

#include <sstream>
#include <string>

#include "host/present/cube_net.hpp"

namespace twobit {

// True for a Skewb, Pyraminx or Clock net string's length.
bool is_puzzle_net(const std::string& net);

// The picture's size in pixels, without captions.
int puzzle_net_width(const std::string& net);
int puzzle_net_height(const std::string& net);

// The picture with its top-left corner at (x, y). Skewb stickers are
// <polygon class="sticker" data-face data-slot data-colour> (colours: the cube's, by face
// letter); Pyraminx stickers the same with the WCA colours (F green, L red, R blue, D
// yellow); Clock dials <circle class="dial" data-face="F|B" data-dial="1..9" data-hour>
// with a hand.
void append_puzzle_net(std::ostringstream& out, const std::string& net, const NetColours& colours,
                       int x, int y);

// The net as plain text, a line per face: "U: U UUUU" (centre, then corners), "F: FFFFFFFFF",
// "front: 0 0 0 / 0 0 0 / 0 0 0".
std::string puzzle_net_text(const std::string& net);

} // namespace twobit
