// --gens, read once for every kind of puzzle: the letters of the faces or axes that turn, in
// any order, checked against the puzzle's letters and returned in the puzzle's own order, so
// that one move set always gives one table.
#pragma once

#include <string>
#include <vector>

namespace twobit {

// gens: letters of `letters` in any order, or empty for all of them. Returns the chosen
// letters' positions in `letters`, ascending; normalized receives those letters in that
// order. Throws std::invalid_argument naming a letter that is not one of `letters` (what
// says what they are: "turning face", "turning axis") or one given twice.
std::vector<size_t> parse_gens(const std::string& gens, const std::string& letters,
                               const char* what, std::string& normalized);

} // namespace twobit
