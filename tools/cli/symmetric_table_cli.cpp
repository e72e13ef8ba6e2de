// The symmetric tables' generate, info and verify; see symmetric_table_cli.hpp.
#include "tools/cli/symmetric_table_cli.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>
#include <unistd.h>

#include "host/io/atomic_file.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/cube3/held_symmetric_table.hpp"
#include "host/puzzles/cube3/symmetric_pruning_table.hpp"
#include "host/store/table_paths.hpp"
#include "tools/cli/mpi_cli.hpp"

namespace twobit::cli {

namespace {

OutputName default_path(const SymmetricTableKind& t) {
    return default_table_path(t.id, "htm");
}

// "entry 123 (class 0, column 123): the file has 2, a fresh build gives 1", or "" when the
// payloads are equal.
std::string payload_difference(const uint8_t* file, const uint8_t* fresh, uint64_t bytes) {
    if (std::memcmp(file, fresh, bytes) == 0) return "";
    uint64_t at = 0;
    while (file[at] == fresh[at]) ++at;
    int shift = 0;
    while (((file[at] >> shift) & 3) == ((fresh[at] >> shift) & 3)) shift += 2;
    const uint64_t entry = at * 4 + static_cast<uint64_t>(shift / 2);
    return fmt::format("entry {} (class {}, column {}): the file has {}, a fresh build gives {}",
                       entry, entry / kSymRowEntries, entry % kSymRowEntries,
                       (file[at] >> shift) & 3, (fresh[at] >> shift) & 3);
}

uint64_t sum(const std::vector<uint64_t>& counts) {
    return std::accumulate(counts.begin(), counts.end(), uint64_t{0});
}

} // namespace

const SymmetricTableKind* symmetric_table_of_header(const TableHeader& h) {
    if (h.definition_hash != 0) return nullptr;
    const SymmetricTableKind* t = find_symmetric_table(h.puzzle);
    return t != nullptr && t->id == h.puzzle ? t : nullptr;
}

void refuse_symmetric_options(const PuzzleOptions& puzzle, const SearchCliOptions& search,
                              const SymmetricTableKind& t) {
    const auto given = [](const CLI::Option* option) {
        return option != nullptr && option->count() > 0;
    };
    std::string option;
    if (puzzle.metric != "htm")
        option = "--metric " + puzzle.metric;
    else if (given(puzzle.gens_option))
        option = "--gens";
    else if (given(puzzle.def_option))
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
    throw UsageError(fmt::format("{} does not apply to {}: it is one table of half-turn-metric "
                                 "distances over all faces, built on the CPU by its own search "
                                 "in one process ({})",
                                 option, t.id, t.duration));
}

int generate_symmetric_table(const GenerateOptions& o, const SymmetricTableKind& t) {
    refuse_symmetric_options(o.puzzle, o.search, t);
    const char* resumable = !o.checkpoint.empty() ? "--checkpoint"
                            : !o.resume.empty()   ? "--resume"
                            : o.every_given       ? "--checkpoint-every"
                                                  : nullptr;
    if (resumable != nullptr)
        throw UsageError(fmt::format("{} does not apply to {}: its build takes {} and is not "
                                     "resumable",
                                     resumable, t.id, t.duration));
    if (o.output == "-") throw UsageError("-o -: a table is written to a file, not to stdout");
    const OutputName path = o.output.empty() ? default_path(t) : OutputName(o.output);
    check_distribution_outputs(o.distribution, o.json); // before the table's file is opened
    // The same early checks as a catalog table's (generate_steps.hpp): an unwritable place is
    // refused before the build.
    std::unique_ptr<AtomicFile> file =
        open_output_early(path, kTableHeaderBytes + t.payload_bytes());
    if (o.search.quiet) set_progress_quiet(true);
    const FlipSliceClasses classes(t.kind);
    const SymmetricPruningTable table =
        build_symmetric_table_with_progress(classes, o.search.threads);
    if (file != nullptr)
        write_table_file(*file, table.header(), table.bytes(), Durability::Synced);
    else
        write_table_file(path, table.header(), table.bytes());
    const std::vector<uint64_t>& counts = table.counts();
    if (o.json) {
        const nlohmann::json j = {{"puzzle", t.id},
                                  {"metric", "htm"},
                                  {"classes", classes.num_classes()},
                                  {"entries", table.entries()},
                                  {"reached", sum(counts)},
                                  {"counts", counts},
                                  {"position_counts", table.position_counts()},
                                  {"max_depth", table.max_depth()},
                                  {"file", path.path()},
                                  {"payload_bytes", table.payload_bytes()}};
        fmt::print("{}\n", json_line(j));
    } else {
        fmt::print("{}: {} classes x {} twists ({} entries with the padding), {}\n", t.id,
                   classes.num_classes(), kSymTwistSize, table.entries(), kSymmetricTableSymmetry);
        // Entries are what the file holds (one per class and twist); positions are the
        // unreduced twist x flip x slice values they stand for.
        fmt::print("{:>5}  {:>12}  {:>14}\n", "depth", "entries", "positions");
        for (size_t d = 0; d < counts.size(); ++d)
            fmt::print("{:>5}  {:>12}  {:>14}\n", d, counts[d], table.position_counts()[d]);
        fmt::print("max depth {}, {} entries reached\n", table.max_depth(), sum(counts));
        fmt::print("wrote {} ({} payload bytes + {}-byte header), for {}\n", path.path(),
                   table.payload_bytes(), kTableHeaderBytes, t.solver);
    }
    write_distribution_outputs(o.distribution, t.id + " (entries per depth)", counts);
    return kExitOk;
}

int info_symmetric_table(const std::string& path, const TableFile& file,
                         const SymmetricTableKind& t, bool json) {
    const TableHeader& h = file.header();
    // The classes' numbering is this build's when the fingerprints agree (about a second to
    // make for the sorted slice's).
    const FlipSliceClasses classes(t.kind);
    std::string problem;
    if (h.states != t.entries() || h.metric != "htm")
        problem = fmt::format("{}: {} holds {} entries ({}), this build's {} has {} (htm)", path,
                              t.id, h.states, h.metric, t.id, t.entries());
    else if (h.model_fingerprint != classes.fingerprint())
        problem = fmt::format("{}: the table's class numbering (fingerprint {}) is not this "
                              "build's ({}): the table cannot be used; regenerate it with {} "
                              "generate --puzzle {}",
                              path, hex64(h.model_fingerprint), hex64(classes.fingerprint()),
                              program_name(), t.id);
    if (!problem.empty()) std::fprintf(stderr, "twobit: error: %s\n", problem.c_str());
    const int code = problem.empty() ? kExitOk : kExitFailed;
    if (json) {
        const nlohmann::json j = {{"file", path},
                                  {"format_version", h.format_version},
                                  {"puzzle", h.puzzle},
                                  {"kind", "symmetric table"},
                                  {"description", t.description},
                                  {"used_by", t.solver},
                                  {"symmetry", kSymmetricTableSymmetry},
                                  {"metric", h.metric},
                                  {"classes", t.classes},
                                  {"entries", h.states},
                                  {"reached", h.reached},
                                  {"max_depth", h.max_depth()},
                                  {"counts", h.counts},
                                  {"payload_bytes", h.payload_bytes},
                                  {"payload_xxh3", hex64(h.payload_hash)},
                                  {"model_fingerprint", hex64(h.model_fingerprint)},
                                  {"model_matches_this_build", problem.empty()}};
        fmt::print("{}\n", json_line(j));
        return code;
    }
    fmt::print("file        {}\n", path);
    fmt::print("format      twobit table version {}, encoding {} (2-bit distance mod 3)\n",
               h.format_version, h.encoding);
    fmt::print("table       {}: the {}\n", h.puzzle, t.description);
    fmt::print("symmetry    {}\n", kSymmetricTableSymmetry);
    fmt::print("classes     {} of the edge part, x {} twists in rows of {} ({} with the padding, "
               "never reached)\n",
               t.classes, kSymTwistSize, kSymRowEntries, h.states);
    fmt::print("metric      {} ({})\n", h.metric, h.moves);
    fmt::print("entries     {} ({} reached)\n", h.states, h.reached);
    fmt::print("max depth   {}\n", h.max_depth());
    fmt::print("counts      {} (entries per depth)\n", join_counts(h.counts));
    fmt::print("payload     {} bytes, XXH3-64 {}\n", h.payload_bytes, hex64(h.payload_hash));
    fmt::print("fingerprint {} ({})\n", hex64(h.model_fingerprint),
               problem.empty() ? "this build's class numbering: the same" : "see the error");
    fmt::print("used by     {}\n", t.solver);
    fmt::print("checks      header, checksums and per-value counts OK (entries against a fresh "
               "build: {} verify --table)\n",
               program_name());
    return code;
}

int verify_symmetric_table(const SymmetricTableKind& t, const SymmetricVerifyRequest& r) {
    const std::string path = r.path.empty() ? default_path(t).path() : r.path;
    if (r.path.empty() && ::access(path.c_str(), F_OK) != 0)
        throw std::runtime_error(fmt::format("no {} table at {}: {} generate --puzzle {} builds "
                                             "it there ({}), or give --table FILE",
                                             t.id, path, program_name(), t.id, t.duration));
    check_distribution_outputs(r.distribution, r.json);
    // from_file refuses a file that is not this table (name, size, class numbering).
    const FlipSliceClasses classes(t.kind);
    const SymmetricPruningTable file =
        SymmetricPruningTable::from_file(classes, TableFile::open(path));
    if (r.json || r.quiet) set_progress_quiet(true);
    const SymmetricPruningTable fresh = build_symmetric_table_with_progress(classes, r.threads);
    const std::string difference =
        payload_difference(file.bytes(), fresh.bytes(), fresh.payload_bytes());
    const bool counts_match = file.counts() == fresh.counts();
    const bool verified = difference.empty() && counts_match;
    write_distribution_outputs(r.distribution, t.id + " (entries per depth)", file.counts());
    if (r.json) {
        const nlohmann::json j = {{"puzzle", t.id},
                                  {"table", path},
                                  {"classes", classes.num_classes()},
                                  {"entries", file.entries()},
                                  {"counts", file.counts()},
                                  {"fresh_counts", fresh.counts()},
                                  {"payload_difference", difference.empty()
                                                             ? nlohmann::json(nullptr)
                                                             : nlohmann::json(difference)},
                                  {"verified", verified}};
        fmt::print("{}\n", json_line(j));
        return verified ? kExitOk : kExitFailed;
    }
    fmt::print("{}: {} entries, {} classes ({})\n", t.id, file.entries(), classes.num_classes(),
               path);
    fmt::print("{:>5}  {:>12}  {:>12}\n", "depth", "table", "fresh build");
    const std::vector<uint64_t>&a = file.counts(), &b = fresh.counts();
    for (size_t d = 0; d < std::max(a.size(), b.size()); ++d) {
        const std::string mine = d < a.size() ? std::to_string(a[d]) : "-";
        const std::string theirs = d < b.size() ? std::to_string(b[d]) : "-";
        fmt::print("{:>5}  {:>12}  {:>12}{}\n", d, mine, theirs,
                   mine != theirs ? "  <- differs" : "");
    }
    if (!difference.empty()) {
        fmt::print("MISMATCH in the payload: {}\n", difference);
        return kExitFailed;
    }
    if (!counts_match) {
        fmt::print("MISMATCH in the header's counts: the payload equals a fresh build, the "
                   "counts do not\n");
        return kExitFailed;
    }
    fmt::print("verified: every entry and every depth's count equals a fresh build of this "
               "program ({} bytes)\n",
               fresh.payload_bytes());
    return kExitOk;
}

} // namespace twobit::cli
