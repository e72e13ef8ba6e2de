// The tests' own 3x3x3 as 54 stickers; see independent_cube3.hpp. Moves are derived from
// geometry rather than written out as cycles, so that a wrong cycle cannot be copied into
// both this model and the engine: each sticker is a point (2 * its cubie's position + its
// face's outward normal, coordinates -3..3 with x right, y up, z front), and a clockwise
// quarter turn about an axis a maps p to a(a.p) - a x p.
#include "independent_cube3.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <numeric>
#include <stdexcept>

namespace twobit::test {

const char* const kIndependentCube3Solved =
    "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

namespace {

constexpr int kStickers = 54;
const std::string kFaces = "URFDLB";

using Point = std::array<int, 3>;
using Perm = std::array<uint8_t, kStickers>; // sticker at i moves to perm[i]

// Where facelet i sits in space. Row r and column c are as the face is read from outside;
// the formulas say which way the rows and columns run on each face (see the header's
// description of the reading order).
Point point_of(int i) {
    const int face = i / 9, r = (i % 9) / 3, c = i % 3;
    switch (face) {
    case 0:
        return {2 * (c - 1), 3, 2 * (r - 1)}; // U: row 0 at the back
    case 1:
        return {3, 2 * (1 - r), 2 * (1 - c)}; // R: column 0 at the front
    case 2:
        return {2 * (c - 1), 2 * (1 - r), 3}; // F: column 0 at the left
    case 3:
        return {2 * (c - 1), -3, 2 * (1 - r)}; // D: row 0 at the front
    case 4:
        return {-3, 2 * (1 - r), 2 * (c - 1)}; // L: column 0 at the back
    default:
        return {2 * (1 - c), 2 * (1 - r), -3}; // B: column 0 at the right
    }
}

int index_of(const Point& p) {
    for (int i = 0; i < kStickers; ++i)
        if (point_of(i) == p) return i;
    throw std::logic_error("no facelet at that point");
}

// A quarter turn, clockwise as seen from the end the axis points to, of the stickers whose
// layer along the axis is in `layers` (-1, 0, 1).
Perm quarter_turn(const Point& axis, const std::vector<int>& layers) {
    Perm perm{};
    for (int i = 0; i < kStickers; ++i) {
        const Point p = point_of(i);
        const int along = axis[0] * p[0] + axis[1] * p[1] + axis[2] * p[2];
        const int layer = along >= 2 ? 1 : along <= -2 ? -1 : 0;
        if (std::find(layers.begin(), layers.end(), layer) == layers.end()) {
            perm[i] = static_cast<uint8_t>(i);
            continue;
        }
        const Point cross = {axis[1] * p[2] - axis[2] * p[1], axis[2] * p[0] - axis[0] * p[2],
                             axis[0] * p[1] - axis[1] * p[0]};
        Point q;
        for (int k = 0; k < 3; ++k) q[k] = axis[k] * along - cross[k];
        perm[i] = static_cast<uint8_t>(index_of(q));
    }
    return perm;
}

Point axis_of_face(char face) {
    switch (face) {
    case 'U':
        return {0, 1, 0};
    case 'D':
        return {0, -1, 0};
    case 'R':
        return {1, 0, 0};
    case 'L':
        return {-1, 0, 0};
    case 'F':
        return {0, 0, 1};
    default:
        return {0, 0, -1}; // B
    }
}

// The quarter turn that a move letter names: "U".."B" faces, "Uw".."Bw" wide, "M" "E" "S"
// slices (turning as L, D and F), "x" "y" "z" rotations (as R, U and F).
const Perm& quarter_turn_of(const std::string& base) {
    static const auto table = [] {
        std::vector<std::pair<std::string, Perm>> t;
        for (char f : kFaces) {
            t.emplace_back(std::string(1, f), quarter_turn(axis_of_face(f), {1}));
            t.emplace_back(std::string(1, f) + "w", quarter_turn(axis_of_face(f), {1, 0}));
        }
        t.emplace_back("M", quarter_turn(axis_of_face('L'), {0}));
        t.emplace_back("E", quarter_turn(axis_of_face('D'), {0}));
        t.emplace_back("S", quarter_turn(axis_of_face('F'), {0}));
        t.emplace_back("x", quarter_turn(axis_of_face('R'), {-1, 0, 1}));
        t.emplace_back("y", quarter_turn(axis_of_face('U'), {-1, 0, 1}));
        t.emplace_back("z", quarter_turn(axis_of_face('F'), {-1, 0, 1}));
        return t;
    }();
    for (const auto& [name, perm] : table)
        if (name == base) return perm;
    throw std::invalid_argument("no move " + base);
}

struct Token {
    std::string base; // a key of quarter_turn_of
    int power;        // clockwise quarter turns, 0..3
};

std::vector<Token> tokens_of(const std::string& text) {
    std::vector<Token> tokens;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        Token t;
        if (kFaces.find(c) != std::string::npos) {
            t.base = std::string(1, c);
            if (i + 1 < text.size() && text[i + 1] == 'w') {
                t.base += 'w';
                ++i;
            }
        } else if (std::string("urfdlb").find(c) != std::string::npos) {
            t.base = std::string(1, static_cast<char>(std::toupper(c))) + "w";
        } else if (std::string("MESxyz").find(c) != std::string::npos) {
            t.base = std::string(1, c);
        } else {
            throw std::invalid_argument("not a move: '" + text.substr(i) + "'");
        }
        ++i;
        int power = 1;
        if (i < text.size() && (text[i] == '2' || text[i] == '3')) power = text[i++] - '0';
        if (i < text.size() && text[i] == '\'') {
            power = 4 - power;
            ++i;
        }
        t.power = power % 4;
        tokens.push_back(t);
    }
    return tokens;
}

std::string apply_perm(const std::string& stickers, const Perm& perm) {
    std::string out(stickers.size(), '?');
    for (int i = 0; i < kStickers; ++i) out[perm[i]] = stickers[i];
    return out;
}

// "U9" -> facelet index 8.
int facelet(const std::string& name) {
    return static_cast<int>(kFaces.find(name[0])) * 9 + (name[1] - '1');
}

std::vector<std::vector<int>> facelet_lists(const std::vector<std::string>& lists) {
    std::vector<std::vector<int>> out;
    for (const std::string& list : lists) {
        std::vector<int> indices;
        for (size_t k = 0; k + 1 < list.size(); k += 3) indices.push_back(facelet(list.substr(k)));
        out.push_back(indices);
    }
    return out;
}

// Odd (1) or even (0): a permutation's parity, from its cycle lengths.
int parity(const std::vector<int>& perm) {
    int swaps = 0;
    std::vector<bool> seen(perm.size());
    for (size_t i = 0; i < perm.size(); ++i)
        for (size_t j = i; !seen[j]; j = static_cast<size_t>(perm[j])) {
            seen[j] = true;
            if (j != i) ++swaps;
        }
    return swaps % 2;
}

// Sticker codes (0..5 for U R F D L B), three bits each, 21 to a word.
using Codes = std::array<uint8_t, kStickers>;

Cube3Ball::Key pack(const Codes& codes) {
    Cube3Ball::Key key{{0, 0, 0}};
    for (int i = 0; i < kStickers; ++i)
        key.word[i / 21] |= static_cast<uint64_t>(codes[i]) << (3 * (i % 21));
    return key;
}

Codes unpack(const Cube3Ball::Key& key) {
    Codes codes{};
    for (int i = 0; i < kStickers; ++i)
        codes[i] = static_cast<uint8_t>((key.word[i / 21] >> (3 * (i % 21))) & 7);
    return codes;
}

// false when a symbol is not one of U R F D L B.
bool codes_of(const std::string& facelets, Codes& codes) {
    if (facelets.size() != kStickers) return false;
    for (int i = 0; i < kStickers; ++i) {
        const size_t code = kFaces.find(facelets[i]);
        if (code == std::string::npos) return false;
        codes[i] = static_cast<uint8_t>(code);
    }
    return true;
}

Codes turned(const Codes& codes, const Perm& perm) {
    Codes out{};
    for (int i = 0; i < kStickers; ++i) out[perm[i]] = codes[i];
    return out;
}

// The 18 face turns as sticker permutations, in the order of cube3_face_turns().
const std::vector<Perm>& face_turn_perms() {
    static const auto perms = [] {
        std::vector<Perm> out;
        for (const std::string& m : cube3_face_turns()) {
            const Token t = tokens_of(m).front();
            Perm p;
            std::iota(p.begin(), p.end(), uint8_t{0});
            for (int k = 0; k < t.power; ++k) {
                Perm next{};
                for (int i = 0; i < kStickers; ++i) next[i] = quarter_turn_of(t.base)[p[i]];
                p = next;
            }
            out.push_back(p);
        }
        return out;
    }();
    return perms;
}

} // namespace

