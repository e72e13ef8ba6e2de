// Text to put inside SVG or HTML markup (an element's text or a quoted attribute): the five
// characters with a meaning there become entities. Nothing else is changed.
#pragma once

#include <string>

namespace twobit {

inline std::string escape_markup(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

} // namespace twobit
