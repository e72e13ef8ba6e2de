// The optimal search (optimal_solver.hpp). A node carries, per heuristic source, its table
// index and its distance (exact from a table of distances mod 3, a lower bound from a table of
// bounds), and with a table of bounds its inverse as seen on each axis; a child's are one
// table read each, asked for in waves so that most children are pruned after one or two reads
// (Search::expand). Canonical sequences (no face twice in a row, U before D, R before L, F
// before B) unless every solution is wanted; a symmetric position searches one first move per
// orbit of its symmetries (first_moves).
#include "host/puzzles/cube3/optimal_solver.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <climits>
#include <omp.h>
#include <stdexcept>

#include "host/engine/solver.hpp"
#include "host/puzzles/cube3/corner_separation.hpp"
#include "host/puzzles/cube3/cube3_axes.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/cube_symmetry.hpp"

namespace twobit {

namespace {

// The heuristic's sources: each symmetric table on each of the three axes (source k * 3 + a
// for table k, axis a), then the corners and the two edge sets (kFirstPattern on).
constexpr int kAxes = 3;
constexpr int kMaxSymmetric = 2;
constexpr int kPatterns = 3;
constexpr int kFirstPattern = kMaxSymmetric * kAxes;
constexpr int kSources = kFirstPattern + kPatterns;
constexpr int kCube3GodsNumber = 20;

// What a node's children need, filled in waves (Search::expand).
struct Children {
    ClassCoords state[kMaxSymmetric][kAxes][kFaceTurns];
    uint32_t separation[kAxes][kFaceTurns];
    CoordDigits digits[kPatterns][kFaceTurns];
    uint64_t index[kSources][kFaceTurns];
    int distance[kSources][kFaceTurns];
    Cube3 inverse[kAxes][kFaceTurns]; // with a table of bounds: the inverse on each axis
    uint8_t inverse_made[kFaceTurns]; // bit a: inverse[a][t] is made (else made by make_child)
    FlipSliceCoords inverse_coords[kAxes][kFaceTurns];
    uint64_t inverse_index[kAxes][kFaceTurns];
    int inverse_bound[kAxes][kFaceTurns];
    uint32_t forbidden[kFaceTurns]; // the turns the child's own children may not be (tight)
    bool open[kFaceTurns];          // allowed and not pruned so far
};

// The axes are carried as classes (ClassCoords) and the corners' separation seen on each; the
// pattern sources as their table's coordinates (no division per child) and index; with a
// table of bounds the position's inverse, on each axis, as cubies (a premove changes it: no
// coordinate moves do).
struct Node {
    ClassCoords axis[kMaxSymmetric][kAxes];
    uint32_t separation[kAxes];
    CoordDigits digits[kPatterns]; // the coordinates of the patterns' index[]
    uint64_t index[kSources];
    int distance[kSources];
    Cube3 inverse[kAxes];
    int inverse_bound[kAxes]; // the inverse's bound on each axis
};

int inverse_turn(int t) {
    return t / 3 * 3 + 2 - t % 3;
}

// A position exactly L > 0 moves from solved in a symmetric table on axis a (a bound of L: at
// least L; a solution of L moves: at most L) has no solution of L moves that ends in one of
// the turns keeping its coordinate solved (turns_keeping_solved): one move earlier the
// coordinate would be solved (Rokicki's nxopt; nissy's H48). Read from the inverse, whose
// solution is the path's remaining turns inverted and reversed, that rules out the next turn
// (Children::forbidden); read from the position, the last turn, and the three axes' turns
// together are every turn, so a position that tight on every axis has no solution of L moves
// at all (Search::tight_everywhere).
constexpr uint32_t kEveryTurn = (1u << kFaceTurns) - 1;

// What the search reads, made once per solve: the symmetric tables in reading order (the
// larger first: it prunes more children with its first read), each one's
// turns_keeping_solved, and how a position's inverse is read: in the first table of bounds
// (none: no inverse is read), each turn's inverse as a premove seen on each axis.
struct SearchPlan {
    explicit SearchPlan(const OptimalTables& t) {
        if (t.separation != nullptr) symmetric.push_back(t.separation);
        if (t.axes != nullptr) symmetric.push_back(t.axes);
        if (symmetric.empty()) throw std::logic_error("the optimal solver needs a symmetric table");
        for (size_t k = 0; k < symmetric.size(); ++k) {
            keeping[k] = turns_keeping_solved(symmetric[k]->classes(), symmetric[k]->columns());
            if (symmetric[k]->bounds() && inverse == nullptr) {
                inverse = symmetric[k];
                inverse_keeping = keeping[k];
            }
        }
        for (int a = 0; a < kAxes; ++a)
            for (int m = 0; m < kFaceTurns; ++m) {
                const FaceTurn f = face_turn_of(axis_turn(a, inverse_turn(m)));
                premove[a][m] = turn(Cube3{}, f.face, f.power);
            }
    }
    // The entry of an inverse seen on an axis.
    uint64_t inverse_index(const Cube3& seen, const FlipSliceCoords& coords) const {
        return inverse->index(coords, inverse->columns() == CornerColumns::Twist
                                          ? 0
                                          : corner_separation_coord(seen.corners));
    }

