// Whole-table tests of the search: published distributions, entry-by-entry agreement with
// the independent reference BFS, and identical bytes across thread counts and strategies.
#include <cstring>
#include <gtest/gtest.h>

#include "host/engine/search_cpu.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/defs/definition_space.hpp"
#include "host/puzzles/registry.hpp"
#include "kernels/coord_rank.hpp"
#include "reference_bfs.hpp"
#include "tables/published_distributions.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

std::vector<uint64_t> published(const char* metric, const char* gens) {
    const PublishedDistribution* p = find_published_distribution("2x2x2", metric, gens);
    EXPECT_NE(p, nullptr);
    return p != nullptr ? p->counts : std::vector<uint64_t>{};
}

// The table must hold distance mod 3 where the reference reached a state, 3 elsewhere.
void expect_matches_reference(const DistanceTable& table, const std::vector<uint8_t>& ref) {
    ASSERT_EQ(table.num_states(), ref.size());
    uint64_t mismatches = 0;
    for (uint64_t i = 0; i < ref.size(); ++i) {
        const unsigned expected = ref[i] == reference::kNotReached ? kUnreached : ref[i] % 3u;
        if (table.get(i) != expected && mismatches++ < 5)
            ADD_FAILURE() << "index " << i << ": table " << table.get(i) << ", reference "
                          << expected;
    }
    EXPECT_EQ(mismatches, 0u);
}

bool same_bytes(const DistanceTable& a, const DistanceTable& b) {
    return a.num_bytes() == b.num_bytes() && std::memcmp(a.bytes(), b.bytes(), a.num_bytes()) == 0;
}

} // namespace

TEST(Search, HtmDistributionIsPublished) {
    const test::BuiltTable t = test::build("htm", "");
    const std::vector<uint64_t> expected = {1,     9,      54,     321,     1847,   9992,
                                            50136, 227536, 870072, 1887748, 623800, 2644};
    EXPECT_EQ(t.result.counts, expected);
    EXPECT_EQ(t.result.reached, kCube2States);
    EXPECT_EQ(t.result.max_depth(), 11);
}

TEST(Search, QtmDistributionIsPublished) {
    const test::BuiltTable t = test::build("qtm", "");
    const std::vector<uint64_t> expected = {
        1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276};
    EXPECT_EQ(t.result.counts, expected);
    EXPECT_EQ(t.result.max_depth(), 14);
}

TEST(Search, RuSubgroupMatchesSharedReference) {
    for (const char* metric : {"htm", "qtm"}) {
        const test::BuiltTable t = test::build(metric, "RU");
        EXPECT_EQ(t.result.reached, 29160u) << metric;
        EXPECT_EQ(t.result.counts, published(metric, "UR")) << metric;
        // States the moves never reach stay unreached.
        uint64_t unreached = 0;
        for (uint64_t i = 0; i < kCube2States; ++i) unreached += t.table.get(i) == kUnreached;
        EXPECT_EQ(unreached, kCube2States - 29160u);
    }
}

TEST(Search, HalfTurnsOnly) {
    const test::BuiltTable t = test::build("half", "");
    EXPECT_EQ(t.result.counts, published("half", "URF"));
    EXPECT_EQ(t.result.reached, 24u);
}

TEST(Search, AgreesWithReferenceBfsEntryByEntry) {
    struct Case {
        const char* metric;
        const char* gens;
        std::vector<reference::Turn> turns;
    };
    const Case cases[] = {{"htm", "", reference::htm_turns("URF")},
                          {"qtm", "", reference::qtm_turns("URF")},
                          {"htm", "RU", reference::htm_turns("UR")}};
    for (const Case& c : cases) {
        SCOPED_TRACE(std::string(c.metric) + " " + c.gens);
        const std::vector<uint8_t> ref = reference::cube2_bfs(c.turns);
        const test::BuiltTable t = test::build(c.metric, c.gens);
        EXPECT_EQ(t.result.counts, reference::depth_counts(ref));
        expect_matches_reference(t.table, ref);
    }
}

