// The puzzle a position names; see puzzle_from_position.hpp.
#include "tools/cli/puzzle_from_position.hpp"

#include <cstring>

#include "host/io/input_lines.hpp"
#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube/sticker_lines.hpp"
#include "host/puzzles/cube2/cube2_position.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

namespace {

// As many stickers missing or extra as the sticker-line rule forgives (sticker_lines.hpp): a
// 3x3x3 sticker string with a typo is still a 3x3x3's, and its error comes from the 3x3x3.
constexpr size_t kStickerSlack = 2;

size_t sticker_count(const std::string& line) {
    size_t n = 0;
    for (char c : line) n += c == ' ' || c == '\t' || c == '\r' || c == '\n' ? 0 : 1;
    return n;
}

// Slices and wide turns as parse_moves reads them for a 3x3x3 (WCA Rw comes back as r).
bool has_three_layer_turn(const std::vector<ParsedTurn>& turns) {
    for (const ParsedTurn& t : turns)
        if (std::strchr("MESrufdlb", t.symbol) != nullptr) return true;
    return false;
}

const char* name_of(PositionPuzzle p) {
    return p == PositionPuzzle::Cube3 ? "3x3x3" : "2x2x2";
}

} // namespace

PositionPuzzle puzzle_of_line(const std::string& line, InputKind input) {
    const size_t stickers = sticker_count(line);
    if (stickers == 0 || line.size() > kMaxPositionBytes) return PositionPuzzle::Undecided;
    const auto as_stickers = [&](const StickerLineRules& rules) {
        return input == InputKind::Stickers ||
               (input == InputKind::Auto && detect_line_kind(line, rules) == InputKind::Stickers);
    };
    const bool cube3_stickers = as_stickers(cube3_line_rules());
    if (cube3_stickers && stickers + kStickerSlack >= 54 && stickers <= 54 + kStickerSlack)
        return PositionPuzzle::Cube3;
    if (stickers == 24 && as_stickers(cube2_line_rules())) return PositionPuzzle::Cube2;
    if (input == InputKind::Stickers || cube3_stickers) return PositionPuzzle::Undecided;
    try {
        if (has_three_layer_turn(parse_moves(line, true))) return PositionPuzzle::Cube3;
    } catch (const NotationError&) { // no moves of either cube: the default's error says why
    }
    return PositionPuzzle::Undecided;
}

PositionPuzzle puzzle_of_positions(const std::vector<std::string>& positions, InputKind input) {
    PositionPuzzle decided = PositionPuzzle::Undecided;
    std::string decided_by;
    for (const std::string& p : positions) {
        const PositionPuzzle here = puzzle_of_line(p, input);
        if (here == PositionPuzzle::Undecided) continue;
        if (decided != PositionPuzzle::Undecided && here != decided)
            throw UsageError("'" + excerpt(decided_by) + "' is a " + name_of(decided) +
                             "'s position and '" + excerpt(p) + "' a " + name_of(here) +
                             "'s: solve them apart, each with --puzzle");
        decided = here;
        decided_by = p;
    }
    return decided;
}

std::string puzzle_id_for(PositionPuzzle decided, const std::string& fallback) {
    return decided == PositionPuzzle::Cube3 ? "3x3x3" : fallback;
}

std::string assumed_puzzle_note(const std::string& puzzle) {
    return "twobit: assuming a " + puzzle +
           " (the default puzzle: nothing in the positions says which cube); for a 3x3x3 give "
           "--puzzle 3x3x3\n";
}

} // namespace twobit::cli
