// PuzzleModel helpers and the consistency check; see puzzle_model.hpp.
#include "host/engine/puzzle_model.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace twobit {

uint64_t PuzzleModel::num_states() const {
    uint64_t n = 1;
    for (const Coordinate& c : coords) n *= c.size;
    return n;
}

ModelView PuzzleModel::view() const {
    ModelView v{};
    v.num_states = num_states();
    v.num_coords = static_cast<int>(coords.size());
    v.num_moves = num_moves();
    v.pull_group = pull_group < 1 ? 1 : (pull_group > v.num_moves ? v.num_moves : pull_group);
    for (size_t c = 0; c < coords.size() && c < static_cast<size_t>(kMaxCoords); ++c) {
        v.coord_size[c] = coords[c].size;
        v.move_table[c] = coords[c].move_table.data();
        v.kind[c] = coords[c].kind;
        v.source[c] = static_cast<int8_t>(coords[c].source);
        v.compose_width[c] = coords[c].compose_width;
        v.parity[c] = coords[c].parity.empty() ? nullptr : coords[c].parity.data();
    }
    v.runs = run_layout(v);
    v.run_magic = run_magic_of(v);
    return v;
}

uint64_t PuzzleModel::apply(uint64_t index, int move) const {
    const ModelView v = view();
    return neighbour_index(v, split_index(v, index), move);
}

std::string PuzzleModel::move_list() const {
    std::string list;
    for (const Move& m : moves) {
        if (!list.empty()) list += ' ';
        list += m.name;
    }
    return list;
}

namespace {

// Entries of a coordinate's move table: a row of num_moves per value, per full value for a
// parity-half coordinate, per source value for an XOR coordinate. A composition
// coordinate's holds its composition table and a key per source value, then whole rows of
// a selector (at least one; how many is what the table's size leaves).
size_t table_entries(const std::vector<Coordinate>& coords, const Coordinate& c, size_t num_moves) {
    if (c.kind == kCoordParityHalf) return size_t{2} * c.size * num_moves;
    if (c.kind == kCoordXorBySource) return coords[static_cast<size_t>(c.source)].size * num_moves;
    if (c.kind == kCoordComposeBySource) {
        const size_t fixed =
            size_t{c.size} * c.compose_width + coords[static_cast<size_t>(c.source)].size;
        const size_t rows =
            c.move_table.size() > fixed ? (c.move_table.size() - fixed) / num_moves : 0;
        return fixed + std::max<size_t>(rows, 1) * num_moves;
    }
    return size_t{c.size} * num_moves;
}

} // namespace

