// Drawing Skewb, Pyraminx and Clock nets; see puzzle_nets.hpp.
#include "host/present/puzzle_nets.hpp"
#include "host/present/markup_escape.hpp"

#include <cmath>
#include <stdexcept>

namespace twobit {

namespace {

constexpr size_t kSkewb = 30, kPyraminx = 36, kClock = 18;
constexpr const char* kCubeFaces = "URFDLB";

// --- Skewb: a cube's net, each face a square of 4 corner triangles around a diamond.
constexpr int kSkewbUnit = 12; // pixels per unit; a face spans -3..3 units
constexpr int kSkewbFace = 6 * kSkewbUnit;
constexpr int kSkewbGap = 3;
constexpr int kSkewbCell[6][2] = {{1, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 1}, {3, 1}};

// --- Pyraminx: one big triangle of 4 faces, pointing down.
constexpr double kPyraSide = 30; // a small triangle's side, pixels
const double kPyraHeight = kPyraSide * std::sqrt(3.0) / 2;

// --- Clock: the front and the back, 3 x 3 dials each.
constexpr int kDialStep = 34, kDialRadius = 14, kClockLabel = 16, kClockGap = 24;

std::string fill_of(char letter, const NetColours& colours) {
    const std::string faces = kCubeFaces;
    const size_t i = faces.find(letter);
    return i == std::string::npos ? "gray" : colours.face[i];
}

std::string pyraminx_fill(char letter) {
    switch (letter) {
    case 'F':
        return "green";
    case 'L':
        return "red";
    case 'R':
        return "blue";
    case 'D':
        return "yellow";
    default:
        return "gray";
    }
}

void polygon(std::ostringstream& out, const std::string& attributes, const double (*xy)[2],
             int corners, const std::string& fill) {
    out << "<polygon class=\"sticker\" " << attributes << " points=\"";
    for (int i = 0; i < corners; ++i)
        out << (i ? " " : "") << std::round(xy[i][0] * 10) / 10 << ","
            << std::round(xy[i][1] * 10) / 10;
    out << "\" fill=\"" << escape_markup(fill) << "\" stroke=\"black\" stroke-width=\"1.5\"/>\n";
}

void append_skewb(std::ostringstream& out, const std::string& net, const NetColours& colours, int x,
                  int y) {
    for (int f = 0; f < 6; ++f) {
        const double fx = x + kSkewbCell[f][0] * (kSkewbFace + kSkewbGap) + 3 * kSkewbUnit;
        const double fy = y + kSkewbCell[f][1] * (kSkewbFace + kSkewbGap) + 3 * kSkewbUnit;
        for (int slot = 0; slot < 5; ++slot) {
            double xy[4][2];
            int corners = 3;
            if (slot == 0) {
                const double d[4][2] = {{0, -3}, {3, 0}, {0, 3}, {-3, 0}};
                for (int i = 0; i < 4; ++i)
                    xy[i][0] = fx + d[i][0] * kSkewbUnit, xy[i][1] = fy + d[i][1] * kSkewbUnit;
                corners = 4;
            } else {
                const int su = (slot - 1) % 2 ? 1 : -1, sv = (slot - 1) / 2 ? 1 : -1;
                const double d[3][2] = {{3.0 * su, 3.0 * sv}, {0, 3.0 * sv}, {3.0 * su, 0}};
                for (int i = 0; i < 3; ++i)
                    xy[i][0] = fx + d[i][0] * kSkewbUnit, xy[i][1] = fy + d[i][1] * kSkewbUnit;
            }
            const char shown = net[static_cast<size_t>(5 * f + slot)];
            polygon(out,
                    std::string("data-face=\"") + kCubeFaces[f] + "\" data-slot=\"" +
                        std::to_string(slot) + "\" data-colour=\"" +
                        escape_markup(std::string(1, shown)) + "\"",
                    xy, corners, fill_of(shown, colours));
        }
    }
}

void append_pyraminx(std::ostringstream& out, const std::string& net, int x, int y) {
    const double s = kPyraSide, h = kPyraHeight;
    // Each face's top-left corner (pointing down) or apex (pointing up), and whether it points up.
    struct FacePlace {
        char name;
        double x, y;
        bool up;
    };
    const FacePlace faces[4] = {{'F', 3 * s, 0, true},
                                {'L', 0, 0, false},
                                {'R', 3 * s, 0, false},
                                {'D', 1.5 * s, 3 * h, false}};
    for (int f = 0; f < 4; ++f) {
        const FacePlace& face = faces[f];
        int k = 0;
        for (int row = 0; row < 3; ++row) {
            const double top = y + face.y + row * h, bottom = top + h;
            // The row's top edge starts at x0; triangles alternate, starting with one that
            // points the face's way.
            const double x0 = x + face.x + (face.up ? -row * s / 2 : row * s / 2);
            const int count = face.up ? 2 * row + 1 : 5 - 2 * row;
            for (int j = 0; j < count; ++j, ++k) {
                const bool up = (j % 2 == 0) == face.up;
                double xy[3][2];
                if (up) {
                    const double apex = face.up ? x0 + (j / 2) * s : x0 + (j / 2 + 1) * s;
                    xy[0][0] = apex, xy[0][1] = top;
                    xy[1][0] = apex + s / 2, xy[1][1] = bottom;
                    xy[2][0] = apex - s / 2, xy[2][1] = bottom;
                } else {
                    const double l = x0 + (j / 2) * s;
                    xy[0][0] = l, xy[0][1] = top;
                    xy[1][0] = l + s, xy[1][1] = top;
                    xy[2][0] = l + s / 2, xy[2][1] = bottom;
                }
                const char shown = net[static_cast<size_t>(9 * f + k)];
                polygon(out,
                        std::string("data-face=\"") + face.name + "\" data-slot=\"" +
                            std::to_string(k) + "\" data-colour=\"" +
                            escape_markup(std::string(1, shown)) + "\"",
                        xy, 3, pyraminx_fill(shown));
            }
        }
    }
}

int hour_of(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c == 'a' || c == 'b') return 10 + (c - 'a');
    return -1;
}

void append_clock(std::ostringstream& out, const std::string& net, int x, int y) {
    const char* const kSide[2] = {"front", "back"};
    for (int side = 0; side < 2; ++side) {
        const int left = x + side * (3 * kDialStep + kClockGap);
        out << "<text x=\"" << left << "\" y=\"" << y + 12
            << "\" font-family=\"sans-serif\" font-size=\"12\">" << kSide[side] << "</text>\n";
        out << "<rect x=\"" << left << "\" y=\"" << y + kClockLabel << "\" width=\""
            << 3 * kDialStep << "\" height=\"" << 3 * kDialStep << "\" rx=\"12\" fill=\""
            << (side == 0 ? "#1f3f8f" : "#a8c8f0") << "\"/>\n";
        for (int d = 0; d < 9; ++d) {
            const char shown = net[static_cast<size_t>(9 * side + d)];
            const int hour = hour_of(shown);
            const double cx = left + (d % 3) * kDialStep + kDialStep / 2.0;
            const double cy = y + kClockLabel + (d / 3) * kDialStep + kDialStep / 2.0;
            out << "<g class=\"dial\" data-face=\"" << (side == 0 ? 'F' : 'B') << "\" data-dial=\""
                << d + 1 << "\" data-hour=\"" << hour << "\">\n<circle cx=\"" << cx << "\" cy=\""
                << cy << "\" r=\"" << kDialRadius << "\" fill=\"" << (hour == 0 ? "#fff" : "#eee")
                << "\" stroke=\"black\"/>\n";
            if (hour >= 0) {
                const double angle = hour * M_PI / 6, len = kDialRadius - 3;
                out << "<line x1=\"" << cx << "\" y1=\"" << cy << "\" x2=\""
                    << std::round((cx + len * std::sin(angle)) * 10) / 10 << "\" y2=\""
                    << std::round((cy - len * std::cos(angle)) * 10) / 10 << "\" stroke=\""
                    << (hour == 0 ? "black" : "#c00")
                    << "\" stroke-width=\"3\" stroke-linecap=\"round\"/>\n";
            }
            out << "</g>\n";
        }
    }
}

} // namespace

