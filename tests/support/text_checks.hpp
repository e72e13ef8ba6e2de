// Reading what the tests check in text: whether it contains a part, its lines, the sticker
// colours of an SVG net, and one player's tag in a viewer page; and sticker strings written
// the ways users write them.
#pragma once

#include <string>
#include <vector>

namespace twobit::test {

bool contains(const std::string& text, const std::string& part);

// How many times part occurs in text (not overlapping).
size_t count_occurrences(const std::string& text, const std::string& part);

// The lines of text, without their newlines.
std::vector<std::string> lines_of(const std::string& text);

// data-colour of every sticker of an SVG net, in document order.
std::string sticker_colours(const std::string& svg);

// A sticker string in words of `width` stickers, one space between ("UUU UUU ...").
std::string in_words(const std::string& stickers, size_t width);

// The face letters U R F D L B of a sticker string replaced by the colours given for them, in
// that order; spaces kept.
std::string recoloured(std::string stickers, const std::string& colours);

// The player with this id in a viewer page, as written: the start of its tag ("" if none).
std::string player_tag(const std::string& html, const std::string& id);

} // namespace twobit::test
