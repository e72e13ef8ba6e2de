// `twobit verify`: build a table (or check one with --table) and compare its per-depth counts
// with the published distribution. Exit 0 "verified", 1 on a difference or when nothing
// published exists to compare with.
//
// A table file's checksums prove only that it is intact, not that it is right: anyone can
// recompute them over a rewritten payload. So `verify --table` also runs a fresh search for
// the model the header names and compares the payload with it entry by entry (and the
// header's counts with the search's); --quick skips that and checks the file alone.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>
#include <optional>

#include "host/io/expected_counts.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/table_checks.hpp"
#include "host/store/table_paths.hpp"
#include "host/store/table_proof.hpp"
#include "tables/published_distributions.hpp"
#include "tools/cli/chosen_table.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/distribution_outputs.hpp"
#include "tools/cli/start_report.hpp"

namespace twobit::cli {

namespace {

struct VerifyOptions {
    PuzzleOptions puzzle;
    std::string table;
    std::string expect; // --expect FILE: counts to compare with instead of the published ones
    SearchCliOptions search;
    bool quick = false;
    bool json = false;
    DistributionOutputs distribution; // --plot, --histogram
    std::string start;                // --start FILE: a definition's start pattern
};

// What is verified: a table built now, or a file against a fresh build of its table.
struct Subject {
    ChosenTable chosen;
    uint64_t states = 0, reached = 0; // a table of classes: its entries
    std::vector<uint64_t> counts;     // per depth: states, or a table of classes' entries
    std::vector<uint64_t> positions;  // a table of classes: the positions they stand for
    std::string source;               // "generated" or the file path
    std::string backend, device;      // how it was built (for a file: the checking search)
    bool payload_done = false;        // false with --quick, or without --table
    std::string payload_difference;   // what differs from a fresh build; empty: nothing
    std::string digest;               // a built-in table's file: "equal" or what differs
    std::optional<StartReport> start; // --start, from the fresh search's table
    // What is compared with the published distribution.
    const std::vector<uint64_t>& compared() const { return chosen.classes() ? positions : counts; }
};

// "entry 123 (class 0, column 123): the file has 2, a fresh build gives 1", or "" when the
// payloads are equal.
std::string class_payload_difference(const uint8_t* file, const uint8_t* fresh, uint64_t bytes,
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

// The table the options and the file name: the file's own without --puzzle; with it, the file
// must hold that table.
ChosenTable chosen_for_file(VerifyOptions& o, const TableFile& file) {
    const TableHeader& h = file.header();
    if (!o.puzzle.any_given()) return table_from_header(o.puzzle, h, o.table);
    ChosenTable chosen = choose_table(o.puzzle);
    // A definition's table must come from the very file given (both hashes named).
    if (chosen.owner->definition_hash != 0)
        check_definition_for(chosen.owner->definition_file, chosen.owner->definition_hash, file,
                             "");
    const std::string gens = chosen.classes() ? h.gens : gens_field(chosen.puzzle.model.gens);
    const std::string id = chosen.classes() ? chosen.table->id : chosen.puzzle.model.puzzle;
    if (id != h.puzzle || chosen.metric != h.metric || gens != h.gens)
        throw std::runtime_error(fmt::format("table {} holds {} {}{}, not the requested {}",
                                             o.table, h.puzzle, h.metric, gens_note(h.gens),
                                             chosen.title()));
    return chosen;
}

// A table of classes: built now, and where a file is given, compared with it.
void verify_classes(const VerifyOptions& o, const TableFile* file, Subject& s) {
    const TableRecord& t = *s.chosen.table;
    s.states = t.class_entries();
    if (file != nullptr) {
        const ClassSearchCounts own = class_counts_of(t, file->header(), file->path());
        s.counts = own.entries;
        s.positions = own.positions;
        if (o.quick) return;
    }
    if (o.json || o.search.quiet) set_progress_quiet(true);
    const std::unique_ptr<ClassSpace> space = make_class_space(t, s.chosen.metric);
    const BuiltClassTable fresh = build_class_table(t, *space, o.search.threads);
    s.backend = "cpu";
    s.device = "classes";
    if (file == nullptr) {
        s.counts = fresh.counts.entries;
        s.positions = fresh.counts.positions;
        return;
    }
    s.payload_done = true;
    if (file->header().model_fingerprint != space->fingerprint())
        s.payload_difference = "the class numbering is not this build's";
    else
        s.payload_difference =
            class_payload_difference(file->payload(), fresh.bytes(), space->payload_bytes(),
                                     uint64_t{class_row_words(t.columns)} * 32);
    if (s.payload_difference.empty() &&
        (s.counts != fresh.counts.entries ||
         (!s.positions.empty() && s.positions != fresh.counts.positions)))
        s.payload_difference = "the payload equals a fresh build, the header's counts (entries "
                               "or positions per depth) do not";
    s.positions = fresh.counts.positions;
}

// A full table: searched now, and where a file is given, compared with it entry by entry.
void verify_index(const VerifyOptions& o, const TableFile* file, Subject& s) {
    const PuzzleModel& model = s.chosen.puzzle.model;
    s.states = model.num_states();
    if (file != nullptr) {
        check_table_for(model, *file, s.chosen.owner->definition_file,
                        generate_command(*s.chosen.owner, model));
        s.counts = file->header().counts;
        s.reached = file->header().reached;
        if (o.quick) return;
    }
    // Read and checked before the search.
    const std::shared_ptr<const StartPattern> start =
        o.start.empty() ? nullptr : read_start_pattern(s.chosen.puzzle, o.start);
    SearchCliOptions search = o.search;
    search.log_levels = !o.json && file == nullptr;
    const BuiltTable built = build_table(model, search);
    if (start != nullptr)
        s.start = start_report(
            s.chosen.puzzle, *start, o.start,
            TableBytes{built.table.bytes(), model.num_states(), built.result.max_depth()});
    s.backend = built.result.backend;
    s.device = built.result.device;
    if (file == nullptr) {
        s.counts = built.result.counts;
        s.reached = built.result.reached;
        return;
    }
    s.payload_done = true;
    s.payload_difference = table_difference(*file, built);
}

Subject load_subject(VerifyOptions& o) {
    Subject s;
    std::optional<TableFile> file;
    if (!o.table.empty()) {
        file.emplace(TableFile::open(o.table)); // checks header, hashes, counts
        s.chosen = chosen_for_file(o, *file);
        s.source = o.table;
        // A built-in table's content is known: its digest, in one read.
        const std::string digest =
            s.chosen.classes()
                ? s.chosen.table->digest(s.chosen.metric)
                : index_table_spec(*s.chosen.owner, s.chosen.puzzle.model, OutputName(o.table))
                      .digest;
        if (!digest.empty())
            s.digest = file->sha256() == digest ? "equal" : "DIFFERENT from the table's " + digest;
    } else {
        s.chosen = choose_table(o.puzzle, &o.search);
        s.source = "generated";
        // A solver's table of classes has no published distribution: what is verified is its
        // file, against a fresh build.
        if (s.chosen.classes() && published_for(s.chosen) == nullptr) {
            o.table = default_table_path(*s.chosen.table, s.chosen.metric).path();
            if (!table_path_taken(o.table))
                throw std::runtime_error(fmt::format(
                    "no {} table at {}: {} builds it there, or give --table FILE", s.chosen.title(),
                    o.table, generate_command(*s.chosen.table, s.chosen.metric)));
            return load_subject(o);
        }
    }
    if (s.chosen.classes()) {
        refuse_class_table_options(o.puzzle, o.search, s.chosen);
        verify_classes(o, file ? &*file : nullptr, s);
    } else {
        verify_index(o, file ? &*file : nullptr, s);
    }
    s.reached = std::accumulate(s.counts.begin(), s.counts.end(), uint64_t{0});
    return s;
}

constexpr size_t kNoDifference = static_cast<size_t>(-1);

// First depth where the two distributions differ, or kNoDifference.
size_t first_difference(const std::vector<uint64_t>& a, const std::vector<uint64_t>& b) {
    const size_t n = std::max(a.size(), b.size());
    for (size_t d = 0; d < n; ++d) {
        const uint64_t x = d < a.size() ? a[d] : 0, y = d < b.size() ? b[d] : 0;
        if (x != y) return d;
    }
    return kNoDifference;
}

std::string count_at(const std::vector<uint64_t>& counts, size_t d) {
    return d < counts.size() ? std::to_string(counts[d]) : "-";
}

void print_json(const VerifyOptions& o, const Subject& s, const PublishedDistribution* pub,
                size_t diff, bool verified) {
    const PuzzleModel& m = s.chosen.puzzle.model;
    nlohmann::json j = {{"puzzle", s.chosen.classes() ? s.chosen.table->id : m.puzzle},
                        {"metric", s.chosen.metric},
                        {"gens", s.chosen.classes() ? "" : m.gens},
                        {"states", s.states},
                        {"reached", s.reached},
                        {"counts", s.counts},
                        {"max_depth", static_cast<int>(s.counts.size()) - 1},
                        {"antipodes", s.counts.back()},
                        {"table", s.source},
                        {"verified", verified},
                        {"backend", s.backend},
                        {"device", s.device}};
    if (s.chosen.classes()) j["position_counts"] = s.positions;
    j["published"] = pub != nullptr ? nlohmann::json(pub->counts) : nlohmann::json(nullptr);
    j["sources"] = pub != nullptr ? nlohmann::json(pub->sources) : nlohmann::json::array();
    j["first_difference"] = diff != kNoDifference ? nlohmann::json(diff) : nlohmann::json(nullptr);
    j["payload_checked"] = s.payload_done;
    j["payload_difference"] = s.payload_difference.empty() ? nlohmann::json(nullptr)
                                                           : nlohmann::json(s.payload_difference);
    if (!s.digest.empty()) j["digest_matches"] = s.digest == "equal";
    if (s.start) j["start"] = start_report_json(*s.start);
    (void)o;
    fmt::print("{}\n", json_line(j));
}

// The text report; returns whether it verified.
bool print_text(const VerifyOptions& o, const Subject& s, const PublishedDistribution* pub,
                size_t diff) {
    const bool classes = s.chosen.classes();
    fmt::print("{}: {} of {} {} reached ({})\n", s.chosen.title(), s.reached, s.states,
               classes ? "entries" : "states", printable(s.source));
    fmt::print("{:>5}  {:>12}{}  {:>12}\n", "depth", classes ? "entries" : "table",
               classes ? fmt::format("  {:>14}", "positions") : "", "published");
    const std::vector<uint64_t>& compared = s.compared();
    const size_t rows = std::max(s.counts.size(), pub != nullptr ? pub->counts.size() : 0);
    for (size_t d = 0; d < rows; ++d)
        fmt::print("{:>5}  {:>12}{}  {:>12}{}\n", d, count_at(s.counts, d),
                   classes ? fmt::format("  {:>14}", count_at(s.positions, d)) : "",
                   pub != nullptr ? count_at(pub->counts, d) : "-",
                   diff == d ? "  <- differs" : "");
    fmt::print("{} {}, antipodes {}\n", classes ? "max depth" : "God's number", s.counts.size() - 1,
               s.counts.back());
    if (!s.digest.empty()) fmt::print("digest: the file's SHA-256 is {}\n", s.digest);
    // The file's own payload first: a table that is not what its moves give is wrong
    // whatever its counts say.
    if (s.payload_done && !s.payload_difference.empty())
        fmt::print("MISMATCH in the payload: {}\n", s.payload_difference);
    else if (s.payload_done)
        fmt::print("payload: every entry equals a fresh {} ({} {})\n", classes ? "build" : "search",
                   s.states, classes ? "entries" : "states");
    else if (!o.table.empty())
        fmt::print("payload: not compared with a search (--quick): only the file checks ran\n");
    if (s.start) print_start_report(*s.start);
    if (pub == nullptr && classes && s.payload_done && s.payload_difference.empty()) {
        fmt::print("verified: every entry and every depth's count equals a fresh build of this "
                   "program ({} entries)\n",
                   s.states);
        return true;
    }
    if (pub == nullptr && classes && s.digest == "equal") {
        fmt::print("verified: the file is the table this program writes (its SHA-256)\n");
        return true;
    }
    if (pub == nullptr) {
        fmt::print("NOT VERIFIED: no published distribution for {}: counts not checked{}\n",
                   s.chosen.title(),
                   s.chosen.owner->definition_hash != 0 ? " (give them with --expect FILE)" : "");
        return false;
    }
    // One verdict per case, each naming what the counts were compared with: a publication
    // (its sources), counts given with --expect, or a catalog entry that no publication
    // backs (only recomputations agree), which is not called published.
    const std::string kind = !o.expect.empty()      ? "expected"
                             : pub->sources.empty() ? "recomputed"
                                                    : "published";
    const std::string source =
        pub->sources.empty() ? pub->status
                             : fmt::format("{}; {}", fmt::join(pub->sources, "; "), pub->status);
    if (diff != kNoDifference) {
        fmt::print("MISMATCH at depth {}: {} {}, {} {} ({})\n", diff,
                   classes ? "positions" : "table", count_at(compared, diff), kind,
                   count_at(pub->counts, diff), source);
        return false;
    }
    if (!s.payload_difference.empty() || s.digest.rfind("DIFFERENT", 0) == 0) return false;
    fmt::print("verified: every depth {}matches the {} distribution{} ({})\n",
               classes ? "of the positions its entries stand for " : "", kind,
               classes ? " of " + s.chosen.table->puzzle + " " + s.chosen.metric : "", source);
    return true;
}

int run_verify(VerifyOptions& o) {
    PublishedDistribution expected;
    if (!o.expect.empty()) { // read before any search: a bad file fails at once
        expected.counts = read_expected_counts(o.expect);
        expected.sources = {"--expect " + o.expect};
        expected.status = "as given";
    }
    refuse_output_on_inputs("--plot", o.distribution.plot,
                            {{"definition file", o.puzzle.definition_file()},
                             {"--expect file", o.expect},
                             {"--start file", o.start}});
    check_distribution_outputs(o.distribution, o.json, {o.table});
    if (!o.start.empty() && (o.quick || o.puzzle.symmetry))
        throw UsageError(o.quick
                             ? "--start reads the table a fresh search makes, which --quick skips"
                             : "--start reads a definition's whole table, not one of classes");
    const Subject s = load_subject(o);
    write_distribution_outputs(o.distribution, s.chosen.title(), s.counts);
    const PublishedDistribution* pub = o.expect.empty() ? published_for(s.chosen) : &expected;
    const size_t diff =
        pub != nullptr ? first_difference(s.compared(), pub->counts) : kNoDifference;
    if (o.json) {
        const bool verified =
            (pub != nullptr ? diff == kNoDifference
                            : s.chosen.classes() && (s.payload_done || s.digest == "equal")) &&
            s.payload_difference.empty() && s.digest.rfind("DIFFERENT", 0) != 0;
        print_json(o, s, pub, diff, verified);
        return verified ? kExitOk : kExitFailed;
    }
    return print_text(o, s, pub, diff) ? kExitOk : kExitFailed;
}

} // namespace

void add_verify_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<VerifyOptions>();
    CLI::App* cmd = app.add_subcommand(
        "verify", "Compare a table's distribution with the published one (exit 1 if it differs)");
    add_puzzle_options(*cmd, o->puzzle);
    cmd->add_option("--table", o->table,
                    "Check this table file instead of building one: its header, checksums and "
                    "counts, and its payload entry by entry against a fresh search")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_flag("--quick", o->quick,
                  "With --table: skip the fresh search, check the file alone (checksums and "
                  "counts prove it intact, not right)");
    cmd->add_option("--expect", o->expect,
                    "Compare with these counts instead of the published ones: one per line, "
                    "or JSON (an array, or an object with \"counts\", as generate --json prints)")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_flag("--symmetry", o->puzzle.symmetry,
                  "The puzzle's table of symmetry classes (generate --symmetry): against a "
                  "fresh build, and the positions its entries stand for against the published "
                  "distribution");
    cmd->add_option("--start", o->start,
                    "With --def GOAL: also the distribution over the goal's positions where "
                    "this definition's solved state holds, read from the fresh search's table")
        ->type_name(kFileType)
        ->check(non_empty());
    add_search_options(*cmd, o->search);
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    add_distribution_options(*cmd, o->distribution);
    set_examples(*cmd,
                 {"twobit verify --puzzle 2x2x2 --metric qtm", "twobit verify --gens RU --json"});
    cmd->callback([o, &exit_code] { exit_code = run_verify(*o); });
}

} // namespace twobit::cli
