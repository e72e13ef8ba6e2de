// Parsing and ordering of axis-turn move sets, and reading move sequences; see
// axis_turn_set.hpp. Turning states by them is left to each puzzle (axis_puzzle.hpp).
#include "host/puzzles/axis/axis_turn_set.hpp"

#include <sstream>
#include <stdexcept>

namespace twobit {

std::vector<AxisMove> axis_move_set(const std::string& metric, const std::string& gens,
                                    const std::string& letters, std::string& normalized_gens) {
    if (metric != "htm")
        throw std::invalid_argument("unknown metric '" + metric +
                                    "' for this puzzle (use htm: each 120-degree turn counts 1)");
    const std::string wanted = gens.empty() ? letters : gens;
    std::vector<bool> chosen(letters.size(), false);
    for (char letter : wanted) {
        const size_t axis = letters.find(letter);
        if (axis == std::string::npos)
            throw std::invalid_argument(std::string("--gens: '") + letter +
                                        "' is not a turning axis of this puzzle (use letters of " +
                                        letters + ")");
        if (chosen[axis])
            throw std::invalid_argument(std::string("--gens: axis '") + letter +
                                        "' is given twice");
        chosen[axis] = true;
    }
    std::vector<AxisMove> moves;
    normalized_gens.clear();
    for (size_t axis = 0; axis < letters.size(); ++axis) {
        if (!chosen[axis]) continue;
        normalized_gens += letters[axis];
        moves.push_back({static_cast<int>(axis), true});
        moves.push_back({static_cast<int>(axis), false});
    }
    return moves;
}

std::vector<Move> axis_model_moves(const std::vector<AxisMove>& moves, const std::string& letters) {
    std::vector<Move> named;
    for (const AxisMove& m : moves) {
        int inverse = -1;
        for (size_t k = 0; k < moves.size(); ++k)
            if (moves[k].axis == m.axis && moves[k].clockwise != m.clockwise)
                inverse = static_cast<int>(k);
        const char letter = letters[static_cast<size_t>(m.axis)];
        named.push_back({std::string(1, letter) + (m.clockwise ? "" : "'"), inverse});
    }
    return named;
}

std::vector<AxisMove> parse_axis_moves(const std::string& sequence, const std::string& letters,
                                       const std::string& puzzle) {
    std::istringstream in(sequence);
    std::string token;
    std::vector<AxisMove> moves;
    while (in >> token) {
        const size_t axis = letters.find(token[0]);
        const bool prime = token.size() == 2 && token[1] == '\'';
        if (axis == std::string::npos || token.size() > 2 || (token.size() == 2 && !prime))
            throw std::invalid_argument("unknown " + puzzle + " move '" + token + "' (use " +
                                        letters + ", with ' for anticlockwise)");
        moves.push_back({static_cast<int>(axis), !prime});
    }
    return moves;
}

} // namespace twobit
