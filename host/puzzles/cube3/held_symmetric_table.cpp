// HeldSymmetricTable (held_symmetric_table.hpp): open, or build and save, with the same
// messages as the catalog's tables (host/store/held_table.cpp).
#include "host/puzzles/cube3/held_symmetric_table.hpp"

#include <cstdio>
#include <fmt/format.h>
#include <optional>

#include "host/io/atomic_file.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/symmetric_tables.hpp"
#include "host/store/open_or_build.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

SymmetricPruningTable build_symmetric_table_with_progress(const FlipSliceClasses& classes,
                                                          int threads) {
    // Level by level; the time left from the part reached so far (the last levels, pulled,
    // are the longest, so early estimates are low).
    ProgressLine progress(std::string("building ") + symmetric_table_id(classes.kind()));
    SymmetricPruningTable table = SymmetricPruningTable::build(
        classes, threads, [&](const std::string& line, double fraction) {
            const double spent = progress.seconds();
            // Below a twentieth the estimate says nothing (the first levels take milliseconds
            // each).
            progress.update(line, fraction,
                            fraction > 0.05 ? spent * (1 - fraction) / fraction : -1);
        });
    if (progress_style() != ProgressStyle::Quiet)
        progress.update(fmt::format("built in {:.1f} s", progress.seconds()), 1.0);
    return table;
}

HeldSymmetricTable::HeldSymmetricTable(SliceKind kind, const std::string& why, int threads) {
    const char* id = symmetric_table_id(kind);
    const std::string path = default_table_path(id, "htm").path();
    const SymmetricTableKind& t = symmetric_table(kind);
    open_or_build_table(
        path, kTableHeaderBytes + t.payload_bytes(),
        fmt::format("building {} ({} classes x {} twists, {:.1f} MB, {}) for {}; saved at {}", id,
                    t.classes, kSymTwistSize, static_cast<double>(t.payload_bytes()) / 1e6,
                    t.duration, why, path),
        [&] {
            // The file's own checks and the puzzle it names come first: a file that is not
            // this table is refused before the classes are made (seconds).
            TableFile file = TableFile::open(path);
            if (file.header().puzzle != id)
                throw TableFileError(fmt::format("{}: not the {} table of this program (it holds "
                                                 "{}): move it away or regenerate it",
                                                 path, id, file.header().puzzle));
            classes_ = std::make_unique<FlipSliceClasses>(kind);
            table_.emplace(SymmetricPruningTable::from_file(*classes_, std::move(file)));
        },
        [&] {
            classes_ = std::make_unique<FlipSliceClasses>(kind);
            table_.emplace(build_symmetric_table_with_progress(*classes_, threads));
        },
        [&](const OutputName& name) { write_table_file(name, table_->header(), table_->bytes()); });
}

} // namespace twobit
