// See definition_space.hpp for the construction; this file follows its four steps.
#include "host/puzzles/defs/definition_space.hpp"

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <stdexcept>

#include "host/engine/even_permutation.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/puzzles/defs/arrangement_rank.hpp"

namespace twobit {

namespace {

constexpr uint64_t kMaxCoordinateSize = 0xffffffffu; // a coordinate value is a uint32_t
// Coordinates whose product stays this small are merged anyway: one table read fewer.
constexpr uint64_t kSmallMerge = 256;

// Parity of an arrangement of distinct labels: 1 when odd.
unsigned arrangement_parity(const uint8_t* labels, int n) {
    return is_even_permutation(labels, n) ? 0u : 1u;
}

// A generator's parity on the slots of one orbit (it maps the orbit onto itself).
unsigned orbit_parity(const SetAction& action, const std::vector<int>& slots) {
    std::vector<uint8_t> local(slots.size());
    for (size_t i = 0; i < slots.size(); ++i)
        local[i] = static_cast<uint8_t>(
            std::lower_bound(slots.begin(), slots.end(), action.perm[slots[i]]) - slots.begin());
    return arrangement_parity(local.data(), static_cast<int>(local.size()));
}

std::string too_large(const std::string& what, const std::string& size) {
    return "cannot index this definition: " + what + " has " + size +
           " values, more than a coordinate holds (2^32); twobit enumerates spaces whose "
           "table fits in memory";
}

} // namespace

DefinitionSpace::DefinitionSpace(const Definition& def, const std::string& metric,
                                 const std::string& gens)
    : def_(def), moves_(definition_moves(def, metric, gens)) {
    find_components();
    find_parity_relations();
    group_coordinates();
    for (SpaceComponent& c : components_)
        if (c.halved) {
            c.needs_parity = true;
            for (int m : c.relation) components_[m].needs_parity = true;
        }
    unsigned __int128 states = 1;
    for (size_t c = 0; c < coords_.size(); ++c) states *= coordinate_size(c);
    if (states > (static_cast<unsigned __int128>(1) << 62)) {
        char size[32];
        std::snprintf(size, sizeof size, "%.3g", static_cast<double>(states));
        refuse(0, "cannot index this definition: its index space has about " + std::string(size) +
                      " states, more than 2^62 (and far more than memory holds)");
    }
}

void DefinitionSpace::refuse(int set, const std::string& why) const {
    throw DefinitionError(def_.source, def_.sets.at(static_cast<size_t>(set)).line, 0, why);
}

ModelSizes DefinitionSpace::sizes() const {
    // What model() holds at once: every component's table and parity bits, and the tables of
    // the coordinates that merge several components (a coordinate of one component takes
    // its table over); the model keeps the coordinates' tables only.
    const uint64_t row = moves_.names.size() * sizeof(uint32_t);
    ModelSizes sizes;
    sizes.states = num_states();
    for (const SpaceComponent& c : components_)
        sizes.build_bytes += c.full_size * row + (c.needs_parity ? c.full_size : 0);
    for (size_t c = 0; c < coords_.size(); ++c) {
        const uint64_t bytes = uint64_t{coordinate_size(c)} * row;
        sizes.table_bytes += bytes;
        if (coords_[c].size() != 1 || components_[coords_[c][0]].halved) sizes.build_bytes += bytes;
    }
    return sizes;
}

void DefinitionSpace::find_components() {
    for (size_t s = 0; s < def_.sets.size(); ++s) {
        const PieceSet& set = def_.sets[s];
        // Orbits: slots joined by the generators' permutations.
        std::vector<int> root(set.pieces);
        std::iota(root.begin(), root.end(), 0);
        const auto find = [&](int x) {
            while (root[x] != x) x = root[x] = root[root[x]];
            return x;
        };
        for (const auto& g : moves_.generators)
            for (int i = 0; i < set.pieces; ++i) root[find(i)] = find(g[s].perm[i]);
        std::vector<std::vector<int>> orbits(set.pieces);
        for (int i = 0; i < set.pieces; ++i) orbits[find(i)].push_back(i);
        for (const std::vector<int>& slots : orbits) {
            if (slots.empty()) continue;
            bool moved = false;
            bool twisted = false;
            bool sum_kept = true;
            for (const auto& g : moves_.generators) {
                int sum = 0;
                for (int i : slots) {
                    moved = moved || g[s].perm[i] != i;
                    twisted = twisted || g[s].twist_change[i] != 0;
                    sum += g[s].twist_change[i];
                }
                sum_kept = sum_kept && sum % set.orientations == 0;
            }
            std::vector<int> labels;
            for (int i : slots) labels.push_back(set.solved_labels[i]);
            std::sort(labels.begin(), labels.end());
            std::vector<int> counts;
            for (size_t i = 0; i < labels.size(); ++i)
                if (i == 0 || labels[i] != labels[i - 1])
                    counts.push_back(1);
                else
                    ++counts.back();
            const std::string where =
                "set " + set.name + " (" + std::to_string(slots.size()) + " slots moving together)";
            if (moved && counts.size() > 1) {
                SpaceComponent c;
                c.kind = SpaceComponent::Arrangement;
                c.set = static_cast<int>(s);
                c.slots = slots;
                c.label_counts = counts;
                for (size_t i = 0; i < labels.size(); ++i)
                    if (i == 0 || labels[i] != labels[i - 1])
                        c.labels.push_back(static_cast<uint8_t>(labels[i]));
                c.distinct = counts.size() == slots.size();
                c.full_size = count_arrangements(counts, kMaxCoordinateSize);
                if (c.full_size == 0) refuse(static_cast<int>(s), too_large(where, "too many"));
                components_.push_back(std::move(c));
            }
            if (twisted) {
                SpaceComponent c;
                c.kind = SpaceComponent::Orientation;
                c.set = static_cast<int>(s);
                c.slots = slots;
                c.modulus = set.orientations;
                c.sum_kept = sum_kept;
                for (int i : slots) c.sum += set.solved_twist[i];
                c.sum %= c.modulus;
                const size_t digits = slots.size() - (sum_kept ? 1 : 0);
                uint64_t size = 1;
                for (size_t d = 0; d < digits; ++d) {
                    size *= static_cast<uint64_t>(c.modulus);
                    if (size > kMaxCoordinateSize)
                        refuse(static_cast<int>(s), too_large(where + " orientation", "too many"));
                }
                c.full_size = size;
                components_.push_back(std::move(c));
            }
        }
    }
}

uint64_t SpaceComponent::rank(const uint8_t* local) const {
    const size_t k = slots.size();
    if (kind == Arrangement) return rank_arrangement(local, label_counts, full_size);
    uint64_t value = 0;
    for (size_t i = 0; i + (sum_kept ? 1 : 0) < k; ++i) value = value * modulus + local[i];
    return value;
}

void SpaceComponent::unrank(uint64_t full, uint8_t* local) const {
    const size_t k = slots.size();
    if (kind == Arrangement) {
        unrank_arrangement(full, label_counts, full_size, local);
        return;
    }
    const size_t digits = k - (sum_kept ? 1 : 0);
    int total = 0;
    for (size_t i = digits; i-- > 0;) {
        local[i] = static_cast<uint8_t>(full % modulus);
        full /= modulus;
        total += local[i];
    }
    if (sum_kept)
        local[k - 1] = static_cast<uint8_t>(((sum - total) % modulus + modulus) % modulus);
}

namespace {

// The full value of a halved component stored as `stored`, whose parity must be `wanted`:
// of the two full values it stands for, the one with that parity.
uint64_t halved_full_value(const SpaceComponent& c, uint64_t stored, unsigned wanted) {
    const uint64_t even = 2 * stored;
    return c.parity_of(even) == wanted ? even : even + 1;
}

} // namespace

unsigned SpaceComponent::parity_of(uint64_t full) const {
    if (!parity.empty()) return parity[full];
    uint8_t local[256];
    unrank(full, local);
    return arrangement_parity(local, static_cast<int>(slots.size()));
}

uint64_t DefinitionSpace::component_value(const SpaceComponent& c,
                                          const DefinitionState& state) const {
    uint8_t local[256];
    for (size_t i = 0; i < c.slots.size(); ++i) {
        if (c.kind == SpaceComponent::Orientation) {
            local[i] = state.twist[c.set][c.slots[i]];
            continue;
        }
        const uint8_t label = state.labels[c.set][c.slots[i]];
        local[i] = static_cast<uint8_t>(std::lower_bound(c.labels.begin(), c.labels.end(), label) -
                                        c.labels.begin());
    }
    return c.rank(local);
}

void DefinitionSpace::write_component(const SpaceComponent& c, uint64_t full,
                                      DefinitionState& state) const {
    uint8_t local[256];
    c.unrank(full, local);
    for (size_t i = 0; i < c.slots.size(); ++i) {
        if (c.kind == SpaceComponent::Orientation)
            state.twist[c.set][c.slots[i]] = local[i];
        else
            state.labels[c.set][c.slots[i]] = c.labels[local[i]];
    }
}

void DefinitionSpace::find_parity_relations() {
    // Columns: arrangements of distinct pieces, smallest first, so that elimination leaves
    // the largest ones free: a free column is the one a relation halves.
    std::vector<int> columns;
    for (size_t i = 0; i < components_.size(); ++i)
        if (components_[i].kind == SpaceComponent::Arrangement && components_[i].distinct)
            columns.push_back(static_cast<int>(i));
    std::stable_sort(columns.begin(), columns.end(), [&](int a, int b) {
        return components_[a].full_size < components_[b].full_size;
    });
    const size_t n = columns.size();
    if (n == 0) return;
    std::vector<std::vector<uint8_t>> rows;
    for (const auto& g : moves_.generators) {
        std::vector<uint8_t> row(n);
        for (size_t j = 0; j < n; ++j) {
            const SpaceComponent& c = components_[columns[j]];
            row[j] = static_cast<uint8_t>(orbit_parity(g[c.set], c.slots));
        }
        rows.push_back(std::move(row));
    }
    // Reduced row echelon form over GF(2).
    std::vector<int> pivot_row_of(n, -1);
    size_t rank = 0;
    for (size_t j = 0; j < n && rank < rows.size(); ++j) {
        size_t r = rank;
        while (r < rows.size() && rows[r][j] == 0) ++r;
        if (r == rows.size()) continue;
        std::swap(rows[r], rows[rank]);
        for (size_t o = 0; o < rows.size(); ++o)
            if (o != rank && rows[o][j] != 0)
                for (size_t x = 0; x < n; ++x) rows[o][x] ^= rows[rank][x];
        pivot_row_of[j] = static_cast<int>(rank++);
    }
    // One relation per free column f: x_f = sum of x_p over pivots p whose row has f set.
    const DefinitionState solved = solved_state(def_);
    for (size_t f = 0; f < n; ++f) {
        if (pivot_row_of[f] >= 0) continue;
        SpaceComponent& halved = components_[columns[f]];
        if (halved.full_size < 2) continue;
        std::vector<int> members;
        for (size_t p = 0; p < n; ++p)
            if (pivot_row_of[p] >= 0 && rows[pivot_row_of[p]][f] != 0)
                members.push_back(columns[p]);
        halved.halved = true;
        halved.relation = members;
        // Parities are compared with the solved state's: a relation holds between changes.
        unsigned offset = 0;
        members.push_back(columns[f]);
        for (int m : members) {
            const SpaceComponent& c = components_[m];
            uint8_t local[256];
            c.unrank(component_value(c, solved), local);
            offset ^= arrangement_parity(local, static_cast<int>(c.slots.size()));
        }
        halved.parity_offset = offset;
    }
}

uint32_t DefinitionSpace::coordinate_size(size_t coord) const {
    uint64_t size = 1;
    for (int c : coords_[coord]) size *= components_[c].size();
    return static_cast<uint32_t>(size);
}

void DefinitionSpace::group_coordinates() {
    // Start with one group per component, then join each halved component with its
    // relation (they must share a coordinate), unless that group would be too large: then
    // the relation is given up and the component keeps all its values.
    std::vector<std::vector<int>> groups;
    std::vector<int> group_of(components_.size(), -1);
    const auto product = [&](const std::vector<int>& members) {
        unsigned __int128 p = 1;
        for (int c : members) p *= components_[c].size();
        return p;
    };
    for (size_t c = 0; c < components_.size(); ++c) {
        group_of[c] = static_cast<int>(groups.size());
        groups.push_back({static_cast<int>(c)});
    }
    for (size_t c = 0; c < components_.size(); ++c) {
        SpaceComponent& h = components_[c];
        if (!h.halved || h.relation.empty()) continue;
        std::vector<int> joined;
        std::vector<int> which;
        for (int m : h.relation) which.push_back(group_of[m]);
        which.push_back(group_of[c]);
        std::sort(which.begin(), which.end());
        which.erase(std::unique(which.begin(), which.end()), which.end());
        for (int g : which) joined.insert(joined.end(), groups[g].begin(), groups[g].end());
        if (product(joined) > kMaxCoordinateSize) {
            h.halved = false;
            h.relation.clear();
            notes_.push_back("the parity of set " + def_.sets[h.set].name +
                             " follows from other sets, but they are too large to share a "
                             "coordinate: the index has twice the states it needs");
            continue;
        }
        for (size_t i = 1; i < which.size(); ++i) groups[which[i]].clear();
        groups[which[0]] = joined;
        for (int m : joined) group_of[m] = which[0];
    }
    groups.erase(std::remove_if(groups.begin(), groups.end(),
                                [](const std::vector<int>& g) { return g.empty(); }),
                 groups.end());
    // At most kMaxCoords coordinates; tiny ones merged anyway.
    const auto by_size = [&](const std::vector<int>& a, const std::vector<int>& b) {
        return product(a) < product(b);
    };
    for (;;) {
        std::sort(groups.begin(), groups.end(), by_size);
        if (groups.size() < 2) break;
        std::vector<int> joined = groups[0];
        joined.insert(joined.end(), groups[1].begin(), groups[1].end());
        const unsigned __int128 size = product(joined);
        if (groups.size() <= static_cast<size_t>(kMaxCoords) && size > kSmallMerge) break;
        if (size > kMaxCoordinateSize)
            refuse(0, "cannot index this definition: more than " + std::to_string(kMaxCoords) +
                          " independent parts, and merging the smallest gives a coordinate of "
                          "more than 2^32 values");
        groups.erase(groups.begin(), groups.begin() + 2);
        groups.push_back(std::move(joined));
    }
    // Largest first (outermost); within a group, halved components last.
    std::sort(groups.begin(), groups.end(), by_size);
    std::reverse(groups.begin(), groups.end());
    for (auto& g : groups)
        std::stable_sort(g.begin(), g.end(), [&](int a, int b) {
            return !components_[a].halved && components_[b].halved;
        });
    coords_ = groups;
    if (coords_.empty()) coords_.push_back({}); // nothing moves: one state
}

void DefinitionSpace::build_tables() {
    const size_t num_moves = moves_.names.size();
    for (SpaceComponent& c : components_) {
        const size_t k = c.slots.size();
        // Each move on the orbit alone: local slot i receives from local slot from[i].
        std::vector<std::vector<uint8_t>> from(num_moves, std::vector<uint8_t>(k));
        std::vector<std::vector<uint8_t>> change(num_moves, std::vector<uint8_t>(k));
        for (size_t m = 0; m < num_moves; ++m)
            for (size_t i = 0; i < k; ++i) {
                const SetAction& a = moves_.actions[m][c.set];
                from[m][i] = static_cast<uint8_t>(
                    std::lower_bound(c.slots.begin(), c.slots.end(), a.perm[c.slots[i]]) -
                    c.slots.begin());
                change[m][i] = a.twist_change[c.slots[i]];
            }
        c.table.resize(c.full_size * num_moves);
        const bool with_parity = c.needs_parity;
        if (with_parity) c.parity.resize(c.full_size);
        const bool orientation = c.kind == SpaceComponent::Orientation;
        const int64_t size = static_cast<int64_t>(c.full_size);
#pragma omp parallel for schedule(static)
        for (int64_t v = 0; v < size; ++v) {
            uint8_t local[256];
            uint8_t moved[256];
            c.unrank(static_cast<uint64_t>(v), local);
            if (with_parity)
                c.parity[v] = static_cast<uint8_t>(arrangement_parity(local, static_cast<int>(k)));
            for (size_t m = 0; m < num_moves; ++m) {
                for (size_t i = 0; i < k; ++i)
                    moved[i] =
                        orientation
                            ? static_cast<uint8_t>((local[from[m][i]] + change[m][i]) % c.modulus)
                            : local[from[m][i]];
                c.table[static_cast<uint64_t>(v) * num_moves + m] =
                    static_cast<uint32_t>(c.rank(moved));
            }
        }
    }
}

uint64_t DefinitionSpace::num_states() const {
    uint64_t n = 1;
    for (size_t c = 0; c < coords_.size(); ++c) n *= coordinate_size(c);
    return n;
}

uint64_t DefinitionSpace::encode(const DefinitionState& state) const {
    uint64_t index = 0;
    for (size_t k = 0; k < coords_.size(); ++k) {
        uint64_t value = 0;
        for (int c : coords_[k]) {
            const SpaceComponent& comp = components_[c];
            const uint64_t full = component_value(comp, state);
            value = value * comp.size() + (comp.halved ? full / 2 : full);
        }
        index = index * coordinate_size(k) + value;
    }
    return index;
}

DefinitionState DefinitionSpace::decode(uint64_t index) const {
    DefinitionState state = solved_state(def_);
    std::vector<uint64_t> stored(components_.size(), 0);
    for (size_t k = coords_.size(); k-- > 0;) {
        uint64_t value = index % coordinate_size(k);
        index /= coordinate_size(k);
        for (size_t i = coords_[k].size(); i-- > 0;) {
            const SpaceComponent& comp = components_[coords_[k][i]];
            stored[coords_[k][i]] = value % comp.size();
            value /= comp.size();
        }
    }
    // Unhalved components first; a halved one takes the parity its relation gives it.
    for (size_t c = 0; c < components_.size(); ++c)
        if (!components_[c].halved) write_component(components_[c], stored[c], state);
    for (size_t c = 0; c < components_.size(); ++c) {
        const SpaceComponent& comp = components_[c];
        if (!comp.halved) continue;
        unsigned wanted = comp.parity_offset;
        for (int m : comp.relation) wanted ^= components_[m].parity_of(stored[m]);
        write_component(comp, halved_full_value(comp, stored[c], wanted), state);
    }
    return state;
}

PuzzleModel DefinitionSpace::model(const std::string& puzzle, const std::string& metric) {
    if (tables_taken_)
        throw std::logic_error("DefinitionSpace::model: the move tables were already taken");
    tables_taken_ = true;
    // Before any table is built: the move tables, and then the table the search fills, must
    // fit in memory (generate checks --max-memory from sizes() before it gets here).
    const ModelSizes need = sizes();
    const uint64_t bytes =
        std::max(need.build_bytes, search_memory_bytes(need.states, need.table_bytes));
    if (bytes >= kUncheckedSearchBytes && !memory_fits(bytes, 0)) // as check_memory
        throw std::runtime_error(
            "this definition's index space has " + std::to_string(need.states) +
            " states; its table and move " + "tables need " + format_bytes(bytes) + ", but " +
            format_bytes(available_memory_bytes()) + " of memory is available");
    build_tables();
    PuzzleModel model;
    model.puzzle = puzzle;
    model.metric = metric;
    model.gens = moves_.gens;
    const size_t num_moves = moves_.names.size();
    for (size_t m = 0; m < num_moves; ++m)
        model.moves.push_back({moves_.names[m], moves_.inverse[m]});
    model.pull_group = moves_.pull_group;
    for (size_t k = 0; k < coords_.size(); ++k) {
        const std::vector<int>& members = coords_[k];
        std::string name;
        for (int c : members) {
            const SpaceComponent& comp = components_[c];
            name += (name.empty() ? "" : " x ") + def_.sets[comp.set].name +
                    (comp.kind == SpaceComponent::Arrangement ? " arrangement" : " orientation") +
                    (comp.slots.size() < static_cast<size_t>(def_.sets[comp.set].pieces)
                         ? " (" + std::to_string(comp.slots.size()) + " slots)"
                         : std::string()) +
                    (comp.halved ? ", halved" : "");
        }
        const uint32_t size = coordinate_size(k);
        Coordinate coord(name.empty() ? "nothing moves" : name, size);
        if (members.size() == 1 && !components_[members[0]].halved) {
            coord.move_table = std::move(components_[members[0]].table); // not a second copy
        } else {
            coord.move_table.resize(uint64_t{size} * num_moves);
            // Decode each value into its components' full values, move each by its own
            // table, encode again.
            const int64_t n = size;
#pragma omp parallel for schedule(static)
            for (int64_t v = 0; v < n; ++v) {
                std::vector<uint64_t> stored(members.size()), full(members.size());
                uint64_t rest = static_cast<uint64_t>(v);
                for (size_t i = members.size(); i-- > 0;) {
                    stored[i] = rest % components_[members[i]].size();
                    rest /= components_[members[i]].size();
                }
                for (size_t i = 0; i < members.size(); ++i) {
                    const SpaceComponent& comp = components_[members[i]];
                    if (!comp.halved) {
                        full[i] = stored[i];
                        continue;
                    }
                    unsigned wanted = comp.parity_offset;
                    for (int m : comp.relation) {
                        const size_t at = static_cast<size_t>(
                            std::find(members.begin(), members.end(), m) - members.begin());
                        wanted ^= components_[m].parity_of(full[at]);
                    }
                    full[i] = halved_full_value(comp, stored[i], wanted);
                }
                for (size_t m = 0; m < num_moves; ++m) {
                    uint64_t value = 0;
                    for (size_t i = 0; i < members.size(); ++i) {
                        const SpaceComponent& comp = components_[members[i]];
                        const uint64_t moved = comp.table[full[i] * num_moves + m];
                        value = value * comp.size() + (comp.halved ? moved / 2 : moved);
                    }
                    coord.move_table[static_cast<uint64_t>(v) * num_moves + m] =
                        static_cast<uint32_t>(value);
                }
            }
        }
        model.coords.push_back(std::move(coord));
    }
    for (SpaceComponent& c : components_) MoveTable().swap(c.table); // merged in
    model.solved_index = encode(solved_state(def_));
    model.validate();
    return model;
}

} // namespace twobit
