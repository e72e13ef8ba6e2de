// Which cube `twobit solve` answers when nothing on the command line names a puzzle (no
// --puzzle, --def, --metric, --gens or --table): the positions themselves say, where they can.
//  - A sticker string's count: 54 stickers are a 3x3x3's, 24 a 2x2x2's.
//  - Moves only a 3x3x3 reads as its own: the slices M E S (a 2x2x2 has no middle layer, it
//    refuses them) and wide turns (r u f d l b, Rw Uw ...: on a 2x2x2 a wide turn is merely a
//    whole-cube rotation, so a scramble with one was written for a bigger cube; WCA 3x3x3
//    blindfolded scrambles end with them, 2x2x2 scrambles never have them).
//  - Face turns and rotations x y z are on both cubes: they decide nothing, and the default
//    puzzle (the 2x2x2) is assumed, with a note on a terminal saying so (assumed_puzzle_note).
// Arguments are all known at once: each decides, and two that disagree are a usage error.
// Standard input is read as it comes (a terminal answers each line as it is typed), so its
// first line decides for the whole batch: one command solves one puzzle, with one solver,
// its options checked once and its tables loaded once.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/position_solver.hpp"

namespace twobit::cli {

enum class PositionPuzzle { Undecided, Cube2, Cube3 };

// What one line says, read as --input (auto, moves or stickers) would read it.
PositionPuzzle puzzle_of_line(const std::string& line, InputKind input);

// What the argument positions say together. Throws UsageError when one is a 2x2x2's and
// another a 3x3x3's.
PositionPuzzle puzzle_of_positions(const std::vector<std::string>& positions, InputKind input);

// The puzzle id for a decision: "3x3x3" for Cube3, else the default `fallback`.
std::string puzzle_id_for(PositionPuzzle decided, const std::string& fallback);

// The line printed on stderr (when it is a terminal) when the positions decided nothing and
// the default puzzle is assumed: it names that puzzle and how to choose another.
std::string assumed_puzzle_note(const std::string& puzzle);

} // namespace twobit::cli
