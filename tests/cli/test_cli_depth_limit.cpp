// Spaces deeper than the 63 levels a table holds (issue 44): a search that finds states at
// depth 64 stops there, and one whose moves are one generator and its inverse is refused
// before the search when its cycle is 128 states or more; either way exit 1 with "God's
// number is above the 63 levels a table holds" and no table written, where a table of such a
// space used to be written and refused by every reader, or the search ran to its end and then
// failed with "depth count out of range". The same under mpirun: tests/mpi/.
#include <filesystem>
#include <gtest/gtest.h>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

namespace {

using test::contains;

constexpr const char* kTooDeep = "God's number is above the 63 levels a table holds";

} // namespace

TEST(CliDepthLimit, ASearchThatFindsDepth64StopsThereAndWritesNoTable) {
    test::ScratchDir dir;
    // Depth 66 in qtm (65 round the cycle and the flip); 2 in htm, where every power is a move.
    test::write_file(dir.file("deep.tws"), test::deep_cycle_definition(130, true));
    const std::string def = " --def " + dir.file("deep.tws");
    const auto r = test::run_twobit("generate --metric qtm -o " + dir.file("t.twobit") + def);
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_TRUE(contains(r.err, std::string(kTooDeep) + ": the search found ")) << r.err;
    EXPECT_TRUE(contains(r.err, " states at depth 64 (")) << r.err;
    EXPECT_TRUE(contains(r.err, "depth 63: ")) << r.err; // the levels before it were searched
    EXPECT_FALSE(contains(r.err, "depth 65")) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir.file("t.twobit")));
    // Every command that would build the table stops the same way.
    for (const std::string& args : {"solve --metric qtm C" + def, "verify --metric qtm" + def}) {
        const auto other = test::run_twobit(args, "TWOBIT_TABLES=" + dir.path());
        EXPECT_EQ(other.exit_code, 1) << args << other.err;
        EXPECT_TRUE(contains(other.err, kTooDeep)) << args << other.err;
    }
    // The definition, and the builders' lock (table_build_lock.hpp).
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 2);
    const auto htm = test::run_twobit("generate -q --metric htm -o " + dir.file("t.twobit") + def);
    EXPECT_EQ(htm.exit_code, 0) << htm.err;
    EXPECT_TRUE(contains(htm.out, "God's number (max depth) 2")) << htm.out;
}

TEST(CliDepthLimit, OneGeneratorAndItsInverseTooDeepAreRefusedBeforeTheSearch) {
    test::ScratchDir dir;
    const std::string table = " -o " + dir.file("t.twobit");
    // A cycle of 128 states puts one at depth 64, of 127 none deeper than 63.
    for (const int length : {128, 130}) {
        test::write_file(dir.file("cycle.tws"), test::deep_cycle_definition(length, false));
        const auto r =
            test::run_twobit("generate --metric qtm --def " + dir.file("cycle.tws") + table);
        EXPECT_EQ(r.exit_code, 1) << length << r.err;
        EXPECT_TRUE(contains(r.err, std::string(kTooDeep) + ": def:DeepCycle qtm's moves C and "
                                                            "C' are one generator and its inverse"))
            << r.err;
        EXPECT_TRUE(contains(r.err, "refused before the search")) << r.err;
        EXPECT_FALSE(contains(r.err, "depth 0:")) << r.err; // no level was searched
        EXPECT_FALSE(std::filesystem::exists(dir.file("t.twobit")));
    }
    test::write_file(dir.file("cycle.tws"), test::deep_cycle_definition(127, false));
    const auto fits =
        test::run_twobit("generate -q --metric qtm --def " + dir.file("cycle.tws") + table);
    EXPECT_EQ(fits.exit_code, 0) << fits.err;
    EXPECT_TRUE(contains(fits.out, "God's number (max depth) 63, antipodes 2")) << fits.out;
    EXPECT_EQ(test::run_twobit("info " + dir.file("t.twobit")).exit_code, 0);
}

} // namespace twobit
