// The two-phase search (two_phase.hpp). Sequences are canonical: no face twice in a row, and
// of two opposite faces in a row only U before D, R before L, F before B (they commute).
// Phase 1 ends only with a quarter turn of R, L, F or B (a phase-2 turn there would make a
// shorter phase 1 that an earlier length already tried), and phase 2 starts on another face.
//
// What a phase-1 node costs: one read of the 35 MB phase-1 table per child, often a cache
// miss, so a node's children are computed and prefetched before any is read. The position
// is carried as its flip x slice class, the symmetry to the class's representative and the
// raw twist (FlipSliceClasses::child): one row of the class move table per node. A phase-1
// solution is rejected by one byte read when the corner permutation and slice edges it
// leaves are too far from solved for the moves left (both carried through phase 1 by small
// move tables); only the rest rebuild the cubies to search phase 2.
#include "host/puzzles/cube3/two_phase.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "host/io/program_name.hpp"
#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_axes.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/flip_slice_classes.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

constexpr int kShortTotal = 12;
constexpr int kShortSlack = 2;
// The nodes the short answers may cost before the search goes on to the usual one: a position
// a few moves from solved needs a few thousand; a random cube, which has no answer of 12 moves,
// spent two thirds of its time there when it was unbounded (200 random cubes: 3.0 s of CPU
// against 1.1 s without the short search).
constexpr uint64_t kShortNodes = 10000;
constexpr uint32_t kSliceSortedSize = 495 * 24; // where FR FL BL BR are, and their order

bool is_phase2_turn(int t) {
    const FaceTurn f = face_turn_of(t);
    return f.face == FaceU || f.face == FaceD || f.power == 2;
}

// May `face` follow `last` (-1: nothing before)?
bool canonical_after(int face, int last) {
    if (last < 0) return true;
    if (face == last) return false;
    return !(face == (last + 3) % 6 && face < last);
}

std::vector<FaceTurn> all_turns() {
    std::vector<FaceTurn> turns;
    for (int t = 0; t < kFaceTurns; ++t) turns.push_back(face_turn_of(t));
    return turns;
}

// The slice edges' places (colex rank of the four positions, 495) x their order there (4!),
// flip_slice_classes.hpp's sorted slice: in G1 the places are the slice's own and the order
// is phase2_slice_perm.
uint32_t slice_sorted(const EdgeCube& e) {
    return slice_coord(e, SliceKind::Sorted);
}

EdgeCube edges_with_slice_sorted(uint32_t v) {
    return edges_with_slice(v, SliceKind::Sorted);
}

// Exact distances of a small table as bytes: a breadth-first pass, level by level over the
// array (a state's coordinates split once, its children stepped digit by digit), that checks
// the table's own entries on the way (a child one step further has the next value mod 3).
std::vector<uint8_t> exact_bytes(const PruningTable& table) {
    const PuzzleModel& model = table.model();
    const uint64_t states = model.num_states();
    std::vector<uint8_t> exact(states, 0xFF);
    exact[model.solved_index] = 0;
    std::vector<int> turns;
    for (int t = 0; t < kFaceTurns; ++t)
        if (table.has_turn(t)) turns.push_back(t);
    for (uint8_t depth = 0, found = 1; found != 0; ++depth) {
        found = 0;
        for (uint64_t s = 0; s < states; ++s) {
            if (exact[s] != depth) continue;
            const CoordDigits digits = table.digits(s);
            for (int t : turns) {
                const uint64_t c = table.index_of(table.child_digits(digits, t));
                if (exact[c] != 0xFF) continue;
                exact[c] = static_cast<uint8_t>(depth + 1);
                if (table.get(c) != exact[c] % 3u)
                    throw std::runtime_error("the table of " + model.puzzle +
                                             " contradicts its moves: check it with " +
                                             program_name() + " verify --table");
                found = 1;
            }
        }
    }
    return exact;
}

} // namespace

