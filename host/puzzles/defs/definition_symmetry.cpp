// A definition's symmetries (definition_symmetry.hpp).
#include "host/puzzles/defs/definition_symmetry.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <set>

#include "host/puzzles/defs/definition_moves.hpp"

namespace twobit {

namespace {

using Action = std::vector<SetAction>;

Action identity_action(const Definition& def) {
    Action a(def.sets.size());
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const auto n = static_cast<size_t>(def.sets[s].pieces);
        a[s].perm.resize(n);
        a[s].twist_change.assign(n, 0);
        for (size_t i = 0; i < n; ++i) a[s].perm[i] = static_cast<uint8_t>(i);
    }
    return a;
}

// a^-1: a then a^-1 is the identity, so slot a.perm[k] of a^-1 comes from k and loses the
// twist that a gave it.
Action inverse_action(const Action& a, const Definition& def) {
    Action inv = a;
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const int mod = def.sets[s].orientations;
        for (size_t k = 0; k < a[s].perm.size(); ++k)
            inv[s].perm[a[s].perm[k]] = static_cast<uint8_t>(k);
        for (size_t k = 0; k < a[s].perm.size(); ++k)
            inv[s].twist_change[k] =
                static_cast<uint8_t>((mod - a[s].twist_change[inv[s].perm[k]]) % mod);
    }
    return inv;
}

std::string key_of(const Action& a) {
    std::string key;
    for (const SetAction& s : a) {
        key.append(s.perm.begin(), s.perm.end());
        key.append(s.twist_change.begin(), s.twist_change.end());
    }
    return key;
}

// What s does to solved's labels (solved * s^-1 is solved relabelled), or false where it
// does not relabel: pieces of one label land where pieces of two labels were, a wildcard
// meets a known orientation, or identical pieces gain different twists.
bool find_relabelling(const Definition& def, const Action& inverse, DefinitionSymmetry& sym) {
    const DefinitionState solved = solved_state(def);
    const DefinitionState z = apply_move(def, solved, inverse);
    sym.label_to.assign(def.sets.size(), {});
    sym.label_twist.assign(def.sets.size(), {});
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const PieceSet& set = def.sets[s];
        std::vector<int> to(256, -1), twist(256, -1);
        std::vector<uint8_t> taken(256, 0);
        for (int k = 0; k < set.pieces; ++k) {
            const uint8_t l = solved.labels[s][k], m = z.labels[s][k];
            const bool wild = !set.wild.empty() && set.wild[l] != 0;
            if (wild != (!set.wild.empty() && set.wild[m] != 0)) return false;
            const int d =
                wild ? 0
                     : (z.twist[s][k] - solved.twist[s][k] + set.orientations) % set.orientations;
            if (to[l] < 0) {
                if (taken[m] != 0) return false;
                taken[m] = 1;
                to[l] = m;
                twist[l] = d;
            } else if (to[l] != m || twist[l] != d) {
                return false;
            }
        }
        for (int l = 0; l < 256; ++l) {
            sym.label_to[s].push_back(static_cast<uint8_t>(to[l] < 0 ? l : to[l]));
            sym.label_twist[s].push_back(static_cast<uint8_t>(twist[l] < 0 ? 0 : twist[l]));
        }
    }
    return true;
}

// Whether s^-1 m s is one of the moves for every move m.
bool keeps_moves(const Definition& def, const Action& s, const Action& inverse,
                 const std::vector<Action>& moves) {
    std::set<std::string> keys;
    for (const Action& m : moves) keys.insert(key_of(m));
    for (const Action& m : moves)
        if (keys.count(key_of(compose_actions(compose_actions(inverse, m, def), s, def))) == 0)
            return false;
    return true;
}

// What s does to the slots the moves reach and to the labels found there: two elements alike
// in it act alike on every state of the index.
std::string action_on_states(const Definition& def, const DefinitionSymmetry& sym,
                             const std::vector<std::vector<int>>& live) {
    std::string key;
    for (size_t s = 0; s < def.sets.size(); ++s)
        for (int k : live[s]) {
            const uint8_t l = def.sets[s].solved_labels[k];
            key += static_cast<char>(sym.rotation[s].perm[k]);
            key += static_cast<char>(sym.rotation[s].twist_change[k]);
            key += static_cast<char>(sym.label_to[s][l]);
            key += static_cast<char>(sym.label_twist[s][l]);
        }
    return key;
}

} // namespace

