// The Skewb as pieces read off its stickers: 6 centres (one sticker each) and 8 corners
// (three), turned by the WCA letters U, L, R, B about the UBL, DFL, DBR and DBL corners. None
// of these four turns moves the UFR corner, and a turn about any other corner is one of them
// followed by a whole-puzzle rotation, so holding UFR still loses nothing. The state index
// lives in skewb_model.hpp.
#pragma once

#include <cstdint>

#include "host/puzzles/axis/axis_puzzle.hpp"
#include "host/puzzles/axis/piece_geometry.hpp"

namespace twobit::skewb {

enum Corner : uint8_t { UFR, UFL, UBL, UBR, DFR, DFL, DBL, DBR, kNumCorners };
// Centres and colours follow the faces U R F D L B.
enum Centre : uint8_t { CentreU, CentreR, CentreF, CentreD, CentreL, CentreB, kNumCentres };

constexpr int kNumAxes = 4;
constexpr const char* kAxisLetters = "ULRB";
// The corner each axis letter turns about (WCA: U = UBL, L = DFL, R = DBR, B = DBL).
constexpr Corner kPivot[kNumAxes] = {UBL, DFL, DBR, DBL};

struct State {
    PieceState centres = solved_pieces(kNumCentres);
    PieceState corners = solved_pieces(kNumCorners);

    bool operator==(const State& o) const { return centres == o.centres && corners == o.corners; }
    bool operator!=(const State& o) const { return !(*this == o); }
    bool is_solved() const { return *this == State{}; }
};

// Sticker points, x = R, y = U, z = F, the cube spanning -3..3: a centre's sticker is 3 from
// the middle along its face's axis; a corner's are on its three faces, 2 from the middle
// along the other two axes, U or D sticker first, then clockwise about the corner.
const PieceSlots& centre_slots();
const PieceSlots& corner_slots();

// The half of the puzzle on the pivot's side of the plane through the middle.
AxisTurn axis_turn(int axis, bool clockwise);

// Turns, moves like "U R' B L" (kAxisLetters) and the sticker view: 30 colours (0..5 = U R F
// D L B), the centres' then the corners' slots. Built once, on first use.
const AxisPuzzle<State>& puzzle();

} // namespace twobit::skewb
