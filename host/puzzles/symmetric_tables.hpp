// The symmetry-reduced tables (host/engine/class_search.hpp): one 2-bit entry per symmetry
// class of a major coordinate and value of the rest, as the commands that handle table files
// see them: a name, what it is, the group, the space that builds it, who reads it.
//  - The 3x3x3 solvers' own (symmetric_pruning_table.hpp): flip-slice classes x twist under
//    the 16 symmetries that keep the U-D axis; the optimal and two-phase solvers read them.
//  - `generate --symmetry` for a catalog puzzle: its positions reduced (the 3x3x3's corners
//    under all 48 symmetries, the 2x2x2 under the 6 that keep U, R and F); `solve --symmetry`
//    reads them, and their full counts are the puzzle's distribution.
//
// Why a registry of its own rather than catalog puzzles (host/puzzles/registry.hpp): a
// catalog puzzle's index is a product of coordinates that the engine searches (on the GPU and
// under MPI too); these are rows of classes that only class_search.hpp walks. generate,
// verify, info, tables and list ask this registry first and handle a table found here with
// tools/cli/symmetric_table_cli.hpp, and everything else never sees them.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "host/engine/class_space.hpp"
#include "host/puzzles/cube3/flip_slice_classes.hpp"

namespace twobit {

struct SymmetricTableKind {
    std::string id;                   // the file header's puzzle
    std::vector<std::string> aliases; // other names generate and verify accept
    std::string description;          // what it is, one line
    std::string solver;               // who reads it
    // The catalog puzzle whose positions it holds (`generate --puzzle P --symmetry`), empty for
    // the 3x3x3 solvers' tables.
    std::string puzzle;
    std::vector<std::string> metrics; // the first is the default
    std::string symmetry;             // the group, in words
    uint32_t group_order;
    uint32_t classes; // rows
    uint32_t columns; // entries of a row before the padding
    // The space's own tables (classes, steps, conjugations), about: with the payload, what a
    // build needs before it starts (checked against the memory available).
    uint64_t space_bytes;
    std::string duration; // a build on 2 cores (bench/RESULTS.md)
    // The space for a metric of `metrics` (its classes built: up to a second, a few minutes
    // for the edges').
    std::function<std::unique_ptr<ClassSpace>(const std::string& metric)> make_space;

    uint64_t entries() const;       // classes x the padded row
    uint64_t payload_bytes() const; // the file's payload, 2 bits an entry
};

// All, the 3x3x3 optimal solver's first.
const std::vector<SymmetricTableKind>& symmetric_tables();

// The table an id or alias names (any case), or null: a name that is not one of these.
const SymmetricTableKind* find_symmetric_table(const std::string& name);

// The reduced table of a catalog puzzle (its id), or null: a puzzle without one.
const SymmetricTableKind* symmetric_table_of_puzzle(const std::string& puzzle);

// The 3x3x3 solvers' table of a kind.
const SymmetricTableKind& symmetric_table(SliceKind kind);

} // namespace twobit
