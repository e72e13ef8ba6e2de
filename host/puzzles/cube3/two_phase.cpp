// The two-phase search (two_phase.hpp). Sequences are canonical: no face twice in a row, and
// of two opposite faces in a row only U before D, R before L, F before B (they commute).
// Phase 1 ends only with a quarter turn of R, L, F or B (a phase-2 turn there would make a
// shorter phase 1 that an earlier length already tried), and phase 2 starts on another face.
#include "host/puzzles/cube3/two_phase.hpp"

#include <algorithm>

#include "host/puzzles/cube3/cube3_models.hpp"

namespace twobit {

namespace {

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

constexpr int kShortTotal = 12;

class Search {
  public:
    Search(const Cube3& cube, const TwoPhaseTables& t, const TwoPhaseLimits& limits)
        : cube_(cube), t_(t), max_length_(limits.max_length),
          deadline_(std::chrono::steady_clock::now() + limits.time_limit) {}

    std::optional<std::vector<int>> run() {
        const uint64_t index = phase1_index(cube_);
        const int distance = t_.phase1->distance(index);
        // Short answers first: every total length up to kShortTotal, each split between the
        // phases, so that a position a few moves from solved gets a few moves (the trees are
        // small there). Then the usual pass, which takes the first answer within max_length.
        const int longest = max_length_;
        for (int total = distance; total <= std::min(longest, kShortTotal); ++total) {
            max_length_ = total;
            for (int length = distance; length <= total && !out_of_time_; ++length)
                if (phase1(index, distance, length, -1)) return merge_same_face(solution_);
        }
        max_length_ = longest;
        for (int length = distance; length <= max_length_ && !out_of_time_; ++length)
            if (phase1(index, distance, length, -1)) return merge_same_face(solution_);
        return std::nullopt;
    }

  private:
    bool phase1(uint64_t index, int distance, int left, int last_face) {
        if (left == 0)
            return (path_.empty() || !is_phase2_turn(path_.back())) && phase2_after_phase1();
        if ((++nodes_ & 1023) == 0 && std::chrono::steady_clock::now() > deadline_)
            out_of_time_ = true;
        if (out_of_time_) return false;
        for (int t = 0; t < kFaceTurns; ++t) {
            const int face = t / 3;
            if (!canonical_after(face, last_face)) continue;
            const uint64_t next = t_.phase1->child(index, t);
            const int d = next_distance(distance, t_.phase1->get(next));
            if (d > left - 1) continue;
            path_.push_back(t);
            if (phase1(next, d, left - 1, face)) return true;
            path_.pop_back();
        }
        return false;
    }

    bool phase2_after_phase1() {
        const Cube3 cube = apply_turn_ids(cube_, path_);
        const int budget = max_length_ - static_cast<int>(path_.size());
        const int last_face = path_.empty() ? -1 : path_.back() / 3;
        if (t_.phase2 != nullptr) {
            const uint64_t index = phase2_index(cube);
            if (t_.phase2->distance(index) > budget) return false;
            solution_ = path_;
            for (int t : t_.phase2->solution(index)) solution_.push_back(t);
            return true;
        }
        const uint64_t corners =
            uint64_t{phase2_corner_perm(cube)} * kSlicePermSize + phase2_slice_perm(cube);
        const uint64_t edges =
            uint64_t{phase2_ud_edge_perm(cube)} * kSlicePermSize + phase2_slice_perm(cube);
        const int dc = t_.phase2_corners->distance(corners);
        const int de = t_.phase2_edges->distance(edges);
        std::vector<int> moves;
        for (int depth = std::max(dc, de); depth <= budget; ++depth)
            if (phase2(corners, dc, edges, de, depth, last_face, moves)) {
                solution_ = path_;
                solution_.insert(solution_.end(), moves.begin(), moves.end());
                return true;
            }
        return false;
    }

    bool phase2(uint64_t corners, int dc, uint64_t edges, int de, int left, int last_face,
                std::vector<int>& moves) {
        if (left == 0) return corners == 0 && edges == 0;
        for (int t = 0; t < kFaceTurns; ++t) {
            const int face = t / 3;
            if (!is_phase2_turn(t) || !canonical_after(face, last_face)) continue;
            const uint64_t c = t_.phase2_corners->child(corners, t);
            const int c_d = next_distance(dc, t_.phase2_corners->get(c));
            if (c_d > left - 1) continue;
            const uint64_t e = t_.phase2_edges->child(edges, t);
            const int e_d = next_distance(de, t_.phase2_edges->get(e));
            if (e_d > left - 1) continue;
            moves.push_back(t);
            if (phase2(c, c_d, e, e_d, left - 1, face, moves)) return true;
            moves.pop_back();
        }
        return false;
    }

    Cube3 cube_;
    const TwoPhaseTables& t_;
    int max_length_;
    std::chrono::steady_clock::time_point deadline_;
    std::vector<int> path_;
    std::vector<int> solution_;
    uint64_t nodes_ = 0;
    bool out_of_time_ = false;
};

} // namespace

std::optional<std::vector<int>> solve_two_phase(const Cube3& cube, const TwoPhaseTables& tables,
                                                const TwoPhaseLimits& limits) {
    return Search(cube, tables, limits).run();
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
