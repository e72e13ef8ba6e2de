// A definition's symmetries, as twsearch finds them: the moves named like rotations
// (definition.hpp) generate a group of whole-puzzle rotations, and the elements kept are
// those that keep the solved state (pieces of one label go where pieces of one label were,
// so identical pieces stay interchangeable) and map the search's moves onto its moves, in
// both metrics. Elements that act alike on every slot the moves reach are one symmetry.
//
// A symmetry s acts on a position by conjugation: the position that s^-1 M s reaches from
// solved, for the position M reaches. On a state x that is
//   y[k] = relabel(x[s.perm[k]]),  twist'[k] = twist[s.perm[k]] + offset(label) + s.twist[k]
// where relabel and offset are what s^-1 does to solved's labels (solved * s^-1 is solved
// relabelled: that is the check above). Distances are kept: the moves' images are moves.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/puzzles/defs/definition.hpp"

namespace twobit {

// The most symmetries a table of classes holds (class_search.hpp's kMaxStabilizer, the cube's
// 48), and the most elements the rotations may generate before they are filtered.
constexpr int kMaxDefinitionSymmetries = 48;
constexpr int kMaxRotationGroup = 5000;
// Closing the group and filtering it costs (rotations + moves) x pieces per element: a large
// hostile file meets this bound (about a second of work) before kMaxRotationGroup.
constexpr uint64_t kMaxSymmetryWork = uint64_t{1} << 27;

struct DefinitionSymmetry {
    std::string name;                // the rotations whose product it is ("identity")
    std::vector<SetAction> rotation; // s, in state form
    // Per set, per label: the label a piece of it becomes, and the twist it gains.
    std::vector<std::vector<uint8_t>> label_to, label_twist;
};

// The symmetries of def whose images of the moves (every power of --gens' generators, `gens`
// as definition_moves takes it) are moves: the identity first. Throws DefinitionError at the
// first rotation's line when the rotations generate more than kMaxRotationGroup elements (or
// than kMaxSymmetryWork allows for the file's size), or when more than
// kMaxDefinitionSymmetries are kept.
std::vector<DefinitionSymmetry> definition_symmetries(const Definition& def,
                                                      const std::string& gens = "");

// y = s(x) on the slots given per set (a union of orbits of the moves, which s maps onto
// itself); y's other slots are left as they are. A wildcard's twist stays 0.
void conjugate_slots(const Definition& def, const DefinitionSymmetry& s, const DefinitionState& x,
                     DefinitionState& y, const std::vector<std::vector<int>>& slots);

// The same on every slot (tests, entries read through the index).
DefinitionState conjugate(const Definition& def, const DefinitionSymmetry& s,
                          const DefinitionState& x);

} // namespace twobit
