// The steps `twobit generate` shares between one process and MPI ranks; see
// generate_steps.hpp.
#include "tools/cli/generate_steps.hpp"

#include <cstdlib>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "host/io/atomic_file.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/program_name.hpp"
#include "host/store/table_paths.hpp"
#include "tables/published_distributions.hpp"
#include "tools/cli/resume_command.hpp"

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

OutputName generated_table_path(const GenerateOptions& o, const ChosenPuzzle& chosen) {
    if (o.output == "-") throw UsageError("-o -: a table is written to a file, not to stdout");
    return o.output.empty() ? default_table_path(*chosen.record, chosen.model)
                            : OutputName(o.output);
}

std::unique_ptr<AtomicFile> check_generate_outputs(const OutputName& path,
                                                   const CheckpointPlan& plan,
                                                   const PuzzleModel& model) {
    const uint64_t file_bytes = kTableHeaderBytes + table_payload_bytes(model.num_states());
    std::unique_ptr<AtomicFile> table = open_output_early(path, file_bytes);
    check_checkpoint_output(plan, path, file_bytes);
    return table;
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
    return "\ntwobit: interrupt: stopping at the end of this depth with a checkpoint in " +
           plan.path + " (interrupt again to stop now, without one)\n";
}

void check_resumed_counts(const GenerateOptions& o, const PuzzleModel& model,
                          const SearchResult& r) {
    if (o.resume.empty()) return;
    const PublishedDistribution* p =
        find_published_distribution(model.puzzle, model.metric, model.gens);
    if (p == nullptr || p->counts == r.counts) return;
    size_t d = 0;
    while (d < r.counts.size() && d < p->counts.size() && r.counts[d] == p->counts[d]) ++d;
    const auto at = [d](const std::vector<uint64_t>& counts) {
        return d < counts.size() ? std::to_string(counts[d]) : std::string("none");
    };
    throw std::runtime_error(fmt::format(
        "the search resumed from {} ends with {} states at depth {}, the published {} {}{} "
        "distribution has {} ({}): the checkpoint was damaged or forged; no table was written; "
        "start again without --resume",
        o.resume, at(r.counts), d, model.puzzle, model.metric, gens_note(model.gens), at(p->counts),
        p->sources.empty() ? p->status : fmt::format("{}", fmt::join(p->sources, "; "))));
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
                 r.max_depth(), static_cast<unsigned long long>(r.reached), checkpoint.c_str(),
                 resume_command(o, checkpoint).c_str());
    return kExitInterrupted;
}

void print_generated(const GenerateOptions& o, const PuzzleModel& model, const SearchResult& r,
                     const std::string& path, int checkpoints_written) {
    const uint64_t states = model.num_states();
    // States this run found (a resumed run's levels are its own): the rate of this run.
    uint64_t found_here = 0;
    for (const LevelStats& level : r.levels) found_here += level.new_states;
    const double rate = r.seconds > 0 ? static_cast<double>(found_here) / r.seconds : 0.0;
    if (o.json) {
        const nlohmann::json j = {{"puzzle", model.puzzle},
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
    fmt::print("wrote {} ({} payload bytes + {}-byte header)\n", path, table_payload_bytes(states),
               kTableHeaderBytes);
}

} // namespace twobit::cli
