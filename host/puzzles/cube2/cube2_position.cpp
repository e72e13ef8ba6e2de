// Reading a 2x2x2 position; see cube2_position.hpp.
#include "host/puzzles/cube2/cube2_position.hpp"

#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/facelets.hpp"

namespace twobit {

const StickerLineRules& cube2_line_rules() {
    static const StickerLineRules rules{kNumFacelets, false,
                                        [](const std::string& text) { parse_facelets(text); }};
    return rules;
}

InputKind detect_input_kind(const std::string& line) {
    return detect_line_kind(line, cube2_line_rules());
}

Cube2Position parse_cube2_position(const std::string& line, InputKind kind) {
    kind = resolve_line_kind(line, kind, cube2_line_rules());
    if (kind == InputKind::Stickers) return {parse_facelets(line), kind};
    // Moves may turn D, L, B or the whole cube; reading the resulting stickers back puts
    // the corner now at DBL home, which re-expresses the position in the fixed-DBL model.
    const CornerCube moved = apply_turns(CornerCube{}, parse_moves(line));
    return {parse_facelets(to_facelets(moved)), kind};
}

} // namespace twobit
