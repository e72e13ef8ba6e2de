// A table file against the model it is read through; see table_checks.hpp.
#include "host/store/table_checks.hpp"

#include <fmt/format.h>
#include <stdexcept>

#include "host/engine/model_fingerprint.hpp"
#include "host/io/input_lines.hpp"

namespace twobit {

void check_definition_for(const std::string& definition_file, uint64_t definition_hash,
                          const TableFile& file, const std::string& remedy) {
    const TableHeader& h = file.header();
    if (h.definition_hash == definition_hash) return;
    if (h.definition_hash == 0)
        throw std::runtime_error(fmt::format("table {} holds {} {}, a built-in puzzle, not the "
                                             "definition {} (file hash {}): leave --def out",
                                             file.path(), h.puzzle, h.metric, definition_file,
                                             hex64(definition_hash)));
    throw std::runtime_error(fmt::format(
        "table {} was built from another definition named {} (file hash {}), not from {} (file "
        "hash {}){}",
        file.path(), h.puzzle.substr(4), hex64(h.definition_hash), definition_file,
        hex64(definition_hash), remedy.empty() ? "" : "; regenerate it with " + remedy));
}

void check_table_for(const PuzzleModel& model, const TableFile& file,
                     const std::string& definition_file, const std::string& generate) {
    const TableHeader& h = file.header();
    const std::string& path = file.path();
    if (model.definition_hash != 0)
        check_definition_for(definition_file, model.definition_hash, file, generate);
    if (h.puzzle != model.puzzle || h.metric != model.metric)
        throw std::runtime_error(fmt::format("table {} holds {} {}{}, not {} {}{}", path, h.puzzle,
                                             h.metric, gens_note(h.gens), model.puzzle,
                                             model.metric, gens_note(model.gens)));
    // The field that differs, named: "holds X, not X" would hide it.
    const auto differs = [&](const char* field, const std::string& theirs,
                             const std::string& ours) {
        return std::runtime_error(fmt::format("table {} does not fit this build's {} {}{}: its {} "
                                              "is '{}', the model's is '{}'",
                                              path, model.puzzle, model.metric,
                                              gens_note(model.gens), field, excerpt(theirs, 60),
                                              excerpt(ours, 60)));
    };
    // A definition hash in the header of a built-in puzzle's table (a forged header).
    if (h.definition_hash != model.definition_hash)
        throw std::runtime_error(fmt::format("table {} holds {}, read from a definition file, "
                                             "not {}",
                                             path, h.puzzle, model.puzzle));
    if (h.gens != gens_field(model.gens)) throw differs("gens", h.gens, gens_field(model.gens));
    // A puzzle's own table is walked: lower bounds (a 3x3x3 solver's table of classes) cannot be.
    if (h.bounds()) throw differs("encoding", encoding_words(h), encoding_words(TableHeader{}));
    const std::string moves = moves_field(model.move_list());
    if (h.moves != moves) throw differs("move list", h.moves, moves);
    if (h.states != model.num_states())
        throw std::runtime_error(fmt::format("table {} has {} states, but {} {} has {}", path,
                                             h.states, model.puzzle, model.metric,
                                             model.num_states()));
    const uint64_t fingerprint = model_fingerprint(model);
    if (h.model_fingerprint != fingerprint)
        throw std::runtime_error(fmt::format(
            "table {} was built for model fingerprint {}, but this build's {} {}{} has {}: its "
            "index means something else now; regenerate it with {}",
            path, hex64(h.model_fingerprint), model.puzzle, model.metric, gens_note(model.gens),
            hex64(fingerprint), generate));
}

} // namespace twobit
