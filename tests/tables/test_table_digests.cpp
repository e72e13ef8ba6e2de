// The built-in tables' digests (host/puzzles/table_record.hpp) kept honest: every table is
// built here and its file's SHA-256 compared with its record's. Those of up to 2^28 entries
// in the suite (seconds); the larger ones (gigabytes and minutes: kociemba-phase2 takes 9 GB,
// the edges' 10 GB) only where TWOBIT_HUGE_TESTS is set, by the ctest test HugeTableDigests
// (label huge); the optimal solver's is test_symmetric_pruning_table.cpp's.
// And trust on load: a table held from its file runs no search, while a resealed, shuffled
// copy is refused.
#include <cctype>
#include <cstdlib>
#include <gtest/gtest.h>
#include <string>
#include <vector>

#include "forged_tables.hpp"
#include "host/engine/search.hpp"
#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/held_table.hpp"
#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {
namespace {

struct DigestCase {
    const TableRecord* table;
    std::string metric;
};

// Entries of the table (its payload's size, four to a byte): what its build costs.
uint64_t entries(const TableRecord& t) {
    return t.classes_space() ? t.class_entries() : owner_of(t).states;
}

constexpr uint64_t kSmall = uint64_t{1} << 28; // kociemba-phase1-sym's 142 M: 2 s

std::vector<DigestCase> tables(bool small) {
    std::vector<DigestCase> cases;
    for (const TableRecord* t : table_records())
        if ((entries(*t) <= kSmall) == small && t->id != "3x3x3-optimal-sym" &&
            t->id != "3x3x3-optimal-sym-bounds")
            for (const std::string& m : t->metrics) cases.push_back({t, m});
    return cases;
}

// The spec of a table at path, with the space (or model) it needs kept alive by `keep`.
struct Held {
    std::unique_ptr<ClassSpace> space;
    std::unique_ptr<PuzzleModel> model;
    TableSpec spec;
};
Held spec_of(const DigestCase& c, const std::string& path) {
    Held h;
    const TableRecord& t = *c.table;
    if (t.classes_space()) {
        h.space = t.make_space(c.metric);
        const ClassSpace* space = h.space.get();
        h.spec =
            class_table_spec(t, c.metric, path, [space]() -> const ClassSpace& { return *space; });
    } else {
        const Puzzle& owner = owner_of(t);
        h.model = std::make_unique<PuzzleModel>(model_of(owner, c.metric, ""));
        h.spec = index_table_spec(owner, *h.model, path);
    }
    return h;
}

void PrintTo(const DigestCase& c, std::ostream* out) {
    *out << c.table->id << " " << c.metric;
}

class TableDigest : public ::testing::TestWithParam<DigestCase> {};

TEST_P(TableDigest, ABuildIsTheRecordedFile) {
    const DigestCase& c = GetParam();
    if (entries(*c.table) > kSmall && std::getenv("TWOBIT_HUGE_TESTS") == nullptr)
        GTEST_SKIP() << "gigabytes and minutes: ctest -L huge";
    test::ScratchDir dir;
    const std::string path = dir.file("t.twobit");
    const Held h = spec_of(c, path);
    ASSERT_FALSE(h.spec.digest.empty()) << c.table->id << " " << c.metric << " has no digest";
    const BuiltTableFile built = h.spec.build(2);
    write_table_file(path, built.header, built.payload);
    EXPECT_EQ(TableFile::open(path).sha256(), h.spec.digest)
        << c.table->id << " " << c.metric
        << ": its bytes changed; if that was meant, refresh the digests "
           "(tools/scripts/table-digests.sh)";
}

std::string case_name(const ::testing::TestParamInfo<DigestCase>& info) {
    std::string name = info.param.table->id + "_" + info.param.metric;
    for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(SmallTables, TableDigest, ::testing::ValuesIn(tables(true)), case_name);
INSTANTIATE_TEST_SUITE_P(LargeTables, TableDigest, ::testing::ValuesIn(tables(false)), case_name);

// A table held from its file: no search on load, and a copy with two entries of one byte
// swapped and its checksums recomputed is refused by its digest, naming both.
TEST(TrustOnLoad, NoSearchRunsAndAResealedShuffledCopyIsRefused) {
    for (const char* id : {"2x2x2", "2x2x2-sym6", "3x3x3-corners-sym48", "kociemba-phase1-sym"}) {
        SCOPED_TRACE(id);
        const TableRecord& t = find_table(id);
        test::ScratchDir dir;
        const std::string path = dir.file("t.twobit");
        const Held h = spec_of({&t, t.metrics.front()}, path);
        { const HeldTable built(h.spec, "", 2); } // built and saved
        const uint64_t before = searches_started();
        {
            const HeldTable held(h.spec, "", 2);
            EXPECT_FALSE(held.built_now());
        }
        EXPECT_EQ(searches_started(), before) << "a search ran on load";
        test::forgery::swap_two_entries(path);
        try {
            const HeldTable held(h.spec, "", 2);
            ADD_FAILURE() << "a shuffled copy was accepted";
        } catch (const std::runtime_error& e) {
            EXPECT_TRUE(test::contains(e.what(), "refused: it is not the " + std::string(id)))
                << e.what();
            EXPECT_TRUE(test::contains(e.what(), h.spec.digest)) << e.what();
        }
        EXPECT_EQ(searches_started(), before);
    }
}

} // namespace
} // namespace twobit
