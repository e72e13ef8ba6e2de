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

// The header and payload of the table or checkpoint at path, to be altered and written back.
Forgery read_back(const std::string& path, bool checkpoint) {
    const TableFile file = checkpoint ? TableFile::open_checkpoint(path) : TableFile::open(path);
    return {file.header(),
            std::vector<uint8_t>(file.payload(), file.payload() + file.header().payload_bytes), 0};
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

Forgery longer_answer() {
    const test::Cube2HtmTable& f = fixture();
    const DistanceTable& t = f.built.table;
    const Solver<DistanceTable> solver(f.model, t, f.built.result.max_depth());
    // Whether n has a neighbour other than `not_this` with entry v.
    const auto has_neighbour = [&](uint64_t n, unsigned v, uint64_t not_this) {
        for (int m = 0; m < f.model.num_moves(); ++m) {
            const uint64_t k = f.model.apply(n, m);
            if (k != not_this && t.get(k) == v) return true;
        }
        return false;
    };
    for (uint64_t i = 0;; ++i) {
        if (t.get(i) != 2 || solver.distance(i) != 8 || !has_neighbour(i, 2, i)) continue;
        bool keeps_their_way_down = true;
        for (int m = 0; m < f.model.num_moves() && keeps_their_way_down; ++m) {
            const uint64_t n = f.model.apply(i, m);
            if (t.get(n) == 0) keeps_their_way_down = has_neighbour(n, 2, i);
        }
        // A neighbour at 7 whose walk took i (its first neighbour with entry 0) would now go
        // i, 8, 7, i, ...: a loop the solver reports. Each must step to another state.
        for (int m = 0; m < f.model.num_moves() && keeps_their_way_down; ++m) {
            const uint64_t n = f.model.apply(i, m);
            if (t.get(n) != 1) continue;
            int first = 0; // in the forged table, where i holds 0
            for (;; ++first) {
                const uint64_t k = f.model.apply(n, first);
                if (k == i || t.get(k) == 0) break;
            }
            keeps_their_way_down = f.model.apply(n, first) != i;
        }
        if (!keeps_their_way_down) continue;
        Forgery g{f.header(), {}, i};
        g.payload.assign(t.bytes(), t.bytes() + t.num_bytes());
        set_entry(g.payload, i, 0);
        g.header.counts[8] -= 1;
        g.header.counts[9] += 1;
        return g;
    }
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

uint64_t forge_checkpoint(const std::string& path) {
    Forgery g = read_back(path, true);
    TableHeader& header = g.header;
    std::vector<uint8_t>& payload = g.payload;
    const unsigned last = static_cast<unsigned>(header.max_depth() % 3);
    uint64_t level = 0, unreached = 0;
    while (entry(payload, level) != last) ++level;
    while (entry(payload, unreached) != 3) ++unreached;
    set_entry(payload, level, 3);
    set_entry(payload, unreached, last);
    write_table_file(path, header, payload.data());
    return unreached;
}

uint64_t swap_two_entries(const std::string& path) {
    Forgery g = read_back(path, false);
    TableHeader& header = g.header;
    std::vector<uint8_t>& payload = g.payload;
    uint64_t first = 1, second = 1;
    while (entry(payload, first) == 0) ++first;
    while (entry(payload, second) == 0 || entry(payload, second) == entry(payload, first)) ++second;
    const unsigned v = entry(payload, first);
    set_entry(payload, first, entry(payload, second));
    set_entry(payload, second, v);
    write_table_file(path, header, payload.data());
    return first;
}

std::string write_forgery(const test::ScratchDir& dir, const Forgery& g) {
    const std::string path = dir.file("forged.twobit");
    write_table_file(path, g.header, g.payload.data());
    return path;
}

} // namespace twobit::test::forgery
