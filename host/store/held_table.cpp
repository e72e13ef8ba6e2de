// Opening a table, or building and saving it; see held_table.hpp.
#include "host/store/held_table.hpp"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fmt/format.h>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

#include "host/engine/puzzle_model.hpp"
#include "host/io/atomic_file.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/program_name.hpp"
#include "host/io/progress.hpp"
#include "host/store/table_build_lock.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

namespace {

// Whether the table can be saved at path; if not, a warning on stderr says why.
bool can_save(const TableSpec& spec) {
    try {
        check_output_path(spec.path, spec.file_bytes);
        return true;
    } catch (const std::exception& e) {
        fmt::print(stderr,
                   "twobit: warning: the table will not be saved ({}); using it from memory for "
                   "this run\n",
                   e.what());
        return false;
    }
}

// What a file that is not the table is: "a symbolic link (owner uid 1000)", "not a twobit
// table file", or empty for a table file (damaged, or another table).
std::string not_a_table(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode))
        return fmt::format("a symbolic link (owner uid {})", st.st_uid);
    return is_table_or_checkpoint_file(path) ? "" : "not a twobit table file";
}

// Whether path is a file of the tables folder (where first-use builds lock each other out).
bool in_tables_folder(const std::string& path) {
    std::string tables;
    try {
        tables = default_table_dir();
    } catch (const std::exception&) { // none set: a --table of the user's
        return false;
    }
    std::error_code ec;
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    return folder == std::filesystem::path(tables) ||
           std::filesystem::equivalent(folder.empty() ? "." : folder, tables, ec);
}

// The remedy for a file at spec's path that is not its table. Nothing is offered that would
// write over what is there unless it is this table, damaged: a good table of something else,
// a file that is no table, a link planted at a name twobit chose.
std::string remedy(const TableSpec& spec, bool this_table_damaged) {
    const std::string& path = spec.path.path();
    const bool own = spec.own_path == path;
    const std::string what = not_a_table(path);
    if (this_table_damaged && what.empty())
        return fmt::format("to rebuild it: {} -o {}", spec.generate, path);
    const std::string is = what.empty() ? "" : fmt::format("it is {}; ", what);
    if (!own)
        return fmt::format("{}give --table a table of {}, or leave --table out to use {}", is,
                           spec.name, spec.own_path);
    return fmt::format("{}move it away (twobit writes nothing there while it is), then run the "
                       "command again to build {} there",
                       is, spec.name);
}

// What the checkpoint at spec's path is of ("3x3x3-corners htm", "a table this build does not
// make"), or "" where it is a checkpoint of spec's own table: finishing another table's at
// spec's default name would put that table there.
std::string checkpoint_of_another(const TableSpec& spec) {
    try {
        const TableFile file = TableFile::open_checkpoint(spec.path.path(), 0); // mapped
        const TableHeader& h = file.header();
        if (h.puzzle != spec.id || h.metric != spec.metric)
            return h.puzzle + " " + h.metric + gens_note(h.gens);
        if (spec.check) spec.check(file);
        return "";
    } catch (const std::exception&) {
        return "a table this build does not make";
    }
}

} // namespace

TableFile open_held_table(const TableSpec& spec) {
    const std::string& path = spec.path.path();
    TableFile file = [&] {
        try {
            // With a digest to compare, the payload's own checks would find nothing more.
            return spec.digest.empty() ? TableFile::open(path, spec.copy_limit)
                                       : TableFile::open_for_digest(path, spec.copy_limit);
        } catch (const CheckpointAsTableError& e) {
            const std::string other = checkpoint_of_another(spec);
            if (!other.empty())
                throw std::runtime_error(fmt::format("{}, of {}, not of {}\n  {}", e.refused(),
                                                     other, spec.name, remedy(spec, false)));
            // One remedy: finishing it. Rebuilding over it would lose the checkpoint, and a
            // resume without -o would put the table where this --table does not look.
            throw std::runtime_error(fmt::format(
                "{}; finish it with {} generate --resume {} -o {}; then give --table {} (or "
                "leave --table out)",
                e.refused(), program_name(), path, spec.own_path, spec.own_path));
        } catch (const TableMemoryError& e) {
            // Not the file's fault: no rebuild offered over a table that may be intact.
            throw std::runtime_error(fmt::format(
                "{}; the file was not found damaged: run the command again with more memory "
                "(or a higher ulimit -v)",
                e.what()));
        } catch (const TableFileError& e) {
            throw std::runtime_error(fmt::format("{}\n  {}", e.what(), remedy(spec, true)));
        }
    }();
    const TableHeader& h = file.header();
    if (h.puzzle != spec.id || h.metric != spec.metric)
        throw std::runtime_error(fmt::format("table {} holds {} {}{}, not {}\n  {}", path, h.puzzle,
                                             h.metric, gens_note(h.gens), spec.name,
                                             remedy(spec, false)));
    // A header that does not fit this build's table (another --gens, definition or version)
    // is a table of something else, perhaps good: nothing is offered that would write over it.
    try {
        if (spec.check) spec.check(file);
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(fmt::format("{}\n  {}", e.what(), remedy(spec, false)));
    }
    try {
        if (!spec.digest.empty()) {
            const std::string digest = file.sha256();
            if (digest != spec.digest) file.check_payload(); // damaged: which check fails
            if (digest != spec.digest)
                throw std::runtime_error(fmt::format(
                    "table {} refused: it is not the {} table this program writes (its SHA-256 "
                    "is {}, the table's is {}): damaged and resealed, forged, or made by "
                    "another version of {}",
                    path, spec.name, digest, spec.digest, program_name()));
        }
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(fmt::format("{}\n  {}", e.what(), remedy(spec, true)));
    }
    return file;
}

void HeldTable::open(const TableSpec& spec) {
    file_.emplace(open_held_table(spec));
}

HeldTable::HeldTable(const TableSpec& spec, const std::string& why, int threads)
    : HeldTable(spec.path.path()) {
    if (table_path_taken(path_)) {
        open(spec);
        return;
    }
    // The tables folder's lock (made with the folder, which is twobit's); a table named
    // elsewhere (--table DIR/x.twobit) is built unlocked, leaving no lock file and no folder in
    // a place of the user's if the build fails or is interrupted.
    std::optional<TableBuildLock> lock;
    if (in_tables_folder(path_)) lock.emplace(path_);
    if (table_path_taken(path_)) { // built by the twobit this one waited for
        open(spec);
        return;
    }
    const bool quiet = progress_style() == ProgressStyle::Quiet;
    if (!quiet) {
        if (why.empty())
            fmt::print(stderr, "twobit: no table at {}; generating it now\n", printable(path_));
        else
            fmt::print(stderr, "twobit: building {} for {}; saved at {}\n", spec.label, why,
                       printable(path_));
        std::fflush(stderr);
    }
    const bool saving = can_save(spec);
    const auto start = std::chrono::steady_clock::now();
    built_ = spec.build(threads);
    if (!why.empty() && !quiet)
        fmt::print(stderr, "twobit: built {} in {:.1f} s\n", spec.id,
                   std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (!saving) return;
    try {
        write_table_file(spec.path, built_.header, built_.payload, built_.durability);
    } catch (const std::exception& e) {
        fmt::print(stderr, "twobit: warning: the table was not saved ({}); using it from memory\n",
                   e.what());
    }
}

} // namespace twobit
