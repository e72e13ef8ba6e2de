// Thistlethwaite's four-phase solver (thistlethwaite.hpp): four complete distance tables
// built in memory by the engine's own search, each walked down like the lookup solver
// (host/engine/solver.hpp), its turns applied to the cubies before the next phase reads them.
#include "host/puzzles/cube3/thistlethwaite.hpp"

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

#include "host/engine/distance_table.hpp"
#include "host/engine/even_permutation.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/thistlethwaite_models.hpp"

namespace twobit {

constexpr int kThistlethwaitePhases = 4;

// One phase: its model and complete table, the face turn of each of the model's moves, how
// a cube's index is read, and the group the phase must end in. (Not file-local: the solver's
// Tables hold it.)
struct ThistlethwaitePhase {
    PuzzleModel model;
    std::unique_ptr<DistanceTable> table;
    int gods_number = 0;
    std::vector<FaceTurn> turns;
    std::function<uint64_t(const Cube3&)> index;
    std::function<bool(const Cube3&)> target;
};

namespace {

// "R", "R2", "R'" back to a face turn; the models name their moves with move_name.
FaceTurn turn_of_name(const std::string& name) {
    Face face;
    if (name.empty() || name.size() > 2 || !face_from_letter(name[0], face))
        throw std::logic_error("not a face turn: '" + name + "'");
    const int power = name.size() == 1 ? 1 : name[1] == '2' ? 2 : 3;
    if (move_name(face, power) != name) throw std::logic_error("not a face turn: '" + name + "'");
    return {face, power};
}

ThistlethwaitePhase make_phase(PuzzleModel model, std::function<uint64_t(const Cube3&)> index,
                               std::function<bool(const Cube3&)> target, int threads) {
    ThistlethwaitePhase p;
    p.model = std::move(model);
    p.model.validate();
    for (const Move& m : p.model.moves) p.turns.push_back(turn_of_name(m.name));
    p.table = std::make_unique<DistanceTable>(p.model.num_states());
    SearchOptions options;
    options.threads = threads;
    p.gods_number = search_cpu(p.model, *p.table, options).max_depth();
    p.index = std::move(index);
    p.target = std::move(target);
    return p;
}

bool is_permutation(const uint8_t* perm, int n) {
    unsigned seen = 0;
    for (int i = 0; i < n; ++i) {
        if (perm[i] >= n || (seen >> perm[i] & 1u) != 0) return false;
        seen |= 1u << perm[i];
    }
    return true;
}

// Throws std::invalid_argument unless face turns can make the cube.
void require_solvable(const Cube3& cube) {
    if (!is_permutation(cube.corners.perm.data(), kNumCorners) ||
        !is_permutation(cube.edges.perm.data(), kNumEdges))
        throw std::invalid_argument("not a cube: a corner or edge is missing or repeated");
    unsigned twist = 0, flip = 0;
    for (uint8_t t : cube.corners.twist) {
        if (t > 2) throw std::invalid_argument("not a cube: a corner twist above 2");
        twist += t;
    }
    for (uint8_t f : cube.edges.flip) {
        if (f > 1) throw std::invalid_argument("not a cube: an edge flip above 1");
        flip += f;
    }
    if (twist % 3 != 0) throw std::invalid_argument("unsolvable: the corner twists do not add up");
    if (flip % 2 != 0) throw std::invalid_argument("unsolvable: one edge is flipped");
    if (permutation_parity(cube.corners.perm.data(), kNumCorners) !=
        permutation_parity(cube.edges.perm.data(), kNumEdges))
        throw std::invalid_argument("unsolvable: two pieces are swapped");
}

} // namespace

struct ThistlethwaiteSolver::Tables {
    ThistlethwaitePhase phases[kThistlethwaitePhases];
};

ThistlethwaiteSolver::ThistlethwaiteSolver(int threads) : tables_(new Tables) {
    try {
        ThistlethwaitePhase* p = tables_->phases;
        p[0] =
            make_phase(make_thistle_g1_model("htm", ""), thistle_g1_index, in_thistle_g1, threads);
        p[1] =
            make_phase(make_thistle_g2_model("htm", ""), thistle_g2_index, in_thistle_g2, threads);
        p[2] =
            make_phase(make_thistle_g3_model("htm", ""), thistle_g3_index, in_thistle_g3, threads);
        p[3] = make_phase(
            make_cube3_squares_model("half", ""), cube3_squares_index,
            [](const Cube3& c) { return c.is_solved(); }, threads);
    } catch (...) {
        delete tables_;
        throw;
    }
}

ThistlethwaiteSolver::~ThistlethwaiteSolver() {
    delete tables_;
}

ThistlethwaitePhases ThistlethwaiteSolver::solve(const Cube3& start) const {
    require_solvable(start);
    ThistlethwaitePhases solution;
    Cube3 cube = start;
    for (int k = 0; k < kThistlethwaitePhases; ++k) {
        const ThistlethwaitePhase& phase = tables_->phases[k];
        const Solver<DistanceTable> walk(phase.model, *phase.table, phase.gods_number);
        std::vector<int> moves;
        // Each phase starts in the group the previous one ended in, which its table covers
        // whole: an unreached entry or a wrong end is a bug, not a bad cube.
        if (!walk.solve(phase.index(cube), moves))
            throw std::logic_error("Thistlethwaite phase " + std::to_string(k + 1) +
                                   " finds its position unreachable");
        for (int m : moves) {
            const FaceTurn& t = phase.turns[static_cast<size_t>(m)];
            solution[static_cast<size_t>(k)].push_back(t);
            cube = turn(cube, t.face, t.power);
        }
        if (!phase.target(cube))
            throw std::logic_error("Thistlethwaite phase " + std::to_string(k + 1) +
                                   " ends outside its group");
    }
    return solution;
}

} // namespace twobit
