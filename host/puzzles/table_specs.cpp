// TableSpecs from the records; see table_specs.hpp.
#include "host/puzzles/table_specs.hpp"

#include <cctype>
#include <fmt/format.h>
#include <memory>

#include "host/engine/save_table.hpp"
#include "host/engine/search_plan.hpp"
#include "host/io/program_name.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/registry.hpp"
#include "host/store/table_checks.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

namespace {

// From this many states a table takes a second or more on 2 cores, and its build shows the
// engine's level log.
constexpr uint64_t kProgressStates = uint64_t{1} << 27;

// text as characters safe in one file name: a definition's Name and move names are any
// token ("../x" included), and a name must stay one component of the tables folder.
std::string file_name_characters(std::string text) {
    for (char& c : text)
        if (c == ',')
            c = '+';
        else if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '+' &&
                 c != '-')
            c = '_';
    return text;
}

// A definition's --gens as a file-name field. Names are free text, so two move sets can
// map to the same characters (R' and R_, "U,R" and a move named U+R): a set with any
// character but letters, digits and the commas between names gets a hash of its exact text
// (FNV-1a), so that one table's default name is never another's.
std::string gens_file_field(const std::string& gens) {
    const std::string field = file_name_characters(gens);
    if (gens.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789,") ==
        std::string::npos)
        return field;
    uint32_t hash = 2166136261u;
    for (const char c : gens) hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
    return fmt::format("{}-{:08x}", field, hash);
}

std::string megabytes(uint64_t bytes) {
    return fmt::format("{:.1f} MB", static_cast<double>(bytes) / 1e6);
}

} // namespace

OutputName default_table_path(const Puzzle& record, const PuzzleModel& model) {
    if (model.definition_hash != 0) {
        // "def-NAME-HASH8-METRIC[-GENS].twobit": the hash keeps two files of one name apart.
        const std::string gens = gens_file_field(gens_field(model.gens));
        return table_path_in_folder(fmt::format(
            "def-{}-{:08x}-{}{}.twobit", file_name_characters(model.puzzle.substr(4)),
            model.definition_hash >> 32, model.metric, gens.empty() ? std::string() : "-" + gens));
    }
    if (!whole_move_set(record, model))
        return table_path_in_folder(model.puzzle + "-" + model.metric + "-" + model.gens +
                                    ".twobit");
    return default_table_path(model.puzzle, model.metric);
}

std::string generate_command(const Puzzle& record, const PuzzleModel& model) {
    std::string command = program_name() + " generate " +
                          (record.definition_file.empty() ? "--puzzle " + model.puzzle
                                                          : "--def " + record.definition_file) +
                          " --metric " + model.metric;
    if (!whole_move_set(record, model)) command += " --gens " + model.gens;
    return command;
}

std::string generate_command(const TableRecord& t, const std::string& metric) {
    if (!t.definition_file.empty())
        return fmt::format("{} generate --def {} --symmetry --metric {}", program_name(),
                           t.definition_file, metric);
    return fmt::format("{} generate --puzzle {} --metric {}", program_name(), t.id, metric);
}

OutputName default_table_path(const TableRecord& t, const std::string& metric) {
    if (t.definition_hash == 0) return default_table_path(t.id, metric);
    return table_path_in_folder(fmt::format("def-{}-{:08x}-sym{}-{}.twobit",
                                            file_name_characters(t.puzzle.substr(4)),
                                            t.definition_hash >> 32, t.group_order, metric));
}

TableSpec index_table_spec(const Puzzle& record, const PuzzleModel& model, const OutputName& path) {
    TableSpec spec;
    spec.id = model.puzzle;
    spec.metric = model.metric;
    spec.name = model.puzzle + " " + model.metric + gens_note(model.gens);
    spec.path = path;
    if (model.definition_hash == 0 && whole_move_set(record, model))
        if (const TableRecord* full = full_table_of(record); full != nullptr)
            spec.digest = full->digest(model.metric);
    spec.file_bytes = kTableHeaderBytes + table_payload_bytes(model.num_states());
    spec.label =
        fmt::format("{} {}{} ({} states, {})", model.puzzle, model.metric, gens_note(model.gens),
                    model.num_states(), megabytes(table_payload_bytes(model.num_states())));
    spec.generate = generate_command(record, model);
    spec.own_path = default_table_path(record, model).path();
    const PuzzleModel* m = &model;
    spec.check = [m, file = record.definition_file, generate = spec.generate](const TableFile& t) {
        check_table_for(*m, t, file, generate);
    };
    spec.build = [m](int threads) {
        SearchRequest search;
        // The engine's own progress (a line per level; on a terminal, percent and time left
        // within a long level) for a table that takes seconds; a small one is built before
        // anyone waits.
        search.quiet =
            progress_style() == ProgressStyle::Quiet || m->num_states() < kProgressStates;
        search.threads = threads;
        auto built = std::make_shared<BuiltTable>(build_table(*m, search));
        BuiltTableFile b;
        b.header = table_header_for(*m, built->result, built->table);
        b.payload = built->table.bytes();
        b.durability = table_durability(built->result);
        b.storage = std::move(built);
        return b;
    };
    return spec;
}

TableSpec class_table_spec(const TableRecord& t, const std::string& metric, const OutputName& path,
                           std::function<const ClassSpace&()> space) {
    TableSpec spec;
    spec.id = t.id;
    spec.metric = metric;
    spec.name = t.id + " " + metric;
    spec.path = path;
    spec.digest = t.digest(metric);
    spec.file_bytes = kTableHeaderBytes + t.class_payload_bytes();
    spec.label = fmt::format("{} {} ({} classes, {})", t.id, metric, t.classes,
                             megabytes(t.class_payload_bytes()));
    spec.generate = generate_command(t, metric);
    spec.own_path = default_table_path(t, metric).path();
    spec.check = [&t, space](const TableFile& file) {
        const TableHeader& h = file.header();
        if (h.states != t.class_entries())
            throw std::runtime_error(fmt::format("table {} holds {} entries, {} has {}",
                                                 file.path(), h.states, t.id, t.class_entries()));
        // Its values are read as the record's: distances mod 3 walked, or bounds read alone.
        TableHeader expected;
        if (t.bound_base >= 0) expected.encoding = bounds_encoding(t.bound_base);
        if (h.encoding != expected.encoding)
            throw std::runtime_error(fmt::format("table {} holds {}, {} holds {}", file.path(),
                                                 encoding_words(h), t.id,
                                                 encoding_words(expected)));
        // The digest proves the file; the classes this process made must be the ones it was
        // built over (their fingerprint: a hash of the numbering, milliseconds).
        if (h.model_fingerprint != space().fingerprint())
            throw std::runtime_error(fmt::format("table {}: its class numbering (fingerprint {}) "
                                                 "is not this build's ({})",
                                                 file.path(), hex64(h.model_fingerprint),
                                                 hex64(space().fingerprint())));
    };
    spec.build = [&t, metric, space](int threads) {
        const ClassSpace& s = space();
        auto built = std::make_shared<BuiltClassTable>(build_class_table(t, s, threads));
        BuiltTableFile b;
        b.header = class_table_header(t, metric, s, built->counts);
        b.payload = built->bytes();
        b.storage = std::move(built);
        return b;
    };
    return spec;
}

} // namespace twobit
