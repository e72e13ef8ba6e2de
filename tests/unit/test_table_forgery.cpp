// Table files made by an adversary who has tables/FORMAT.md: forged headers with valid
// checksums (huge or foreign state counts, overflowing counts, another model's fingerprint,
// an old version) and payloads rewritten with fresh checksums. The library refuses what the
// file checks can see, and the solver never answers past God's number and names a table that
// contradicts its moves. The command line on the same forgeries:
// tests/cli/test_cli_table_forgery.cpp.
#include <csignal>
#include <filesystem>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include "forged_tables.hpp"
#include "host/engine/model_fingerprint.hpp"
#include "host/engine/save_table.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/registry.hpp"
#include "host/store/table_checks.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

using namespace test::forgery;

std::string forged_open_error(const std::string& path) {
    return test::table_open_error(path);
}

} // namespace

TEST(TableForgery, HugeStateCountsAreRefusedWithoutOverflow) {
    test::ScratchDir dir;
    std::string bytes = test::read_file(wrapped_state_count(dir));
    EXPECT_NE(forged_open_error(dir.file("wrap.twobit"))
                  .find("payload size 0 does not match the state count 18446744073709551615"),
              std::string::npos)
        << forged_open_error(dir.file("wrap.twobit"));
    // The consistent size, 2^62 bytes, is far more than the file has.
    test::set_header_u64(bytes, kPayloadBytesAt, uint64_t{1} << 62);
    test::reseal_header(bytes);
    test::write_file(dir.file("huge.twobit"), bytes);
    EXPECT_NE(forged_open_error(dir.file("huge.twobit")).find("truncated"), std::string::npos)
        << forged_open_error(dir.file("huge.twobit"));
    // Zero states.
    test::set_header_u64(bytes, kStatesAt, 0);
    test::reseal_header(bytes);
    test::write_file(dir.file("zero.twobit"), bytes);
    EXPECT_NE(forged_open_error(dir.file("zero.twobit")).find("state count is 0"),
              std::string::npos);
}

TEST(TableForgery, CountsThatOverflowAreRefused) {
    test::ScratchDir dir;
    std::string bytes = test::read_file(good_table(dir));
    // counts[1] = 2^64 - 1 and counts[2] raised by the old counts[1] + 1: the sum equals the
    // reached count modulo 2^64, so only overflow-checked addition sees it.
    const uint64_t c1 = fixture().header().counts[1];
    test::set_header_u64(bytes, kCountsAt + 8, UINT64_MAX);
    test::set_header_u64(bytes, kCountsAt + 16, fixture().header().counts[2] + c1 + 1);
    test::reseal_header(bytes);
    test::write_file(dir.file("t.twobit"), bytes);
    EXPECT_NE(forged_open_error(dir.file("t.twobit")).find("overflow"), std::string::npos)
        << forged_open_error(dir.file("t.twobit"));
    // A max depth past the counts slots.
    bytes = test::read_file(good_table(dir));
    test::set_header_u32(bytes, kMaxDepthAt, 64);
    test::reseal_header(bytes);
    test::write_file(dir.file("t.twobit"), bytes);
    EXPECT_NE(forged_open_error(dir.file("t.twobit")).find("max depth 64 out of range"),
              std::string::npos);
}

// The header has 64 count slots: a 65th would be written over the fingerprint and the fields
// after it, and counts past 80 beyond the 1024 bytes. The MPI writer serializes headers
// without write_table_file's own check, so the serializer refuses them itself (issue 44).
TEST(TableForgery, MoreCountsThanTheHeaderHoldsAreNeverSerialized) {
    TableHeader h = fixture().header();
    uint8_t head[kTableHeaderBytes + 64];
    h.counts.resize(kTableMaxDepths + 1, 1);
    try {
        serialize_table_header(h, head);
        ADD_FAILURE() << "65 counts serialized";
    } catch (const TableFileError& e) {
        EXPECT_NE(std::string(e.what()).find("65 depth counts, the header holds 1 to 64"),
                  std::string::npos)
            << e.what();
    }
    h.counts.resize(kTableMaxDepths);
    EXPECT_NO_THROW(serialize_table_header(h, head));
}

