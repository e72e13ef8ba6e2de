// The Skewb's net string; see skewb_net.hpp.
#include "host/puzzles/skewb/skewb_net.hpp"

#include <stdexcept>

namespace twobit::skewb {

namespace {

// Each face's outward normal and the directions of right and down on it as seen from
// outside, in the order U R F D L B (x = R, y = U, z = F).
struct FaceFrame {
    Point3 normal, right, down;
};
constexpr FaceFrame kFrames[kNumCentres] = {
    {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}},   {{1, 0, 0}, {0, 0, -1}, {0, -1, 0}},
    {{0, 0, 1}, {1, 0, 0}, {0, -1, 0}},  {{0, -1, 0}, {1, 0, 0}, {0, 0, -1}},
    {{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}}, {{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}}};
constexpr const char* kLetters = "URFDLB";
constexpr int kPerFace = 5;

} // namespace

std::string skewb_net(const State& s) {
    const std::vector<Point3>& points = puzzle().sticker_points();
    const std::vector<uint8_t> colours = puzzle().stickers(s);
    std::string net(kNumCentres * kPerFace, '?');
    for (size_t i = 0; i < points.size(); ++i) {
        for (int f = 0; f < kNumCentres; ++f) {
            const FaceFrame& frame = kFrames[f];
            if (dot(points[i], frame.normal) != 3) continue;
            const int col = dot(points[i], frame.right), row = dot(points[i], frame.down);
            const int slot = col == 0 && row == 0 ? 0 : 1 + (row > 0 ? 2 : 0) + (col > 0 ? 1 : 0);
            net[static_cast<size_t>(f * kPerFace + slot)] = kLetters[colours[i]];
        }
    }
    if (net.find('?') != std::string::npos)
        throw std::logic_error("a Skewb sticker missing from its net");
    return net;
}

} // namespace twobit::skewb