    std::vector<const SymmetricPruningTable*> symmetric;
    std::array<uint32_t, kAxes> keeping[kMaxSymmetric] = {};
    const SymmetricPruningTable* inverse = nullptr;
    std::array<uint32_t, kAxes> inverse_keeping{};
    Cube3 premove[kAxes][kFaceTurns];
};

// The first two moves worth searching. Each of the cube's 48 symmetries (a view along an
// axis, cube3_axes.hpp, then one of the 16 that keep the U-D axis) that leaves the position as
// it is takes every solution to a solution, and its moves to their images. So one first move
// of each orbit is enough (the superflip's 18 turns are two orbits: quarter and half turns),
// and after first move t one second move of each orbit of the symmetries that keep t (four
// for U, eight for U2). A symmetry can take U D to D U, so the search then takes the first
// three turns in any order of opposite faces.
struct FirstMoves {
    bool first[kFaceTurns];
    bool second[kFaceTurns][kFaceTurns]; // [first][second]
    bool symmetric = false;
};

// With `all` every solution is wanted, so every move.
FirstMoves first_moves(const Cube3& cube, bool all) {
    FirstMoves f;
    std::fill(&f.first[0], &f.first[0] + kFaceTurns, true);
    std::fill(&f.second[0][0], &f.second[0][0] + kFaceTurns * kFaceTurns, true);
    if (all) return f;
    std::vector<std::array<int, kFaceTurns>> images; // each symmetry that keeps the cube
    for (int a = 0; a < kAxes; ++a) {
        const uint16_t own = symmetries_between(cube3_on_axis(cube, a), cube);
        for (int s = 0; s < kUdSymmetries; ++s) {
            if ((own >> s & 1) == 0 || (a == 0 && s == 0)) continue;
            std::array<int, kFaceTurns>& image = images.emplace_back();
            for (int t = 0; t < kFaceTurns; ++t)
                image[static_cast<size_t>(t)] = symmetry_turn(s, axis_turn(a, t));
        }
    }
    f.symmetric = !images.empty();
    for (const auto& image : images)
        for (size_t t = 0; t < kFaceTurns; ++t) {
            if (image[t] < static_cast<int>(t)) f.first[t] = false;
            for (size_t u = 0; u < kFaceTurns; ++u)
                if (image[t] == static_cast<int>(t) && image[u] < static_cast<int>(u))
                    f.second[t][u] = false;
        }
    return f;
}

// What the threads searching one depth share besides its result: its nodes so far and when
// the next progress call is due (OptimalRequest::on_progress).
struct DepthShared {
    // The first report is due kProgressEvery after the depth began.
    DepthShared(int searched_depth, std::chrono::steady_clock::time_point search_start)
        : depth(searched_depth), start(search_start),
          next_report_ns((std::chrono::steady_clock::now() + OptimalRequest::kProgressEvery)
                             .time_since_epoch()
                             .count()) {}

