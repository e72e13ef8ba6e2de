// `twobit list`: the puzzle catalog.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>

#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/registry.hpp"
#include "tables/published_distributions.hpp"
#include "tables/table_file.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

// A table's bytes on disk: header and payload.
uint64_t table_file_bytes(const TableRecord& t, uint64_t states) {
    return kTableHeaderBytes +
           (t.classes_space() ? t.class_payload_bytes() : table_payload_bytes(states));
}

// A puzzle's tables for list --json (table_record.hpp): what each is, its size and digests.
nlohmann::json tables_json(const Puzzle& p) {
    nlohmann::json all = nlohmann::json::array();
    for (const TableRecord& t : p.tables) {
        nlohmann::json digests = nlohmann::json::object();
        for (const TableDigest& d : t.digests) digests[d.metric] = d.sha256;
        nlohmann::json j = {{"id", t.id},
                            {"kind", t.classes_space() ? "classes" : "index"},
                            {"description", t.description},
                            {"metrics", t.metrics},
                            {"used_by", t.used_by},
                            {"table_bytes", table_file_bytes(t, p.states)},
                            {"sha256", digests}};
        if (t.classes_space()) {
            j["symmetry"] = t.symmetry;
            j["group_order"] = t.group_order;
            j["classes"] = t.classes;
            j["reduces"] = t.puzzle.empty() ? nlohmann::json(nullptr) : nlohmann::json(t.puzzle);
        }
        all.push_back(j);
    }
    return all;
}

// The table of classes of a puzzle for list --json: its id, group and size, or null.
nlohmann::json symmetry_json(const Puzzle& p) {
    const TableRecord* t = class_table_of(p);
    if (t == nullptr) return nullptr;
    return {{"table", t->id},
            {"symmetry", t->symmetry},
            {"group_order", t->group_order},
            {"classes", t->classes},
            {"table_bytes", table_file_bytes(*t, 0)}};
}

// The lines under a puzzle's row for its tables other than its full one.
void print_other_tables(const Puzzle& p, size_t indent) {
    for (const TableRecord& t : p.tables) {
        if (t.id == p.id) continue;
        fmt::print("{:{}} table {} ({}): {} classes under {}, {} bytes; {}\n", "", indent, t.id,
                   fmt::join(t.metrics, ", "), t.classes, t.symmetry, table_file_bytes(t, 0),
                   t.used_by);
    }
}