IndependentCube3::IndependentCube3() : stickers_(kIndependentCube3Solved) {}

IndependentCube3::IndependentCube3(const std::string& facelets) {
    for (char c : facelets)
        if (!std::isspace(static_cast<unsigned char>(c))) stickers_ += c;
    if (stickers_.size() != kStickers)
        throw std::invalid_argument("a cube has 54 facelets, not " +
                                    std::to_string(stickers_.size()));
}

IndependentCube3& IndependentCube3::apply(const std::string& moves) {
    for (const Token& t : tokens_of(moves))
        for (int k = 0; k < t.power; ++k)
            stickers_ = apply_perm(stickers_, quarter_turn_of(t.base));
    return *this;
}

bool IndependentCube3::is_solved() const {
    for (int f = 0; f < 6; ++f)
        for (int k = 0; k < 9; ++k)
            if (stickers_[9 * f + k] != stickers_[9 * f]) return false;
    return true;
}

std::string cube3_after(const std::string& moves) {
    return IndependentCube3().apply(moves).facelets();
}

const std::vector<std::vector<int>>& cube3_corner_facelets() {
    static const auto corners = facelet_lists({"U9 R1 F3", "U7 F1 L3", "U1 L1 B3", "U3 B1 R3",
                                               "D3 F9 R7", "D1 L9 F7", "D7 B9 L7", "D9 R9 B7"});
    return corners;
}

