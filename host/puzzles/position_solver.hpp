// How `solve` answers positions, whatever the puzzle. A puzzle's record (puzzle.hpp) makes a
// PositionSolver from what the user asked for (SolveRequest); the command line feeds it lines
// and prints what it answers (SolvedPosition). Every puzzle with a table of its own is
// answered by the table walk (table_walk_solver.hpp); the 3x3x3 and the clock bring their
// own solvers (host/puzzles/cube3/cube3_solver.hpp, host/puzzles/clock/clock_position_solver.hpp).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

// How a line of user input is to be read: auto-detected, or as the user says (--input).
enum class InputKind { Auto, Moves, Stickers, Ambiguous };

// "auto", "moves", "stickers"; throws std::invalid_argument otherwise.
InputKind parse_input_kind(const std::string& name);

// What the user asked of the solver; what a solver does not take is refused before it is made
// (the record's solve_options).
struct SolveRequest {
    std::string metric; // empty: the puzzle's first
    std::string gens;   // empty: every face
    std::string table;  // a table file to read; empty: the default location
    // The model of `table`'s header, already built (solve --table FILE without --puzzle), or null.
    const PuzzleModel* table_model = nullptr;
    InputKind input{};
    bool all = false;         // every optimal solution
    size_t max_solutions = 0; // with all; 0 = no limit
    int threads = 0;          // 0 = every core
    std::string method;       // one of the puzzle's methods; empty: its default
    std::string notation;     // the clock's answers: "wca" (the default) or "pins"
    int max_length = -1;      // the longest answer accepted; -1: the method's default
    std::chrono::steady_clock::duration time_limit{}; // per position; zero: the method's default
    bool nets = false;         // the answers carry the net of every step (for pictures)
    bool symmetry = false;     // read the puzzle's symmetry-reduced table (generate --symmetry)
    uint64_t memory_limit = 0; // solve --max-memory: the most the tables may take; 0 = none
};

// One line's answer.
struct SolvedPosition {
    std::string error;                  // empty when solved
    std::string error_kind;             // invalid, unsolvable, limit, table or internal
    std::vector<std::string> solutions; // in the puzzle's notation; the first is the answer
    int length = 0;
    std::vector<std::string> phases; // a method's parts (Thistlethwaite's four), else empty
    // An answer of a method that promises optimal ones, given when its search ran out of time
    // (another method's answer): no solution is shorter than this. -1: the answer is what the
    // method promises.
    int lower_bound = -1;
    InputKind given_as{}; // how the position was read: moves or stickers
    // With SolveRequest::nets: the net (a sticker string) of the position and after each move
    // of the first solution, and those moves' names.
    std::vector<std::string> nets;
    std::vector<std::string> net_moves;
    // The first solution as cubing.js writes it, where that differs (the clock's pin
    // notation); empty otherwise.
    std::string player_alg;
};

class PositionSolver {
  public:
    virtual ~PositionSolver() = default;
    // The answer for one line. What is wrong with the line, or with a table under it, is the
    // answer's error, never an exception. Safe to call from several threads at once.
    virtual SolvedPosition solve(const std::string& line) const = 0;
    // True where each answer takes one thread, so that a batch's lines are solved on several;
    // false where a solver uses every thread itself, or answers in microseconds.
    virtual bool parallel_lines() const { return false; }
    // The method answering, for JSON ("two-phase"); empty where a puzzle has one.
    virtual std::string method() const { return ""; }
};

} // namespace twobit
