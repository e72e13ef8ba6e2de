// The rule every cube that takes stickers follows in reading a line with --input auto
// (host/puzzles/cube/sticker_lines.hpp), as the 2x2x2 and 3x3x3 fuzz targets assert it: a
// line that reads both as moves and as stickers is refused as ambiguous unless it is written
// as a sticker string is (one word, or six words of a face each); what auto reads is what
// the detected kind reads.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

#include "fuzz_check.hpp"
#include "host/puzzles/position_solver.hpp"

namespace twobit::fuzz {

// One word, or six words of stickers / 6, with `stickers` symbols in all.
inline bool written_as_stickers(const std::string& text, size_t stickers) {
    size_t symbols = 0, words = 0, word = 0;
    bool face_words = true;
    for (size_t i = 0; i <= text.size(); ++i) {
        const bool space = i == text.size() || text[i] == ' ' || text[i] == '\t' ||
                           text[i] == '\r' || text[i] == '\n';
        if (!space) {
            ++symbols;
            ++word;
            continue;
        }
        if (word == 0) continue;
        ++words;
        face_words = face_words && word == stickers / 6;
        word = 0;
    }
    return symbols == stickers && (words == 1 || (words == 6 && face_words));
}

// read(text, kind) returns a position with .cube and .kind or throws std::invalid_argument;
// detected is the puzzle's detection of text.
template <class Read>
void check_line_rule(const std::string& text, size_t stickers, InputKind detected, Read read) {
    FUZZ_CHECK(detected == InputKind::Moves || detected == InputKind::Stickers ||
               detected == InputKind::Ambiguous);
    auto reads = [&](InputKind kind) {
        try {
            read(text, kind);
            return true;
        } catch (const std::invalid_argument&) {
            return false;
        }
    };
    const bool as_moves = reads(InputKind::Moves), as_stickers = reads(InputKind::Stickers);
    if (detected == InputKind::Ambiguous) FUZZ_CHECK(as_moves && as_stickers);
    if (as_moves && as_stickers && !written_as_stickers(text, stickers))
        FUZZ_CHECK(detected == InputKind::Ambiguous);
    bool auto_read = false;
    decltype(read(text, InputKind::Auto)) position{};
    try {
        position = read(text, InputKind::Auto);
        auto_read = true;
    } catch (const std::invalid_argument&) {
    }
    if (detected == InputKind::Ambiguous) FUZZ_CHECK(!auto_read);
    if (!auto_read) return;
    FUZZ_CHECK(position.kind == detected);
    FUZZ_CHECK(read(text, detected).cube == position.cube);
}

} // namespace twobit::fuzz
