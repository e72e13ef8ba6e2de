// The records (host/puzzles/puzzle.hpp) of the 3x3x3's spaces. Positions are 3x3x3
// face-turn scrambles (U R F D L B with ' 2 3 2'), applied to cubies with the centres fixed,
// then seen by each space: the corners, the squares group, <R,U>, Kociemba's phases, six
// edges. Rotations, wide turns and slices move the centres, and these spaces keep them still,
// so they are refused (--puzzle 3x3x3 reads them).
#include <stdexcept>

#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube3/cube3_class_tables.hpp"
#include "host/puzzles/cube3/cube3_digests.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/cube3_space_record.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

namespace {

// The cube a face-turn scramble makes. Throws std::invalid_argument for anything else.
Cube3 read_face_turns(const std::string& text, InputKind kind, const std::string& puzzle) {
    if (kind == InputKind::Stickers)
        throw std::invalid_argument(puzzle + " reads moves only (54 stickers are read by "
                                             "--puzzle 3x3x3)");
    Cube3 cube;
    for (const ParsedTurn& t : parse_moves(text, true)) {
        Face face;
        if (!face_from_letter(t.symbol, face))
            throw std::invalid_argument("the rotation, wide turn or slice at column " +
                                        std::to_string(t.column) + " moves the centres, which " +
                                        puzzle + " keeps still: give face turns of U R F D L B");
        cube = turn(cube, face, t.power);
    }
    return cube;
}

bool no_twists_or_flips(const Cube3& cube) {
    for (uint8_t t : cube.corners.twist)
        if (t != 0) return false;
    for (uint8_t f : cube.edges.flip)
        if (f != 0) return false;
    return true;
}

// <U, D, R2, L2, F2, B2>: no twists or flips, the E-slice edges in the E slice.
bool in_phase2_domain(const Cube3& cube) {
    if (!no_twists_or_flips(cube)) return false;
    for (uint8_t p : {FR, FL, BL, BR})
        if (cube.edges.perm[p] < FR) return false;
    return true;
}

} // namespace

Puzzle cube3_space(std::string id, std::string description, std::vector<std::string> metrics,
                   std::string faces, uint64_t states, std::string index_doc,
                   std::function<PuzzleModel(const std::string&, const std::string&)> make_model,
                   std::function<uint64_t(const Cube3&)> index,
                   std::function<std::string(const Cube3&)> outside) {
    Puzzle p;
    p.id = std::move(id);
    p.description = std::move(description);
    p.metrics = std::move(metrics);
    p.faces = std::move(faces);
    p.states = states;
    p.positions = "3x3x3 face turns like \"R U2 F' D\"";
    p.model = std::move(make_model);
    p.read = [index, outside, id = p.id](const std::string& text, const PuzzleModel&,
                                         InputKind kind) {
        const Cube3 cube = read_face_turns(text, kind, id);
        Position position;
        position.outside = outside(cube);
        if (position.outside.empty()) position.index = index(cube);
        return position;
    };
    p.format = [](const PuzzleModel& model, const std::vector<int>& moves) {
        return format_moves(move_names(model, moves), model.metric == "qtm");
    };
    p.index_doc = std::move(index_doc);
    p.tables = {full_table(p.id, p.description, p.metrics, cube3_digests(p.id))};
    return p;
}

namespace {

std::string inside(const Cube3&) {
    return "";
}

} // namespace

Puzzle cube3_corners_puzzle() {
    Puzzle p = cube3_space(
        "3x3x3-corners", "the eight corners of the 3x3x3, none fixed, every face turns",
        {"htm", "qtm"}, kAllFaces, kCornersStates,
        "permutation: Lehmer rank of the eight corners (URF UFL ULB UBR DFR DLF DRB DBL); "
        "twist: the first seven corners' twists in base 3, the eighth follows.",
        make_cube3_corners_model, [](const Cube3& c) { return cube3_corners_index(c.corners); },
        inside);
    p.tables.push_back(corners_class_table());
    return p;
}

Puzzle cube3_squares_puzzle() {
    Puzzle p = cube3_space(
        "3x3x3-squares", "3x3x3 squares group: half turns only, 663552 of these indices reachable",
        {"half"}, kAllFaces, kSquaresStates,
        "corners: the ranks (4!) of each tetrad's arrangement (URF ULB DLF DRB, then UFL UBR "
        "DFR DBL); edges: the ranks (4!) of each slice's arrangement (S: UR UL DR DL, M: UF UB DF "
        "DB, E: FR FL BL BR).",
        make_cube3_squares_model, cube3_squares_index, [](const Cube3& c) {
            return in_squares_domain(c) && no_twists_or_flips(c)
                       ? std::string()
                       : std::string("not in the squares group: half turns cannot make it");
        });
    p.positions = "half turns like \"R2 U2 F2 D2\"";
    return p;
}

