// Fuzzes the 3x3x3's readers: the 54-facelet reader cube3_from_facelets
// (host/puzzles/cube3/cube3_facelets.hpp) and the one-line position reader
// parse_cube3_position (host/puzzles/cube3/cube3_position.hpp, moves with wide turns, slices
// and rotations, or stickers) with each of InputKind::Auto, Moves and Stickers. The seeds
// include sticker strings with spaces (row by row, a stray space, a sticker missing).
//
// Asserts (beyond no crash, no sanitizer report, no exception but std::invalid_argument):
//  - a read cube is a real cube: permutations, twists summing to 0 mod 3, flips to 0 mod 2,
//    equal corner and edge parity;
//  - its facelets (cube3_facelets) read back to the same cube;
//  - the rule of --input auto (line_rule_check.hpp): a line that reads both ways and is not
//    written as a sticker string is refused as ambiguous; auto reads what the detected kind
//    reads.
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "fuzz_check.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "line_rule_check.hpp"

namespace {

template <size_t N>
int parity_of(const std::array<uint8_t, N>& perm) {
    int inversions = 0;
    for (size_t i = 0; i < N; ++i)
        for (size_t j = i + 1; j < N; ++j) inversions += perm[j] < perm[i] ? 1 : 0;
    return inversions & 1;
}

bool real_cube(const twobit::Cube3& c) {
    int twist = 0, flip = 0;
    uint32_t corners_seen = 0, edges_seen = 0;
    for (size_t p = 0; p < c.corners.perm.size(); ++p) {
        if (c.corners.perm[p] >= 8 || c.corners.twist[p] > 2) return false;
        corners_seen |= 1u << c.corners.perm[p];
        twist += c.corners.twist[p];
    }
    for (size_t p = 0; p < c.edges.perm.size(); ++p) {
        if (c.edges.perm[p] >= 12 || c.edges.flip[p] > 1) return false;
        edges_seen |= 1u << c.edges.perm[p];
        flip += c.edges.flip[p];
    }
    return corners_seen == 0xFFu && edges_seen == 0xFFFu && twist % 3 == 0 && flip % 2 == 0 &&
           parity_of(c.corners.perm) == parity_of(c.edges.perm);
}

void check_cube(const twobit::Cube3& cube) {
    FUZZ_CHECK(real_cube(cube));
    FUZZ_CHECK(twobit::cube3_from_facelets(twobit::cube3_facelets(cube)) == cube);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        check_cube(twobit::cube3_from_facelets(text));
    } catch (const twobit::FaceletError&) {
    }
    for (twobit::InputKind kind :
         {twobit::InputKind::Auto, twobit::InputKind::Moves, twobit::InputKind::Stickers}) {
        try {
            check_cube(twobit::parse_cube3_position(text, kind).cube);
        } catch (const std::invalid_argument&) {
        }
    }
    twobit::fuzz::check_line_rule(text, static_cast<size_t>(twobit::kCube3Facelets),
                                  twobit::detect_cube3_input(text),
                                  [](const std::string& t, twobit::InputKind k) {
                                      return twobit::parse_cube3_position(t, k);
                                  });
    return 0;
}
