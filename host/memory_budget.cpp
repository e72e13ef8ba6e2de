// Memory budgets; see memory_budget.hpp.
#include "memory_budget.hpp"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include "../kernels/table_word.hpp"

namespace twobit {

uint64_t search_memory_bytes(const PuzzleModel& model) {
    uint64_t bytes = num_table_words(model.num_states()) * sizeof(Word);
    for (const Coordinate& c : model.coords)
        bytes += c.move_table.size() * sizeof(uint32_t) + c.parity.size();
    return bytes;
}

uint64_t available_memory_bytes() {
    std::ifstream in("/proc/meminfo");
    std::string key;
    uint64_t kib = 0;
    std::string unit;
    while (in >> key >> kib >> unit)
        if (key == "MemAvailable:") return kib * 1024;
    return 0;
}

uint64_t parse_byte_size(const std::string& text) {
    const auto bad = [&] {
        return std::invalid_argument("bad size '" + text + "' (use e.g. 8G, 512M or a byte count)");
    };
    size_t used = 0;
    double value = 0;
    try {
        value = std::stod(text, &used);
    } catch (const std::exception&) {
        throw bad();
    }
    std::string unit = text.substr(used);
    if (!unit.empty() && (unit.back() == 'B' || unit.back() == 'b')) unit.pop_back();
    if (!unit.empty() && (unit.back() == 'i')) unit.pop_back();
    double scale = 1;
    if (unit.size() == 1) {
        const std::string units = "KMGT";
        const size_t k = units.find(static_cast<char>(std::toupper(unit[0])));
        if (k == std::string::npos) throw bad();
        scale = std::pow(1024.0, static_cast<double>(k + 1));
    } else if (!unit.empty()) {
        throw bad();
    }
    if (!(value > 0) || value * scale > 1.8e19) throw bad();
    return static_cast<uint64_t>(value * scale);
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

bool memory_fits(uint64_t bytes, uint64_t limit) {
    const uint64_t available = available_memory_bytes();
    return (limit == 0 || bytes <= limit) && (available == 0 || bytes <= available);
}

void check_memory(const PuzzleModel& model, uint64_t extra, uint64_t limit) {
    const uint64_t needed = search_memory_bytes(model) + extra;
    const std::string what = model.puzzle + " " + model.metric + " needs " + format_bytes(needed) +
                             " (" + std::to_string(needed) + " bytes)";
    if (limit != 0 && needed > limit)
        throw std::runtime_error(what + ", more than the --max-memory limit of " +
                                 format_bytes(limit));
    const uint64_t available = available_memory_bytes();
    if (available != 0 && needed > available)
        throw std::runtime_error(what + ", more than the " + format_bytes(available) +
                                 " of memory available");
}

} // namespace twobit
