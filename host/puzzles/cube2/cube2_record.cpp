// The 2x2x2's record (host/puzzles/puzzle.hpp): the pocket cube with DBL held still, read
// from moves (any face, rotations, wide turns) or 24 stickers, drawn as a net.
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/cube2_model.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

Puzzle cube2_puzzle() {
    Puzzle p;
    p.id = "2x2x2";
    p.aliases = {"2x2", "222", "pocket", "pocket-cube"};
    p.description = "pocket cube, DBL corner fixed, turns of U R F";
    p.metrics = {"htm", "qtm", "half"};
    p.faces = kCube2Faces;
    p.states = kCube2States;
    p.positions = "moves like \"R U' F2\" (any face, x y z, wide turns) or 24 stickers";
    p.model = make_cube2_model;
    p.read = [](const std::string& text, const PuzzleModel&, InputKind kind) {
        const Cube2Position position = parse_cube2_position(text, kind);
        return Position{cube2_index(position.cube), "", position.kind};
    };
    // In QTM "R R" prints as "R2" (and counts 2).
    p.format = [](const PuzzleModel& model, const std::vector<int>& moves) {
        return format_moves(move_names(model, moves), model.metric == "qtm");
    };
    p.index_stickers = [](uint64_t index) { return to_facelets(cube2_from_index(index)); };
    // As held: moves are applied to the corners with nothing re-expressed, so rotations and
    // turns of D L B show; stickers start from what they show, DBL as given.
    p.held_stickers = [](const std::string& position, const std::string& then_moves,
                         InputKind kind) {
        kind = resolve_line_kind(position, kind, cube2_line_rules());
        const CornerCube cube = kind == InputKind::Stickers
                                    ? parse_facelets(position)
                                    : apply_turns(CornerCube{}, parse_moves(position));
        return to_facelets(apply_turns(cube, parse_moves(then_moves)));
    };
    p.viewer_puzzle = "2x2x2";
    p.reads_stickers = true;
    p.net_colours = true;
    p.index_doc = "DBL fixed; corner positions URF UFL ULB UBR DFR DLF DRB DBL, twist as in "
                  "Kociemba's cubie model (0 = U/D sticker on the U/D face, 1 = clockwise). "
                  "permutation: Lehmer rank (identity 0) of the corners in the first seven "
                  "positions; twist: sum of twist[p] * 3^(5 - p) over p = 0..5.";
    return p;
}

} // namespace twobit
