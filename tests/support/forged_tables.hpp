// Table files forged as anyone with tables/FORMAT.md can forge them (valid checksums, wrong
// contents), all from the 2x2x2 HTM table; shared by the library's checks
// (tests/unit/test_table_forgery.cpp) and the command line's
// (tests/cli/test_cli_table_forgery.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "tables/table_file.hpp"
#include "test_support.hpp"

namespace twobit::test::forgery {

// Header offsets (tables/FORMAT.md).
constexpr size_t kVersionAt = 8, kStatesAt = 336, kMaxDepthAt = 356, kPayloadBytesAt = 360,
                 kCountsAt = 376, kFingerprintAt = 888;

// The 2x2x2 HTM table (test::cube2_htm_table).
const test::Cube2HtmTable& fixture();

// That table written to dir/t.twobit; returns the path.
std::string good_table(const test::ScratchDir& dir);

// A first state at exactly `distance` moves, from the correct table.
uint64_t state_at(int distance);

struct Forgery {
    TableHeader header;
    std::vector<uint8_t> payload;
    uint64_t victim; // the state whose answer the forgery spoils
};

// An antipode (distance 11, entry 2) whose neighbours at distance 10 are all rewritten to 0:
// it has no neighbour one move closer. The header's counts move those states from depth 10
// to depth 9, so every file check passes (the per-value counts agree).
Forgery no_way_down();

// A state at distance 8 and one at distance 9 swap entries: the per-value counts stay
// exactly the same, and the first is answered with 9 moves instead of 8.
Forgery swapped_entries();

// 2^64 - 1 states with a payload size of 0: what ceil(states / 4), computed as
// (states + 3) / 4, wrapped to. Valid header checksum; `bytes` of the file are kept. Written
// to dir/wrap.twobit; returns the path.
std::string wrapped_state_count(const test::ScratchDir& dir, size_t bytes = SIZE_MAX);

// The forgery written to dir/forged.twobit; returns the path.
std::string write_forgery(const test::ScratchDir& dir, const Forgery& g);

} // namespace twobit::test::forgery
