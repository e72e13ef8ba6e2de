// Fuzzes the reader of `verify --expect FILE`, twobit::parse_expected_counts
// (host/io/expected_counts.hpp): one count per line, or JSON (an array of counts or an
// object with a "counts" array), from hostile bytes.
//
// Asserts (beyond no crash, no sanitizer report, no exception but std::runtime_error):
//  - an answer is never empty;
//  - a refusal's message is bounded (under 300 bytes) whatever the input's size or nesting;
//  - the counts printed one per line read back as the same counts, and as a JSON array too.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "host/io/expected_counts.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<uint64_t> counts;
    try {
        counts = twobit::parse_expected_counts(text, "fuzz");
    } catch (const std::runtime_error& e) {
        FUZZ_CHECK(std::string(e.what()).size() < 300);
        return 0;
    }
    FUZZ_CHECK(!counts.empty());
    std::string lines, json = "[";
    for (size_t i = 0; i < counts.size(); ++i) {
        lines += std::to_string(counts[i]) + "\n";
        json += (i > 0 ? "," : "") + std::to_string(counts[i]);
    }
    FUZZ_CHECK(twobit::parse_expected_counts(lines, "lines") == counts);
    FUZZ_CHECK(twobit::parse_expected_counts(json + "]", "json") == counts);
    return 0;
}