    // One thread wins each report's slot, so that calls never overlap.
    void maybe_report(std::chrono::steady_clock::time_point now, const OptimalRequest& request) {
        const int64_t t = now.time_since_epoch().count();
        int64_t due = next_report_ns.load(std::memory_order_relaxed);
        if (t < due) return;
        const int64_t next = (now + OptimalRequest::kProgressEvery).time_since_epoch().count();
        if (next_report_ns.compare_exchange_strong(due, next))
            request.on_progress(depth, nodes.load(std::memory_order_relaxed), now - start);
    }

    int depth;
    std::chrono::steady_clock::time_point start; // of the whole search
    std::atomic<uint64_t> nodes{0};              // counted 4096 at a time
    std::atomic<int64_t> next_report_ns;
};

class Search {
  public:
    // The first two moves as `moves` allows them (first_moves).
    // `plan`: made from t.
    Search(const OptimalTables& t, const SearchPlan& plan, const OptimalRequest& r, int depth,
           const FirstMoves& moves, std::atomic<int>& best_task, std::atomic<bool>& out_of_time,
           std::chrono::steady_clock::time_point deadline, DepthShared& shared)
        : inverse_(plan.inverse), plan_(plan), separation_(corner_separation()), request_(r),
          depth_(depth), moves_(moves), best_task_(best_task), out_of_time_(out_of_time),
          deadline_(deadline), shared_(shared), children_(static_cast<size_t>(std::max(depth, 1))),
          nodes_(static_cast<size_t>(std::max(depth, 1))) {
        symmetric_count_ = static_cast<int>(plan.symmetric.size());
        for (int k = 0; k < symmetric_count_; ++k) {
            symmetric_[k] = plan.symmetric[static_cast<size_t>(k)];
            classes_[k] = &symmetric_[k]->classes();
        }
        patterns_[0] = t.corners;
        patterns_[1] = t.edges_upper;
        patterns_[2] = t.edges_lower;
        for (int a = 0; a < kAxes; ++a)
            for (int m = 0; m < kFaceTurns; ++m) axis_[a][m] = axis_turn(a, m);
    }

    // Searches below the first moves `first` and `second` (face-turn ids; second -1: every
    // second move), task number `task` in move order; true if it found a solution.
    bool branch(const Node& root, int task, int first, int second) {
        branch_ = task;
        only_second_ = second;
        Children c;
        for (int t = 0; t < kFaceTurns; ++t) c.open[t] = t == first;
        expand(root, depth_, c);
        if (!c.open[first]) return false;
        Node child;
        make_child(root, c, first, child);
        path_.assign(1, first);
        return dfs(child, depth_ - 1, first / 3, c.forbidden[first]);
    }

    std::vector<std::vector<int>> solutions;
    uint64_t nodes = 0;

  private:
    // Child t's entry of symmetric table k on `axis` (its separation there made first, by
    // the wave that reads the axis first; a table of twists alone ignores it).
    void symmetric_child(const Node& node, Children& c, int k, int axis, int t) const {
        const int turn = axis_[axis][t];
        if (k == 0) c.separation[axis][t] = separation_.move(node.separation[axis], turn);
        c.state[k][axis][t] = classes_[k]->child(node.axis[k][axis], turn);
        const int s = k * kAxes + axis;
        c.index[s][t] = symmetric_[k]->index(c.state[k][axis][t], c.separation[axis][t]);
        symmetric_[k]->prefetch(c.index[s][t]);
    }

    bool allowed(int face, int last, int left) const {
        if (face == last) return false;
        return request_.all || (moves_.symmetric && left >= depth_ - 2) ||
               !(face == (last + 3) % 6 && face < last);
    }

