#!/usr/bin/env bash
# Runs the tests but the whole-table ones (ctest label `slow`) under AddressSanitizer and
# UndefinedBehaviorSanitizer: the unit tests in the sanitizer build (tools/scripts/asan-build.sh,
# build-asan/), then the command's tests (label cli) of the Release build against the sanitizer
# build's `twobit` (the same program): the parsers, the file readers and writers, and the
# command line under hostile input. Any sanitizer report fails the run. CI runs it; locally:
# tools/scripts/sanitize.sh [extra ctest arguments] (after tools/scripts/setup.sh, which it
# runs). Durations: bench/RESULTS.md (CI's parts).
set -euo pipefail
cd "$(dirname "$0")/../.."
tools/scripts/asan-build.sh
# The command's tests are the Release build's (compiled once), run against this build's
# program (TWOBIT_TEST_BINARY): what the sanitizers watch is the program, not the harness.
tools/scripts/setup.sh
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=0:detect_leaks=1:allow_user_segv_handler=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
cd build-asan
# Left to the Release run: the viewer's test (what it adds to the CLI tests is the browser),
# the MPI tests (mpirun and the ranks' collective I/O, which parse nothing), and the searches
# of the engine's own tables below, which read no input and take seconds in Release but
# minutes under the sanitizers; the engine's code still runs here under every CLI test.
engine_searches='^(FlipSliceClasses|SymmetricPruningTable|ThistlethwaiteTables)\.'
engine_searches+='|^ThistlethwaiteSolver\.RandomCubes|^ThistlethwaiteModels\.G3Predicate'
engine_searches+='|^SkewbModel\.IndexRoundTrip|^Resume\.EveryStopDepthGivesTheUninterruptedTable'
# (a definition's classes against its whole search: the definitions' classes are built and
# searched under the sanitizers by DefinitionClasses.PositionsPerDepthAreTheExplicitSearchs)
engine_searches+='|^DefinitionClasses\.PositionsAndEntriesAreTheUnreducedSearchs'
# and the CLI tests whose minutes go to searches the other CLI tests already run under the
# sanitizers (every byte of a class table rebuilt; the phase-1 class table, 35 MB, built for
# its listing, its refused options, its report, where generate's path for tables of classes
# runs here on the 2x2x2's and the corners' (OutputRulesAreGeneratesOwn, CliSymmetryOption's
# checkpoints); one resume per thread count and strategy; kills at random moments, each
# followed by a resume; every example of the help, each a command other tests run).
engine_searches+='|^CliSymmetricTables\.(VerifyRebuildsAndComparesEveryByte|GeneratedFileIsTheOneSolveBuilds'
engine_searches+='|TablesListsItByNameAndSize|OptionsThatDoNotApplyAreRefused|GenerateWritesWhatInfoDescribes)'
engine_searches+='|^CliCheckpoint\.(ResumingWithOtherThreadsAndStrategiesGivesTheSameBytes|AKillAtAnyMomentLeavesACheckpointThatResumes)'
engine_searches+='|^CliConventions\.HelpExamplesRun'
# (the corners' classes searched in both metrics, where the other symmetry tests read and
# write the same kind of file; bench's searches of every table under 10^8 states, where the
# other bench tests read its options and print its rows)
engine_searches+='|^CliSymmetryOption\.CornersTableStandsForThePublishedDistribution'
engine_searches+='|^CliBench\.AllTakesTheTablesUnderAHundredMillionStates'
ctest --output-on-failure -j "$(nproc)" -LE "slow|viewer|mpi" -E "$engine_searches" "$@"
cd ../build
TWOBIT_TEST_BINARY="$PWD/../build-asan/twobit" ctest --output-on-failure -j "$(nproc)" -L cli \
  -LE "slow|viewer|mpi" -E "$engine_searches|^docs_|^bench_" "$@"
