// "Did you mean ...?" for a misspelled name (a subcommand, an option, a puzzle): the closest
// of the candidates by edit distance, when it is close enough to be a likely typo.
#pragma once

#include <string>
#include <vector>

namespace twobit {

// The candidate nearest to word (ASCII case-insensitive Damerau-Levenshtein distance, at
// most a third of the word's length and at most 3), or "" when none is that close.
std::string closest_match(const std::string& word, const std::vector<std::string>& candidates);

// text with A-Z as a-z (how closest_match compares).
std::string ascii_lower(std::string text);

// " (did you mean 'x'?)", or "" when closest_match finds nothing.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates);

} // namespace twobit
