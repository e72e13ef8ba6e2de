// Forged tables; see forged_tables.hpp.
#include "forged_tables.hpp"

#include <gtest/gtest.h>

#include "host/engine/solver.hpp"

namespace twobit::test::forgery {

namespace {

// The payload as bytes, with entry i set to v.
void set_entry(std::vector<uint8_t>& payload, uint64_t i, unsigned v) {
    uint8_t& byte = payload[i / 4];
    byte = static_cast<uint8_t>((byte & ~(3u << (2 * (i % 4)))) | (v << (2 * (i % 4))));
}
unsigned entry(const std::vector<uint8_t>& payload, uint64_t i) {
    return (payload[i / 4] >> (2 * (i % 4))) & 3u;
}

} // namespace

const test::Cube2HtmTable& fixture() {
    return test::cube2_htm_table();
}

std::string good_table(const test::ScratchDir& dir) {
    return test::write_cube2_htm_table(dir.file("t.twobit"));
}

uint64_t state_at(int distance) {
    const test::Cube2HtmTable& f = fixture();
    const Solver<DistanceTable> solver(f.model, f.built.table, f.built.result.max_depth());
    for (uint64_t i = 0;; ++i)
        if (f.built.table.get(i) == static_cast<unsigned>(distance % 3) &&
            solver.distance(i) == distance)
            return i;
}

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

Forgery swapped_entries() {
    const test::Cube2HtmTable& f = fixture();
    Forgery g{f.header(), {}, state_at(8)};
    g.payload.assign(f.built.table.bytes(), f.built.table.bytes() + f.built.table.num_bytes());
    const uint64_t other = state_at(9);
    set_entry(g.payload, g.victim, 0);
    set_entry(g.payload, other, 2);
    return g;
}

std::string wrapped_state_count(const test::ScratchDir& dir, size_t bytes) {
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

} // namespace twobit::test::forgery