bool is_puzzle_net(const std::string& net) {
    return net.size() == kSkewb || net.size() == kPyraminx || net.size() == kClock;
}

int puzzle_net_width(const std::string& net) {
    if (net.size() == kSkewb) return 4 * (kSkewbFace + kSkewbGap);
    if (net.size() == kPyraminx) return static_cast<int>(6 * kPyraSide) + 2;
    if (net.size() == kClock) return 6 * kDialStep + kClockGap;
    throw std::invalid_argument(
        "not a Skewb, Pyraminx or Clock net: " + std::to_string(net.size()) + " stickers");
}

int puzzle_net_height(const std::string& net) {
    if (net.size() == kSkewb) return 3 * (kSkewbFace + kSkewbGap);
    if (net.size() == kPyraminx) return static_cast<int>(6 * kPyraHeight) + 2;
    if (net.size() == kClock) return 3 * kDialStep + kClockLabel;
    throw std::invalid_argument(
        "not a Skewb, Pyraminx or Clock net: " + std::to_string(net.size()) + " stickers");
}

void append_puzzle_net(std::ostringstream& out, const std::string& net, const NetColours& colours,
                       int x, int y) {
    if (net.size() == kSkewb) return append_skewb(out, net, colours, x, y);
    if (net.size() == kPyraminx) return append_pyraminx(out, net, x + 1, y + 1);
    if (net.size() == kClock) return append_clock(out, net, x, y);
    throw std::invalid_argument(
        "not a Skewb, Pyraminx or Clock net: " + std::to_string(net.size()) + " stickers");
}

std::string puzzle_net_text(const std::string& net) {
    std::string out;
    if (net.size() == kSkewb) {
        for (int f = 0; f < 6; ++f)
            out += std::string(1, kCubeFaces[f]) + ": " +
                   net.substr(5 * static_cast<size_t>(f), 1) + " " +
                   net.substr(5 * static_cast<size_t>(f) + 1, 4) + "\n";
    } else if (net.size() == kPyraminx) {
        const char* const kPyraminxFaces = "FLRD";
        for (size_t f = 0; f < 4; ++f)
            out += std::string(1, kPyraminxFaces[f]) + ": " + net.substr(9 * f, 9) + "\n";
    } else if (net.size() == kClock) {
        for (size_t side = 0; side < 2; ++side) {
            out += side == 0 ? "front:" : "back: ";
            for (size_t d = 0; d < 9; ++d)
                out += std::string(d > 0 && d % 3 == 0 ? " /" : "") + " " +
                       std::to_string(hour_of(net[9 * side + d]));
            out += "\n";
        }
    } else {
        throw std::invalid_argument(
            "not a Skewb, Pyraminx or Clock net: " + std::to_string(net.size()) + " stickers");
    }
    return out;
}

} // namespace twobit
