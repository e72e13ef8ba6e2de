// The optimal search (optimal_solver.hpp). A node carries, per heuristic source, its table
// index and its exact distance; a child's are one table read each, and the sources are read
// in turn so that most children are pruned after one or two reads. Canonical sequences (no
// face twice in a row, U before D, R before L, F before B) unless every solution is wanted.
#include "host/puzzles/cube3/optimal_solver.hpp"

#include <algorithm>
#include <atomic>
#include <climits>
#include <omp.h>
#include <stdexcept>

#include "host/engine/solver.hpp"
#include "host/puzzles/cube3/cube3_axes.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/phase1_moves.hpp"

namespace twobit {

namespace {

constexpr int kSources = 6; // phase 1 on three axes, corners, two edge sets
constexpr int kCube3GodsNumber = 20;

// Per axis, the phase-1 coordinates of each child.
using Phase1Children = Phase1Coords[3][kFaceTurns];

// The phase-1 coordinates of the three axes (sources 0-2) are carried as coordinates; the
// other sources as their table's coordinates (no division per child) and index.
struct Node {
    Phase1Coords axis[3];
    CoordDigits digits[kSources]; // sources 3-5: the coordinates of index[]
    uint64_t index[kSources];
    int distance[kSources];
};

class Search {
  public:
    Search(const OptimalTables& t, const OptimalRequest& r, int depth,
           std::atomic<int>& best_branch, std::atomic<bool>& out_of_time,
           std::chrono::steady_clock::time_point deadline)
        : moves_(*t.phase1), request_(r), depth_(depth), best_branch_(best_branch),
          out_of_time_(out_of_time), deadline_(deadline) {
        tables_[0] = tables_[1] = tables_[2] = t.phase1;
        tables_[3] = t.corners;
        tables_[4] = t.edges_upper;
        tables_[5] = t.edges_lower;
        for (int a = 0; a < 3; ++a)
            for (int m = 0; m < kFaceTurns; ++m) axis_[a][m] = axis_turn(a, m);
    }

    // Searches below the first move `first` (a face-turn id); true if it found a solution.
    bool branch(const Node& root, int first) {
        branch_ = first;
        Node child;
        Phase1Children p1;
        for (int s = 0; s < 3; ++s) p1[s][first] = moves_.child(root.axis[s], axis_[s][first]);
        const int first_distance =
            next_distance(root.distance[0], tables_[0]->get(p1[0][first].index()));
        if (first_distance > depth_ - 1 ||
            !step(root, p1, first, first_distance, depth_ - 1, child))
            return false;
        path_.assign(1, first);
        return dfs(child, depth_ - 1, first / 3);
    }

    std::vector<std::vector<int>> solutions;
    uint64_t nodes = 0;

  private:
    bool allowed(int face, int last) const {
        if (face == last) return false;
        return request_.all || !(face == (last + 3) % 6 && face < last);
    }

    // The child by turn t, unless some source proves it more than `left` moves from solved.
    // The phase-1 coordinates come computed and the U-D axis's distance read (the other two
    // axes' entries asked for); the other sources' indices are computed only for the
    // children that the three axes leave.
    bool step(const Node& node, const Phase1Children& p1, int t, int first_distance, int left,
              Node& child) const {
        for (int s = 0; s < kSources; ++s) {
            if (s < 3) {
                child.axis[s] = p1[s][t];
                child.index[s] = child.axis[s].index();
            } else {
                child.digits[s] = tables_[s]->child_digits(node.digits[s], t);
                child.index[s] = tables_[s]->index_of(child.digits[s]);
            }
            child.distance[s] =
                s == 0 ? first_distance
                       : next_distance(node.distance[s], tables_[s]->get(child.index[s]));
            if (child.distance[s] > left) return false;
        }
        return true;
    }

    bool stopped() {
        if ((++nodes & 4095) == 0 && deadline_ != std::chrono::steady_clock::time_point{} &&
            std::chrono::steady_clock::now() > deadline_)
            out_of_time_ = true;
        return out_of_time_ ||
               (!request_.all && best_branch_.load(std::memory_order_relaxed) < branch_);
    }

