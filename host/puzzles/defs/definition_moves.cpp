// See definition_moves.hpp.
#include "host/puzzles/defs/definition_moves.hpp"

#include <cstdlib>
#include <numeric>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/suggest.hpp"
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

// A generator's powers g, g^2, ... up to the identity; throws past `limit` powers.
std::vector<std::vector<SetAction>> powers_of(const Definition& def,
                                              const std::vector<SetAction>& g,
                                              const std::string& name, size_t limit) {
    std::vector<std::vector<SetAction>> powers{g};
    while (!is_identity(powers.back())) {
        if (powers.size() > limit)
            throw std::invalid_argument("move " + name + " has order above " +
                                        std::to_string(limit + 1) + ": its powers give more " +
                                        "moves than the search holds (" +
                                        std::to_string(kMaxMoves) + ")");
        powers.push_back(compose_actions(powers.back(), g, def));
    }
    powers.pop_back();
    return powers;
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
    struct Base {
        std::vector<std::vector<SetAction>> powers;
        std::vector<std::string> names;
    };
    std::vector<Base> bases;
    std::vector<std::string> all_names;
    for (const DefinitionMove& m : def.moves) {
        Base b;
        b.powers = powers_of(def, m.sets, m.name, limit);
        const int order = static_cast<int>(b.powers.size()) + 1;
        for (int k = 1; k < order; ++k) b.names.push_back(power_name(m.name, k, order));
        all_names.insert(all_names.end(), b.names.begin(), b.names.end());
        bases.push_back(std::move(b));
    }
    for (size_t i = 0; i < all_names.size(); ++i)
        for (size_t j = i + 1; j < all_names.size(); ++j)
            if (all_names[i] == all_names[j])
                throw std::invalid_argument("two moves are both named " + all_names[i] +
                                            " (a move's power takes the name of another move)");

    // The chosen generators: (base, step) pairs; step 1 = the base move itself.
    std::vector<std::pair<size_t, int>> chosen;
    if (gens.empty()) {
        for (size_t b = 0; b < bases.size(); ++b) chosen.emplace_back(b, 1);
    } else {
        for (const std::string& entry : split_commas(gens)) {
            bool found = false;
            for (size_t b = 0; b < bases.size() && !found; ++b)
                for (size_t k = 0; k < bases[b].names.size() && !found; ++k)
                    if (bases[b].names[k] == entry) {
                        chosen.emplace_back(b, static_cast<int>(k) + 1);
                        found = true;
                    }
            if (!found)
                throw std::invalid_argument("--gens: no move named '" + excerpt(entry, 20) + "'" +
                                            did_you_mean(entry, all_names) + " (moves: " +
                                            [&] {
                                                std::string list;
                                                for (const DefinitionMove& m : def.moves)
                                                    list += (list.empty() ? "" : " ") + m.name;
                                                return list;
                                            }() +
                                            ")");
            for (size_t c = 0; c + 1 < chosen.size(); ++c)
                if (chosen[c] == chosen.back())
                    throw std::invalid_argument("--gens names " + entry + " twice");
        }
    }

    DefinitionMoveSet set;
    std::vector<int> per_generator;
    for (const auto& [b, step] : chosen) {
        const Base& base = bases[b];
        const int order = static_cast<int>(base.powers.size()) + 1;
        set.gens += (set.gens.empty() ? "" : ",") + base.names[step - 1];
        set.generators.push_back(base.powers[step - 1]);
        // The powers of this generator: multiples of gcd(step, order), the cyclic subgroup.
        const int g = std::gcd(step, order);
        const size_t first = set.names.size();
        for (int k = g; k < order; k += g) {
            // qtm: only the generator and its inverse.
            if (quarter && k != step && k != order - step) continue;
            set.names.push_back(base.names[k - 1]);
            set.actions.push_back(base.powers[k - 1]);
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
            throw std::invalid_argument(
                "the moves' powers give " + std::to_string(set.names.size()) +
                " moves or more; the search holds at most " + std::to_string(kMaxMoves));
    }
    if (gens.empty()) set.gens.clear(); // every move: no restriction to record
    bool uniform = true;
    for (int n : per_generator) uniform = uniform && n == per_generator.front();
    set.pull_group = uniform ? per_generator.front() : 1;
    return set;
}

} // namespace twobit
