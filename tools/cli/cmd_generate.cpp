// `twobit generate`: build a complete table, write it, print the distribution. The output
// location is checked before the search (which can take hours), not after. With
// --checkpoint the search writes its partial table at the end of a level now and then, and
// an interrupt stops it there; --resume goes on from such a checkpoint (checkpoint.hpp).
// Under mpirun the search is distributed (generate_mpi.cpp); the steps both share are in
// generate_steps.cpp.
#include <CLI/CLI.hpp>
#include <cstring>
#include <fmt/format.h>
#include <memory>

#include "host/engine/save_table.hpp"
#include "host/io/fatal_signals.hpp"
#include "host/store/table_checks.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/generate_steps.hpp"
#include "tools/cli/mpi_cli.hpp"
#include "tools/cli/symmetric_table_cli.hpp"

namespace twobit::cli {

namespace {

// Fills table from the checkpoint at path, after every check a table file gets and the
// model's (puzzle, moves, fingerprint); returns its complete levels' counts.
std::vector<uint64_t> load_checkpoint(const ChosenPuzzle& chosen, const std::string& path,
                                      DistanceTable& table) {
    const TableFile file = TableFile::open_checkpoint(path, 0); // mapped: no second copy
    check_table_for(*chosen.record, chosen.model, file);
    table.fill(kUnreached);
    std::memcpy(table.bytes(), file.payload(), table.num_bytes());
    return file.header().counts;
}

int run_generate(GenerateOptions& o) {
    // Symmetry-reduced tables (the 3x3x3 solvers', or --symmetry's) are not catalog tables:
    // their own build (symmetric_table_cli.hpp), which refuses the options that do not apply
    // (MPI included).
    if (!o.resume.empty() && !o.puzzle.any_given()) {
        // A checkpoint of a table of classes names the table and its metric.
        const TableHeader h = read_table_header(o.resume);
        if (const SymmetricTableKind* t = symmetric_table_of_header(h); t != nullptr) {
            o.puzzle.puzzle = t->id;
            o.puzzle.metric = h.metric;
            return generate_symmetric_table(o, *t);
        }
    }
    if (const SymmetricTableKind* t = symmetric_subject(o.puzzle); t != nullptr)
        return generate_symmetric_table(o, *t);
    if (mpi_session() != nullptr) return run_generate_mpi(o, *mpi_session());
    // A checkpoint's own puzzle unless one is given.
    const ChosenPuzzle chosen = !o.resume.empty() && !o.puzzle.any_given()
                                    ? puzzle_from_table_header(o.puzzle, o.resume)
                                    : choose_puzzle(o.puzzle, o.search);
    const PuzzleModel& model = chosen.model;
    const OutputName path = generated_table_path(o, chosen);
    const CheckpointPlan plan = checkpoint_plan(o);
    check_distribution_outputs(o.distribution, o.json); // before the table's file is opened
    std::unique_ptr<AtomicFile> table_file = check_generate_outputs(path, plan, model);

    SearchCliOptions search = o.search;
    search.log_levels = !o.json;
    PlannedSearch prepared = prepare_search(model, search);
    BuiltTable built{DistanceTable(model.num_states()), {}};
    if (!o.resume.empty()) {
        prepared.options.resume_counts = load_checkpoint(chosen, o.resume, built.table);
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
        prepared.options.log);
    prepared.options.after_level = [&checkpointer](const SearchResult& r,
                                                   const std::function<void()>& to_host) {
        return checkpointer.after_level(r, to_host);
    };
    std::optional<InterruptDeferral> deferral;
    if (!plan.path.empty()) deferral.emplace(interrupt_message(plan));
    built.result = run_search(model, built.table, prepared.options, prepared.backend);
    deferral.reset();
    const SearchResult& r = built.result;
    if (!search.quiet)
        std::fprintf(stderr, "backend %s (%s)\n", r.backend.c_str(), r.device.c_str());
    if (r.stopped) return print_stopped(o, r, plan.path);
    check_resumed_counts(o, model, r);
    if (table_file != nullptr)
        save_table(*table_file, model, r, built.table);
    else
        save_table(path, model, r, built.table);
    print_generated(o, model, r, path.path(), checkpointer.checkpoints_written());
    write_distribution_outputs(
        o.distribution, fmt::format("{} {}{}", model.puzzle, model.metric, gens_note(model.gens)),
        r.counts);
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
                  "1/40 of 3x3x3-corners, 1/14.6 of kociemba-phase2; list says which have one)");
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
    set_examples(*cmd, {"twobit generate --puzzle skewb -o skewb.twobit",
                        "twobit generate --puzzle 3x3x3-corners --symmetry"});
    cmd->callback([o, every, &exit_code] {
        o->every_given = every->count() > 0;
        exit_code = run_generate(*o);
    });
}

} // namespace twobit::cli
