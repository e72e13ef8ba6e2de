// See definition_space.hpp for the construction; this file follows its four steps.
#include "host/puzzles/defs/definition_space.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <stdexcept>

#include "host/engine/even_permutation.hpp"
#include "host/engine/memory_budget.hpp"
#include "host/puzzles/defs/arrangement_rank.hpp"
#include "host/puzzles/defs/orbit_twists.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

constexpr uint64_t kMaxCoordinateSize = 0xffffffffu; // a coordinate value is a uint32_t
// An arrangement is counted up to here (rank_arrangement's products stay in 64 bits); above
// it, even split in two, a part would not fit a coordinate.
constexpr uint64_t kMaxArrangements = uint64_t{1} << 48;
// The rest of a split takes at most this many pieces: its composition table has (rest
// arrangements) x 6! x 2 entries, 4 MB at most; 7 pieces would take 203 MB.
constexpr int kMaxRestPieces = 6;
// A component's local values: up to 255 slots' labels, then a twisted one's twists.
constexpr size_t kMaxLocal = 512;
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

uint32_t factorial(int n) {
    uint32_t f = 1;
    for (int i = 2; i <= n; ++i) f *= static_cast<uint32_t>(i);
    return f;
}

// Local slot i of a component's orbit receives, under move m, from local slot [m][i].
std::vector<std::vector<uint8_t>> orbit_sources(const SpaceComponent& c,
                                                const DefinitionMoveSet& moves) {
    const size_t k = c.slots.size();
    std::vector<std::vector<uint8_t>> from(moves.names.size(), std::vector<uint8_t>(k));
    for (size_t m = 0; m < moves.names.size(); ++m)
        for (size_t i = 0; i < k; ++i)
            from[m][i] =
                static_cast<uint8_t>(std::lower_bound(c.slots.begin(), c.slots.end(),
                                                      moves.actions[m][c.set].perm[c.slots[i]]) -
                                     c.slots.begin());
    return from;
}

// How many arrangements a multiset has, as a double (a count past 64 bits, for messages).
double approx_arrangements(const std::vector<int>& counts) {
    double log_count = std::lgamma(std::accumulate(counts.begin(), counts.end(), 0) + 1.0);
    for (int c : counts) log_count -= std::lgamma(c + 1.0);
    return std::exp(log_count);
}

// "cannot index ...: set X (24 slots moving together) has about 3.1e+15 values (...)".
std::string too_large(const std::string& what, double values) {
    char size[96];
    if (std::isinf(values))
        std::snprintf(size, sizeof size, "more than 1e308 values");
    else
        std::snprintf(size, sizeof size,
                      "about %.3g values (a 2-bit table of %.3g bytes for them alone)", values,
                      values / 4);
    return "cannot index this definition: " + what + " has " + size +
           ", more than a coordinate holds (2^32; a split arrangement, 2^32 times the "
           "arrangements of its last 6 pieces); twobit enumerates spaces whose table fits in "
           "memory";
}

// Fills each component's local_of from its labels.
void index_labels(std::vector<SpaceComponent>& components) {
    for (SpaceComponent& c : components) {
        c.local_of.fill(SpaceComponent::kNotOwn);
        for (size_t i = 0; i < c.labels.size(); ++i)
            c.local_of[c.labels[i]] = static_cast<uint16_t>(i);
    }
}

} // namespace

