// The steps `twobit generate` shares between one process and MPI ranks; see
// generate_steps.hpp.
#include "tools/cli/generate_steps.hpp"

#include <cstdlib>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <numeric>
#include <unistd.h>

#include "host/io/atomic_file.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/program_name.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/table_paths.hpp"
#include "tables/published_distributions.hpp"
#include "tools/cli/chosen_table.hpp"
#include "tools/cli/resume_command.hpp"
#include "tools/cli/start_report.hpp"

namespace twobit::cli {

namespace {

// A test's fault injection: the depth in the environment variable, or -1.
int depth_from_environment(const char* name) {
    const char* text = std::getenv(name);
    if (text == nullptr || *text == '\0') return -1;
    char* end = nullptr;
    const long depth = std::strtol(text, &end, 10);
    if (*end != '\0' || depth < 0 || depth > 63)
        throw UsageError(fmt::format("{}='{}' is not a depth from 0 to 63", name, excerpt(text)));
    return static_cast<int>(depth);
}

} // namespace

CheckpointPlan checkpoint_plan(const GenerateOptions& o) {
    CheckpointPlan plan;
    plan.path = !o.checkpoint.empty() ? o.checkpoint : o.resume;
    if (plan.path.empty() && o.every_given)
        throw UsageError("--checkpoint-every needs --checkpoint FILE (or --resume FILE)");
    try {
        plan.every = parse_interval(o.checkpoint_every);
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--checkpoint-every: ") + e.what());
    }
    plan.kill_after_depth = depth_from_environment("TWOBIT_TEST_KILL_AFTER_DEPTH");
    plan.interrupt_after_depth = depth_from_environment("TWOBIT_TEST_INTERRUPT_AFTER_DEPTH");
    return plan;
}

ChosenTable generated_table(GenerateOptions& o, bool one_process) {
    return !o.resume.empty() && !o.puzzle.any_given()
               ? table_from_header(o.puzzle, read_table_header(o.resume), o.resume)
               : choose_table(o.puzzle, one_process ? &o.search : nullptr);
}

OutputName generated_table_path(const GenerateOptions& o, const ChosenTable& chosen) {
    if (o.output == "-") throw UsageError("-o -: a table is written to a file, not to stdout");
    if (!o.output.empty()) return OutputName(o.output);
    return chosen.classes() ? default_table_path(*chosen.table, chosen.metric)
                            : default_table_path(*chosen.puzzle.record, chosen.puzzle.model);
}

std::unique_ptr<AtomicFile> check_generate_outputs(const OutputName& path,
                                                   const CheckpointPlan& plan,
                                                   const PuzzleModel& model) {
    const uint64_t file_bytes = kTableHeaderBytes + table_payload_bytes(model.num_states());
    std::unique_ptr<AtomicFile> table = open_output_early(path, file_bytes);
    check_checkpoint_output(plan, path, file_bytes);
    return table;
}

void refuse_generate_outputs_on_inputs(const GenerateOptions& o, const OutputName& table,
                                       const CheckpointPlan& plan) {
    const std::vector<std::pair<std::string, std::string>> inputs = {
        {"definition file", o.puzzle.definition_file()}, {"--start file", o.start}};
    refuse_output_on_inputs("-o", table.path(), inputs);
    if (is_checkpoint_file(table.path()) &&
        (o.resume.empty() || !same_output_file(table, OutputName(o.resume))))
        throw UsageError("-o " + printable(table.path()) +
                         " holds a checkpoint of an unfinished search: resume it with --resume " +
                         printable(table.path()) + " -o ANOTHER_NAME, or give -o another name");
    refuse_output_on_inputs("--checkpoint", plan.path, inputs);
    refuse_output_on_inputs("--plot", o.distribution.plot, inputs);
    // A --checkpoint that is there already is never written over (--resume's own file is the
    // one exception, checked as the checkpoint it must be when it is read): a file of the
    // user's, or another search's checkpoint, which this search would replace and, finished,
    // remove.
    const bool resumed_file =
        !o.resume.empty() && same_output_file(OutputName(plan.path), OutputName(o.resume));
    if (plan.path.empty() || resumed_file || existing_file_bytes(plan.path) == 0) return;
    if (is_checkpoint_file(plan.path))
        throw UsageError("--checkpoint " + printable(plan.path) +
                         " holds a checkpoint already: resume it with --resume " +
                         printable(plan.path) + ", or give a new name");
    throw UsageError("--checkpoint " + printable(plan.path) +
                     " is a file that is not a checkpoint: a checkpoint would replace it; give a "
                     "new name");
}

void check_checkpoint_output(const CheckpointPlan& plan, const OutputName& table,
                             uint64_t file_bytes) {
    if (plan.path.empty()) return;
    if (same_output_file(plan.path, table))
        throw UsageError("the checkpoint " + plan.path + " and the table " + table.path() +
                         " are the same file: give them different names");
    // A checkpoint is rewritten beside the previous one, renamed over it once complete: two
    // copies at once, one of them already there when resuming from the same file.
    const uint64_t kept = existing_file_bytes(plan.path);
    check_output_path(plan.path, 2 * file_bytes - std::min(kept, file_bytes));
}

std::string interrupt_message(const CheckpointPlan& plan) {
    return "\ntwobit: interrupt: stopping at the end of the depth being searched (the one after "
           "the last printed) with a checkpoint in " +
           printable(plan.path) + " (interrupt again to stop now, without one)\n";
}

void check_published_counts(const GenerateOptions& o, const ChosenTable& chosen,
                            const std::vector<uint64_t>& positions) {
    if (o.resume.empty()) return;
    const PublishedDistribution* p = published_for(chosen);
    if (p == nullptr || p->counts == positions) return;
    size_t d = 0;
    while (d < positions.size() && d < p->counts.size() && positions[d] == p->counts[d]) ++d;
    const auto at = [d](const std::vector<uint64_t>& counts) {
        return d < counts.size() ? std::to_string(counts[d]) : std::string("none");
    };
    throw std::runtime_error(fmt::format(
        "the search resumed from {} ends with {} positions at depth {}, the published {} "
        "distribution has {} ({}): the checkpoint was damaged or forged; no table was written; "
        "start again without --resume",
        o.resume, at(positions), d, chosen.title(), at(p->counts),
        p->sources.empty() ? p->status : fmt::format("{}", fmt::join(p->sources, "; "))));
}

void check_resumed_digest(const GenerateOptions& o, const ChosenTable& chosen,
                          const TableHeader& header, const uint8_t* payload) {
    if (o.resume.empty()) return;
    const std::string known =
        chosen.classes() ? chosen.table->digest(chosen.metric)
                         : index_table_spec(*chosen.puzzle.record, chosen.puzzle.model, "").digest;
    if (known.empty() || table_file_sha256(header, payload) == known) return;
    throw std::runtime_error(fmt::format(
        "the search resumed from {} does not end in the {} table (its SHA-256 differs from the "
        "table's {}): the checkpoint was damaged or forged; no table was written; start again "
        "without --resume",
        printable(o.resume), chosen.title(), known));
}

void remove_finished_checkpoints(const GenerateOptions& o, const CheckpointPlan& plan) {
    for (const std::string& file : {o.resume, plan.path}) {
        if (file.empty()) continue;
        // Only a checkpoint: a name that holds anything else now is left alone.
        try {
            if (!read_table_header(file).checkpoint) continue;
        } catch (const std::exception&) {
            continue;
        }
        if (::unlink(file.c_str()) == 0 && !o.search.quiet)
            std::fprintf(stderr, "removed the checkpoint %s: the table holds all it held\n",
                         printable(file).c_str());
    }
}

int print_stopped(const GenerateOptions& o, const SearchResult& r, const std::string& checkpoint) {
    if (o.json) {
        const nlohmann::json j = {
            {"stopped", true},          {"depth", r.max_depth()},
            {"reached", r.reached},     {"counts", r.counts},
            {"checkpoint", checkpoint}, {"resume_command", resume_command(o, checkpoint)}};
        fmt::print("{}\n", json_line(j));
    }
    std::fprintf(stderr,
                 "twobit: stopped after depth %d (%llu states reached); checkpoint %s; go on "
                 "with: %s\n",
                 r.max_depth(), static_cast<unsigned long long>(r.reached),
                 printable(checkpoint).c_str(), printable(resume_command(o, checkpoint)).c_str());
    return kExitInterrupted;
}

void print_generated(const GenerateOptions& o, const PuzzleModel& model, const SearchResult& r,
                     const std::string& path, int checkpoints_written, const StartReport* start) {
    const uint64_t states = model.num_states();
    // States this run found (a resumed run's levels are its own): the rate of this run.
    uint64_t found_here = 0;
    for (const LevelStats& level : r.levels) found_here += level.new_states;
    const double rate = r.seconds > 0 ? static_cast<double>(found_here) / r.seconds : 0.0;
    if (o.json) {
        nlohmann::json j = {{"puzzle", model.puzzle},
                            {"metric", model.metric},
                            {"gens", model.gens},
                            {"moves", model.move_list()},
                            {"states", states},
                            {"reached", r.reached},
                            {"unreached", states - r.reached},
                            {"counts", r.counts},
                            {"max_depth", r.max_depth()},
                            {"antipodes", r.counts.back()},
                            {"seconds", r.seconds},
                            {"states_per_second", rate},
                            {"backend", r.backend},
                            {"device", r.device},
                            {"device_seconds", r.device_seconds},
                            {"threads", r.threads},
                            {"file", path},
                            {"resumed", !o.resume.empty()},
                            {"checkpoints_written", checkpoints_written},
                            {"payload_bytes", table_payload_bytes(states)}};
        if (start != nullptr) j["start"] = start_report_json(*start);
        fmt::print("{}\n", json_line(j));
        return;
    }
    fmt::print("{} {}{}: {} states, {} reached", model.puzzle, model.metric, gens_note(model.gens),
               states, r.reached);
    if (r.reached < states) fmt::print(", {} never reached with these moves", states - r.reached);
    fmt::print("\n{:>5}  {:>12}\n", "depth", "states");
    for (size_t d = 0; d < r.counts.size(); ++d) fmt::print("{:>5}  {:>12}\n", d, r.counts[d]);
    fmt::print("God's number (max depth) {}, antipodes {}\n", r.max_depth(), r.counts.back());
    fmt::print("{:.3f} s{}, {:.1f} M states/s, backend {} ({})\n", r.seconds,
               o.resume.empty() ? "" : " since the resume", rate / 1e6, r.backend, r.device);
    fmt::print("wrote {} ({} payload bytes + {}-byte header)\n", printable(path),
               table_payload_bytes(states), kTableHeaderBytes);
    if (start != nullptr) print_start_report(*start);
}

int print_generated_classes(const GenerateOptions& o, const ChosenTable& chosen,
                            const SearchResult& r, const std::vector<uint64_t>& positions,
                            const std::string& path) {
    const TableRecord& t = *chosen.table;
    const PublishedDistribution* pub = published_for(chosen);
    const uint64_t stand_for = std::accumulate(positions.begin(), positions.end(), uint64_t{0});
    if (o.json) {
        nlohmann::json j = {{"puzzle", t.id},
                            {"metric", chosen.metric},
                            {"symmetry", t.symmetry},
                            {"group_order", t.group_order},
                            {"classes", t.classes},
                            {"entries", t.class_entries()},
                            {"reached", r.reached},
                            {"counts", r.counts},
                            {"position_counts", positions},
                            {"max_depth", r.max_depth()},
                            {"seconds", r.seconds},
                            {"file", path},
                            {"payload_bytes", t.class_payload_bytes()},
                            {"resumed", !o.resume.empty()}};
        if (!t.puzzle.empty()) j["reduces"] = t.puzzle;
        if (pub != nullptr) j["positions_match_published"] = pub->counts == positions;
        fmt::print("{}\n", json_line(j));
        return pub != nullptr && pub->counts != positions ? kExitFailed : kExitOk;
    }
    fmt::print("{}: {} classes x {} columns ({} entries with the padding), {}\n", chosen.title(),
               t.classes, t.columns, t.class_entries(), t.symmetry);
    // Entries are what the file holds (one per class and column); positions are the
    // unreduced states they stand for, each entry counted as its class's size.
    fmt::print("{:>5}  {:>12}  {:>14}\n", "depth", "entries", "positions");
    for (size_t d = 0; d < r.counts.size(); ++d)
        fmt::print("{:>5}  {:>12}  {:>14}\n", d, r.counts[d], positions[d]);
    fmt::print("max depth {}, {} entries reached, standing for {} positions{}\n", r.max_depth(),
               r.reached, stand_for,
               pub == nullptr             ? ""
               : pub->counts == positions ? " (equal to the published distribution)"
                                          : " (DIFFERENT from the published distribution)");
    fmt::print("{:.3f} s{}\n", r.seconds, o.resume.empty() ? "" : " since the resume");
    fmt::print("wrote {} ({} payload bytes + {}-byte header), for {}\n", printable(path),
               t.class_payload_bytes(), kTableHeaderBytes, t.used_by);
    return pub != nullptr && pub->counts != positions ? kExitFailed : kExitOk;
}

} // namespace twobit::cli
