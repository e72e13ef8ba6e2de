// What `twobit generate` does the same in one process and across MPI ranks
// (cmd_generate.cpp, generate_mpi.cpp): its options, the checkpoint plan they make, the
// table path and checks before the search, and the report after it.
#pragma once

#include <memory>
#include <string>

#include "host/engine/checkpoint.hpp"
#include "host/io/atomic_file.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/distribution_outputs.hpp"

namespace twobit::cli {

struct GenerateOptions {
    PuzzleOptions puzzle;
    std::string output;
    SearchCliOptions search;
    bool json = false;
    std::string checkpoint;
    std::string checkpoint_every = "10m";
    std::string resume;
    bool every_given = false;         // --checkpoint-every was on the command line
    DistributionOutputs distribution; // --plot, --histogram
    std::string start;                // --start FILE: a definition's start pattern
};

// --checkpoint (or --resume's file), the interval, and the tests' fault injection from the
// environment (TWOBIT_TEST_KILL_AFTER_DEPTH, TWOBIT_TEST_INTERRUPT_AFTER_DEPTH). Throws
// UsageError for a bad interval or variable.
CheckpointPlan checkpoint_plan(const GenerateOptions& o);

struct ChosenTable;

// The table generate builds: the one its options name, or, resuming without them, the one the
// checkpoint's header names. In one process a costly model's memory is checked before it is
// built (choose_table); under mpirun each rank's is checked later, for its slice.
ChosenTable generated_table(GenerateOptions& o, bool one_process = true);

// The table's path (-o, else the default) for the chosen table; "-" is refused.
OutputName generated_table_path(const GenerateOptions& o, const ChosenTable& chosen);

// Before the search: the table's and the checkpoint's locations can be written and hold the
// file, and they are different files. Returns the table's file, opened now where its folder
// exists (open_output_early: the table is written into it; destroyed unwritten, it leaves
// nothing), else null. Throws FileWriteError or UsageError.
std::unique_ptr<AtomicFile> check_generate_outputs(const OutputName& path,
                                                   const CheckpointPlan& plan,
                                                   const PuzzleModel& model);
// The checkpoint's part of it, for a table of file_bytes at `table` (symmetric tables too).
// Before anything is written: -o, --checkpoint and --plot are none of the files the command
// reads (--def), and a --checkpoint already there is a checkpoint (UsageError otherwise).
void refuse_generate_outputs_on_inputs(const GenerateOptions& o, const OutputName& table,
                                       const CheckpointPlan& plan);

void check_checkpoint_output(const CheckpointPlan& plan, const OutputName& table,
                             uint64_t file_bytes);

// The interrupt message for plan's checkpoint.
std::string interrupt_message(const CheckpointPlan& plan);

// After a resumed search (o.resume set): its positions per depth (a full table's counts, the
// positions a table of classes stands for) against the published distribution of the puzzle,
// where one is known. The checkpoint's levels are taken as they are (proving them would be
// the search again), so a damaged or forged one that passes the file checks would go on into
// a wrong table; a mismatch refuses it before anything is written. Throws std::runtime_error
// naming the first differing depth and the checkpoint.
void check_published_counts(const GenerateOptions& o, const ChosenTable& chosen,
                            const std::vector<uint64_t>& positions);

// After a resumed search, before its table is written: where the table's content is known in
// advance (a built-in table's record holds its digest), the file that header and payload make
// must be that table. The counts can match while entries were moved between depths; a
// resealed checkpoint would otherwise become a table every reader refuses. Throws
// std::runtime_error (no table written, the checkpoint kept).
void check_resumed_digest(const GenerateOptions& o, const ChosenTable& chosen,
                          const TableHeader& header, const uint8_t* payload);

// After a search's table is written: its checkpoints (--checkpoint's, and --resume's file
// where another) removed, the table holding all they held; a line on stderr says so unless
// quiet. A name that holds anything but a checkpoint by then is left alone.
void remove_finished_checkpoints(const GenerateOptions& o, const CheckpointPlan& plan);

// After a search an interrupt stopped: the JSON line (with --json) and the message on stderr,
// both with the command that goes on (resume_command.hpp). Returns kExitInterrupted.
int print_stopped(const GenerateOptions& o, const SearchResult& r, const std::string& checkpoint);

struct StartReport;

// After a complete search written to path: the distribution (text or one JSON line), and
// with --start the start pattern's.
void print_generated(const GenerateOptions& o, const PuzzleModel& model, const SearchResult& r,
                     const std::string& path, int checkpoints_written,
                     const StartReport* start = nullptr);
// The same for a table of classes: the entries per depth and the positions they stand for,
// against the published distribution of the puzzle it reduces where there is one. Returns the
// exit code: kExitFailed where they differ.
int print_generated_classes(const GenerateOptions& o, const ChosenTable& chosen,
                            const SearchResult& r, const std::vector<uint64_t>& positions,
                            const std::string& path);

} // namespace twobit::cli
