// Text helpers; see text_checks.hpp.
#include "text_checks.hpp"

#include <regex>
#include <sstream>

namespace twobit::test {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

size_t count_occurrences(const std::string& text, const std::string& part) {
    size_t n = 0;
    for (size_t at = text.find(part); !part.empty() && at != std::string::npos;
         at = text.find(part, at + part.size()))
        ++n;
    return n;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::string sticker_colours(const std::string& svg) {
    static const std::regex sticker("class=\"sticker\" data-face=\"([URFDLB])\" "
                                    "data-colour=\"([URFDLB])\"");
    std::string colours;
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), sticker);
         it != std::sregex_iterator(); ++it)
        colours += (*it)[2].str();
    return colours;
}

std::string player_tag(const std::string& html, const std::string& id) {
    const size_t at = html.find("<twisty-player id=\"" + id + "\"");
    return at == std::string::npos ? "" : html.substr(at, html.find('>', at) - at + 1);
}

std::string in_words(const std::string& stickers, size_t width) {
    std::string out;
    for (size_t i = 0; i < stickers.size(); i += width)
        out += (i == 0 ? "" : " ") + stickers.substr(i, width);
    return out;
}

std::string recoloured(std::string stickers, const std::string& colours) {
    for (char& c : stickers)
        if (c != ' ') c = colours.at(std::string("URFDLB").find(c));
    return stickers;
}

} // namespace twobit::test
