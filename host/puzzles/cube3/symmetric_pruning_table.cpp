// The symmetry-reduced table's search, lookups and file header (symmetric_pruning_table.hpp).
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

#include <chrono>
#include <cstring>
#include <fmt/format.h>
#include <numeric>
#include <omp.h>

#include "host/engine/solver.hpp"
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

namespace {

constexpr uint64_t kLowBits = 0x5555555555555555ull;
// The last word of a row holds 2187 - 68 * 32 = 11 twists; its other 21 entries are padding.
constexpr uint64_t kLastWordTwists = (uint64_t{1} << 22) - 1;
constexpr const char* kFaceTurnNames = "U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'";

// What a level found: entries, and the positions they stand for (each entry of a class
// stands for as many positions as the class has edge parts, 16 / its stabilizer's size).
struct Found {
    uint64_t entries = 0, positions = 0;
    Found& operator+=(const Found& o) {
        entries += o.entries;
        positions += o.positions;
        return *this;
    }
};

// One level of the breadth-first search over the rows, on words shared by the threads.
class LevelBuilder {
  public:
    LevelBuilder(const FlipSliceClasses& classes, uint64_t* words)
        : classes_(classes), words_(words), twist_to_(size_t{kFaceTurns} * 16 * kSymTwistSize) {
        for (int turn = 0; turn < kFaceTurns; ++turn)
            for (int s = 0; s < 16; ++s)
                for (uint32_t t = 0; t < kSymTwistSize; ++t)
                    twist_to_[(static_cast<size_t>(turn) * 16 + static_cast<size_t>(s)) *
                                  kSymTwistSize +
                              t] = classes.twist_conjugate(classes.twist_move(t, turn), s);
    }

    // Sets entry i to value v if it is unreached, with the entries that the symmetries of its
    // class make the same position (a push reaches one of them only); the count it set.
    Found claim_with_symmetries(uint32_t cls, uint32_t twist, unsigned v) {
        uint64_t set = claim(uint64_t{cls} * kSymRowEntries + twist, v);
        if (set == 0) return {};
        const uint16_t stabilizer = classes_.stabilizer(cls);
        if (stabilizer != 1)
            for (int s = 1; s < 16; ++s)
                if ((stabilizer >> s & 1) != 0)
                    set += claim(
                        uint64_t{cls} * kSymRowEntries + classes_.twist_conjugate(twist, s), v);
        return {set, set * class_size(cls)};
    }

    // Push: every entry of value d % 3 in row cls marks its unreached neighbours d + 1 (an
    // entry at d - 3 has the same value; its neighbours are all reached, so it marks none).
    Found push_row(uint32_t cls, int depth) {
        const auto v = static_cast<uint64_t>(depth % 3);
        const auto next = static_cast<unsigned>((depth + 1) % 3);
        const uint64_t* row = words_ + uint64_t{cls} * kSymRowWords;
        uint32_t near[kFaceTurns];
        bool have_near = false;
        Found found;
        for (uint32_t w = 0; w < kSymRowWords; ++w) {
            const uint64_t x = ~(load(row + w) ^ (v * kLowBits));
            uint64_t equal = x & (x >> 1) & kLowBits; // padding entries are 3, never v
            if (equal == 0) continue;
            if (!have_near) neighbours(cls, near), have_near = true;
            for (; equal != 0; equal &= equal - 1) {
                const uint32_t t = w * 32 + static_cast<uint32_t>(__builtin_ctzll(equal)) / 2;
                for (int turn = 0; turn < kFaceTurns; ++turn)
                    found += claim_with_symmetries(near[turn] >> 4,
                                                   twist_to(turn, near[turn] & 15, t), next);
            }
        }
        return found;
    }

