// Resolving the table a command names; see chosen_table.hpp.
#include "tools/cli/chosen_table.hpp"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/registry.hpp"
#include "tools/cli/mpi_cli.hpp"

namespace twobit::cli {

std::string ChosenTable::title() const {
    return classes() ? table->id + " " + metric
                     : fmt::format("{} {}{}", puzzle.model.puzzle, puzzle.model.metric,
                                   gens_note(puzzle.model.gens));
}

const PublishedDistribution* published_for(const ChosenTable& chosen) {
    if (!chosen.classes()) {
        const PuzzleModel& m = chosen.puzzle.model;
        return find_published_distribution(m.puzzle, m.metric, m.gens);
    }
    if (chosen.table->puzzle.empty()) return nullptr;
    return find_published_distribution(chosen.table->puzzle, chosen.metric,
                                       find_puzzle(chosen.table->puzzle).faces);
}

namespace {

const CLI::Option* given(const CLI::Option* option) {
    return option != nullptr && option->count() > 0 ? option : nullptr;
}

// The named table: a record's id or alias, a puzzle's full table, with --symmetry the
// puzzle's table of classes.
const TableRecord& named_table(const PuzzleOptions& options) {
    const TableRecord* t = nullptr;
    try {
        t = &find_table(options.puzzle);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (!options.symmetry || t->classes_space()) return *t;
    if (const TableRecord* c = class_table_of(owner_of(*t)); c != nullptr) return *c;
    std::vector<std::string> have;
    for (const TableRecord* r : table_records())
        if (r->classes_space() && !r->puzzle.empty()) have.push_back(r->puzzle);
    throw UsageError(fmt::format("--symmetry: {} has no table of symmetry classes; the puzzles "
                                 "with one: {}",
                                 t->id, fmt::join(have, ", ")));
}

// c.table, a table of classes: its metric, and no --gens.
ChosenTable& with_class_metric(ChosenTable& c, const PuzzleOptions& options) {
    const bool metric_given = options.metric_given || given(options.metric_option) != nullptr;
    try {
        c.metric = check_table_metric(*c.table, metric_given ? options.metric : "");
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (given(options.gens_option) != nullptr)
        throw UsageError(fmt::format("--gens does not apply to {}: it is one table of symmetry "
                                     "classes over every move",
                                     c.table->id));
    return c;
}

} // namespace

ChosenTable choose_table(const PuzzleOptions& options, const SearchCliOptions* search) {
    const bool def_given = given(options.def_option) != nullptr;
    ChosenTable c;
    if (def_given || is_definition_path(options.puzzle)) {
        if (options.symmetry) { // the record made with its classes (chosen_record)
            c.owner = &chosen_record(options);
            c.table = class_table_of(*c.owner);
            return with_class_metric(c, options);
        }
        c.puzzle = search != nullptr ? choose_puzzle(options, *search) : choose_puzzle(options);
        c.owner = c.puzzle.record;
        c.table = full_table_of(*c.owner);
        c.metric = c.puzzle.model.metric;
        return c;
    }
    c.table = &named_table(options);
    c.owner = &owner_of(*c.table);
    if (!c.classes()) {
        PuzzleOptions own = options;
        own.puzzle = c.owner->id;
        c.puzzle = search != nullptr ? choose_puzzle(own, *search) : choose_puzzle(own);
        c.metric = c.puzzle.model.metric;
        return c;
    }
    return with_class_metric(c, options);
}

ChosenTable table_from_header(PuzzleOptions& options, const TableHeader& h,
                              const std::string& path) {
    if (h.definition_hash != 0)
        throw std::runtime_error(fmt::format("table {} holds {}, read from a definition file: "
                                             "give that file with --def",
                                             path, h.puzzle));
    options.puzzle = h.puzzle;
    options.metric = h.metric;
    options.metric_given = true;
    options.gens = h.gens;
    try {
        PuzzleOptions asked = options;
        asked.gens_option = nullptr; // the header's gens, whatever the command line said
        return choose_table(asked);
    } catch (const std::exception& e) { // a header this build cannot read: the file's
        throw std::runtime_error(fmt::format("table {} holds {} {}{}: {}", path, h.puzzle, h.metric,
                                             gens_note(h.gens), e.what()));
    }
}

void refuse_class_table_options(const PuzzleOptions& puzzle, const SearchCliOptions& search,
                                const ChosenTable& chosen) {
    std::string option;
    if (given(puzzle.gens_option) != nullptr)
        option = "--gens";
    else if (given(puzzle.def_option) != nullptr && chosen.table->definition_file.empty())
        option = "--def";
    else if (search.backend != "auto" && search.backend != "cpu")
        option = "--backend " + search.backend;
    else if (search.strategy != "auto")
        option = "--strategy";
    else if (!search.max_memory.empty())
        option = "--max-memory";
    else if (mpi_session() != nullptr)
        option = "mpirun";
    if (option.empty()) return;
    throw UsageError(fmt::format("{} does not apply to {}: it is one table of symmetry classes "
                                 "over all the puzzle's faces, built on the CPU by its own "
                                 "search in one process",
                                 option, chosen.table->id));
}

} // namespace twobit::cli
