// Suggestions for misspelled names; see suggest.hpp.
#include "host/io/suggest.hpp"

#include <algorithm>
#include <cctype>

namespace twobit {

namespace {

// Edits (insert, delete, substitute, swap two neighbours) from a to b.
size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
    for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (size_t i = 1; i <= a.size(); ++i)
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

} // namespace

std::string ascii_lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

std::string closest_match(const std::string& word, const std::vector<std::string>& candidates) {
    if (word.empty() || word.size() > 64) return "";
    const std::string w = ascii_lower(word);
    const size_t limit = std::min<size_t>(3, std::max<size_t>(1, w.size() / 3));
    std::string best;
    size_t best_distance = limit + 1;
    for (const std::string& c : candidates) {
        // The distance is at least the lengths' difference: a candidate much longer than the
        // word (a definition's megabyte-long move name) is never near, and never compared.
        const size_t gap = c.size() > w.size() ? c.size() - w.size() : w.size() - c.size();
        if (gap > limit) continue;
        const size_t d = edit_distance(w, ascii_lower(c));
        if (d < best_distance) {
            best_distance = d;
            best = c;
        }
    }
    return best;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates) {
    const std::string match = closest_match(word, candidates);
    return match.empty() ? "" : " (did you mean '" + match + "'?)";
}

} // namespace twobit
