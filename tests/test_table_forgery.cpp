// Table files made by an adversary who has tables/FORMAT.md: forged headers with valid
// checksums (huge or foreign state counts, overflowing counts, another model's fingerprint,
// an old version) and payloads rewritten with fresh checksums. The library refuses what the
// file checks can see, the solver never answers past God's number and names a table that
// contradicts its moves, and the command line never crashes on any of them: `verify --table`
// finds the rewritten entries, `solve` reports them per line and goes on.
#include <csignal>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

#include "host/engine/model_fingerprint.hpp"
#include "host/engine/save_table.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "host/puzzles/puzzle_catalog.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

// Header offsets (tables/FORMAT.md).
constexpr size_t kVersionAt = 8, kStatesAt = 336, kMaxDepthAt = 356, kPayloadBytesAt = 360,
                 kCountsAt = 376, kFingerprintAt = 888;

const test::Cube2HtmTable& fixture() {
    return test::cube2_htm_table();
}

std::string open_error(const std::string& path) {
    return test::table_open_error(path);
}

std::string good_table(const test::ScratchDir& dir) {
    return test::write_cube2_htm_table(dir.file("t.twobit"));
}

// The payload as bytes, with entry i set to v.
void set_entry(std::vector<uint8_t>& payload, uint64_t i, unsigned v) {
    uint8_t& byte = payload[i / 4];
    byte = static_cast<uint8_t>((byte & ~(3u << (2 * (i % 4)))) | (v << (2 * (i % 4))));
}
unsigned entry(const std::vector<uint8_t>& payload, uint64_t i) {
    return (payload[i / 4] >> (2 * (i % 4))) & 3u;
}

// A first state at exactly `distance` moves, from the correct table.
uint64_t state_at(int distance) {
    const test::Cube2HtmTable& f = fixture();
    const Solver<DistanceTable> solver(f.model, f.built.table, f.built.result.max_depth());
    for (uint64_t i = 0;; ++i)
        if (f.built.table.get(i) == static_cast<unsigned>(distance % 3) &&
            solver.distance(i) == distance)
            return i;
}

struct Forgery {
    TableHeader header;
    std::vector<uint8_t> payload;
    uint64_t victim; // the state whose answer the forgery spoils
};

// An antipode (distance 11, entry 2) whose neighbours at distance 10 are all rewritten to 0:
// it has no neighbour one move closer. The header's counts move those states from depth 10
// to depth 9, so every file check passes (the per-value counts agree).
Forgery no_way_down() {
    const test::Cube2HtmTable& f = fixture();
    Forgery g{f.header(), {}, state_at(11)};
    g.payload.assign(f.built.table.bytes(), f.built.table.bytes() + f.built.table.num_bytes());
    uint64_t moved = 0;
    for (int m = 0; m < f.model.num_moves(); ++m) {
        const uint64_t n = f.model.apply(g.victim, m);
        if (entry(g.payload, n) != 1) continue;
        set_entry(g.payload, n, 0);
        ++moved;
    }
    EXPECT_GT(moved, 0u);
    g.header.counts[10] -= moved;
    g.header.counts[9] += moved;
    return g;
}

// A state at distance 8 and one at distance 9 swap entries: the per-value counts stay
// exactly the same, and the first is answered with 9 moves instead of 8.
Forgery swapped_entries() {
    const test::Cube2HtmTable& f = fixture();
    Forgery g{f.header(), {}, state_at(8)};
    g.payload.assign(f.built.table.bytes(), f.built.table.bytes() + f.built.table.num_bytes());
    const uint64_t other = state_at(9);
    set_entry(g.payload, g.victim, 0);
    set_entry(g.payload, other, 2);
    return g;
}

// 2^64 - 1 states with a payload size of 0: what ceil(states / 4), computed as
// (states + 3) / 4, wrapped to. Valid header checksum; `bytes` of the file are kept.
std::string wrapped_state_count(const test::ScratchDir& dir, size_t bytes = SIZE_MAX) {
    std::string file = test::read_file(good_table(dir));
    test::set_header_u64(file, kStatesAt, UINT64_MAX);
    test::set_header_u64(file, kPayloadBytesAt, 0);
    test::reseal_header(file);
    const std::string path = dir.file("wrap.twobit");
    test::write_file(path, file.substr(0, bytes));
    return path;
}

std::string write_forgery(const test::ScratchDir& dir, const Forgery& g) {
    const std::string path = dir.file("forged.twobit");
    write_table_file(path, g.header, g.payload.data());
    return path;
}

} // namespace