DefinitionSpace::DefinitionSpace(const Definition& def, const std::string& metric,
                                 const std::string& gens, uint64_t split_above_bytes)
    : def_(def), moves_(definition_moves(def, metric, gens)) {
    find_components();
    index_labels(components_);
    find_parity_relations();
    split_large_arrangements(split_above_bytes);
    index_labels(components_); // a split gives its lead and rest their own labels
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
        sizes.build_bytes += (c.needs_parity ? c.full_size : 0) +
                             (c.role == SpaceComponent::Rest ? 0 : c.full_size * row);
    for (size_t c = 0; c < coords_.size(); ++c) {
        const SpaceComponent* only = coords_[c].size() == 1 ? &components_[coords_[c][0]] : nullptr;
        if (only != nullptr && only->role == SpaceComponent::Rest) { // built in place
            sizes.table_bytes += rest_table_entries(*only) * sizeof(uint32_t);
            sizes.build_bytes += rest_table_entries(*only) * sizeof(uint32_t);
            continue;
        }
        const uint64_t bytes = uint64_t{coordinate_size(c)} * row;
        sizes.table_bytes += bytes;
        if (only == nullptr || only->halved) sizes.build_bytes += bytes;
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
                c.full_size = count_arrangements(counts, kMaxArrangements); // split if large
                if (c.full_size == 0)
                    refuse(static_cast<int>(s), too_large(where, approx_arrangements(counts)));
                components_.push_back(std::move(c));
            }
            if (twisted) {
                // Wildcard orientations ('?'): only the other pieces' twists are kept, with
                // the arrangement that says which slots hold them (none: no orientation).
                int wild_slots = 0;
                for (int i : slots)
                    wild_slots += !set.wild.empty() && set.wild[set.solved_labels[i]] != 0;
                if (wild_slots == static_cast<int>(slots.size())) continue;
                if (wild_slots > 0) {
                    keep_twists_of_known_pieces(components_.back(), set.orientations, where);
                    continue;
                }
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
                        refuse(static_cast<int>(s),
                               too_large(where + " orientation",
                                         std::pow(c.modulus, static_cast<double>(digits))));
                }
                c.full_size = size;
                // This orbit's arrangement, just pushed, may take the twists in.
                if (moved && counts.size() == slots.size() && c.modulus > 1) {
                    couple_twists(components_.back(), c);
                    if (components_.back().twisted) continue;
                }
                components_.push_back(std::move(c));
            }
        }
    }
}

void DefinitionSpace::keep_twists_of_known_pieces(SpaceComponent& arrangement, int modulus,
                                                  const std::string& where) const {
    const PieceSet& set = def_.sets[arrangement.set];
    int known = 0;
    for (size_t v = 0; v < arrangement.labels.size(); ++v) {
        arrangement.wild.push_back(set.wild[arrangement.labels[v]]);
        if (arrangement.wild.back() == 0) known += arrangement.label_counts[v];
    }
    unsigned __int128 size = arrangement.full_size;
    for (int i = 0; i < known && size <= kMaxCoordinateSize; ++i)
        size *= static_cast<unsigned>(modulus);
    if (size > kMaxCoordinateSize)
        refuse(arrangement.set,
               too_large(where + ", its arrangement with the orientations that are not '?',",
                         static_cast<double>(size)));
    arrangement.twisted = true;
    arrangement.modulus = modulus;
    arrangement.arrangements = arrangement.full_size;
    arrangement.full_size = static_cast<uint64_t>(size);
}

void DefinitionSpace::couple_twists(SpaceComponent& arrangement,
                                    const SpaceComponent& orientation) const {
    if (arrangement.full_size > kMaxCoupledArrangements) return;
    const size_t k = arrangement.slots.size();
    std::vector<std::vector<uint8_t>> from;
    std::vector<std::vector<uint8_t>> change;
    for (const auto& g : moves_.generators) {
        std::vector<uint8_t> f(k), t(k);
        for (size_t i = 0; i < k; ++i) {
            const int slot = arrangement.slots[i];
            f[i] = static_cast<uint8_t>(std::lower_bound(arrangement.slots.begin(),
                                                         arrangement.slots.end(),
                                                         g[arrangement.set].perm[slot]) -
                                        arrangement.slots.begin());
            t[i] = g[arrangement.set].twist_change[slot];
        }
        from.push_back(std::move(f));
        change.push_back(std::move(t));
    }
    const DefinitionState solved = solved_state(def_);
    std::vector<uint8_t> labels(k), twists(k);
    for (size_t i = 0; i < k; ++i) {
        const uint8_t label = solved.labels[arrangement.set][arrangement.slots[i]];
        labels[i] = static_cast<uint8_t>(
            std::lower_bound(arrangement.labels.begin(), arrangement.labels.end(), label) -
            arrangement.labels.begin());
        twists[i] = solved.twist[arrangement.set][arrangement.slots[i]];
    }
    OrbitTwists found =
        find_orbit_twists(static_cast<int>(k), orientation.modulus, from, change, labels, twists);
    const uint64_t size = arrangement.full_size * found.lattice.order();
    const uint64_t row = moves_.names.size() * sizeof(uint32_t);
    if (found.lattice.order() >= orientation.full_size || size > kMaxCoordinateSize ||
        static_cast<unsigned __int128>(size) * row > kSplitAboveTableBytes)
        return; // the sum rule says as much, or the table would be too large
    arrangement.twisted = true;
    arrangement.modulus = orientation.modulus;
    arrangement.arrangements = arrangement.full_size;
    arrangement.full_size = size;
    arrangement.lattice = std::move(found.lattice);
    arrangement.coset = std::move(found.coset);
}

