// See definition_moves.hpp.
#include "host/puzzles/defs/definition_moves.hpp"

#include "host/puzzles/defs/run_together.hpp"

#include <cstdlib>
#include <numeric>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/suggest.hpp"
#include "host/puzzles/defs/run_together.hpp"
#include "kernels/model_view.hpp"

namespace twobit {

std::vector<SetAction> compose_actions(const std::vector<SetAction>& a,
                                       const std::vector<SetAction>& b, const Definition& def) {
    std::vector<SetAction> c = a;
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const int mod = def.sets[s].orientations;
        for (int i = 0; i < def.sets[s].pieces; ++i) {
            const int via = b[s].perm[i];
            c[s].perm[i] = a[s].perm[via];
            c[s].twist_change[i] =
                static_cast<uint8_t>((a[s].twist_change[via] + b[s].twist_change[i]) % mod);
        }
    }
    return c;
}

namespace {

bool is_identity(const std::vector<SetAction>& action) {
    for (const SetAction& s : action)
        for (size_t i = 0; i < s.perm.size(); ++i)
            if (s.perm[i] != i || s.twist_change[i] != 0) return false;
    return true;
}

// Orders are exact up to here; above, only "too many powers to enumerate" matters.
constexpr uint64_t kOrderCap = uint64_t{1} << 62;

// A move's order from its cycles, without composing it with itself (an order can be far
// beyond what powers could be listed for: a 7-cycle and an 11-cycle and a 13-cycle give
// 1001): per cycle, its length times the order of the twist a piece gathers going once
// round it, and the lcm of those. Saturates at kOrderCap.
uint64_t order_of(const Definition& def, const std::vector<SetAction>& move) {
    uint64_t order = 1;
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const SetAction& a = move[s];
        const int mod = def.sets[s].orientations;
        std::vector<bool> seen(a.perm.size(), false);
        for (size_t start = 0; start < a.perm.size(); ++start) {
            if (seen[start]) continue;
            uint64_t length = 0;
            int twist = 0;
            for (size_t i = start; !seen[i]; i = a.perm[i]) {
                seen[i] = true;
                ++length;
                twist = (twist + a.twist_change[i]) % mod;
            }
            const uint64_t cycle = length * static_cast<uint64_t>(mod / std::gcd(mod, twist));
            const unsigned __int128 lcm =
                static_cast<unsigned __int128>(order / std::gcd(order, cycle)) * cycle;
            order = lcm >= kOrderCap ? kOrderCap : static_cast<uint64_t>(lcm);
        }
    }
    return order;
}

// The action that undoes a (a then inverse_of(a) is the identity).
std::vector<SetAction> inverse_of(const std::vector<SetAction>& a, const Definition& def) {
    std::vector<SetAction> b = a;
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const int mod = def.sets[s].orientations;
        for (size_t j = 0; j < a[s].perm.size(); ++j)
            b[s].perm[a[s].perm[j]] = static_cast<uint8_t>(j);
        for (size_t i = 0; i < a[s].perm.size(); ++i)
            b[s].twist_change[i] =
                static_cast<uint8_t>((mod - a[s].twist_change[b[s].perm[i]]) % mod);
    }
    return b;
}

// twsearch's name for power k (1 <= k < order): the shorter way round, ' for negative.
std::string power_name(const std::string& base, int k, int order) {
    int turns = k;
    if (order - turns < turns) turns -= order;
    if (turns == 1) return base;
    std::string name = base;
    if (turns != -1) name += std::to_string(std::abs(turns));
    if (turns < 0) name += "'";
    return name;
}

std::vector<std::string> split_commas(const std::string& text) {
    std::vector<std::string> parts;
    size_t start = 0;
    for (;;) {
        const size_t comma = text.find(',', start);
        parts.push_back(text.substr(start, comma - start));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return parts;
}

// One base move's powers as far as the search can use them: every power below its order
// when they fit in the search (listed: htm takes them all, a power name in --gens picks
// one), else only the move itself and its inverse (all qtm uses of it).
struct Base {
    const DefinitionMove* move = nullptr;
    uint64_t order = 0;
    bool listed = false;
    std::vector<std::vector<SetAction>> powers; // listed: power k at k - 1; else {g, g^-1}
    std::vector<std::string> names;             // the same powers' names
};

Base base_powers(const Definition& def, const DefinitionMove& m) {
    Base b;
    b.move = &m;
    b.order = order_of(def, m.sets);
    b.listed = b.order - 1 <= static_cast<uint64_t>(kMaxMoves);
    if (!b.listed) {
        b.powers = {m.sets, inverse_of(m.sets, def)};
        b.names = {m.name, m.name + "'"};
        return b;
    }
    const int order = static_cast<int>(b.order);
    b.powers.push_back(m.sets);
    for (int k = 2; k < order; ++k)
        b.powers.push_back(compose_actions(b.powers.back(), m.sets, def));
    for (int k = 1; k < order; ++k) b.names.push_back(power_name(m.name, k, order));
    return b;
}

[[noreturn]] void refuse(const Definition& def, const DefinitionMove& m, const std::string& why) {
    throw DefinitionError(def.source, m.line, 0, why);
}

std::string order_text(uint64_t order) {
    return order >= kOrderCap ? "above 2^62" : std::to_string(order);
}

// The generators --gens names (`gens`; empty: every move) as (base, power index) pairs, looked
// up among `all_names`, every power's name, whose (base, power index) is `power_of_name`.
std::vector<std::pair<size_t, size_t>>
chosen_generators(const Definition& def, const std::string& gens, size_t num_bases,
                  const std::vector<std::string>& all_names,
                  const std::vector<std::pair<size_t, size_t>>& power_of_name) {
    std::vector<std::pair<size_t, size_t>> chosen;
    if (gens.empty()) {
        for (size_t b = 0; b < num_bases; ++b) chosen.emplace_back(b, 0);
    } else {
        // Names separated by commas or spaces, or run together where that reads one way
        // (run_together.hpp), as the built-in puzzles' face letters are.
        std::string separated = gens;
        for (char& c : separated)
            if (c == ' ') c = ',';
        for (const std::string& entry : split_commas(separated)) {
            if (entry.empty()) continue;
            const std::vector<size_t> names = split_run_together(entry, all_names, "--gens names");
            if (names.empty())
                throw std::invalid_argument("--gens: no move named '" + excerpt(entry, 20) + "'" +
                                            did_you_mean(entry, all_names) + " (moves: " +
                                            [&] {
                                                std::string list;
                                                for (const DefinitionMove& m : def.moves)
                                                    list += (list.empty() ? "" : " ") + m.name;
                                                return excerpt(list, 200);
                                            }() +
                                            ")");
            for (const size_t n : names) {
                chosen.push_back(power_of_name[n]);
                for (size_t c = 0; c + 1 < chosen.size(); ++c)
                    if (chosen[c] == chosen.back())
                        throw std::invalid_argument("--gens names " + all_names[n] + " twice");
            }
        }
        if (chosen.empty()) throw std::invalid_argument("--gens names no move");
    }
    return chosen;
}

} // namespace