const std::vector<std::vector<int>>& cube3_edge_facelets() {
    static const auto edges = facelet_lists({"U6 R2", "U8 F2", "U4 L2", "U2 B2", "D6 R8", "D2 F8",
                                             "D4 L8", "D8 B8", "F6 R4", "F4 L6", "B6 L4", "B4 R6"});
    return edges;
}

std::string random_cube3(std::mt19937_64& rng) {
    const auto& corners = cube3_corner_facelets();
    const auto& edges = cube3_edge_facelets();
    std::vector<int> corner_perm(8), edge_perm(12);
    std::iota(corner_perm.begin(), corner_perm.end(), 0);
    std::iota(edge_perm.begin(), edge_perm.end(), 0);
    std::shuffle(corner_perm.begin(), corner_perm.end(), rng);
    std::shuffle(edge_perm.begin(), edge_perm.end(), rng);
    // Swapping two edges pairs each unequal-parity draw with one equal-parity draw, so the
    // result stays uniform over the legal permutations.
    if (parity(corner_perm) != parity(edge_perm)) std::swap(edge_perm[0], edge_perm[1]);
    std::vector<int> twist(8), flip(12);
    for (int k = 0; k < 7; ++k) twist[k] = static_cast<int>(rng() % 3);
    twist[7] = (3 - std::accumulate(twist.begin(), twist.end() - 1, 0) % 3) % 3;
    for (int k = 0; k < 11; ++k) flip[k] = static_cast<int>(rng() % 2);
    flip[11] = std::accumulate(flip.begin(), flip.end() - 1, 0) % 2;

    // The piece at position p is cubie perm[p], its first (U/D or F/B) colour on the
    // position's facelet number twist (or flip), the others following in order.
    std::string s = kIndependentCube3Solved;
    for (size_t p = 0; p < 8; ++p)
        for (size_t i = 0; i < 3; ++i)
            s[corners[p][(i + twist[p]) % 3]] = kIndependentCube3Solved[corners[corner_perm[p]][i]];
    for (size_t p = 0; p < 12; ++p)
        for (size_t i = 0; i < 2; ++i)
            s[edges[p][(i + flip[p]) % 2]] = kIndependentCube3Solved[edges[edge_perm[p]][i]];
    return s;
}