int SpaceComponent::local_count() const {
    if (role != Rest) return static_cast<int>(slots.size());
    return std::accumulate(label_counts.begin(), label_counts.end(), 0);
}

unsigned SpaceComponent::local_parity(const uint8_t* local) const {
    const int n = local_count();
    if (role != Lead) return arrangement_parity(local, n);
    // The partner's pieces (local label L) numbered L, L + 1, ... in slot order.
    const auto marked = static_cast<uint8_t>(labels.size());
    uint8_t expanded[256];
    uint8_t next = marked;
    for (int i = 0; i < n; ++i) expanded[i] = local[i] == marked ? next++ : local[i];
    return arrangement_parity(expanded, n);
}

uint64_t SpaceComponent::rank(const uint8_t* local) const {
    const size_t k = slots.size();
    if (kind == Arrangement && twisted) {
        uint64_t twist_value = 0;
        if (!wild.empty()) { // base-m digits of the known pieces' twists, in slot order
            for (size_t i = 0; i < k; ++i)
                if (wild[local[i]] == 0) twist_value = twist_value * modulus + local[k + i];
        } else {
            uint8_t twists[256];
            std::copy(local + k, local + 2 * k, twists);
            twist_value = lattice.reduce(twists);
        }
        return twist_value * arrangements + rank_arrangement(local, label_counts, arrangements);
    }
    if (kind == Arrangement) return rank_arrangement(local, label_counts, full_size);
    uint64_t value = 0;
    for (size_t i = 0; i + (sum_kept ? 1 : 0) < k; ++i) value = value * modulus + local[i];
    return value;
}

void SpaceComponent::unrank(uint64_t full, uint8_t* local) const {
    const size_t k = slots.size();
    if (kind == Arrangement && twisted) {
        const uint64_t arrangement = full % arrangements;
        unrank_arrangement(arrangement, label_counts, arrangements, local);
        uint64_t twist_value = full / arrangements;
        if (!wild.empty()) {
            for (size_t i = k; i-- > 0;) {
                local[k + i] = 0;
                if (wild[local[i]] != 0) continue;
                local[k + i] = static_cast<uint8_t>(twist_value % modulus);
                twist_value /= modulus;
            }
            return;
        }
        std::copy_n(&coset[arrangement * k], k, local + k);
        lattice.expand(twist_value, local + k);
        return;
    }
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

// Of the two full values a halved value stands for, the one with that parity.
uint64_t SpaceComponent::full_value(uint64_t stored, unsigned wanted) const {
    const uint64_t even = 2 * stored;
    return parity_of(even) == wanted ? even : even + 1;
}

unsigned SpaceComponent::parity_of(uint64_t full) const {
    if (!parity.empty()) return parity[full];
    uint8_t local[kMaxLocal];
    unrank(full, local);
    return local_parity(local);
}

uint64_t DefinitionSpace::component_value(const SpaceComponent& c,
                                          const DefinitionState& state) const {
    uint8_t local[kMaxLocal];
    size_t n = 0; // a rest takes only the slots that hold its own pieces
    for (size_t i = 0; i < c.slots.size(); ++i) {
        if (c.kind == SpaceComponent::Orientation) {
            local[n++] = state.twist[c.set][c.slots[i]];
            continue;
        }
        const uint16_t at = c.local_of[state.labels[c.set][c.slots[i]]];
        if (at != SpaceComponent::kNotOwn)
            local[n++] = static_cast<uint8_t>(at);
        else if (c.role == SpaceComponent::Lead) // its partner's piece: the mark
            local[n++] = static_cast<uint8_t>(c.labels.size());
        // (a whole arrangement holds every label; a rest skips its lead's pieces)
    }
    if (c.twisted)
        for (size_t i = 0; i < c.slots.size(); ++i) local[n++] = state.twist[c.set][c.slots[i]];
    return c.rank(local);
}

void DefinitionSpace::write_component(const SpaceComponent& c, uint64_t full,
                                      DefinitionState& state) const {
    uint8_t local[kMaxLocal];
    c.unrank(full, local);
    if (c.role == SpaceComponent::Rest) { // into the slots its lead marked (decode's order)
        const std::vector<uint8_t>& own = c.labels;
        size_t next = 0;
        for (int slot : c.slots) {
            uint8_t& label = state.labels[c.set][slot];
            if (std::binary_search(own.begin(), own.end(), label)) label = own[local[next++]];
        }
        return;
    }
    for (size_t i = 0; i < c.slots.size(); ++i) {
        if (c.kind == SpaceComponent::Orientation)
            state.twist[c.set][c.slots[i]] = local[i];
        else if (local[i] == c.labels.size()) // a lead's mark: one of its partner's labels
            state.labels[c.set][c.slots[i]] = components_[c.partner].labels[0];
        else
            state.labels[c.set][c.slots[i]] = c.labels[local[i]];
        if (c.twisted) state.twist[c.set][c.slots[i]] = local[c.slots.size() + i];
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
            uint8_t local[kMaxLocal];
            c.unrank(component_value(c, solved), local);
            offset ^= arrangement_parity(local, static_cast<int>(c.slots.size()));
        }
        halved.parity_offset = offset;
    }
}

