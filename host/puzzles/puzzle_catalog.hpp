// The catalog of puzzles twobit knows: ids, move sets, sizes, and the one place that turns
// (--puzzle, --metric, --gens) into a PuzzleModel. Published distributions are in tables/.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

struct CatalogEntry {
    std::string id;
    std::string description;
    std::vector<std::string> metrics;
    std::string faces; // letters usable in --gens
    uint64_t states;
};

const std::vector<CatalogEntry>& puzzle_catalog();

// Throws std::invalid_argument naming the unknown puzzle, metric or face.
PuzzleModel make_puzzle(const std::string& id, const std::string& metric, const std::string& gens);

} // namespace twobit