TEST(TableForgery, HugeStateCountsAreRefusedWithoutOverflow) {
    test::ScratchDir dir;
    std::string bytes = test::read_file(wrapped_state_count(dir));
    EXPECT_NE(open_error(dir.file("wrap.twobit"))
                  .find("payload size 0 does not match the state count 18446744073709551615"),
              std::string::npos)
        << open_error(dir.file("wrap.twobit"));
    // The consistent size, 2^62 bytes, is far more than the file has.
    test::set_header_u64(bytes, kPayloadBytesAt, uint64_t{1} << 62);
    test::reseal_header(bytes);
    test::write_file(dir.file("huge.twobit"), bytes);
    EXPECT_NE(open_error(dir.file("huge.twobit")).find("truncated"), std::string::npos)
        << open_error(dir.file("huge.twobit"));
    // Zero states.
    test::set_header_u64(bytes, kStatesAt, 0);
    test::reseal_header(bytes);
    test::write_file(dir.file("zero.twobit"), bytes);
    EXPECT_NE(open_error(dir.file("zero.twobit")).find("state count is 0"), std::string::npos);
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
    EXPECT_NE(open_error(dir.file("t.twobit")).find("overflow"), std::string::npos)
        << open_error(dir.file("t.twobit"));
    // A max depth past the counts slots.
    bytes = test::read_file(good_table(dir));
    test::set_header_u32(bytes, kMaxDepthAt, 64);
    test::reseal_header(bytes);
    test::write_file(dir.file("t.twobit"), bytes);
    EXPECT_NE(open_error(dir.file("t.twobit")).find("max depth 64 out of range"),
              std::string::npos);
}

TEST(TableForgery, FormatVersionOneIsRefusedWithAHint) {
    test::ScratchDir dir;
    std::string bytes = test::read_file(good_table(dir));
    test::set_header_u32(bytes, kVersionAt, 1);
    test::reseal_header(bytes);
    test::write_file(dir.file("t.twobit"), bytes);
    const std::string error = open_error(dir.file("t.twobit"));
    EXPECT_NE(error.find("unsupported format version 1 (this build reads version 2; regenerate"),
              std::string::npos)
        << error;
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
    EXPECT_NE(open_error(dir.file("fifo")).find("it is a FIFO (named pipe), not a regular file"),
              std::string::npos)
        << open_error(dir.file("fifo"));
    EXPECT_NE(open_error("/dev/zero").find("it is a character device"), std::string::npos);
    EXPECT_NE(open_error(dir.path()).find("it is a folder"), std::string::npos);
    EXPECT_NE(open_error("").find("empty name"), std::string::npos);
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

#ifdef TWOBIT_BINARY

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::string fmt_hex(uint64_t value) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
    return text;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// A forged table with valid checksums for 4 states, under the default name too.
void write_four_state_table(const std::string& path) {
    TableHeader h = fixture().header();
    h.states = 4;
    h.reached = 1;
    h.counts = {1};
    h.payload_bytes = 1;
    const uint8_t payload[1] = {0xFC}; // entry 0 solved, 1..3 unreached
    write_table_file(path, h, payload);
}

} // namespace

TEST(CliTableForgery, AForeignStateCountIsRefusedBeforeAnyLookup) {
    test::ScratchDir dir;
    write_four_state_table(dir.file("2x2x2-htm.twobit"));
    const std::string env = "TWOBIT_TABLES=" + dir.path();
    for (const std::string& args : std::vector<std::string>{
             std::string("solve R"), "solve --table " + dir.file("2x2x2-htm.twobit") + " R",
             std::string("analyze --json")}) {
        const auto r = test::run_twobit(args, env);
        EXPECT_EQ(r.exit_code, 1) << args << ": " << r.err; // not 139 (SIGSEGV)
        EXPECT_TRUE(contains(r.err, "has 4 states, but 2x2x2 htm has 3674160")) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
    }
}

TEST(CliTableForgery, AWrappedStateCountIsRefusedByInfoAndVerify) {
    test::ScratchDir dir;
    wrapped_state_count(dir, kTableHeaderBytes); // the header alone: what the payload size says
    for (const std::string& args :
         std::vector<std::string>{"info ", "verify --table ", "verify --quick --table "}) {
        const auto r = test::run_twobit(args + dir.file("wrap.twobit"));
        EXPECT_EQ(r.exit_code, 1) << args << r.err; // not 135 (SIGBUS)
        EXPECT_TRUE(contains(r.err, "does not match the state count")) << r.err;
    }
}

TEST(CliTableForgery, AnotherModelsFingerprintIsRefusedNamingBoth) {
    test::ScratchDir dir;
    TableHeader h = fixture().header();
    const std::string ours = fmt_hex(h.model_fingerprint);
    h.model_fingerprint ^= 0x5a5a;
    write_table_file(dir.file("t.twobit"), h, fixture().built.table.bytes());
    const std::string theirs = fmt_hex(h.model_fingerprint);
    for (const std::string& args :
         std::vector<std::string>{"solve --table ", "verify --table ", "info "}) {
        const auto r = test::run_twobit(args + dir.file("t.twobit") + (args[0] == 's' ? " R" : ""));
        EXPECT_EQ(r.exit_code, 1) << args << r.err;
        EXPECT_TRUE(contains(r.err, theirs) && contains(r.err, ours)) << args << r.err;
    }
    const auto info =
        nlohmann::json::parse(test::run_twobit("info --json " + dir.file("t.twobit")).out);
    EXPECT_EQ(info["model_fingerprint"], theirs);
    EXPECT_EQ(info["model_matches_this_build"], false);
    const auto good = nlohmann::json::parse(test::run_twobit("info --json " + good_table(dir)).out);
    EXPECT_EQ(good["model_fingerprint"], ours);
    EXPECT_EQ(good["model_matches_this_build"], true);
}

