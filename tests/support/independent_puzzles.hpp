// Independent definitions the tests hold the puzzles' solve answers against: each puzzle as
// a state that turns by its own rules, read from move text by a parser of the tests' own
// (not the engine's notation, coordinates or move tables), with the moves of its notation,
// a "solved" that says what the puzzle's table solves, and a plain iterative-deepening
// search for the optimal length of short scrambles.
//   - the 3x3x3's spaces: cubies (test_support's apply_sequence), solved as the space says
//     (corners only, six edges, into <U, D, R2, L2, F2, B2>, or the whole cube);
//   - the Skewb and the tipless Pyraminx: sticker colours turned sticker by sticker about
//     their axes, with no notion of pieces;
//   - the Pyraminx's tips: how often each was turned, against its centre.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace twobit::test {

class IndependentPuzzle {
  public:
    virtual ~IndependentPuzzle() = default;
    // Applies move text (the puzzle's notation, spaced) to the current state.
    virtual void apply(const std::string& moves) = 0;
    virtual bool solved() const = 0;
    virtual void reset() = 0; // back to solved
    // The moves an optimal solution may use, as text ("R", "R2", "R'", ...).
    virtual std::vector<std::string> moves() const = 0;
    virtual std::unique_ptr<IndependentPuzzle> clone() const = 0;
    // The sticker colours (face indices) where the puzzle is kept as stickers (the Skewb and
    // the Pyraminx, in their AxisPuzzle's sticker_points order, the tips left out); empty
    // otherwise.
    virtual std::vector<uint8_t> colours() const { return {}; }
};

// For a puzzle id from `twobit list` (the ones with a table that these tests can build), or
// nullptr.
std::unique_ptr<IndependentPuzzle> independent_puzzle(const std::string& id);

// The fewest moves of p.moves() that solve the state `scramble` leaves, searched to at most
// max_depth (iterative deepening, no tables); -1 if none within that.
int optimal_length(const IndependentPuzzle& start, int max_depth);

} // namespace twobit::test