    // Whether turn t keeps the inverse's coordinate on `axis` as it is: a premove in the group
    // the coordinate is a coset of (turns_keeping_solved) leaves it alone, so the child's bound
    // there is the node's and its entry is not read (nissy's H48 reuses a half turn's bound the
    // same way). Half turns keep phase 1's coordinate on all three axes, a quarter turn on its
    // own axis: of 3 reads per child 1.33 are left; of the sorted slice's, 2.
    bool keeps_inverse(int axis, int t) const {
        return (plan_.inverse_keeping[static_cast<size_t>(axis)] >> t & 1) != 0;
    }

    // Child t's inverse on `axis` (the node's, after the turn's inverse as a premove): its
    // cubies and coordinates, and its class asked for; a turn that keeps the coordinate needs
    // none of it until the child is made (make_child).
    void inverse_child(const Node& node, Children& c, int axis, int t) const {
        if (keeps_inverse(axis, t)) return;
        c.inverse[axis][t] = compose(plan_.premove[axis][t], node.inverse[axis]);
        c.inverse_made[t] = static_cast<uint8_t>(c.inverse_made[t] | 1u << axis);
        const FlipSliceCoords x = flip_slice_coords(c.inverse[axis][t], inverse_->classes().kind());
        c.inverse_coords[axis][t] = x;
        inverse_->classes().prefetch_class(FlipSliceClasses::edge_part(x.flip, x.slice));
    }

    // Then its entry in the table of bounds, asked for.
    void inverse_entry(Children& c, int axis, int t) const {
        if (keeps_inverse(axis, t)) return;
        c.inverse_index[axis][t] =
            plan_.inverse_index(c.inverse[axis][t], c.inverse_coords[axis][t]);
        inverse_->prefetch(c.inverse_index[axis][t]);
    }

    // Reads child t's inverse entry on `axis` (or keeps the node's bound): closes the child if
    // its inverse is more than left - 1 moves from solved there; if exactly that, the child's
    // next turn cannot keep the coordinate solved (turns_keeping_solved), and a child left no
    // next turn is closed.
    bool inverse_within(const Node& node, Children& c, int axis, int t, int left) const {
        const int bound = keeps_inverse(axis, t) ? node.inverse_bound[axis]
                                                 : inverse_->bound(c.inverse_index[axis][t]);
        c.inverse_bound[axis][t] = bound;
        c.open[t] = bound <= left - 1;
        if (bound == left - 1 && left - 1 > 0) {
            c.forbidden[t] |= plan_.inverse_keeping[static_cast<size_t>(axis)];
            c.open[t] = c.forbidden[t] != kEveryTurn;
        }
        return c.open[t];
    }

    // Whether child t, left - 1 > 0 moves from the end, is exactly that far from solved in the
    // symmetric tables read so far on axes whose turns keeping solved are every turn together:
    // then it has no solution of left - 1 moves (turns_keeping_solved). Distances mod 3 are
    // exact, bounds at least the distance, so either can be tight.
    bool tight_everywhere(const Children& c, int t, int tables, int left) const {
        if (left - 1 == 0) return false;
        uint32_t last = 0;
        for (int k = 0; k < tables; ++k)
            for (int a = 0; a < kAxes; ++a)
                if (c.distance[k * kAxes + a][t] == left - 1)
                    last |= plan_.keeping[k][static_cast<size_t>(a)];
        return last == kEveryTurn;
    }

