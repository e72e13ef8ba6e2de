// Reading a 2x2x2 position; see cube2_position.hpp.
#include "host/puzzles/cube2/cube2_position.hpp"

#include <stdexcept>

#include "host/puzzles/cube/notation.hpp"
#include "host/puzzles/cube2/facelets.hpp"

namespace twobit {

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

// True if parse(text) does not throw std::invalid_argument.
template <class Parse>
bool reads_as(Parse parse, const std::string& text) {
    try {
        parse(text);
        return true;
    } catch (const std::invalid_argument&) {
        return false;
    }
}
} // namespace

InputKind detect_input_kind(const std::string& line) {
    std::string compact;
    size_t words = 0, word_length = 0;
    bool face_groups = true; // every word has exactly four symbols
    bool has_suffix = false;
    auto end_word = [&] {
        if (word_length == 0) return;
        ++words;
        face_groups = face_groups && word_length == 4;
        word_length = 0;
    };
    for (char c : line) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            end_word();
            continue;
        }
        ++word_length;
        compact += c;
        has_suffix = has_suffix || c == '\'' || c == '2' || c == '3' || c == '\xE2';
    }
    end_word();
    const bool one_word = words == 1;
    if (compact.size() == kNumFacelets && six_colours_four_times(compact)) {
        if (one_word || (words == 6 && face_groups)) return InputKind::Stickers;
        const bool as_moves = reads_as([](const std::string& t) { return parse_moves(t); }, line);
        const bool as_stickers = reads_as(parse_facelets, compact);
        if (as_moves && as_stickers) return InputKind::Ambiguous;
        if (as_moves || as_stickers) return as_moves ? InputKind::Moves : InputKind::Stickers;
        return looks_like_moves(compact) ? InputKind::Moves : InputKind::Stickers;
    }
    const bool move_characters = looks_like_moves(compact);
    if (compact.size() == kNumFacelets && !has_suffix && (one_word || !move_characters))
        return InputKind::Stickers;
    // One long word of bare letters is a mistyped sticker string, not 16+ run-together turns.
    if (one_word && !has_suffix && (compact.size() >= kMinStickerLikeLength || !move_characters))
        return InputKind::Stickers;
    return InputKind::Moves;
}

Cube2Position parse_cube2_position(const std::string& line, InputKind kind) {
    if (kind == InputKind::Auto) kind = detect_input_kind(line);
    if (kind == InputKind::Ambiguous)
        throw std::invalid_argument("ambiguous: this is both a valid 24-move sequence and a valid "
                                    "sticker string; say which with --input moves or --input "
                                    "stickers");
    if (kind == InputKind::Stickers) return {parse_facelets(line), kind};
    // Moves may turn D, L, B or the whole cube; reading the resulting stickers back puts
    // the corner now at DBL home, which re-expresses the position in the fixed-DBL model.
    const CornerCube moved = apply_turns(CornerCube{}, parse_moves(line));
    return {parse_facelets(to_facelets(moved)), kind};
}

} // namespace twobit