DefinitionMoveSet definition_moves(const Definition& def, const std::string& metric,
                                   const std::string& gens) {
    if (metric != "htm" && metric != "qtm")
        throw std::invalid_argument("unknown metric '" + excerpt(metric, 20) +
                                    "' for a definition (use htm: every power of each move, "
                                    "or qtm: each move and its inverse)");
    const bool quarter = metric == "qtm";
    const size_t limit = kMaxMoves;
    // Each base move's powers and their names, to look --gens names up in.
    std::vector<Base> bases;
    std::vector<std::string> all_names;
    std::vector<size_t> base_of_name;
    std::vector<std::pair<size_t, size_t>> power_of_name; // (base, power index) of each name
    for (const DefinitionMove& m : def.moves) {
        bases.push_back(base_powers(def, m));
        for (size_t k = 0; k < bases.back().names.size(); ++k) {
            const std::string& name = bases.back().names[k];
            for (size_t i = 0; i < all_names.size(); ++i)
                if (all_names[i] == name)
                    refuse(def, m,
                           "two moves are both named " + name + " (a power of move " +
                               bases[base_of_name[i]].move->name + " at line " +
                               std::to_string(bases[base_of_name[i]].move->line) +
                               " and one of move " + m.name + ")");
            power_of_name.emplace_back(bases.size() - 1, k);
            all_names.push_back(name);
            base_of_name.push_back(bases.size() - 1);
        }
    }

    // The chosen generators: (base, power index) pairs; index 0 = the base move itself.
    const std::vector<std::pair<size_t, size_t>> chosen =
        chosen_generators(def, gens, bases.size(), all_names, power_of_name);

    DefinitionMoveSet set;
    std::vector<int> per_generator;
    for (const auto& [b, index] : chosen) {
        const Base& base = bases[b];
        set.gens += (set.gens.empty() ? "" : ",") + base.names[index];
        set.generators.push_back(base.powers[index]);
        const size_t first = set.names.size();
        if (!base.listed) {
            // Its powers cannot all be moves; qtm needs only the move and its inverse.
            if (!quarter)
                refuse(def, *base.move,
                       "move " + base.move->name + " has order " + order_text(base.order) +
                           ": its powers give more moves than the search holds (" +
                           std::to_string(kMaxMoves) + "); --metric qtm uses only " +
                           base.names[0] + " and " + base.names[1]);
            for (size_t k = 0; k < 2; ++k) {
                set.names.push_back(base.names[k]);
                set.actions.push_back(base.powers[k]);
            }
        } else {
            // The powers of this generator: multiples of gcd(step, order), the cyclic
            // subgroup; qtm: only the generator and its inverse.
            const int order = static_cast<int>(base.order);
            const int step = static_cast<int>(index) + 1;
            const int g = std::gcd(step, order);
            for (int k = g; k < order; k += g) {
                if (quarter && k != step && k != order - step) continue;
                set.names.push_back(base.names[k - 1]);
                set.actions.push_back(base.powers[k - 1]);
            }
        }
        // Inverses within this generator's moves.
        for (size_t i = first; i < set.names.size(); ++i) {
            for (size_t j = first; j < set.names.size(); ++j)
                if (is_identity(compose_actions(set.actions[i], set.actions[j], def))) {
                    set.inverse.push_back(static_cast<int>(j));
                    break;
                }
        }
        per_generator.push_back(static_cast<int>(set.names.size() - first));
        if (set.names.size() > limit)
            refuse(def, *base.move,
                   "the moves' powers give " + std::to_string(set.names.size()) +
                       " moves or more by move " + base.move->name + "; the search holds at most " +
                       std::to_string(kMaxMoves));
    }
    if (gens.empty()) set.gens.clear(); // every move: no restriction to record
    bool uniform = true;
    for (int n : per_generator) uniform = uniform && n == per_generator.front();
    set.pull_group = uniform ? per_generator.front() : 1;
    return set;
}

} // namespace twobit
