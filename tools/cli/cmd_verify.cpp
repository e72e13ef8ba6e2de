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
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "host/io/expected_counts.hpp"
#include "host/store/table_checks.hpp"
#include "host/store/table_proof.hpp"
#include "tables/published_distributions.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/distribution_outputs.hpp"
#include "tools/cli/symmetric_table_cli.hpp"

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
};

// A table file's payload against a fresh search of its model.
struct PayloadCheck {
    bool done = false;           // false with --quick, or without --table
    bool matches = false;        // every entry and every count equals the search's
    std::string difference;      // what differs, when not
    std::string backend, device; // the checking search's
};

struct Subject { // what is being verified, from a search or a file header
    std::string puzzle, metric, gens;
    uint64_t states = 0, reached = 0;
    std::vector<uint64_t> counts;
    std::string source;          // "generated" or the file path
    std::string backend, device; // how it was generated (for a file: the checking search)
    PayloadCheck payload;
};

PayloadCheck check_payload(const PuzzleModel& model, const TableFile& file,
                           const SearchCliOptions& options) {
    SearchCliOptions search = options;
    search.log_levels = false;
    const BuiltTable built = build_table(model, search);
    PayloadCheck check;
    check.done = true;
    check.difference = table_difference(file, built);
    check.matches = check.difference.empty();
    check.backend = built.result.backend;
    check.device = built.result.device;
    return check;
}

Subject load_subject(const VerifyOptions& o) {
    Subject s;
    if (!o.table.empty()) {
        const TableFile file = TableFile::open(o.table); // checks header, hashes, counts
        const TableHeader& h = file.header();
        if (o.puzzle.any_given()) {
            // A definition's table must come from the very file given (both hashes named).
            if (const Puzzle& record = chosen_record(o.puzzle); record.definition_hash != 0)
                check_definition_for(record, file, "");
            const PuzzleModel wanted = choose_puzzle(o.puzzle).model;
            if (wanted.puzzle != h.puzzle || wanted.metric != h.metric ||
                gens_field(wanted.gens) != h.gens)
                throw std::runtime_error(
                    fmt::format("table {} holds {} {}{}, not the requested {} {}{}", o.table,
                                h.puzzle, h.metric, gens_note(h.gens), wanted.puzzle, wanted.metric,
                                gens_note(wanted.gens)));
        }
        const ChosenPuzzle chosen = model_of_table(file);
        const PuzzleModel& model = chosen.model;
        check_table_for(*chosen.record, model, file); // the index it was built for is this build's
        s = {h.puzzle, h.metric, h.gens, h.states, h.reached, h.counts, o.table, "", "", {}};
        if (!o.quick) {
            s.payload = check_payload(model, file, o.search);
            s.backend = s.payload.backend;
            s.device = s.payload.device;
        }
        return s;
    }
    const PuzzleModel model = choose_puzzle(o.puzzle, o.search).model;
    SearchCliOptions search = o.search;
    search.log_levels = !o.json;
    const BuiltTable built = build_table(model, search);
    s = {model.puzzle,         model.metric,
         model.gens,           model.num_states(),
         built.result.reached, built.result.counts,
         "generated",          built.result.backend,
         built.result.device,  {}};
    return s;
}