    bool dfs(const Node& node, int left, int last_face) {
        if (left == 0) {
            // Every source at distance 0: corners and all twelve edges solved.
            solutions.push_back(path_);
            return true;
        }
        if (stopped()) return false;
        bool found = false;
        Node child;
        Phase1Children p1;
        // The reads are misses to memory (the phase-1 table is 555 MB), so they are asked for
        // in two waves: the U-D axis's entries of every child, then, for the children that
        // this first entry does not prune, the other two axes' (fewer reads per node than
        // asking for all three at once, when the memory system is the limit: see
        // bench/RESULTS.md).
        int first_distance[kFaceTurns];
        for (int t = 0; t < kFaceTurns; ++t) {
            if (!allowed(t / 3, last_face)) continue;
            for (int s = 0; s < 3; ++s) p1[s][t] = moves_.child(node.axis[s], axis_[s][t]);
            tables_[0]->prefetch(p1[0][t].index());
        }
        for (int t = 0; t < kFaceTurns; ++t) {
            first_distance[t] = INT_MAX;
            if (!allowed(t / 3, last_face)) continue;
            first_distance[t] = next_distance(node.distance[0], tables_[0]->get(p1[0][t].index()));
            if (first_distance[t] > left - 1) continue;
            for (int s = 1; s < 3; ++s) tables_[s]->prefetch(p1[s][t].index());
        }
        for (int t = 0; t < kFaceTurns; ++t) {
            if (first_distance[t] > left - 1 ||
                !step(node, p1, t, first_distance[t], left - 1, child))
                continue;
            path_.push_back(t);
            const bool here = dfs(child, left - 1, t / 3);
            path_.pop_back();
            if (here && !request_.all) return true;
            found = found || here;
            if (request_.all && request_.max_solutions != 0 &&
                solutions.size() >= request_.max_solutions)
                return true;
        }
        return found;
    }

    Phase1Moves moves_;
    const PruningTable* tables_[kSources];
    int axis_[3][kFaceTurns]; // axis_turn, looked up once
    const OptimalRequest& request_;
    int depth_;
    std::atomic<int>& best_branch_;
    std::atomic<bool>& out_of_time_;
    std::chrono::steady_clock::time_point deadline_;
    int branch_ = 0;
    std::vector<int> path_;
};

} // namespace

OptimalSolver::OptimalSolver(const OptimalTables& tables) : tables_(tables) {}

OptimalResult OptimalSolver::solve(const Cube3& cube, const OptimalRequest& request) const {
    Node root;
    for (int axis = 0; axis < 3; ++axis) {
        root.axis[axis] = Phase1Coords::of(cube3_on_axis(cube, axis));
        root.index[axis] = root.axis[axis].index();
    }
    root.index[3] = cube3_corners_index(cube.corners);
    root.index[4] = edges6_index(cube.edges, kEdges6UpperSet);
    root.index[5] = edges6_index(cube.edges, kEdges6LowerSet);
    const PruningTable* tables[kSources] = {tables_.phase1,      tables_.phase1,
                                            tables_.phase1,      tables_.corners,
                                            tables_.edges_upper, tables_.edges_lower};
    int bound = 0;
    for (int s = 0; s < kSources; ++s) {
        root.digits[s] = tables[s]->digits(root.index[s]);
        root.distance[s] = tables[s]->distance(root.index[s]);
        bound = std::max(bound, root.distance[s]);
    }
    OptimalResult result;
    if (cube.is_solved()) {
        result.solutions.emplace_back();
        return result;
    }
    const auto deadline = request.time_limit.count() == 0
                              ? std::chrono::steady_clock::time_point{}
                              : std::chrono::steady_clock::now() + request.time_limit;
    std::atomic<bool> out_of_time{false};
    const int threads = request.threads > 0 ? request.threads : omp_get_max_threads();
    for (int depth = std::max(bound, 1); !out_of_time; ++depth) {
        // Every position is solved within God's number; a search past it means the tables'
        // distances are wrong (a table damaged or forged past its checksums).
        if (depth > kCube3GodsNumber)
            throw InconsistentTableError("no solution within 20 moves: the pruning tables "
                                         "contradict the cube (damaged or forged)");
        result.proven_below = depth;
        std::atomic<int> best_branch{INT_MAX};
        std::vector<std::vector<std::vector<int>>> found(kFaceTurns);
        std::atomic<uint64_t> nodes{0};
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
        for (int first = 0; first < kFaceTurns; ++first) {
            if (!request.all && best_branch.load() < first) continue;
            Search search(tables_, request, depth, best_branch, out_of_time, deadline);
            if (search.branch(root, first)) {
                found[static_cast<size_t>(first)] = std::move(search.solutions);
                int expected = best_branch.load();
                while (first < expected && !best_branch.compare_exchange_weak(expected, first)) {
                }
            }
            nodes += search.nodes;
        }
        result.nodes += nodes;
        for (auto& branch : found)
            for (auto& s : branch) {
                if (request.all && request.max_solutions != 0 &&
                    result.solutions.size() >= request.max_solutions)
                    break;
                result.solutions.push_back(std::move(s));
                if (!request.all) return result;
            }
        if (!result.solutions.empty()) return result;
    }
    result.solutions.clear();
    return result;
}

} // namespace twobit
