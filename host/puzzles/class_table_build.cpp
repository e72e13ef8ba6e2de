// Building the tables of symmetry classes (class_table_build.hpp).
#include "host/puzzles/class_table_build.hpp"

#include <fmt/format.h>
#include <numeric>
#include <stdexcept>

#include "host/engine/memory_budget.hpp"
#include "host/io/progress.hpp"

namespace twobit {

namespace {

// Payloads from this size print a line per level off a terminal.
constexpr uint64_t kClassLevelLinesFrom = uint64_t{16} << 20;

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
    if (steps.after_level)
        options.after_level = [&](const ClassSearchCounts& counts) {
            b.counts = counts;
            stopped = !steps.after_level(b);
            return !stopped;
        };
    b.counts = space.search(static_cast<uint64_t*>(b.words.data()), options);
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
