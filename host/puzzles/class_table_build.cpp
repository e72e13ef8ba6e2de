// Building the tables of symmetry classes (class_table_build.hpp).
#include "host/puzzles/class_table_build.hpp"

#include <fmt/format.h>
#include <numeric>
#include <omp.h>
#include <stdexcept>
#include <vector>

#include "host/engine/memory_budget.hpp"
#include "host/io/progress.hpp"

namespace twobit {

namespace {

// Payloads from this size print a line per level off a terminal.
constexpr uint64_t kClassLevelLinesFrom = uint64_t{16} << 20;

// Per 64-bit word of 32 entries, a bit per entry reached so far (not 3).
std::vector<uint32_t> reached_bits(const uint64_t* words, uint64_t count, int threads) {
    std::vector<uint32_t> bits(count);
    constexpr uint64_t kLow = 0x5555555555555555ull;
#pragma omp parallel for schedule(static) num_threads(threads)
    for (uint64_t w = 0; w < count; ++w) {
        uint64_t x = ~(words[w] & (words[w] >> 1)) & kLow; // one bit per entry, at 2i
        x = (x | x >> 1) & 0x3333333333333333ull;
        x = (x | x >> 2) & 0x0f0f0f0f0f0f0f0full;
        x = (x | x >> 4) & 0x00ff00ff00ff00ffull;
        x = (x | x >> 8) & 0x0000ffff0000ffffull;
        bits[w] = static_cast<uint32_t>(x | x >> 16);
    }
    return bits;
}

// The complete distances mod 3 made bounds above base: an entry reached by the base's level
// is 0, another is more than the base and its distance mod 3 says which of base + 1, + 2, + 3
// it is at least (tables/table_file.hpp). The padding stays 3.
void make_bounds(uint64_t* words, uint64_t count, const std::vector<uint32_t>& within_base,
                 int base, int threads) {
    unsigned value[4] = {0, 0, 0, 3};
    for (int d = base + 1; d <= base + 3; ++d) value[d % 3] = static_cast<unsigned>(d - base);
#pragma omp parallel for schedule(static) num_threads(threads)
    for (uint64_t w = 0; w < count; ++w) {
        uint64_t in = words[w], out = 0;
        for (unsigned i = 0; i < 32; ++i) {
            const unsigned v = static_cast<unsigned>(in >> (2 * i)) & 3u;
            const uint64_t bound = (within_base[w] >> i & 1) != 0 ? 0 : value[v];
            out |= bound << (2 * i);
        }
        words[w] = out;
    }
}

} // namespace

std::unique_ptr<ClassSpace> make_class_space(const TableRecord& t, const std::string& metric) {
    // Before the classes: the largest spaces' own tables take gigabytes.
    check_memory(t.id + " " + metric, t.class_payload_bytes() + t.space_bytes, 0);
    // The edges' classes take minutes before the first level: say so.
    if (t.space_bytes > (uint64_t{1} << 30) && progress_style() != ProgressStyle::Quiet) {
        fmt::print(stderr, "twobit: {}: finding the classes (minutes)\n", t.id);
        std::fflush(stderr);
    }
    return t.make_space(metric);
}

BuiltClassTable build_class_table(const TableRecord& t, const ClassSpace& space, int threads,
                                  ClassBuildSteps steps) {
    BuiltClassTable b;
    ProgressLine progress("building " + t.id);
    b.words = LargeBuffer(space.payload_bytes());
    ClassSearchOptions options;
    options.threads = threads;
    if (steps.resume && t.bound_base >= 0)
        throw std::logic_error(t.id + " is a table of bounds: it is built in one go");
    if (steps.resume) {
        const TableHeader& h = steps.resume->header();
        if (h.model_fingerprint != space.fingerprint())
            throw TableFileError(fmt::format("the checkpoint's class numbering (fingerprint {}) "
                                             "is not this build's ({})",
                                             hex64(h.model_fingerprint),
                                             hex64(space.fingerprint())));
        options.resume = class_counts_of(t, h, steps.resume->path());
        if (options.resume.positions.empty())
            throw TableFileError("the checkpoint does not give the positions per depth");
        steps.resume->copy_payload_to(b.words.data(), space.payload_bytes());
        steps.resume.reset();
    }
    // A table of a few megabytes is built in a blink: its levels would be noise in a log (the
    // bar on a terminal is one line either way). Decided by size, not time, so the output is
    // the same on any machine.
    const bool each_level =
        progress_style() == ProgressStyle::Bar || space.payload_bytes() >= kClassLevelLinesFrom;
    options.log = [&](const std::string& line, double fraction) {
        if (!each_level) return;
        // Below a twentieth the estimate says nothing (the first levels take milliseconds
        // each; the last, pulled, are the longest).
        const double spent = progress.seconds();
        progress.update(line, fraction, fraction > 0.05 ? spent * (1 - fraction) / fraction : -1);
    };
    bool stopped = false;
    uint64_t* const words = static_cast<uint64_t*>(b.words.data());
    const uint64_t word_count = space.payload_bytes() / 8;
    const int n = threads > 0 ? threads : omp_get_max_threads();
    std::vector<uint32_t> within_base;
    options.after_level = [&](const ClassSearchCounts& counts) {
        if (t.bound_base >= 0 && counts.entries.size() == static_cast<size_t>(t.bound_base) + 1)
            within_base = reached_bits(words, word_count, n);
        if (!steps.after_level) return true;
        b.counts = counts;
        stopped = !steps.after_level(b);
        return !stopped;
    };
    b.counts = space.search(words, options);
    if (t.bound_base >= 0 && !stopped) {
        if (within_base.empty())
            throw std::logic_error(t.id + ": the search ended before its bounds' base");
        make_bounds(words, word_count, within_base, t.bound_base, n);
    }
    if (progress_style() != ProgressStyle::Quiet)
        progress.update(stopped ? fmt::format("stopped after depth {} ({:.1f} s)",
                                              b.counts.entries.size() - 1, progress.seconds())
                                : fmt::format("built in {:.1f} s", progress.seconds()),
                        stopped ? -1 : 1.0);
    return b;
}

TableHeader class_table_header(const TableRecord& t, const std::string& metric,
                               const ClassSpace& space, const ClassSearchCounts& counts) {
    TableHeader h;
    h.puzzle = t.id;
    h.metric = metric;
    h.gens = space.gens();
    h.moves = moves_field(space.move_names());
    h.states = space.entries();
    h.reached = std::accumulate(counts.entries.begin(), counts.entries.end(), uint64_t{0});
    h.counts = counts.entries;
    if (t.bound_base >= 0) h.encoding = bounds_encoding(t.bound_base);
    h.payload_bytes = space.payload_bytes();
    h.model_fingerprint = space.fingerprint();
    h.definition_hash = t.definition_hash;
    h.class_deficits = class_deficits(counts.entries, counts.positions, t.group_order);
    return h;
}

ClassSearchCounts class_counts_of(const TableRecord& t, const TableHeader& h,
                                  const std::string& path) {
    return {h.counts, class_positions(h, t.group_order, path)};
}

} // namespace twobit