TEST(Search, AgreesWithTheGenericReferenceBfsOnOtherPuzzles) {
    const std::pair<const char*, const char*> cases[] = {
        {"skewb", "htm"}, {"pyraminx-notips", "htm"}, {"3x3x3-squares", "half"}};
    for (const auto& [puzzle, metric] : cases) {
        SCOPED_TRACE(puzzle);
        const PuzzleModel model = make_puzzle(puzzle, metric, "");
        const std::vector<uint8_t> ref = reference::model_bfs(model);
        const test::BuiltTable t = test::build_puzzle(model.puzzle, model.metric, "");
        EXPECT_EQ(t.result.counts, reference::depth_counts(ref));
        expect_matches_reference(t.table, ref);
    }
}

// Small models made here, one per way the search walks a word's states (ModelView::runs):
// a permutation of 6 pieces with, as the last coordinate, a second permutation of 6 moved
// by other transpositions and stored halved (its parity is the first's: a parity-half
// coordinate, as in kociemba-phase2), or the flips of the 6 pieces, changed by the pieces a
// move swaps (an XOR coordinate selected by the permutation: state by state). Moves are
// adjacent transpositions, each its own inverse.
PuzzleModel two_permutations_model(bool flips) {
    constexpr int kPieces = 6, kPerms = 720;
    const int kSwapA[] = {0, 1, 2, 3, 4}, kSwapB[] = {4, 2, 0, 3, 1};
    PuzzleModel model;
    model.puzzle = flips ? "test-perm-flips" : "test-two-perms";
    model.metric = "htm";
    for (int m = 0; m < 5; ++m) model.moves.push_back({"t" + std::to_string(m), m});
    const auto swapped = [](uint32_t rank, int at) {
        uint8_t p[kPieces];
        unrank_permutation(rank, kPieces, p);
        std::swap(p[at], p[at + 1]);
        return rank_permutation(p, kPieces);
    };
    const auto parity = [](uint32_t rank) {
        uint8_t p[kPieces];
        unrank_permutation(rank, kPieces, p);
        unsigned inversions = 0;
        for (int i = 0; i < kPieces; ++i)
            for (int j = i + 1; j < kPieces; ++j) inversions += p[j] < p[i] ? 1 : 0;
        return static_cast<uint8_t>(inversions & 1);
    };
    Coordinate a("first permutation", kPerms);
    for (uint32_t v = 0; v < kPerms; ++v) {
        for (int m = 0; m < 5; ++m) a.move_table.push_back(swapped(v, kSwapA[m]));
        a.parity.push_back(parity(v));
    }
    if (flips) {
        Coordinate f("flips", 64);
        f.kind = kCoordXorBySource;
        f.source = 0;
        for (uint32_t v = 0; v < kPerms; ++v) {
            uint8_t p[kPieces];
            unrank_permutation(v, kPieces, p);
            for (int m = 0; m < 5; ++m) // the two pieces swapped flip
                f.move_table.push_back((1u << p[kSwapA[m]]) | (1u << p[kSwapA[m] + 1]));
        }
        a.parity.clear();
        model.coords = {std::move(a), std::move(f)};
    } else {
        Coordinate b("second permutation, halved", kPerms / 2);
        b.kind = kCoordParityHalf;
        for (uint32_t full = 0; full < kPerms; ++full) // lexicographic: 2v, 2v+1 differ in parity
            for (int m = 0; m < 5; ++m) b.move_table.push_back(swapped(full, kSwapB[m]) / 2);
        for (uint32_t v = 0; v < kPerms / 2; ++v) b.parity.push_back(parity(2 * v));
        model.coords = {std::move(a), std::move(b)};
    }
    model.validate();
    return model;
}