    // The node's open children after every source's entry (a node `left` moves from the end
    // of the path). The entries are misses to memory (the symmetric tables are 0.8 and 2.5 GB),
    // so they are asked for in waves, each for the children that the one before leaves: for
    // each symmetric table the U-D axis's entry of every child, then the other two axes', then
    // with a table of bounds the inverse's entry on each axis, then the corner and edge
    // tables' (fewer reads per node than all at once when memory is the limit). The inverse
    // before the corners and edges: it closes many more of the children left than they do
    // (bench/history/2026-12-07.md). The class rows and the pattern tables' move rows
    // were asked for when the node was made.
    void expand(const Node& node, int left, Children& c) const {
        for (int t = 0; t < kFaceTurns; ++t) c.forbidden[t] = c.inverse_made[t] = 0;
        for (int k = 0; k < symmetric_count_; ++k) {
            for (int t = 0; t < kFaceTurns; ++t)
                if (c.open[t]) symmetric_child(node, c, k, 0, t);
            for (int t = 0; t < kFaceTurns; ++t) {
                if (!c.open[t] || !within(node, c, t, k * kAxes, left)) continue;
                for (int a = 1; a < kAxes; ++a) symmetric_child(node, c, k, a, t);
            }
            for (int t = 0; t < kFaceTurns; ++t) {
                for (int a = 1; a < kAxes && c.open[t]; ++a)
                    within(node, c, t, k * kAxes + a, left);
                if (c.open[t] && tight_everywhere(c, t, k + 1, left)) c.open[t] = false;
            }
        }
        if (inverse_ != nullptr) {
            // The U-D axis's inverse entry of every child, then the other two axes': each in three
            // steps (the cubies and the class asked for, the entry asked for, the entry read).
            for (int from = 0, to = 1; from < kAxes; from = to, to = kAxes) {
                for (int t = 0; t < kFaceTurns; ++t)
                    for (int a = from; a < to && c.open[t]; ++a) inverse_child(node, c, a, t);
                for (int t = 0; t < kFaceTurns; ++t)
                    for (int a = from; a < to && c.open[t]; ++a) inverse_entry(c, a, t);
                for (int t = 0; t < kFaceTurns; ++t)
                    for (int a = from; a < to && c.open[t]; ++a)
                        inverse_within(node, c, a, t, left);
            }
        }
        for (int t = 0; t < kFaceTurns; ++t) {
            if (!c.open[t]) continue;
            for (int p = 0; p < kPatterns; ++p) {
                const int s = kFirstPattern + p;
                c.digits[p][t] = patterns_[p]->child_digits(node.digits[p], t);
                c.index[s][t] = patterns_[p]->index_of(c.digits[p][t]);
                patterns_[p]->prefetch(c.index[s][t]);
            }
        }
        for (int t = 0; t < kFaceTurns; ++t)
            for (int p = 0; p < kPatterns && c.open[t]; ++p)
                within(node, c, t, kFirstPattern + p, left);
    }

    // Reads source s's entry of child t; closes the child if it is more than left - 1 moves
    // from solved. Whether it stays open.
    bool within(const Node& node, Children& c, int t, int s, int left) const {
        const SymmetricPruningTable* table = s < kFirstPattern ? symmetric_[s / kAxes] : nullptr;
        if (table != nullptr && table->bounds()) {
            c.distance[s][t] = table->bound(c.index[s][t]);
        } else {
            const unsigned entry = table != nullptr
                                       ? table->get(c.index[s][t])
                                       : patterns_[s - kFirstPattern]->get(c.index[s][t]);
            c.distance[s][t] = next_distance(node.distance[s], entry);
        }
        c.open[t] = c.distance[s][t] <= left - 1;
        return c.open[t];
    }

    void make_child(const Node& node, const Children& c, int t, Node& child) const {
        for (int k = 0; k < symmetric_count_; ++k)
            for (int a = 0; a < kAxes; ++a) {
                const int s = k * kAxes + a;
                child.axis[k][a] = c.state[k][a][t];
                child.index[s] = c.index[s][t];
                child.distance[s] = c.distance[s][t];
                symmetric_[k]->prefetch_row(child.axis[k][a]);
            }
        for (int a = 0; a < kAxes; ++a) child.separation[a] = c.separation[a][t];
        if (inverse_ != nullptr)
            for (int a = 0; a < kAxes; ++a) {
                child.inverse[a] = (c.inverse_made[t] >> a & 1) != 0
                                       ? c.inverse[a][t]
                                       : compose(plan_.premove[a][t], node.inverse[a]);
                child.inverse_bound[a] = c.inverse_bound[a][t];
            }
        for (int p = 0; p < kPatterns; ++p) {
            const int s = kFirstPattern + p;
            child.digits[p] = c.digits[p][t];
            patterns_[p]->prefetch_moves(child.digits[p]);
            child.index[s] = c.index[s][t];
            child.distance[s] = c.distance[s][t];
        }
    }

