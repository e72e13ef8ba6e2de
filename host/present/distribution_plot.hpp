// A table's distance distribution as a picture: an SVG bar chart (one bar per depth, a
// logarithmic count axis with a gridline at every power of ten, labelled axes, the puzzle
// and metric as title) and a text histogram for a terminal (a row per depth: the depth, the
// count, a bar whose length grows with the count's logarithm). Each SVG bar carries its depth
// and exact count (data-depth, data-count and a <title> tooltip), so the numbers can be read
// back from the picture.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace twobit {

// counts[d] = the states at distance d. title is plain text (escaped here).
std::string distribution_svg(const std::string& title, const std::vector<uint64_t>& counts);

// One line per depth, "depth count bar", the longest line at most `columns` characters, under a
// heading line naming title.
std::string distribution_histogram(const std::string& title, const std::vector<uint64_t>& counts,
                                   int columns = 80);

} // namespace twobit