// Six dials of 6 hours in three coordinates of two dials each (46,656 states), turned by
// masks of dials, any amount one move, as on the clock: three masks leave the last two
// dials alone, so the CPU pull checks those moves from windows of the table
// (ModelView::fixed_last). Runs of 36 states start anywhere in a word.
// Dials of `hours` hours, `per_coordinate` to a coordinate (three coordinates), turned by
// masks (bit i: dial i) by every amount: block-wise, with moves that leave the last
// coordinate alone (the pull's windows).
PuzzleModel dials_model(uint32_t hours, int per_coordinate, const std::vector<unsigned>& masks,
                        const std::string& name) {
    PuzzleModel model;
    model.puzzle = name;
    model.metric = "htm";
    std::vector<std::pair<unsigned, uint32_t>> turns; // (mask, amount)
    for (const unsigned mask : masks)
        for (uint32_t amount = 1; amount < hours; ++amount) {
            turns.push_back({mask, amount});
            const int index = static_cast<int>(turns.size()) - 1;
            model.moves.push_back({"m" + std::to_string(mask) + "_" + std::to_string(amount),
                                   index + static_cast<int>(hours - 2 * amount)});
        }
    uint32_t size = 1;
    for (int d = 0; d < per_coordinate; ++d) size *= hours;
    for (int c = 0; c < 3; ++c) {
        Coordinate coord("dials of coordinate " + std::to_string(c), size);
        for (uint32_t v = 0; v < size; ++v)
            for (const auto& [mask, amount] : turns) {
                uint32_t out = 0, scale = 1, rest = v;
                for (int d = 0; d < per_coordinate; ++d, scale *= hours, rest /= hours) {
                    const bool turned = mask & (1u << (c * per_coordinate + d));
                    out += (rest % hours + (turned ? amount : 0)) % hours * scale;
                }
                coord.move_table.push_back(out);
            }
        model.coords.push_back(std::move(coord));
    }
    model.solved_index = 0;
    model.validate();
    return model;
}

// Six dials of 6 hours, two to a coordinate; three masks leave the last two dials alone.
PuzzleModel dials_model() {
    return dials_model(6, 2, {0x03, 0x0C, 0x06, 0x18, 0x30, 0x21, 0x3F}, "test-dials");
}

// Three dials of 12 hours, one to a coordinate, under 15 masks (each nonempty set of three
// dials, some twice) and 11 amounts: clock-front's 165 moves, pulled 11 at a time (the
// step compiled for that count and group), in runs of 12 states, several to a table word.
PuzzleModel clock_like_model() {
    std::vector<unsigned> masks;
    for (unsigned m = 0; m < 15; ++m) masks.push_back(m % 7 + 1);
    PuzzleModel model = dials_model(12, 1, masks, "test-clock-dials");
    model.pull_group = 11;
    return model;
}

// Definitions whose orbit splits (definition_space.hpp, step 4, forced at 0 bytes): the rest
// moves by a composition its lead selects (kCoordComposeBySource), halved or not. 8 pieces
// under a 3-cycle and an 8-cycle (all 8! arrangements: where 2 are, then the other 6), and 7
// under two 3-cycles and a 5-cycle (the 2,520 even ones: the rest halved).
PuzzleModel split_orbit_model(bool even) {
    const char* text = even ? "Set P 7 1\nSolved\nEnd\nMove A\nP\n2 3 1 4 5 6 7\nEnd\n"
                              "Move B\nP\n1 2 4 5 3 6 7\nEnd\nMove C\nP\n1 2 3 4 6 7 5\nEnd\n"
                            : "Set P 8 1\nSolved\nEnd\nMove A\nP\n2 3 1 4 5 6 7 8\nEnd\n"
                              "Move B\nP\n2 3 4 5 6 7 8 1\nEnd\n";
    return DefinitionSpace(parse_definition(text, "split.tws"), "htm", "", 0)
        .model(even ? "def:split-even" : "def:split", "htm");
}

// The CPU's ways of pushing (search.hpp): whole bitsets, bitsets in 2 windows (the most
// planned) and in 3 (a last window past the index; list levels off: 1 byte of lists), atomics,
// target blocks (with and without list levels; the dense levels by blocks, pushes and pulls, the
// sparse ones with atomics).
struct PushCase {
    PushMode mode;
    int windows;
    uint64_t list_bytes;
};
constexpr PushCase kPushCases[] = {{PushMode::Bitset, 1, 0}, {PushMode::Bitset, 2, 0},
                                   {PushMode::Bitset, 3, 1}, {PushMode::Atomic, 1, 0},
                                   {PushMode::Blocks, 1, 0}, {PushMode::Blocks, 1, 1}};

