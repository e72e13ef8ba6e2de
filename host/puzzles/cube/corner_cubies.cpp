// Corner cubie arithmetic and the six face turns; see corner_cubies.hpp.
#include "host/puzzles/cube/corner_cubies.hpp"

#include <array>

namespace twobit {

namespace {

// Position p receives the corner from perm[p], twisted by twist[p] (Kociemba's tables,
// re-indexed so that DBL is last).
const CornerCube kFaceTurns[kNumFaces] = {
    // U
    {{UBR, URF, UFL, ULB, DFR, DLF, DRB, DBL}, {0, 0, 0, 0, 0, 0, 0, 0}},
    // R
    {{DFR, UFL, ULB, URF, DRB, DLF, UBR, DBL}, {2, 0, 0, 1, 1, 0, 2, 0}},
    // F
    {{UFL, DLF, ULB, UBR, URF, DFR, DRB, DBL}, {1, 2, 0, 0, 2, 1, 0, 0}},
    // D
    {{URF, UFL, ULB, UBR, DLF, DBL, DFR, DRB}, {0, 0, 0, 0, 0, 0, 0, 0}},
    // L
    {{URF, ULB, DBL, UBR, DFR, UFL, DRB, DLF}, {0, 1, 2, 0, 0, 2, 0, 1}},
    // B
    {{URF, UFL, UBR, DRB, DFR, DLF, DBL, ULB}, {0, 0, 1, 2, 0, 0, 1, 2}},
};

} // namespace

CornerCube compose(const CornerCube& a, const CornerCube& b) {
    CornerCube c;
    for (int p = 0; p < kNumCorners; ++p) {
        c.perm[p] = a.perm[b.perm[p]];
        c.twist[p] = static_cast<uint8_t>((a.twist[b.perm[p]] + b.twist[p]) % 3);
    }
    return c;
}

const CornerCube& face_turn(Face face) {
    return kFaceTurns[face];
}

CornerCube turn(const CornerCube& a, Face face, int power) {
    // Each face's powers composed once: a model's move tables turn every coordinate value
    // by every move, and one composition per turn instead of up to three shortened the
    // 2x2x2 model's construction by a third.
    static const auto kPowers = [] {
        std::array<std::array<CornerCube, 4>, kNumFaces> powers{};
        for (int f = 0; f < kNumFaces; ++f) {
            powers[f][0] = CornerCube{};
            for (int k = 1; k < 4; ++k) powers[f][k] = compose(powers[f][k - 1], kFaceTurns[f]);
        }
        return powers;
    }();
    if (power <= 0) return a; // (as no composition at all)
    return compose(a, kPowers[face][static_cast<size_t>(power & 3)]);
}

bool face_from_letter(char letter, Face& face) {
    static const char kLetters[] = "URFDLB";
    for (int f = 0; f < kNumFaces; ++f) {
        if (kLetters[f] == letter) {
            face = static_cast<Face>(f);
            return true;
        }
    }
    return false;
}

char face_letter(Face face) {
    return "URFDLB"[face];
}

std::string move_name(Face face, int power) {
    static const char* const kSuffix[] = {"", "", "2", "'"};
    return std::string(1, face_letter(face)) + kSuffix[power];
}

} // namespace twobit
