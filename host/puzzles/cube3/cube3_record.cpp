// The record (host/puzzles/puzzle.hpp) of the whole 3x3x3. It has no table of its own (its
// 4.3 x 10^19 states fit in no table): `twobit solve --puzzle 3x3x3` searches on the tables of
// the other 3x3x3 records (cube3_solver.hpp): two-phase by default, --optimal, and --method
// thistlethwaite.
#include <cstring>

#include "host/io/input_lines.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube/sticker_lines.hpp"
#include "host/puzzles/cube3/cube3_class_tables.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "host/puzzles/cube3/cube3_solver.hpp"
#include "host/puzzles/puzzle.hpp"
#include "host/puzzles/scramble/scrambler.hpp"

namespace twobit {

namespace {

// Without --puzzle: its 54 stickers, or moves only a 3x3x3 scramble has: slices and wide turns
// (a 2x2x2 has no middle layer), and turns of D, L or B. That last is a decision: a 2x2x2
// scramble (WCA's, TNoodle's) turns U, R and F, and a scramble of all six faces is what cubers
// write for the 3x3x3; `--puzzle 2x2x2` reads any face of the pocket cube.
int claims_cube3_position(const std::string& line, InputKind input) {
    if (claims_sticker_line(line, input, cube3_line_rules())) return 2;
    if (input == InputKind::Stickers || line.size() > kMaxPositionBytes) return 0;
    try {
        for (const ParsedTurn& t : parse_moves(line, true))
            if (std::strchr("MESrufdlbDLB", t.symbol) != nullptr) return 1;
    } catch (const NotationError&) { // no moves of this cube: nothing of its own
    }
    return 0;
}

} // namespace

Puzzle cube3_puzzle() {
    Puzzle p;
    p.id = "3x3x3";
    p.aliases = {"3x3", "333", "rubik", "rubiks-cube"};
    p.description = "the whole 3x3x3: two-phase (at most 20 moves), optimal and Thistlethwaite "
                    "solvers on the tables below";
    p.metrics = {"htm"};
    p.gods_numbers = {{"htm", 20}, {"qtm", 26}};
    p.solver = make_cube3_solver;
    p.scrambler = make_cube3_scrambler;
    p.stickers_held = "the centres in place";
    p.claims_position = claims_cube3_position;
    p.solve_options = cube3_solve_options();
    p.solved_by = "searches on other tables";
    p.viewer_puzzle = "3x3x3";
    p.viewer_scramble = [](const std::string& line) {
        return format_turns(parse_moves(line, true)); // slices and wide turns are the 3x3x3's
    };
    p.net_colours = true;
    // As held: the stickers turned with nothing re-expressed, so rotations and slices show;
    // stickers are checked as a cube first, and drawn as given.
    p.held_stickers = [](const std::string& position, const std::string& then_moves,
                         InputKind kind) {
        kind = resolve_line_kind(position, kind, cube3_line_rules());
        const std::vector<ParsedTurn> then_turns = parse_moves(then_moves, true);
        if (kind == InputKind::Stickers) {
            parse_cube3_position(position, InputKind::Stickers);
            return turn_facelets(position, then_turns);
        }
        std::vector<ParsedTurn> turns = parse_moves(position, true);
        turns.insert(turns.end(), then_turns.begin(), then_turns.end());
        return cube3_facelets_after(turns);
    };
    p.table_note =
        "its solvers search on the tables of kociemba-phase1-sym, kociemba-phase2-corners "
        "and -edges (two-phase), 3x3x3-optimal-sym-bounds (its own, 841 MB), "
        "3x3x3-optimal-sep-sym-bounds (2.47 GB) or kociemba-phase1-sym-bounds (36 MB), "
        "3x3x3-corners and the 3x3x3-edges6 pair (--optimal) "
        "and thistlethwaite-g1 to -g3 with 3x3x3-squares (--method thistlethwaite)";
    p.positions = "moves like \"R U R' U'\" (wide turns, slices M E S and rotations too) or 54 "
                  "stickers (U R F D L B faces, Kociemba's order)";
    p.index_doc = "(no table)";
    p.tables = {flip_slice_table(SliceKind::Sorted, CornerColumns::Twist, true),
                flip_slice_table(SliceKind::Sorted),
                flip_slice_table(SliceKind::Location, CornerColumns::TwistSeparation, true),
                flip_slice_table(SliceKind::Location, CornerColumns::TwistSeparation),
                flip_slice_table(SliceKind::Location),
                flip_slice_table(SliceKind::Location, CornerColumns::Twist, true),
                edges_class_table()};
    return p;
}

} // namespace twobit
