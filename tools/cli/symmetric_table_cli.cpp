// The symmetric tables' generate, info and verify; see symmetric_table_cli.hpp.
#include "tools/cli/symmetric_table_cli.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>
#include <optional>
#include <unistd.h>

#include "host/engine/checkpoint.hpp"
#include "host/io/atomic_file.hpp"
#include "host/io/fatal_signals.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/held_class_table.hpp"
#include "host/puzzles/registry.hpp"
#include "host/store/table_paths.hpp"
#include "tables/published_distributions.hpp"
#include "tools/cli/generate_steps.hpp"
#include "tools/cli/mpi_cli.hpp"

namespace twobit::cli {

namespace {

// "entry 123 (class 0, column 123): the file has 2, a fresh build gives 1", or "" when the
// payloads are equal.
std::string payload_difference(const uint8_t* file, const uint8_t* fresh, uint64_t bytes,
                               uint64_t row_entries) {
    if (std::memcmp(file, fresh, bytes) == 0) return "";
    uint64_t at = 0;
    while (file[at] == fresh[at]) ++at;
    int shift = 0;
    while (((file[at] >> shift) & 3) == ((fresh[at] >> shift) & 3)) shift += 2;
    const uint64_t entry = at * 4 + static_cast<uint64_t>(shift / 2);
    return fmt::format("entry {} (class {}, column {}): the file has {}, a fresh build gives {}",
                       entry, entry / row_entries, entry % row_entries, (file[at] >> shift) & 3,
                       (fresh[at] >> shift) & 3);
}

uint64_t sum(const std::vector<uint64_t>& counts) {
    return std::accumulate(counts.begin(), counts.end(), uint64_t{0});
}

bool has_metric(const SymmetricTableKind& t, const std::string& metric) {
    return std::find(t.metrics.begin(), t.metrics.end(), metric) != t.metrics.end();
}

// The published distribution of the puzzle the table reduces, or null.
const PublishedDistribution* published_for(const SymmetricTableKind& t, const std::string& metric,
                                           const std::string& gens) {
    return t.puzzle.empty() ? nullptr : find_published_distribution(t.puzzle, metric, gens);
}

} // namespace

const SymmetricTableKind* symmetric_table_of_header(const TableHeader& h) {
    if (h.definition_hash != 0) return nullptr;
    const SymmetricTableKind* t = find_symmetric_table(h.puzzle);
    return t != nullptr && t->id == h.puzzle ? t : nullptr;
}

const SymmetricTableKind* symmetric_subject(const PuzzleOptions& puzzle) {
    if (!puzzle.symmetry) return find_symmetric_table(puzzle.puzzle);
    if (const SymmetricTableKind* t = find_symmetric_table(puzzle.puzzle); t != nullptr) return t;
    const std::string id = find_puzzle(puzzle.puzzle).id; // throws for an unknown name
    if (const SymmetricTableKind* t = symmetric_table_of_puzzle(id); t != nullptr) return t;
    std::vector<std::string> have;
    for (const SymmetricTableKind& t : symmetric_tables())
        if (!t.puzzle.empty()) have.push_back(t.puzzle);
    throw UsageError(fmt::format("--symmetry: {} has no symmetry-reduced table in this build; "
                                 "the puzzles with one: {}",
                                 id, fmt::join(have, ", ")));
}

void refuse_symmetric_options(const PuzzleOptions& puzzle, const SearchCliOptions& search,
                              const SymmetricTableKind& t) {
    const auto given = [](const CLI::Option* option) {
        return option != nullptr && option->count() > 0;
    };
    if (!has_metric(t, puzzle.metric))
        throw UsageError(fmt::format("--metric {} does not apply to {}: its metrics are {}",
                                     puzzle.metric, t.id, fmt::join(t.metrics, ", ")));
    std::string option;
    if (given(puzzle.gens_option))
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
    throw UsageError(fmt::format("{} does not apply to {}: it is one table of symmetry classes "
                                 "over all the puzzle's faces, built on the CPU by its own "
                                 "search in one process ({})",
                                 option, t.id, t.duration));
}

int generate_symmetric_table(const GenerateOptions& o, const SymmetricTableKind& t) {
    refuse_symmetric_options(o.puzzle, o.search, t);
    if (o.output == "-") throw UsageError("-o -: a table is written to a file, not to stdout");
    const std::string& metric = o.puzzle.metric;
    const OutputName path =
        o.output.empty() ? default_table_path(t.id, metric) : OutputName(o.output);
    const CheckpointPlan plan = checkpoint_plan(o);
    check_distribution_outputs(o.distribution, o.json); // before the table's file is opened
    // The same early checks as a catalog table's (generate_steps.hpp): an unwritable place is
    // refused before the build.
    const uint64_t file_bytes = kTableHeaderBytes + t.payload_bytes();
    std::unique_ptr<AtomicFile> file = open_output_early(path, file_bytes);
    check_checkpoint_output(plan, path, file_bytes);
    std::optional<TableFile> resume;
    if (!o.resume.empty()) {
        resume.emplace(TableFile::open_checkpoint(o.resume, 0)); // mapped: no second copy
        const TableHeader& h = resume->header();
        if (h.puzzle != t.id || h.metric != metric || h.states != t.entries())
            throw TableFileError(fmt::format("{}: a checkpoint of {} {} ({} entries), not of {} "
                                             "{}",
                                             o.resume, h.puzzle, h.metric, h.states, t.id, metric));
    }
    if (o.search.quiet) set_progress_quiet(true);
    const BuiltClassTable* building = nullptr; // the table so far, while after_level runs
    Checkpointer saver(
        plan,
        [&](const std::string& to, const SearchResult&) {
            TableHeader h = class_table_header(t, metric, *building);
            h.checkpoint = true;
            write_table_file(to, h, building->bytes());
        },
        o.search.quiet ? nullptr : stderr);
    ClassBuildSteps steps;
    steps.after_level = [&](const BuiltClassTable& so_far) {
        building = &so_far;
        SearchResult r;
        r.counts = so_far.counts.entries;
        return saver.after_level(r, [] {});
    };
    if (resume && !o.search.quiet)
        std::fprintf(stderr, "resuming from %s: depths 0 to %d complete\n", o.resume.c_str(),
                     resume->header().max_depth());
    steps.resume = std::move(resume);
    std::optional<InterruptDeferral> deferral;
    if (!plan.path.empty()) deferral.emplace(interrupt_message(plan));
    const BuiltClassTable b =
        build_class_table_with_progress(t, metric, o.search.threads, std::move(steps));
    deferral.reset();
    if (saver.interrupted()) {
        SearchResult r;
        r.counts = b.counts.entries;
        r.reached = sum(r.counts);
        return print_stopped(o, r, plan.path);
    }
    const TableHeader h = class_table_header(t, metric, b);
    if (file != nullptr)
        write_table_file(*file, h, b.bytes(), Durability::Synced);
    else
        write_table_file(path, h, b.bytes());
    const std::vector<uint64_t>& counts = b.counts.entries;
    const std::vector<uint64_t>& positions = b.counts.positions;
    const PublishedDistribution* pub = published_for(t, metric, h.gens);
    const std::string against = pub == nullptr ? ""
                                : pub->counts == positions
                                    ? "equal to the published distribution"
                                    : "DIFFERENT from the published distribution";
    if (o.json) {
        nlohmann::json j = {{"puzzle", t.id},
                            {"metric", metric},
                            {"symmetry", t.symmetry},
                            {"group_order", t.group_order},
                            {"classes", b.space->rows()},
                            {"entries", b.space->entries()},
                            {"reached", sum(counts)},
                            {"counts", counts},
                            {"position_counts", positions},
                            {"max_depth", static_cast<int>(counts.size()) - 1},
                            {"file", path.path()},
                            {"payload_bytes", b.space->payload_bytes()},
                            {"resumed", !o.resume.empty()}};
        if (!t.puzzle.empty()) j["reduces"] = t.puzzle;
        if (pub != nullptr) j["positions_match_published"] = pub->counts == positions;
        fmt::print("{}\n", json_line(j));
    } else {
        fmt::print("{} ({}): {} classes x {} columns ({} entries with the padding), {}\n", t.id,
                   metric, b.space->rows(), b.space->columns(), b.space->entries(), t.symmetry);
        // Entries are what the file holds (one per class and column); positions are the
        // unreduced states they stand for, each entry counted as its class's size.
        fmt::print("{:>5}  {:>12}  {:>14}\n", "depth", "entries", "positions");
        for (size_t d = 0; d < counts.size(); ++d)
            fmt::print("{:>5}  {:>12}  {:>14}\n", d, counts[d], positions[d]);
        fmt::print("max depth {}, {} entries reached, standing for {} positions{}\n",
                   counts.size() - 1, sum(counts), sum(positions),
                   against.empty() ? "" : " (" + against + ")");
        fmt::print("wrote {} ({} payload bytes + {}-byte header), for {}\n", path.path(),
                   b.space->payload_bytes(), kTableHeaderBytes, t.solver);
    }
    write_distribution_outputs(o.distribution, t.id + " (entries per depth)", counts);
    return pub != nullptr && pub->counts != positions ? kExitFailed : kExitOk;
}

int info_symmetric_table(const std::string& path, const TableFile& file,
                         const SymmetricTableKind& t, bool json) {
    const TableHeader& h = file.header();
    const std::vector<uint64_t> positions = class_counts_of(t, h).positions;
    std::string problem;
    if (h.states != t.entries() || !has_metric(t, h.metric))
        problem =
            fmt::format("{}: {} holds {} entries ({}), this build's {} has {} ({})", path, t.id,
                        h.states, h.metric, t.id, t.entries(), fmt::join(t.metrics, ", "));
    uint64_t fingerprint = 0;
    if (problem.empty()) {
        // The classes' numbering is this build's when the fingerprints agree (about a second
        // to make for the sorted slice's).
        fingerprint = t.make_space(h.metric)->fingerprint();
        if (h.model_fingerprint != fingerprint)
            problem = fmt::format("{}: the table's class numbering (fingerprint {}) is not this "
                                  "build's ({}): the table cannot be used; regenerate it with {} "
                                  "generate --puzzle {}",
                                  path, hex64(h.model_fingerprint), hex64(fingerprint),
                                  program_name(), t.id);
    }
    if (!problem.empty()) std::fprintf(stderr, "twobit: error: %s\n", problem.c_str());
    const int code = problem.empty() ? kExitOk : kExitFailed;
    if (json) {
        nlohmann::json j = {{"file", path},
                            {"format_version", h.format_version},
                            {"puzzle", h.puzzle},
                            {"kind", "symmetric table"},
                            {"description", t.description},
                            {"used_by", t.solver},
                            {"symmetry", t.symmetry},
                            {"group_order", t.group_order},
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
        if (!t.puzzle.empty()) j["reduces"] = t.puzzle;
        if (!positions.empty()) j["position_counts"] = positions;
        fmt::print("{}\n", json_line(j));
        return code;
    }
    const uint32_t row = class_row_words(t.columns) * 32;
    fmt::print("file        {}\n", path);
    fmt::print("format      twobit table version {}, encoding {} (2-bit distance mod 3)\n",
               h.format_version, h.encoding);
    fmt::print("table       {}: the {}\n", h.puzzle, t.description);
    fmt::print("symmetry    {}\n", t.symmetry);
    fmt::print("classes     {} x {} columns in rows of {}{} ({} entries)\n", t.classes, t.columns,
               row, row != t.columns ? " (the padding never reached)" : "", h.states);
    fmt::print("metric      {} ({})\n", h.metric, h.moves);
    fmt::print("entries     {} ({} reached)\n", h.states, h.reached);
    fmt::print("max depth   {}\n", h.max_depth());
    fmt::print("counts      {} (entries per depth)\n", join_counts(h.counts));
    if (positions.empty())
        fmt::print("positions   not recorded (a file from before the header held them; {} "
                   "verify gives them)\n",
                   program_name());
    else
        fmt::print("positions   {} (per depth: what the entries stand for, {} in all)\n",
                   join_counts(positions), sum(positions));
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
    std::string metric = r.metric;
    if (!r.path.empty() && !r.metric_given) {
        // The file's own metric unless one is asked for (read again, checked, below).
        try {
            metric = read_table_header(r.path).metric;
        } catch (const TableFileError&) {
        }
        if (!has_metric(t, metric)) metric = t.metrics.front();
    }
    const std::string path = r.path.empty() ? default_table_path(t.id, metric).path() : r.path;
    if (r.path.empty() && ::access(path.c_str(), F_OK) != 0)
        throw std::runtime_error(fmt::format("no {} table at {}: {} generate --puzzle {}{} builds "
                                             "it there ({}), or give --table FILE",
                                             t.id, path, program_name(), t.id,
                                             metric != "htm" ? " --metric " + metric : "",
                                             t.duration));
    check_distribution_outputs(r.distribution, r.json);
    const TableFile file = TableFile::open(path);
    const TableHeader& h = file.header();
    const auto not_this = [&] {
        return TableFileError(fmt::format(
            "{}: not the {} {} table of this program (puzzle '{}', {}, {} entries; expected {} "
            "entries and this build's class numbering): move it away or regenerate it",
            path, t.id, metric, h.puzzle, h.metric, h.states, t.entries()));
    };
    // What the header says is checked before the build (a minute for the optimal solver's).
    if (h.puzzle != t.id || h.metric != metric || h.states != t.entries()) throw not_this();
    if (r.json || r.quiet) set_progress_quiet(true);
    const BuiltClassTable fresh = build_class_table_with_progress(t, metric, r.threads);
    if (h.model_fingerprint != fresh.space->fingerprint()) throw not_this();
    const std::string difference =
        payload_difference(file.payload(), fresh.bytes(), fresh.space->payload_bytes(),
                           uint64_t{class_row_words(t.columns)} * 32);
    // The header's positions (a file from before them has none) are counts too.
    const std::vector<uint64_t> recorded = class_counts_of(t, h).positions;
    const bool counts_match = h.counts == fresh.counts.entries &&
                              (recorded.empty() || recorded == fresh.counts.positions);
    const PublishedDistribution* pub = published_for(t, metric, h.gens);
    const bool positions_match = pub == nullptr || pub->counts == fresh.counts.positions;
    const bool verified = difference.empty() && counts_match && positions_match;
    write_distribution_outputs(r.distribution, t.id + " (entries per depth)", h.counts);
    if (r.json) {
        nlohmann::json j = {{"puzzle", t.id},
                            {"metric", metric},
                            {"table", path},
                            {"classes", fresh.space->rows()},
                            {"entries", fresh.space->entries()},
                            {"counts", h.counts},
                            {"fresh_counts", fresh.counts.entries},
                            {"position_counts", fresh.counts.positions},
                            {"payload_difference", difference.empty() ? nlohmann::json(nullptr)
                                                                      : nlohmann::json(difference)},
                            {"verified", verified}};
        if (pub != nullptr) j["positions_match_published"] = positions_match;
        fmt::print("{}\n", json_line(j));
        return verified ? kExitOk : kExitFailed;
    }
    fmt::print("{} ({}): {} entries, {} classes ({})\n", t.id, metric, fresh.space->entries(),
               fresh.space->rows(), path);
    fmt::print("{:>5}  {:>12}  {:>12}  {:>14}{}\n", "depth", "table", "fresh build", "positions",
               pub != nullptr ? "  published" : "");
    const std::vector<uint64_t>&a = h.counts, &b = fresh.counts.entries;
    for (size_t d = 0; d < std::max(a.size(), b.size()); ++d) {
        const std::string mine = d < a.size() ? std::to_string(a[d]) : "-";
        const std::string theirs = d < b.size() ? std::to_string(b[d]) : "-";
        const std::string positions =
            d < fresh.counts.positions.size() ? std::to_string(fresh.counts.positions[d]) : "-";
        const std::string published = pub == nullptr ? ""
                                      : d < pub->counts.size()
                                          ? fmt::format("  {:>9}", pub->counts[d])
                                          : "  -";
        const bool differs =
            mine != theirs || (pub != nullptr && published.find(positions) == std::string::npos);
        fmt::print("{:>5}  {:>12}  {:>12}  {:>14}{}{}\n", d, mine, theirs, positions, published,
                   differs ? "  <- differs" : "");
    }
    if (!difference.empty()) {
        fmt::print("MISMATCH in the payload: {}\n", difference);
        return kExitFailed;
    }
    if (!counts_match) {
        fmt::print("MISMATCH in the header's counts: the payload equals a fresh build, the "
                   "counts (entries or positions per depth) do not\n");
        return kExitFailed;
    }
    if (!positions_match) {
        fmt::print("MISMATCH: the positions the entries stand for are not the published "
                   "distribution of {} {}\n",
                   t.puzzle, metric);
        return kExitFailed;
    }
    fmt::print("verified: every entry and every depth's count equals a fresh build of this "
               "program ({} bytes){}\n",
               fresh.space->payload_bytes(),
               pub != nullptr ? fmt::format(", and the positions they stand for are the published "
                                            "distribution of {} {} ({})",
                                            t.puzzle, metric, fmt::join(pub->sources, "; "))
                              : "");
    return kExitOk;
}

} // namespace twobit::cli