TEST(Search, EveryRunLayoutAgreesWithTheReferenceEntryByEntry) {
    std::vector<PuzzleModel> models;
    models.push_back(two_permutations_model(false));
    models.push_back(two_permutations_model(true));
    models.push_back(make_puzzle("2x2x2", "htm", ""));
    models.push_back(dials_model());
    models.push_back(clock_like_model());
    models.push_back(split_orbit_model(false));
    models.push_back(split_orbit_model(true));
    EXPECT_EQ(models[0].view().runs, kRunsParityHalf);
    EXPECT_EQ(models[1].view().runs, kRunsNone);
    EXPECT_EQ(models[2].view().runs, kRunsTable);
    EXPECT_EQ(models[3].view().runs, kRunsTable);
    EXPECT_EQ(models[4].view().runs, kRunsTable);
    EXPECT_EQ(models[4].num_moves(), 165);
    for (size_t i : {5, 6}) {
        EXPECT_EQ(models[i].view().runs, kRunsNone);
        EXPECT_EQ(models[i].coords.back().kind, kCoordComposeBySource);
    }
    EXPECT_EQ(models[5].num_states(), 40320u);
    EXPECT_EQ(models[6].num_states(), 2520u);
    for (const PuzzleModel& model : models) {
        SCOPED_TRACE(model.puzzle);
        const std::vector<uint8_t> ref = reference::model_bfs(model);
        for (int threads : {1, 2})
            for (Strategy strategy : {Strategy::Push, Strategy::Pull, Strategy::Auto})
                // Bitset in one window: pulls read a bitmap of the frontier; in windows and
                // Atomic: the table's entries. Prefetching from 0 bytes on: every level walks with
                // prefetches.
                for (const PushCase push : kPushCases)
                    for (uint64_t prefetch_above : {kDefaultPrefetchAboveBytes, uint64_t{0}}) {
                        DistanceTable table(model.num_states());
                        SearchOptions options;
                        options.threads = threads;
                        options.strategy = strategy;
                        options.push_mode = push.mode;
                        options.push_windows = push.windows;
                        options.list_bytes = push.list_bytes;
                        options.prefetch_above_bytes = prefetch_above;
                        const SearchResult r = search_cpu(model, table, options);
                        SCOPED_TRACE(std::to_string(threads) + " threads, strategy " +
                                     std::to_string(static_cast<int>(strategy)) + ", push mode " +
                                     std::to_string(static_cast<int>(push.mode)) + " in " +
                                     std::to_string(push.windows) + " windows, prefetch from " +
                                     std::to_string(prefetch_above));
                        EXPECT_EQ(r.counts, reference::depth_counts(ref));
                        expect_matches_reference(table, ref);
                    }
    }
    // The halved space holds the pairs of equal parity, and the moves reach all of them.
    uint64_t reached = 0;
    for (uint64_t c : reference::depth_counts(reference::model_bfs(models[0]))) reached += c;
    EXPECT_EQ(reached, 720u * 360u);
}

TEST(Search, SameBytesForEveryThreadCountAndStrategy) {
    for (const char* metric : {"htm", "qtm"}) {
        const test::BuiltTable base = test::build(metric, "", 1, Strategy::Auto);
        for (int threads : {1, 2, 4}) {
            for (Strategy s : {Strategy::Auto, Strategy::Push, Strategy::Pull}) {
                // (a pull reads the frontier from a bitmap with the push bitsets, else from
                // the table's entries)
                for (const PushCase push : kPushCases) {
                    const test::BuiltTable t =
                        test::build(metric, "", threads, s, push.mode, push.windows);
                    EXPECT_TRUE(same_bytes(base.table, t.table))
                        << metric << " threads " << threads << " strategy " << static_cast<int>(s)
                        << " push mode " << static_cast<int>(push.mode) << " in " << push.windows
                        << " windows";
                    EXPECT_EQ(base.result.counts, t.result.counts);
                }
            }
        }
    }
}

TEST(Search, AutoStrategySwitchesFromPushToPull) {
    const test::BuiltTable t = test::build("htm", "");
    ASSERT_GE(t.result.levels.size(), 3u);
    EXPECT_EQ(t.result.levels[1].direction, Direction::Push);
    EXPECT_EQ(t.result.levels.back().direction, Direction::Pull);
    for (size_t i = 2; i < t.result.levels.size(); ++i) { // once pulling, it keeps pulling
        if (t.result.levels[i - 1].direction == Direction::Pull) {
            EXPECT_EQ(t.result.levels[i].direction, Direction::Pull);
        }
    }
}

TEST(Search, RejectsATableOfTheWrongSize) {
    const PuzzleModel model = make_cube2_model("htm", "");
    DistanceTable table(100);
    EXPECT_THROW(search_cpu(model, table, {}), std::invalid_argument);
}

} // namespace twobit
