// `twobit show`: a position's net as text and as SVG, and a bad position.
#include <gtest/gtest.h>

#include "test_support.hpp"
#include "text_checks.hpp"

namespace twobit {

using test::sticker_colours;

TEST(CubeNet, ShowPrintsTheNet) {
    test::ScratchDir dir;
    const auto r = test::run_twobit("show R --svg " + dir.file("r.svg"));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "  UF\n  UF\nLLFDRRUB\nLLFDRRUB\n  DB\n  DB\nstickers "
                     "UFUFRRRRFDFDDBDBLLLLUBUB\n");
    EXPECT_EQ(sticker_colours(test::read_file(dir.file("r.svg"))), "UFUFRRRRFDFDDBDBLLLLUBUB");
    EXPECT_EQ(test::run_twobit("show \"R Q\"").exit_code, 1);
    EXPECT_EQ(test::run_twobit("show R U\\'").out.substr(0, 16),
              test::run_twobit("show \"R U'\"").out.substr(0, 16));
}

} // namespace twobit
