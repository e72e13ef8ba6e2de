// `twobit tables`: the table files in the tables folder (where solve, verify and analyze look
// by default): puzzle, metric, gens, size, date, and whether the header's distribution is the
// published one, and the total; --remove and --remove-stale remove twobit's own files there. Only
// headers are read (FORMAT.md's checks 1 to 4), so it is quick; `verify
// --table FILE` checks a file entry by entry.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <sys/stat.h>
#include <unistd.h>

#include "host/engine/memory_budget.hpp"
#include "host/io/atomic_file.hpp"
#include "host/io/input_lines.hpp"
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
    bool link = false;     // a symbolic link in the folder (listed, never removed)
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
            t.link = S_ISLNK(st.st_mode);
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

// What --remove and --remove-stale name: the files, checked before any is removed.
struct Removal {
    std::vector<std::string> files;
    std::string refused; // why nothing is removed; empty when all may go
};

// A temporary of an interrupted write of a table or checkpoint (NAME.twobit.tmp.PID.XXXXXX,
// host/io/atomic_file.hpp) whose writer is no longer running.
bool stale_temporary(const std::string& name) {
    std::string base;
    const long pid = temporary_writer(name, &base);
    // Only temporaries of twobit's own files in the folder: tables and checkpoints (.twobit).
    const bool own = base.size() > 7 && base.compare(base.size() - 7, 7, ".twobit") == 0;
    return own && pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

// The files of the folder --remove names (a file's name, or a table's id: each of its files)
// and, with stale, the temporaries of writes that were interrupted. Only twobit's own files
// go: a table or checkpoint file (its header read), a temporary; never a link, nor a file
// whose header is no table's.
Removal plan_removal(const std::string& dir, const std::vector<TableEntry>& entries,
                     const std::vector<std::string>& names, bool stale) {
    Removal r;
    for (const std::string& name : names) {
        std::vector<std::string> found;
        for (const TableEntry& t : entries) {
            const std::string base = t.file.substr(dir.size() + 1);
            if (base == name || t.file == name) {
                if (!t.problem.empty()) {
                    r.refused = printable(t.file) + " is not a table twobit wrote (" +
                                printable(t.problem) + "): twobit removes only its own files";
                    return r;
                }
                found.push_back(t.file);
            }
        }
        if (found.empty()) {
            const TableRecord* table = nullptr;
            try {
                table = &find_table(name);
            } catch (const std::invalid_argument&) {
            }
            // By id: the tables of that id as listed (a definition's "def:NAME" too), never
            // a checkpoint (an unfinished search goes only by its file's name).
            for (const TableEntry& t : entries)
                if (t.problem.empty() && !t.header.checkpoint &&
                    (t.header.puzzle == name || (table != nullptr && t.header.puzzle == table->id)))
                    found.push_back(t.file);
        }
        if (found.empty()) {
            r.refused = "no table file named '" + excerpt(name) + "' in " + printable(dir) +
                        " (give a file's name or a table's id, as twobit tables lists them)";
            return r;
        }
        r.files.insert(r.files.end(), found.begin(), found.end());
    }
    if (stale) {
        DIR* d = ::opendir(dir.c_str());
        while (d != nullptr) {
            const dirent* e = ::readdir(d);
            if (e == nullptr) break;
            struct stat st {};
            const std::string path = dir + "/" + e->d_name;
            if (stale_temporary(e->d_name) && ::lstat(path.c_str(), &st) == 0 &&
                S_ISREG(st.st_mode))
                r.files.push_back(path);
        }
        if (d != nullptr) ::closedir(d);
    }
    for (const std::string& f : r.files) {
        struct stat st {};
        if (::lstat(f.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
            r.refused = printable(f) +
                        " is a symbolic link or not a regular file: twobit removes only its own "
                        "files";
            return r;
        }
    }
    std::sort(r.files.begin(), r.files.end());
    r.files.erase(std::unique(r.files.begin(), r.files.end()), r.files.end());
    return r;
}

int remove_tables(const std::string& dir, const std::vector<TableEntry>& entries,
                  const std::vector<std::string>& names, bool stale) {
    const Removal r = plan_removal(dir, entries, names, stale);
    if (!r.refused.empty()) throw std::runtime_error(r.refused + "; nothing was removed");
    if (r.files.empty()) fmt::print("nothing to remove in {}\n", printable(dir));
    for (const std::string& f : r.files) {
        struct stat st {};
        ::lstat(f.c_str(), &st);
        if (::unlink(f.c_str()) != 0)
            throw std::runtime_error("cannot remove " + printable(f) + ": " + std::strerror(errno));
        fmt::print("removed {} ({})\n", printable(f),
                   format_bytes(static_cast<uint64_t>(st.st_size)));
    }
    return kExitOk;
}

int run_tables(bool json, const std::vector<std::string>& remove, bool stale) {
    const std::string dir = default_table_dir();
    const std::vector<TableEntry> entries = scan(dir);
    if (!remove.empty() || stale) return remove_tables(dir, entries, remove, stale);
    uint64_t total = 0;
    for (const TableEntry& t : entries) total += t.bytes;
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
                j["checkpoint"] = t.header.checkpoint;
            }
            j["link"] = t.link;
            list.push_back(j);
        }
        fmt::print("{}\n", json_line({{"folder", dir}, {"tables", list}, {"total_bytes", total}}));
        return kExitOk;
    }
    fmt::print("tables folder {} ($TWOBIT_TABLES, else $XDG_DATA_HOME/twobit, else "
               "~/.local/share/twobit)\n",
               printable(dir));
    if (entries.empty())
        fmt::print("no tables yet: {} generate, or solve makes them\n", program_name());
    for (const TableEntry& t : entries) {
        const std::string base = printable(t.file.substr(dir.size() + 1));
        const char* link = t.link ? " (a symbolic link)" : "";
        if (!t.problem.empty()) {
            fmt::print("{}{}  refused: {}\n", base, link, printable(t.problem));
            continue;
        }
        // A table of classes' depth is a distance in its reduced space, not God's number; a
        // checkpoint's, the depths searched so far.
        const std::string what =
            t.header.checkpoint
                ? fmt::format("depths 0 to {} searched, unfinished (a checkpoint: generate "
                              "--resume goes on from it)",
                              t.header.max_depth())
                : fmt::format("{} {}, {}",
                              class_table(t.header) != nullptr ? "max depth" : "God's number",
                              t.header.max_depth(), t.published);
        fmt::print("{:<32} {:<5} {:<9} {:>11}  {}  {}  {}{}\n", printable(t.header.puzzle),
                   t.header.metric, t.header.gens.empty() ? "-" : t.header.gens,
                   format_bytes(t.bytes), t.modified, base, what, link);
    }
    if (!entries.empty())
        fmt::print("{} {}, {} in all ({} tables --remove FILE removes one; --remove ID every "
                   "table of that id, not its checkpoints)\n",
                   entries.size(), entries.size() == 1 ? "file" : "files", format_bytes(total),
                   program_name());
    return kExitOk;
}

} // namespace

void add_tables_command(CLI::App& app, int& exit_code) {
    auto json = std::make_shared<bool>(false);
    auto stale = std::make_shared<bool>(false);
    auto remove = std::make_shared<std::vector<std::string>>();
    CLI::App* cmd = app.add_subcommand(
        "tables", "List the table files in the tables folder (with sizes), or remove them");
    cmd->add_flag("--json", *json, "Print one JSON object on stdout instead of text");
    cmd->add_option("--remove", *remove,
                    "Remove this table file of the folder: a file's name, or a table's id (each "
                    "of its tables, not its checkpoints); only twobit's own files, never a link")
        ->type_name("NAME")
        ->check(non_empty())
        ->allow_extra_args(false);
    cmd->add_flag("--remove-stale", *stale,
                  "Remove the temporaries of writes that were interrupted (their process ended)");
    set_examples(*cmd, {"twobit tables", "twobit tables --json"});
    cmd->callback([json, remove, stale, &exit_code] {
        if (*json && (!remove->empty() || *stale))
            throw UsageError("--json lists the tables; it does not apply to --remove");
        exit_code = run_tables(*json, *remove, *stale);
    });
}

} // namespace twobit::cli
