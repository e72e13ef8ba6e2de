// Pieces and turns of puzzles cut by planes across the diagonals of a cube (the Skewb, the
// Pyraminx), derived from geometry: every sticker is an integer point on the surface, a turn
// rotates the points beyond a plane by 120 degrees about a diagonal, and where a piece's
// stickers land says where the piece goes and how it twists. Used to build move tables and
// to check them in tests; the search never sees it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace twobit {

struct Point3 {
    int x = 0, y = 0, z = 0;

    bool operator==(const Point3& o) const { return x == o.x && y == o.y && z == o.z; }
    bool operator!=(const Point3& o) const { return !(*this == o); }
};

inline int dot(const Point3& a, const Point3& b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

// p rotated by 120 degrees about `axis` (every entry +1 or -1), clockwise as seen from
// outside looking at the tip of axis. With x = R, y = U, z = F and axis = UFR this takes
// U to R, R to F and F to U.
Point3 rotate_clockwise(const Point3& axis, const Point3& p);
Point3 rotate_anticlockwise(const Point3& axis, const Point3& p);

// A turn: the points p with dot(p, axis) > cut rotate by 120 degrees about axis.
struct AxisTurn {
    Point3 axis;
    int cut = 0;
    bool clockwise = true;
};

bool is_turned(const AxisTurn& turn, const Point3& p);
// Where the turn takes p (p itself when it is not beyond the cut).
Point3 turn_point(const AxisTurn& turn, const Point3& p);

// One kind of piece: slots[p] = the sticker points of position p in orientation order. A
// piece whose first sticker (slot 0 at home) lies in slot k of its position has orientation
// k. For a piece with three stickers about a diagonal d, slots_about(d, first) orders them so
// that turning the piece clockwise in place adds one to its orientation.
using PieceSlots = std::vector<std::vector<Point3>>;

std::vector<Point3> slots_about(const Point3& diagonal, const Point3& first);

// What one turn does to one kind of piece: the piece in position p goes to position to[p]
// and its orientation grows by twist[p] (mod its number of stickers).
struct PieceMotion {
    std::vector<uint8_t> to;
    std::vector<uint8_t> twist;
};

// Reads the motion off the stickers. Throws std::logic_error when the turn cuts a piece,
// carries a sticker off every slot, or shifts a piece's slots unevenly (slots out of order).
PieceMotion piece_motion(const PieceSlots& slots, const AxisTurn& turn);

// Pieces of one kind: piece[p] = the piece (its home position) in position p, ori[p] its
// orientation.
struct PieceState {
    std::vector<uint8_t> piece;
    std::vector<uint8_t> ori;

    bool operator==(const PieceState& o) const { return piece == o.piece && ori == o.ori; }
    bool operator!=(const PieceState& o) const { return !(*this == o); }
};

PieceState solved_pieces(size_t positions);

// s followed by the motion, for pieces with `stickers` stickers each.
PieceState apply_motion(const PieceState& s, const PieceMotion& motion, int stickers);

// --- The sticker view: colours only, no pieces. It is the independent check of the above.

using FaceOfPoint = uint8_t (*)(const Point3&);

// Every slot's point, position by position, slot by slot.
void append_points(const PieceSlots& slots, std::vector<Point3>& points);

// The colours the pieces of s show, in append_points order: in slot k, the piece in position
// p with orientation o shows its own sticker k - o, coloured by the face that sticker lies
// on at home.
void append_colours(const PieceSlots& slots, const PieceState& s, FaceOfPoint face_of,
                    std::vector<uint8_t>& colours);

// The colours after the turn: the colour at each turned point moves to the point's image.
// Throws std::logic_error when an image is not among the points.
std::vector<uint8_t> turn_stickers(const std::vector<Point3>& points,
                                   const std::vector<uint8_t>& colours, const AxisTurn& turn);

} // namespace twobit
