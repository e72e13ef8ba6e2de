// Counting what is in place on a 2x2x2; see sticker_analysis.hpp.
#include "host/puzzles/cube2/sticker_analysis.hpp"

#include "host/puzzles/cube2/facelets.hpp"

namespace twobit {

int stickers_in_place(const CornerCube& cube) {
    static const char* const kSolved = "UUUURRRRFFFFDDDDLLLLBBBB";
    const std::string stickers = to_facelets(cube);
    int n = 0;
    for (int i = 0; i < kNumFacelets; ++i) n += stickers[static_cast<size_t>(i)] == kSolved[i];
    return n;
}

int corners_solved(const CornerCube& cube) {
    int n = 0;
    for (int p = 0; p < kNumCorners; ++p) n += cube.perm[p] == p && cube.twist[p] == 0;
    return n;
}

} // namespace twobit