std::string recolour(const std::string& facelets, const std::string& colours) {
    if (colours.size() != 6) throw std::invalid_argument("six colours");
    std::string out = facelets;
    for (char& c : out) {
        const size_t face = kFaces.find(c);
        if (face == std::string::npos) throw std::invalid_argument("not a U R F D L B colour");
        c = colours[face];
    }
    return out;
}

std::string by_centres(const std::string& facelets) {
    std::string out = facelets;
    for (char& c : out) {
        int face = 0;
        while (face < 6 && facelets[9 * face + 4] != c) ++face;
        if (face == 6) throw std::invalid_argument("a colour no centre has");
        c = kFaces[face];
    }
    return out;
}

std::string rotate_cube3(const std::string& facelets, const std::string& rotations) {
    for (const Token& t : tokens_of(rotations))
        if (t.base != "x" && t.base != "y" && t.base != "z")
            throw std::invalid_argument("not a rotation: " + t.base);
    return IndependentCube3(facelets).apply(rotations).facelets();
}

std::string invert_moves(const std::string& moves) {
    std::string out;
    const std::vector<Token> tokens = tokens_of(moves);
    for (auto t = tokens.rbegin(); t != tokens.rend(); ++t) {
        const int power = (4 - t->power) % 4;
        if (power == 0) continue;
        out += (out.empty() ? "" : " ") + t->base + (power == 2 ? "2" : power == 3 ? "'" : "");
    }
    return out;
}

const std::vector<std::string>& cube3_face_turns() {
    static const auto turns = [] {
        std::vector<std::string> out;
        for (char f : kFaces)
            for (const char* suffix : {"", "2", "'"}) out.push_back(std::string(1, f) + suffix);
        return out;
    }();
    return turns;
}

size_t Cube3Ball::KeyHash::operator()(const Key& k) const {
    uint64_t h = k.word[0] * 0x9E3779B97F4A7C15ULL;
    h = (h ^ (h >> 29) ^ k.word[1]) * 0xBF58476D1CE4E5B9ULL;
    h = (h ^ (h >> 31) ^ k.word[2]) * 0x94D049BB133111EBULL;
    return static_cast<size_t>(h ^ (h >> 32));
}

const Cube3Ball& Cube3Ball::get() {
    static const Cube3Ball ball;
    return ball;
}

Cube3Ball::Cube3Ball() {
    Codes solved{};
    codes_of(kIndependentCube3Solved, solved);
    depth_of_.reserve(700000);
    levels_.push_back({pack(solved)});
    depth_of_.emplace(levels_[0][0], uint8_t{0});
    for (int depth = 1; depth <= kRadius; ++depth) {
        std::vector<Key> next;
        for (const Key& key : levels_.back()) {
            const Codes codes = unpack(key);
            for (const Perm& perm : face_turn_perms()) {
                const Key k = pack(turned(codes, perm));
                if (depth_of_.emplace(k, static_cast<uint8_t>(depth)).second) next.push_back(k);
            }
        }
        levels_.push_back(std::move(next));
    }
}

std::vector<uint64_t> Cube3Ball::counts() const {
    std::vector<uint64_t> out;
    for (const auto& level : levels_) out.push_back(level.size());
    return out;
}

int Cube3Ball::distance(const std::string& facelets) const {
    Codes codes{};
    if (!codes_of(facelets, codes)) return -1;
    const auto it = depth_of_.find(pack(codes));
    return it == depth_of_.end() ? -1 : it->second;
}