struct TwoPhaseSolver::Carried {
    Coordinate corner_perm;  // 8! x 18
    Coordinate slice_sorted; // 11880 x 18
    std::vector<uint8_t> corners_exact, edges_exact;
    // Phase 2's move tables, from the projections' models (value * phase2_moves + move).
    const uint32_t* phase2_corner_perm = nullptr;
    const uint32_t* phase2_slice = nullptr;
    const uint32_t* phase2_ud_edges = nullptr;
    uint32_t phase2_moves = 0;
    uint32_t phase2_move[kFaceTurns] = {}; // per face turn of phase 2: the models' move index
};

namespace {

// One view of the position (an axis, the cube or its inverse) and the search on it.
class TwoPhaseSearch {
  public:
    TwoPhaseSearch(const Cube3& cube, const TwoPhaseTables& t, const TwoPhaseSolver::Carried& c,
                   std::chrono::steady_clock::time_point deadline, bool& out_of_time)
        : cube_(cube), t_(t), c_(c), deadline_(deadline), out_of_time_(out_of_time),
          classes_(t.phase1->classes()),
          root_(classes_.class_coords(flip_slice_coords(cube, SliceKind::Location))),
          distance_(t.phase1->distance(flip_slice_coords(cube, SliceKind::Location))),
          corner_perm_(rank_permutation(cube.corners.perm.data(), kNumCorners)),
          slice_(slice_sorted(cube.edges)) {}

    int distance() const { return distance_; }
    const Cube3& cube() const { return cube_; }
    const std::vector<int>& solution() const { return solution_; }

    // Every phase-1 sequence of exactly `length` moves, each with a phase 2 of at most
    // total - length moves; true when a solution was found.
    bool try_length(int length, int total) {
        max_length_ = total;
        return phase1(root_, distance_, corner_perm_, slice_, length, -1);
    }

    // Phase-1 nodes visited so far, and a bound on them (try_length gives up past it).
    uint64_t nodes() const { return nodes_; }
    void limit_nodes(uint64_t limit) { node_limit_ = limit; }

  private:
    bool phase1(const ClassCoords& coords, int distance, uint32_t cp, uint32_t sl, int left,
                int last_face) {
        if (left == 0)
            return (path_.empty() || !is_phase2_turn(path_.back())) && phase2_after(cp, sl);
        if ((++nodes_ & 1023) == 0 && std::chrono::steady_clock::now() > deadline_)
            out_of_time_ = true;
        if (out_of_time_ || nodes_ > node_limit_) return false;
        std::array<ClassCoords, kFaceTurns> child{};
        std::array<uint64_t, kFaceTurns> index{};
        for (int t = 0; t < kFaceTurns; ++t) {
            if (!canonical_after(t / 3, last_face)) continue;
            const size_t k = static_cast<size_t>(t);
            child[k] = classes_.child(coords, t);
            index[k] = t_.phase1->index(child[k]);
            t_.phase1->prefetch(index[k]);
        }
        for (int t = 0; t < kFaceTurns; ++t) {
            const int face = t / 3;
            if (!canonical_after(face, last_face)) continue;
            const ClassCoords& next = child[static_cast<size_t>(t)];
            const int d = next_distance(distance, t_.phase1->get(index[static_cast<size_t>(t)]));
            if (d > left - 1) continue;
            if (left > 1) t_.phase1->prefetch_row(next);
            path_.push_back(t);
            const size_t m = static_cast<size_t>(t);
            if (phase1(next, d, c_.corner_perm.move_table[cp * kFaceTurns + m],
                       c_.slice_sorted.move_table[sl * kFaceTurns + m], left - 1, face))
                return true;
            path_.pop_back();
        }
        return false;
    }

