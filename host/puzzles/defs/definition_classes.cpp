// A definition's table of symmetry classes (definition_classes.hpp).
#include "host/puzzles/defs/definition_classes.hpp"

#include <algorithm>
#include <cstdio>
#include <fmt/format.h>
#include <numeric>
#include <omp.h>
#include <stdexcept>

#include "host/io/progress.hpp"
#include "host/io/xxh3_stream.hpp"

namespace twobit {

namespace {

// Rows are 32-bit; the columns' move and conjugation tables are 32-bit entries.
constexpr uint64_t kMaxRowValues = uint64_t{1} << 32;
// Components of one codec: decode's digits (each radix >= 2 keeps it under 32 anyway).
constexpr size_t kMaxCodecComponents = 64;
constexpr uint64_t kMaxColumnTableBytes = uint64_t{4} << 30;
// From this many row values, finding the classes takes seconds: say so.
constexpr uint64_t kRowsWorthALine = uint64_t{1} << 24;

// States for one thread's work, shaped as def's.
struct Scratch {
    const Definition* def = nullptr;
    DefinitionState a, b, c;
};

Scratch& scratch_for(const Definition& def) {
    thread_local Scratch s;
    bool shaped = s.def == &def && s.a.labels.size() == def.sets.size();
    for (size_t i = 0; shaped && i < def.sets.size(); ++i)
        shaped = s.a.labels[i].size() == static_cast<size_t>(def.sets[i].pieces);
    if (!shaped) {
        s.def = &def;
        s.a = s.b = s.c = solved_state(def);
    }
    return s;
}

// y = x after the move, on these slots only (a union of the moves' orbits).
void move_slots(const Definition& def, const std::vector<SetAction>& move, const DefinitionState& x,
                DefinitionState& y, const std::vector<std::vector<int>>& slots) {
    for (size_t set = 0; set < slots.size(); ++set) {
        const PieceSet& p = def.sets[set];
        for (int k : slots[set]) {
            const int from = move[set].perm[k];
            const uint8_t label = x.labels[set][from];
            y.labels[set][k] = label;
            y.twist[set][k] =
                !p.wild.empty() && p.wild[label] != 0
                    ? 0
                    : static_cast<uint8_t>((x.twist[set][from] + move[set].twist_change[k]) %
                                           p.orientations);
        }
    }
}

} // namespace

uint64_t OrbitCodec::encode(const DefinitionState& state) const {
    uint64_t value = 0;
    for (size_t i = 0; i < components.size(); ++i) {
        const uint64_t full = space->component_value(space->components()[components[i]], state);
        value = value * radix[i] + (halved[i] != 0 ? full / 2 : full);
    }
    return value;
}

void OrbitCodec::decode(uint64_t value, DefinitionState& state) const {
    uint64_t digit[kMaxCodecComponents];
    for (size_t i = components.size(); i-- > 0;) {
        digit[i] = value % radix[i];
        value /= radix[i];
    }
    const std::vector<SpaceComponent>& all = space->components();
    for (size_t i = 0; i < components.size(); ++i) // a lead before its rest (increasing)
        if (halved[i] == 0) space->write_component(all[components[i]], digit[i], state);
    for (size_t i = 0; i < components.size(); ++i) {
        if (halved[i] == 0) continue;
        const SpaceComponent& c = all[components[i]];
        unsigned wanted = c.parity_offset;
        for (int m : c.relation) {
            const size_t at = static_cast<size_t>(
                std::find(components.begin(), components.end(), m) - components.begin());
            wanted ^= all[m].parity_of(digit[at]);
        }
        space->write_component(c, c.full_value(digit[i], wanted), state);
    }
}

std::string OrbitCodec::describe() const {
    std::string text;
    for (size_t set = 0; set < slots.size(); ++set)
        if (!slots[set].empty())
            text += fmt::format("{}{} ({} slots)", text.empty() ? "" : ", ",
                                space->definition().sets[set].name, slots[set].size());
    return text.empty() ? "nothing" : text;
}

DefinitionClasses::DefinitionClasses(std::shared_ptr<const Definition> def)
    : def_(std::move(def)), index_(*def_, "htm", "") {
    symmetries_ = definition_symmetries(*def_);
    if (symmetries_.size() < 2)
        throw std::invalid_argument(
            def_->rotations.empty()
                ? "--symmetry: " + def_->source +
                      " has no rotations (moves named like x, y, z or Rv, docs/DEFINITIONS.md)"
                : "--symmetry: no rotation of " + def_->source +
                      " keeps its solved state and maps its moves onto its moves");
    choose_split();
    find_rows();
    conjugate_columns();
    Xxh3Stream hash;
    hash.add(&def_->hash, sizeof def_->hash);
    for (const DefinitionSymmetry& s : symmetries_) hash.add(s.name.data(), s.name.size());
    hash.add(rows_.components.data(), rows_.components.size() * sizeof(int));
    hash.add(&columns_.size, sizeof columns_.size);
    hash.add(representative_.data(), representative_.size() * sizeof(uint32_t));
    fingerprint_ = hash.digest();
}

void DefinitionClasses::choose_split() {
    const std::vector<SpaceComponent>& components = index_.components();
    // The moves' orbits: components on the same slots of one set.
    std::vector<int> orbit_of(components.size());
    std::vector<std::pair<int, std::vector<int>>> orbits; // (set, slots)
    for (size_t c = 0; c < components.size(); ++c) {
        const std::pair<int, std::vector<int>> key{components[c].set, components[c].slots};
        const auto at = std::find(orbits.begin(), orbits.end(), key);
        orbit_of[c] = static_cast<int>(at - orbits.begin());
        if (at == orbits.end()) orbits.push_back(key);
    }
    // Joined where a symmetry takes one orbit's pieces from another's slots.
    std::vector<int> unit(orbits.size());
    std::iota(unit.begin(), unit.end(), 0);
    const auto root = [&](int o) {
        while (unit[o] != o) o = unit[o] = unit[unit[o]];
        return o;
    };
    for (const DefinitionSymmetry& s : symmetries_)
        for (size_t o = 0; o < orbits.size(); ++o) {
            const int set = orbits[o].first;
            const int from = s.rotation[set].perm[orbits[o].second.front()];
            for (size_t p = 0; p < orbits.size(); ++p)
                if (orbits[p].first == set &&
                    std::binary_search(orbits[p].second.begin(), orbits[p].second.end(), from))
                    unit[root(static_cast<int>(o))] = root(static_cast<int>(p));
        }
    std::vector<OrbitCodec> codecs;
    std::vector<int> codec_of(orbits.size(), -1);
    for (size_t c = 0; c < components.size(); ++c) {
        const int u = root(orbit_of[c]);
        if (codec_of[u] < 0) {
            codec_of[u] = static_cast<int>(codecs.size());
            codecs.emplace_back();
            codecs.back().space = &index_;
            codecs.back().slots.assign(def_->sets.size(), {});
        }
        codecs[codec_of[u]].components.push_back(static_cast<int>(c));
    }
    for (size_t o = 0; o < orbits.size(); ++o) {
        std::vector<int>& slots =
            codecs[codec_of[root(static_cast<int>(o))]].slots[orbits[o].first];
        slots.insert(slots.end(), orbits[o].second.begin(), orbits[o].second.end());
    }
    for (OrbitCodec& codec : codecs)
        for (int c : codec.components) {
            const SpaceComponent& comp = components[c];
            bool inside = comp.halved;
            for (int m : comp.relation)
                inside = inside && std::find(codec.components.begin(), codec.components.end(), m) !=
                                       codec.components.end();
            codec.halved.push_back(inside ? 1 : 0);
            codec.radix.push_back(inside ? comp.size() : comp.full_size);
            // Rows and columns are 32-bit, and decode holds a digit per component: a
            // larger orbit (or one of a hostile file's many joined orbits) is refused here,
            // before any product can overflow.
            if (codec.size > (kMaxRowValues - 1) / codec.radix.back() ||
                codec.components.size() > kMaxCodecComponents)
                throw std::invalid_argument(fmt::format(
                    "--symmetry: {} have more values than a table's rows or columns hold (2^32)",
                    codec.describe()));
            codec.size *= codec.radix.back();
        }
    // Rows: the costliest; columns: the others together.
    const auto largest =
        std::max_element(codecs.begin(), codecs.end(),
                         [](const OrbitCodec& a, const OrbitCodec& b) { return a.size < b.size; });
    if (largest == codecs.end()) throw std::invalid_argument("--symmetry: nothing moves");
    rows_ = *largest;
    columns_ = OrbitCodec();
    columns_.space = &index_;
    columns_.slots.assign(def_->sets.size(), {});
    for (const OrbitCodec& codec : codecs) {
        if (&codec == &*largest) continue;
        for (size_t i = 0; i < codec.components.size(); ++i) {
            columns_.components.push_back(codec.components[i]);
            columns_.radix.push_back(codec.radix[i]);
            columns_.halved.push_back(codec.halved[i]);
            if (columns_.size > kMaxRowValues / codec.radix[i] ||
                columns_.components.size() > kMaxCodecComponents)
                throw std::invalid_argument("--symmetry: " + columns_.describe() +
                                            " have too many values to be a table's columns");
            columns_.size *= codec.radix[i];
        }
        for (size_t set = 0; set < codec.slots.size(); ++set)
            columns_.slots[set].insert(columns_.slots[set].end(), codec.slots[set].begin(),
                                       codec.slots[set].end());
    }
    // Decode writes a lead before its rest: components in increasing order.
    std::vector<size_t> order(columns_.components.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::sort(order.begin(), order.end(),
              [&](size_t a, size_t b) { return columns_.components[a] < columns_.components[b]; });
    OrbitCodec sorted = columns_;
    for (size_t i = 0; i < order.size(); ++i) {
        sorted.components[i] = columns_.components[order[i]];
        sorted.radix[i] = columns_.radix[order[i]];
        sorted.halved[i] = columns_.halved[order[i]];
    }
    columns_ = std::move(sorted);
    if (rows_.size >= kMaxRowValues)
        throw std::invalid_argument(fmt::format("--symmetry: {} have {} values, more than a "
                                                "table's rows hold (2^32)",
                                                rows_.describe(), rows_.size));
    const uint64_t per_column = (symmetries_.size() + 2 * index_.moves().names.size()) * 4;
    if (columns_.size * per_column > kMaxColumnTableBytes)
        throw std::invalid_argument(fmt::format("--symmetry: the columns ({}: {} values) would "
                                                "need {} bytes of tables",
                                                columns_.describe(), columns_.size,
                                                columns_.size * per_column));
}

void DefinitionClasses::find_rows() {
    const uint64_t n = rows_.size, words = (n + 63) / 64;
    const bool say = n >= kRowsWorthALine && progress_style() != ProgressStyle::Quiet;
    if (say) {
        fmt::print(stderr, "twobit: finding the classes of {} values of {} under {} symmetries\n",
                   n, rows_.describe(), symmetries_.size());
        std::fflush(stderr);
    }
    is_representative_.assign(words, 0);
    std::vector<std::vector<std::pair<uint32_t, uint64_t>>> found(
        static_cast<size_t>(omp_get_max_threads()));
#pragma omp parallel
    {
        Scratch& s = scratch_for(*def_);
        auto& own = found[static_cast<size_t>(omp_get_thread_num())];
#pragma omp for schedule(dynamic, 256)
        for (int64_t w = 0; w < static_cast<int64_t>(words); ++w) {
            uint64_t bits = 0;
            const uint64_t end = std::min(n, static_cast<uint64_t>(w + 1) * 64);
            for (uint64_t v = static_cast<uint64_t>(w) * 64; v < end; ++v) {
                rows_.decode(v, s.a);
                uint64_t keeps = 0;
                bool least = true;
                for (size_t g = 1; g < symmetries_.size() && least; ++g) {
                    conjugate_slots(*def_, symmetries_[g], s.a, s.b, rows_.slots);
                    const uint64_t u = rows_.encode(s.b);
                    least = u >= v;
                    if (u == v) keeps |= uint64_t{1} << g;
                }
                if (!least) continue;
                bits |= uint64_t{1} << (v % 64);
                if (keeps != 0) own.emplace_back(static_cast<uint32_t>(v), keeps);
            }
            is_representative_[static_cast<size_t>(w)] = bits;
        }
    }
    rows_before_.resize(words);
    uint64_t rows = 0;
    for (uint64_t w = 0; w < words; ++w) {
        rows_before_[w] = static_cast<uint32_t>(rows);
        rows += static_cast<uint64_t>(__builtin_popcountll(is_representative_[w]));
    }
    representative_.reserve(rows);
    for (uint64_t w = 0; w < words; ++w)
        for (uint64_t bits = is_representative_[w]; bits != 0; bits &= bits - 1)
            representative_.push_back(
                static_cast<uint32_t>(w * 64 + static_cast<uint64_t>(__builtin_ctzll(bits))));
    std::vector<std::pair<uint32_t, uint64_t>> all;
    for (const auto& own : found) all.insert(all.end(), own.begin(), own.end());
    std::sort(all.begin(), all.end());
    stabilized_.assign((rows + 63) / 64, 0);
    stabilizer_start_.push_back(0);
    for (const auto& [value, keeps] : all) {
        const uint32_t row = row_of(value);
        stabilized_[row / 64] |= uint64_t{1} << (row % 64);
        stabilized_rows_.push_back(row);
        for (size_t g = 1; g < symmetries_.size(); ++g)
            if ((keeps >> g) & 1) stabilizer_maps_.push_back(static_cast<uint8_t>(g));
        stabilizer_start_.push_back(static_cast<uint32_t>(stabilizer_maps_.size()));
    }
    if (say) {
        fmt::print(stderr, "twobit: {} classes\n", rows);
        std::fflush(stderr);
    }
}

void DefinitionClasses::conjugate_columns() {
    const uint64_t n = columns_.size, g_count = symmetries_.size();
    column_conjugate_.resize(n * g_count);
#pragma omp parallel
    {
        Scratch& s = scratch_for(*def_);
#pragma omp for schedule(static)
        for (int64_t c = 0; c < static_cast<int64_t>(n); ++c) {
            columns_.decode(static_cast<uint64_t>(c), s.a);
            for (uint64_t g = 0; g < g_count; ++g) {
                conjugate_slots(*def_, symmetries_[g], s.a, s.b, columns_.slots);
                column_conjugate_[g * n + static_cast<uint64_t>(c)] =
                    static_cast<uint32_t>(columns_.encode(s.b));
            }
        }
    }
}

int DefinitionClasses::stabilizer(uint32_t row, uint32_t* maps) const {
    if (!has_stabilizer(row)) return 0;
    const size_t i = static_cast<size_t>(
        std::lower_bound(stabilized_rows_.begin(), stabilized_rows_.end(), row) -
        stabilized_rows_.begin());
    int count = 0;
    for (uint32_t k = stabilizer_start_[i]; k < stabilizer_start_[i + 1]; ++k)
        maps[count++] = stabilizer_maps_[k];
    return count;
}

ClassEntry DefinitionClasses::class_of(const DefinitionState& state,
                                       DefinitionState& scratch) const {
    uint64_t best = rows_.encode(state);
    uint32_t map = 0;
    for (size_t g = 1; g < symmetries_.size(); ++g) {
        conjugate_slots(*def_, symmetries_[g], state, scratch, rows_.slots);
        const uint64_t u = rows_.encode(scratch);
        if (u < best) best = u, map = static_cast<uint32_t>(g);
    }
    return {row_of(best), map};
}

uint64_t DefinitionClasses::bytes() const {
    return representative_.size() * 4 + is_representative_.size() * 12 + stabilized_.size() * 8 +
           column_conjugate_.size() * 4 + stabilizer_maps_.size() + stabilized_rows_.size() * 8;
}

DefinitionClassSpace::DefinitionClassSpace(std::shared_ptr<const DefinitionClasses> classes,
                                           const std::string& metric)
    : classes_(std::move(classes)), moves_(definition_moves(classes_->definition(), metric, "")) {
    const Definition& def = classes_->definition();
    const OrbitCodec& columns = classes_->column_orbits();
    const uint64_t n = columns.size, m = moves_.names.size();
    column_move_.resize(n * m);
#pragma omp parallel
    {
        Scratch& s = scratch_for(def);
#pragma omp for schedule(static)
        for (int64_t c = 0; c < static_cast<int64_t>(n); ++c) {
            columns.decode(static_cast<uint64_t>(c), s.a);
            for (uint64_t k = 0; k < m; ++k) {
                move_slots(def, moves_.actions[k], s.a, s.b, columns.slots);
                column_move_[static_cast<uint64_t>(c) * m + k] =
                    static_cast<uint32_t>(columns.encode(s.b));
            }
        }
    }
}

void DefinitionClassSpace::steps(uint32_t row, ClassStep* out) const {
    const Definition& def = classes_->definition();
    const OrbitCodec& rows = classes_->row_orbits();
    Scratch& s = scratch_for(def);
    rows.decode(classes_->representative(row), s.a);
    for (size_t k = 0; k < moves_.names.size(); ++k) {
        move_slots(def, moves_.actions[k], s.a, s.b, rows.slots);
        const ClassEntry e = classes_->class_of(s.b, s.c);
        out[k] = {e.row, e.column};
    }
}

uint64_t DefinitionClassSpace::row_weight(uint32_t row) const {
    uint32_t maps[kMaxStabilizer];
    return classes_->symmetries().size() /
           static_cast<uint64_t>(1 + classes_->stabilizer(row, maps));
}

ClassEntry DefinitionClassSpace::entry_of_state(const DefinitionState& state) const {
    Scratch& s = scratch_for(classes_->definition());
    const ClassEntry e = classes_->class_of(state, s.c);
    return {e.row, classes_->conjugate(
                       e.column, static_cast<uint32_t>(classes_->column_orbits().encode(state)))};
}

ClassEntry DefinitionClassSpace::solved() const {
    return entry_of_state(solved_state(classes_->definition()));
}

ClassEntry DefinitionClassSpace::entry_of(uint64_t index) const {
    return entry_of_state(classes_->index().decode(index));
}

} // namespace twobit
