// State spaces of the 3x3x3 built from cubies (cube3_cubies.hpp), one .cpp file each:
//  - 3x3x3-corners: the corners alone, none fixed, 8! x 3^7 = 88,179,840 states.
//  - 3x3x3-squares: the group of half turns; every corner stays in its tetrad and every edge
//    in its slice, so 4!^2 x 4!^3 = 7,962,624 indices hold its 663,552 states.
//  - 3x3x3-ru: the <R,U> group; the 6 corners and 7 edges R and U move, 6! x 3^5 x 7! =
//    881,798,400 indices for 73,483,200 states.
//  - kociemba-phase1: corner twist x edge flip x UD-slice edge location, 2,217,093,120 states.
//  - 3x3x3-edges6-*: six tracked edges, positions x flips, 42,577,920 states.
//  - kociemba-phase2: <U, D, R2, L2, F2, B2>, corner perm x halved edge perms, 19,508,428,800.
// Each gives the cube <-> index conversions (for tests and later for solving) and the model.
// Index conversions expect a cube inside the model's domain; they do not check it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube/move_set.hpp"

namespace twobit {

constexpr const char* kAllFaces = "URFDLB";

// ---- 3x3x3-corners: index = corner permutation (8!) x corner twist (3^7).
constexpr uint32_t kCornersPermSize = 40320;
constexpr uint32_t kCornersTwistSize = 2187;
constexpr uint64_t kCornersStates = uint64_t{kCornersPermSize} * kCornersTwistSize;

uint64_t cube3_corners_index(const CornerCube& cube);
CornerCube cube3_corners_from_index(uint64_t index);
// metric htm or qtm; gens: faces among U R F D L B (empty = all six).
PuzzleModel make_cube3_corners_model(const std::string& metric, const std::string& gens);

// ---- 3x3x3-squares: index = corners (4! per tetrad, 576) x edges (4! per slice, 13824).
// Domain: every corner in its tetrad (URF ULB DLF DRB, or UFL UBR DFR DBL) and every edge
// in its slice (UR UL DR DL, UF UB DF DB, FR FL BL BR); orientations are ignored (half turns
// never twist or flip).
constexpr uint32_t kSquaresCornerSize = 576;
constexpr uint32_t kSquaresEdgeSize = 13824;
constexpr uint64_t kSquaresStates = uint64_t{kSquaresCornerSize} * kSquaresEdgeSize;

bool in_squares_domain(const Cube3& cube);
uint64_t cube3_squares_index(const Cube3& cube);
Cube3 cube3_squares_from_index(uint64_t index);
// metric half only; gens: faces among U R F D L B (empty = all six).
PuzzleModel make_cube3_squares_model(const std::string& metric, const std::string& gens);

// ---- 3x3x3-ru: index = permutation of the corners URF UFL ULB UBR DFR DRB (6!) x
// permutation of the edges UR UF UL UB DR FR BR (7!) x twist of those corners (3^5, their
// sum 0 mod 3). Domain: DLF, DBL and the edges DF DL DB FL BL home and unturned, no flips.
constexpr const char* kRuFaces = "UR";
constexpr uint32_t kRuCornerPermSize = 720;
constexpr uint32_t kRuEdgePermSize = 5040;
constexpr uint32_t kRuTwistSize = 243;
constexpr uint64_t kRuStates = uint64_t{kRuCornerPermSize} * kRuEdgePermSize * kRuTwistSize;

bool in_ru_domain(const Cube3& cube);
uint64_t cube3_ru_index(const Cube3& cube);
Cube3 cube3_ru_from_index(uint64_t index);
// metric htm or qtm; gens: faces among U R (empty = both).
PuzzleModel make_cube3_ru_model(const std::string& metric, const std::string& gens);

// ---- kociemba-phase1: index = corner twist (3^7) x edge flip (2^11) x UD-slice edge
// location (which 4 of the 12 edge positions hold FR FL BL BR, C(12,4) = 495, colex rank).
// Every cube has phase-1 coordinates; cubes in <U, D, R2, L2, F2, B2> have the solved ones.
constexpr uint32_t kPhase1TwistSize = 2187;
constexpr uint32_t kPhase1FlipSize = 2048;
constexpr uint32_t kPhase1SliceSize = 495;
constexpr uint64_t kPhase1States = uint64_t{kPhase1TwistSize} * kPhase1FlipSize * kPhase1SliceSize;

uint32_t phase1_twist(const Cube3& cube);
uint32_t phase1_flip(const Cube3& cube);
uint32_t phase1_slice(const Cube3& cube);
uint64_t phase1_index(const Cube3& cube);
// A cube with these coordinates (corners in place; slice and other edges each in order).
Cube3 phase1_representative(uint64_t index);
// metric htm or qtm; gens: faces among U R F D L B (empty = all six).
PuzzleModel make_kociemba_phase1_model(const std::string& metric, const std::string& gens);

// ---- 3x3x3-edges6-*: index = positions of six tracked edges (partial permutation,
// 12!/6! = 665,280) x their flips (2^6, one bit per tracked piece, the first piece highest).
// The flips move by XOR masks chosen by the positions (kCoordXorBySource).
constexpr uint32_t kEdges6PositionSize = 665280;
constexpr uint32_t kEdges6FlipSize = 64;
constexpr uint64_t kEdges6States = uint64_t{kEdges6PositionSize} * kEdges6FlipSize;
using Edges6Set = std::array<uint8_t, 6>;
extern const Edges6Set kEdges6UpperSet; // UR UF UL UB DR DF
extern const Edges6Set kEdges6LowerSet; // DL DB FR FL BL BR

uint64_t edges6_index(const EdgeCube& edges, const Edges6Set& set);
// A cube with these tracked edges; the untracked ones fill the other positions in order.
EdgeCube edges6_representative(uint64_t index, const Edges6Set& set);
// metric htm; gens: faces among U R F D L B (empty = all six).
PuzzleModel make_cube3_edges6_model(const std::string& id, const Edges6Set& set,
                                    const std::string& metric, const std::string& gens);

// ---- kociemba-phase2: index = corner permutation (8!) x (U/D-edge permutation (8!) x
// slice-edge permutation (4!)) / 2. Domain: the group <U, D, R2, L2, F2, B2> (no twists or
// flips, slice edges in the slice); the halved edge value drops the bit that the equal
// corner and edge parities fix.
constexpr uint32_t kPhase2EdgeSize = 483840;
constexpr uint64_t kPhase2States = uint64_t{kCornersPermSize} * kPhase2EdgeSize;

uint64_t phase2_index(const Cube3& cube);
Cube3 phase2_representative(uint64_t index);
// metric htm (each of U U2 U' D D2 D' R2 L2 F2 B2 counts 1); gens: faces (empty = all).
PuzzleModel make_kociemba_phase2_model(const std::string& metric, const std::string& gens);

// The phase-2 move set: quarter and half turns of U and D, half turns of R, L, F, B
// (restricted to the faces in gens, normalized into normalized_gens).
std::vector<FaceTurn> phase2_turns(const std::string& gens, std::string& normalized_gens);

// ---- Projections of phase 2, small enough to build in a second, whose distances bound the
// phase-2 distance from below (the two-phase solver's pruning when the whole phase-2 table
// is not there). Same domain and moves as kociemba-phase2; 8! x 4! = 967,680 states each.
//  - kociemba-phase2-corners: index = corner permutation (8!) x slice-edge permutation (4!).
//  - kociemba-phase2-edges: index = U/D-edge permutation (8!) x slice-edge permutation (4!).
constexpr uint32_t kSlicePermSize = 24;
constexpr uint32_t kUdEdgePermSize = 40320;
constexpr uint64_t kPhase2ProjectionStates = uint64_t{kCornersPermSize} * kSlicePermSize;

// The corner permutation's Lehmer rank (8!) as a coordinate with its move table for turns.
Coordinate corner_permutation_coordinate(const std::vector<FaceTurn>& turns);
uint32_t phase2_corner_perm(const Cube3& cube);  // 0 .. 8!-1
uint32_t phase2_ud_edge_perm(const Cube3& cube); // 0 .. 8!-1, the edges in positions UR .. DB
uint32_t phase2_slice_perm(const Cube3& cube);   // 0 .. 4!-1, the edges in positions FR .. BR
PuzzleModel make_kociemba_phase2_corners_model(const std::string& metric, const std::string& gens);
PuzzleModel make_kociemba_phase2_edges_model(const std::string& metric, const std::string& gens);

} // namespace twobit
