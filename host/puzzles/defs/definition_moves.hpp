// The moves a definition's search uses: every power of each generator, named as twsearch
// names them (F, F2, F' for order 4; F, F2, F2', F' for order 5; F3 in the middle of an
// order-6 move), all of them in htm, only each generator and its inverse in qtm (twsearch's
// -q). --gens chooses the generators: base move names (all their powers) or power names
// (that power's cyclic subgroup), comma-separated. A move of order above 169 has more powers
// than the search holds: htm refuses it; qtm, which needs only the move and its inverse
// (F and F', the only names --gens takes for it), uses it.
#pragma once

#include <string>
#include <vector>

#include "host/puzzles/defs/definition.hpp"

namespace twobit {

struct DefinitionMoveSet {
    std::string gens;                               // canonical: chosen names, ',' between
    std::vector<std::string> names;                 // in search order
    std::vector<std::vector<SetAction>> actions;    // per move, per set
    std::vector<int> inverse;                       // index of each move's inverse
    std::vector<std::vector<SetAction>> generators; // the chosen generators, for orbits
    int pull_group = 3; // powers per generator when all have the same count, else 1
};

// Throws std::invalid_argument naming an unknown metric or --gens name (the options' fault),
// DefinitionError at the move's line for what the file's moves cannot give: two powers of one
// name, or more moves than the search holds.
DefinitionMoveSet definition_moves(const Definition& def, const std::string& metric,
                                   const std::string& gens);

// The action of a then b (state form): what applying a, then b, does.
std::vector<SetAction> compose_actions(const std::vector<SetAction>& a,
                                       const std::vector<SetAction>& b, const Definition& def);

} // namespace twobit
