// --gens letters; see gens.hpp.
#include "host/engine/gens.hpp"

#include <algorithm>
#include <stdexcept>

namespace twobit {

std::vector<size_t> parse_gens(const std::string& gens, const std::string& letters,
                               const char* what, std::string& normalized) {
    const std::string wanted = gens.empty() ? letters : gens;
    std::vector<bool> chosen(letters.size(), false);
    for (char letter : wanted) {
        if (letter == ',' || letter == ' ') continue; // "R,U" and "R U" as "RU"
        const size_t at = letters.find(letter);
        if (at == std::string::npos)
            throw std::invalid_argument(std::string("--gens: '") + letter + "' is not a " + what +
                                        " of this puzzle (use letters of " + letters + ")");
        if (chosen[at])
            throw std::invalid_argument(std::string("--gens: '") + letter + "' is given twice");
        chosen[at] = true;
    }
    if (std::find(chosen.begin(), chosen.end(), true) == chosen.end())
        throw std::invalid_argument(std::string("--gens names no ") + what + " (use letters of " +
                                    letters + ")");
    std::vector<size_t> positions;
    normalized.clear();
    for (size_t i = 0; i < letters.size(); ++i)
        if (chosen[i]) {
            positions.push_back(i);
            normalized += letters[i];
        }
    return positions;
}

} // namespace twobit
