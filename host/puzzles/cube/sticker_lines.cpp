// Reading a line as moves or stickers; see sticker_lines.hpp.
#include "host/puzzles/cube/sticker_lines.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "host/io/input_lines.hpp"
#include "host/puzzles/cube/notation.hpp"

namespace twobit {

namespace {

constexpr size_t kColours = 6;
// A sticker-like line is this many single-sticker edits from a sticker string, or fewer: a
// typo or two. Wider, and run-together scrambles of about the sticker count would be taken
// for stickers; narrower, and a mistyped sticker string would be solved as a scramble.
constexpr size_t kStickerTypos = 2;

struct LineShape {
    std::string compact; // the line without whitespace
    size_t words = 0;
    bool face_words = true; // every word one face's stickers long
};

LineShape shape_of(const std::string& line, size_t face_stickers) {
    LineShape shape;
    size_t word_length = 0;
    for (size_t i = 0; i <= line.size(); ++i) {
        if (i < line.size() && !is_move_space(line[i])) {
            shape.compact += line[i];
            ++word_length;
            continue;
        }
        if (word_length == 0) continue;
        ++shape.words;
        shape.face_words = shape.face_words && word_length == face_stickers;
        word_length = 0;
    }
    return shape;
}

// How many stickers must be added, removed or recoloured to make `compact` six colours of
// stickers / 6 each: the six commonest symbols are the colours; every sticker too many (of
// a colour, or of a seventh symbol) and every one too few is an edit, a recolouring fixing
// one of each.
size_t sticker_edits(const std::string& compact, size_t stickers) {
    const size_t length_gap =
        compact.size() > stickers ? compact.size() - stickers : stickers - compact.size();
    if (length_gap > kStickerTypos) return length_gap; // a lower bound is enough
    std::array<size_t, 256> count{};
    for (unsigned char c : compact) ++count[c];
    std::sort(count.begin(), count.end(), [](size_t a, size_t b) { return a > b; });
    const size_t each = stickers / kColours;
    size_t surplus = 0, deficit = 0;
    for (size_t i = 0; i < count.size(); ++i) {
        if (i >= kColours)
            surplus += count[i];
        else if (count[i] > each)
            surplus += count[i] - each;
        else
            deficit += each - count[i];
    }
    return std::max(surplus, deficit);
}

bool move_letter(char c, bool three_layers) {
    return (c != '\0' && std::strchr("URFDLBxyzurfdlbw", c) != nullptr) ||
           (three_layers && (c == 'M' || c == 'E' || c == 'S'));
}

// True if every character could belong to a move sequence of the puzzle.
bool move_characters(const std::string& compact, bool three_layers) {
    std::string text = compact;
    if (three_layers)
        std::replace_if(
            text.begin(), text.end(), [](char c) { return c == 'M' || c == 'E' || c == 'S'; }, 'U');
    return looks_like_moves(text);
}

// A prime anywhere, or a 2 or 3 right after a turn's letter: what only a move sequence has.
// A digit elsewhere is a colour ("000011112222...").
bool move_suffix(const std::string& compact, bool three_layers) {
    if (compact.find('\'') != std::string::npos ||
        compact.find("\xE2\x80\x99") != std::string::npos)
        return true;
    for (size_t i = 1; i < compact.size(); ++i)
        if ((compact[i] == '2' || compact[i] == '3') && move_letter(compact[i - 1], three_layers))
            return true;
    return false;
}

bool reads_as_stickers(const std::string& line, const StickerLineRules& rules) {
    try {
        rules.read_stickers(line);
        return true;
    } catch (const std::invalid_argument&) {
        return false;
    }
}

// The turns the line reads as; false if it does not.
bool reads_as_moves(const std::string& line, bool three_layers, size_t& turns) {
    try {
        turns = parse_moves(line, three_layers).size();
        return true;
    } catch (const std::invalid_argument&) {
        return false;
    }
}

} // namespace

InputKind detect_line_kind(const std::string& line, const StickerLineRules& rules) {
    const LineShape shape = shape_of(line, rules.stickers / kColours);
    const size_t edits = sticker_edits(shape.compact, rules.stickers);
    if (edits == 0 && (shape.words == 1 || (shape.words == kColours && shape.face_words)))
        return InputKind::Stickers;
    size_t turns = 0;
    const bool as_moves = reads_as_moves(line, rules.three_layers, turns);
    if (edits <= kStickerTypos) {
        if (reads_as_stickers(line, rules))
            return as_moves ? InputKind::Ambiguous : InputKind::Stickers;
        return as_moves && turns == shape.words ? InputKind::Moves : InputKind::Stickers;
    }
    // One word of exactly the sticker count, no prime or turn count in it: a sticker string
    // with wrong colours far more often than a scramble of that many bare turns.
    if (shape.words == 1 && shape.compact.size() == rules.stickers &&
        !move_suffix(shape.compact, rules.three_layers))
        return InputKind::Stickers;
    if (as_moves) return InputKind::Moves;
    // A word shorter than the six colours ("Q") is a bad move, not a sticker string.
    const bool mistyped_stickers = shape.words == 1 && shape.compact.size() >= kColours &&
                                   !move_characters(shape.compact, rules.three_layers) &&
                                   !move_suffix(shape.compact, rules.three_layers);
    return mistyped_stickers ? InputKind::Stickers : InputKind::Moves;
}

InputKind resolve_line_kind(const std::string& line, InputKind asked,
                            const StickerLineRules& rules) {
    if (asked == InputKind::Moves || asked == InputKind::Stickers) return asked;
    const InputKind kind = detect_line_kind(line, rules);
    if (kind == InputKind::Ambiguous)
        throw std::invalid_argument("ambiguous: this is both a valid move sequence and a valid "
                                    "sticker string; say which with --input moves or --input "
                                    "stickers");
    // A run-together scramble of about the sticker count is taken for stickers; the error says
    // how to have it read as moves. (Of the sticker count exactly, it is a sticker string with
    // a wrong colour far more often than a scramble.)
    if (kind == InputKind::Stickers &&
        shape_of(line, rules.stickers / kColours).compact.size() != rules.stickers) {
        try {
            rules.read_stickers(line);
        } catch (const std::invalid_argument& e) {
            size_t turns = 0;
            if (reads_as_moves(line, rules.three_layers, turns))
                throw std::invalid_argument(std::string(e.what()) +
                                            " (read as stickers; for a move sequence say "
                                            "--input moves)");
        }
    }
    return kind;
}

bool claims_sticker_line(const std::string& line, InputKind input, const StickerLineRules& rules) {
    if (line.size() > kMaxPositionBytes) return false;
    size_t stickers = 0;
    for (char c : line) stickers += c == ' ' || c == '\t' || c == '\r' || c == '\n' ? 0 : 1;
    // As many missing or extra as the rule forgives: a sticker string with a typo is still
    // this puzzle's, and its error comes from it.
    if (stickers + 2 < rules.stickers || stickers > rules.stickers + 2) return false;
    if (input != InputKind::Auto) return input == InputKind::Stickers;
    return detect_line_kind(line, rules) != InputKind::Moves;
}

} // namespace twobit
