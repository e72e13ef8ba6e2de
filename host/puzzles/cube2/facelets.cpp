// Sticker strings <-> corner cubies; see facelets.hpp.
#include "host/puzzles/cube2/facelets.hpp"

#include "host/io/input_lines.hpp"

namespace twobit {

namespace {

// Sticker indices of each corner position, U/D sticker first, then clockwise.
constexpr int kCornerFacelets[kNumCorners][3] = {
    {3, 4, 9},    // URF
    {2, 8, 17},   // UFL
    {0, 16, 21},  // ULB
    {1, 20, 5},   // UBR
    {13, 11, 6},  // DFR
    {12, 19, 10}, // DLF
    {15, 7, 22},  // DRB
    {14, 23, 18}, // DBL
};

// Face colours of each corner cubie, in the same order.
constexpr Face kCornerColours[kNumCorners][3] = {
    {FaceU, FaceR, FaceF}, {FaceU, FaceF, FaceL}, {FaceU, FaceL, FaceB}, {FaceU, FaceB, FaceR},
    {FaceD, FaceF, FaceR}, {FaceD, FaceL, FaceF}, {FaceD, FaceR, FaceB}, {FaceD, FaceB, FaceL},
};

const char* const kPositionNames[kNumCorners] = {"URF", "UFL", "ULB", "UBR",
                                                 "DFR", "DLF", "DRB", "DBL"};

constexpr Face opposite(Face f) {
    return static_cast<Face>((f + 3) % kNumFaces);
}

std::string corner_text(const std::string& stickers, int position) {
    std::string s;
    for (int k = 0; k < 3; ++k) s += stickers[static_cast<size_t>(kCornerFacelets[position][k])];
    return s;
}

// Per-symbol tables, indexed by the symbol's byte value.
struct ColourScheme {
    int face[256]; // -1 for symbols that are not colours of this cube
};

// Maps each colour symbol to a face: the DBL corner names D, B, L; opposites by elimination.
ColourScheme colour_scheme(const std::string& s) {
    int count[256] = {};
    int distinct = 0;
    for (unsigned char c : s) distinct += count[c]++ == 0 ? 1 : 0;
    if (distinct != kNumFaces)
        throw InvalidCubeError("wrong colour counts: " + std::to_string(distinct) +
                               " distinct colours, a cube has 6 with 4 stickers each");
    for (int c = 0; c < 256; ++c)
        if (count[c] != 0 && count[c] != 4)
            throw InvalidCubeError(std::string("wrong colour counts: '") + static_cast<char>(c) +
                                   "' appears " + std::to_string(count[c]) +
                                   " times, each colour must appear 4 times");
    // Colours that share a corner are neighbours; each colour's opposite shares none. The
    // six colours are numbered in the order of their symbols' values. (A 256 x 256 table
    // here, thread_local, made every thread of every command zero 64 KiB at its start.)
    int number[256];
    int numbered = 0;
    for (int c = 0; c < 256; ++c) number[c] = count[c] != 0 ? numbered++ : -1;
    bool together[kNumFaces][kNumFaces] = {};
    for (int p = 0; p < kNumCorners; ++p) {
        const std::string t = corner_text(s, p);
        if (t[0] == t[1] || t[1] == t[2] || t[0] == t[2])
            throw InvalidCubeError("the sticker triple at " + std::string(kPositionNames[p]) +
                                   " (" + t + ") is not a corner of this cube");
        for (unsigned char a : t)
            for (unsigned char b : t) together[number[a]][number[b]] = true;
    }
    ColourScheme scheme;
    for (int& f : scheme.face) f = -1;
    const std::string dbl = corner_text(s, DBL);
    const Face dbl_faces[3] = {FaceD, FaceB, FaceL};
    int assigned = 0;
    for (int k = 0; k < 3; ++k) {
        const unsigned char colour = static_cast<unsigned char>(dbl[static_cast<size_t>(k)]);
        int opposite_colour = -1, candidates = 0;
        for (int other = 0; other < 256; ++other)
            if (count[other] != 0 && !together[number[colour]][number[other]]) {
                opposite_colour = other;
                ++candidates;
            }
        if (candidates != 1)
            throw InvalidCubeError(std::string("the stickers are not a cube: colour '") +
                                   static_cast<char>(colour) + "' has " +
                                   std::to_string(candidates) +
                                   " candidate opposite colours instead of one");
        for (int c : {static_cast<int>(colour), opposite_colour})
            if (scheme.face[c] < 0) ++assigned;
        scheme.face[colour] = dbl_faces[k];
        scheme.face[opposite_colour] = opposite(dbl_faces[k]);
    }
    if (assigned != kNumFaces)
        throw InvalidCubeError("the stickers are not a cube: the colours do not pair into three "
                               "opposite pairs");
    return scheme;
}

} // namespace

std::string to_facelets(const CornerCube& cube) {
    std::string s(kNumFacelets, '?');
    for (int p = 0; p < kNumCorners; ++p)
        for (int k = 0; k < 3; ++k)
            s[static_cast<size_t>(kCornerFacelets[p][(k + cube.twist[p]) % 3])] =
                face_letter(kCornerColours[cube.perm[p]][k]);
    return s;
}

CornerCube parse_facelets(const std::string& text) {
    if (text.size() > kMaxPositionBytes) throw InvalidCubeError(position_too_long(text.size()));
    std::string s;
    for (char c : text)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') s += c;
    for (const char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) // a byte count would say 92 for 24 emoji
            throw InvalidCubeError("stickers are letters, one a sticker (face letters or "
                                   "colour initials); this has characters outside ASCII");
    if (s.size() != kNumFacelets)
        throw InvalidCubeError("wrong facelet count: " + std::to_string(s.size()) +
                               " stickers, a 2x2x2 has 24" +
                               (s.size() == 54 ? std::string(" (54 are a 3x3x3's: give --puzzle "
                                                             "3x3x3)")
                                               : std::string()));
    const ColourScheme scheme = colour_scheme(s);

    CornerCube cube;
    int position_of[kNumCorners];
    for (int& p : position_of) p = -1;
    for (int p = 0; p < kNumCorners; ++p) {
        Face f[3];
        for (int k = 0; k < 3; ++k)
            f[k] = static_cast<Face>(scheme.face[static_cast<unsigned char>(
                s[static_cast<size_t>(kCornerFacelets[p][k])])]);
        int twist = -1; // which of the three stickers is the U/D one
        for (int k = 0; k < 3; ++k)
            if (f[k] == FaceU || f[k] == FaceD) twist = twist == -1 ? k : 3;
        int corner = -1;
        if (twist >= 0 && twist < 3)
            for (int c = 0; c < kNumCorners; ++c)
                if (kCornerColours[c][0] == f[twist] &&
                    kCornerColours[c][1] == f[(twist + 1) % 3] &&
                    kCornerColours[c][2] == f[(twist + 2) % 3])
                    corner = c;
        if (corner < 0)
            throw InvalidCubeError("the sticker triple at " + std::string(kPositionNames[p]) +
                                   " (" + corner_text(s, p) + ") is not a corner of this cube");
        if (position_of[corner] >= 0)
            throw InvalidCubeError("the same corner appears twice, at " +
                                   std::string(kPositionNames[position_of[corner]]) + " and " +
                                   kPositionNames[p]);
        position_of[corner] = p;
        cube.perm[static_cast<size_t>(p)] = static_cast<uint8_t>(corner);
        cube.twist[static_cast<size_t>(p)] = static_cast<uint8_t>(twist);
    }
    int twist_sum = 0;
    for (uint8_t t : cube.twist) twist_sum += t;
    if (twist_sum % 3 != 0)
        throw InvalidCubeError("a twisted corner: the corner twists add up to " +
                               std::to_string(twist_sum % 3) + " mod 3 instead of 0");
    return cube;
}

} // namespace twobit
