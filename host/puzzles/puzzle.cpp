// What every puzzle record shares; see puzzle.hpp.
#include "host/puzzles/puzzle.hpp"

#include <stdexcept>

namespace twobit {

InputKind parse_input_kind(const std::string& name) {
    if (name == "auto") return InputKind::Auto;
    if (name == "moves") return InputKind::Moves;
    if (name == "stickers") return InputKind::Stickers;
    throw std::invalid_argument("unknown input kind '" + name + "' (use auto, moves or stickers)");
}

std::vector<std::string> move_names(const PuzzleModel& model, const std::vector<int>& moves) {
    std::vector<std::string> names;
    for (int m : moves) names.push_back(model.moves[static_cast<size_t>(m)].name);
    return names;
}

std::string join_move_names(const PuzzleModel& model, const std::vector<int>& moves) {
    std::string text;
    for (const std::string& name : move_names(model, moves))
        text += (text.empty() ? "" : " ") + name;
    return text;
}

std::vector<int> undo_moves(const PuzzleModel& model, const std::vector<int>& solution) {
    std::vector<int> moves;
    for (auto m = solution.rbegin(); m != solution.rend(); ++m)
        moves.push_back(model.moves[static_cast<size_t>(*m)].inverse);
    return moves;
}

} // namespace twobit