std::string Cube3Ball::sample(int depth, std::mt19937_64& rng) const {
    const auto& level = levels_.at(static_cast<size_t>(depth));
    const Codes codes = unpack(level[rng() % level.size()]);
    std::string out(kStickers, '?');
    for (int i = 0; i < kStickers; ++i) out[i] = kFaces[codes[i]];
    return out;
}

namespace {

// The least ball depth of the positions `left` more face turns from codes reach, or -1 if
// none is in the ball. Turns of one face are never consecutive, and of opposite faces only
// in the order U D, R L, F B: every position is still reached, by fewer sequences.
int nearest_in_ball(const Codes& codes, int left, int last_face,
                    const std::unordered_map<Cube3Ball::Key, uint8_t, Cube3Ball::KeyHash>& map) {
    if (left == 0) {
        const auto it = map.find(pack(codes));
        return it == map.end() ? -1 : it->second;
    }
    int best = -1;
    const auto& perms = face_turn_perms();
    for (size_t m = 0; m < perms.size(); ++m) {
        const int face = static_cast<int>(m / 3);
        if (face == last_face || face + 3 == last_face) continue;
        const int found = nearest_in_ball(turned(codes, perms[m]), left - 1, face, map);
        if (found >= 0 && (best < 0 || found < best)) best = found;
    }
    return best;
}

} // namespace

int Cube3Ball::optimal_up_to_11(const std::string& facelets) const {
    Codes codes{};
    if (!codes_of(facelets, codes)) throw std::invalid_argument("not a U R F D L B cube");
    // A position at distance L <= 11 is, after its optimal solution's first max(0, L - 5)
    // turns, in the ball; and no shorter prefix reaches the ball before that. So the first
    // prefix length that reaches the ball at all gives the distance.
    for (int prefix = 0; prefix <= 11 - kRadius; ++prefix) {
        const int rest = nearest_in_ball(codes, prefix, -1, depth_of_);
        if (rest >= 0) return prefix + rest;
    }
    return -1;
}

namespace {

using DepthMap = std::unordered_map<Cube3Ball::Key, uint8_t, Cube3Ball::KeyHash>;

// Appends to `out` every way down from codes, `depth` turns from solved in the ball, to solved:
// each turn to a position one turn nearer.
void ways_down(const Codes& codes, int depth, const std::string& path, const DepthMap& map,
               std::vector<std::string>& out) {
    if (depth == 0) {
        out.push_back(path);
        return;
    }
    const auto& perms = face_turn_perms();
    for (size_t m = 0; m < perms.size(); ++m) {
        const Codes next = turned(codes, perms[m]);
        const auto it = map.find(pack(next));
        if (it == map.end() || it->second != depth - 1) continue;
        ways_down(next, depth - 1, path + (path.empty() ? "" : " ") + cube3_face_turns()[m], map,
                  out);
    }
}

// Every sequence of `left` turns from codes (no face twice in a row), each then continued down
// the ball when it lands at depth `then`.
void prefixes(const Codes& codes, int left, int then, int last_face, const std::string& path,
              const DepthMap& map, std::vector<std::string>& out) {
    if (left == 0) {
        const auto it = map.find(pack(codes));
        if (it != map.end() && it->second == then) ways_down(codes, then, path, map, out);
        return;
    }
    const auto& perms = face_turn_perms();
    for (size_t m = 0; m < perms.size(); ++m) {
        const int face = static_cast<int>(m / 3);
        if (face == last_face) continue;
        prefixes(turned(codes, perms[m]), left - 1, then, face,
                 path + (path.empty() ? "" : " ") + cube3_face_turns()[m], map, out);
    }
}

} // namespace

std::vector<std::string> Cube3Ball::optimal_solutions_up_to_11(const std::string& facelets) const {
    const int length = optimal_up_to_11(facelets);
    std::vector<std::string> out;
    if (length < 0) return out;
    Codes codes{};
    codes_of(facelets, codes);
    const int prefix = std::max(0, length - kRadius);
    prefixes(codes, prefix, length - prefix, -1, "", depth_of_, out);
    return out;
}

} // namespace twobit::test
