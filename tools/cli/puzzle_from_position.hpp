// Which puzzle `twobit solve` answers when nothing on the command line names one (no --puzzle,
// --def, --metric, --gens or --table): the positions themselves say, where they can, by the
// records' claims (Puzzle::claims_position): a sticker string's count (54 a 3x3x3's, 24 a
// 2x2x2's), moves only a 3x3x3 scramble has (slices, wide turns, turns of D, L or B).
// Otherwise the default puzzle (the 2x2x2) is assumed. Either way a note on stderr names the
// puzzle chosen (chosen_puzzle_note; -q silences it), and --json names it on every line.
// Arguments are all known at once: each decides, and two that disagree are a usage error.
// Standard input is read as it comes (a terminal answers each line as it is typed), so its
// first line decides for the whole batch: one command solves one puzzle, with one solver,
// its options checked once and its tables loaded once. A later line that another puzzle
// claims is answered `invalid:`, naming both (other_puzzles_line), never solved as the
// batch's puzzle.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/position_solver.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit::cli {

// What one line says, read as --input (auto, moves or stickers) would read it: the puzzle
// that claims it, or null. Throws UsageError for a line that reads as two puzzles'.
const Puzzle* puzzle_of_line(const std::string& line, InputKind input);

// Six arguments of one length that together are a cube's stickers face by face (the shell
// split an unquoted sticker string): a UsageError that says to quote them, not six positions
// read as moves. Run by puzzle_of_positions, and by solve when a puzzle is named.
void refuse_split_sticker_string(const std::vector<std::string>& positions);

// What the argument positions say together. Throws UsageError when two name other puzzles.
const Puzzle* puzzle_of_positions(const std::vector<std::string>& positions, InputKind input);

// The line printed on stderr when no option named the puzzle: it names the puzzle the
// positions chose, or the default one assumed, and how to choose another.
std::string chosen_puzzle_note(const std::string& puzzle, bool assumed);

// Empty when a line of a standard-input batch of `batch` positions may be solved as one;
// else why not: another puzzle claims it, or two do.
std::string other_puzzles_line(const std::string& line, const Puzzle& batch, bool assumed,
                               InputKind input);

} // namespace twobit::cli
