// Building, saving and opening the symmetry-reduced tables (held_class_table.hpp).
#include "host/puzzles/held_class_table.hpp"

#include <fmt/format.h>
#include <numeric>

#include "host/io/progress.hpp"
#include "host/store/open_or_build.hpp"

namespace twobit {

BuiltClassTable build_class_table_with_progress(const SymmetricTableKind& t,
                                                const std::string& metric, int threads) {
    BuiltClassTable b;
    b.space = t.make_space(metric);
    b.words = LargeBuffer(b.space->payload_bytes());
    ProgressLine progress("building " + t.id + " (" + metric + ")");
    b.counts = b.space->search(static_cast<uint64_t*>(b.words.data()), threads,
                               [&](const std::string& line, double fraction) {
                                   // Below a twentieth the estimate says nothing (the first levels
                                   // take milliseconds each; the last, pulled, are the longest).
                                   const double spent = progress.seconds();
                                   progress.update(
                                       line, fraction,
                                       fraction > 0.05 ? spent * (1 - fraction) / fraction : -1);
                               });
    if (progress_style() != ProgressStyle::Quiet)
        progress.update(fmt::format("built in {:.1f} s", progress.seconds()), 1.0);
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
    return h;
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