    // Pull: every unreached entry of row cls with a neighbour of value d % 3 becomes d + 1.
    // Only this thread writes the row; others may read it meanwhile and see old or new words,
    // both right for them (a new entry is d + 1, never the d they look for).
    Found pull_row(uint32_t cls, int depth) {
        const auto v = static_cast<unsigned>(depth % 3);
        const auto next = static_cast<uint64_t>((depth + 1) % 3);
        uint64_t* row = words_ + uint64_t{cls} * kSymRowWords;
        uint32_t near[kFaceTurns];
        bool have_near = false;
        Found found;
        for (uint32_t w = 0; w < kSymRowWords; ++w) {
            const uint64_t x = load(row + w);
            uint64_t open = x & (x >> 1) & kLowBits;
            if (w == kSymRowWords - 1) open &= kLastWordTwists;
            if (open == 0) continue;
            if (!have_near) neighbours(cls, near), have_near = true;
            uint64_t clear = 0;
            for (; open != 0; open &= open - 1) {
                const int bit = __builtin_ctzll(open);
                const uint32_t t = w * 32 + static_cast<uint32_t>(bit) / 2;
                for (int turn = 0; turn < kFaceTurns; ++turn) {
                    const uint64_t i = uint64_t{near[turn] >> 4} * kSymRowEntries +
                                       twist_to(turn, near[turn] & 15, t);
                    if (get(i) == v) {
                        clear |= (3 ^ next) << bit;
                        ++found.entries;
                        break;
                    }
                }
            }
            if (clear != 0) __atomic_store_n(row + w, x & ~clear, __ATOMIC_RELAXED);
        }
        found.positions = found.entries * class_size(cls);
        return found;
    }

  private:
    uint64_t class_size(uint32_t cls) const {
        return 16 / static_cast<uint64_t>(__builtin_popcount(classes_.stabilizer(cls)));
    }
    static uint64_t load(const uint64_t* w) { return __atomic_load_n(w, __ATOMIC_RELAXED); }
    unsigned get(uint64_t i) const {
        return static_cast<unsigned>(load(words_ + i / 32) >> (2 * (i % 32))) & 3u;
    }
    uint32_t twist_to(int turn, uint32_t s, uint32_t t) const {
        return twist_to_[(static_cast<size_t>(turn) * 16 + s) * kSymTwistSize + t];
    }
    // The class and symmetry of the representative's neighbour by each face turn.
    void neighbours(uint32_t cls, uint32_t* near) const {
        const uint32_t* row = classes_.class_move_row(cls);
        for (int turn = 0; turn < kFaceTurns; ++turn) near[turn] = row[turn];
    }
    // 1 if this call turned entry i from unreached to v.
    uint64_t claim(uint64_t i, unsigned v) {
        uint64_t* w = words_ + i / 32;
        const auto shift = static_cast<unsigned>(2 * (i % 32));
        if ((load(w) >> shift & 3) != 3) return 0;
        const uint64_t old = __atomic_fetch_and(w, ~(uint64_t{3u ^ v} << shift), __ATOMIC_RELAXED);
        return (old >> shift & 3) == 3 ? 1 : 0;
    }

    const FlipSliceClasses& classes_;
    uint64_t* words_;
    std::vector<uint16_t> twist_to_; // [turn][symmetry][twist]: the conjugated child twist
};

} // namespace

const char* symmetric_table_id(SliceKind kind) {
    return kind == SliceKind::Sorted ? "3x3x3-optimal-sym" : "kociemba-phase1-sym";
}

