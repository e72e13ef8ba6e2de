// Parsing and ordering of face-turn move sets; see move_set.hpp.
#include "host/puzzles/cube/move_set.hpp"

#include "host/engine/gens.hpp"

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

    std::vector<FaceTurn> turns;
    for (size_t i : parse_gens(gens, allowed_faces, "turning face", normalized_gens)) {
        Face face{};
        face_from_letter(allowed_faces[i], face);
        for (int p : powers) turns.push_back({face, p});
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
