// Memory budgets: size parsing and formatting, what a search needs, what the machine and its
// cgroups leave, and the refusal.
#include <filesystem>
#include <gtest/gtest.h>

#include "host/engine/memory_budget.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/puzzles/registry.hpp"
#include "test_support.hpp"

namespace twobit {

TEST(MemoryBudget, ParsesSizes) {
    EXPECT_EQ(parse_byte_size("8G"), uint64_t{8} << 30);
    EXPECT_EQ(parse_byte_size("512M"), uint64_t{512} << 20);
    EXPECT_EQ(parse_byte_size("1.5GiB"), uint64_t{3} << 29);
    EXPECT_EQ(parse_byte_size("64k"), uint64_t{64} << 10);
    EXPECT_EQ(parse_byte_size("1000000"), 1000000u);
    EXPECT_EQ(parse_byte_size("1"), 1u);
    EXPECT_EQ(parse_byte_size("0.5K"), 512u);
    // Each of these used to turn into 0, which means no limit at all.
    EXPECT_EQ(parse_byte_size("2GiB"), uint64_t{2} << 30);
    EXPECT_EQ(parse_byte_size("100B"), 100u);
    for (const char* bad :
         {"",          "abc", "-5G", "5Q",  "0",   "12x",   "5GG",   "0.5",  "1e-9",
          "1e3",       "inf", "nan", " 5G", "5 G", "1.2.3", ".",     "0.1K", "+5G",
          "99999999T", "8Gb", "8b",  "8i",  ".5G", "5.G",   "5KiBB", "5Ki"})
        EXPECT_THROW(parse_byte_size(bad), std::invalid_argument) << bad;
}

TEST(MemoryBudget, CgroupLimitsCountAsWellAsMemAvailable) {
    test::ScratchDir dir;
    const std::string root = dir.file("cg");
    // v2: a limit on the process's group and a tighter one on its parent.
    std::filesystem::create_directories(root + "/user/job");
    test::write_file(root + "/user/job/memory.max", "8000000\n");
    test::write_file(root + "/user/job/memory.current", "1000000\n");
    test::write_file(root + "/user/memory.max", "5000000\n");
    test::write_file(root + "/user/memory.current", "3000000\n");
    test::write_file(dir.file("self"), "0::/user/job\n");
    EXPECT_EQ(cgroup_memory_room(dir.file("self"), root), 2000000u);
    test::write_file(root + "/user/memory.max", "max\n");
    EXPECT_EQ(cgroup_memory_room(dir.file("self"), root), 7000000u);
    // v1: the memory controller's own hierarchy.
    std::filesystem::create_directories(root + "/memory/docker/abc");
    test::write_file(root + "/memory/docker/abc/memory.limit_in_bytes", "4096000\n");
    test::write_file(root + "/memory/docker/abc/memory.usage_in_bytes", "96000\n");
    test::write_file(dir.file("self1"), "12:cpu,cpuacct:/docker/abc\n4:memory:/docker/abc\n");
    EXPECT_EQ(cgroup_memory_room(dir.file("self1"), root), 4000000u);
    // Usage over the limit: no room at all. No cgroup file: no limit.
    test::write_file(root + "/memory/docker/abc/memory.usage_in_bytes", "5000000\n");
    EXPECT_EQ(cgroup_memory_room(dir.file("self1"), root), 0u);
    EXPECT_EQ(cgroup_memory_room(dir.file("missing"), root), UINT64_MAX);
}

TEST(MemoryBudget, FormatsSizes) {
    EXPECT_EQ(format_bytes(718), "718 bytes");
    EXPECT_EQ(format_bytes(uint64_t{3} << 29), "1.50 GiB");
    EXPECT_EQ(format_bytes(918540), "897.01 KiB");
}

TEST(MemoryBudget, FrontierListsAreCounted) {
    // One thread lists up to one state per word (at most 2^18): the claims and the
    // frontier. All threads list up to words / 4 states (at most 2^24): parts, their
    // concatenation and the frontier. The larger of the two.
    EXPECT_EQ(cpu_frontier_list_bytes(3674160), 114818u * 2 * 8);
    EXPECT_EQ(cpu_frontier_list_bytes(88179840), 2755620u / 4 * 4 * 8);
    EXPECT_EQ(cpu_frontier_list_bytes(19508428800u), (uint64_t{1} << 24) * 4 * 8);
}

TEST(MemoryBudget, NeedsTheTableAndTheMoveTables) {
    const PuzzleModel model = make_puzzle("2x2x2", "htm", "");
    EXPECT_EQ(search_memory_bytes(model), 114818u * 8 + (5040u + 729u) * 9 * 4);
    // Below kUncheckedSearchBytes the machine's memory is not read (0: nothing known); from
    // there up it is (this machine has /proc/meminfo), and a limit is enforced at any size.
    EXPECT_EQ(check_memory(model, 0, 0), 0u);
    EXPECT_GT(check_memory(model, kUncheckedSearchBytes, 0), 0u);
    EXPECT_TRUE(memory_fits(1000, 0));
    EXPECT_FALSE(memory_fits(1000, 999));
    EXPECT_TRUE(memory_fits(1000, 0, 0)); // 0: nothing known about the machine
    EXPECT_TRUE(memory_fits(1000, 0, 1000));
    EXPECT_FALSE(memory_fits(1001, 0, 1000));
    EXPECT_FALSE(memory_fits(1000, 999, 1 << 20));
    try {
        check_memory(model, 0, 100000);
        FAIL() << "a 100 KB limit must refuse a 900 KB table";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "2x2x2 htm needs 1.07 MiB (1126228 bytes), more than the "
                                         "--max-memory limit of 97.66 KiB");
    }
}

} // namespace twobit