TEST(CliTableForgery, AForgedMoveListOrGensIsRefusedEverywhereNamingTheField) {
    test::ScratchDir dir;
    const std::string good = test::read_file(good_table(dir));
    struct Forged {
        size_t offset, length;
        std::string text, field;
    };
    for (const Forged& f : std::vector<Forged>{{80, 256, "XYZ", "its move list is 'XYZ'"},
                                               {64, 16, "", "its gens is ''"},
                                               {64, 16, "RUF", "its gens is 'RUF'"},
                                               {64, 16, "UUU", "gens"}}) {
        std::string bytes = good;
        std::string field = f.text;
        field.resize(f.length, '\0');
        bytes.replace(f.offset, f.length, field);
        test::reseal_header(bytes);
        test::write_file(dir.file("f.twobit"), bytes);
        for (const std::string& args :
             std::vector<std::string>{"info ", "verify --quick --table ", "solve --table "}) {
            const auto r =
                test::run_twobit(args + dir.file("f.twobit") + (args[0] == 's' ? " R" : ""));
            EXPECT_EQ(r.exit_code, 1) << args << f.text << ": " << r.out << r.err;
            EXPECT_TRUE(contains(r.err, f.field)) << args << f.text << ": " << r.err;
        }
    }
}

TEST(CliTableForgery, VerifyFindsRewrittenEntriesThatTheChecksumsMiss) {
    test::ScratchDir dir;
    const Forgery g = swapped_entries();
    const std::string path = write_forgery(dir, g);
    const auto quick = test::run_twobit("verify --quick --table " + path);
    EXPECT_EQ(quick.exit_code, 0) << quick.out; // intact as a file, and the counts are right
    EXPECT_TRUE(contains(quick.out, "not compared with a search (--quick)")) << quick.out;
    const auto full = test::run_twobit("verify --table " + path);
    EXPECT_EQ(full.exit_code, 1);
    EXPECT_TRUE(contains(full.out, "MISMATCH in the payload: entry " + std::to_string(g.victim) +
                                       " holds 0, a fresh search gives 2"))
        << full.out;
    const auto json = nlohmann::json::parse(test::run_twobit("verify --json --table " + path).out);
    EXPECT_EQ(json["verified"], false);
    EXPECT_EQ(json["payload_checked"], true);
    const auto honest = test::run_twobit("verify --table " + good_table(dir));
    EXPECT_EQ(honest.exit_code, 0) << honest.out;
    EXPECT_TRUE(contains(honest.out, "payload: every entry equals a fresh search")) << honest.out;
}

TEST(CliTableForgery, SolveReportsATableErrorPerLineAndGoesOn) {
    test::ScratchDir dir;
    const Forgery g = no_way_down();
    const std::string path = write_forgery(dir, g);
    const std::string victim = to_facelets(cube2_from_index(g.victim));
    const auto r = test::run_twobit("solve --json --table " + path, "", "R\n" + victim + "\nU2\n");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    const auto lines = lines_of(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out << r.err;
    EXPECT_EQ(nlohmann::json::parse(lines[0])["solution"], "R'");
    const auto bad = nlohmann::json::parse(lines[1]);
    EXPECT_EQ(bad["error_kind"], "table");
    EXPECT_TRUE(contains(bad["error"], "contradicts its moves")) << bad;
    EXPECT_TRUE(contains(bad["error"], "twobit verify --table " + path)) << bad;
    EXPECT_EQ(nlohmann::json::parse(lines[2])["solution"], "U2");
    // Around swapped entries every answer is a real solution no longer than the header's
    // God's number, or this line's table error: never a crash, never a longer answer.
    const Forgery s = swapped_entries();
    const std::string swapped = write_forgery(dir, s);
    const test::Cube2HtmTable& f = fixture();
    std::string input;
    std::vector<uint64_t> states = {s.victim};
    for (int m = 0; m < f.model.num_moves(); ++m) states.push_back(f.model.apply(s.victim, m));
    for (uint64_t i : states) input += to_facelets(cube2_from_index(i)) + "\n";
    const auto w = test::run_twobit("solve --json --table " + swapped, "", input);
    const auto answers = lines_of(w.out);
    ASSERT_EQ(answers.size(), states.size()) << w.out << w.err;
    for (size_t k = 0; k < states.size(); ++k) {
        const auto j = nlohmann::json::parse(answers[k]);
        if (j.contains("error")) {
            EXPECT_EQ(j["error_kind"], "table") << j;
            continue;
        }
        EXPECT_LE(j["length"].get<int>(), 11);
        EXPECT_TRUE(test::apply_sequence(cube2_from_index(states[k]),
                                         j["solution"].get<std::string>()) == CornerCube{})
            << j;
    }
}

#endif

} // namespace twobit
