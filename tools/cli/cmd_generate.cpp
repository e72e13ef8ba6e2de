// `twobit generate`: build a complete table, write it, print the distribution. The output
// location is checked before the search (which can take hours), not after. With
// --checkpoint the search writes its partial table at the end of a level now and then, and
// an interrupt stops it there; --resume goes on from such a checkpoint (checkpoint.hpp).
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "host/engine/checkpoint.hpp"
#include "host/engine/save_table.hpp"
#include "host/io/atomic_file.hpp"
#include "host/io/fatal_signals.hpp"
#include "host/io/input_lines.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

struct GenerateOptions {
    PuzzleOptions puzzle;
    std::string output;
    SearchCliOptions search;
    bool json = false;
    std::string checkpoint;
    std::string checkpoint_every = "10m";
    std::string resume;
    CLI::Option* every_option = nullptr;
};

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

CheckpointPlan checkpoint_plan(const GenerateOptions& o) {
    CheckpointPlan plan;
    plan.path = !o.checkpoint.empty() ? o.checkpoint : o.resume;
    if (plan.path.empty() && o.every_option->count() > 0)
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

// Fills table from the checkpoint at path, after every check a table file gets and the
// model's (puzzle, moves, fingerprint); returns its complete levels' counts.
std::vector<uint64_t> load_checkpoint(const PuzzleModel& model, const std::string& path,
                                      DistanceTable& table) {
    const TableFile file = TableFile::open_checkpoint(path, 0); // mapped: no second copy
    check_table_for(model, file);
    table.fill(kUnreached);
    std::memcpy(table.bytes(), file.payload(), table.num_bytes());
    return file.header().counts;
}

int print_stopped(const GenerateOptions& o, const SearchResult& r, const std::string& checkpoint) {
    if (o.json) {
        const nlohmann::json j = {{"stopped", true},
                                  {"depth", r.max_depth()},
                                  {"reached", r.reached},
                                  {"counts", r.counts},
                                  {"checkpoint", checkpoint}};
        fmt::print("{}\n", json_line(j));
    }
    std::fprintf(stderr,
                 "twobit: stopped after depth %d (%llu states reached); checkpoint %s; go on "
                 "with: twobit generate --resume %s\n",
                 r.max_depth(), static_cast<unsigned long long>(r.reached), checkpoint.c_str(),
                 checkpoint.c_str());
    return kExitInterrupted;
}

int run_generate(GenerateOptions& o) {
    if (!o.resume.empty() && !o.puzzle.any_given()) puzzle_from_table_header(o.puzzle, o.resume);
    const PuzzleModel model = build_model_for_search(o.puzzle, resolve_threads(o.search.threads));
    if (o.output == "-") throw UsageError("-o -: a table is written to a file, not to stdout");
    const std::string path = o.output.empty() ? default_table_path(model) : o.output;
    const uint64_t file_bytes = kTableHeaderBytes + table_payload_bytes(model.num_states());
    check_output_path(path, file_bytes);
    const CheckpointPlan plan = checkpoint_plan(o);
    if (!plan.path.empty()) {
        if (resolve_output_path(plan.path) == resolve_output_path(path))
            throw UsageError("the checkpoint " + plan.path +
                             " and the table must be different files");
        check_output_path(plan.path, file_bytes);
    }

    SearchCliOptions search = o.search;
    search.log_levels = !o.json;
    PreparedSearch prepared = prepare_search(model, search);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    std::FILE* log = prepared.options.log;
    if (!o.resume.empty()) {
        prepared.options.resume_counts = load_checkpoint(model, o.resume, built.table);
        if (!search.quiet)
            std::fprintf(stderr, "resuming from %s: depths 0 to %d complete\n", o.resume.c_str(),
                         static_cast<int>(prepared.options.resume_counts.size()) - 1);
    }
    Checkpointer checkpointer(
        plan,
        [&model, &built](const std::string& to, const SearchResult& so_far) {
            TableHeader h = table_header_for(model, so_far, built.table);
            h.checkpoint = true;
            write_table_file(to, h, built.table.bytes());
        },
        log);
    prepared.options.after_level = [&checkpointer](const SearchResult& r,
                                                   const std::function<void()>& to_host) {
        return checkpointer.after_level(r, to_host);
    };
    std::optional<InterruptDeferral> deferral;
    if (!plan.path.empty())
        deferral.emplace("\ntwobit: interrupt: stopping at the end of this depth with a "
                         "checkpoint in " +
                         plan.path + " (interrupt again to stop now, without one)\n");
    built.result = run_search(model, built.table, prepared.options, prepared.backend);
    deferral.reset();
    const SearchResult& r = built.result;
    if (!search.quiet)
        std::fprintf(stderr, "backend %s (%s)\n", r.backend.c_str(), r.device.c_str());
    if (r.stopped) return print_stopped(o, r, plan.path);
    save_table(path, model, r, built.table);

    const uint64_t states = model.num_states();
    const double rate = r.seconds > 0 ? static_cast<double>(r.reached) / r.seconds : 0.0;
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
                                  {"checkpoints_written", checkpointer.checkpoints_written()},
                                  {"payload_bytes", built.table.num_bytes()}};
        fmt::print("{}\n", json_line(j));
        return kExitOk;
    }
    fmt::print("{} {}{}: {} states, {} reached", model.puzzle, model.metric, gens_note(model.gens),
               states, r.reached);
    if (r.reached < states) fmt::print(", {} never reached with these moves", states - r.reached);
    fmt::print("\n{:>5}  {:>12}\n", "depth", "states");
    for (size_t d = 0; d < r.counts.size(); ++d) fmt::print("{:>5}  {:>12}\n", d, r.counts[d]);
    fmt::print("God's number (max depth) {}, antipodes {}\n", r.max_depth(), r.counts.back());
    fmt::print("{:.3f} s{}, {:.1f} M states/s, backend {} ({})\n", r.seconds,
               o.resume.empty() ? "" : " since the resume", rate / 1e6, r.backend, r.device);
    fmt::print("wrote {} ({} payload bytes + {}-byte header)\n", path, built.table.num_bytes(),
               kTableHeaderBytes);
    return kExitOk;
}

} // namespace

void add_generate_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<GenerateOptions>();
    CLI::App* cmd = app.add_subcommand("generate", "Build a complete distance table and save it");
    add_puzzle_options(*cmd, o->puzzle);
    cmd->add_option("-o,--output,--table", o->output,
                    "Table file (default: $TWOBIT_TABLES, $XDG_DATA_HOME/twobit or "
                    "~/.local/share/twobit); an existing file is replaced, anything else there "
                    "is refused; a symbolic link to a file is written through")
        ->check(non_empty());
    add_search_options(*cmd, o->search);
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    cmd->add_option("--checkpoint", o->checkpoint,
                    "Write the partial table to this file at the end of a level when "
                    "--checkpoint-every has passed, and at the end of the level an interrupt "
                    "(Ctrl-C) arrives in, then stop (exit 130)")
        ->check(non_empty());
    o->every_option = cmd->add_option("--checkpoint-every", o->checkpoint_every,
                    "Interval between checkpoints: 10m (default), 90s, 2h, 1h30m; 0 = every level")
        ->check(non_empty());
    cmd->add_option("--resume", o->resume,
                    "Go on from this checkpoint (and keep checkpointing to it unless "
                    "--checkpoint names another file); the puzzle comes from its header unless "
                    "given; the table is byte-identical to an uninterrupted search's")
        ->check(non_empty());
    cmd->callback([o, &exit_code] { exit_code = run_generate(*o); });
}

} // namespace twobit::cli