void PuzzleModel::validate() const {
    const std::string where = "puzzle model " + puzzle + ": ";
    if (coords.empty() || coords.size() > static_cast<size_t>(kMaxCoords))
        throw std::logic_error(where + "needs 1 to " + std::to_string(kMaxCoords) + " coordinates");
    if (moves.empty() || moves.size() > static_cast<size_t>(kMaxMoves))
        throw std::logic_error(where + "needs 1 to " + std::to_string(kMaxMoves) + " moves");
    bool has_parity_half = false;
    uint64_t n = 1;
    for (size_t i = 0; i < coords.size(); ++i) {
        const Coordinate& c = coords[i];
        if (c.size == 0) throw std::logic_error(where + "coordinate " + c.name + " is empty");
        if (n > std::numeric_limits<uint64_t>::max() / 4 / c.size)
            throw std::logic_error(where + "state count does not fit 64-bit indices");
        n *= c.size;
        if (c.kind == kCoordXorBySource &&
            (c.source < 0 || static_cast<size_t>(c.source) >= coords.size() ||
             c.source == static_cast<int>(i) || (c.size & (c.size - 1)) != 0))
            throw std::logic_error(where + "XOR coordinate " + c.name +
                                   " needs another source coordinate and a power-of-two size");
        if (c.kind == kCoordComposeBySource &&
            (c.source < 0 || static_cast<size_t>(c.source) >= coords.size() ||
             c.source == static_cast<int>(i) || c.compose_width == 0))
            throw std::logic_error(where + "composition coordinate " + c.name +
                                   " needs another source coordinate and a width");
        has_parity_half = has_parity_half || c.kind == kCoordParityHalf;
        if (c.move_table.size() != table_entries(coords, c, moves.size()))
            throw std::logic_error(where + "move table of " + c.name + " has the wrong size");
        // A composition coordinate's table holds values, then keys, then columns.
        size_t values_end = c.move_table.size(), keys_end = values_end;
        size_t keys = 0;
        if (c.kind == kCoordComposeBySource) {
            values_end = size_t{c.size} * c.compose_width;
            keys_end = values_end + coords[static_cast<size_t>(c.source)].size;
            keys = (c.move_table.size() - keys_end) / moves.size();
        }
        for (size_t e = 0; e < c.move_table.size(); ++e)
            if (c.move_table[e] >= (e < values_end ? c.size
                                    : e < keys_end ? keys
                                                   : c.compose_width))
                throw std::logic_error(where + "move table of " + c.name + " leaves the range");
    }
    for (const Coordinate& c : coords)
        if (has_parity_half && c.parity.size() != c.size)
            throw std::logic_error(where + "coordinate " + c.name + " needs a parity table");
    if (solved_index >= n) throw std::logic_error(where + "solved index out of range");
    for (size_t m = 0; m < moves.size(); ++m) {
        const int inv = moves[m].inverse;
        if (inv < 0 || static_cast<size_t>(inv) >= moves.size() ||
            moves[static_cast<size_t>(inv)].inverse != static_cast<int>(m))
            throw std::logic_error(where + "move " + moves[m].name + " has no proper inverse");
    }
    // Every table entry undone by the inverse move: row by row on every core (the six-edge
    // tables' 12 M entries, read at random, were a quarter of the optimal solver's start).
    const size_t num_moves = moves.size();
    for (const Coordinate& c : coords) {
        if (c.kind != kCoordTable) continue;
        size_t first_bad = num_moves;
#pragma omp parallel for schedule(static) reduction(min : first_bad) if (c.size > 65536)
        for (uint32_t value = 0; value < c.size; ++value)
            for (size_t m = 0; m < num_moves; ++m) {
                const uint32_t after = c.move_table[value * num_moves + m];
                const auto inv = static_cast<size_t>(moves[m].inverse);
                if (c.move_table[after * num_moves + inv] != value)
                    first_bad = std::min(first_bad, m);
            }
        if (first_bad < num_moves)
            throw std::logic_error(where + "move " + moves[first_bad].name +
                                   " is not undone by its inverse on " + c.name);
    }
    // The check above covers whole indices when every coordinate moves by its own table (a
    // neighbour index is then the coordinates' rows combined); coordinates that depend on
    // others (parity halves, XOR by a source) are checked on whole indices below (for the
    // 2x2x2, that sample cost half the model's build).
    bool all_table = true;
    for (const Coordinate& c : coords) all_table = all_table && c.kind == kCoordTable;
    if (all_table) return;
    const ModelView v = view(); // once: apply() would make one per call
    for (size_t m = 0; m < moves.size(); ++m) {
        const int inv = moves[m].inverse;
        // States spread over the space (a fixed stride, no randomness): the inverse undoes
        // the move on whole indices, which covers the coordinates that depend on others.
        const uint64_t stride = n / 4096 + 1;
        auto step = [&v](uint64_t index, int move) {
            return neighbour_index(v, split_index(v, index), move);
        };
        for (uint64_t index = 0; index < n; index += stride)
            if (step(step(index, static_cast<int>(m)), inv) != index)
                throw std::logic_error(where + "move " + moves[m].name +
                                       " is not undone by its inverse at index " +
                                       std::to_string(index));
    }
}

} // namespace twobit
