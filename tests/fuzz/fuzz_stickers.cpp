// Fuzzes the 2x2x2 sticker reader, twobit::parse_facelets (host/puzzles/cube2/facelets.hpp), and
// the one-line position reader parse_cube2_position (host/puzzles/cube2/cube2_position.hpp) with
// each of InputKind::Auto, Moves and Stickers, with the input bytes as the text.
//
// Asserts (beyond no crash, no sanitizer report, no exception but the documented ones:
// InvalidCubeError from parse_facelets, std::invalid_argument from parse_cube2_position):
//  - a parsed cube is valid (a permutation, twists 0..2 adding up to 0 mod 3) with DBL in
//    place and untwisted;
//  - to_facelets(cube) is 24 stickers that parse back to the same cube;
//  - parse_cube2_position(text, Stickers) gives the same cube as parse_facelets;
//  - parse_cube2_position returns the kind it was asked for (Moves, Stickers), or with Auto
//    the kind detect_input_kind names, never Auto or Ambiguous;
//  - the rule of --input auto (line_rule_check.hpp): a line that reads both ways and is not
//    written as a sticker string is refused as ambiguous; auto reads what the detected kind
//    reads.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "fuzz_check.hpp"
#include "host/puzzles/cube/corner_cubies.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube2/facelets.hpp"
#include "line_rule_check.hpp"

namespace {

bool valid_fixed_dbl_cube(const twobit::CornerCube& c) {
    return twobit::fuzz::valid_cube(c) && c.perm[twobit::DBL] == twobit::DBL &&
           c.twist[twobit::DBL] == 0;
}

void check_position(const std::string& text, twobit::InputKind asked) {
    twobit::Cube2Position position;
    try {
        position = twobit::parse_cube2_position(text, asked);
    } catch (const std::invalid_argument&) {
        return;
    }
    FUZZ_CHECK(valid_fixed_dbl_cube(position.cube));
    if (asked == twobit::InputKind::Auto)
        FUZZ_CHECK(position.kind == twobit::detect_input_kind(text));
    else
        FUZZ_CHECK(position.kind == asked);
    FUZZ_CHECK(position.kind == twobit::InputKind::Moves ||
               position.kind == twobit::InputKind::Stickers);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);

    bool parsed = false;
    twobit::CornerCube cube;
    try {
        cube = twobit::parse_facelets(text);
        parsed = true;
    } catch (const twobit::InvalidCubeError&) {
    }
    if (parsed) {
        FUZZ_CHECK(valid_fixed_dbl_cube(cube));
        const std::string stickers = twobit::to_facelets(cube);
        FUZZ_CHECK(stickers.size() == static_cast<size_t>(twobit::kNumFacelets));
        twobit::CornerCube again;
        try {
            again = twobit::parse_facelets(stickers);
        } catch (const twobit::InvalidCubeError&) {
            FUZZ_FAIL("parse_facelets refuses what to_facelets wrote");
        }
        FUZZ_CHECK(again == cube);
        try {
            FUZZ_CHECK(twobit::parse_cube2_position(text, twobit::InputKind::Stickers).cube ==
                       cube);
        } catch (const std::invalid_argument&) {
            FUZZ_FAIL("parse_cube2_position(stickers) refuses what parse_facelets reads");
        }
    }

    check_position(text, twobit::InputKind::Auto);
    check_position(text, twobit::InputKind::Moves);
    check_position(text, twobit::InputKind::Stickers);
    twobit::fuzz::check_line_rule(text, static_cast<size_t>(twobit::kNumFacelets),
                                  twobit::detect_input_kind(text),
                                  [](const std::string& t, twobit::InputKind k) {
                                      return twobit::parse_cube2_position(t, k);
                                  });
    return 0;
}