// "twobit list": one row per puzzle record (host/puzzles/registry.hpp), or with --def the
// row of that file's puzzle, its index size from the sizes of its index (no move table is
// built: a large definition's take minutes).
int run_list(bool json, const std::string& def) {
    std::vector<Puzzle> records = puzzles();
    if (!def.empty()) {
        Puzzle record = load_definition_puzzle(def);
        record.states = sizes_of(record, record.metrics.front(), "").states;
        records = {record};
    }
    nlohmann::json all = nlohmann::json::array();
    size_t id_width = 8; // the id column fits the longest id
    for (const Puzzle& e : records) id_width = std::max(id_width, e.id.size());
    if (!json)
        fmt::print("{:<{}} {:<12} {:>11} {:>11} {:>11}  {}\n", "id", id_width, "metrics",
                   "index size", "reachable", "table bytes", "God's number (published)");
    for (const Puzzle& e : records) {
        const bool table = static_cast<bool>(e.model);
        const uint64_t table_bytes = table ? kTableHeaderBytes + table_payload_bytes(e.states) : 0;
        nlohmann::json gods = nlohmann::json::object();
        std::string gods_text;
        uint64_t reachable = 0; // published counts add up to the states the moves reach
        for (const std::string& m : e.metrics) {
            const PublishedDistribution* p = find_published_distribution(e.id, m, e.faces);
            if (p == nullptr) continue;
            gods[m] = p->counts.size() - 1;
            if (reachable == 0) // the first metric's (half turns reach fewer 2x2x2 states)
                reachable = std::accumulate(p->counts.begin(), p->counts.end(), uint64_t{0});
            gods_text +=
                fmt::format("{}{} {}", gods_text.empty() ? "" : ", ", m, p->counts.size() - 1);
        }
        for (const auto& [m, n] : e.gods_numbers) {
            gods[m] = n;
            gods_text += fmt::format("{}{} {}", gods_text.empty() ? "" : ", ", m, n);
        }
        all.push_back(
            {{"id", e.id},
             {"aliases", e.aliases},
             {"description", e.description},
             {"metrics", e.metrics},
             {"faces", e.faces},
             {"states", table ? nlohmann::json(e.states) : nlohmann::json(nullptr)},
             {"reachable", reachable},
             {"table_bytes", table ? nlohmann::json(table_bytes) : nlohmann::json(nullptr)},
             {"symmetry", symmetry_json(e)},
             {"tables", tables_json(e)},
             {"solver", e.solved_by},
             {"positions", e.positions},
             {"gods_number", gods}});
        if (json) continue;
        const auto number = [&](uint64_t v) { return table ? std::to_string(v) : "-"; };
        // The clock's 12^14 states outgrow the column: no table holds them anyway.
        fmt::print("{:<{}} {:<12} {:>11} {:>11} {:>11}  {}\n{:{}} {}{}\n", e.id, id_width,
                   fmt::format("{}", fmt::join(e.metrics, ",")), number(e.states),
                   table && reachable != 0 ? std::to_string(reachable) : "-", number(table_bytes),
                   gods_text, "", id_width, e.description,
                   e.aliases.empty() ? "" : fmt::format(" (also: {})", fmt::join(e.aliases, ", ")));
        print_other_tables(e, id_width);
    }
    if (json) fmt::print("{}\n", json_line(all));
    return kExitOk;
}

const char* kind_name(CoordKind kind) {
    switch (kind) {
    case kCoordTable:
        return "own move table";
    case kCoordXorBySource:
        return "XOR mask by the previous coordinate";
    case kCoordParityHalf:
        return "halved, parity from the others";
    case kCoordComposeBySource:
        return "composition chosen by the previous coordinate";
    }
    return "?";
}

// Every puzzle's state index as Markdown, from the records and their models: the section of
// tables/FORMAT.md between its "generated" markers (a test keeps the two equal).
int run_index_doc() {
    for (const Puzzle& p : puzzles()) {
        if (!p.model) continue;
        const PuzzleModel model = p.model(p.metrics.front(), "");
        fmt::print("### {}\n\n{} indices; the first coordinate most significant:\n\n", p.id,
                   model.num_states());
        fmt::print("| coordinate | size | moves by |\n|---|---:|---|\n");
        for (const Coordinate& c : model.coords)
            fmt::print("| {} | {} | {} |\n", c.name, c.size, kind_name(c.kind));
        fmt::print("\n{} Solved: index {}. Moves ({}, table order): {}.\n\n", p.index_doc,
                   model.solved_index, model.metric, model.move_list());
    }
    return kExitOk;
}

} // namespace

void add_list_command(CLI::App& app, int& exit_code) {
    auto json = std::make_shared<bool>(false);
    auto index_doc = std::make_shared<bool>(false);
    auto def = std::make_shared<std::string>();
    CLI::App* cmd = app.add_subcommand("list", "List the puzzles and move sets twobit knows");
    cmd->add_flag("--json", *json, "Print one JSON array on stdout instead of text");
    cmd->add_flag("--index-doc", *index_doc,
                  "Print every puzzle's state index as Markdown (tables/FORMAT.md's section)");
    cmd->add_option("--def", *def,
                    "List the puzzle of this definition file (with its index size) instead")
        ->type_name(kFileType)
        ->check(non_empty());
    set_examples(*cmd, {"twobit list", "twobit list --json"});
    cmd->callback([json, index_doc, def, &exit_code] {
        exit_code = *index_doc ? run_index_doc() : run_list(*json, *def);
    });
}

} // namespace twobit::cli
