// Run-together move names; see run_together.hpp.
#include "host/puzzles/defs/run_together.hpp"

#include <stdexcept>

#include "host/io/input_lines.hpp"

namespace twobit {

namespace {

constexpr size_t kNone = static_cast<size_t>(-1);
constexpr size_t kMaxRunTogether = 4096;

std::string reading(const std::vector<size_t>& parts, const std::vector<std::string>& names) {
    std::string text;
    for (const size_t p : parts) text += (text.empty() ? "" : " ") + names[p];
    return text;
}

} // namespace

std::vector<size_t> split_run_together(const std::string& word,
                                       const std::vector<std::string>& names,
                                       const std::string& what) {
    for (size_t n = 0; n < names.size(); ++n)
        if (names[n] == word) return {n};
    // A scramble run together is a few hundred characters; a longer word (a hostile line of a
    // mebibyte) is no reading, not seconds of splitting.
    if (word.size() > kMaxRunTogether) return {};
    // readings[i]: how many ways (0, 1, or 2 for "two or more") word[i..] reads as names, and
    // the first name of one such reading (the second's too, to name two readings).
    const size_t len = word.size();
    std::vector<int> readings(len + 1, 0);
    std::vector<size_t> first(len + 1, kNone), other(len + 1, kNone);
    readings[len] = 1;
    for (size_t i = len; i-- > 0;)
        for (size_t n = 0; n < names.size(); ++n) {
            const std::string& name = names[n];
            if (name.empty() || name.size() > len - i || word.compare(i, name.size(), name) != 0 ||
                readings[i + name.size()] == 0)
                continue;
            if (readings[i] == 0)
                first[i] = n;
            else if (other[i] == kNone)
                other[i] = n;
            readings[i] = std::min(2, readings[i] + readings[i + name.size()]);
        }
    if (readings[0] == 0) return {}; // no reading: the caller says what the word is not
    // One reading from each position on (or where two begin, the two).
    const auto follow = [&](size_t at, size_t name) {
        std::vector<size_t> parts = {name};
        for (at += names[name].size(); at < len; at += names[parts.back()].size())
            parts.push_back(first[at]);
        return parts;
    };
    std::vector<size_t> parts = follow(0, first[0]);
    if (readings[0] == 1) return parts;
    // Two readings: find where they part, to show both.
    size_t at = 0;
    std::vector<size_t> prefix;
    while (other[at] == kNone) {
        prefix.push_back(first[at]);
        at += names[first[at]].size();
    }
    std::vector<size_t> a = prefix, b = prefix;
    const std::vector<size_t> tail_a = follow(at, first[at]), tail_b = follow(at, other[at]);
    a.insert(a.end(), tail_a.begin(), tail_a.end());
    b.insert(b.end(), tail_b.begin(), tail_b.end());
    throw std::invalid_argument("'" + excerpt(word, 40) + "' reads as " + what + " two ways, '" +
                                reading(a, names) + "' and '" + reading(b, names) +
                                "': separate them with spaces");
}

} // namespace twobit
