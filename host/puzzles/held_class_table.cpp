// Building, saving and opening the symmetry-reduced tables (held_class_table.hpp).
#include "host/puzzles/held_class_table.hpp"

#include <cstring>
#include <fmt/format.h>
#include <numeric>
#include <stdexcept>

#include "host/engine/memory_budget.hpp"
#include "host/io/progress.hpp"
#include "host/store/open_or_build.hpp"

namespace twobit {

BuiltClassTable build_class_table_with_progress(const SymmetricTableKind& t,
                                                const std::string& metric, int threads,
                                                ClassBuildSteps steps) {
    // Before the classes: the largest spaces' own tables take gigabytes.
    check_memory(t.id + " " + metric, t.payload_bytes() + t.space_bytes, 0);
    BuiltClassTable b;
    ProgressLine progress("building " + t.id + " (" + metric + ")");
    // The edges' classes take minutes before the first level: say so.
    if (t.space_bytes > (uint64_t{1} << 30)) progress.update("finding the classes");
    b.space = t.make_space(metric);
    b.words = LargeBuffer(b.space->payload_bytes());
    ClassSearchOptions options;
    options.threads = threads;
    if (steps.resume) {
        const TableHeader& h = steps.resume->header();
        if (h.model_fingerprint != b.space->fingerprint())
            throw TableFileError(fmt::format("the checkpoint's class numbering (fingerprint {}) "
                                             "is not this build's ({})",
                                             hex64(h.model_fingerprint),
                                             hex64(b.space->fingerprint())));
        options.resume = class_counts_of(t, h);
        if (options.resume.positions.empty())
            throw TableFileError("the checkpoint does not give the positions per depth");
        std::memcpy(b.words.data(), steps.resume->payload(), b.space->payload_bytes());
        steps.resume.reset();
    }
    const double classes_seconds = progress.seconds();
    options.log = [&](const std::string& line, double fraction) {
        // Below a twentieth the estimate says nothing (the first levels take milliseconds
        // each; the last, pulled, are the longest).
        const double spent = progress.seconds() - classes_seconds;
        progress.update(line, fraction, fraction > 0.05 ? spent * (1 - fraction) / fraction : -1);
    };
    if (steps.after_level)
        options.after_level = [&](const ClassSearchCounts& counts) {
            b.counts = counts;
            return steps.after_level(b);
        };
    b.counts = b.space->search(static_cast<uint64_t*>(b.words.data()), options);
    if (progress_style() != ProgressStyle::Quiet)
        progress.update(fmt::format("built in {:.1f} s ({:.1f} s of it the classes)",
                                    progress.seconds(), classes_seconds),
                        1.0);
    return b;
}

TableHeader class_table_header(const SymmetricTableKind& t, const std::string& metric,
                               const BuiltClassTable& b) {
    TableHeader h;
    h.puzzle = t.id;
    h.metric = metric;
    h.gens = b.space->gens();
    h.moves = moves_field(b.space->move_names());
    h.states = b.space->entries();
    h.reached = std::accumulate(b.counts.entries.begin(), b.counts.entries.end(), uint64_t{0});
    h.counts = b.counts.entries;
    h.payload_bytes = b.space->payload_bytes();
    h.model_fingerprint = b.space->fingerprint();
    h.class_deficits = class_deficits(b.counts.entries, b.counts.positions, t.group_order);
    return h;
}

ClassSearchCounts class_counts_of(const SymmetricTableKind& t, const TableHeader& h) {
    return {h.counts, class_positions(h, t.group_order)};
}

HeldClassTable::HeldClassTable(const SymmetricTableKind& t, const std::string& metric,
                               const std::string& path, const std::string& why, int threads)
    : path_(path) {
    open_or_build_table(
        path, kTableHeaderBytes + t.payload_bytes(),
        fmt::format("building {} ({} classes, {:.1f} MB, {}) for {}; saved at {}", t.id, t.classes,
                    static_cast<double>(t.payload_bytes()) / 1e6, t.duration, why, path),
        [&] {
            // The file's own checks and what its header names come first: a file that is not
            // this table is refused before the classes are made.
            TableFile file = TableFile::open(path);
            const TableHeader& h = file.header();
            if (h.puzzle != t.id || h.metric != metric || h.states != t.entries())
                throw TableFileError(fmt::format("{}: not the {} {} table of this program (it "
                                                 "holds {} {}, {} entries)",
                                                 path, t.id, metric, h.puzzle, h.metric, h.states));
            space_ = t.make_space(metric);
            if (h.model_fingerprint != space_->fingerprint())
                throw TableFileError(fmt::format("{}: the table's class numbering is not this "
                                                 "build's",
                                                 path));
            max_depth_ = h.max_depth();
            file_.emplace(std::move(file));
            payload_ = file_->payload();
        },
        [&] {
            built_.emplace(build_class_table_with_progress(t, metric, threads));
            header_ = class_table_header(t, metric, *built_);
            space_ = std::move(built_->space);
            payload_ = built_->bytes();
            max_depth_ = header_.max_depth();
        },
        [&](const OutputName& name) { write_table_file(name, header_, built_->bytes()); });
}

} // namespace twobit
