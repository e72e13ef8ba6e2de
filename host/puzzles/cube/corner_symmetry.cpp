// The cube's 48 symmetries on the corners (corner_symmetry.hpp). The rotations are found as
// the closure of x and y; each face turn's conjugates are checked to be face turns once, so a
// wrong generator or mirror stops the program at the first use instead of reducing a table
// by something that is no symmetry.
#include "host/puzzles/cube/corner_symmetry.hpp"

#include <array>
#include <stdexcept>

namespace twobit {

namespace {

// The mirror's corner positions: URF <-> UFL, ULB <-> UBR, DFR <-> DLF, DRB <-> DBL.
constexpr std::array<uint8_t, kNumCorners> kMirror{UFL, URF, UBR, ULB, DLF, DFR, DBL, DRB};

CornerCube mirror(const CornerCube& x) {
    CornerCube y;
    for (int p = 0; p < kNumCorners; ++p) {
        y.perm[p] = kMirror[x.perm[kMirror[p]]];
        y.twist[p] = static_cast<uint8_t>((3 - x.twist[kMirror[p]]) % 3);
    }
    return y;
}

struct Symmetries {
    std::array<CornerCube, 24> rotation, rotation_inverse;
    std::array<std::array<Face, kNumFaces>, kCubeSymmetries> face{};
};

CornerCube conjugate(const Symmetries& g, const CornerCube& x, int s) {
    const auto r = static_cast<size_t>(s / 2);
    const CornerCube y = compose(compose(g.rotation_inverse[r], x), g.rotation[r]);
    return s % 2 == 0 ? y : mirror(y);
}

Symmetries make_symmetries() {
    Symmetries g;
    const CornerCube x = turn(face_turn(FaceR), FaceL, 3);
    const CornerCube y = turn(face_turn(FaceU), FaceD, 3);
    std::vector<CornerCube> found{CornerCube{}};
    for (size_t head = 0; head < found.size(); ++head)
        for (const CornerCube& generator : {y, x}) {
            const CornerCube next = compose(found[head], generator);
            bool seen = false;
            for (const CornerCube& c : found) seen = seen || c == next;
            if (!seen) found.push_back(next);
        }
    if (found.size() != 24)
        throw std::logic_error("the cube's rotations are not 24: x or y is wrong");
    for (size_t r = 0; r < 24; ++r) {
        g.rotation[r] = found[r];
        g.rotation_inverse[r] = inverse(found[r]);
    }
    for (int s = 0; s < kCubeSymmetries; ++s)
        for (int f = 0; f < kNumFaces; ++f) {
            const CornerCube image = conjugate(g, face_turn(static_cast<Face>(f)), s);
            const int power = s % 2 == 0 ? 1 : 3;
            int to = -1;
            for (int h = 0; h < kNumFaces; ++h)
                if (turn(CornerCube{}, static_cast<Face>(h), power) == image) to = h;
            if (to < 0) throw std::logic_error("a cube symmetry takes a face turn to no face turn");
            g.face[static_cast<size_t>(s)][static_cast<size_t>(f)] = static_cast<Face>(to);
        }
    return g;
}

const Symmetries& symmetries() {
    static const Symmetries g = make_symmetries();
    return g;
}

} // namespace

CornerCube inverse(const CornerCube& a) {
    CornerCube b;
    for (int p = 0; p < kNumCorners; ++p) {
        b.perm[a.perm[p]] = static_cast<uint8_t>(p);
        b.twist[a.perm[p]] = static_cast<uint8_t>((3 - a.twist[p]) % 3);
    }
    return b;
}

CornerCube conjugate_corners(const CornerCube& x, int s) {
    return conjugate(symmetries(), x, s);
}

Face symmetry_face(int s, Face f) {
    return symmetries().face[static_cast<size_t>(s)][f];
}

bool symmetry_mirrors(int s) {
    return s % 2 != 0;
}

std::vector<int> symmetries_keeping(const std::string& faces) {
    std::vector<int> kept;
    for (int s = 0; s < kCubeSymmetries; ++s) {
        bool keeps = true;
        for (const char letter : faces) {
            Face f;
            if (!face_from_letter(letter, f))
                throw std::invalid_argument("no face " + std::string(1, letter));
            keeps = keeps && faces.find(face_letter(symmetry_face(s, f))) != std::string::npos;
        }
        if (keeps) kept.push_back(s);
    }
    return kept;
}

} // namespace twobit
