// The table walk; see table_walk_solver.hpp.
#include "host/puzzles/table_walk_solver.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

#include "host/engine/solver.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/program_name.hpp"
#include "host/puzzles/registry.hpp"
#include "host/store/held_table.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

namespace {

class TableWalkSolver : public PositionSolver {
  public:
    TableWalkSolver(const Puzzle& record, PuzzleModel model, const OutputName& path,
                    const SolveRequest& request)
        : record_(record), request_(request),
          table_(record, std::move(model), path, "", request.threads), bytes_(table_.bytes()),
          walk_(table_.model(), bytes_, bytes_.max_depth) {}

    SolvedPosition solve(const std::string& line) const override {
        SolvedPosition a;
        try {
            solve_position(line, a);
        } catch (const InconsistentTableError& e) {
            a.error = fmt::format("{}; check it with {} verify --table {}", e.what(),
                                  program_name(), table_.path());
            a.error_kind = "table";
        }
        return a;
    }

  private:
    void solve_position(const std::string& line, SolvedPosition& a) const {
        const PuzzleModel& model = table_.model();
        Position position;
        try {
            check_position_length(line);
            check_not_blank(line);
            position = record_.read(line, model, request_.input);
        } catch (const std::invalid_argument& e) {
            a.error = e.what();
            a.error_kind = "invalid";
            return;
        }
        a.given_as = position.kind;
        if (!position.outside.empty() || !walk_.reachable(position.index)) {
            a.error = fmt::format(
                "this position cannot be reached with the moves {}{}", model.move_list(),
                position.outside.empty() ? gens_note(model.gens) : ": " + position.outside);
            a.error_kind = "unsolvable";
            return;
        }
        std::vector<Solver<TableBytes>::Moves> found;
        if (request_.all) {
            found = walk_.solve_all(position.index, request_.max_solutions);
        } else {
            found.emplace_back();
            walk_.solve(position.index, found.back());
        }
        a.length = static_cast<int>(found.front().size());
        for (const auto& moves : found) {
            const std::string text = record_.format(model, moves);
            // In QTM "R R" and "R' R'" print alike; keep the first of equal texts.
            if (std::find(a.solutions.begin(), a.solutions.end(), text) == a.solutions.end())
                a.solutions.push_back(text);
        }
        if (!request_.nets) return;
        uint64_t index = position.index;
        a.nets.push_back(record_.index_stickers(index));
        for (int move : found.front()) {
            index = model.apply(index, move);
            a.nets.push_back(record_.index_stickers(index));
            a.net_moves.push_back(model.moves[static_cast<size_t>(move)].name);
        }
    }

    const Puzzle& record_;
    SolveRequest request_;
    HeldTable table_;
    TableBytes bytes_;
    Solver<TableBytes> walk_;
};

} // namespace

std::unique_ptr<PositionSolver> make_table_walk_solver(const Puzzle& record,
                                                       const SolveRequest& request) {
    if (request.input == InputKind::Stickers && !record.reads_stickers)
        throw std::invalid_argument("--input stickers: " + record.id + " is read from moves only");
    PuzzleModel model = request.table_model != nullptr
                            ? *request.table_model
                            : model_of(record, request.metric, request.gens);
    const OutputName path =
        request.table.empty() ? default_table_path(record, model) : OutputName(request.table);
    return std::make_unique<TableWalkSolver>(record, std::move(model), path, request);
}

std::vector<std::string> table_walk_options(const Puzzle& record) {
    std::vector<std::string> options = {"--table", "--all", "--max-solutions", "--input"};
    if (record.index_stickers) options.insert(options.end(), {"--svg", "--html", "--viewer-js"});
    if (record.index_stickers && record.net_colours) options.push_back("--colors");
    return options;
}

} // namespace twobit
