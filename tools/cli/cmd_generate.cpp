// `twobit generate`: build a complete table, write it, print the distribution. The output
// location is checked before the search (which can take hours), not after. With
// --checkpoint the search writes its partial table at the end of a level now and then, and
// an interrupt stops it there; --resume goes on from such a checkpoint (checkpoint.hpp).
// Under mpirun the search is distributed (generate_mpi.cpp); the steps both share are in
// generate_steps.cpp. A table of classes (its record says so) has its own search, on the CPU
// in one process, with the same outputs, checkpoints and report.
#include <CLI/CLI.hpp>
#include <chrono>
#include <fmt/format.h>
#include <memory>
#include <numeric>
#include <optional>
#include <unistd.h>

#include "host/engine/save_table.hpp"
#include "host/io/fatal_signals.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/table_checks.hpp"
#include "tools/cli/chosen_table.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/generate_steps.hpp"
#include "tools/cli/mpi_cli.hpp"
#include "tools/cli/start_report.hpp"

namespace twobit::cli {

namespace {

// Fills table from the checkpoint at path, after every check a table file gets and the
// model's (puzzle, moves, fingerprint); returns its complete levels' counts.
std::vector<uint64_t> load_checkpoint(const ChosenPuzzle& chosen, const std::string& path,
                                      DistanceTable& table) {
    // Mapped and copied page by page: the process holds one table, not two.
    const TableFile file = TableFile::open_checkpoint(path, 0, false);
    check_table_for(chosen.model, file, chosen.record->definition_file,
                    generate_command(*chosen.record, chosen.model));
    file.copy_payload_to(table.bytes(), table.num_bytes());
    return file.header().counts;
}

// A table of classes (host/engine/class_search.hpp): its own search on the CPU, with the same
// outputs, checkpoints and report as a full table's.
int generate_classes(const GenerateOptions& o, const ChosenTable& chosen) {
    refuse_class_table_options(o.puzzle, o.search, chosen);
    const TableRecord& t = *chosen.table;
    const OutputName path = generated_table_path(o, chosen);
    const CheckpointPlan plan = checkpoint_plan(o);
    // Its values are made from two levels at the end (class_table_build.hpp): no level alone
    // holds them.
    if (t.bound_base >= 0 && (!plan.path.empty() || !o.resume.empty()))
        throw UsageError(fmt::format("{} is a table of bounds, built in one go: --checkpoint "
                                     "and --resume do not apply (it takes minutes)",
                                     t.id));
    // Before the table's file is opened.
    refuse_generate_outputs_on_inputs(o, path, plan);
    check_distribution_outputs(o.distribution, o.json, {path.path(), plan.path, o.resume});
    const uint64_t file_bytes = kTableHeaderBytes + t.class_payload_bytes();
    std::unique_ptr<AtomicFile> file = open_output_early(path, file_bytes);
    check_checkpoint_output(plan, path, file_bytes);
    ClassBuildSteps steps;
    if (!o.resume.empty()) {
        // Mapped, its payload checked as build_class_table copies it.
        steps.resume.emplace(TableFile::open_checkpoint(o.resume, 0, false));
        const TableHeader& h = steps.resume->header();
        if (h.puzzle != t.id || h.metric != chosen.metric || h.states != t.class_entries())
            throw TableFileError(fmt::format("{}: a checkpoint of {} {} ({} entries), not of {}",
                                             o.resume, h.puzzle, h.metric, h.states,
                                             chosen.title()));
        if (!o.search.quiet)
            std::fprintf(stderr, "resuming from %s: depths 0 to %d complete\n",
                         printable(o.resume).c_str(), h.max_depth());
    }
    if (o.search.quiet) set_progress_quiet(true);
    const std::unique_ptr<ClassSpace> space = make_class_space(t, chosen.metric);
    const BuiltClassTable* building = nullptr; // the table so far, while after_level runs
    Checkpointer saver(
        plan,
        [&](const std::string& to, const SearchResult&) {
            TableHeader h = class_table_header(t, chosen.metric, *space, building->counts);
            h.checkpoint = true;
            write_table_file(to, h, building->bytes());
        },
        o.search.quiet ? nullptr : stderr);
    steps.after_level = [&](const BuiltClassTable& so_far) {
        building = &so_far;
        SearchResult r;
        r.counts = so_far.counts.entries;
        return saver.after_level(r, [] {});
    };
    std::optional<InterruptDeferral> deferral;
    if (!plan.path.empty()) deferral.emplace(interrupt_message(plan));
    const auto start = std::chrono::steady_clock::now();
    const BuiltClassTable b = build_class_table(t, *space, o.search.threads, std::move(steps));
    deferral.reset();
    SearchResult r;
    r.counts = b.counts.entries;
    r.reached = std::accumulate(r.counts.begin(), r.counts.end(), uint64_t{0});
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (saver.interrupted()) return print_stopped(o, r, plan.path);
    // Its positions against the published distribution of the puzzle it reduces, before
    // anything is written: a damaged or forged checkpoint must not become a table.
    check_published_counts(o, chosen, b.counts.positions);
    const TableHeader h = class_table_header(t, chosen.metric, *space, b.counts);
    check_resumed_digest(o, chosen, h, b.bytes());
    if (file != nullptr)
        write_table_file(*file, h, b.bytes(), Durability::Synced);
    else
        write_table_file(path, h, b.bytes());
    remove_finished_checkpoints(o, plan);
    const int code = print_generated_classes(o, chosen, r, b.counts.positions, path.path());
    write_distribution_outputs(o.distribution, chosen.title() + " (entries per depth)", r.counts);
    return code;
}

int run_generate(GenerateOptions& o) {
    if (mpi_session() != nullptr && !o.start.empty())
        throw UsageError("--start is not taken under mpirun: the table's file, once written, "
                         "gives the same report with 'generate --def GOAL --start FILE' run "
                         "alone, or with verify");
    if (mpi_session() != nullptr) return run_generate_mpi(o, *mpi_session());
    const ChosenTable chosen = generated_table(o);
    if (chosen.classes() && !o.start.empty())
        throw UsageError("--start reads a definition's whole table, not one of classes");
    if (chosen.classes()) return generate_classes(o, chosen);
    // Read and checked before the search: a bad start file costs nothing.
    const std::shared_ptr<const StartPattern> start =
        o.start.empty() ? nullptr : read_start_pattern(chosen.puzzle, o.start);
    const PuzzleModel& model = chosen.puzzle.model;
    const OutputName path = generated_table_path(o, chosen);
    const CheckpointPlan plan = checkpoint_plan(o);
    // Before the table's file is opened.
    refuse_generate_outputs_on_inputs(o, path, plan);
    check_distribution_outputs(o.distribution, o.json, {path.path(), plan.path, o.resume});
    std::unique_ptr<AtomicFile> table_file = check_generate_outputs(path, plan, model);

    SearchCliOptions search = o.search;
    search.log_levels = !o.json;
    PlannedSearch prepared = prepare_search(model, search);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    if (!o.resume.empty()) {
        prepared.options.resume_counts = load_checkpoint(chosen.puzzle, o.resume, built.table);
        if (!search.quiet)
            std::fprintf(stderr, "resuming from %s: depths 0 to %d complete\n",
                         printable(o.resume).c_str(),
                         static_cast<int>(prepared.options.resume_counts.size()) - 1);
    }
    Checkpointer checkpointer(
        plan,
        [&model, &built](const std::string& to, const SearchResult& so_far) {
            TableHeader h = table_header_for(model, so_far, built.table);
            h.checkpoint = true;
            write_table_file(to, h, built.table.bytes());
        },
        prepared.options.log);
    prepared.options.after_level = [&checkpointer](const SearchResult& r,
                                                   const std::function<void()>& to_host) {
        return checkpointer.after_level(r, to_host);
    };
    std::optional<InterruptDeferral> deferral;
    if (!plan.path.empty()) deferral.emplace(interrupt_message(plan));
    try {
        built.result = run_search(model, built.table, prepared.options, prepared.backend);
    } catch (const DepthLimitError&) {
        // A space deeper than a table holds: a checkpoint of it could only fail again, so the
        // one this run wrote goes too ("writing nothing").
        if (checkpointer.checkpoints_written() > 0 && plan.path != o.resume &&
            is_checkpoint_file(plan.path))
            ::unlink(plan.path.c_str());
        throw;
    }
    deferral.reset();
    const SearchResult& r = built.result;
    if (!search.quiet)
        std::fprintf(stderr, "backend %s (%s)\n", r.backend.c_str(), r.device.c_str());
    if (r.stopped) return print_stopped(o, r, plan.path);
    check_published_counts(o, chosen, r.counts);
    check_resumed_digest(o, chosen, table_header_for(model, r, built.table), built.table.bytes());
    if (table_file != nullptr)
        save_table(*table_file, model, r, built.table);
    else
        save_table(path, model, r, built.table);
    remove_finished_checkpoints(o, plan);
    std::optional<StartReport> report;
    if (start != nullptr)
        report = start_report(chosen.puzzle, *start, o.start,
                              TableBytes{built.table.bytes(), model.num_states(), r.max_depth()});
    print_generated(o, model, r, path.path(), checkpointer.checkpoints_written(),
                    report ? &*report : nullptr);
    write_distribution_outputs(o.distribution, chosen.title(), r.counts);
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
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_flag("--symmetry", o->puzzle.symmetry,
                  "Build the puzzle's table of symmetry classes instead (one entry per class: "
                  "1/40 of 3x3x3-corners, 1/14.6 of kociemba-phase2; list says which have one; "
                  "with --def, under the file's rotations)");
    add_search_options(*cmd, o->search);
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    add_distribution_options(*cmd, o->distribution);
    cmd->add_option("--checkpoint", o->checkpoint,
                    "Write the partial table to this file at the end of a level when "
                    "--checkpoint-every has passed, and at the end of the level an interrupt "
                    "(Ctrl-C or SIGTERM; under mpirun SIGUSR1) arrives in, then stop (exit 130) "
                    "printing the command that goes on")
        ->type_name(kFileType)
        ->check(non_empty());
    CLI::Option* every = cmd->add_option("--checkpoint-every", o->checkpoint_every,
                                         "Interval between checkpoints: 10m (default), 90s, 2h, "
                                         "1h30m; 0 = every level")
                             ->type_name(kDurationType)
                             ->check(non_empty());
    cmd->add_option("--resume", o->resume,
                    "Go on from this checkpoint (and keep checkpointing to it unless "
                    "--checkpoint names another file); the puzzle comes from its header unless "
                    "given; the table is byte-identical to an uninterrupted search's")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_option("--start", o->start,
                    "With --def GOAL: also the distribution over the goal's positions where "
                    "this definition's solved state holds (the 2x2x3 block from a solved 2x2x2 "
                    "block), its God's number and antipodes")
        ->type_name(kFileType)
        ->check(non_empty());
    set_examples(*cmd, {"twobit generate --puzzle skewb -o skewb.twobit",
                        "twobit generate --puzzle 3x3x3-corners --symmetry"});
    cmd->callback([o, every, &exit_code] {
        o->every_given = every->count() > 0;
        exit_code = run_generate(*o);
    });
}

} // namespace twobit::cli