void DefinitionSpace::split_large_arrangements(uint64_t split_above_bytes) {
    const uint64_t row = moves_.names.size() * sizeof(uint32_t);
    const auto too_many = [](const SpaceComponent& c) {
        return c.full_size == 0 || c.full_size > kMaxCoordinateSize; // 0: above 2^48
    };
    // The largest first: a pair takes two of the kMaxCoords coordinates, so two splits fit
    // only when nothing else needs one.
    std::vector<size_t> large;
    for (size_t i = 0; i < components_.size(); ++i) {
        const SpaceComponent& c = components_[i];
        if (c.kind == SpaceComponent::Arrangement && !c.twisted &&
            (too_many(c) || static_cast<unsigned __int128>(c.full_size) * row > split_above_bytes))
            large.push_back(i);
    }
    std::stable_sort(large.begin(), large.end(), [&](size_t a, size_t b) {
        return too_many(components_[a]) > too_many(components_[b]) ||
               (too_many(components_[a]) == too_many(components_[b]) &&
                components_[a].full_size > components_[b].full_size);
    });
    const size_t max_pairs = components_.size() == 2 && large.size() == 2 ? 2 : 1;
    for (size_t n = 0; n < large.size(); ++n) {
        const size_t i = large[n];
        SpaceComponent& whole = components_[i];
        const std::string where = "set " + def_.sets[whole.set].name + " (" +
                                  std::to_string(whole.slots.size()) + " slots moving together)";
        if (n >= max_pairs) {
            if (too_many(whole))
                refuse(whole.set, too_large(where, approx_arrangements(whole.label_counts)));
            continue;
        }
        // The rest: labels from the last down, each whose pieces still fit; two labels at
        // least, or no split.
        std::vector<int> rest_labels; // local label indices, increasing
        int rest_pieces = 0;
        for (size_t v = whole.label_counts.size(); v-- > 1;)
            if (rest_pieces + whole.label_counts[v] <= kMaxRestPieces) {
                rest_pieces += whole.label_counts[v];
                rest_labels.insert(rest_labels.begin(), static_cast<int>(v));
            }
        SpaceComponent lead = whole;
        lead.role = SpaceComponent::Lead;
        lead.labels.clear();
        lead.label_counts.clear();
        lead.distinct = false;
        SpaceComponent rest = whole;
        rest.role = SpaceComponent::Rest;
        rest.labels.clear();
        rest.label_counts.clear();
        for (size_t v = 0; v < whole.labels.size(); ++v) {
            const bool in_rest =
                std::binary_search(rest_labels.begin(), rest_labels.end(), static_cast<int>(v));
            (in_rest ? rest : lead).labels.push_back(whole.labels[v]);
            (in_rest ? rest : lead).label_counts.push_back(whole.label_counts[v]);
        }
        lead.label_counts.push_back(rest_pieces); // the mark
        lead.full_size = count_arrangements(lead.label_counts, kMaxCoordinateSize);
        rest.full_size = count_arrangements(rest.label_counts, kMaxCoordinateSize);
        rest.distinct = rest.label_counts.size() == static_cast<size_t>(rest_pieces);
        // (A split's selector ranks the rest's slots as a combination: 32 slots at most.)
        if (rest_labels.size() < 2 || lead.full_size == 0 || whole.slots.size() > 32) {
            if (too_many(whole))
                refuse(whole.set, too_large(where, approx_arrangements(whole.label_counts)));
            continue;
        }
        // A fixed parity (dino's even permutations) halves the rest: the orbit's parity is
        // the lead's, with the rest in slot order, and the rest's. A relation with other
        // components would need the orbit's parity in their coordinate: given up.
        const auto give_up = [&](SpaceComponent& h) {
            h.halved = false;
            h.relation.clear();
            notes_.push_back("the parity of set " + def_.sets[h.set].name +
                             " follows from other sets, but set " + def_.sets[whole.set].name +
                             " is split: the index has twice the states it needs");
        };
        for (SpaceComponent& other : components_)
            if (other.halved && std::find(other.relation.begin(), other.relation.end(),
                                          static_cast<int>(i)) != other.relation.end())
                give_up(other);
        if (whole.halved && !whole.relation.empty()) give_up(whole);
        rest.halved = whole.halved && rest.distinct && rest.full_size >= 2;
        lead.halved = false;
        lead.relation.clear();
        rest.relation.clear();
        if (rest.halved) rest.relation.push_back(static_cast<int>(i));
        rest.partner = static_cast<int>(i);
        lead.partner = static_cast<int>(components_.size());
        components_[i] = std::move(lead); // `whole` is gone from here on
        components_.push_back(std::move(rest));
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
        // A split's rest takes its lead's parity through the selector, not a shared coordinate.
        if (!h.halved || h.relation.empty() || h.role == SpaceComponent::Rest) continue;
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
    // Split pairs keep their own coordinates (the selector reads the lead's value alone).
    std::vector<std::vector<int>> split;
    for (size_t c = 0; c < components_.size(); ++c)
        if (components_[c].role == SpaceComponent::Lead)
            split.push_back({static_cast<int>(c)}), split.push_back({components_[c].partner});
    groups.erase(std::remove_if(groups.begin(), groups.end(),
                                [&](const std::vector<int>& g) {
                                    return components_[g[0]].role != SpaceComponent::Whole;
                                }),
                 groups.end());
    if (split.size() > static_cast<size_t>(kMaxCoords) ||
        (split.size() == static_cast<size_t>(kMaxCoords) && !groups.empty()))
        refuse(0, "cannot index this definition: its large orbits split into more than " +
                      std::to_string(kMaxCoords) + " coordinates");
    const size_t max_groups = static_cast<size_t>(kMaxCoords) - split.size();
    // At most max_groups coordinates besides; tiny ones merged anyway.
    const auto by_size = [&](const std::vector<int>& a, const std::vector<int>& b) {
        return product(a) < product(b);
    };
    for (;;) {
        std::sort(groups.begin(), groups.end(), by_size);
        if (groups.size() < 2) break;
        std::vector<int> joined = groups[0];
        joined.insert(joined.end(), groups[1].begin(), groups[1].end());
        const unsigned __int128 size = product(joined);
        if (groups.size() <= max_groups && size > kSmallMerge) break;
        if (size > kMaxCoordinateSize) {
            double states = 1;
            for (const SpaceComponent& c : components_) states *= static_cast<double>(c.size());
            char total[96];
            std::snprintf(total, sizeof total, "about %.3g states, a 2-bit table of %.3g bytes",
                          states, states / 4);
            refuse(0, "cannot index this definition: more than " + std::to_string(max_groups) +
                          " independent parts, and merging the smallest gives a coordinate of "
                          "more than 2^32 values (its index space has " +
                          total + ")");
        }
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
    coords_.insert(coords_.end(), split.begin(), split.end()); // each lead, then its rest
    if (coords_.empty()) coords_.push_back({});                // nothing moves: one state
}

void DefinitionSpace::build_tables() {
    const size_t num_moves = moves_.names.size();
    for (SpaceComponent& c : components_) {
        const size_t k = c.slots.size();
        const bool with_parity = c.needs_parity;
        if (with_parity) c.parity.resize(c.full_size);
        if (c.role == SpaceComponent::Rest) { // moves by rest_table()
            uint8_t local[kMaxLocal];
            for (uint64_t v = 0; with_parity && v < c.full_size; ++v) {
                c.unrank(v, local);
                c.parity[v] = static_cast<uint8_t>(c.local_parity(local));
            }
            continue;
        }
        // Each move on the orbit alone: local slot i receives from local slot from[i].
        const std::vector<std::vector<uint8_t>> from = orbit_sources(c, moves_);
        std::vector<std::vector<uint8_t>> change(num_moves, std::vector<uint8_t>(k));
        for (size_t m = 0; m < num_moves; ++m)
            for (size_t i = 0; i < k; ++i)
                change[m][i] = moves_.actions[m][c.set].twist_change[c.slots[i]];
        c.table.resize(c.full_size * num_moves);
        const bool orientation = c.kind == SpaceComponent::Orientation;
        const int64_t size = static_cast<int64_t>(c.full_size);
#pragma omp parallel for schedule(static)
        for (int64_t v = 0; v < size; ++v) {
            uint8_t local[kMaxLocal];
            uint8_t moved[kMaxLocal];
            c.unrank(static_cast<uint64_t>(v), local);
            if (with_parity) c.parity[v] = static_cast<uint8_t>(c.local_parity(local));
            for (size_t m = 0; m < num_moves; ++m) {
                for (size_t i = 0; i < k; ++i)
                    moved[i] =
                        orientation
                            ? static_cast<uint8_t>((local[from[m][i]] + change[m][i]) % c.modulus)
                            : local[from[m][i]];
                if (c.twisted)
                    for (size_t i = 0; i < k; ++i)
                        moved[k + i] = static_cast<uint8_t>((local[k + from[m][i]] + change[m][i]) %
                                                            c.modulus);
                c.table[static_cast<uint64_t>(v) * num_moves + m] =
                    static_cast<uint32_t>(c.rank(moved));
            }
        }
    }
}

uint64_t DefinitionSpace::rest_table_entries(const SpaceComponent& rest) const {
    const SpaceComponent& lead = components_[rest.partner];
    const uint64_t halves = rest.halved ? 2 : 1;
    const uint64_t width = uint64_t{factorial(rest.local_count())} * halves;
    const uint64_t keys =
        binomial(static_cast<int>(lead.slots.size()), rest.local_count()) * halves;
    return rest.size() * width + lead.full_size + keys * moves_.names.size();
}

MoveTable DefinitionSpace::rest_table(const SpaceComponent& rest) const {
    // kCoordComposeBySource's three parts (kernels/model_view.hpp). Columns: sigma * halves +
    // wanted (halves = 2 when halved, else 1; wanted, the parity the rest's full value has),
    // where sigma ranks the permutation taking the rest's places (its pieces in slot order)
    // before a move to their places after it. Keys: which slots the lead leaves to the rest
    // (a combination's rank) * halves + wanted; sigma depends on those slots and the move
    // alone, so the selector has a row per key, not per lead value (dino: 1,848 rows, not
    // 665,280).
    const SpaceComponent& lead = components_[rest.partner];
    const int pieces = rest.local_count();
    const int n = static_cast<int>(lead.slots.size());
    const auto marked = static_cast<uint8_t>(lead.labels.size());
    const uint32_t halves = rest.halved ? 2 : 1;
    const uint32_t width = factorial(pieces) * halves;
    const uint32_t combinations = binomial(n, pieces);
    const size_t num_moves = moves_.names.size();
    MoveTable table(rest_table_entries(rest));
    // The composition: value (of parity `wanted` when halved) with its places permuted.
    for (uint64_t v = 0; v < rest.size(); ++v)
        for (uint32_t column = 0; column < width; ++column) {
            const unsigned wanted = column % halves;
            uint8_t sigma[16], before[16], after[16];
            unrank_permutation(column / halves, pieces, sigma);
            rest.unrank(rest.halved ? rest.full_value(v, wanted) : v, before);
            for (int j = 0; j < pieces; ++j) after[sigma[j]] = before[j];
            const uint64_t moved = rest.rank(after);
            table[v * width + column] = static_cast<uint32_t>(rest.halved ? moved / 2 : moved);
        }
    // The key of each lead value.
    uint32_t* key_of = table.data() + rest.size() * width;
    const auto lead_values = static_cast<int64_t>(lead.full_size);
#pragma omp parallel for schedule(static)
    for (int64_t v = 0; v < lead_values; ++v) {
        uint8_t local[kMaxLocal], chosen[256];
        lead.unrank(static_cast<uint64_t>(v), local);
        for (int slot = 0; slot < n; ++slot) chosen[slot] = local[slot] == marked ? 1 : 0;
        const unsigned wanted =
            rest.halved ? rest.parity_offset ^ lead.parity_of(static_cast<uint64_t>(v)) : 0;
        key_of[v] = rank_combination(chosen, n) * halves + wanted;
    }
    // The selector: per key and move, the column.
    const std::vector<std::vector<uint8_t>> from = orbit_sources(lead, moves_);
    uint32_t* selector = key_of + lead.full_size;
    for (uint32_t combination = 0; combination < combinations; ++combination) {
        uint8_t chosen[256];
        unrank_combination(combination, n, pieces, chosen);
        for (size_t m = 0; m < num_moves; ++m) {
            // Place j of the rest (its j-th chosen slot) goes to the slot that receives from
            // it; sigma[j] is that slot's rank among the chosen slots after the move.
            int8_t place_of[256];
            std::fill(place_of, place_of + n, int8_t{-1});
            int8_t place = 0;
            int8_t place_before[256];
            for (int slot = 0; slot < n; ++slot)
                if (chosen[slot] != 0) place_before[slot] = place++;
            for (int slot = 0; slot < n; ++slot)
                if (chosen[from[m][slot]] != 0) place_of[slot] = place_before[from[m][slot]];
            uint8_t sigma[16];
            int rank = 0;
            for (int slot = 0; slot < n; ++slot)
                if (place_of[slot] >= 0) sigma[place_of[slot]] = static_cast<uint8_t>(rank++);
            const uint32_t column = rank_permutation(sigma, pieces) * halves;
            for (uint32_t wanted = 0; wanted < halves; ++wanted)
                selector[(uint64_t{combination} * halves + wanted) * num_moves + m] =
                    column + wanted;
        }
    }
    return table;
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
        write_component(comp, comp.full_value(stored[c], wanted), state);
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
            const std::string part =
                comp.role == SpaceComponent::Lead
                    ? ", where all but " + std::to_string(components_[comp.partner].local_count()) +
                          " pieces are"
                : comp.role == SpaceComponent::Rest
                    ? ", the other " + std::to_string(comp.local_count()) + " pieces"
                    : std::string();
            name += (name.empty() ? "" : " x ") + def_.sets[comp.set].name +
                    (comp.kind == SpaceComponent::Orientation ? " orientation"
                     : comp.twisted                           ? " arrangement with orientation"
                                                              : " arrangement") +
                    part +
                    (comp.slots.size() < static_cast<size_t>(def_.sets[comp.set].pieces)
                         ? " (" + std::to_string(comp.slots.size()) + " slots)"
                         : std::string()) +
                    (comp.halved ? ", halved" : "");
        }
        const uint32_t size = coordinate_size(k);
        Coordinate coord(name.empty() ? "nothing moves" : name, size);
        if (members.size() == 1 && components_[members[0]].role == SpaceComponent::Rest) {
            const SpaceComponent& rest = components_[members[0]];
            coord.kind = kCoordComposeBySource;
            coord.source = static_cast<int>(k) - 1; // its lead, just before (group_coordinates)
            coord.compose_width = factorial(rest.local_count()) * (rest.halved ? 2 : 1);
            coord.move_table = rest_table(rest);
        } else if (members.size() == 1 && !components_[members[0]].halved) {
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
                    full[i] = comp.full_value(stored[i], wanted);
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
