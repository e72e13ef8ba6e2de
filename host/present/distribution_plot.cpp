// The distribution's pictures; see distribution_plot.hpp.
#include "host/present/distribution_plot.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

#include "host/present/markup_escape.hpp"

namespace twobit {

namespace {

// The chart's frame, in SVG user units.
constexpr double kWidth = 720, kHeight = 420;
constexpr double kLeft = 80, kRight = 20, kTop = 44, kBottom = 56;

// The count axis runs from half a state (so that a count of 1 still shows a bar) to the first
// power of ten at or above the largest count.
constexpr double kAxisFloor = 0.5;

std::string decade_label(int power) {
    return power <= 5 ? fmt::format("{}", static_cast<uint64_t>(std::pow(10.0, power)))
                      : fmt::format("1e{}", power);
}

} // namespace

std::string distribution_svg(const std::string& title, const std::vector<uint64_t>& counts) {
    const uint64_t largest =
        counts.empty() ? 1 : std::max<uint64_t>(1, *std::max_element(counts.begin(), counts.end()));
    const int top_power =
        std::max(1, static_cast<int>(std::ceil(std::log10(static_cast<double>(largest)) - 1e-12)));
    const double plot_w = kWidth - kLeft - kRight, plot_h = kHeight - kTop - kBottom;
    const double span = std::log10(std::pow(10.0, top_power) / kAxisFloor);
    // Height above the axis of a count (0 for none).
    auto height = [&](uint64_t count) {
        return count == 0 ? 0.0
                          : plot_h * std::log10(static_cast<double>(count) / kAxisFloor) / span;
    };
    const double base = kTop + plot_h;
    std::string svg = fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 "
        "{0} {1}\" font-family=\"sans-serif\" font-size=\"12\">\n"
        "<title>{2}</title>\n<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n"
        "<text x=\"{3}\" y=\"24\" text-anchor=\"middle\" font-size=\"16\">{2}</text>\n",
        kWidth, kHeight, escape_markup(title), kWidth / 2);
    for (int p = 0; p <= top_power; ++p) {
        const double y = base - height(static_cast<uint64_t>(std::pow(10.0, p)));
        svg += fmt::format("<line class=\"grid\" x1=\"{}\" x2=\"{}\" y1=\"{:.2f}\" y2=\"{:.2f}\" "
                           "stroke=\"#ccc\"/>\n<text x=\"{}\" y=\"{:.2f}\" text-anchor=\"end\">{}"
                           "</text>\n",
                           kLeft, kLeft + plot_w, y, y, kLeft - 6, y + 4, decade_label(p));
    }
    const size_t n = std::max<size_t>(counts.size(), 1);
    const double slot = plot_w / static_cast<double>(n);
    const size_t label_every = (n + 29) / 30; // at most 30 depth labels
    for (size_t d = 0; d < counts.size(); ++d) {
        const double h = height(counts[d]);
        const double x = kLeft + slot * static_cast<double>(d);
        svg += fmt::format("<rect class=\"bar\" data-depth=\"{}\" data-count=\"{}\" x=\"{:.2f}\" "
                           "y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"#4a7ab5\">"
                           "<title>depth {}: {} states</title></rect>\n",
                           d, counts[d], x + slot * 0.1, base - h, slot * 0.8, h, d, counts[d]);
        if (d % label_every == 0)
            svg += fmt::format("<text x=\"{:.2f}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
                               x + slot / 2, base + 16, d);
    }
    svg += fmt::format(
        "<line x1=\"{0}\" x2=\"{0}\" y1=\"{1}\" y2=\"{2}\" stroke=\"black\"/>\n"
        "<line x1=\"{0}\" x2=\"{3}\" y1=\"{2}\" y2=\"{2}\" stroke=\"black\"/>\n"
        "<text x=\"{4}\" y=\"{5}\" text-anchor=\"middle\">distance from solved (moves)</text>\n"
        "<text x=\"18\" y=\"{6}\" text-anchor=\"middle\" transform=\"rotate(-90 18 {6})\">"
        "states (log scale)</text>\n</svg>\n",
        kLeft, kTop, base, kLeft + plot_w, kLeft + plot_w / 2, kHeight - 14, kTop + plot_h / 2);
    return svg;
}

std::string distribution_histogram(const std::string& title, const std::vector<uint64_t>& counts,
                                   int columns) {
    const uint64_t largest = counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
    const size_t depth_w = std::to_string(counts.empty() ? 0 : counts.size() - 1).size();
    const size_t count_w = std::to_string(largest).size();
    const int room = std::max(1, columns - static_cast<int>(depth_w + count_w + 2));
    std::string text = title + " (bars: log scale)\n";
    for (size_t d = 0; d < counts.size(); ++d) {
        const uint64_t c = counts[d];
        // log(c + 1) so that a count of 1 still gets a mark and the largest fills the room.
        const int bar = c == 0 ? 0
                               : std::max(1, static_cast<int>(std::lround(
                                                 room * std::log10(static_cast<double>(c) + 1) /
                                                 std::log10(static_cast<double>(largest) + 1))));
        text += fmt::format("{:>{}} {:>{}} {}\n", d, depth_w, c, count_w,
                            std::string(static_cast<size_t>(bar), '#'));
    }
    return text;
}

} // namespace twobit
