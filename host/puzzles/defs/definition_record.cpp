// See definition_record.hpp.
#include "host/puzzles/defs/definition_record.hpp"

#include <memory>
#include <sstream>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/suggest.hpp"
#include "host/puzzles/defs/definition_space.hpp"
#include "host/puzzles/defs/run_together.hpp"
#include "host/puzzles/registry.hpp"

namespace twobit {

namespace {

// The header's puzzle field holds 31 bytes: "def:" and up to 27 of the name, in characters
// that are safe in a file name.
std::string definition_id(const std::string& name) {
    std::string id = "def:";
    for (char c : name.substr(0, 27)) {
        const bool safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                          (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == '+';
        id += safe ? c : '_';
    }
    return id;
}

Position read_moves(const std::string& text, const PuzzleModel& model, InputKind kind) {
    if (kind == InputKind::Stickers)
        throw std::invalid_argument("a definition's positions are moves, not stickers");
    check_position_length(text);
    std::vector<std::string> names;
    for (const Move& m : model.moves) names.push_back(m.name);
    Position position;
    position.index = model.solved_index;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        const std::vector<size_t> moves = split_run_together(word, names, "moves");
        if (moves.empty())
            throw std::invalid_argument("unknown move '" + excerpt(word, 20) + "'" +
                                        did_you_mean(word, names) +
                                        " (moves: " + excerpt(model.move_list(), 200) + ")");
        for (const size_t m : moves)
            position.index = model.apply(position.index, static_cast<int>(m));
    }
    return position;
}

} // namespace

bool is_definition_path(const std::string& name) {
    return name.size() > 4 && name.compare(name.size() - 4, 4, ".tws") == 0;
}

Puzzle definition_puzzle(const Definition& def, const std::string& path) {
    auto shared = std::make_shared<const Definition>(def);
    Puzzle p;
    p.id = definition_id(def.name);
    p.description = "from the definition " + path + " (" + std::to_string(def.sets.size()) +
                    (def.sets.size() == 1 ? " set, " : " sets, ") +
                    std::to_string(def.moves.size()) +
                    (def.moves.size() == 1 ? " move)" : " moves)");
    if (!def.rotations.empty()) // as twsearch: rotations are not moves
        p.description += "; rotations not used as moves:" + [&] {
            std::string names;
            for (const std::string& r : def.rotations) names += " " + r;
            return names;
        }();
    p.metrics = {"htm", "qtm"};
    p.definition_file = path;
    p.definition_hash = def.hash;
    p.positions = "the definition's move names, separated by spaces or run together where that "
                  "reads one way, like";
    for (size_t m = 0; m < def.moves.size() && m < 3; ++m) p.positions += " " + def.moves[m].name;
    const std::string id = p.id;
    p.model = [shared, id](const std::string& metric, const std::string& gens) {
        DefinitionSpace space(*shared, metric, gens);
        PuzzleModel model = space.model(id, metric);
        model.definition_hash = shared->hash;
        return model;
    };
    p.sizes = [shared](const std::string& metric, const std::string& gens) {
        return DefinitionSpace(*shared, metric, gens).sizes();
    };
    p.read = read_moves;
    p.format = join_move_names;
    p.index_doc = "Built from the definition file: per orbit of each set, the arrangement "
                  "(multiset rank) and orientations (base-m digits); see docs/DEFINITIONS.md.";
    return p;
}

const Puzzle& load_definition_puzzle(const std::string& path) {
    return register_puzzle(definition_puzzle(read_definition_file(path), path));
}

} // namespace twobit
