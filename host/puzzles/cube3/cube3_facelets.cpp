// Reading and writing the 3x3x3's 54 facelets (cube3_facelets.hpp). Each cubie position has
// its facelets listed from its U/D facelet clockwise (Kociemba's tables); a cubie's twist or
// flip is how far its U/D (or, for E-slice edges, F/B) colour sits from that first facelet.
#include "host/puzzles/cube3/cube3_facelets.hpp"

#include <array>
#include <cctype>
#include <string>

#include "host/engine/even_permutation.hpp"

namespace twobit {

const char* const kCube3SolvedFacelets = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

namespace {

constexpr const char* kFaceLetters = "URFDLB";

// Facelet index of face letter f, number n (1..9): "U9" -> 8.
constexpr int at(Face f, int n) {
    return static_cast<int>(f) * 9 + n - 1;
}

// Per corner position (URF UFL ULB UBR DFR DLF DRB DBL, corner_cubies.hpp's order): its
// facelets, U/D first, then clockwise; the corner cubie of the same name has these colours.
constexpr std::array<std::array<int, 3>, kNumCorners> kCornerFacelets{{
    {at(FaceU, 9), at(FaceR, 1), at(FaceF, 3)}, // URF
    {at(FaceU, 7), at(FaceF, 1), at(FaceL, 3)}, // UFL
    {at(FaceU, 1), at(FaceL, 1), at(FaceB, 3)}, // ULB
    {at(FaceU, 3), at(FaceB, 1), at(FaceR, 3)}, // UBR
    {at(FaceD, 3), at(FaceF, 9), at(FaceR, 7)}, // DFR
    {at(FaceD, 1), at(FaceL, 9), at(FaceF, 7)}, // DLF
    {at(FaceD, 9), at(FaceR, 9), at(FaceB, 7)}, // DRB
    {at(FaceD, 7), at(FaceB, 9), at(FaceL, 7)}, // DBL
}};

// Per edge position (UR UF UL UB DR DF DL DB FR FL BL BR): its two facelets, the U/D (or
// for the E slice the F/B) one first.
constexpr std::array<std::array<int, 2>, kNumEdges> kEdgeFacelets{{
    {at(FaceU, 6), at(FaceR, 2)}, // UR
    {at(FaceU, 8), at(FaceF, 2)}, // UF
    {at(FaceU, 4), at(FaceL, 2)}, // UL
    {at(FaceU, 2), at(FaceB, 2)}, // UB
    {at(FaceD, 6), at(FaceR, 8)}, // DR
    {at(FaceD, 2), at(FaceF, 8)}, // DF
    {at(FaceD, 4), at(FaceL, 8)}, // DL
    {at(FaceD, 8), at(FaceB, 8)}, // DB
    {at(FaceF, 6), at(FaceR, 4)}, // FR
    {at(FaceF, 4), at(FaceL, 6)}, // FL
    {at(FaceB, 6), at(FaceL, 4)}, // BL
    {at(FaceB, 4), at(FaceR, 6)}, // BR
}};

constexpr int kCentres[kNumFaces] = {4, 13, 22, 31, 40, 49};

// The face a facelet index lies on, and its home colour.
int face_of(int facelet) {
    return facelet / 9;
}

// "U9" for facelet 8.
std::string facelet_name(int facelet) {
    return std::string(1, kFaceLetters[face_of(facelet)]) + std::to_string(facelet % 9 + 1);
}

template <size_t N>
std::string position_name(const std::array<int, N>& facelets) {
    std::string name;
    for (int f : facelets) name += kFaceLetters[face_of(f)];
    return name;
}

template <size_t N>
std::string facelet_names(const std::array<int, N>& facelets) {
    std::string names;
    for (int f : facelets) names += (names.empty() ? "" : " ") + facelet_name(f);
    return names;
}

// The cubie (index into `homes`) and the orientation whose colours, read from the first
// facelet on rotated by the orientation, are `faces`; false if none.
template <size_t N, size_t K>
bool identify(const std::array<int, N>& faces, const std::array<std::array<int, N>, K>& homes,
              uint8_t& cubie, uint8_t& orientation) {
    for (size_t c = 0; c < K; ++c)
        for (size_t o = 0; o < N; ++o) {
            bool match = true;
            for (size_t k = 0; k < N && match; ++k)
                match = faces[(k + o) % N] == face_of(homes[c][k]);
            if (match) {
                cubie = static_cast<uint8_t>(c);
                orientation = static_cast<uint8_t>(o);
                return true;
            }
        }
    return false;
}

[[noreturn]] void fail(const std::string& message) {
    throw FaceletError(message);
}

// Reads the cubies of one kind (corners or edges) into perm/orientation, failing on a
// sticker set that is no cubie or a cubie seen twice.
template <size_t N, size_t K>
void read_cubies(const std::string& s, const int (&face_of_colour)[256],
                 const std::array<std::array<int, N>, K>& homes, const char* kind,
                 std::array<uint8_t, K>& perm, std::array<uint8_t, K>& orientation) {
    std::array<int, K> where;
    where.fill(-1);
    for (size_t p = 0; p < K; ++p) {
        std::array<int, N> faces{};
        std::string given;
        for (size_t k = 0; k < N; ++k) {
            const char c = s[static_cast<size_t>(homes[p][k])];
            faces[k] = face_of_colour[static_cast<unsigned char>(c)];
            given += c;
        }
        if (!identify(faces, homes, perm[p], orientation[p]))
            fail("the stickers '" + given + "' at the " + position_name(homes[p]) + " " + kind +
                 " (facelets " + facelet_names(homes[p]) + ") are no " + kind + " of this cube");
        if (where[perm[p]] >= 0)
            fail(std::string("the ") + kind + " " + position_name(homes[perm[p]]) +
                 " appears twice, at " + position_name(homes[static_cast<size_t>(where[perm[p]])]) +
                 " and at " + position_name(homes[p]));
        where[perm[p]] = static_cast<int>(p);
    }
}

} // namespace

Cube3 cube3_from_facelets(const std::string& text) {
    std::string s;
    for (char c : text)
        if (std::isspace(static_cast<unsigned char>(c)) == 0) s += c;
    if (s.size() != kCube3Facelets)
        fail("a 3x3x3 sticker string has 54 facelets, not " + std::to_string(s.size()));

    // Colours in order of first appearance, with their counts.
    std::string colours;
    int count[256] = {};
    for (char c : s) {
        if (count[static_cast<unsigned char>(c)]++ == 0) colours += c;
    }
    if (colours.size() != kNumFaces)
        fail(std::to_string(colours.size()) + " colours; a 3x3x3 has 6, nine facelets each");
    for (char c : colours)
        if (count[static_cast<unsigned char>(c)] != 9)
            fail(std::string("colour '") + c + "' is on " +
                 std::to_string(count[static_cast<unsigned char>(c)]) +
                 " facelets; each colour is on 9");

    // The centres name the faces.
    int face_of_colour[256];
    for (int& f : face_of_colour) f = -1;
    std::string centres;
    for (int f = 0; f < kNumFaces; ++f) centres += s[static_cast<size_t>(kCentres[f])];
    for (int f = 0; f < kNumFaces; ++f) {
        const auto c = static_cast<unsigned char>(centres[static_cast<size_t>(f)]);
        if (face_of_colour[c] >= 0)
            fail("the centres (facelets 5, 14, 23, 32, 41, 50) must be six different colours, "
                 "not '" +
                 centres + "'");
        face_of_colour[c] = f;
    }

    Cube3 cube;
    read_cubies(s, face_of_colour, kCornerFacelets, "corner", cube.corners.perm,
                cube.corners.twist);
    read_cubies(s, face_of_colour, kEdgeFacelets, "edge", cube.edges.perm, cube.edges.flip);

    int twist = 0, flip = 0;
    for (uint8_t t : cube.corners.twist) twist += t;
    for (uint8_t f : cube.edges.flip) flip += f;
    if (twist % 3 != 0)
        fail("a twisted corner: the corner twists sum to " + std::to_string(twist % 3) +
             " mod 3 (a real cube's sum to 0)");
    if (flip % 2 != 0)
        fail("a flipped edge: the edge flips sum to 1 mod 2 (a real cube's sum to 0)");
    if (permutation_parity(cube.corners.perm.data(), kNumCorners) !=
        permutation_parity(cube.edges.perm.data(), kNumEdges))
        fail("odd parity: the corners and edges together are an odd permutation (two pieces "
             "swapped)");
    return cube;
}

std::string cube3_facelets(const Cube3& cube) {
    std::string s(kCube3SolvedFacelets);
    for (size_t p = 0; p < kNumCorners; ++p)
        for (size_t k = 0; k < 3; ++k)
            s[static_cast<size_t>(kCornerFacelets[p][(k + cube.corners.twist[p]) % 3])] =
                kFaceLetters[face_of(kCornerFacelets[cube.corners.perm[p]][k])];
    for (size_t p = 0; p < kNumEdges; ++p)
        for (size_t k = 0; k < 2; ++k)
            s[static_cast<size_t>(kEdgeFacelets[p][(k + cube.edges.flip[p]) % 2])] =
                kFaceLetters[face_of(kEdgeFacelets[cube.edges.perm[p]][k])];
    return s;
}

} // namespace twobit
