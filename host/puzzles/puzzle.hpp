// A puzzle as the whole program knows it: one record per puzzle, registered in
// host/puzzles/registry.cpp. The commands (list, generate, verify, info, solve, show,
// analyze), the GPU tests and tools/scripts/gpu-check.sh iterate the records; no other code
// names a puzzle. Each family folder (host/puzzles/cube2, .../skewb, ...) defines its
// records next to its model, notation and geometry.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

// How a line of user input is to be read: auto-detected, or as the user says (--input).
enum class InputKind { Auto, Moves, Stickers, Ambiguous };

// "auto", "moves", "stickers"; throws std::invalid_argument otherwise.
InputKind parse_input_kind(const std::string& name);

// A position read from user text for one model: its index there, or why it is outside the
// space (a real position these moves cannot reach, e.g. an F turn for <R,U>).
struct Position {
    uint64_t index = 0;
    std::string outside;               // non-empty: why the position is not in this space
    InputKind kind = InputKind::Moves; // as read: Moves or Stickers
};

// Which solver answers a puzzle's positions.
enum class SolverKind {
    TableLookup, // walk down the complete distance table (host/engine/solver.hpp)
    Clock,       // the Rubik's Clock's exact solver, no table (host/puzzles/clock)
    Cube3,       // the 3x3x3's searches on other records' tables (host/puzzles/cube3)
};

struct Puzzle {
    std::string id;
    std::vector<std::string> aliases; // also accepted for --puzzle, ASCII case-insensitive
    std::string description;          // one line
    std::vector<std::string> metrics; // the first is the default
    std::string faces;                // the letters --gens takes; empty when it takes none
    // A puzzle read from a definition file (host/puzzles/defs): the file, and the XXH3-64
    // of its bytes (recorded in its tables); --gens takes its move names, comma-separated.
    std::string definition_file;
    uint64_t definition_hash = 0;
    uint64_t states = 0; // index size; 0 for a puzzle solved without a table
    SolverKind solver = SolverKind::TableLookup;
    // For a puzzle without a table of its own: how it is solved instead, in a few words.
    std::string table_note;
    // What a position looks like, for --help and messages: "moves like R U' F2 or 24 stickers".
    std::string positions;
    // The state model for a metric and --gens (empty: all). Throws std::invalid_argument.
    std::function<PuzzleModel(const std::string& metric, const std::string& gens)> model;
    // One position for `model` (built by `model` above) from a line of text. Throws
    // std::invalid_argument naming what is wrong with the text.
    std::function<Position(const std::string& text, const PuzzleModel& model, InputKind kind)> read;
    // A solution (indices into model.moves) as text in the puzzle's notation.
    std::function<std::string(const PuzzleModel& model, const std::vector<int>& moves)> format;
    // Where the puzzle has a net (the 2x2x2 so far; empty functions otherwise): the net of
    // a state as a sticker string, for solve --svg/--html and analyze, and the net of a
    // position as held (rotations included, nothing re-expressed), for show.
    std::function<std::string(uint64_t index)> index_stickers;
    std::function<std::string(const std::string& position, const std::string& then_moves,
                              InputKind kind)>
        held_stickers;
    // The state index in words, for tables/FORMAT.md (the coordinates themselves come from
    // the model): how each coordinate is ranked.
    std::string index_doc;
};

// The move names of a solution joined by single spaces: the `format` of most puzzles.
std::vector<std::string> move_names(const PuzzleModel& model, const std::vector<int>& moves);
std::string join_move_names(const PuzzleModel& model, const std::vector<int>& moves);

} // namespace twobit
