// The 48 symmetries on the edges (edge_symmetry.hpp), built once and checked.
#include "host/puzzles/cube3/edge_symmetry.hpp"

#include <array>
#include <stdexcept>

#include "host/puzzles/cube3/cube_symmetry.hpp"

namespace twobit {

namespace {

// The turn of the whole cube about the URF-DBL diagonal (U to R to F), Kociemba's S_URF3,
// edges only.
const EdgeCube kUrf3{{UF, FR, DF, FL, UB, BR, DB, BL, UR, DR, DL, UL},
                     {1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1}};

struct EdgeSymmetries {
    std::array<EdgeCube, kEdgeSymmetries> s, inverse_cube;
    std::array<int, kEdgeSymmetries> inverse{};
};

EdgeSymmetries make() {
    EdgeSymmetries g;
    EdgeCube urf_power; // the identity
    for (int k = 0; k < 3; ++k) {
        for (int u = 0; u < kUdSymmetries; ++u)
            g.s[static_cast<size_t>(16 * k + u)] = compose(urf_power, symmetry_edges(u));
        urf_power = compose(urf_power, kUrf3);
    }
    for (size_t i = 0; i < kEdgeSymmetries; ++i)
        g.inverse_cube[i] = inverse(Cube3{CornerCube{}, g.s[i]}).edges;
    for (size_t i = 0; i < kEdgeSymmetries; ++i) {
        g.inverse[i] = -1;
        for (size_t j = 0; j < kEdgeSymmetries; ++j)
            if (g.s[j] == g.inverse_cube[i]) g.inverse[i] = static_cast<int>(j);
        if (g.inverse[i] < 0) throw std::logic_error("the edge symmetries are not a group");
        for (size_t j = 0; j < i; ++j)
            if (g.s[j] == g.s[i]) throw std::logic_error("two edge symmetries are the same");
        // Each face turn's conjugate is a face turn.
        for (int f = 0; f < kNumFaces; ++f) {
            const EdgeCube image = compose(
                compose(g.inverse_cube[i], turn(EdgeCube{}, static_cast<Face>(f), 1)), g.s[i]);
            bool found = false;
            for (int h = 0; h < kNumFaces; ++h)
                for (const int power : {1, 3})
                    found = found || turn(EdgeCube{}, static_cast<Face>(h), power) == image;
            if (!found)
                throw std::logic_error("an edge symmetry takes a face turn to no face turn");
        }
    }
    return g;
}

const EdgeSymmetries& symmetries() {
    static const EdgeSymmetries g = make();
    return g;
}

} // namespace

EdgeCube conjugate_edges48(const EdgeCube& x, int s) {
    const EdgeSymmetries& g = symmetries();
    return compose(compose(g.inverse_cube[static_cast<size_t>(s)], x), g.s[static_cast<size_t>(s)]);
}

int edge_symmetry_inverse(int s) {
    return symmetries().inverse[static_cast<size_t>(s)];
}

} // namespace twobit
