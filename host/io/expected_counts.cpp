// See expected_counts.hpp.
#include "host/io/expected_counts.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/read_text_file.hpp"

namespace twobit {

namespace {

constexpr uint64_t kMaxExpectBytes = uint64_t{1} << 20;

// The deepest nesting of arrays and objects in text, brackets inside strings not counted;
// stops counting once past `limit`. Unbalanced text is the parser's to refuse.
int json_nesting(const std::string& text, int limit) {
    int depth = 0, deepest = 0;
    bool in_string = false;
    for (size_t i = 0; i < text.size() && deepest <= limit; ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\')
                ++i; // the escaped character cannot end the string
            else if (c == '"')
                in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

// What a JSON value is, for a message: a number or a short string is quoted, anything
// else named by its type (dumping an array or object could be as long as the file).
std::string json_value_text(const nlohmann::json& value) {
    if (value.is_array()) return "an array";
    if (value.is_object()) return "an object";
    return excerpt(value.dump(), 20);
}

std::vector<uint64_t> counts_of_json(const std::string& text, const std::string& name) {
    const int nesting = json_nesting(text, kMaxExpectNesting);
    if (nesting > kMaxExpectNesting)
        throw std::runtime_error("--expect " + name + ": JSON nested more than " +
                                 std::to_string(kMaxExpectNesting) +
                                 " levels deep; a distribution is an array of counts");
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded()) throw std::runtime_error("--expect " + name + ": not valid JSON");
    const nlohmann::json& list = j.is_object() && j.contains("counts") ? j["counts"] : j;
    if (!list.is_array() || list.empty())
        throw std::runtime_error("--expect " + name +
                                 ": the JSON is neither an array of counts nor an object with "
                                 "a \"counts\" array");
    std::vector<uint64_t> counts;
    for (const nlohmann::json& c : list) {
        // (-0 is a float to the JSON reader: its text is "-0.0", not what was written.)
        if (!c.is_number_unsigned())
            throw std::runtime_error("--expect " + name + ": count " +
                                     std::to_string(counts.size()) + " (" + json_value_text(c) +
                                     ") is not a non-negative integer");
        counts.push_back(c.get<uint64_t>());
    }
    return counts;
}

} // namespace

std::vector<uint64_t> parse_expected_counts(const std::string& file_text, const std::string& name) {
    const std::string text = file_text.substr(byte_order_mark_bytes(file_text));
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && (text[first] == '[' || text[first] == '{'))
        return counts_of_json(text, name);
    std::vector<uint64_t> counts;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        line = line.substr(0, line.find('#'));
        const size_t begin = line.find_first_not_of(" \t\r");
        if (begin == std::string::npos) continue;
        const size_t end = line.find_last_not_of(" \t\r");
        const std::string word = line.substr(begin, end - begin + 1);
        // Digits alone, at most 2^64 - 1 (20 digits compare as text).
        const bool digits =
            word.find_first_not_of("0123456789") == std::string::npos &&
            (word.size() < 20 || (word.size() == 20 && word <= "18446744073709551615"));
        if (!digits)
            throw std::runtime_error("--expect " + name + ":" + std::to_string(number) + ": '" +
                                     excerpt(word, 30) +
                                     "' is not a count (one non-negative integer per line)");
        counts.push_back(std::stoull(word));
    }
    if (counts.empty()) throw std::runtime_error("--expect " + name + ": no counts in the file");
    return counts;
}

std::vector<uint64_t> read_expected_counts(const std::string& path) {
    return parse_expected_counts(read_text_file(path, kMaxExpectBytes, "distribution"), path);
}

} // namespace twobit
