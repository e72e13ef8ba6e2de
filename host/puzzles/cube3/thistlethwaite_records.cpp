// The records (host/puzzles/puzzle.hpp) of Thistlethwaite's first three phase spaces
// (thistlethwaite_models.hpp); the fourth phase is the 3x3x3-squares record. Positions are
// 3x3x3 face-turn scrambles applied to cubies with the centres fixed, as for the other 3x3x3
// spaces (cube3_records.cpp); a phase's space holds only the cubes of the group the phase
// starts from, so a scramble outside it is reported as outside.
#include <stdexcept>

#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/cube3_space_record.hpp"
#include "host/puzzles/cube3/thistlethwaite_models.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

namespace {

// A phase's record: a 3x3x3 space (cube3_space_record.hpp) in htm with its own example.
Puzzle phase_space(std::string id, std::string description, uint64_t states, std::string positions,
                   std::string index_doc,
                   std::function<PuzzleModel(const std::string&, const std::string&)> make_model,
                   std::function<uint64_t(const Cube3&)> index,
                   std::function<std::string(const Cube3&)> outside) {
    Puzzle p = cube3_space(std::move(id), std::move(description), {"htm"}, kAllFaces, states,
                           std::move(index_doc), std::move(make_model), std::move(index),
                           std::move(outside));
    p.positions = std::move(positions);
    return p;
}

} // namespace

Puzzle thistlethwaite_g1_puzzle() {
    return phase_space(
        "thistlethwaite-g1",
        "Thistlethwaite's phase 1: edge flip (solve: an optimal way into <U, D, R, L, F2, B2>)",
        kThistleG1States, "3x3x3 face turns like \"R U2 F' D\"",
        "flip: the first eleven edges' flips in base 2 (only F and B quarter turns flip).",
        make_thistle_g1_model, thistle_g1_index, [](const Cube3&) { return std::string(); });
}

Puzzle thistlethwaite_g2_puzzle() {
    return phase_space(
        "thistlethwaite-g2",
        "Thistlethwaite's phase 2: corner twist x E-slice edge location in <U, D, R, L, F2, B2> "
        "(solve: an optimal way into <U, D, R2, L2, F2, B2>)",
        kThistleG2States, "turns of <U, D, R, L, F2, B2> like \"R U F2 L' D\"",
        "twist: seven corners' twists in base 3; slice: colex rank of the four positions "
        "holding FR FL BL BR (C(12,4) = 495).",
        make_thistle_g2_model, thistle_g2_index, [](const Cube3& c) {
            return in_thistle_g1(c)
                       ? std::string()
                       : std::string("not in <U, D, R, L, F2, B2>: an edge is flipped (F and B "
                                     "quarter turns flip; thistlethwaite-g1 solves that)");
        });
}

Puzzle thistlethwaite_g3_puzzle() {
    return phase_space(
        "thistlethwaite-g3",
        "Thistlethwaite's phase 3: the cosets of the squares group in <U, D, R2, L2, F2, B2> "
        "(solve: an optimal way into <U2, D2, R2, L2, F2, B2>)",
        kThistleG3States, "turns of <U, D, R2, L2, F2, B2> like \"U R2 D' F2\"",
        "corners: the coset of the corner permutation under relabelling by the squares group's "
        "96 corner permutations (420, numbered in the order of their smallest Lehmer ranks); "
        "edges: colex rank of the four of the positions UR UF UL UB DR DF DL DB holding UF UB "
        "DF DB (C(8,4) = 70).",
        make_thistle_g3_model, thistle_g3_index, [](const Cube3& c) {
            return in_thistle_g2(c)
                       ? std::string()
                       : std::string("not in <U, D, R2, L2, F2, B2>: those turns cannot make it");
        });
}

} // namespace twobit
