// See definition_record.hpp.
#include "host/puzzles/defs/definition_record.hpp"

#include <memory>
#include <sstream>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/suggest.hpp"
#include "host/puzzles/defs/definition_classes.hpp"
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

// The table of classes of the positions of def (record id `puzzle`) under its symmetries.
TableRecord class_table(std::shared_ptr<const Definition> def, const std::string& puzzle,
                        const std::string& path) {
    auto classes = std::make_shared<const DefinitionClasses>(def);
    const size_t order = classes->symmetries().size();
    const std::string suffix = "-sym" + std::to_string(order);
    TableRecord t;
    t.id = puzzle.substr(0, 31 - suffix.size()) + suffix; // the header's 31 bytes
    t.description = "classes of " + puzzle + "'s positions under its rotations";
    t.puzzle = puzzle;
    t.used_by = "solve --def " + path + " --symmetry";
    t.metrics = {"htm", "qtm"};
    t.space = TableSpace::Classes;
    t.symmetry = std::to_string(order) + " from the file's rotations";
    t.group_order = static_cast<uint32_t>(order);
    t.classes = classes->rows();
    t.columns = classes->columns();
    t.space_bytes =
        classes->bytes() + classes->bytes_per_move() * 2 * classes->index().moves().names.size();
    t.make_space = [classes](const std::string& metric) -> std::unique_ptr<ClassSpace> {
        auto space = std::make_shared<const DefinitionClassSpace>(classes, metric);
        const DefinitionMoveSet& moves = space->move_set();
        std::string names;
        for (const std::string& n : moves.names) names += (names.empty() ? "" : " ") + n;
        return std::make_unique<ClassSpaceOf<DefinitionClassSpace>>(space, names, moves.gens);
    };
    t.definition_file = path;
    t.definition_hash = def->hash;
    return t;
}

} // namespace

bool is_definition_path(const std::string& name) {
    return name.size() > 4 && name.compare(name.size() - 4, 4, ".tws") == 0;
}

Puzzle definition_puzzle(const Definition& def, const std::string& path, bool classes) {
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
            for (const DefinitionMove& r : def.rotations) names += " " + r.name;
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
    if (classes) p.tables.push_back(class_table(shared, p.id, path));
    p.index_doc = "Built from the definition file: per orbit of each set, the arrangement "
                  "(multiset rank) and orientations (base-m digits); see docs/DEFINITIONS.md.";
    return p;
}

const Puzzle& load_definition_puzzle(const std::string& path, bool classes) {
    return register_puzzle(definition_puzzle(read_definition_file(path), path, classes));
}

} // namespace twobit