    bool stopped() {
        if ((++nodes & 4095) == 0) every_4096_nodes();
        return out_of_time_ ||
               (!request_.all && best_task_.load(std::memory_order_relaxed) < branch_);
    }

    // The clock, read once every 4096 nodes: the deadline, and the progress of the depth.
    void every_4096_nodes() {
        shared_.nodes.fetch_add(4096, std::memory_order_relaxed);
        const bool timed = deadline_ != std::chrono::steady_clock::time_point{};
        if (!timed && !request_.on_progress) return;
        const auto now = std::chrono::steady_clock::now();
        if (timed && now > deadline_) out_of_time_ = true;
        if (request_.on_progress) shared_.maybe_report(now, request_);
    }

    // `forbidden`: turns the node's tight inverse rules out (inverse_within).
    bool dfs(const Node& node, int left, int last_face, uint32_t forbidden) {
        if (left == 0) {
            // Every source at distance 0: corners and all twelve edges solved.
            solutions.push_back(path_);
            return true;
        }
        if (stopped()) return false;
        bool found = false;
        Children& c = children_[static_cast<size_t>(left - 1)];
        for (int t = 0; t < kFaceTurns; ++t)
            c.open[t] = allowed(t / 3, last_face, left) && (forbidden >> t & 1) == 0 &&
                        (left != depth_ - 1 ||
                         (moves_.second[path_[0]][t] && (only_second_ < 0 || t == only_second_)));
        expand(node, left, c);
        Node& child = nodes_[static_cast<size_t>(left - 1)];
        for (int t = 0; t < kFaceTurns; ++t) {
            if (!c.open[t]) continue;
            make_child(node, c, t, child);
            path_.push_back(t);
            const bool here = dfs(child, left - 1, t / 3, c.forbidden[t]);
            path_.pop_back();
            if (here && !request_.all) return true;
            found = found || here;
            if (request_.all && request_.max_solutions != 0 &&
                solutions.size() >= request_.max_solutions)
                return true;
        }
        return found;
    }

