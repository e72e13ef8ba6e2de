// The Skewb's record (host/puzzles/puzzle.hpp): WCA notation R L U B with ' (turns about the
// DBR, DFL, UBL and DBL corners), as TNoodle and cubing.js write Skewb scrambles.
#include <stdexcept>

#include "host/puzzles/axis/axis_turn_set.hpp"
#include "host/puzzles/puzzle.hpp"
#include "host/puzzles/skewb/skewb_model.hpp"
#include "host/puzzles/skewb/skewb_net.hpp"

namespace twobit {

namespace {

skewb::State skewb_after(const std::string& text) {
    skewb::State s;
    for (const AxisMove& m : parse_axis_moves(text, skewb::kAxisLetters, "skewb"))
        s = skewb::puzzle().turn(s, m.axis, m.clockwise);
    return s;
}

// The moves as read, one space apart: cubing.js reads the Skewb's WCA notation as twobit does.
std::string skewb_alg(const std::string& text) {
    std::string alg;
    for (const AxisMove& m : parse_axis_moves(text, skewb::kAxisLetters, "skewb"))
        alg += std::string(alg.empty() ? "" : " ") + skewb::kAxisLetters[m.axis] +
               (m.clockwise ? "" : "'");
    return alg;
}

} // namespace

Puzzle skewb_puzzle() {
    Puzzle p;
    p.id = "skewb";
    p.description = "Skewb, UFR corner fixed, WCA turns U L R B about the UBL DFL DBR DBL "
                    "corners; htm: every 120-degree turn counts 1";
    p.metrics = {"htm"};
    p.faces = skewb::kAxisLetters;
    p.states = skewb::kStates;
    p.positions = "WCA moves like \"R U' L B'\"";
    p.model = skewb::make_model;
    p.read = [](const std::string& text, const PuzzleModel&, InputKind kind) {
        if (kind == InputKind::Stickers)
            throw std::invalid_argument("skewb reads moves only (WCA notation: R L U B)");
        return Position{skewb::index_of(skewb_after(text)), "", InputKind::Moves};
    };
    p.format = join_move_names;
    p.index_stickers = [](uint64_t index) { return skewb::skewb_net(skewb::from_index(index)); };
    p.held_stickers = [](const std::string& position, const std::string& then_moves,
                         InputKind kind) {
        if (kind == InputKind::Stickers)
            throw std::invalid_argument("skewb reads moves only (WCA notation: R L U B)");
        return skewb::skewb_net(skewb_after(position + " " + then_moves));
    };
    p.viewer_puzzle = "skewb";
    p.net_colours = true;
    p.viewer_scramble = skewb_alg;
    p.index_doc = "centres: rank of the even permutation of the six centres (6!/2); then each "
                  "tetrad's permutation paired with the other tetrad's twist: DBL's tetrad "
                  "(UFL UBR DFR DBL; 12 arrangements x 9 twists) and UFR's (UBL DFL DBR; 3 x 27).";
    return p;
}

} // namespace twobit
