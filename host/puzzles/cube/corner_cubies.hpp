// The eight corners of a cube as cubies: which corner sits in each position and how it is
// twisted, with the six clockwise face turns. Kociemba's conventions (twist 0 = the U/D
// sticker on the U/D face, 1 = clockwise), but with DBL last so that a model fixing DBL
// ranks the first seven. Used to derive move tables; not used by the search itself.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace twobit {

enum Corner : uint8_t { URF, UFL, ULB, UBR, DFR, DLF, DRB, DBL, kNumCorners };

enum Face : uint8_t { FaceU, FaceR, FaceF, FaceD, FaceL, FaceB, kNumFaces };

struct CornerCube {
    // perm[p] = the corner in position p; twist[p] = its twist (0..2).
    std::array<uint8_t, kNumCorners> perm{URF, UFL, ULB, UBR, DFR, DLF, DRB, DBL};
    std::array<uint8_t, kNumCorners> twist{};

    bool operator==(const CornerCube& other) const {
        return perm == other.perm && twist == other.twist;
    }
    bool operator!=(const CornerCube& other) const { return !(*this == other); }
    bool is_solved() const { return *this == CornerCube{}; }
};

// The state after applying b to a (a then b).
CornerCube compose(const CornerCube& a, const CornerCube& b);

// The clockwise quarter turn of a face, as a cube state.
const CornerCube& face_turn(Face face);

// a followed by `power` clockwise quarter turns of face (power 0..3).
CornerCube turn(const CornerCube& a, Face face, int power);

// 'U', 'R', 'F', 'D', 'L', 'B' -> Face; returns false for anything else.
bool face_from_letter(char letter, Face& face);
char face_letter(Face face);

// "U", "U2", "U'" for powers 1, 2, 3.
std::string move_name(Face face, int power);

} // namespace twobit
