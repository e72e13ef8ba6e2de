// Fuzzes the position line reader of `twobit solve`, twobit::InputLineReader
// (host/io/input_lines.hpp), reading the input bytes through fmemopen twice: with a small line
// limit (64 bytes) and with the default (kMaxPositionBytes); every position it returns then
// goes through parse_cube2_position (host/puzzles/cube2/cube2_position.hpp) as `twobit solve` does.
//
// Asserts (beyond no crash, no sanitizer report, no exception but std::invalid_argument from
// parse_cube2_position):
//  - a line is never empty, has no '#', no newline, no whitespace at either end, and is at
//    most max_bytes long, with bytes >= its length;
//  - a too_long line has empty text and bytes > max_bytes;
//  - the lines are exactly those of a plain reference reading of the header's rules: a UTF-8
//    byte-order mark as the input's first three bytes dropped, the rest split at '\n', cut at the
//    first '#', a line of more than max_bytes bytes before its comment is reported too long with
//    that count, others are trimmed of " \t\r\v\f" and skipped when blank.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "host/io/input_lines.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"

namespace {

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' || c == '\n';
}

std::vector<twobit::InputLine> reference_lines(const std::string& input, size_t max_bytes) {
    std::vector<twobit::InputLine> out;
    size_t start = input.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
    while (start < input.size()) {
        size_t end = input.find('\n', start);
        if (end == std::string::npos) end = input.size();
        std::string line = input.substr(start, end - start);
        start = end + 1;
        const size_t hash = line.find('#');
        if (hash != std::string::npos) line.resize(hash);
        twobit::InputLine l;
        l.bytes = line.size();
        if (line.size() > max_bytes) {
            l.too_long = true;
            out.push_back(l);
            continue;
        }
        size_t first = 0, last = line.size();
        while (first < last && blank(line[first])) ++first;
        while (last > first && blank(line[last - 1])) --last;
        if (first == last) continue;
        l.text = line.substr(first, last - first);
        out.push_back(l);
    }
    return out;
}

void read_all(const std::string& input, size_t max_bytes, bool parse) {
    std::string copy = input; // fmemopen wants a writable buffer
    std::FILE* f = fmemopen(copy.data(), copy.size(), "r");
    FUZZ_CHECK(f != nullptr);
    std::vector<twobit::InputLine> lines;
    {
        twobit::InputLineReader reader(f, max_bytes);
        twobit::InputLine line;
        while (reader.next(line)) {
            FUZZ_CHECK(lines.size() <= input.size()); // each line consumes input
            if (line.too_long) {
                FUZZ_CHECK(line.text.empty());
                FUZZ_CHECK(line.bytes > max_bytes);
            } else {
                const std::string& t = line.text;
                FUZZ_CHECK(!t.empty());
                FUZZ_CHECK(t.size() <= max_bytes && line.bytes >= t.size());
                FUZZ_CHECK(t.find('#') == std::string::npos);
                FUZZ_CHECK(t.find('\n') == std::string::npos);
                FUZZ_CHECK(!blank(t.front()) && !blank(t.back()));
                if (parse) {
                    try {
                        (void)twobit::parse_cube2_position(t);
                    } catch (const std::invalid_argument&) {
                    }
                }
            }
            lines.push_back(line);
        }
    }
    std::fclose(f);

    const std::vector<twobit::InputLine> expected = reference_lines(input, max_bytes);
    FUZZ_CHECK(lines.size() == expected.size());
    for (size_t i = 0; i < lines.size(); ++i) {
        FUZZ_CHECK(lines[i].too_long == expected[i].too_long);
        FUZZ_CHECK(lines[i].text == expected[i].text);
        if (lines[i].too_long) FUZZ_CHECK(lines[i].bytes == expected[i].bytes);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0; // fmemopen refuses an empty buffer
    const std::string input(reinterpret_cast<const char*>(data), size);
    read_all(input, 64, false);
    read_all(input, twobit::kMaxPositionBytes, true);
    return 0;
}
