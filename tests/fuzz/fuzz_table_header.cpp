// Fuzzes the table file header check, twobit::parse_table_header (tables/table_file.hpp,
// layout in tables/FORMAT.md). The input's first min(size, 1024) bytes are the header,
// always handed over as a zero-padded 1024-byte copy (the parser reads up to 1024 bytes).
// Each input is parsed twice:
//  1. as it is, with file_size = size and file_size = the u64 (LE) in its first 8 bytes;
//  2. fixed up so that the early checks pass and the fuzzer reaches the field checks: magic
//     "TWOBITDT", version 2, header size 1024 and a recomputed XXH3-64 of bytes 0..1015 at
//     1016; with file_size = size, = the u64 the first 8 bytes held before the fix-up (huge
//     sizes), and = 1024 + the header's own payload size field (the size that can succeed).
//
// Asserts (beyond no crash, no sanitizer report, no exception but TableFileError), for each
// header accepted: payload_bytes == table_payload_bytes(states) and file_size - 1024 ==
// payload_bytes; states > 0; reached <= states; counts holds 1..64 depths with counts[0] == 1,
// none zero, adding up to reached; the text fields fit their slots.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <xxhash.h>

#include "fuzz_check.hpp"
#include "tables/table_file.hpp"

namespace {

constexpr size_t kHashOffset = twobit::kTableHeaderBytes - 8; // FORMAT.md: header XXH3-64
constexpr size_t kPayloadBytesOffset = 360;                   // FORMAT.md: payload size

uint64_t get_u64(const uint8_t* p) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
    return v;
}
void put_u32(uint8_t* p, uint32_t v) {
    for (int i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}
void put_u64(uint8_t* p, uint64_t v) {
    for (int i = 0; i < 8; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}

void parse(const uint8_t* header, uint64_t file_size) {
    twobit::TableHeader h;
    try {
        h = twobit::parse_table_header("fuzz.twobit", header, file_size);
    } catch (const twobit::TableFileError&) {
        return;
    }
    FUZZ_CHECK(file_size >= twobit::kTableHeaderBytes);
    FUZZ_CHECK(std::memcmp(header, twobit::kTableMagic, sizeof twobit::kTableMagic) == 0);
    FUZZ_CHECK(h.format_version == twobit::kTableFormatVersion);
    FUZZ_CHECK(h.states > 0);
    FUZZ_CHECK(h.payload_bytes == twobit::table_payload_bytes(h.states));
    FUZZ_CHECK(file_size - twobit::kTableHeaderBytes == h.payload_bytes);
    FUZZ_CHECK(h.reached <= h.states);
    FUZZ_CHECK(!h.counts.empty() &&
               h.counts.size() <= static_cast<size_t>(twobit::kTableMaxDepths));
    FUZZ_CHECK(h.counts[0] == 1);
    uint64_t sum = 0;
    for (uint64_t c : h.counts) {
        FUZZ_CHECK(c > 0);
        FUZZ_CHECK(sum + c >= sum); // no overflow
        sum += c;
    }
    FUZZ_CHECK(sum == h.reached);
    FUZZ_CHECK(h.max_depth() == static_cast<int>(h.counts.size()) - 1);
    FUZZ_CHECK(h.puzzle.size() < 32 && h.metric.size() < 16 && h.gens.size() < 16 &&
               h.moves.size() < 256);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    uint8_t buf[twobit::kTableHeaderBytes] = {};
    std::memcpy(buf, data, size < sizeof buf ? size : sizeof buf);
    const uint64_t leading_u64 = get_u64(buf);

    parse(buf, size);
    parse(buf, leading_u64);

    std::memcpy(buf, twobit::kTableMagic, sizeof twobit::kTableMagic);
    put_u32(buf + 8, twobit::kTableFormatVersion);
    put_u32(buf + 12, twobit::kTableHeaderBytes);
    put_u64(buf + kHashOffset, XXH3_64bits(buf, kHashOffset));
    parse(buf, size);
    parse(buf, leading_u64);
    parse(buf, twobit::kTableHeaderBytes + get_u64(buf + kPayloadBytesOffset)); // may wrap
    return 0;
}
