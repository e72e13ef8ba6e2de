// A puzzle as the whole program knows it: one record per puzzle, registered in
// host/puzzles/registry.cpp. The commands (list, generate, verify, info, solve, show,
// analyze), the GPU tests and tools/scripts/gpu-check.sh iterate the records; no other code
// names a puzzle. Each family folder (host/puzzles/cube2, .../skewb, ...) defines its
// records next to its model, notation, geometry and, where it has one, its own solver.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/position_solver.hpp"
#include "host/puzzles/scramble/wca_minimum.hpp"
#include "host/puzzles/table_record.hpp"

namespace twobit {

// A position read from user text for one model: its index there, or why it is outside the
// space (a real position these moves cannot reach, e.g. an F turn for <R,U>).
struct Position {
    uint64_t index = 0;
    std::string outside;               // non-empty: why the position is not in this space
    InputKind kind = InputKind::Moves; // as read: Moves or Stickers
};

struct Puzzle;
class Scrambler;
struct ScrambleRequest;

// Makes the scrambler `scramble` draws from (host/puzzles/scramble/scrambler.hpp). Throws
// std::invalid_argument for a request it cannot meet.
using MakeScrambler =
    std::function<std::unique_ptr<Scrambler>(const Puzzle& record, const ScrambleRequest& request)>;

// Makes the solver `solve` asks positions of. Throws std::invalid_argument for a request the
// solver refuses (a usage error: an unknown method, options that disagree),
// std::runtime_error for a table that cannot be read.
using MakeSolver = std::function<std::unique_ptr<PositionSolver>(const Puzzle& record,
                                                                 const SolveRequest& request)>;

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
    // For a puzzle without a table of its own: how it is solved instead, in a few words
    // (table_note), and in a word or three for `list` (solved_by).
    std::string table_note;
    std::string solved_by = "table";
    // God's numbers published without a whole distribution, per metric (the 3x3x3's: HTM 20,
    // Rokicki, Kociemba, Davidson and Dethridge 2010; QTM 26, Rokicki and Davidson 2014), for
    // `list`; the other puzzles' come from their published distributions.
    std::vector<std::pair<std::string, int>> gods_numbers;
    // What a position looks like, for --help and messages: "moves like R U' F2 or 24 stickers".
    std::string positions;
    // The state model for a metric and --gens (empty: all). Throws std::invalid_argument.
    std::function<PuzzleModel(const std::string& metric, const std::string& gens)> model;
    // Where building the model is costly (a definition's: its move tables can take gigabytes
    // and minutes), its sizes without building it, for `list` and the memory check before
    // the build; empty where the model is small. Throws as `model` does.
    std::function<ModelSizes(const std::string& metric, const std::string& gens)> sizes;
    // One position for `model` (built by `model` above) from a line of text. Throws
    // std::invalid_argument naming what is wrong with the text.
    std::function<Position(const std::string& text, const PuzzleModel& model, InputKind kind)> read;
    // A solution (indices into model.moves) as text in the puzzle's notation.
    std::function<std::string(const PuzzleModel& model, const std::vector<int>& moves)> format;
    // Where the puzzle has a picture (empty functions otherwise): the net of a state as a
    // sticker string (host/present/cube_net.hpp and puzzle_nets.hpp draw any, telling the
    // puzzles apart by the string's length), for solve --svg/--html, and the net of a
    // position as held (rotations included, nothing re-expressed), for show. A puzzle whose
    // solver makes the nets itself (the 3x3x3, the clock) has only held_stickers.
    std::function<std::string(uint64_t index)> index_stickers;
    std::function<std::string(const std::string& position, const std::string& then_moves,
                              InputKind kind)>
        held_stickers;
    // Whether its pictures are coloured by face U R F D L B, so that solve --colors applies
    // (the cubes, the Skewb; not the Pyraminx's four faces or the clock's dials).
    bool net_colours = false;
    // Whether `read` takes stickers (--input stickers); those that take only moves (or dials)
    // refuse --input stickers as a usage error before any table is read.
    bool reads_stickers = false;
    // The state index in words, for tables/FORMAT.md (the coordinates themselves come from
    // the model): how each coordinate is ranked.
    std::string index_doc;
    // cubing.js's name for the puzzle's animated player ("2x2x2", "3x3x3"), where solve --html
    // can show it; empty where it cannot.
    std::string viewer_puzzle;
    // A line of moves as cubing.js's alg from solved (its tokens one space apart), for the
    // viewer's scramble; an empty answer where it is not one (the clock's dials: the page then
    // plays the solution's inverse, as for stickers).
    std::function<std::string(const std::string& line)> viewer_scramble;

    // How `solve` answers its positions: the record's own solver, or, for a puzzle with a table
    // of its own and no solver (the registry fills these in), the table walk.
    MakeSolver solver;
    // The options of `solve` its solver takes besides --puzzle, --def, --metric, --gens,
    // --json and --threads ("--table", "--all", "--svg", "--method", ...); any other is refused
    // as not this puzzle's.
    std::vector<std::string> solve_options;
    // How `scramble` draws: the record's own scrambler (the 3x3x3's, the clock's: its first
    // metric and every face only), or, empty, uniform states of its table.
    MakeScrambler scrambler;
    // WCA Regulation 4b3's least distance of a scramble's state, in the puzzle's first metric
    // with every face (host/puzzles/scramble/wca_minimum.hpp); any other move set gets 2.
    WcaMinimum wca_minimum;
    // For a cube read from stickers: what holds it still ("the DBL corner in place"), which
    // the viewer page's note names; empty elsewhere.
    std::string stickers_held;
    // How strongly a line given without --puzzle is this puzzle's rather than the default
    // puzzle's (the 2x2x2), read as --input would read it: 2, its sticker string; 1, moves
    // only it has (the 3x3x3's slices, wide turns and turns of D, L and B); 0, nothing of its
    // own. solve, show and scramble choose by it (registry.hpp: puzzles_claiming). Empty: 0.
    std::function<int(const std::string& line, InputKind input)> claims_position;
    // Where several arguments are one position (the clock's 14 dials): they joined into one.
    // Empty: each argument is a position.
    std::function<std::vector<std::string>(const std::vector<std::string>& arguments)>
        join_arguments;

    // The tables the family registers for this puzzle (host/puzzles/table_record.hpp): its
    // full table (with its digests), a table of its positions' symmetry classes, a solver's
    // pruning tables. A puzzle with a model and no full table here is given one, without
    // digests, by the registry.
    std::vector<TableRecord> tables;
};

// Whether model (a model of record) has the record's whole move set: no --gens, or gens that
// name every face.
inline bool whole_move_set(const Puzzle& record, const PuzzleModel& model) {
    return model.gens == record.faces;
}

// The move names of a solution joined by single spaces: the `format` of most puzzles.
std::vector<std::string> move_names(const PuzzleModel& model, const std::vector<int>& moves);
std::string join_move_names(const PuzzleModel& model, const std::vector<int>& moves);
// The moves that undo a solution (its inverses, last first): from solved, they reach the
// position the solution solves.
std::vector<int> undo_moves(const PuzzleModel& model, const std::vector<int>& solution);

} // namespace twobit
