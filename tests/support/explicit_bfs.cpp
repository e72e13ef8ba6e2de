// The explicit-state reference BFS; see explicit_bfs.hpp. Everything here works from the
// Definition's fields alone, with the rule definition.hpp states for applying a move:
//   labels'[i] = labels[perm[i]],  twist'[i] = (twist[perm[i]] + twist_change[i]) mod orientations
// and none of the engine's functions (not even definition.cpp's apply_move), so that a bug
// there cannot hide itself by appearing on both sides of a test.
#include "explicit_bfs.hpp"

#include <algorithm>
#include <gtest/gtest.h>
#include <sstream>
#include <stdexcept>
#include <unordered_set>

namespace twobit::test {

namespace {

// A move's order is at most the lcm of its cycle lengths times the orientation count; far
// above anything a real puzzle has, so more means a broken definition, not a long wait.
constexpr int kMaxOrder = 10000;

// Refuses a definition whose arrays do not have the sizes the sets promise: the reader is
// meant to guarantee them, but this reference should not trust the code it checks.
void check_shapes(const Definition& def) {
    for (const PieceSet& set : def.sets) {
        const size_t n = static_cast<size_t>(set.pieces);
        if (set.pieces < 1 || set.orientations < 1 || set.solved_labels.size() != n ||
            set.solved_twist.size() != n)
            throw std::invalid_argument("explicit_bfs: set '" + set.name +
                                        "' has arrays of the wrong size");
    }
    for (const DefinitionMove& move : def.moves) {
        if (move.sets.size() != def.sets.size())
            throw std::invalid_argument("explicit_bfs: move '" + move.name +
                                        "' does not give one action per set");
        for (size_t s = 0; s < def.sets.size(); ++s) {
            const size_t n = static_cast<size_t>(def.sets[s].pieces);
            const SetAction& a = move.sets[s];
            if (a.perm.size() != n || a.twist_change.size() != n)
                throw std::invalid_argument("explicit_bfs: move '" + move.name +
                                            "' has arrays of the wrong size");
            std::vector<bool> hit(n, false);
            for (uint8_t p : a.perm) {
                if (p >= n || hit[p])
                    throw std::invalid_argument("explicit_bfs: move '" + move.name +
                                                "' is not a permutation");
                hit[p] = true;
            }
        }
    }
}

// A whole-puzzle state is one string: every set's labels followed by its twists, one byte
// each, sets in order. Two states are the same exactly when their strings are, so the string
// is also the hash-set key.

// The rule of definition.hpp, written out again: `next` becomes `state` with `move` applied.
void apply(const Definition& def, const std::string& state, const std::vector<SetAction>& move,
           std::string& next) {
    next.resize(state.size());
    size_t at = 0; // where this set's labels start; its twists follow them
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const size_t n = static_cast<size_t>(def.sets[s].pieces);
        const int mod = def.sets[s].orientations;
        for (size_t i = 0; i < n; ++i) {
            const size_t from = move[s].perm[i];
            next[at + i] = state[at + from];
            const int twist = static_cast<uint8_t>(state[at + n + from]) + move[s].twist_change[i];
            next[at + n + i] = static_cast<char>(twist % mod);
        }
        at += 2 * n;
    }
}

// A piece whose orientation is a wildcard ('?' in Solved, PieceSet::wild) has none: its
// twist is set to 0 after every move, so states that differ only there are one state.
void forget_wild_twists(const Definition& def, std::string& state) {
    size_t at = 0;
    for (const PieceSet& set : def.sets) {
        const size_t n = static_cast<size_t>(set.pieces);
        for (size_t i = 0; i < n && !set.wild.empty(); ++i)
            if (set.wild.at(static_cast<uint8_t>(state[at + i])) != 0) state[at + n + i] = 0;
        at += 2 * n;
    }
}

// Every piece distinct (labels 0..n-1) and untwisted. Applying moves to it records their
// product: the state after a sequence, read as perm = labels and twist_change = twist, is
// the single move with the sequence's effect (slot i now holds the piece from slot
// labels[i], with the twist picked up on the way).
std::string identity(const Definition& def) {
    std::string state;
    for (const PieceSet& set : def.sets) {
        for (int i = 0; i < set.pieces; ++i) state.push_back(static_cast<char>(i));
        state.append(static_cast<size_t>(set.pieces), '\0');
    }
    return state;
}

std::vector<SetAction> as_move(const Definition& def, const std::string& product) {
    std::vector<SetAction> move;
    size_t at = 0;
    for (const PieceSet& set : def.sets) {
        const size_t n = static_cast<size_t>(set.pieces);
        SetAction action;
        action.perm.assign(product.begin() + at, product.begin() + at + n);
        action.twist_change.assign(product.begin() + at + n, product.begin() + at + 2 * n);
        move.push_back(std::move(action));
        at += 2 * n;
    }
    return move;
}

// The name of M^k for a move of order n, as the header says.
std::string power_name(const std::string& base, int k, int n) {
    if (k == 1) return base;
    if (k == n - 1) return base + "'";
    if (2 * k <= n) return base + std::to_string(k);
    return base + std::to_string(n - k) + "'";
}

} // namespace

