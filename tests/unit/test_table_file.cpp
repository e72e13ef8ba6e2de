// Table files: round trip, and every kind of damage refused with the right message.
#include <cstring>
#include <filesystem>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "host/engine/save_table.hpp"
#include "host/io/atomic_file.hpp"
#include "host/puzzles/registry.hpp"
#include "tables/table_file.hpp"
#include "test_support.hpp"

namespace twobit {

namespace {

std::string open_error(const std::string& path) {
    return test::table_open_error(path);
}

std::string written_table(const test::ScratchDir& dir) {
    return test::write_cube2_htm_table(dir.file("t.twobit"));
}

void flip_byte(const std::string& path, size_t offset) {
    std::string bytes = test::read_file(path);
    bytes[offset] = static_cast<char>(bytes[offset] ^ 0x01);
    test::write_file(path, bytes);
}

} // namespace

TEST(TableFile, RoundTrip) {
    test::ScratchDir dir;
    const std::string path = written_table(dir);
    EXPECT_EQ(std::filesystem::file_size(path), kTableHeaderBytes + 918540u);
    const TableFile t = TableFile::open(path);
    const TableHeader& h = t.header();
    EXPECT_EQ(h.puzzle, "2x2x2");
    EXPECT_EQ(h.metric, "htm");
    EXPECT_EQ(h.gens, "URF");
    EXPECT_EQ(h.moves, "U U2 U' R R2 R' F F2 F'");
    EXPECT_EQ(h.states, 3674160u);
    EXPECT_EQ(h.reached, 3674160u);
    EXPECT_EQ(h.max_depth(), 11);
    EXPECT_EQ(h.counts, test::cube2_htm_table().built.result.counts);
    EXPECT_EQ(h.payload_bytes, 918540u);
    EXPECT_EQ(h.payload_hash, payload_hash(test::cube2_htm_table().built.table.bytes(), 918540));
    EXPECT_EQ(
        std::memcmp(t.payload(), test::cube2_htm_table().built.table.bytes(), h.payload_bytes), 0);
    for (uint64_t i = 0; i < h.states; i += 997)
        ASSERT_EQ(t.get(i), test::cube2_htm_table().built.table.get(i));
    // Nothing but the table is left in the folder (the temporary file was renamed).
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 1);
}

TEST(TableFile, FlippedPayloadByteIsRefused) {
    test::ScratchDir dir;
    const std::string path = written_table(dir);
    flip_byte(path, kTableHeaderBytes + 123456);
    EXPECT_NE(open_error(path).find("payload checksum mismatch"), std::string::npos);
}

TEST(TableFile, FlippedHeaderByteIsRefused) {
    test::ScratchDir dir;
    const std::string path = written_table(dir);
    for (size_t offset : {size_t{17}, size_t{340}, size_t{400}, size_t{1000}}) {
        const std::string copy = dir.file("copy");
        test::write_file(copy, test::read_file(path));
        flip_byte(copy, offset);
        EXPECT_NE(open_error(copy).find("header checksum mismatch"), std::string::npos)
            << "offset " << offset << ": " << open_error(copy);
    }
    flip_byte(path, 0);
    EXPECT_NE(open_error(path).find("bad magic"), std::string::npos);
}

TEST(TableFile, UnsupportedVersionIsNamed) {
    test::ScratchDir dir;
    const std::string path = written_table(dir);
    flip_byte(path, 9); // version 2 -> 258
    EXPECT_NE(open_error(path).find("unsupported format version 258"), std::string::npos);
}

TEST(TableFile, TruncatedAndOverlongFilesAreRefused) {
    test::ScratchDir dir;
    const std::string path = written_table(dir);
    const std::string bytes = test::read_file(path);
    test::write_file(path, bytes.substr(0, bytes.size() - 100));
    EXPECT_NE(open_error(path).find("truncated"), std::string::npos) << open_error(path);
    test::write_file(path, bytes.substr(0, 500));
    EXPECT_NE(open_error(path).find("truncated"), std::string::npos) << open_error(path);
    test::write_file(path, bytes + "x");
    EXPECT_NE(open_error(path).find("1 unexpected bytes after the payload"), std::string::npos);
    test::write_file(path, "");
    EXPECT_NE(open_error(path).find("empty"), std::string::npos);
    test::write_file(path, "hello, this is not a table at all");
    EXPECT_NE(open_error(path).find("bad magic"), std::string::npos);
    EXPECT_NE(open_error(dir.file("missing")).find("cannot open"), std::string::npos);
    EXPECT_NE(open_error(dir.path()).find("not a regular file"), std::string::npos);
}

TEST(TableFile, CountsThatDisagreeWithThePayloadAreRefused) {
    test::ScratchDir dir;
    TableHeader h = test::cube2_htm_table().header();
    std::swap(h.counts[1], h.counts[2]); // same total, wrong per-value counts
    const std::string path = dir.file("bad.twobit");
    write_table_file(path, h, test::cube2_htm_table().built.table.bytes());
    EXPECT_NE(open_error(path).find("payload holds"), std::string::npos) << open_error(path);
}

TEST(TableFile, TheRefusalNamesTheValueWhoseCountDisagrees) {
    // The counts are taken 32 entries at a time: every value's total must come out exact.
    test::ScratchDir dir;
    TableHeader h = test::cube2_htm_table().header();
    uint64_t per_value[3] = {0, 0, 0};
    for (size_t d = 0; d < h.counts.size(); ++d) per_value[d % 3] += h.counts[d];
    std::swap(h.counts[1], h.counts[2]);
    uint64_t claimed_zero = 0;
    for (size_t d = 0; d < h.counts.size(); d += 3) claimed_zero += h.counts[d];
    const std::string path = dir.file("bad.twobit");
    write_table_file(path, h, test::cube2_htm_table().built.table.bytes());
    EXPECT_EQ(claimed_zero, per_value[0]); // value 0 still agrees: value 1 is the first named
    uint64_t claimed_one = 0;
    for (size_t d = 1; d < h.counts.size(); d += 3) claimed_one += h.counts[d];
    EXPECT_NE(open_error(path).find("payload holds " + std::to_string(per_value[1]) +
                                    " entries of value 1, the header's counts say " +
                                    std::to_string(claimed_one)),
              std::string::npos)
        << open_error(path);
}

