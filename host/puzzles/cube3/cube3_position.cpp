// The 3x3x3 as 54 stickers in space (cube3_position.hpp): sticker k of the facelet string is
// a point on the cubie grid {-1, 0, 1}^3 (x towards R, y towards U, z towards F) and the
// normal of its face. A move turns the stickers of its layers a quarter turn clockwise as seen
// from its face; the layers are those whose coordinate along the face's normal is 1 (a face
// turn), >= 0 (a wide turn), 0 (a slice) or any (a rotation).
#include "host/puzzles/cube3/cube3_position.hpp"

#include <array>
#include <cstring>
#include <map>

#include "host/puzzles/cube3/cube3_facelets.hpp"

namespace twobit {

namespace {

using Vec = std::array<int, 3>;

struct Sticker {
    Vec point;
    Vec normal;
    bool operator<(const Sticker& o) const {
        return point != o.point ? point < o.point : normal < o.normal;
    }
};

// Where facelet n (0..8, row by row) of each face lies, as Kociemba's format reads it.
Sticker sticker_of(int facelet) {
    const int face = facelet / 9, r = facelet % 9 / 3, c = facelet % 3;
    switch (face) {
    case FaceU:
        return {{c - 1, 1, r - 1}, {0, 1, 0}}; // B at the top
    case FaceR:
        return {{1, 1 - r, 1 - c}, {1, 0, 0}}; // F on the left
    case FaceF:
        return {{c - 1, 1 - r, 1}, {0, 0, 1}}; // L on the left
    case FaceD:
        return {{c - 1, -1, 1 - r}, {0, -1, 0}}; // F at the top
    case FaceL:
        return {{-1, 1 - r, c - 1}, {-1, 0, 0}}; // B on the left
    default:
        return {{1 - c, 1 - r, -1}, {0, 0, -1}}; // B: R on the left
    }
}

int dot(const Vec& a, const Vec& b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

// A clockwise quarter turn about axis k (a unit vector) as seen from its positive side:
// Rodrigues' formula at -90 degrees, v' = k (k . v) - k x v.
Vec quarter_turn(const Vec& v, const Vec& k) {
    const Vec cross{k[1] * v[2] - k[2] * v[1], k[2] * v[0] - k[0] * v[2],
                    k[0] * v[1] - k[1] * v[0]};
    const int d = dot(k, v);
    return {k[0] * d - cross[0], k[1] * d - cross[1], k[2] * d - cross[2]};
}

enum class Layers { Face, Wide, Slice, All };

// from[k] = the facelet whose sticker a clockwise quarter turn brings to facelet k.
using FaceletMap = std::array<uint8_t, kCube3Facelets>;

FaceletMap quarter_map(const Vec& axis, Layers layers) {
    std::map<Sticker, int> index;
    for (int k = 0; k < kCube3Facelets; ++k) index[sticker_of(k)] = k;
    FaceletMap from{};
    for (int k = 0; k < kCube3Facelets; ++k) {
        const Sticker s = sticker_of(k);
        const int depth = dot(s.point, axis);
        const bool moves = layers == Layers::All || (layers == Layers::Face && depth == 1) ||
                           (layers == Layers::Wide && depth >= 0) ||
                           (layers == Layers::Slice && depth == 0);
        const int to =
            moves ? index.at({quarter_turn(s.point, axis), quarter_turn(s.normal, axis)}) : k;
        from[static_cast<size_t>(to)] = static_cast<uint8_t>(k);
    }
    return from;
}

// The quarter-turn map of each move symbol: faces, wide turns, slices (M follows L, E follows
// D, S follows F) and rotations (x follows R, y follows U, z follows F).
const FaceletMap& map_of(char symbol) {
    static const std::map<char, FaceletMap> maps = [] {
        const Vec axes[kNumFaces] = {{0, 1, 0},  {1, 0, 0},  {0, 0, 1},
                                     {0, -1, 0}, {-1, 0, 0}, {0, 0, -1}};
        std::map<char, FaceletMap> m;
        for (int f = 0; f < kNumFaces; ++f) {
            m["URFDLB"[f]] = quarter_map(axes[f], Layers::Face);
            m["urfdlb"[f]] = quarter_map(axes[f], Layers::Wide);
        }
        m['M'] = quarter_map(axes[FaceL], Layers::Slice);
        m['E'] = quarter_map(axes[FaceD], Layers::Slice);
        m['S'] = quarter_map(axes[FaceF], Layers::Slice);
        m['x'] = quarter_map(axes[FaceR], Layers::All);
        m['y'] = quarter_map(axes[FaceU], Layers::All);
        m['z'] = quarter_map(axes[FaceF], Layers::All);
        return m;
    }();
    return maps.at(symbol);
}

} // namespace

std::string turn_facelets(std::string facelets, const std::vector<ParsedTurn>& turns) {
    for (const ParsedTurn& t : turns) {
        const FaceletMap& from = map_of(t.symbol);
        for (int q = 0; q < t.power; ++q) {
            const std::string before = facelets;
            for (size_t k = 0; k < kCube3Facelets; ++k) facelets[k] = before[from[k]];
        }
    }
    return facelets;
}

std::string cube3_facelets_after(const std::vector<ParsedTurn>& turns) {
    return turn_facelets(kCube3SolvedFacelets, turns);
}

const StickerLineRules& cube3_line_rules() {
    static const StickerLineRules rules{kCube3Facelets, true,
                                        [](const std::string& text) { cube3_from_facelets(text); }};
    return rules;
}

InputKind detect_cube3_input(const std::string& line) {
    return detect_line_kind(line, cube3_line_rules());
}

Cube3Position parse_cube3_position(const std::string& line, InputKind kind) {
    kind = resolve_line_kind(line, kind, cube3_line_rules());
    if (kind == InputKind::Stickers) return {cube3_from_facelets(line), kind};
    return {cube3_from_facelets(cube3_facelets_after(parse_moves(line, true))), kind};
}

} // namespace twobit
