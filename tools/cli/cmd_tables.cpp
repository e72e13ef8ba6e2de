// `twobit tables`: the table files in the tables folder (where solve, verify and analyze look
// by default): puzzle, metric, gens, size, date, and whether the header's distribution is the
// published one. Only headers are read (FORMAT.md's checks 1 to 4), so it is quick; `verify
// --table FILE` checks a file entry by entry.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <ctime>
#include <dirent.h>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

#include "host/engine/memory_budget.hpp"
#include "host/puzzles/registry.hpp"
#include "host/store/table_paths.hpp"
#include "tables/published_distributions.hpp"
#include "tables/table_file.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

struct TableEntry {
    std::string file;
    uint64_t bytes = 0;
    std::string modified; // UTC, ISO 8601
    std::string problem;  // why the header was refused; empty when it was read
    TableHeader header;
    std::string published; // against the reference distribution: published_status
};

// The record of a table of classes a header names, or null.
const TableRecord* class_table(const TableHeader& h) {
    const TableRecord* t = h.definition_hash == 0 ? table_of_id(h.puzzle) : nullptr;
    return t != nullptr && t->classes_space() ? t : nullptr;
}

// Against the reference verify compares with, and how well that is confirmed.
std::string published_status(const TableHeader& h) {
    // A table of classes holds entries, not positions: say what it is.
    if (const TableRecord* t = class_table(h); t != nullptr) return "classes, for " + t->used_by;
    const PublishedDistribution* p = find_published_distribution(h.puzzle, h.metric, h.gens);
    if (p == nullptr) return "no reference distribution";
    return std::string(p->counts == h.counts ? "matches" : "DIFFERS from") + " the reference (" +
           p->status + ")";
}

std::vector<TableEntry> scan(const std::string& dir) {
    std::vector<TableEntry> entries;
    DIR* d = ::opendir(dir.c_str());
    if (d == nullptr) return entries;
    while (const dirent* e = ::readdir(d)) {
        const std::string name = e->d_name;
        const std::string suffix = ".twobit";
        if (name.size() <= suffix.size() ||
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
            continue;
        TableEntry t;
        t.file = dir + "/" + name;
        struct stat st {};
        if (::lstat(t.file.c_str(), &st) == 0) {
            t.bytes = static_cast<uint64_t>(st.st_size);
            char when[32];
            const std::time_t mtime = st.st_mtime;
            std::strftime(when, sizeof when, "%Y-%m-%d %H:%M", std::gmtime(&mtime));
            t.modified = when;
        }
        try {
            t.header = read_table_header(t.file);
            t.published = published_status(t.header);
        } catch (const std::exception& error) {
            t.problem = error.what();
        }
        entries.push_back(std::move(t));
    }
    ::closedir(d);
    std::sort(entries.begin(), entries.end(),
              [](const TableEntry& a, const TableEntry& b) { return a.file < b.file; });
    return entries;
}

int run_tables(bool json) {
    const std::string dir = default_table_dir();
    const std::vector<TableEntry> entries = scan(dir);
    if (json) {
        nlohmann::json list = nlohmann::json::array();
        for (const TableEntry& t : entries) {
            nlohmann::json j = {{"file", t.file}, {"bytes", t.bytes}, {"modified", t.modified}};
            if (!t.problem.empty()) {
                j["error"] = t.problem;
            } else {
                j["puzzle"] = t.header.puzzle;
                j["metric"] = t.header.metric;
                j["gens"] = t.header.gens;
                j["max_depth"] = t.header.max_depth();
                j["published"] = t.published;
            }
            list.push_back(j);
        }
        fmt::print("{}\n", json_line({{"folder", dir}, {"tables", list}}));
        return kExitOk;
    }
    fmt::print("tables folder {} ($TWOBIT_TABLES, else $XDG_DATA_HOME/twobit, else "
               "~/.local/share/twobit)\n",
               dir);
    if (entries.empty())
        fmt::print("no tables yet: {} generate, or solve makes them\n", program_name());
    for (const TableEntry& t : entries) {
        if (!t.problem.empty()) {
            fmt::print("{}  refused: {}\n", t.file, t.problem);
            continue;
        }
        // A symmetric table's depth is a distance in its reduced space, not God's number.
        fmt::print("{:<32} {:<5} {:<9} {:>11}  {}  {} {}, {}\n", t.header.puzzle, t.header.metric,
                   t.header.gens.empty() ? "-" : t.header.gens, format_bytes(t.bytes), t.modified,
                   class_table(t.header) != nullptr ? "max depth" : "God's number",
                   t.header.max_depth(), t.published);
    }
    return kExitOk;
}

} // namespace

void add_tables_command(CLI::App& app, int& exit_code) {
    auto json = std::make_shared<bool>(false);
    CLI::App* cmd = app.add_subcommand(
        "tables", "List the table files in the tables folder (headers only; verify --table "
                  "checks a file entry by entry)");
    cmd->add_flag("--json", *json, "Print one JSON object on stdout instead of text");
    set_examples(*cmd, {"twobit tables", "twobit tables --json"});
    cmd->callback([json, &exit_code] { exit_code = run_tables(*json); });
}

} // namespace twobit::cli