// A class table's positions per depth (its header's class deficits): they round-trip, a
// deficit beyond the max depth is refused, and one larger than its entries stand for is too.
TEST(TableForgery, ClassDeficitsRoundTripAndForgedOnesAreRefused) {
    TableHeader h = fixture().header();
    std::vector<uint64_t> positions;
    for (const uint64_t c : h.counts) positions.push_back(c * 48 - (c > 0 ? 7 : 0));
    positions[0] = 1;
    h.class_deficits = class_deficits(h.counts, positions, 48);
    EXPECT_EQ(h.class_deficits[0], 48u * h.counts[0] - 1);
    std::vector<uint8_t> bytes(kTableHeaderBytes);
    serialize_table_header(h, bytes.data());
    const uint64_t size = kTableHeaderBytes + h.payload_bytes;
    const TableHeader back = parse_table_header("t", bytes.data(), size);
    EXPECT_EQ(back.class_deficits, h.class_deficits);
    EXPECT_EQ(class_positions(back, 48), positions);
    // A nonzero deficit past the last depth.
    std::string forged(bytes.begin(), bytes.end());
    test::set_header_u64(forged, 904 + 4 * 26, 1);
    test::reseal_header(forged);
    try {
        parse_table_header("t", reinterpret_cast<const uint8_t*>(forged.data()), size);
        ADD_FAILURE() << "a deficit beyond the max depth was accepted";
    } catch (const TableFileError& e) {
        EXPECT_NE(std::string(e.what()).find("class deficit beyond the max depth"),
                  std::string::npos)
            << e.what();
    }
    // A deficit above counts x the group's order would wrap the positions.
    TableHeader wrapped = back;
    wrapped.class_deficits[1] = static_cast<uint32_t>(wrapped.counts[1] * 48 + 1);
    EXPECT_THROW(class_positions(wrapped, 48), TableFileError);
    // The refusal names the file (issue 57).
    try {
        class_positions(wrapped, 48, "/some/table.twobit");
        ADD_FAILURE() << "a deficit above the entries was taken";
    } catch (const TableFileError& e) {
        EXPECT_NE(std::string(e.what()).find("table /some/table.twobit refused: depth 1"),
                  std::string::npos)
            << e.what();
    }
    wrapped.counts[1] = UINT64_MAX / 2;
    EXPECT_THROW(class_positions(wrapped, 48), TableFileError);
}

TEST(TableForgery, FormatVersionOneIsRefusedWithAHint) {
    test::ScratchDir dir;
    std::string bytes = test::read_file(good_table(dir));
    test::set_header_u32(bytes, kVersionAt, 1);
    test::reseal_header(bytes);
    test::write_file(dir.file("t.twobit"), bytes);
    const std::string error = forged_open_error(dir.file("t.twobit"));
    EXPECT_NE(error.find("unsupported format version 1 (this build reads version 2; regenerate"),
              std::string::npos)
        << error;
}

// An encoding this build does not know, a table of bounds whose base leaves nothing above it
// (or is 0), and a payload of distances mod 3 relabelled as bounds (its values no longer
// match the header's counts) are refused.
TEST(TableForgery, EncodingsAndBoundsBasesAreChecked) {
    test::ScratchDir dir;
    const std::string good = test::read_file(good_table(dir));
    const int max_depth = fixture().header().max_depth();
    auto error_with = [&](uint32_t encoding) {
        std::string bytes = good;
        test::set_header_u32(bytes, kEncodingAt, encoding);
        test::reseal_header(bytes);
        test::write_file(dir.file("e.twobit"), bytes);
        return forged_open_error(dir.file("e.twobit"));
    };
    for (const uint32_t encoding :
         {7u, bounds_encoding(0), bounds_encoding(max_depth), bounds_encoding(200), 1u << 8 | 1u})
        EXPECT_NE(error_with(encoding).find("unknown encoding " + std::to_string(encoding)),
                  std::string::npos)
            << error_with(encoding);
    const std::string relabelled = error_with(bounds_encoding(2));
    EXPECT_NE(relabelled.find("payload holds"), std::string::npos) << relabelled;
    // A file of bounds whose values fit its counts is still no table of a puzzle to walk.
    const TableFile good_file = TableFile::open(good_table(dir));
    TableHeader h = good_file.header();
    h.encoding = bounds_encoding(2);
    std::vector<uint8_t> payload(h.payload_bytes);
    for (uint64_t i = 0; i < h.payload_bytes * 4; ++i) {
        int d = 0;
        for (uint64_t c = 0, seen = 0; c < h.counts.size(); ++c)
            if (i < (seen += h.counts[c])) {
                d = static_cast<int>(c);
                break;
            }
        const unsigned v = i < h.states ? entry_value(h, d) : 3u;
        payload[i / 4] = static_cast<uint8_t>(payload[i / 4] | v << (2 * (i % 4)));
    }
    write_table_file(dir.file("b.twobit"), h, payload.data());
    const TableFile bounds = TableFile::open(dir.file("b.twobit"));
    try {
        check_table_for(fixture().model, bounds, "", "");
        FAIL() << "a table of bounds was taken for a puzzle's";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("its encoding is '2-bit lower bounds"),
                  std::string::npos)
            << e.what();
    }
}

