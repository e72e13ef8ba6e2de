// CSS colours that twobit accepts for pictures: the 148 named colours of CSS Color Level 4
// (ASCII case-insensitive, as CSS reads them) and #rrggbb. Anything else (a face letter such
// as "W", "transparent", rgb(...)) is refused, so a picture never carries a fill that a
// viewer silently draws black.
#pragma once

#include <string>

namespace twobit {

// True for a named CSS colour or "#" followed by six hex digits.
bool is_css_colour(const std::string& text);

} // namespace twobit
