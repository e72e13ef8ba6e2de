// The record (host/puzzles/puzzle.hpp) of the whole 3x3x3. It has no table of its own (its
// 4.3 x 10^19 states fit in no table): `twobit solve --puzzle 3x3x3` searches on the tables of
// the other 3x3x3 records (cube3_solver.hpp): two-phase by default, --optimal, and --method
// thistlethwaite.
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "host/puzzles/cube3/cube3_solver.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

Puzzle cube3_puzzle() {
    Puzzle p;
    p.id = "3x3x3";
    p.aliases = {"3x3", "333", "rubik", "rubiks-cube"};
    p.description = "the whole 3x3x3: two-phase (at most 20 moves), optimal and Thistlethwaite "
                    "solvers on the tables below";
    p.metrics = {"htm"};
    p.solver = make_cube3_solver;
    p.solve_options = cube3_solve_options();
    p.solved_by = "searches on other tables";
    p.viewer_puzzle = "3x3x3";
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
        "its solvers search on the tables of kociemba-phase1, kociemba-phase2-corners "
        "and -edges (two-phase), 3x3x3-optimal-sym (its own, 841 MB), 3x3x3-corners and the "
        "3x3x3-edges6 pair (--optimal) "
        "and thistlethwaite-g1 to -g3 with 3x3x3-squares (--method thistlethwaite)";
    p.positions = "moves like \"R U R' U'\" (wide turns, slices M E S and rotations too) or 54 "
                  "stickers (U R F D L B faces, Kociemba's order)";
    p.index_doc = "(no table)";
    return p;
}

} // namespace twobit