TEST(TableForgery, TheFingerprintIsStoredAndTellsModelsApart) {
    const test::Cube2HtmTable& f = fixture();
    test::ScratchDir dir;
    const TableFile file = TableFile::open(good_table(dir));
    EXPECT_EQ(file.header().model_fingerprint, model_fingerprint(f.model));
    EXPECT_EQ(model_fingerprint(f.model), model_fingerprint(make_puzzle("2x2x2", "htm", "")));
    // Anything that changes what an index means changes the fingerprint.
    EXPECT_NE(model_fingerprint(f.model), model_fingerprint(make_puzzle("2x2x2", "qtm", "")));
    EXPECT_NE(model_fingerprint(f.model), model_fingerprint(make_puzzle("2x2x2", "htm", "RU")));
    PuzzleModel changed = f.model;
    std::swap(changed.coords[0].move_table[0], changed.coords[0].move_table[1]);
    EXPECT_NE(model_fingerprint(changed), model_fingerprint(f.model));
    changed = f.model;
    changed.moves[0].name = "u";
    EXPECT_NE(model_fingerprint(changed), model_fingerprint(f.model));
    changed = f.model;
    changed.coords[1].size += 0; // no change: the same
    EXPECT_EQ(model_fingerprint(changed), model_fingerprint(f.model));
    changed.solved_index = 1;
    EXPECT_NE(model_fingerprint(changed), model_fingerprint(f.model));
}

TEST(TableForgery, SpecialFilesAreRefusedWithoutReadingThem) {
    test::ScratchDir dir;
    ASSERT_EQ(::mkfifo(dir.file("fifo").c_str(), 0600), 0);
    // Opening a FIFO with no writer used to block forever.
    EXPECT_NE(
        forged_open_error(dir.file("fifo")).find("it is a FIFO (named pipe), not a regular file"),
        std::string::npos)
        << forged_open_error(dir.file("fifo"));
    EXPECT_NE(forged_open_error("/dev/zero").find("it is a character device"), std::string::npos);
    EXPECT_NE(forged_open_error(dir.path()).find("it is a folder"), std::string::npos);
    EXPECT_NE(forged_open_error("").find("empty name"), std::string::npos);
}

TEST(TableForgery, ATableTruncatedUnderItsMappingEndsTheProcessWithAMessage) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    test::ScratchDir dir;
    const std::string path = good_table(dir);
    EXPECT_EXIT(
        {
            const TableFile mapped = TableFile::open(path, 0); // map, do not copy
            if (::truncate(path.c_str(), kTableHeaderBytes) != 0) std::exit(3);
            unsigned sum = 0;
            for (uint64_t i = 0; i < mapped.header().states; i += 4096) sum += mapped.get(i);
            std::printf("%u\n", sum); // not reached
            std::exit(0);
        },
        ::testing::ExitedWithCode(1), "changed under a running twobit");
}

TEST(TableForgery, TheSolverNamesATableWithNoWayDownAndStopsAtGodsNumber) {
    test::ScratchDir dir;
    const Forgery g = no_way_down();
    const TableFile file = TableFile::open(write_forgery(dir, g)); // every file check passes
    const test::Cube2HtmTable& f = fixture();
    const Solver<TableFile> solver(f.model, file, file.header().max_depth());
    std::vector<int> moves;
    EXPECT_THROW(solver.solve(g.victim, moves), InconsistentTableError);
    EXPECT_THROW(solver.solve_all(g.victim), InconsistentTableError);
    // A limit below the real distance is never exceeded either.
    const Solver<DistanceTable> short_limit(f.model, f.built.table, 5);
    EXPECT_THROW(short_limit.solve(state_at(6), moves), InconsistentTableError);
    EXPECT_TRUE(short_limit.solve(state_at(5), moves));
    EXPECT_EQ(moves.size(), 5u);
}

} // namespace twobit