std::vector<DefinitionSymmetry> definition_symmetries(const Definition& def,
                                                      const std::string& gens) {
    // The moves in both metrics: a table of classes serves both.
    std::vector<std::vector<Action>> metrics;
    for (const char* metric : {"htm", "qtm"})
        metrics.push_back(definition_moves(def, metric, gens).actions);
    std::vector<std::vector<int>> live(def.sets.size());
    for (size_t s = 0; s < def.sets.size(); ++s)
        for (int k = 0; k < def.sets[s].pieces; ++k)
            for (const Action& m : metrics[0])
                if (m[s].perm[k] != k || m[s].twist_change[k] != 0) {
                    live[s].push_back(k);
                    break;
                }

    // The group the rotations generate, breadth-first from the identity, up to a size whose
    // closing and filtering stay within kMaxSymmetryWork.
    uint64_t pieces = 0;
    for (const PieceSet& set : def.sets) pieces += static_cast<uint64_t>(set.pieces);
    const uint64_t per_element = (def.rotations.size() + metrics[0].size() + metrics[1].size()) *
                                 std::max<uint64_t>(pieces, 1);
    const auto limit = static_cast<size_t>(
        std::max<uint64_t>(kMaxDefinitionSymmetries,
                           std::min<uint64_t>(kMaxRotationGroup, kMaxSymmetryWork / per_element)));
    std::vector<std::pair<std::string, Action>> group{{"identity", identity_action(def)}};
    std::set<std::string> seen{key_of(group[0].second)};
    for (size_t i = 0; i < group.size(); ++i)
        for (const DefinitionMove& r : def.rotations) {
            Action next = compose_actions(group[i].second, r.sets, def);
            if (!seen.insert(key_of(next)).second) continue;
            if (group.size() >= limit)
                throw DefinitionError(
                    def.source, def.rotations[0].line, 0,
                    fmt::format("the rotations generate more than {} elements (the most twobit "
                                "looks through for {} rotations and {} moves on {} pieces); its "
                                "symmetric tables take at most {}",
                                limit, def.rotations.size(), metrics[0].size(), pieces,
                                kMaxDefinitionSymmetries));
            group.emplace_back(i == 0 ? r.name : group[i].first + " " + r.name, std::move(next));
        }

    std::vector<DefinitionSymmetry> kept;
    std::set<std::string> actions;
    for (auto& [name, s] : group) {
        DefinitionSymmetry sym;
        sym.name = name;
        const Action inverse = inverse_action(s, def);
        if (!find_relabelling(def, inverse, sym)) continue;
        bool keeps = true;
        for (const std::vector<Action>& moves : metrics)
            keeps = keeps && keeps_moves(def, s, inverse, moves);
        if (!keeps) continue;
        sym.rotation = std::move(s);
        if (!actions.insert(action_on_states(def, sym, live)).second) continue;
        kept.push_back(std::move(sym));
    }
    if (static_cast<int>(kept.size()) > kMaxDefinitionSymmetries)
        throw DefinitionError(def.source, def.rotations[0].line, 0,
                              std::to_string(kept.size()) +
                                  " symmetries keep the moves and the solved state; twobit's "
                                  "symmetric tables take at most " +
                                  std::to_string(kMaxDefinitionSymmetries));
    return kept;
}

void conjugate_slots(const Definition& def, const DefinitionSymmetry& s, const DefinitionState& x,
                     DefinitionState& y, const std::vector<std::vector<int>>& slots) {
    for (size_t set = 0; set < slots.size(); ++set) {
        const PieceSet& p = def.sets[set];
        const SetAction& r = s.rotation[set];
        for (int k : slots[set]) {
            const int from = r.perm[k];
            const uint8_t label = x.labels[set][from];
            y.labels[set][k] = s.label_to[set][label];
            y.twist[set][k] =
                !p.wild.empty() && p.wild[label] != 0
                    ? 0
                    : static_cast<uint8_t>(
                          (x.twist[set][from] + s.label_twist[set][label] + r.twist_change[k]) %
                          p.orientations);
        }
    }
}

DefinitionState conjugate(const Definition& def, const DefinitionSymmetry& s,
                          const DefinitionState& x) {
    std::vector<std::vector<int>> all(def.sets.size());
    for (size_t set = 0; set < def.sets.size(); ++set)
        for (int k = 0; k < def.sets[set].pieces; ++k) all[set].push_back(k);
    DefinitionState y = x;
    conjugate_slots(def, s, x, y, all);
    return y;
}

} // namespace twobit