TEST(TableFile, APaddingEntryOtherThanThreeIsRefused) {
    // One state fewer in the header: the payload's last entry (a real distance) becomes
    // padding, in the same number of bytes.
    test::ScratchDir dir;
    TableHeader h = test::cube2_htm_table().header();
    ASSERT_NE(test::cube2_htm_table().built.table.get(h.states - 1), 3u);
    h.states -= 1;
    h.reached -= 1;
    h.counts.back() -= 1; // whatever the counts say, the padding is checked first
    const std::string path = dir.file("bad.twobit");
    write_table_file(path, h, test::cube2_htm_table().built.table.bytes());
    EXPECT_NE(open_error(path).find("padding entry not 3"), std::string::npos) << open_error(path);
}

TEST(TableFile, FailedWriteLeavesNothingBehind) {
    test::ScratchDir dir;
    test::write_file(dir.file("plain"), "a file where a folder should be");
    EXPECT_THROW(write_table_file(dir.file("plain/t.twobit"), test::cube2_htm_table().header(),
                                  test::cube2_htm_table().built.table.bytes()),
                 FileWriteError);
    std::filesystem::remove(dir.file("plain"));
    TableHeader long_name = test::cube2_htm_table().header();
    long_name.puzzle = std::string(40, 'x');
    EXPECT_THROW(write_table_file(dir.file("t.twobit"), long_name,
                                  test::cube2_htm_table().built.table.bytes()),
                 TableFileError);
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

// Without the syncs a table is still written whole, through a link, keeping the replaced
// file's mode, with no temporary left: only durability against a crash of the machine differs.
TEST(TableFile, ATableSavedWithoutSyncIsTheSameFile) {
    test::ScratchDir dir;
    std::filesystem::create_directory(dir.file("real"));
    const std::string synced = dir.file("synced.twobit");
    write_table_file(synced, test::cube2_htm_table().header(),
                     test::cube2_htm_table().built.table.bytes());
    const std::string real = dir.file("real/t.twobit");
    test::write_file(real, "old contents");
    ::chmod(real.c_str(), 0640);
    std::filesystem::create_symlink(real, dir.file("link.twobit"));
    write_table_file(dir.file("link.twobit"), test::cube2_htm_table().header(),
                     test::cube2_htm_table().built.table.bytes(), Durability::RenameOnly);
    EXPECT_TRUE(std::filesystem::is_symlink(dir.file("link.twobit")));
    EXPECT_EQ(test::read_file(real), test::read_file(synced));
    EXPECT_EQ(std::filesystem::status(real).permissions(), std::filesystem::perms::owner_read |
                                                               std::filesystem::perms::owner_write |
                                                               std::filesystem::perms::group_read);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.file("real")), {}), 1);
    EXPECT_EQ(TableFile::open(dir.file("link.twobit")).header().reached, 3674160u);
}

// Sub-second searches skip the syncs; from kSyncedTablesFromSeconds on they are synced.
TEST(TableFile, OnlyTablesOfASecondOfSearchOrMoreAreSynced) {
    SearchResult r;
    r.seconds = 0.02;
    EXPECT_EQ(table_durability(r), Durability::RenameOnly);
    r.seconds = 0.999;
    EXPECT_EQ(table_durability(r), Durability::RenameOnly);
    r.seconds = kSyncedTablesFromSeconds;
    EXPECT_EQ(table_durability(r), Durability::Synced);
    r.seconds = 3600;
    EXPECT_EQ(table_durability(r), Durability::Synced);
}

TEST(TableFile, RewriteReplacesTheOldFile) {
    test::ScratchDir dir;
    const std::string path = dir.file("t.twobit");
    test::write_file(path, "old contents");
    write_table_file(path, test::cube2_htm_table().header(),
                     test::cube2_htm_table().built.table.bytes());
    EXPECT_EQ(TableFile::open(path).header().reached, 3674160u);
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path()), {}), 1);
}

} // namespace twobit

namespace twobit {

TEST(TableFile, LongMoveListsAreStoredAsCountAndHash) {
    EXPECT_EQ(moves_field("U U2 U' R R2 R' F F2 F'"), "U U2 U' R R2 R' F F2 F'");
    const std::string clock_moves = make_puzzle("clock-front", "htm", "").move_list();
    ASSERT_GT(clock_moves.size(), 255u);
    const std::string field = moves_field(clock_moves);
    EXPECT_LT(field.size(), 256u);
    EXPECT_EQ(field.rfind("165 moves, XXH3-64 ", 0), 0u) << field;
    EXPECT_EQ(field.substr(field.size() - 12), " of the list");
    EXPECT_NE(moves_field(clock_moves + " X"), field);

    // Written and read back through a real file (the 2x2x2 payload, clock-front's moves).
    test::ScratchDir dir;
    TableHeader h = test::cube2_htm_table().header();
    h.moves = field;
    const std::string path = dir.file("long-moves.twobit");
    write_table_file(path, h, test::cube2_htm_table().built.table.bytes());
    EXPECT_EQ(TableFile::open(path).header().moves, field);
}

} // namespace twobit
