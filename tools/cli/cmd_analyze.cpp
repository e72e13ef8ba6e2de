// `twobit analyze`: the stickers question over the complete 2x2x2 table. Does a cube with
// more stickers in place need fewer moves? Tabulates every position's exact distance
// against stickers in place and against corners solved, with means, ranges, correlations
// and the two extreme counterexamples (as scrambles and sticker strings).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "host/io/atomic_file.hpp"
#include "host/present/cube_net.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "host/puzzles/cube2/sticker_analysis.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/held_table.hpp"
#include "host/store/table_paths.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/commands.hpp"

namespace twobit::cli {

namespace {

struct AnalyzeOptions {
    PuzzleOptions puzzle;
    std::string table;
    std::string svg;
    bool json = false;
};

struct Counterexample {
    std::string kind;
    int stickers, corners, distance;
    std::string scramble, solution, facelets;
};

// A position as its solution and a scramble that produces it (the solution undone).
template <class Table>
Counterexample describe(const PuzzleModel& model, const Table& table, int max_depth, uint64_t index,
                        std::string kind) {
    const Solver<Table> solver(model, table, max_depth);
    std::vector<int> moves;
    solver.solve(index, moves);
    std::vector<std::string> solution, scramble;
    for (int m : moves) solution.push_back(model.moves[static_cast<size_t>(m)].name);
    for (auto it = moves.rbegin(); it != moves.rend(); ++it)
        scramble.push_back(model.moves[static_cast<size_t>(model.moves[*it].inverse)].name);
    const CornerCube cube = cube2_from_index(index);
    const bool qtm = model.metric == "qtm";
    return {std::move(kind),
            stickers_in_place(cube),
            corners_solved(cube),
            static_cast<int>(moves.size()),
            format_moves(scramble, qtm),
            format_moves(solution, qtm),
            to_facelets(cube)};
}

struct CountSummary {
    int count;
    uint64_t positions;
    double mean;
    int min, max;
};

// Per column of a joint table (distance x count): positions, mean and range of the distance.
template <size_t N>
std::vector<CountSummary> summarize(const std::vector<std::array<uint64_t, N>>& joint) {
    std::vector<CountSummary> rows;
    for (size_t k = 0; k < N; ++k) {
        CountSummary r{static_cast<int>(k), 0, 0, -1, -1};
        double sum = 0;
        for (size_t d = 0; d < joint.size(); ++d) {
            if (joint[d][k] == 0) continue;
            r.positions += joint[d][k];
            sum += static_cast<double>(d) * static_cast<double>(joint[d][k]);
            if (r.min < 0) r.min = static_cast<int>(d);
            r.max = static_cast<int>(d);
        }
        if (r.positions == 0) continue;
        r.mean = sum / static_cast<double>(r.positions);
        rows.push_back(r);
    }
    return rows;
}

template <size_t N>
void print_joint(const char* what, const std::vector<std::array<uint64_t, N>>& joint) {
    std::vector<size_t> cols;
    for (size_t k = 0; k < N; ++k)
        for (const auto& row : joint)
            if (row[k] != 0) {
                cols.push_back(k);
                break;
            }
    fmt::print("distance x {} (positions)\n{:>5}", what, "d");
    for (size_t k : cols) fmt::print(" {:>8}", k);
    fmt::print("\n");
    for (size_t d = 0; d < joint.size(); ++d) {
        fmt::print("{:>5}", d);
        for (size_t k : cols) fmt::print(" {:>8}", joint[d][k]);
        fmt::print("\n");
    }
}

// The joint distribution of distance and stickers in place, with the counterexamples.
void write_heat_map(const std::string& path, const PuzzleModel& model, const StickerAnalysis& a,
                    const std::vector<Counterexample>& examples) {
    std::vector<std::vector<uint64_t>> counts;
    std::vector<std::string> names;
    for (int s = 0; s <= StickerAnalysis::kMaxStickers; ++s) {
        bool used = false;
        for (const auto& row : a.by_stickers) used = used || row[static_cast<size_t>(s)] != 0;
        if (!used) continue;
        names.push_back(std::to_string(s));
        for (size_t d = 0; d < a.by_stickers.size(); ++d) {
            if (counts.size() <= d) counts.emplace_back();
            counts[d].push_back(a.by_stickers[d][static_cast<size_t>(s)]);
        }
    }
    std::vector<std::string> nets;
    std::vector<std::vector<std::string>> captions;
    for (const Counterexample& e : examples) {
        nets.push_back(e.facelets);
        captions.push_back({e.kind, fmt::format("{} stickers, distance {}: {}", e.stickers,
                                                e.distance, e.scramble)});
    }
    write_output(path, heat_map_svg(fmt::format("{} {}: positions by distance and stickers "
                                                "in place",
                                                model.puzzle, model.metric),
                                    "distance", "stickers in place", counts, names, nets, captions,
                                    NetColours{}));
}

template <class Table>
int analyze(const PuzzleModel& model, const Table& table, int max_depth, const AnalyzeOptions& o) {
    const StickerAnalysis a = analyze_stickers(model, table, max_depth);
    const std::vector<Counterexample> examples = {
        describe(model, table, max_depth, a.most_stickers_furthest,
                 "most stickers in place, furthest"),
        describe(model, table, max_depth, a.fewest_stickers_closest,
                 "fewest stickers in place, closest")};
    const auto stickers = summarize(a.by_stickers);
    const auto corners = summarize(a.by_corners);
    if (!o.svg.empty()) write_heat_map(o.svg, model, a, examples);
    if (o.svg == "-") return kExitOk; // the picture is the output
    if (o.json) {
        nlohmann::json j = {{"puzzle", model.puzzle},
                            {"metric", model.metric},
                            {"positions", a.positions},
                            {"by_stickers", a.by_stickers},
                            {"by_corners", a.by_corners},
                            {"correlation_stickers", a.correlation_stickers},
                            {"correlation_corners", a.correlation_corners}};
        for (const auto& [key, rows] :
             {std::pair{"per_sticker_count", &stickers}, std::pair{"per_corner_count", &corners}})
            for (const CountSummary& r : *rows)
                j[key].push_back({{"count", r.count},
                                  {"positions", r.positions},
                                  {"mean_distance", r.mean},
                                  {"min_distance", r.min},
                                  {"max_distance", r.max}});
        for (const Counterexample& e : examples)
            j["counterexamples"].push_back({{"kind", e.kind},
                                            {"stickers_in_place", e.stickers},
                                            {"corners_solved", e.corners},
                                            {"distance", e.distance},
                                            {"scramble", e.scramble},
                                            {"solution", e.solution},
                                            {"facelets", e.facelets}});
        fmt::print("{}\n", json_line(j));
        return kExitOk;
    }
    fmt::print("{} {}: {} positions; stickers in place count the 24 stickers that show the "
               "colour of their face (DBL fixed, so 3 always do)\n\n",
               model.puzzle, model.metric, a.positions);
    print_joint("stickers in place", a.by_stickers);
    fmt::print("\n{:>8} {:>10} {:>8} {:>6}\n", "stickers", "positions", "mean", "range");
    for (const CountSummary& r : stickers)
        fmt::print("{:>8} {:>10} {:>8.3f} {:>3}-{}\n", r.count, r.positions, r.mean, r.min, r.max);
    fmt::print("\n");
    print_joint("corners solved", a.by_corners);
    fmt::print("\n{:>8} {:>10} {:>8} {:>6}\n", "corners", "positions", "mean", "range");
    for (const CountSummary& r : corners)
        fmt::print("{:>8} {:>10} {:>8.3f} {:>3}-{}\n", r.count, r.positions, r.mean, r.min, r.max);
    fmt::print(
        "\ncorrelation of distance with stickers in place {:.4f}, with corners solved {:.4f}\n",
        a.correlation_stickers, a.correlation_corners);
    for (const Counterexample& e : examples)
        fmt::print("{}: {} stickers in place, {} corners solved, distance {}\n  scramble {}\n  "
                   "solution {}\n  stickers {}\n",
                   e.kind, e.stickers, e.corners, e.distance, e.scramble, e.solution, e.facelets);
    return kExitOk;
}

} // namespace

void add_analyze_command(CLI::App& app, int& exit_code) {
    auto o = std::make_shared<AnalyzeOptions>();
    CLI::App* cmd = app.add_subcommand(
        "analyze", "Distance against stickers in place over the whole 2x2x2 table (the "
                   "2x2x2 only: its stickers and corners are counted as a 2x2x2's; --metric "
                   "and --gens choose its table)");
    // No --puzzle or --def: the counts (stickers_in_place, corners_solved in
    // host/puzzles/cube2/sticker_analysis.hpp) are written for the 2x2x2's corner cubies; another
    // puzzle would need its own, so analyze offers no choice it would refuse.
    add_model_options(*cmd, o->puzzle);
    cmd->add_option("--table", o->table, "Table file (generated there if missing)")
        ->type_name(kFileType)
        ->check(non_empty());
    cmd->add_flag("--json", o->json, "Print one JSON object on stdout instead of text");
    cmd->add_option("--svg", o->svg,
                    "Also draw the joint distribution as a heat map, with the counterexamples "
                    "(- : only the picture, on standard output)")
        ->type_name(kFileType)
        ->check(non_empty());
    set_examples(*cmd, {"twobit analyze", "twobit analyze --json --svg heat.svg"});
    cmd->callback([o, &exit_code] {
        const Puzzle& puzzle = chosen_record(o->puzzle); // the 2x2x2: no --puzzle to change it
        const PuzzleModel model = build_model(puzzle, o->puzzle);
        if (o->svg == "-" && o->json)
            throw UsageError("--svg - and --json both want standard output: choose one");
        // The picture's file is checked before the table is built (which can take a while),
        // and is not the table it reads.
        const OutputName table =
            o->table.empty() ? default_table_path(puzzle, model) : OutputName(o->table);
        refuse_output_on_inputs("--svg", o->svg, {{"table", table.path()}});
        refuse_replacing_table("--svg", o->svg);
        if (!o->svg.empty() && o->svg != "-") check_output_path(o->svg);
        const HeldTable held(index_table_spec(puzzle, model, table), "", 0);
        exit_code = analyze(model, held.bytes(), held.bytes().max_depth, *o);
    });
}

} // namespace twobit::cli
