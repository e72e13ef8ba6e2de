// Byte sizes read and written; see byte_sizes.hpp.
#include "host/io/byte_sizes.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace twobit {

uint64_t parse_byte_size(const std::string& text) {
    const auto bad = [&](const std::string& why) {
        return std::invalid_argument("bad size '" + text + "': " + why +
                                     " (use e.g. 8G, 512M, 1.5GiB or a byte count)");
    };
    // Digits, optionally a point with digits on both sides, then a unit: K M G T (any case,
    // powers of 1024) with an optional B or iB, or B alone. No signs, exponents, spaces,
    // "inf" or "nan" (which std::stod would take), and no lowercase b (bits).
    size_t i = 0;
    const auto digits = [&] {
        const size_t start = i;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0) ++i;
        return i > start;
    };
    if (!digits()) throw bad("not a number");
    if (i < text.size() && text[i] == '.') {
        ++i;
        if (!digits()) throw bad("not a number");
    }
    const std::string number = text.substr(0, i);
    std::string unit = text.substr(i);
    double scale = 1;
    if (!unit.empty() && unit != "B") {
        const size_t k = std::string("KMGT").find(static_cast<char>(std::toupper(unit[0])));
        const std::string rest = unit.substr(1);
        if (k == std::string::npos || !(rest.empty() || rest == "B" || rest == "iB"))
            throw bad("unknown unit '" + unit + "'");
        scale = std::pow(1024.0, static_cast<double>(k + 1));
    }
    const double bytes = std::stod(number) * scale;
    if (!(bytes >= 1)) throw bad("less than one byte");
    if (bytes != std::floor(bytes)) throw bad("not a whole number of bytes");
    if (bytes >= 9.2e18) throw bad("too large");
    return static_cast<uint64_t>(bytes);
}

std::string format_bytes(uint64_t bytes) {
    const char* units[] = {"KiB", "MiB", "GiB", "TiB"};
    if (bytes < 1024) return std::to_string(bytes) + " bytes";
    double v = static_cast<double>(bytes) / 1024;
    int u = 0;
    while (v >= 1024 && u < 3) {
        v /= 1024;
        ++u;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.2f %s", v, units[u]);
    return text;
}

} // namespace twobit
