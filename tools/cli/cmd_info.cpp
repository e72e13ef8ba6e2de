// `twobit info FILE`: check a table file and print its header. A built-in table's content is
// known in advance: its file's SHA-256 is compared with its record's digest (exit 1 when it
// differs). Any other table (a definition's, a restricted --gens) has its model fingerprint
// compared with this build's model of the same puzzle: exit 1 when they differ (the table's
// index means something else to this build, which will refuse to use it).
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>
#include <optional>

#include "host/engine/model_fingerprint.hpp"
#include "host/io/input_lines.hpp"
#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/table_checks.hpp"
#include "tools/cli/chosen_table.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

struct InfoOptions {
    std::string file;
    std::string def; // the definition file a definition's table came from
    bool json = false;
};

// Whether this build can use the table, and how that was found.
struct TableCheck {
    std::optional<ChosenTable> chosen; // none: a table this build does not know
    std::string unknown;               // why it is not known
    std::string digest;                // a built-in table's: its record's digest
    std::string file_digest;           // then the file's SHA-256
    std::string own_fingerprint;       // otherwise: this build's model's fingerprint
    std::string problem;               // why this build cannot use the table; empty when it can
};

TableCheck check_table(const InfoOptions& o, const TableFile& file) {
    TableCheck c;
    const TableHeader& h = file.header();
    try {
        if (!o.def.empty()) {
            const Puzzle* definition = &load_definition_puzzle(o.def);
            check_definition_for(definition->definition_file, definition->definition_hash, file,
                                 "");
            ChosenTable t;
            if (h.puzzle != definition->id) // its table of classes, if anything
                definition = &load_definition_puzzle(o.def, true);
            t.owner = definition;
            t.table = h.puzzle == definition->id ? full_table_of(*definition)
                                                 : class_table_of(*definition);
            t.metric = h.metric;
            if (t.table == nullptr || t.table->id != h.puzzle)
                throw std::runtime_error(fmt::format("table {} holds {}, not a table of {}",
                                                     file.path(), h.puzzle, o.def));
            if (!t.classes()) t.puzzle = {definition, model_of(*definition, h.metric, h.gens)};
            c.chosen = std::move(t);
        } else {
            PuzzleOptions options;
            c.chosen = table_from_header(options, h, file.path());
        }
    } catch (const std::exception& e) {
        // A table this build knows whose header it cannot take is a problem; one it does not
        // know (a definition's without --def) is only described.
        const bool known = !o.def.empty() || (h.definition_hash == 0 && table_of_id(h.puzzle));
        (known ? c.problem : c.unknown) = e.what();
        return c;
    }
    try {
        const ChosenTable& t = *c.chosen;
        if (!t.classes()) { // the header against the model first: it names the field
            c.own_fingerprint = hex64(model_fingerprint(t.puzzle.model));
            check_table_for(t.puzzle.model, file, t.owner->definition_file,
                            generate_command(*t.owner, t.puzzle.model));
        }
        c.digest = t.classes()
                       ? t.table->digest(t.metric)
                       : index_table_spec(*t.owner, t.puzzle.model, OutputName(o.file)).digest;
        if (!c.digest.empty()) {
            const std::string own = file.sha256();
            c.file_digest = own;
            if (own != c.digest)
                c.problem = fmt::format("{}: its SHA-256 is {}, not the {} table's {}: it is "
                                        "not the table this program writes (damaged and "
                                        "resealed, forged, or made by another version)",
                                        o.file, own, t.title(), c.digest);
        }
    } catch (const std::runtime_error& e) {
        c.problem = e.what();
    }
    return c;
}

std::string content_line(const TableCheck& c, const std::string& fingerprint,
                         const TableHeader& h) {
    if (!c.chosen && h.definition_hash != 0) return "a definition's: give its file with --def";
    if (!c.chosen) return "a table this build does not know";
    if (!c.digest.empty() && c.problem.empty())
        return "SHA-256 " + c.digest + ": the table this program writes";
    if (!c.file_digest.empty() && c.file_digest != c.digest)
        return "SHA-256 " + c.file_digest + ", not the table's " + c.digest +
               ": not the table this program writes";
    if (c.problem.empty()) return "fingerprint " + fingerprint + ": this build's model";
    if (c.own_fingerprint.empty()) return "not this program's table: see the error";
    if (c.own_fingerprint == fingerprint)
        return "fingerprint " + fingerprint + ": the header does not fit this build's model";
    return "fingerprint " + fingerprint + ", this build's model has " + c.own_fingerprint +
           ": the table cannot be used";
}

