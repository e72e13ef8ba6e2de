// `twobit info FILE`: check a table file and print its header, with its model fingerprint
// compared to this build's model of the same puzzle: exit 1 when they differ (the table's
// index means something else to this build, which will refuse to use it).
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "host/engine/model_fingerprint.hpp"
#include "host/puzzles/defs/definition_record.hpp"
#include "host/store/table_checks.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/symmetric_table_cli.hpp"

namespace twobit::cli {

namespace {

struct InfoOptions {
    std::string file;
    std::string def; // --def: the definition file a table of a definition was built from
    bool json = false;
};

// Whether this build can use the table: its model of the puzzle the header names must be the
// one the table was built for (check_table_for).
struct ModelCheck {
    bool known = true;   // false: a puzzle this build has no model of
    std::string own;     // this build's fingerprint for it, when known
    std::string problem; // why this build cannot use the table; empty when it can
};

// `definition`: the record of --def, whose file the table must have been built from.
ModelCheck check_model(const TableFile& file, const Puzzle* definition) {
    ModelCheck c;
    try {
        if (definition != nullptr) check_definition_for(*definition, file, "");
        const ChosenPuzzle chosen = model_of_table(file);
        c.own = hex64(model_fingerprint(chosen.model));
        check_table_for(*chosen.record, chosen.model, file);
    } catch (const UnknownPuzzleError&) {
        c.known = false;
    } catch (const std::runtime_error& e) {
        c.problem = e.what();
    }
    return c;
}

int run_info(const InfoOptions& o) {
    const TableFile file = TableFile::open(o.file);
    const TableHeader& h = file.header();
    // The 3x3x3 solvers' symmetric tables: described by their registry, not a catalog model.
    if (const SymmetricTableKind* t = symmetric_table_of_header(h); t != nullptr) {
        if (!o.def.empty())
            throw UsageError("--def does not apply to " + o.file + ": it holds " + t->id +
                             ", not a definition's table");
        return info_symmetric_table(o.file, file, *t, o.json);
    }
    // --def's record: the file the table must come from, and the model model_of_table finds.
    const Puzzle* definition = o.def.empty() ? nullptr : &load_definition_puzzle(o.def);
    const std::string fingerprint = hex64(h.model_fingerprint);
    const ModelCheck model = check_model(file, definition);
    const int code = model.problem.empty() ? kExitOk : kExitFailed;
    if (code != kExitOk) std::fprintf(stderr, "twobit: error: %s\n", model.problem.c_str());
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
        j["model_matches_this_build"] =
            model.known ? nlohmann::json(model.problem.empty()) : nlohmann::json(nullptr);
        fmt::print("{}\n", json_line(j));
        return code;
    }
    fmt::print("file        {}\n", o.file);
    fmt::print("format      twobit table version {}, encoding {} (2-bit distance mod 3)\n",
               h.format_version, h.encoding);
    fmt::print("puzzle      {}\n", h.puzzle);
    fmt::print("metric      {}\n", h.metric);
    fmt::print("gens        {}\n", !h.gens.empty()          ? h.gens
                                   : h.definition_hash != 0 ? "(every move of the definition)"
                                                            : "(none: the puzzle has no faces)");
    if (h.definition_hash != 0)
        fmt::print("definition  XXH3-64 {} of the file\n", hex64(h.definition_hash));
    fmt::print("moves       {}\n", h.moves);
    fmt::print("states      {}\n", h.states);
    fmt::print("reached     {}\n", h.reached);
    fmt::print("max depth   {} ({} antipodes)\n", h.max_depth(), h.counts.back());
    fmt::print("counts      {}\n", join_counts(h.counts));
    fmt::print("payload     {} bytes, XXH3-64 {}\n", h.payload_bytes, hex64(h.payload_hash));
    fmt::print("fingerprint {} ({})\n", fingerprint,
               !model.known && h.definition_hash != 0
                   ? "a definition's: give its file with --def to compare"
               : !model.known          ? "a puzzle this build does not know"
               : model.problem.empty() ? "this build's model: the same"
               : model.own.empty()     ? "not compared: see the error"
               : model.own == fingerprint
                   ? "this build's, but the header does not fit its model"
                   : "this build's model has " + model.own + ": the table cannot be used");
    fmt::print("checks      header, checksums and per-value counts OK (entries against the moves: "
               "{} verify --table)\n",
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