SymmetricPruningTable SymmetricPruningTable::build(const FlipSliceClasses& classes, int threads,
                                                   const Log& log) {
    SymmetricPruningTable table;
    table.classes_ = &classes;
    const uint32_t rows = classes.num_classes();
    const uint64_t words = uint64_t{rows} * kSymRowWords;
    table.built_ = LargeBuffer(words * 8);
    auto* w = static_cast<uint64_t*>(table.built_.data());
    table.words_ = w;
    const int n = threads > 0 ? threads : omp_get_max_threads();
#pragma omp parallel for schedule(static) num_threads(n)
    for (uint64_t i = 0; i < words; ++i) w[i] = ~uint64_t{0};

    LevelBuilder builder(classes, w);
    const uint32_t part = FlipSliceClasses::edge_part(0, classes.solved_slice());
    const Found solved = builder.claim_with_symmetries(classes.class_and_symmetry(part) >> 4, 0, 0);
    table.counts_.push_back(solved.entries);
    table.position_counts_.push_back(solved.positions);
    const uint64_t valid = uint64_t{rows} * kSymTwistSize;
    uint64_t reached = solved.entries;
    for (int depth = 0;; ++depth) {
        const auto start = std::chrono::steady_clock::now();
        // Pushing costs 18 claims per frontier entry, pulling up to 18 reads per unreached
        // one, usually far fewer: pull once the frontier is a fair part of what is left.
        const bool pull = table.counts_.back() * 4 > valid - reached;
        Found found;
#pragma omp declare reduction(sum:Found : omp_out += omp_in)
#pragma omp parallel for schedule(dynamic, 256) num_threads(n) reduction(sum : found)
        for (uint32_t cls = 0; cls < rows; ++cls)
            found += pull ? builder.pull_row(cls, depth) : builder.push_row(cls, depth);
        if (found.entries == 0) break;
        reached += found.entries;
        table.counts_.push_back(found.entries);
        table.position_counts_.push_back(found.positions);
        if (log)
            log(fmt::format(
                    "depth {}: {} new, {} total, {:.3f} s ({})", depth + 1, found.entries, reached,
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                    pull ? "pull" : "push"),
                static_cast<double>(reached) / static_cast<double>(valid));
    }
    return table;
}

SymmetricPruningTable SymmetricPruningTable::from_file(const FlipSliceClasses& classes,
                                                       TableFile file) {
    const TableHeader& h = file.header();
    SymmetricPruningTable table;
    table.classes_ = &classes;
    const std::string id = symmetric_table_id(classes.kind());
    if (h.puzzle != id || h.metric != "htm" || h.states != table.entries() ||
        h.model_fingerprint != classes.fingerprint())
        throw TableFileError(fmt::format(
            "{}: not the {} table of this program (puzzle '{}', {} entries; expected '{}', {} "
            "entries and this build's class numbering): move it away or regenerate it",
            file.path(), id, h.puzzle, h.states, id, table.entries()));
    table.counts_ = h.counts;
    table.file_.emplace(std::move(file));
    table.words_ = reinterpret_cast<const uint64_t*>(table.file_->payload());
    return table;
}

int SymmetricPruningTable::distance(const FlipSliceCoords& start) const {
    FlipSliceCoords c = start;
    for (int steps = 0;; ++steps) {
        if (classes_->is_solved(c)) return steps;
        const unsigned closer = (get(index(c)) + 2) % 3;
        bool stepped = false;
        for (int turn = 0; turn < kFaceTurns && !stepped; ++turn) {
            const FlipSliceCoords next = classes_->child(c, turn);
            if (get(index(next)) == closer) c = next, stepped = true;
        }
        if (!stepped || steps >= max_depth())
            throw InconsistentTableError(
                fmt::format("the {} table contradicts its moves (damaged or forged)",
                            symmetric_table_id(classes_->kind())));
    }
}

TableHeader SymmetricPruningTable::header() const {
    TableHeader h;
    h.puzzle = symmetric_table_id(classes_->kind());
    h.metric = "htm";
    h.gens = "URFDLB";
    h.moves = moves_field(kFaceTurnNames);
    h.states = entries();
    h.reached = std::accumulate(counts_.begin(), counts_.end(), uint64_t{0});
    h.counts = counts_;
    h.payload_bytes = payload_bytes();
    h.model_fingerprint = classes_->fingerprint();
    return h;
}

} // namespace twobit
