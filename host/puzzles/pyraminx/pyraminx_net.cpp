// The Pyraminx's net string; see pyraminx_net.hpp.
#include "host/puzzles/pyraminx/pyraminx_net.hpp"

#include <algorithm>
#include <stdexcept>
#include <tuple>
#include <vector>

namespace twobit::pyraminx {

namespace {

// As in pyraminx_puzzle.cpp: the vertices U L R B, alternate corners of the cube.
constexpr Point3 kVertex[kNumVertices] = {{1, 1, 1}, {-1, 1, -1}, {-1, -1, 1}, {1, -1, -1}};
// The faces in net order (F, left, right, D), each named by the vertex opposite it.
constexpr Face kNetFaces[kNumFaces] = {FaceF, FaceLeft, FaceRight, FaceD};
constexpr const char* kLetter = "DRLF"; // by Face value
// Where each vertex of a face lies in the picture, in half sides across and rows down
// (-1: the vertex opposite), by Face value then vertex U L R B. The front points up; the
// others are folded out over its edges and point down.
constexpr int kAt[kNumFaces][kNumVertices][2] = {
    {{-1, -1}, {0, 0}, {6, 0}, {3, 3}}, // D: L top-left, R top-right, B below
    {{0, 0}, {-1, -1}, {3, 3}, {6, 0}}, // right: U top-left, B top-right, R below
    {{6, 0}, {3, 3}, {-1, -1}, {0, 0}}, // left: B top-left, U top-right, L below
    {{3, 0}, {0, 3}, {6, 3}, {-1, -1}}, // front: U on top, L and R below
};

// A point's weights over the vertices, 9 in all (the points are scaled by 9).
std::array<int, kNumVertices> weights(const Point3& p) {
    std::array<int, kNumVertices> w{};
    for (int v = 0; v < kNumVertices; ++v) w[static_cast<size_t>(v)] = (dot(p, kVertex[v]) + 9) / 4;
    return w;
}

int face_of_point(const Point3& p) {
    const auto w = weights(p);
    return static_cast<int>(std::min_element(w.begin(), w.end()) - w.begin());
}

Point3 scaled_sum(int a, int va, int b, int vb, int c, int vc) {
    return {a * kVertex[va].x + b * kVertex[vb].x + c * kVertex[vc].x,
            a * kVertex[va].y + b * kVertex[vb].y + c * kVertex[vc].y,
            a * kVertex[va].z + b * kVertex[vb].z + c * kVertex[vc].z};
}

} // namespace

std::string pyraminx_net(const State& s, const std::array<uint8_t, kNumVertices>& tips) {
    std::vector<Point3> points = puzzle().sticker_points();
    std::vector<uint8_t> colours = puzzle().stickers(s);
    // The centres' colours by face, for the tips above them.
    const size_t first_centre = points.size() - 3 * kNumCentres;
    std::array<std::array<uint8_t, kNumFaces>, kNumVertices> centre_colour{};
    for (size_t i = first_centre; i < points.size(); ++i)
        centre_colour[(i - first_centre) / 3][static_cast<size_t>(face_of_point(points[i]))] =
            colours[i];
    // A tip turned t thirds clockwise shows on each sticker the colour its centre shows t
    // thirds back: the point turned t times anticlockwise about the vertex.
    for (int v = 0; v < kNumVertices; ++v)
        for (int f = 0; f < kNumFaces; ++f) {
            if (f == v) continue;
            int others[2], n = 0;
            for (int o = 0; o < kNumVertices; ++o)
                if (o != v && o != f) others[n++] = o;
            const Point3 tip = scaled_sum(7, v, 1, others[0], 1, others[1]);
            Point3 from = tip;
            for (int t = 0; t < tips[static_cast<size_t>(v)] % 3; ++t)
                from = rotate_anticlockwise(kVertex[v], from);
            points.push_back(tip);
            colours.push_back(
                centre_colour[static_cast<size_t>(v)][static_cast<size_t>(face_of_point(from))]);
        }
    // Each face's stickers by (row, across) in the picture.
    std::string net;
    for (Face face : kNetFaces) {
        std::vector<std::tuple<int, int, char>> stickers;
        for (size_t i = 0; i < points.size(); ++i) {
            if (face_of_point(points[i]) != face) continue;
            const auto w = weights(points[i]);
            int across = 0, down = 0;
            for (size_t v = 0; v < kNumVertices; ++v) {
                across += w[v] * std::max(kAt[face][v][0], 0);
                down += w[v] * std::max(kAt[face][v][1], 0);
            }
            stickers.emplace_back(down / 9, across, kLetter[colours[i]]);
        }
        if (stickers.size() != 9) throw std::logic_error("a Pyraminx face without 9 stickers");
        std::sort(stickers.begin(), stickers.end());
        for (const auto& st : stickers) net += std::get<2>(st);
    }
    return net;
}

} // namespace twobit::pyraminx
