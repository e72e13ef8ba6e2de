// The "stickers in place" question over a complete 2x2x2 table: for every position, its
// exact distance against the number of stickers showing the colour of the face they are on
// (DBL fixed, so the colour scheme is the solved one) and against the number of corner
// pieces solved. Joint tables, per-count means and ranges, correlations and the two extreme
// counterexamples. Pictures and printing live elsewhere (tools/cli/cmd_analyze.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <cmath>

#include "host/engine/puzzle_model.hpp"
#include "host/engine/solver.hpp"
#include "host/puzzles/cube/corner_cubies.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"

namespace twobit {

struct StickerAnalysis {
    static constexpr int kMaxStickers = 24;
    static constexpr int kMaxCorners = 8;
    // by_stickers[d][s] = positions at distance d with s stickers in place; likewise corners.
    std::vector<std::array<uint64_t, kMaxStickers + 1>> by_stickers;
    std::vector<std::array<uint64_t, kMaxCorners + 1>> by_corners;
    uint64_t positions = 0;
    double correlation_stickers = 0; // Pearson, distance against stickers in place
    double correlation_corners = 0;  // Pearson, distance against corners solved
    // The counterexamples: among unsolved positions, the most stickers in place and, of
    // those, the furthest away; and the fewest stickers in place and, of those, the closest.
    uint64_t most_stickers_furthest = 0;
    uint64_t fewest_stickers_closest = 0;
};

// Stickers showing the colour of their face, for a cube with DBL in place (0..24).
int stickers_in_place(const CornerCube& cube);
// Corner pieces in their home position and untwisted (0..8).
int corners_solved(const CornerCube& cube);

// Walks every state of a complete 2x2x2 table built for `model`, whose God's number is
// max_depth; each exact distance comes from the lookup solver (Solver<Table>::distance).
// Unreached states are skipped.
template <class Table>
StickerAnalysis analyze_stickers(const PuzzleModel& model, const Table& table, int max_depth) {
    const Solver<Table> solver(model, table, max_depth);
    StickerAnalysis a;
    // Sums for the correlations: distance d, stickers s, corners c.
    double sd = 0, ss = 0, sc = 0, sdd = 0, sss = 0, scc = 0, sds = 0, sdc = 0;
    int best_most = -1, best_fewest = -1; // encoded (stickers, distance) keys
    for (uint64_t i = 0; i < model.num_states(); ++i) {
        const int d = solver.distance(i);
        if (d < 0) continue;
        const CornerCube cube = cube2_from_index(i);
        const int s = stickers_in_place(cube), c = corners_solved(cube);
        if (static_cast<size_t>(d) >= a.by_stickers.size()) {
            a.by_stickers.resize(static_cast<size_t>(d) + 1, {});
            a.by_corners.resize(static_cast<size_t>(d) + 1, {});
        }
        ++a.by_stickers[static_cast<size_t>(d)][static_cast<size_t>(s)];
        ++a.by_corners[static_cast<size_t>(d)][static_cast<size_t>(c)];
        ++a.positions;
        sd += d, ss += s, sc += c, sdd += d * d, sss += s * s, scc += c * c, sds += d * s,
            sdc += d * c;
        if (d == 0) continue;
        const int most = s * 64 + d, fewest = (StickerAnalysis::kMaxStickers - s) * 64 - d;
        if (most > best_most) best_most = most, a.most_stickers_furthest = i;
        if (fewest > best_fewest) best_fewest = fewest, a.fewest_stickers_closest = i;
    }
    const double n = static_cast<double>(a.positions);
    const auto pearson = [n](double x, double y, double xx, double yy, double xy) {
        const double cov = xy / n - (x / n) * (y / n);
        const double vx = xx / n - (x / n) * (x / n), vy = yy / n - (y / n) * (y / n);
        return vx > 0 && vy > 0 ? cov / std::sqrt(vx * vy) : 0.0;
    };
    a.correlation_stickers = pearson(sd, ss, sdd, sss, sds);
    a.correlation_corners = pearson(sd, sc, sdd, scc, sdc);
    return a;
}

} // namespace twobit
