// Reading a 2x2x2 position; see cube2_position.hpp.
#include "cube2_position.hpp"

#include <stdexcept>

#include "facelets.hpp"
#include "notation.hpp"

namespace twobit {

InputKind parse_input_kind(const std::string& name) {
    if (name == "auto") return InputKind::Auto;
    if (name == "moves") return InputKind::Moves;
    if (name == "stickers") return InputKind::Stickers;
    throw std::invalid_argument("unknown input kind '" + name + "' (use auto, moves or stickers)");
}

namespace {
constexpr size_t kMinStickerLikeLength = 16;

// Stickers may use digits as colours ("000011112222..."), which also look like suffixes.
bool six_colours_four_times(const std::string& s) {
    int count[256] = {};
    int distinct = 0;
    for (unsigned char c : s) distinct += count[c]++ == 0 ? 1 : 0;
    if (distinct != 6) return false;
    for (unsigned char c : s)
        if (count[c] != 4) return false;
    return true;
}
} // namespace

InputKind detect_input_kind(const std::string& line) {
    std::string compact;
    bool has_suffix = false, inner_space = false, seen_word = false, after_space = false;
    for (char c : line) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            after_space = seen_word;
            continue;
        }
        inner_space = inner_space || after_space;
        seen_word = true;
        after_space = false;
        compact += c;
        has_suffix = has_suffix || c == '\'' || c == '2' || c == '3' || c == '\xE2';
    }
    if (compact.size() == 24 && (!has_suffix || six_colours_four_times(compact)))
        return InputKind::Stickers;
    // One long word of bare letters is a mistyped sticker string, not 16+ run-together turns.
    const bool sticker_like = compact.size() >= kMinStickerLikeLength || !looks_like_moves(compact);
    if (!inner_space && !has_suffix && sticker_like) return InputKind::Stickers;
    return InputKind::Moves;
}

Cube2Position parse_cube2_position(const std::string& line, InputKind kind) {
    if (kind == InputKind::Auto) kind = detect_input_kind(line);
    if (kind == InputKind::Stickers) return {parse_facelets(line), kind};
    // Moves may turn D, L, B or the whole cube; reading the resulting stickers back puts
    // the corner now at DBL home, which re-expresses the position in the fixed-DBL model.
    const CornerCube moved = apply_turns(CornerCube{}, parse_moves(line));
    return {parse_facelets(to_facelets(moved)), kind};
}

} // namespace twobit
