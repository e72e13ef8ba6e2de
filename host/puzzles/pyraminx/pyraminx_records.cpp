// The Pyraminx's records (host/puzzles/puzzle.hpp): "pyraminx" with its tips and
// "pyraminx-notips", both read from WCA notation: two-layer turns U L R B and tip turns
// u l r b, ' for anticlockwise (TNoodle writes scrambles this way).
#include <array>
#include <stdexcept>

#include "host/puzzles/axis/axis_turn_set.hpp"
#include "host/puzzles/puzzle.hpp"
#include "host/puzzles/pyraminx/pyraminx_model.hpp"
#include "host/puzzles/pyraminx/pyraminx_net.hpp"

namespace twobit {

namespace {

// The pieces a WCA scramble leaves, and the tips' twists against their centres.
struct Scrambled {
    pyraminx::State state;
    std::array<uint8_t, pyraminx::kNumVertices> tips{};
    bool tip_turned = false;
};

Scrambled read_pyraminx(const std::string& text, InputKind kind, const std::string& puzzle) {
    if (kind == InputKind::Stickers)
        throw std::invalid_argument(puzzle + " reads moves only (WCA notation: U L R B, tips "
                                             "u l r b)");
    Scrambled s;
    for (const AxisMove& m : parse_axis_moves(text, pyraminx::kLettersWithTips, puzzle)) {
        if (m.axis < pyraminx::kNumVertices) {
            s.state = pyraminx::puzzle().turn(s.state, m.axis, m.clockwise);
            continue;
        }
        uint8_t& tip = s.tips[static_cast<size_t>(m.axis - pyraminx::kNumVertices)];
        tip = static_cast<uint8_t>((tip + (m.clockwise ? 1 : 2)) % 3);
        s.tip_turned = true;
    }
    return s;
}

// The moves as read, one space apart: cubing.js reads WCA Pyraminx notation as twobit does.
std::string pyraminx_alg(const std::string& text) {
    std::string alg;
    for (const AxisMove& m : parse_axis_moves(text, pyraminx::kLettersWithTips, "pyraminx"))
        alg += std::string(alg.empty() ? "" : " ") + pyraminx::kLettersWithTips[m.axis] +
               (m.clockwise ? "" : "'");
    return alg;
}

Puzzle pyraminx_base(const std::string& id) {
    Puzzle p;
    p.id = id;
    p.metrics = {"htm"};
    p.format = join_move_names;
    p.held_stickers = [id](const std::string& position, const std::string& then_moves,
                           InputKind kind) {
        const Scrambled s = read_pyraminx(position + " " + then_moves, kind, id);
        if (s.tip_turned && id == "pyraminx-notips")
            throw std::invalid_argument("pyraminx-notips has no tips: give two-layer turns U L R "
                                        "B, or show it with --puzzle pyraminx");
        return pyraminx::pyraminx_net(s.state, s.tips);
    };
    p.viewer_puzzle = "pyraminx";
    p.viewer_scramble = pyraminx_alg;
    return p;
}

} // namespace

Puzzle pyraminx_puzzle() {
    Puzzle p = pyraminx_base("pyraminx");
    p.index_stickers = [](uint64_t index) {
        std::array<uint8_t, pyraminx::kNumVertices> tips{};
        uint64_t digits = index % pyraminx::kTipsSize;
        for (size_t v = pyraminx::kNumVertices; v-- > 0; digits /= 3)
            tips[v] = static_cast<uint8_t>(digits % 3);
        return pyraminx::pyraminx_net(pyraminx::from_index(index / pyraminx::kTipsSize), tips);
    };
    p.aliases = {"pyra", "pyram"}; // pyram: the WCA event
    p.description = "Pyraminx with its tips: two-layer turns U L R B and tip turns u l r b; htm: "
                    "every 120-degree turn counts 1, a tip's too";
    p.faces = pyraminx::kLettersWithTips;
    p.states = pyraminx::kStatesWithTips;
    p.positions = "WCA moves like \"U L' R B u' l\" (tips u l r b)";
    p.model = pyraminx::make_model_with_tips;
    p.read = [](const std::string& text, const PuzzleModel&, InputKind kind) {
        const Scrambled s = read_pyraminx(text, kind, "pyraminx");
        return Position{pyraminx::index_with_tips(s.state, s.tips), "", InputKind::Moves};
    };
    p.index_doc = "pyraminx-notips's index x tips: each tip's twist against the centre under "
                  "it, base 3, vertices U L R B (U most significant).";
    return p;
}

Puzzle pyraminx_notips_puzzle() {
    Puzzle p = pyraminx_base("pyraminx-notips");
    p.index_stickers = [](uint64_t index) {
        return pyraminx::pyraminx_net(pyraminx::from_index(index), {});
    };
    p.description = "Pyraminx without tips, two-layer turns U L R B about the vertices; htm: "
                    "every 120-degree turn counts 1";
    p.faces = pyraminx::kAxisLetters;
    p.states = pyraminx::kStates;
    p.positions = "WCA moves like \"U L' R B\" (tip turns are refused: --puzzle pyraminx)";
    p.model = pyraminx::make_model;
    p.read = [](const std::string& text, const PuzzleModel&, InputKind kind) {
        const Scrambled s = read_pyraminx(text, kind, "pyraminx-notips");
        if (s.tip_turned)
            throw std::invalid_argument("pyraminx-notips has no tips: give two-layer turns U L R "
                                        "B, or solve with --puzzle pyraminx");
        return Position{pyraminx::index_of(s.state), "", InputKind::Moves};
    };
    p.index_doc = "edge permutation: rank of the even permutation of the edges UL UR UB LR LB "
                  "RB (6!/2); edge flip: five flips in base 2 (the sixth follows); centre "
                  "twist: the four centres' twists in base 3, U L R B.";
    return p;
}

} // namespace twobit