    bool phase2_after(uint32_t cp, uint32_t sl) {
        const int budget = max_length_ - static_cast<int>(path_.size());
        const uint64_t corners = uint64_t{cp} * kSlicePermSize + sl % 24;
        if (c_.corners_exact[corners] > budget) return false;
        const Cube3 cube = apply_turn_ids(cube_, path_);
        const int last_face = path_.empty() ? -1 : path_.back() / 3;
        if (t_.phase2 != nullptr) {
            const uint64_t index = phase2_index(cube);
            if (t_.phase2->distance(index) > budget) return false;
            solution_ = path_;
            for (int t : t_.phase2->solution(index)) solution_.push_back(t);
            return true;
        }
        const Phase2 start{cp, phase2_ud_edge_perm(cube), sl % 24};
        const int dc = c_.corners_exact[corners], de = c_.edges_exact[start.edges()];
        std::vector<int> moves;
        for (int depth = std::max(dc, de); depth <= budget; ++depth)
            if (phase2(start, depth, last_face, moves)) {
                solution_ = path_;
                solution_.insert(solution_.end(), moves.begin(), moves.end());
                return true;
            }
        return false;
    }

    // Phase 2's coordinates, carried one by one: the two projections' indices are
    // corners() and edges().
    struct Phase2 {
        uint32_t corner_perm, ud_edges, slice;
        uint64_t corners() const { return uint64_t{corner_perm} * kSlicePermSize + slice; }
        uint64_t edges() const { return uint64_t{ud_edges} * kSlicePermSize + slice; }
    };

    bool phase2(const Phase2& p, int left, int last_face, std::vector<int>& moves) {
        if (left == 0) return p.corner_perm == 0 && p.ud_edges == 0 && p.slice == 0;
        for (int t = 0; t < kFaceTurns; ++t) {
            const int face = t / 3;
            if (!is_phase2_turn(t) || !canonical_after(face, last_face)) continue;
            const uint32_t m = c_.phase2_move[t];
            const Phase2 next{c_.phase2_corner_perm[p.corner_perm * c_.phase2_moves + m],
                              c_.phase2_ud_edges[p.ud_edges * c_.phase2_moves + m],
                              c_.phase2_slice[p.slice * c_.phase2_moves + m]};
            if (c_.corners_exact[next.corners()] > left - 1 ||
                c_.edges_exact[next.edges()] > left - 1)
                continue;
            moves.push_back(t);
            if (phase2(next, left - 1, face, moves)) return true;
            moves.pop_back();
        }
        return false;
    }

    Cube3 cube_;
    const TwoPhaseTables& t_;
    const TwoPhaseSolver::Carried& c_;
    std::chrono::steady_clock::time_point deadline_;
    bool& out_of_time_;
    const FlipSliceClasses& classes_;
    ClassCoords root_;
    int distance_;
    uint32_t corner_perm_, slice_;
    int max_length_ = 0;
    std::vector<int> path_;
    std::vector<int> solution_;
    uint64_t nodes_ = 0;
    uint64_t node_limit_ = UINT64_MAX;
};

// A view's solution as turns of the position itself: back from the axis, and reversed and
// inverted for the inverse.
std::vector<int> from_view(std::vector<int> turns, int axis, bool inverted) {
    for (int& t : turns) {
        int original = 0;
        while (axis_turn(axis, original) != t) ++original;
        t = original;
    }
    if (!inverted) return turns;
    std::reverse(turns.begin(), turns.end());
    for (int& t : turns) t = t / 3 * 3 + (2 - t % 3); // power p -> 4 - p
    return turns;
}

} // namespace