// The 3x3x3 solvers' symmetric table that --puzzle names, or --table's file holds (without
// --puzzle), or null: a catalog puzzle's verify.
const SymmetricTableKind* symmetric_subject(const VerifyOptions& o) {
    const bool puzzle_given = o.puzzle.puzzle_option->count() > 0;
    const SymmetricTableKind* named = puzzle_given ? symmetric_subject(o.puzzle) : nullptr;
    if (o.table.empty()) return named;
    const SymmetricTableKind* held = nullptr;
    std::string holds;
    try {
        const TableHeader h = read_table_header(o.table);
        held = symmetric_table_of_header(h);
        holds = h.puzzle;
    } catch (const std::exception&) {
        // A file whose header cannot be read: TableFile::open reports it below, as for any.
    }
    if (named != nullptr && held != named && !holds.empty())
        throw std::runtime_error(
            fmt::format("table {} holds {}, not the requested {}", o.table, holds, named->id));
    return puzzle_given ? named : held;
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

int run_verify(const VerifyOptions& o) {
    // The 3x3x3 solvers' symmetric tables: against a fresh build (symmetric_table_cli.hpp).
    if (const SymmetricTableKind* t = symmetric_subject(o); t != nullptr) {
        refuse_symmetric_options(o.puzzle, o.search, *t);
        if (o.quick || !o.expect.empty())
            throw UsageError(fmt::format("{} does not apply to {}: it is checked against a fresh "
                                         "build ({}), no distribution is published for it",
                                         o.quick ? "--quick" : "--expect", t->id, t->duration));
        return verify_symmetric_table(*t, {o.table, o.puzzle.metric,
                                           o.puzzle.metric_option->count() > 0, o.search.threads,
                                           o.json, o.search.quiet, o.distribution});
    }
    PublishedDistribution expected;
    if (!o.expect.empty()) { // read before any search: a bad file fails at once
        expected.counts = read_expected_counts(o.expect);
        expected.sources = {"--expect " + o.expect};
        expected.status = "as given";
    }
    check_distribution_outputs(o.distribution, o.json);
    const Subject s = load_subject(o);
    write_distribution_outputs(
        o.distribution, fmt::format("{} {}{}", s.puzzle, s.metric, gens_note(s.gens)), s.counts);
    const PublishedDistribution* pub =
        o.expect.empty() ? find_published_distribution(s.puzzle, s.metric, s.gens) : &expected;
    const size_t diff = pub != nullptr ? first_difference(s.counts, pub->counts) : kNoDifference;
    const bool payload_ok = !s.payload.done || s.payload.matches;
    const bool verified = pub != nullptr && diff == kNoDifference && payload_ok;
    const int max_depth = static_cast<int>(s.counts.size()) - 1;

    if (o.json) {
        nlohmann::json j = {{"puzzle", s.puzzle},     {"metric", s.metric},
                            {"gens", s.gens},         {"states", s.states},
                            {"reached", s.reached},   {"counts", s.counts},
                            {"max_depth", max_depth}, {"antipodes", s.counts.back()},
                            {"table", s.source},      {"verified", verified}};
        j["backend"] = s.backend;
        j["device"] = s.device;
        j["published"] = pub != nullptr ? nlohmann::json(pub->counts) : nlohmann::json(nullptr);
        j["sources"] = pub != nullptr ? nlohmann::json(pub->sources) : nlohmann::json::array();
        j["first_difference"] =
            diff != kNoDifference ? nlohmann::json(diff) : nlohmann::json(nullptr);
        j["payload_checked"] = s.payload.done;
        j["payload_difference"] = s.payload.done && !s.payload.matches
                                      ? nlohmann::json(s.payload.difference)
                                      : nlohmann::json(nullptr);
        fmt::print("{}\n", json_line(j));
        return verified ? kExitOk : kExitFailed;
    }

    fmt::print("{} {}{}: {} of {} states reached ({})\n", s.puzzle, s.metric, gens_note(s.gens),
               s.reached, s.states, s.source);
    fmt::print("{:>5}  {:>12}  {:>12}\n", "depth", "table", "published");
    const size_t rows = std::max(s.counts.size(), pub != nullptr ? pub->counts.size() : 0);
    for (size_t d = 0; d < rows; ++d) {
        const std::string mine = d < s.counts.size() ? std::to_string(s.counts[d]) : "-";
        std::string theirs = "-";
        if (pub != nullptr && d < pub->counts.size()) theirs = std::to_string(pub->counts[d]);
        fmt::print("{:>5}  {:>12}  {:>12}{}\n", d, mine, theirs, diff == d ? "  <- differs" : "");
    }
    fmt::print("God's number {}, antipodes {}\n", max_depth, s.counts.back());
    // The file's own payload first: a table that is not what its moves give is wrong
    // whatever its counts say.
    if (s.payload.done && !s.payload.matches)
        fmt::print("MISMATCH in the payload: {}\n", s.payload.difference);
    else if (s.payload.done)
        fmt::print("payload: every entry equals a fresh search ({} states)\n", s.states);
    else if (!o.table.empty())
        fmt::print("payload: not compared with a search (--quick): only the file checks ran\n");
    if (pub == nullptr) {
        fmt::print("NOT VERIFIED: no published distribution for {} {} gens {}: counts not "
                   "checked{}\n",
                   s.puzzle, s.metric, s.gens,
                   s.puzzle.rfind("def:", 0) == 0 ? " (give them with --expect FILE)" : "");
        return kExitFailed;
    }
    // One verdict per case, each naming what the counts were compared with: a publication
    // (its sources), counts given with --expect, or a catalog entry that no publication
    // backs (only recomputations agree), which is not called published.
    const std::string kind = !o.expect.empty()      ? "expected"
                             : pub->sources.empty() ? "recomputed"
                                                    : "published";
    const std::string source =
        pub->sources.empty() ? "no publication; " + pub->status
                             : fmt::format("{}; {}", fmt::join(pub->sources, "; "), pub->status);
    if (diff != kNoDifference) {
        fmt::print("MISMATCH at depth {}: table {}, {} {} ({})\n", diff,
                   diff < s.counts.size() ? s.counts[diff] : 0, kind,
                   diff < pub->counts.size() ? pub->counts[diff] : 0, source);
        return kExitFailed;
    }
    if (!payload_ok) return kExitFailed;
    fmt::print("verified: every depth matches the {} distribution ({})\n", kind, source);
    return kExitOk;
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
    add_search_options(*cmd, o->search);
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    add_distribution_options(*cmd, o->distribution);
    set_examples(*cmd,
                 {"twobit verify --puzzle 2x2x2 --metric qtm", "twobit verify --gens RU --json"});
    cmd->callback([o, &exit_code] { exit_code = run_verify(*o); });
}

} // namespace twobit::cli
