// Fuzzes the 2x2x2 move notation reader, twobit::parse_moves (host/puzzles/cube/notation.hpp), with the
// input bytes as one line of text, plus looks_like_moves, detect_input_kind and
// parse_cube2_position(..., InputKind::Moves) on the same text.
//
// Asserts (beyond no crash, no sanitizer report, no exception but NotationError):
//  - every parsed turn is U R F D L B x y z with power 1..3, at strictly increasing columns;
//  - a text that parses looks like moves (looks_like_moves is true);
//  - format_turns (canonical WCA text) parses again to the same symbols and powers, and
//    formats to the same text again;
//  - the turns and the re-parsed turns give the same CornerCube, a valid one (a permutation,
//    twists 0..2 adding up to 0 mod 3);
//  - the turns followed by invert_turns(turns) give back the solved cube;
//  - parse_cube2_position(text, InputKind::Moves) reads it, as Moves, with DBL in place and
//    untwisted, and as the same cube when the turns leave DBL in place and untwisted.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "host/puzzles/cube/corner_cubies.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"

namespace {

using twobit::fuzz::valid_cube;

bool same_turns(const std::vector<twobit::ParsedTurn>& a,
                const std::vector<twobit::ParsedTurn>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].symbol != b[i].symbol || a[i].power != b[i].power) return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);

    const bool looks = twobit::looks_like_moves(text);
    const twobit::InputKind kind = twobit::detect_input_kind(text);
    FUZZ_CHECK(kind == twobit::InputKind::Moves || kind == twobit::InputKind::Stickers ||
               kind == twobit::InputKind::Ambiguous);

    std::vector<twobit::ParsedTurn> turns;
    try {
        turns = twobit::parse_moves(text);
    } catch (const twobit::NotationError&) {
        return 0;
    }
    FUZZ_CHECK(looks);

    size_t last_column = 0;
    for (const twobit::ParsedTurn& t : turns) {
        FUZZ_CHECK(t.symbol != '\0' &&
                   std::string("URFDLBxyz").find(t.symbol) != std::string::npos);
        FUZZ_CHECK(t.power >= 1 && t.power <= 3);
        FUZZ_CHECK(t.column > last_column && t.column <= text.size());
        last_column = t.column;
    }

    const std::string canonical = twobit::format_turns(turns);
    std::vector<twobit::ParsedTurn> again;
    try {
        again = twobit::parse_moves(canonical);
    } catch (const twobit::NotationError&) {
        FUZZ_FAIL("format_turns wrote text that parse_moves refuses");
    }
    FUZZ_CHECK(same_turns(turns, again));
    FUZZ_CHECK(twobit::format_turns(again) == canonical);

    const twobit::CornerCube cube = twobit::apply_turns(twobit::CornerCube{}, turns);
    FUZZ_CHECK(valid_cube(cube));
    FUZZ_CHECK(cube == twobit::apply_turns(twobit::CornerCube{}, again));
    FUZZ_CHECK(twobit::apply_turns(cube, twobit::invert_turns(turns)) == twobit::CornerCube{});

    twobit::Cube2Position position;
    try {
        position = twobit::parse_cube2_position(text, twobit::InputKind::Moves);
    } catch (const std::invalid_argument&) {
        FUZZ_FAIL("parse_cube2_position(moves) refuses a text parse_moves reads");
    }
    FUZZ_CHECK(position.kind == twobit::InputKind::Moves);
    FUZZ_CHECK(valid_cube(position.cube));
    FUZZ_CHECK(position.cube.perm[twobit::DBL] == twobit::DBL &&
               position.cube.twist[twobit::DBL] == 0);
    // Re-expressing the position with DBL at home changes nothing when it already is.
    if (cube.perm[twobit::DBL] == twobit::DBL && cube.twist[twobit::DBL] == 0)
        FUZZ_CHECK(position.cube == cube);
    return 0;
}
