// The symmetry-reduced tables of the 3x3x3's solvers (symmetric_pruning_table.hpp) as the
// commands that handle table files see them: a name, what it is, which solver reads it.
//
// Why a registry of its own rather than catalog puzzles (host/puzzles/registry.hpp): a
// catalog puzzle is a product of coordinates that the engine searches, solves and verifies
// against a published distribution; these tables are none of that. Their index is a class
// number times a conjugated twist, their search is SymmetricPruningTable::build, and what
// they are checked against is a fresh build of this program (no distribution is published
// for the reduced tables). Their positions are the 3x3x3's, so `solve` stays the 3x3x3's;
// generate, verify, info, tables and list ask this registry first and handle a table found
// here with the functions below, and everything else never sees them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/puzzles/cube3/flip_slice_classes.hpp"

namespace twobit {

struct SymmetricTableKind {
    SliceKind kind;
    std::string id;                   // symmetric_table_id(kind): the file header's puzzle
    std::vector<std::string> aliases; // other names generate and verify accept
    std::string description;          // what it is, one line
    std::string solver;               // who reads it
    uint32_t classes;                 // rows: classes of the edge part under the 16 symmetries
    std::string duration;             // a build on 2 cores (bench/RESULTS.md)

    uint64_t entries() const;       // classes x the padded row
    uint64_t payload_bytes() const; // the file's payload, 2 bits an entry
};

// Both, the optimal solver's first.
const std::vector<SymmetricTableKind>& symmetric_tables();

// The table an id or alias names (any case), or null: a name that is not one of these.
const SymmetricTableKind* find_symmetric_table(const std::string& name);

// The one of kind.
const SymmetricTableKind& symmetric_table(SliceKind kind);

// "the 16 symmetries that keep the U-D axis", for the texts that describe them.
extern const char* const kSymmetricTableSymmetry;

} // namespace twobit
