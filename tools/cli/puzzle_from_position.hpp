// Which puzzle `twobit solve` answers when nothing on the command line names one (no --puzzle,
// --def, --metric, --gens or --table): the positions themselves say, where they can, by the
// records' claims (Puzzle::claims_position): a sticker string's count (54 a 3x3x3's, 24 a
// 2x2x2's), moves only a 3x3x3 scramble has (slices, wide turns, turns of D, L or B).
// Otherwise the default puzzle (the 2x2x2) is assumed, with a note on a terminal saying so
// (assumed_puzzle_note).
// Arguments are all known at once: each decides, and two that disagree are a usage error.
// Standard input is read as it comes (a terminal answers each line as it is typed), so its
// first line decides for the whole batch: one command solves one puzzle, with one solver,
// its options checked once and its tables loaded once.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/position_solver.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit::cli {

// What one line says, read as --input (auto, moves or stickers) would read it: the puzzle
// that claims it, or null. Throws UsageError for a line that reads as two puzzles'.
const Puzzle* puzzle_of_line(const std::string& line, InputKind input);

// What the argument positions say together. Throws UsageError when two name other puzzles.
const Puzzle* puzzle_of_positions(const std::vector<std::string>& positions, InputKind input);

// The line printed on stderr (when it is a terminal) when the positions decided nothing and
// the default puzzle is assumed: it names that puzzle and how to choose another.
std::string assumed_puzzle_note(const std::string& puzzle);

} // namespace twobit::cli
