// `twobit scramble`: random-state scrambles (host/puzzles/scramble/scrambler.hpp), one per line
// in the puzzle's notation, or one JSON object each. --seed makes them reproducible: the
// scrambles are drawn with std::mt19937_64 and a uniform function of the project's own, the
// same on every standard library; without it the seed comes from std::random_device.
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <memory>
#include <random>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/defs/definition.hpp"
#include "host/puzzles/scramble/scrambler.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

struct ScrambleOptions {
    PuzzleOptions puzzle;
    int count = 1;
    std::string seed;   // --seed, checked by parse_seed; empty: a fresh one
    bool quiet = false; // -q: no progress on stderr
    bool json = false;
    int threads = 0;
};

// --seed: a plain decimal number that fits in 64 bits (CLI11 would take 2^64 without a word).
uint64_t parse_seed(const std::string& text) {
    try {
        if (text.size() <= 20 && text.find_first_not_of("0123456789") == std::string::npos)
            return std::stoull(text);
    } catch (const std::out_of_range&) {
    }
    throw UsageError("--seed '" + excerpt(text) + "': give a number 0..18446744073709551615");
}

uint64_t fresh_seed() {
    std::random_device device;
    return (static_cast<uint64_t>(device()) << 32) ^ device();
}

int run_scramble(const ScrambleOptions& o) {
    set_progress_quiet(o.quiet);
    const uint64_t seed = o.seed.empty() ? fresh_seed() : parse_seed(o.seed);
    const Puzzle& record = chosen_record(o.puzzle);
    ScrambleRequest request;
    request.metric = o.puzzle.metric_option->count() > 0 ? o.puzzle.metric : "";
    request.gens = o.puzzle.gens;
    request.threads = o.threads;
    std::unique_ptr<Scrambler> scrambler;
    try {
        if (!request.metric.empty()) check_metric(record, request.metric);
        scrambler = make_scrambler(record, request);
    } catch (const DefinitionError&) { // what is wrong in a file: exit 1, with its line
        throw;
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    // As solve says which puzzle it assumed: a script that gave none learns it.
    if (!o.puzzle.any_given() && !o.quiet)
        std::fprintf(stderr,
                     "twobit: %s scrambles (the default puzzle); for another give --puzzle\n",
                     record.id.c_str());
    std::mt19937_64 rng(seed);
    for (int k = 0; k < o.count; ++k) {
        const Scramble s = scrambler->next(rng);
        if (o.json) {
            nlohmann::json j = {{"puzzle", record.id}, {"scramble", s.text}, {"length", s.length}};
            if (s.distance >= 0) j["distance"] = s.distance;
            if (s.index) j["index"] = *s.index;
            fmt::print("{}\n", json_line(j));
        } else {
            fmt::print("{}\n", s.text);
        }
        flush_stdout(); // a slow puzzle's scrambles appear as they are made
    }
    return kExitOk;
}

} // namespace

void add_scramble_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<ScrambleOptions>();
    CLI::App* cmd = app.add_subcommand(
        "scramble",
        "Random-state scrambles in WCA notation: a uniformly random state, its optimal solution "
        "(from the puzzle's table, made on first use) inverted; the 3x3x3's by the two-phase "
        "solver, the clock's in TNoodle's form; never nearer solved than WCA Regulation 4b3 "
        "allows (2x2x2 4 moves, Skewb 7, Pyraminx 6 without tips, others 2)");
    add_puzzle_options(*cmd, o->puzzle);
    cmd->add_option("-n,--count", o->count, "How many scrambles")
        ->type_name(kIntType)
        ->check(decimal())
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    cmd->add_option("--seed", o->seed,
                    "Seed of the random numbers (0..18446744073709551615): the same seed "
                    "gives the same scrambles (default: a fresh one)")
        ->type_name(kIntType)
        ->check(decimal());
    cmd->add_flag("--json", o->json,
                  "One JSON object per scramble: puzzle, scramble, length, and the state's "
                  "distance and table index where known");
    cmd->add_option("-t,--threads", o->threads,
                    "Threads to build a missing table or to solve (default: every core)")
        ->type_name(kIntType)
        ->check(decimal())
        ->check(CLI::Range(1, 4096));
    cmd->add_flag("-q,--quiet", o->quiet, "No progress on stderr (a table built on first use)");
    set_examples(*cmd, {"twobit scramble --puzzle skewb -n 5",
                        "twobit scramble --puzzle 2x2x2 --seed 42 --json"});
    cmd->callback([o, &exit_code] { exit_code = run_scramble(*o); });
}

} // namespace twobit::cli