int run_info(const InfoOptions& o) {
    const TableFile file = TableFile::open(o.file);
    const TableHeader& h = file.header();
    const TableCheck c = check_table(o, file);
    const TableRecord* classes = c.chosen && c.chosen->classes() ? c.chosen->table : nullptr;
    const std::vector<uint64_t> positions = classes != nullptr
                                                ? class_counts_of(*classes, h, o.file).positions
                                                : std::vector<uint64_t>();
    const std::string fingerprint = hex64(h.model_fingerprint);
    const int code = c.problem.empty() ? kExitOk : kExitFailed;
    if (code != kExitOk) std::fprintf(stderr, "twobit: error: %s\n", printable(c.problem).c_str());
    if (o.json) {
        nlohmann::json j = {{"file", o.file},
                            {"format_version", h.format_version},
                            {"puzzle", h.puzzle},
                            {"metric", h.metric},
                            {"gens", h.gens},
                            {"moves", h.moves},
                            {"states", h.states},
                            {"reached", h.reached},
                            {"encoding", h.encoding},
                            {"max_depth", h.max_depth()},
                            {"counts", h.counts},
                            {"payload_bytes", h.payload_bytes},
                            {"payload_xxh3", hex64(h.payload_hash)},
                            {"model_fingerprint", fingerprint},
                            {"definition_hash", hex64(h.definition_hash)}};
        j["kind"] = classes != nullptr ? "classes" : "index";
        if (classes != nullptr) {
            j["symmetry"] = classes->symmetry;
            j["group_order"] = classes->group_order;
            j["classes"] = classes->classes;
            if (!positions.empty()) j["position_counts"] = positions;
        }
        if (c.chosen) j["used_by"] = c.chosen->table->used_by;
        if (!c.file_digest.empty()) j["sha256"] = c.file_digest;
        if (!c.digest.empty()) j["expected_sha256"] = c.digest;
        // The header against this build's model (a resealed table fits it and fails only
        // its digest).
        const bool header_fits = c.problem.empty() || !c.file_digest.empty();
        j["model_matches_this_build"] =
            c.chosen || !c.problem.empty() ? nlohmann::json(header_fits) : nlohmann::json(nullptr);
        fmt::print("{}\n", json_line(j));
        return code;
    }
    fmt::print("file        {}\n", printable(o.file));
    fmt::print("format      twobit table version {}, encoding {} ({})\n", h.format_version,
               h.encoding, encoding_words(h));
    fmt::print("table       {}{}\n", h.puzzle, c.chosen ? ": " + c.chosen->table->description : "");
    if (classes != nullptr) {
        fmt::print("symmetry    {}\n", classes->symmetry);
        fmt::print("classes     {} x {} columns in rows of {} (the padding never reached)\n",
                   classes->classes, classes->columns, class_row_words(classes->columns) * 32);
    }
    fmt::print("metric      {}\n", h.metric);
    fmt::print("gens        {}\n", !h.gens.empty()          ? h.gens
                                   : h.definition_hash != 0 ? "(every move of the definition)"
                                                            : "(none: the puzzle has no faces)");
    if (h.definition_hash != 0)
        fmt::print("definition  XXH3-64 {} of the file\n", hex64(h.definition_hash));
    fmt::print("moves       {}\n", h.moves);
    fmt::print("{:<12}{} ({} reached)\n", classes != nullptr ? "entries" : "states", h.states,
               h.reached);
    fmt::print("max depth   {} ({} antipodes)\n", h.max_depth(), h.counts.back());
    fmt::print("counts      {}{}\n", join_counts(h.counts),
               classes != nullptr ? " (entries per depth)" : "");
    if (!positions.empty())
        fmt::print("positions   {} (per depth: what the entries stand for, {} in all)\n",
                   join_counts(positions),
                   std::accumulate(positions.begin(), positions.end(), uint64_t{0}));
    fmt::print("payload     {} bytes, XXH3-64 {}\n", h.payload_bytes, hex64(h.payload_hash));
    fmt::print("content     {}\n", content_line(c, fingerprint, h));
    if (c.chosen) fmt::print("used by     {}\n", c.chosen->table->used_by);
    fmt::print("checks      header, checksums and per-value counts OK (entries against a fresh "
               "search: {} verify --table)\n",
               program_name());
    return code;
}

} // namespace

void add_info_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<InfoOptions>();
    CLI::App* cmd = app.add_subcommand("info", "Check a table file and print its header");
    cmd->add_option("file", o->file, "Table file")
        ->type_name(kFileType)
        ->required()
        ->check(non_empty());
    cmd->add_option("--def", o->def,
                    "The definition file a definition's table was built from (to check the "
                    "table against it)")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    set_examples(*cmd, {"twobit generate -o pocket.twobit && twobit info pocket.twobit",
                        "twobit info --json pocket.twobit"});
    cmd->callback([o, &exit_code] { exit_code = run_info(*o); });
}

} // namespace twobit::cli
