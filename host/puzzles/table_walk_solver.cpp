// The table walk; see table_walk_solver.hpp.
#include "host/puzzles/table_walk_solver.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>
#include <type_traits>
#include <unordered_set>

#include "host/engine/solver.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/program_name.hpp"
#include "host/puzzles/class_table_build.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/held_table.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

namespace {

// What the walk reads: the puzzle's own table, or its table of classes (generate --symmetry)
// looked up through the puzzle's index (each neighbour's class found anew).
struct CatalogTable {
    CatalogTable(const Puzzle& record, PuzzleModel m, const OutputName& path, int threads)
        : model_(std::move(m)), held(index_table_spec(record, model_, path), "", threads),
          bytes(held.bytes()) {}
    const PuzzleModel& model() const { return model_; }
    const std::string& path() const { return held.path(); }
    const TableBytes& lookup() const { return bytes; }
    int max_depth() const { return bytes.max_depth; }

    PuzzleModel model_;
    HeldTable held;
    TableBytes bytes;
};

// A table of classes read through the puzzle's index: an entry is the space's entry of the
// puzzle's state.
struct ClassLookup {
    const ClassSpace* space;
    const uint8_t* payload;
    unsigned get(uint64_t index) const {
        const uint64_t e = space->entry(index);
        return (payload[e / 4] >> (2 * (e % 4))) & 3u;
    }
};

struct ReducedTable {
    ReducedTable(const Puzzle& record, PuzzleModel m, const OutputName& path, int threads)
        : model_(std::move(m)), table_(*class_table_of(record)),
          space_(make_class_space(table_, model_.metric)),
          held(class_table_spec(table_, model_.metric, path,
                                [this]() -> const ClassSpace& { return *space_; }),
               "solve --symmetry", threads),
          lookup_{space_.get(), held.payload()} {}
    const PuzzleModel& model() const { return model_; }
    const std::string& path() const { return held.path(); }
    const ClassLookup& lookup() const { return lookup_; }
    int max_depth() const { return held.header().max_depth(); }

    PuzzleModel model_;
    const TableRecord& table_;
    std::unique_ptr<ClassSpace> space_;
    HeldTable held;
    ClassLookup lookup_;
};

template <class Table>
class TableWalkSolver : public PositionSolver {
  public:
    TableWalkSolver(const Puzzle& record, PuzzleModel model, const OutputName& path,
                    const SolveRequest& request)
        : record_(record), request_(request),
          table_(record, std::move(model), path, request.threads),
          walk_(table_.model(), table_.lookup(), table_.max_depth()) {}

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
        std::vector<typename Solver<Lookup>::Moves> found;
        if (request_.all) {
            found = walk_.solve_all(position.index, request_.max_solutions);
        } else {
            found.emplace_back();
            walk_.solve(position.index, found.back());
        }
        a.length = static_cast<int>(found.front().size());
        std::unordered_set<std::string> printed;
        for (const auto& moves : found) {
            std::string text = record_.format(model, moves);
            // In QTM "R R" and "R' R'" print alike; keep the first of equal texts.
            if (printed.insert(text).second) a.solutions.push_back(std::move(text));
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

    using Lookup = std::decay_t<decltype(std::declval<const Table&>().lookup())>;

    const Puzzle& record_;
    SolveRequest request_;
    Table table_;
    Solver<Lookup> walk_;
};

} // namespace

std::unique_ptr<PositionSolver> make_table_walk_solver(const Puzzle& record,
                                                       const SolveRequest& request) {
    if (request.input == InputKind::Stickers && !record.reads_stickers)
        throw std::invalid_argument("--input stickers: " + record.id + " is read from moves only");
    PuzzleModel model = request.table_model != nullptr
                            ? *request.table_model
                            : model_of(record, request.metric, request.gens);
    if (request.symmetry) {
        const TableRecord* t = class_table_of(record);
        if (t == nullptr)
            throw std::invalid_argument("--symmetry: " + record.id +
                                        " has no symmetry-reduced table in this build");
        if (!whole_move_set(record, model))
            throw std::invalid_argument("--symmetry: the reduced table is over every face of " +
                                        record.id + "; it takes no --gens");
        const OutputName path = request.table.empty() ? default_table_path(*t, model.metric)
                                                      : OutputName(request.table);
        return std::make_unique<TableWalkSolver<ReducedTable>>(record, std::move(model), path,
                                                               request);
    }
    const OutputName path =
        request.table.empty() ? default_table_path(record, model) : OutputName(request.table);
    return std::make_unique<TableWalkSolver<CatalogTable>>(record, std::move(model), path, request);
}

std::vector<std::string> table_walk_options(const Puzzle& record) {
    std::vector<std::string> options = {"--table", "--all", "--max-solutions", "--input"};
    if (record.index_stickers) options.insert(options.end(), {"--svg", "--html", "--viewer-js"});
    if (record.index_stickers && record.net_colours) options.push_back("--colors");
    if (class_table_of(record) != nullptr) options.push_back("--symmetry");
    return options;
}

} // namespace twobit