    const SymmetricPruningTable* symmetric_[kMaxSymmetric] = {};
    const FlipSliceClasses* classes_[kMaxSymmetric] = {};
    const SymmetricPruningTable* inverse_; // plan_.inverse: the inverse's table, or none
    const SearchPlan& plan_;
    int symmetric_count_ = 0;
    const CornerSeparation& separation_;
    const PruningTable* patterns_[kPatterns] = {};
    int axis_[kAxes][kFaceTurns]; // axis_turn, looked up once
    const OptimalRequest& request_;
    int depth_;
    const FirstMoves& moves_;
    std::atomic<int>& best_task_;
    std::atomic<bool>& out_of_time_;
    std::chrono::steady_clock::time_point deadline_;
    DepthShared& shared_;
    int branch_ = 0;       // the task's number
    int only_second_ = -1; // the task's second move, or -1 for all
    std::vector<int> path_;
    // Each level's children and child, made once per search: a Children holds 54 cubes, each
    // made solved by its constructor, a large share of the search when made per node
    // (bench/history/2026-12-07.md).
    std::vector<Children> children_;
    std::vector<Node> nodes_;
};

// The search's node of a position: every source's index and exact distance (a walk down
// each table). Sources a search does not read stay at distance 0.
Node node_of(const Cube3& cube, const OptimalTables& tables, const SearchPlan& plan) {
    Node root{};
    const std::vector<const SymmetricPruningTable*>& symmetric = plan.symmetric;
    for (int axis = 0; axis < kAxes; ++axis) {
        const Cube3 seen = cube3_on_axis(cube, axis);
        root.separation[axis] = corner_separation_coord(seen.corners);
        for (size_t k = 0; k < symmetric.size(); ++k) {
            const SymmetricPruningTable& table = *symmetric[k];
            const FlipSliceCoords c = flip_slice_coords(seen, table.classes().kind());
            const size_t s = k * kAxes + static_cast<size_t>(axis);
            root.axis[k][axis] = table.classes().class_coords(c);
            root.index[s] = table.index(c, root.separation[axis]);
            root.distance[s] = table.bounds() ? table.bound(root.index[s])
                                              : table.distance(c, root.separation[axis]);
        }
    }
    const Cube3 inverse_cube = inverse(cube);
    for (int axis = 0; axis < kAxes; ++axis) {
        const Cube3& seen = root.inverse[axis] = cube3_on_axis(inverse_cube, axis);
        if (plan.inverse != nullptr)
            root.inverse_bound[axis] = plan.inverse->bound(
                plan.inverse_index(seen, flip_slice_coords(seen, plan.inverse->classes().kind())));
    }
    const PruningTable* patterns[kPatterns] = {tables.corners, tables.edges_upper,
                                               tables.edges_lower};
    const uint64_t index[kPatterns] = {cube3_corners_index(cube.corners),
                                       edges6_index(cube.edges, kEdges6UpperSet),
                                       edges6_index(cube.edges, kEdges6LowerSet)};
    for (int p = 0; p < kPatterns; ++p) {
        root.index[kFirstPattern + p] = index[p];
        root.digits[p] = patterns[p]->digits(index[p]);
        root.distance[kFirstPattern + p] = patterns[p]->distance(index[p]);
    }
    return root;
}

} // namespace

OptimalSolver::OptimalSolver(const OptimalTables& tables) : tables_(tables) {}

OptimalResult OptimalSolver::solve(const Cube3& cube, const OptimalRequest& request) const {
    const SearchPlan plan(tables_);
    const Node root = node_of(cube, tables_, plan);
    int bound = 0;
    for (int s = 0; s < kSources; ++s) bound = std::max(bound, root.distance[s]);
    // A position and its inverse are as far from solved.
    if (plan.inverse != nullptr)
        for (const int b : root.inverse_bound) bound = std::max(bound, b);
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
    const FirstMoves moves = first_moves(cube, request.all);
    const auto start = std::chrono::steady_clock::now();
    for (int depth = std::max(bound, 1); !out_of_time; ++depth) {
        // Every position is solved within God's number; a search past it means the tables'
        // distances are wrong (a table damaged or forged past its checksums).
        if (depth > kCube3GodsNumber)
            throw InconsistentTableError("no solution within 20 moves: the pruning tables "
                                         "contradict the cube (damaged or forged)");
        result.proven_below = depth;
        std::atomic<int> best_task{INT_MAX};
        // The threads share tasks of two first moves (one below depth 2), in move order: a
        // first move alone left a thread idle while the other finished the last, largest
        // branch.
        const int seconds = depth >= 2 ? kFaceTurns : 1;
        const int tasks = kFaceTurns * seconds;
        std::vector<std::vector<std::vector<int>>> found(static_cast<size_t>(tasks));
        std::atomic<uint64_t> nodes{0};
        DepthShared shared(depth, start);
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
        for (int task = 0; task < tasks; ++task) {
            const int first = task / seconds, second = seconds > 1 ? task % seconds : -1;
            if (!moves.first[first] || (!request.all && best_task.load() < task)) continue;
            Search search(tables_, plan, request, depth, moves, best_task, out_of_time, deadline,
                          shared);
            if (search.branch(root, task, first, second)) {
                found[static_cast<size_t>(task)] = std::move(search.solutions);
                int expected = best_task.load();
                while (task < expected && !best_task.compare_exchange_weak(expected, task)) {
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
        if (request.on_depth && !out_of_time)
            request.on_depth(depth, nodes, std::chrono::steady_clock::now() - start);
    }
    result.solutions.clear();
    return result;
}

} // namespace twobit