TwoPhaseSolver::TwoPhaseSolver(const TwoPhaseTables& tables) : tables_(tables) {
    auto c = std::make_shared<Carried>();
    const std::vector<FaceTurn> turns = all_turns();
    c->corner_perm = corner_permutation_coordinate(turns);
    c->slice_sorted = tabulate_coordinate<EdgeCube>("slice edges sorted", kSliceSortedSize, turns,
                                                    edges_with_slice_sorted, slice_sorted);
    c->corners_exact = exact_bytes(*tables.phase2_corners);
    c->edges_exact = exact_bytes(*tables.phase2_edges);
    const PuzzleModel& corners = tables.phase2_corners->model();
    const PuzzleModel& edges = tables.phase2_edges->model();
    if (corners.moves.size() != edges.moves.size())
        throw std::logic_error("phase 2's projections have different moves");
    c->phase2_corner_perm = corners.coords[0].move_table.data();
    c->phase2_slice = corners.coords[1].move_table.data();
    c->phase2_ud_edges = edges.coords[0].move_table.data();
    c->phase2_moves = static_cast<uint32_t>(corners.moves.size());
    for (int t = 0; t < kFaceTurns; ++t)
        if (is_phase2_turn(t)) {
            if (tables.phase2_corners->model_move(t) != tables.phase2_edges->model_move(t))
                throw std::logic_error("phase 2's projections order their moves differently");
            c->phase2_move[t] = static_cast<uint32_t>(tables.phase2_corners->model_move(t));
        }
    carried_ = std::move(c);
}

std::optional<std::vector<int>> TwoPhaseSolver::solve(const Cube3& cube,
                                                      const TwoPhaseLimits& limits) const {
    bool out_of_time = false;
    const auto deadline = std::chrono::steady_clock::now() + limits.time_limit;
    const Cube3 inverted = inverse(cube);
    // The views, each once: a symmetric position (the superflip) looks the same along several
    // axes or inverted, and searching a view twice finds nothing new.
    std::vector<TwoPhaseSearch> views;
    views.reserve(6);
    std::vector<int> view_of; // per search: which of the six views (axis = v % 3, inverse >= 3)
    for (int v = 0; v < 6; ++v) {
        const Cube3 seen = cube3_on_axis(v < 3 ? cube : inverted, v % 3);
        if (std::any_of(views.begin(), views.end(),
                        [&](const TwoPhaseSearch& s) { return s.cube() == seen; }))
            continue;
        views.emplace_back(seen, tables_, *carried_, deadline, out_of_time);
        view_of.push_back(v);
    }
    const auto answer = [&](size_t k) {
        const int v = view_of[k];
        return merge_same_face(from_view(views[k].solution(), v % 3, v >= 3));
    };
    // Short answers first, on the position itself: every total length up to kShortTotal,
    // split between the phases with phase 1 at most kShortSlack moves over its distance, so
    // that a position a few moves from solved gets a few moves. (Longer phase-1 sequences
    // from a cube near G1 make a large tree for no gain.) At most kShortNodes nodes.
    TwoPhaseSearch& own = views.front();
    own.limit_nodes(kShortNodes);
    for (int total = own.distance(); total <= std::min(limits.max_length, kShortTotal); ++total)
        for (int length = own.distance(); length <= std::min(total, own.distance() + kShortSlack) &&
                                          !out_of_time && own.nodes() <= kShortNodes;
             ++length)
            if (own.try_length(length, total)) return answer(0);
    for (TwoPhaseSearch& view : views)
        view.limit_nodes(limits.node_limit != 0 ? limits.node_limit : UINT64_MAX);
    // Then the views in step, the first answer within max_length.
    for (int length = 0; length <= limits.max_length && !out_of_time; ++length)
        for (size_t k = 0; k < views.size() && !out_of_time; ++k)
            if (length >= views[k].distance() && views[k].try_length(length, limits.max_length))
                return answer(k);
    return std::nullopt;
}

Cube3 apply_turn_ids(Cube3 cube, const std::vector<int>& turns) {
    for (int t : turns) cube = turn(cube, face_turn_of(t).face, face_turn_of(t).power);
    return cube;
}

std::vector<int> merge_same_face(const std::vector<int>& turns) {
    std::vector<int> out;
    for (int t : turns) {
        if (!out.empty() && out.back() / 3 == t / 3) {
            const int power = (out.back() % 3 + 1 + t % 3 + 1) % 4;
            out.pop_back();
            if (power != 0) out.push_back(t / 3 * 3 + power - 1);
            continue;
        }
        out.push_back(t);
    }
    return out;
}

} // namespace twobit
