// Parsing and ordering of face-turn move sets; see move_set.hpp.
#include "host/puzzles/cube/move_set.hpp"

#include <stdexcept>

namespace twobit {

std::vector<FaceTurn> face_turn_set(const std::string& metric, const std::string& gens,
                                    const std::string& allowed_faces,
                                    std::string& normalized_gens) {
    std::vector<int> powers;
    if (metric == "htm")
        powers = {1, 2, 3};
    else if (metric == "qtm")
        powers = {1, 3};
    else if (metric == "half")
        powers = {2};
    else
        throw std::invalid_argument("unknown metric '" + metric + "' (use htm, qtm or half)");

    const std::string wanted = gens.empty() ? allowed_faces : gens;
    bool chosen[kNumFaces] = {};
    for (char letter : wanted) {
        Face face;
        if (!face_from_letter(letter, face) || allowed_faces.find(letter) == std::string::npos)
            throw std::invalid_argument(std::string("--gens: '") + letter +
                                        "' is not a turning face of this puzzle (use letters of " +
                                        allowed_faces + ")");
        if (chosen[face])
            throw std::invalid_argument(std::string("--gens: face '") + letter +
                                        "' is given twice");
        chosen[face] = true;
    }

    std::vector<FaceTurn> turns;
    normalized_gens.clear();
    for (int f = 0; f < kNumFaces; ++f) {
        if (!chosen[f]) continue;
        normalized_gens += face_letter(static_cast<Face>(f));
        for (int p : powers) turns.push_back({static_cast<Face>(f), p});
    }
    return turns;
}

int inverse_turn_index(const std::vector<FaceTurn>& turns, size_t i) {
    for (size_t k = 0; k < turns.size(); ++k)
        if (turns[k].face == turns[i].face && turns[k].power == 4 - turns[i].power)
            return static_cast<int>(k);
    return -1;
}

} // namespace twobit