Puzzle cube3_ru_puzzle() {
    Puzzle p = cube3_space(
        "3x3x3-ru", "3x3x3 <R,U> group: R and U turns, 73483200 of these indices reachable",
        {"htm", "qtm"}, kRuFaces, kRuStates,
        "corner permutation: rank (6!) of the corners URF UFL ULB UBR DFR DRB; edge "
        "permutation: rank (7!) of the edges UR UF UL UB DR FR BR; twist: five of those "
        "corners' twists in base 3.",
        make_cube3_ru_model, cube3_ru_index, [](const Cube3& c) {
            return in_ru_domain(c) ? std::string()
                                   : std::string("not in <R,U>: R and U turns cannot make it");
        });
    p.aliases = {"ru", "2gen"};
    p.positions = "R and U turns like \"R U R' U R U2 R'\"";
    return p;
}

Puzzle kociemba_phase1_puzzle() {
    return cube3_space(
        "kociemba-phase1",
        "Kociemba's phase 1: corner twist x edge flip x UD-slice edge location (solve: an "
        "optimal way into <U, D, R2, L2, F2, B2>)",
        {"htm", "qtm"}, kAllFaces, kPhase1States,
        "twist: seven corners' twists in base 3; flip: eleven edges' flips in base 2; slice: "
        "colex rank of the four positions holding FR FL BL BR (C(12,4) = 495).",
        make_kociemba_phase1_model, phase1_index, inside);
}

namespace {

Puzzle edges6_puzzle(const std::string& id, const Edges6Set& set, std::string description) {
    return cube3_space(
        id, std::move(description), {"htm"}, kAllFaces, kEdges6States,
        "positions: the partial-permutation rank (12!/6!) of where the six tracked edges are; "
        "flips: their flips, one bit each, the first tracked edge highest.",
        [id, &set](const std::string& metric, const std::string& gens) {
            return make_cube3_edges6_model(id, set, metric, gens);
        },
        [&set](const Cube3& c) { return edges6_index(c.edges, set); }, inside);
}

} // namespace

Puzzle cube3_edges6_upper_puzzle() {
    return edges6_puzzle("3x3x3-edges6-UR.UF.UL.UB.DR.DF", kEdges6UpperSet,
                         "six edges of the 3x3x3 with positions and flips (a pattern database)");
}

Puzzle cube3_edges6_lower_puzzle() {
    return edges6_puzzle("3x3x3-edges6-DL.DB.FR.FL.BL.BR", kEdges6LowerSet,
                         "the other six edges of the 3x3x3 with positions and flips");
}

Puzzle kociemba_phase2_puzzle() {
    Puzzle p = cube3_space(
        "kociemba-phase2",
        "Kociemba's phase 2, <U, D, R2, L2, F2, B2>; htm: each of U U2 U' D D2 D' R2 L2 F2 B2 "
        "counts 1",
        {"htm"}, kAllFaces, kPhase2States,
        "corners: Lehmer rank (8!) of the corners; edges: (rank (8!) of the U/D edges x rank "
        "(4!) of the slice edges) / 2, the bit that the equal corner and edge parities fix "
        "dropped.",
        make_kociemba_phase2_model, phase2_index, [](const Cube3& c) {
            return in_phase2_domain(c)
                       ? std::string()
                       : std::string("not in <U, D, R2, L2, F2, B2>: those turns cannot make it");
        });
    p.positions = "turns of <U, D, R2, L2, F2, B2> like \"U R2 D' F2\"";
    p.tables.push_back(phase2_class_table());
    return p;
}

} // namespace twobit

namespace twobit {

namespace {

Puzzle phase2_projection_puzzle(
    std::string id, std::string description, std::string index_doc,
    std::function<PuzzleModel(const std::string&, const std::string&)> make_model,
    std::function<uint64_t(const Cube3&)> index) {
    Puzzle p = cube3_space(std::move(id), std::move(description), {"htm"}, kAllFaces,
                           kPhase2ProjectionStates, std::move(index_doc), std::move(make_model),
                           std::move(index), [](const Cube3& c) {
                               return in_phase2_domain(c)
                                          ? std::string()
                                          : std::string("not in <U, D, R2, L2, F2, B2>: "
                                                        "those turns cannot make it");
                           });
    p.positions = "turns of <U, D, R2, L2, F2, B2> like \"U R2 D' F2\"";
    return p;
}

} // namespace

Puzzle kociemba_phase2_corners_puzzle() {
    return phase2_projection_puzzle(
        "kociemba-phase2-corners",
        "phase 2's corners and slice edges: a lower bound of the phase-2 distance (two-phase "
        "pruning)",
        "corners: Lehmer rank (8!) of the corners; slice: rank (4!) of the edges in FR FL BL BR.",
        make_kociemba_phase2_corners_model, [](const Cube3& c) {
            return uint64_t{phase2_corner_perm(c)} * kSlicePermSize + phase2_slice_perm(c);
        });
}

Puzzle kociemba_phase2_edges_puzzle() {
    return phase2_projection_puzzle(
        "kociemba-phase2-edges",
        "phase 2's U/D edges and slice edges: a lower bound of the phase-2 distance (two-phase "
        "pruning)",
        "U/D edges: rank (8!) of the edges in UR UF UL UB DR DF DL DB; slice: rank (4!) of the "
        "edges in FR FL BL BR.",
        make_kociemba_phase2_edges_model, [](const Cube3& c) {
            return uint64_t{phase2_ud_edge_perm(c)} * kSlicePermSize + phase2_slice_perm(c);
        });
}

} // namespace twobit
