// The level loop's resumed start and its end-of-level observer: a search stopped after
// level k and resumed from its table and counts (with other threads and strategies) gives
// the same bytes and counts as an uninterrupted one, on models of every run layout; the
// checkpoint observer's schedule (interval, interrupt, the ranks' agreement); intervals;
// the checkpoint kind of table file, refused where a table is wanted and vice versa.
#include <cstring>
#include <gtest/gtest.h>

#include "host/engine/checkpoint.hpp"
#include "host/engine/save_table.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/puzzles/registry.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

// Stops after depth k, then resumes from a copy of that table; returns the final table.
BuiltTable stop_and_resume(const PuzzleModel& model, int k, SearchOptions first,
                           SearchOptions second) {
    DistanceTable partial(model.num_states());
    first.after_level = [k](const SearchResult& r, const std::function<void()>&) {
        return r.max_depth() < k;
    };
    const SearchResult stopped = search_cpu(model, partial, first);
    EXPECT_TRUE(stopped.stopped);
    EXPECT_EQ(stopped.max_depth(), k);
    BuiltTable resumed{DistanceTable(model.num_states()), {}};
    std::memcpy(resumed.table.words(), partial.words(), partial.num_words() * sizeof(Word));
    second.resume_counts = stopped.counts;
    resumed.result = search_cpu(model, resumed.table, second);
    EXPECT_FALSE(resumed.result.stopped);
    return resumed;
}

} // namespace

TEST(Resume, EveryStopDepthGivesTheUninterruptedTable) {
    struct Case {
        const char* puzzle;
        const char* metric;
    };
    // Table runs (2x2x2, squares), XOR-free three coordinates (skewb, pyraminx), a parity-
    // free phase-2 projection and Thistlethwaite's second phase (14 moves).
    for (const Case c : {Case{"2x2x2", "qtm"}, Case{"3x3x3-squares", "half"}, Case{"skewb", "htm"},
                         Case{"pyraminx-notips", "htm"}, Case{"kociemba-phase2-corners", "htm"},
                         Case{"thistlethwaite-g2", "htm"}}) {
        const PuzzleModel model = make_puzzle(c.puzzle, c.metric, "");
        DistanceTable whole(model.num_states());
        SearchOptions plain;
        plain.threads = 2;
        const SearchResult full = search_cpu(model, whole, plain);
        for (int k = 1; k < full.max_depth(); ++k) {
            SCOPED_TRACE(std::string(c.puzzle) + " stopped after depth " + std::to_string(k));
            SearchOptions first = plain, second = plain;
            first.threads = 1 + k % 2;
            second.strategy = k % 3 == 0   ? Strategy::Pull
                              : k % 3 == 1 ? Strategy::Push
                                           : Strategy::Auto;
            const PushMode modes[] = {PushMode::Atomic, PushMode::Bitset, PushMode::Blocks};
            first.push_mode = modes[(k + 2) % 3];
            second.push_mode = modes[(k / 2) % 3];
            second.push_windows = k % 4 == 1 ? 5 : 1; // (bitsets in windows)
            const BuiltTable r = stop_and_resume(model, k, first, second);
            EXPECT_EQ(r.result.counts, full.counts);
            EXPECT_EQ(r.result.reached, full.reached);
            EXPECT_EQ(std::memcmp(r.table.bytes(), whole.bytes(), whole.num_bytes()), 0);
        }
    }
}

TEST(Resume, CountsThatDoNotFitTheTableAreRefused) {
    const PuzzleModel model = make_puzzle("2x2x2", "htm", "");
    DistanceTable table(model.num_states());
    SearchOptions o;
    o.resume_counts = {2, 9};
    EXPECT_THROW(search_cpu(model, table, o), std::invalid_argument);
    o.resume_counts = {1, 3674160};
    EXPECT_THROW(search_cpu(model, table, o), std::invalid_argument);
}

TEST(Checkpointer, WritesWhenDueAndStopsAfterAnInterrupt) {
    std::vector<int> saved;
    CheckpointPlan plan;
    plan.path = "unused";
    plan.every = std::chrono::seconds(0);
    SearchResult so_far;
    so_far.counts = {1, 9};
    int brought = 0;
    const std::function<void()> to_host = [&brought] { ++brought; };
    Checkpointer every(
        plan,
        [&saved](const std::string&, const SearchResult& r) { saved.push_back(r.max_depth()); },
        nullptr);
    EXPECT_TRUE(every.after_level(so_far, to_host));
    so_far.counts.push_back(54);
    EXPECT_TRUE(every.after_level(so_far, to_host));
    EXPECT_EQ(saved, (std::vector<int>{1, 2}));
    EXPECT_EQ(brought, 2); // the table brought to the host before each write
    EXPECT_EQ(every.last_depth(), 2);

    // An hour apart: none written, until another rank says it is due (the agreement).
    plan.every = std::chrono::hours(1);
    saved.clear();
    bool other_rank_due = false;
    Checkpointer hourly(
        plan,
        [&saved](const std::string&, const SearchResult& r) { saved.push_back(r.max_depth()); },
        nullptr, [&other_rank_due](bool mine) { return mine || other_rank_due; });
    EXPECT_TRUE(hourly.after_level(so_far, to_host));
    EXPECT_TRUE(saved.empty());
    other_rank_due = true; // (the agreement is asked twice: interrupt, then due)
    EXPECT_FALSE(hourly.after_level(so_far, to_host)); // ...and an interrupt elsewhere: stop
    EXPECT_EQ(saved, (std::vector<int>{2}));
    EXPECT_TRUE(hourly.interrupted());
}

TEST(Checkpointer, ParsesIntervals) {
    EXPECT_EQ(parse_interval("10m").count(), 600);
    EXPECT_EQ(parse_interval("90s").count(), 90);
    EXPECT_EQ(parse_interval("2h").count(), 7200);
    EXPECT_EQ(parse_interval("1h30m").count(), 5400);
    EXPECT_EQ(parse_interval("0").count(), 0);
    EXPECT_EQ(parse_interval("600").count(), 600);
    for (const char* bad :
         {"", "m", "10x", "1h30", "0h30", "-5", "1.5h", "10 m", "999999999999", "30000h30000h"})
        EXPECT_THROW(parse_interval(bad), std::invalid_argument) << bad;
}

TEST(Checkpointer, TheCheckpointKindIsRefusedWhereATableIsWanted) {
    test::ScratchDir dir;
    const auto& t = test::cube2_htm_table();
    TableHeader h = t.header();
    h.checkpoint = true;
    write_table_file(dir.file("c.twobit"), h, t.built.table.bytes());
    EXPECT_TRUE(read_table_header(dir.file("c.twobit")).checkpoint);
    EXPECT_EQ(TableFile::open_checkpoint(dir.file("c.twobit")).header().counts, h.counts);
    try {
        TableFile::open(dir.file("c.twobit"));
        ADD_FAILURE() << "a checkpoint opened as a table";
    } catch (const TableFileError& e) {
        EXPECT_NE(std::string(e.what()).find("it is a checkpoint of an unfinished search (depths 0 "
                                             "to 11 complete); finish it with twobit generate "
                                             "--resume"),
                  std::string::npos)
            << e.what();
    }
    const std::string table = test::write_cube2_htm_table(dir.file("t.twobit"));
    EXPECT_FALSE(read_table_header(table).checkpoint);
    EXPECT_THROW(TableFile::open_checkpoint(table), TableFileError);
}

} // namespace twobit
