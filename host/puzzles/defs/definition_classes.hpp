// A definition's table of symmetry classes: the space class_search.hpp walks, made from any
// definition whose rotations give symmetries (definition_symmetry.hpp).
//
// The split is the 3x3x3 edges' (docs/SCALING.md): rows are the classes of the costliest
// orbit's values under the symmetries, columns the values of every other orbit, moved and
// conjugated by small tables. An orbit here is what the symmetries and the moves keep
// together: the orbits of the moves (definition_space.hpp), joined where a symmetry maps one
// onto another, each with all its components (an orientation's conjugate depends on which
// piece is where, so a set's arrangement and twists go together). A component halved by a
// parity relation with components outside its orbit is kept whole here: the values of the
// wrong parity are never reached, and their entries stay unreached.
//
// A row's steps (its representative moved, and the symmetry that takes the result to its
// class's representative) are worked out when a level needs them, from the states: a row
// costs moves x symmetries conjugations, once per level, against its columns x moves
// lookups. Where the columns are few and the rows many (the FTO's 960 and 60 million), a
// table of the steps would take gigabytes the table itself needs.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "host/engine/class_search.hpp"
#include "host/engine/class_space.hpp"
#include "host/puzzles/defs/definition_space.hpp"
#include "host/puzzles/defs/definition_symmetry.hpp"

namespace twobit {

// The values of a union of orbits (all their components) as one number: a mixed radix of the
// components' values, halved where the parity follows from components inside it.
struct OrbitCodec {
    const DefinitionSpace* space = nullptr;
    std::vector<int> components;         // indices into space->components(), increasing
    std::vector<uint64_t> radix;         // values each stores here
    std::vector<uint8_t> halved;         // 1: stored halved here
    std::vector<std::vector<int>> slots; // per set, the slots it covers
    uint64_t size = 1;

    uint64_t encode(const DefinitionState& state) const;
    // Writes the value into state's slots of these orbits (the rest of state is left).
    void decode(uint64_t value, DefinitionState& state) const;
    std::string describe() const; // "set EDGES (12 slots)"
};

// What every metric's space shares: the symmetries, the split and the classes of the rows.
class DefinitionClasses {
  public:
    // Finds the symmetries (every move of the file, as --symmetry takes no --gens), the split,
    // and the rows: every value of the row orbits, conjugated by each symmetry (a progress
    // line on stderr where that takes seconds). Throws std::invalid_argument for a definition
    // without symmetries or with a split too large to hold, DefinitionError as
    // definition_symmetries.
    explicit DefinitionClasses(std::shared_ptr<const Definition> def);

    const Definition& definition() const { return *def_; }
    const std::vector<DefinitionSymmetry>& symmetries() const { return symmetries_; }
    const DefinitionSpace& index() const { return index_; }
    const OrbitCodec& row_orbits() const { return rows_; }
    const OrbitCodec& column_orbits() const { return columns_; }
    uint32_t rows() const { return static_cast<uint32_t>(representative_.size()); }
    uint32_t columns() const { return static_cast<uint32_t>(columns_.size); }
    uint32_t representative(uint32_t row) const { return representative_[row]; }
    // The row of a value that is its class's representative.
    uint32_t row_of(uint64_t representative) const {
        const uint64_t w = representative / 64;
        const uint64_t below = is_representative_[w] & ((uint64_t{1} << (representative % 64)) - 1);
        return rows_before_[w] + static_cast<uint32_t>(__builtin_popcountll(below));
    }
    // The symmetries other than the identity that keep the row's representative.
    int stabilizer(uint32_t row, uint32_t* maps) const;
    bool has_stabilizer(uint32_t row) const { return (stabilized_[row / 64] >> (row % 64)) & 1; }
    // A column value conjugated by symmetry g.
    uint32_t conjugate(uint32_t g, uint32_t column) const {
        return column_conjugate_[uint64_t{g} * columns_.size + column];
    }
    // A row orbits' value's class: its representative's row and the symmetry that takes the
    // value there (the first, where several do). Reads and writes `scratch`'s row slots.
    ClassEntry class_of(const DefinitionState& state, DefinitionState& scratch) const;
    // The bytes this holds, and what a space adds per move (its columns' move table).
    uint64_t bytes() const;
    uint64_t bytes_per_move() const { return columns_.size * 4; }
    uint64_t fingerprint() const { return fingerprint_; }

  private:
    void choose_split();
    void find_rows();
    void conjugate_columns();

    std::shared_ptr<const Definition> def_;
    DefinitionSpace index_;
    std::vector<DefinitionSymmetry> symmetries_;
    OrbitCodec rows_, columns_;
    std::vector<uint32_t> representative_;
    std::vector<uint64_t> is_representative_; // a bit per row value
    std::vector<uint32_t> rows_before_;       // per word of is_representative_
    std::vector<uint64_t> stabilized_;        // a bit per row
    std::vector<uint32_t> stabilized_rows_;   // sorted; their maps from stabilizer_start_
    std::vector<uint32_t> stabilizer_start_;
    std::vector<uint8_t> stabilizer_maps_;
    std::vector<uint32_t> column_conjugate_; // [symmetry][column]
    uint64_t fingerprint_ = 0;
};

// The space of one metric, as class_search.hpp reads it.
class DefinitionClassSpace {
  public:
    DefinitionClassSpace(std::shared_ptr<const DefinitionClasses> classes,
                         const std::string& metric);

    uint32_t rows() const { return classes_->rows(); }
    uint32_t columns() const { return classes_->columns(); }
    int moves() const { return static_cast<int>(moves_.names.size()); }
    void steps(uint32_t row, ClassStep* out) const;
    uint32_t column_after(const ClassStep& step, int move, uint32_t column) const {
        return classes_->conjugate(
            step.map,
            column_move_[uint64_t{column} * moves_.names.size() + static_cast<uint64_t>(move)]);
    }
    int stabilizer(uint32_t row, uint32_t* maps) const { return classes_->stabilizer(row, maps); }
    uint32_t conjugate(uint32_t map, uint32_t column) const {
        return classes_->conjugate(map, column);
    }
    uint64_t row_weight(uint32_t row) const;
    ClassEntry solved() const;
    // The entry of the state with this index in the definition's own index.
    ClassEntry entry_of(uint64_t index) const;
    uint64_t fingerprint() const { return classes_->fingerprint(); }
    const DefinitionMoveSet& move_set() const { return moves_; }

  private:
    ClassEntry entry_of_state(const DefinitionState& state) const;

    std::shared_ptr<const DefinitionClasses> classes_;
    DefinitionMoveSet moves_;
    std::vector<uint32_t> column_move_; // [column][move]
};

} // namespace twobit
