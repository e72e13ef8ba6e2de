// 3x3x3-edges6: six tracked edges of the 3x3x3 with where they are and how they are flipped
// (a pattern database of Korf's kind), for the sets {UR UF UL UB DR DF} and {DL DB FR FL BL
// BR}. Positions: a partial permutation (12!/6! = 665,280, the major coordinate). Flips:
// one bit per tracked piece (64); a turn changes a piece's flip by an amount that depends
// on where the piece is, so the flips move by XOR masks selected by the positions.
#include <array>
#include <vector>

#include "host/puzzles/cube/model_builder.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "kernels/coord_rank.hpp"

namespace twobit {

namespace {

constexpr int kTracked = 6;

// slot[i] = position of tracked piece i; flips of tracked pieces as bits (piece 0 highest).
struct TrackedEdges {
    uint8_t slot[kTracked];
    uint32_t flips;
};

TrackedEdges tracked_of(const EdgeCube& e, const Edges6Set& set) {
    TrackedEdges t{};
    for (int p = 0; p < kNumEdges; ++p)
        for (int i = 0; i < kTracked; ++i)
            if (e.perm[p] == set[i]) {
                t.slot[i] = static_cast<uint8_t>(p);
                t.flips |= uint32_t{e.flip[p]} << (kTracked - 1 - i);
            }
    return t;
}

// A cube with the tracked pieces where t says (untracked pieces fill the rest in order).
EdgeCube cube_of(const TrackedEdges& t, const Edges6Set& set) {
    EdgeCube e;
    bool used[kNumEdges] = {};
    for (int i = 0; i < kTracked; ++i) used[t.slot[i]] = true;
    bool tracked_piece[kNumEdges] = {};
    for (uint8_t piece : set) tracked_piece[piece] = true;
    uint8_t next_untracked = 0;
    for (int p = 0; p < kNumEdges; ++p) {
        if (used[p]) continue;
        while (tracked_piece[next_untracked]) ++next_untracked;
        e.perm[p] = next_untracked++;
    }
    for (int i = 0; i < kTracked; ++i) {
        e.perm[t.slot[i]] = set[i];
        e.flip[t.slot[i]] = static_cast<uint8_t>((t.flips >> (kTracked - 1 - i)) & 1u);
    }
    return e;
}

TrackedEdges tracked_from_index(uint64_t index) {
    TrackedEdges t{};
    unrank_partial_permutation(static_cast<uint32_t>(index / kEdges6FlipSize), kNumEdges, kTracked,
                               t.slot);
    t.flips = static_cast<uint32_t>(index % kEdges6FlipSize);
    return t;
}

} // namespace

const Edges6Set kEdges6UpperSet = {UR, UF, UL, UB, DR, DF};
const Edges6Set kEdges6LowerSet = {DL, DB, FR, FL, BL, BR};

uint64_t edges6_index(const EdgeCube& edges, const Edges6Set& set) {
    const TrackedEdges t = tracked_of(edges, set);
    return uint64_t{rank_partial_permutation(t.slot, kNumEdges, kTracked)} * kEdges6FlipSize +
           t.flips;
}

EdgeCube edges6_representative(uint64_t index, const Edges6Set& set) {
    return cube_of(tracked_from_index(index), set);
}

PuzzleModel make_cube3_edges6_model(const std::string& id, const Edges6Set& set,
                                    const std::string& metric, const std::string& gens) {
    PuzzleModel model;
    model.puzzle = id;
    model.metric = metric;
    const std::vector<FaceTurn> turns = face_turn_set(metric, gens, kAllFaces, model.gens);
    set_face_turn_moves(model, turns);
    const size_t num_moves = turns.size();
    Coordinate positions("positions of the 6 edges", kEdges6PositionSize);
    Coordinate flips("flips of the 6 edges", kEdges6FlipSize);
    flips.kind = kCoordXorBySource;
    flips.source = 0;
    positions.move_table.resize(size_t{kEdges6PositionSize} * num_moves);
    flips.move_table.resize(size_t{kEdges6PositionSize} * num_moves);
    // Each turn as where it sends the piece in each position and the flip it gives the piece
    // arriving there (from the turn applied to the solved cube: the piece now at p came from
    // position turned.perm[p]). A tracked piece moves with its position alone, so every
    // arrangement's table row follows from its six slots, and its XOR mask is the flips the
    // turn gives the pieces arriving at their new slots.
    std::vector<std::array<uint8_t, kNumEdges>> dest(num_moves), flip_at(num_moves);
    for (size_t m = 0; m < num_moves; ++m) {
        const EdgeCube turned = turn(EdgeCube{}, turns[m].face, turns[m].power);
        for (uint8_t p = 0; p < kNumEdges; ++p) {
            dest[m][turned.perm[p]] = p;
            flip_at[m][p] = turned.flip[p];
        }
    }
    // 12 M rankings: on every core (0.25 s on one here, the optimal solver's start waits).
#pragma omp parallel for schedule(static)
    for (uint32_t p = 0; p < kEdges6PositionSize; ++p) {
        const TrackedEdges before = tracked_from_index(uint64_t{p} * kEdges6FlipSize);
        for (size_t m = 0; m < num_moves; ++m) {
            TrackedEdges after{};
            for (int i = 0; i < kTracked; ++i) {
                after.slot[i] = dest[m][before.slot[i]];
                after.flips |= uint32_t{flip_at[m][after.slot[i]]} << (kTracked - 1 - i);
            }
            positions.move_table[p * num_moves + m] =
                rank_partial_permutation(after.slot, kNumEdges, kTracked);
            flips.move_table[p * num_moves + m] = after.flips;
        }
    }
    model.coords.push_back(std::move(positions));
    model.coords.push_back(std::move(flips));
    model.solved_index = edges6_index(EdgeCube{}, set);
    model.validate();
    return model;
}

} // namespace twobit
