// See expected_counts.hpp.
#include "tools/cli/expected_counts.hpp"

#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/read_text_file.hpp"

namespace twobit::cli {

namespace {

constexpr uint64_t kMaxExpectBytes = uint64_t{1} << 20;

std::vector<uint64_t> counts_of_json(const std::string& text, const std::string& path) {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded()) throw std::runtime_error("--expect " + path + ": not valid JSON");
    const nlohmann::json& list = j.is_object() && j.contains("counts") ? j["counts"] : j;
    if (!list.is_array() || list.empty())
        throw std::runtime_error("--expect " + path +
                                 ": the JSON is neither an array of counts nor an object with "
                                 "a \"counts\" array");
    std::vector<uint64_t> counts;
    for (const nlohmann::json& c : list) {
        if (!c.is_number_unsigned())
            throw std::runtime_error("--expect " + path + ": count " +
                                     std::to_string(counts.size()) + " (" + excerpt(c.dump(), 20) +
                                     ") is not a non-negative integer");
        counts.push_back(c.get<uint64_t>());
    }
    return counts;
}

} // namespace

std::vector<uint64_t> read_expected_counts(const std::string& path) {
    const std::string text = read_text_file(path, kMaxExpectBytes, "distribution");
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && (text[first] == '[' || text[first] == '{'))
        return counts_of_json(text, path);
    std::vector<uint64_t> counts;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        line = line.substr(0, line.find('#'));
        const size_t begin = line.find_first_not_of(" \t\r");
        if (begin == std::string::npos) continue;
        const size_t end = line.find_last_not_of(" \t\r");
        const std::string word = line.substr(begin, end - begin + 1);
        const bool digits =
            word.size() <= 19 && word.find_first_not_of("0123456789") == std::string::npos;
        if (!digits)
            throw std::runtime_error("--expect " + path + ":" + std::to_string(number) + ": '" +
                                     excerpt(word, 30) +
                                     "' is not a count (one non-negative integer per line)");
        counts.push_back(std::stoull(word));
    }
    if (counts.empty()) throw std::runtime_error("--expect " + path + ": no counts in the file");
    return counts;
}

} // namespace twobit::cli
