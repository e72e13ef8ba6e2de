// twsearch's scramble files; see scramble_file.hpp.
#include "host/io/scramble_file.hpp"

#include <sstream>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/read_text_file.hpp"

namespace twobit {

namespace {

// The line's words, split at spaces and tabs (a CR at the end of a Windows line dropped).
std::vector<std::string> words_of(std::string line) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

} // namespace

std::vector<NamedScramble> parse_scramble_file(const std::string& text, const std::string& file) {
    std::vector<NamedScramble> scrambles;
    std::istringstream lines(text.substr(byte_order_mark_bytes(text)));
    std::string line;
    size_t number = 0, opened_at = 0;
    bool in_block = false;
    const auto fail = [&](size_t at, const std::string& why) {
        return std::runtime_error(printable(file) + ":" + std::to_string(at) + ": " + why);
    };
    while (std::getline(lines, line)) {
        ++number;
        const std::vector<std::string> words = words_of(line);
        if (in_block) {
            if (words.size() == 1 && words[0] == "End") {
                if (scrambles.back().moves.empty())
                    throw fail(number, "scramble " + printable(excerpt(scrambles.back().name)) +
                                           " has no moves");
                in_block = false;
                continue;
            }
            for (const std::string& w : words)
                scrambles.back().moves += (scrambles.back().moves.empty() ? "" : " ") + w;
            continue;
        }
        if (words.empty() || words[0][0] == '#') continue;
        if (words[0] == "ScrambleAlgorithm") {
            if (words.size() != 2)
                throw fail(number, "ScrambleAlgorithm takes one name, as in 'ScrambleAlgorithm "
                                   "scr1'");
            scrambles.push_back({words[1], ""});
            in_block = true;
            opened_at = number;
            continue;
        }
        if (words[0] == "ScrambleState")
            throw fail(number, "ScrambleState blocks (a state written out) are not read: give the "
                               "scramble's moves in a ScrambleAlgorithm block");
        throw fail(number, "'" + printable(excerpt(words[0])) +
                               "' is not ScrambleAlgorithm (a scramble file holds "
                               "'ScrambleAlgorithm NAME', its moves, then 'End')");
    }
    if (in_block)
        throw fail(opened_at,
                   "scramble " + printable(excerpt(scrambles.back().name)) + " has no End");
    if (scrambles.empty())
        throw std::runtime_error(printable(file) + ": no ScrambleAlgorithm block");
    return scrambles;
}

std::vector<NamedScramble> read_scramble_file(const std::string& path) {
    return parse_scramble_file(read_text_file(path, kMaxScrambleFileBytes, "scramble file"), path);
}

} // namespace twobit
