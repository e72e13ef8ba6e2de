// Parsing and ordering of axis-turn move sets, and reading move sequences; see
// axis_turn_set.hpp. Turning states by them is left to each puzzle (axis_puzzle.hpp).
#include "host/puzzles/axis/axis_turn_set.hpp"

#include "host/engine/gens.hpp"
#include "host/io/input_lines.hpp"

#include <stdexcept>

namespace twobit {

std::vector<AxisMove> axis_move_set(const std::string& metric, const std::string& gens,
                                    const std::string& letters, std::string& normalized_gens) {
    if (metric != "htm")
        throw std::invalid_argument("unknown metric '" + metric +
                                    "' for this puzzle (use htm: each 120-degree turn counts 1)");
    std::vector<AxisMove> moves;
    for (size_t axis : parse_gens(gens, letters, "turning axis", normalized_gens)) {
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
    check_position_length(sequence);
    const std::string prime_mark = "\xE2\x80\x99"; // U+2019, as pasted from web pages
    std::vector<AxisMove> moves;
    size_t column = 1; // of byte i, in characters (UTF-8 continuation bytes are not columns)
    for (size_t i = 0; i < sequence.size();) {
        const char c = sequence[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i, ++column;
            continue;
        }
        const size_t start = i, start_column = column;
        const size_t axis = c == '\0' ? std::string::npos : letters.find(c);
        if (axis == std::string::npos) {
            size_t end = start;
            while (end < sequence.size() && sequence[end] != ' ' && sequence[end] != '\t') ++end;
            throw std::invalid_argument("unknown " + puzzle + " move '" +
                                        excerpt(sequence.substr(start, end - start)) +
                                        "' at column " + std::to_string(start_column) + " (use " +
                                        letters + ", with ' for anticlockwise)");
        }
        ++i, ++column;
        int turns = 1;
        if (i < sequence.size() && sequence[i] == '2') turns = 2, ++i, ++column;
        bool clockwise = true;
        if (i < sequence.size() && sequence[i] == '\'') {
            clockwise = false, ++i, ++column;
        } else if (sequence.compare(i, prime_mark.size(), prime_mark) == 0) {
            clockwise = false, i += prime_mark.size(), ++column;
        }
        for (int k = 0; k < turns; ++k) moves.push_back({static_cast<int>(axis), clockwise});
    }
    return moves;
}

} // namespace twobit
