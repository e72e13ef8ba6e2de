// Memory budgets: size parsing and formatting, what a search needs, and the refusal.
#include <gtest/gtest.h>

#include "host/memory_budget.hpp"
#include "host/puzzle_catalog.hpp"

namespace twobit {

TEST(MemoryBudget, ParsesSizes) {
    EXPECT_EQ(parse_byte_size("8G"), uint64_t{8} << 30);
    EXPECT_EQ(parse_byte_size("512M"), uint64_t{512} << 20);
    EXPECT_EQ(parse_byte_size("1.5GiB"), uint64_t{3} << 29);
    EXPECT_EQ(parse_byte_size("64k"), uint64_t{64} << 10);
    EXPECT_EQ(parse_byte_size("1000000"), 1000000u);
    for (const char* bad : {"", "abc", "-5G", "5Q", "0", "12x", "5GG"})
        EXPECT_THROW(parse_byte_size(bad), std::invalid_argument) << bad;
}

TEST(MemoryBudget, FormatsSizes) {
    EXPECT_EQ(format_bytes(718), "718 bytes");
    EXPECT_EQ(format_bytes(uint64_t{3} << 29), "1.50 GiB");
    EXPECT_EQ(format_bytes(918540), "897.01 KiB");
}

TEST(MemoryBudget, NeedsTheTableAndTheMoveTables) {
    const PuzzleModel model = make_puzzle("2x2x2", "htm", "");
    EXPECT_EQ(search_memory_bytes(model), 114818u * 8 + (5040u + 729u) * 9 * 4);
    EXPECT_NO_THROW(check_memory(model, 0, 0));
    EXPECT_TRUE(memory_fits(1000, 0));
    EXPECT_FALSE(memory_fits(1000, 999));
    try {
        check_memory(model, 0, 100000);
        FAIL() << "a 100 KB limit must refuse a 900 KB table";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "2x2x2 htm needs 1.07 MiB (1126228 bytes), more than the "
                                         "--max-memory limit of 97.66 KiB");
    }
}

} // namespace twobit
