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
                 kCountsAt = 376, kFingerprintAt = 888, kEncodingAt = 352;

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
// exactly the same, and the first's walk down does not reach solved within God's number,
// where the solver stops it. longer_answer() is the forgery whose walk ends solved.
Forgery swapped_entries();

// Locally consistent and wrong (issue 44): a state 8 moves from solved, with a neighbour at 8,
// every neighbour at 9 also one move from another state at 8 and no neighbour at 7 walking
// down through it, rewritten to 9 (entry 0) and the header's counts moved with it. It still
// has a neighbour one value down (the one at 8), so its walk ends solved without a
// contradiction, in 9 moves, and no neighbour loses its way down: only a fresh search sees it.
Forgery longer_answer();

// 2^64 - 1 states with a payload size of 0: what ceil(states / 4), computed as
// (states + 3) / 4, wrapped to. Valid header checksum; `bytes` of the file are kept. Written
// to dir/wrap.twobit; returns the path.
std::string wrapped_state_count(const test::ScratchDir& dir, size_t bytes = SIZE_MAX);

// Rewrites the checkpoint at path as a forger would: the first entry of its last complete
// level swapped with the first unreached one, the header and the value counts unchanged,
// resealed. Every file check passes; a search resumed from it goes on into a wrong table.
// Returns the index now posing as that level's.
uint64_t forge_checkpoint(const std::string& path);

// Rewrites the complete table at path (any puzzle's): its first two entries after the first
// that differ in value and are not 0 swapped, resealed; every count still matches, so every
// file check passes. Returns the first of the two.
uint64_t swap_two_entries(const std::string& path);

// The forgery written to dir/forged.twobit; returns the path.
std::string write_forgery(const test::ScratchDir& dir, const Forgery& g);

} // namespace twobit::test::forgery
