// `twobit list` and `twobit verify` for the Skewb and the tipless Pyraminx: listed,
// verified, and a metric they do not have is a usage error.
#include <gtest/gtest.h>

#include "test_support.hpp"

namespace twobit {

TEST(SkewbPyraminxCli, ListedVerifiedAndBadMetricIsAUsageError) {
    const test::CommandResult list = test::run_twobit("list");
    EXPECT_NE(list.out.find("skewb"), std::string::npos) << list.out;
    EXPECT_NE(list.out.find("pyraminx-notips"), std::string::npos) << list.out;
    for (const char* id : {"skewb", "pyraminx-notips"}) {
        const test::CommandResult r =
            test::run_twobit(std::string("verify -q --puzzle ") + id + " --metric htm");
        EXPECT_EQ(r.exit_code, 0) << id << r.out << r.err;
        EXPECT_NE(r.out.find("verified: every depth matches"), std::string::npos) << r.out;
        const test::CommandResult bad =
            test::run_twobit(std::string("verify -q --puzzle ") + id + " --metric qtm");
        EXPECT_EQ(bad.exit_code, 2) << id;
        EXPECT_NE(bad.err.find("use htm"), std::string::npos) << bad.err;
    }
}

} // namespace twobit
