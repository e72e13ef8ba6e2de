// PuzzleModel: a state space as the search sees it, with no knowledge of cubes. Coordinates
// (each a size and a move table), the moves (names and inverses) and the solved index; the
// state index is the mixed-radix product of the coordinates, the first one most significant.
// Puzzle-specific code (e.g. cube2_model.cpp) builds these; the search only reads view().
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "host/io/large_buffer.hpp"
#include "kernels/model_view.hpp"

namespace twobit {

// A coordinate's move table. From 64 KiB up its storage is in huge pages (large_buffer.hpp):
// filled in 4 KiB pages, the six-edge tables' 48 MB took 12,000 page faults, a third of
// building the model.
using MoveTable = std::vector<uint32_t, PageAllocator<uint32_t>>;

struct Coordinate {
    Coordinate() = default;
    Coordinate(std::string name_, uint32_t size_, MoveTable move_table_ = {})
        : name(std::move(name_)), size(size_), move_table(std::move(move_table_)) {}

    std::string name;
    uint32_t size = 0;
    // kCoordTable: move_table[value * num_moves + move] = the value after move. For the
    // other kinds see kernels/model_view.hpp (XOR masks by a source coordinate's value;
    // halved values of a parity-completed coordinate, indexed by full value; a composition
    // table and its selector by a source coordinate's value).
    MoveTable move_table;
    CoordKind kind = kCoordTable;
    int source = -1;             // kCoordXorBySource, kCoordComposeBySource
    uint32_t compose_width = 0;  // kCoordComposeBySource
    std::vector<uint8_t> parity; // parity bit per value; set on every coordinate of a model
                                 // that has a kCoordParityHalf coordinate
};

struct Move {
    std::string name; // "R", "R2", "R'"
    int inverse = -1; // index of the inverse move in the same move list
};

struct PuzzleModel {
    std::string puzzle;           // catalog id, e.g. "2x2x2"
    std::string metric;           // "htm", "qtm", "half"
    std::string gens;             // turning faces, e.g. "URF" or "RU"; a definition's: "U,R"
    uint64_t definition_hash = 0; // a definition file's puzzle: XXH3-64 of the file
    std::vector<Coordinate> coords;
    std::vector<Move> moves;
    uint64_t solved_index = 0;
    // Moves a pull checks together before it may stop: one face's turns where moves come
    // face by face (3 in HTM, 2 in QTM), a definition's powers of one generator,
    // clock-front's 11 amounts of one pin set; else 3.
    int pull_group = 3;

    uint64_t num_states() const;
    int num_moves() const { return static_cast<int>(moves.size()); }

    // Plain-data view for the search; valid while this model lives and is not changed.
    ModelView view() const;

    // Index reached from `index` by move `move` (through the move tables).
    uint64_t apply(uint64_t index, int move) const;

    // Space-separated move names in move order, e.g. "U U2 U' R R2 R'".
    std::string move_list() const;

    // Throws std::logic_error if the tables are inconsistent: a coordinate count outside
    // 1..kMaxCoords, a table of the wrong size or with values out of range, a move whose
    // inverse does not undo it (checked on every value of table coordinates, on a sample of
    // states for the other kinds), or a solved index outside the space.
    void validate() const;
};

// A model's sizes known before it is built, so that memory is checked before anything is
// allocated (a definition's move tables alone can take gigabytes and minutes to build).
struct ModelSizes {
    uint64_t states = 0;
    uint64_t table_bytes = 0; // the model's move and parity tables (search_memory_bytes' part)
    uint64_t build_bytes = 0; // the most building it holds at once: those and their parts
};

// The digits of index in the mixed radix of sizes, the first digit most significant (the
// coordinates of an index, as PuzzleModel orders them), and the index of digits.
template <size_t N>
std::array<uint32_t, N> mixed_radix_digits(uint64_t index, const std::array<uint32_t, N>& sizes) {
    std::array<uint32_t, N> digits{};
    for (size_t k = N; k-- > 0;) {
        digits[k] = static_cast<uint32_t>(index % sizes[k]);
        index /= sizes[k];
    }
    return digits;
}
template <size_t N>
uint64_t mixed_radix_index(const std::array<uint32_t, N>& digits,
                           const std::array<uint32_t, N>& sizes) {
    uint64_t index = 0;
    for (size_t k = 0; k < N; ++k) index = index * sizes[k] + digits[k];
    return index;
}

// " (gens URF)" after a puzzle and metric; empty for puzzles without faces (clock-front).
inline std::string gens_note(const std::string& gens) {
    return gens.empty() ? std::string() : " (gens " + gens + ")";
}

} // namespace twobit
