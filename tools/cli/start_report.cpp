// See start_report.hpp.
#include "tools/cli/start_report.hpp"

#include <fmt/format.h>
#include <stdexcept>

#include "host/engine/solver.hpp"
#include "host/io/input_lines.hpp"
#include "host/puzzles/defs/definition_space.hpp"

namespace twobit::cli {

std::shared_ptr<const StartPattern> read_start_pattern(const ChosenPuzzle& chosen,
                                                       const std::string& path) {
    if (chosen.record == nullptr || chosen.record->definition_file.empty())
        throw UsageError("--start needs a definition (--def FILE): its positions are the "
                         "goal's where the start file's solved state holds");
    // The goal as the model was built from it: a file changed since is refused, never
    // indexed two ways.
    const Definition goal = read_definition_file(chosen.record->definition_file);
    if (goal.hash != chosen.model.definition_hash)
        throw std::runtime_error(chosen.record->definition_file +
                                 " changed while twobit was reading it");
    return std::make_shared<const StartPattern>(goal, read_definition_file(path));
}

StartReport start_report(const ChosenPuzzle& chosen, const StartPattern& pattern,
                         const std::string& path, const TableBytes& table) {
    const PuzzleModel& model = chosen.model;
    const DefinitionSpace space(pattern.goal(), model.metric, model.gens);
    StartReport report;
    report.file = path;
    report.positions = pattern.count();
    report.distribution = start_distribution(pattern, space, model, table);
    const Solver<TableBytes> solver(model, table, table.max_depth);
    for (uint64_t index : report.distribution.antipodes) {
        std::vector<int> solution;
        solver.solve(index, solution);
        const std::string scramble = chosen.record->format(model, undo_moves(model, solution));
        report.antipodes.push_back(scramble.empty() ? "(solved)" : scramble);
    }
    return report;
}

void print_start_report(const StartReport& r) {
    const std::vector<uint64_t>& counts = r.distribution.counts;
    fmt::print("from the start {}: {} positions where it holds", printable(r.file), r.positions);
    if (r.distribution.unreachable > 0)
        fmt::print(", {} of them never reached with these moves", r.distribution.unreachable);
    fmt::print("\n{:>5}  {:>12}\n", "depth", "states");
    for (size_t d = 0; d < counts.size(); ++d) fmt::print("{:>5}  {:>12}\n", d, counts[d]);
    if (counts.empty()) return;
    fmt::print("God's number from the start {}, antipodes {}\n", counts.size() - 1, counts.back());
    for (const std::string& scramble : r.antipodes) fmt::print("  antipode: {}\n", scramble);
}

nlohmann::json start_report_json(const StartReport& r) {
    const std::vector<uint64_t>& counts = r.distribution.counts;
    return {{"file", r.file},
            {"positions", r.positions},
            {"unreached", r.distribution.unreachable},
            {"counts", counts},
            {"max_depth", counts.empty() ? -1 : static_cast<int>(counts.size()) - 1},
            {"antipodes", counts.empty() ? 0 : counts.back()},
            {"antipode_scrambles", r.antipodes}};
}

} // namespace twobit::cli