std::vector<ExplicitMove> explicit_moves(const Definition& def, const std::string& metric,
                                         const std::vector<std::string>& base_moves) {
    if (metric != "htm" && metric != "qtm")
        throw std::invalid_argument("explicit_bfs: metric '" + metric + "' is not htm or qtm");
    check_shapes(def);
    for (size_t i = 0; i < base_moves.size(); ++i) {
        const std::string& name = base_moves[i];
        if (std::find(base_moves.begin(), base_moves.begin() + i, name) != base_moves.begin() + i)
            throw std::invalid_argument("explicit_bfs: move '" + name + "' is named twice");
        if (std::none_of(def.moves.begin(), def.moves.end(),
                         [&](const DefinitionMove& m) { return m.name == name; }))
            throw std::invalid_argument("explicit_bfs: the definition has no move '" + name + "'");
    }
    const std::string one = identity(def);
    std::vector<ExplicitMove> moves;
    for (const DefinitionMove& base : def.moves) {
        if (!base_moves.empty() &&
            std::find(base_moves.begin(), base_moves.end(), base.name) == base_moves.end())
            continue;
        // powers[k - 1] = M^k, until M^order is the identity again.
        std::vector<std::string> powers;
        std::string product;
        apply(def, one, base.sets, product);
        while (product != one) {
            if (static_cast<int>(powers.size()) >= kMaxOrder)
                throw std::invalid_argument("explicit_bfs: move '" + base.name +
                                            "' has an order above " + std::to_string(kMaxOrder));
            powers.push_back(product);
            apply(def, powers.back(), base.sets, product);
        }
        const int order = static_cast<int>(powers.size()) + 1;
        if (order == 1) // the reader refuses such moves; nothing to generate
            throw std::invalid_argument("explicit_bfs: move '" + base.name + "' changes nothing");
        for (int k = 1; k < order; ++k) {
            if (metric == "qtm" && k != 1 && k != order - 1) continue;
            moves.push_back({power_name(base.name, k, order), as_move(def, powers[k - 1])});
        }
    }
    if (moves.empty()) throw std::invalid_argument("explicit_bfs: no moves to search with");
    return moves;
}

namespace {

// The search of explicit_bfs, calling level(depth, states) with each level's states.
template <class Level>
void explicit_search(const Definition& def, const std::string& metric,
                     const std::vector<std::string>& base_moves, uint64_t max_states, int max_depth,
                     Level level) {
    const std::vector<ExplicitMove> moves = explicit_moves(def, metric, base_moves);
    std::string solved;
    for (const PieceSet& set : def.sets) {
        solved.append(set.solved_labels.begin(), set.solved_labels.end());
        for (uint8_t t : set.solved_twist)
            solved.push_back(static_cast<char>(t % set.orientations));
    }
    // Every state seen; the frontier points into it (elements of an unordered_set stay put
    // when it rehashes), so each key is stored once.
    std::unordered_set<std::string> seen;
    std::vector<const std::string*> frontier{&*seen.insert(solved).first};
    std::string next_state;
    for (int depth = 0; !frontier.empty(); ++depth) {
        level(depth, frontier);
        if (max_depth >= 0 && depth >= max_depth) break;
        std::vector<const std::string*> next;
        for (const std::string* state : frontier) {
            for (const ExplicitMove& move : moves) {
                apply(def, *state, move.sets, next_state);
                forget_wild_twists(def, next_state);
                const auto inserted = seen.insert(next_state);
                if (!inserted.second) continue;
                if (seen.size() > max_states)
                    throw std::length_error("explicit_bfs: more than " +
                                            std::to_string(max_states) + " states");
                next.push_back(&*inserted.first);
            }
        }
        frontier.swap(next);
    }
}

} // namespace

std::vector<uint64_t> explicit_bfs(const Definition& def, const std::string& metric,
                                   const std::vector<std::string>& base_moves, uint64_t max_states,
                                   int max_depth) {
    std::vector<uint64_t> counts;
    explicit_search(def, metric, base_moves, max_states, max_depth,
                    [&](int, const std::vector<const std::string*>& states) {
                        counts.push_back(states.size());
                    });
    return counts;
}

std::vector<std::pair<DefinitionState, int>>
explicit_distances(const Definition& def, const std::string& metric, uint64_t max_states) {
    std::vector<std::pair<DefinitionState, int>> out;
    explicit_search(def, metric, {}, max_states, -1,
                    [&](int depth, const std::vector<const std::string*>& states) {
                        for (const std::string* key : states) {
                            DefinitionState state;
                            size_t at = 0;
                            for (const PieceSet& set : def.sets) {
                                const auto n = static_cast<size_t>(set.pieces);
                                state.labels.emplace_back(key->begin() + static_cast<long>(at),
                                                          key->begin() + static_cast<long>(at + n));
                                state.twist.emplace_back(key->begin() + static_cast<long>(at + n),
                                                         key->begin() +
                                                             static_cast<long>(at + 2 * n));
                                at += 2 * n;
                            }
                            out.emplace_back(std::move(state), depth);
                        }
                    });
    return out;
}

DefinitionState apply_names(const Definition& def, const std::vector<ExplicitMove>& moves,
                            DefinitionState state, const std::string& sequence) {
    std::istringstream words(sequence);
    std::string w;
    while (words >> w) {
        size_t m = 0;
        while (m < moves.size() && moves[m].name != w) ++m;
        if (m == moves.size()) {
            ADD_FAILURE() << "no move named " << w;
            continue;
        }
        state = apply_move(def, state, moves[m].sets);
    }
    return state;
}

} // namespace twobit::test
