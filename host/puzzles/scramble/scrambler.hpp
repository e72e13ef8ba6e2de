// `twobit scramble`'s random-state scramblers. A state drawn uniformly from those the puzzle
// can reach (and that need at least the WCA's least number of moves, wca_minimum.hpp), then
// a sequence that takes the solved puzzle there, in the puzzle's notation:
//   - a puzzle with a complete table: a uniform index among the table's reached entries,
//     its optimal solution (the table walk) inverted (table_scrambler.cpp);
//   - the 3x3x3: uniform cubies under the parity, twist and flip laws, solved by the
//     two-phase solver and inverted, so not always the shortest (cube3_scrambler.cpp);
//   - the Clock: TNoodle's form, fourteen moves UR DR DL UL U R D L ALL y2 U R D L ALL with
//     uniform amounts, which reach every state once (clock_scrambler.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "host/puzzles/puzzle.hpp"
#include "host/puzzles/scramble/wca_minimum.hpp"

namespace twobit {

struct Scramble {
    std::string text;              // in the puzzle's notation, moves spaced
    int length = 0;                // moves in text
    int distance = -1;             // the state's optimal distance; -1: not known (3x3x3)
    std::optional<uint64_t> index; // the state's index in the puzzle's table
};

class Scrambler {
  public:
    virtual ~Scrambler() = default;
    // The next scramble, drawn with rng alone (so that one seed gives the same scrambles).
    virtual Scramble next(std::mt19937_64& rng) = 0;
    const WcaMinimum& minimum() const { return minimum_; }

  protected:
    WcaMinimum minimum_;
};

struct ScrambleRequest {
    std::string metric; // empty: the puzzle's first
    std::string gens;   // empty: every face
    int threads = 0;    // to build a missing table, or to solve (0 = every core)
};

// The scrambler of a record: its own (Puzzle::scrambler: the 3x3x3's, the clock's), or the
// table's of any puzzle with a table (opened from the tables folder, or built and saved there
// first). Throws std::invalid_argument for a request that cannot be met (a puzzle with neither, a
// metric it lacks, a space whose states all need fewer moves than the minimum), std::runtime_error
// for a table that cannot be read.
std::unique_ptr<Scrambler> make_scrambler(const Puzzle& record, const ScrambleRequest& request);

// The three kinds, each in its own file.
std::unique_ptr<Scrambler> make_table_scrambler(const Puzzle& record,
                                                const ScrambleRequest& request);
std::unique_ptr<Scrambler> make_cube3_scrambler(const Puzzle& record,
                                                const ScrambleRequest& request);
std::unique_ptr<Scrambler> make_clock_scrambler(const Puzzle& record,
                                                const ScrambleRequest& request);

} // namespace twobit
