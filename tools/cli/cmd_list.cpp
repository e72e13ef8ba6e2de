// `twobit list`: the puzzle catalog.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>

#include "host/puzzles/defs/definition_record.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/symmetric_tables.hpp"
#include "tables/published_distributions.hpp"
#include "tables/table_file.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

// The symmetry-reduced table of a puzzle for list --json: its id, group and size, or null.
nlohmann::json symmetry_json(const std::string& puzzle) {
    const SymmetricTableKind* t = symmetric_table_of_puzzle(puzzle);
    if (t == nullptr) return nullptr;
    return {{"table", t->id},
            {"symmetry", t->symmetry},
            {"group_order", t->group_order},
            {"classes", t->classes},
            {"table_bytes", kTableHeaderBytes + t->payload_bytes()}};
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
        all.push_back(
            {{"id", e.id},
             {"aliases", e.aliases},
             {"description", e.description},
             {"metrics", e.metrics},
             {"faces", e.faces},
             {"states", table ? nlohmann::json(e.states) : nlohmann::json(nullptr)},
             {"reachable", reachable},
             {"table_bytes", table ? nlohmann::json(table_bytes) : nlohmann::json(nullptr)},
             {"symmetry", symmetry_json(e.id)},
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
    }
    if (json) {
        fmt::print("{}\n", json_line(all));
        return kExitOk;
    }
    // Symmetry-reduced tables are not rows: a puzzle's (--symmetry) holds its positions, the
    // 3x3x3 solvers' hold the 3x3x3's (its solve); generate, verify and info take their names.
    if (def.empty()) {
        for (const SymmetricTableKind& t : symmetric_tables())
            if (!t.puzzle.empty())
                fmt::print("with --symmetry: {} ({}), {} classes, {} bytes under {}; {} "
                           "generate --puzzle {} --symmetry\n",
                           t.puzzle, t.id, t.classes, kTableHeaderBytes + t.payload_bytes(),
                           t.symmetry, program_name(), t.puzzle);
            else
                fmt::print(
                    "also a table, not a puzzle: {}{}, {} bytes, the {}; {} generate "
                    "--puzzle {}\n",
                    t.id, t.aliases.empty() ? "" : fmt::format(" ({})", fmt::join(t.aliases, ", ")),
                    kTableHeaderBytes + t.payload_bytes(), t.description, program_name(),
                    t.aliases.empty() ? t.id : t.aliases.front());
    }
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
