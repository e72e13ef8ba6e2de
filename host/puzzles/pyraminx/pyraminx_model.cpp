// The tipless Pyraminx's coordinates and move tables; see pyraminx_model.hpp. Every turn
// 3-cycles three edges and twists one centre in place. A 3-cycle is even, and it leaves the
// number of flipped edges even (three applications bring each edge home unflipped, so the
// three flips it adds sum to 0 mod 2), which is why the last flip follows from the others.
// Flips and twists belong to positions, not pieces, so each coordinate moves on its own.
#include "host/puzzles/pyraminx/pyraminx_model.hpp"

#include <stdexcept>
#include <vector>

#include "host/engine/even_permutation.hpp"
#include "host/engine/gens.hpp"
#include "host/puzzles/axis/axis_puzzle.hpp"

namespace twobit::pyraminx {

uint32_t edge_perm_coord(const State& s) {
    return rank_even_permutation(s.edges.piece.data(), kNumEdges);
}

uint32_t edge_flip_coord(const State& s) {
    return rank_orientation(s.edges.ori.data(), kNumEdges, 2);
}

uint32_t centre_twist_coord(const State& s) {
    uint32_t twist = 0;
    for (uint8_t t : s.centres.ori) twist = twist * 3 + t;
    return twist;
}

uint64_t index_of(const State& s) {
    return mixed_radix_index<3>({edge_perm_coord(s), edge_flip_coord(s), centre_twist_coord(s)},
                                {kEdgePermSize, kEdgeFlipSize, kCentreTwistSize});
}

State from_coords(uint32_t edge_perm, uint32_t edge_flip, uint32_t centre_twist) {
    State s;
    unrank_even_permutation(edge_perm, kNumEdges, s.edges.piece.data());
    unrank_orientation(edge_flip, kNumEdges, 2, s.edges.ori.data());
    for (int c = kNumCentres - 1; c >= 0; --c) {
        s.centres.ori[static_cast<size_t>(c)] = static_cast<uint8_t>(centre_twist % 3);
        centre_twist /= 3;
    }
    return s;
}

State from_index(uint64_t index) {
    const auto d = mixed_radix_digits<3>(index, {kEdgePermSize, kEdgeFlipSize, kCentreTwistSize});
    return from_coords(d[0], d[1], d[2]);
}

PuzzleModel make_model(const std::string& metric, const std::string& gens) {
    return make_axis_model("pyraminx-notips", metric, gens, puzzle(),
                           {{"edge permutation", kEdgePermSize,
                             [](uint32_t v) { return from_coords(v, 0, 0); }, edge_perm_coord},
                            {"edge flip", kEdgeFlipSize,
                             [](uint32_t v) { return from_coords(0, v, 0); }, edge_flip_coord},
                            {"centre twist", kCentreTwistSize,
                             [](uint32_t v) { return from_coords(0, 0, v); }, centre_twist_coord}});
}

uint64_t index_with_tips(const State& s, const std::array<uint8_t, kNumVertices>& tips) {
    uint32_t tip_digits = 0;
    for (uint8_t t : tips) tip_digits = tip_digits * 3 + t % 3;
    return index_of(s) * kTipsSize + tip_digits;
}

PuzzleModel make_model_with_tips(const std::string& metric, const std::string& gens) {
    std::string normalized;
    const std::vector<size_t> chosen =
        parse_gens(gens, kLettersWithTips, "turning axis or tip", normalized);
    std::string layers, tips;
    for (size_t i : chosen) (i < kNumVertices ? layers : tips) += kLettersWithTips[i];
    if (layers.empty())
        throw std::invalid_argument("--gens: give at least one two-layer turn of U L R B");
    PuzzleModel model = make_model(metric, layers);
    model.puzzle = "pyraminx";
    model.gens = normalized;
    const size_t layer_moves = model.moves.size();
    for (char tip : tips)
        for (bool clockwise : {true, false}) {
            const int self = static_cast<int>(model.moves.size());
            model.moves.push_back(
                {std::string(1, tip) + (clockwise ? "" : "'"), clockwise ? self + 1 : self - 1});
        }
    const size_t num_moves = model.moves.size();
    // The tip turns leave the two-layer coordinates alone.
    for (Coordinate& c : model.coords) {
        MoveTable table(size_t{c.size} * num_moves);
        for (uint32_t v = 0; v < c.size; ++v)
            for (size_t m = 0; m < num_moves; ++m)
                table[v * num_moves + m] = m < layer_moves ? c.move_table[v * layer_moves + m] : v;
        c.move_table = std::move(table);
    }
    // And the two-layer turns leave the tips coordinate alone.
    Coordinate t{"tips against their centres", kTipsSize, {}};
    t.move_table.resize(size_t{kTipsSize} * num_moves);
    for (uint32_t v = 0; v < kTipsSize; ++v)
        for (size_t m = 0; m < num_moves; ++m) {
            uint32_t out = v;
            if (m >= layer_moves) {
                constexpr uint32_t kTipScale[kNumVertices] = {27, 9, 3, 1}; // U first
                const size_t vertex = std::string("ulrb").find(model.moves[m].name[0]);
                const uint32_t scale = kTipScale[vertex];
                const uint32_t digit = v / scale % 3;
                const bool clockwise = model.moves[m].name.size() == 1;
                out = v - digit * scale + (digit + (clockwise ? 1 : 2)) % 3 * scale;
            }
            t.move_table[v * num_moves + m] = out;
        }
    model.coords.push_back(std::move(t));
    model.solved_index = model.solved_index * kTipsSize;
    model.validate();
    return model;
}

} // namespace twobit::pyraminx
