// A symmetry-reduced table of symmetric_tables.hpp built in this process or read from its
// file, for generate, verify and `solve --symmetry`. HeldClassTable holds one for a command's
// run as HeldTable (host/store/held_table.hpp) holds a catalog table: the checked file at its
// location, or, when there is none, the table built now (under a second for the corner
// spaces) with a line on stderr and saved there for the next run.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "host/engine/large_buffer.hpp"
#include "host/puzzles/symmetric_tables.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// A table built in this process: its space, its words, its counts.
struct BuiltClassTable {
    std::unique_ptr<ClassSpace> space;
    LargeBuffer words;
    ClassSearchCounts counts;
    const uint8_t* bytes() const { return static_cast<const uint8_t*>(words.data()); }
};

// Where a build starts and what it does after each level.
struct ClassBuildSteps {
    // A checkpoint of this table and metric (its header checked by the caller; its class
    // numbering is checked here): the search goes on from its last level. Closed as soon as
    // its payload is copied, so that a resumed build holds one table, as a fresh one does.
    std::optional<TableFile> resume;
    // After every level, with the table so far; false stops the build there.
    std::function<bool(const BuiltClassTable&)> after_level;
};

// Builds the space's classes, then its table level by level with a progress line on stderr
// (none when the progress style is quiet), on `threads` threads (0 = all).
BuiltClassTable build_class_table_with_progress(const SymmetricTableKind& t,
                                                const std::string& metric, int threads,
                                                ClassBuildSteps steps = {});

// Its file header (the payload hash left to the writer), the positions per depth in it as
// class deficits. Throws TableFileError for a table the header cannot describe.
TableHeader class_table_header(const SymmetricTableKind& t, const std::string& metric,
                               const BuiltClassTable& b);
// The entries and positions per depth a class table's header gives (positions empty for a
// file written before the header held them).
ClassSearchCounts class_counts_of(const SymmetricTableKind& t, const TableHeader& h);

class HeldClassTable {
  public:
    // Throws std::runtime_error naming the file and the remedy when a file is at path but is
    // not this build's table of t and metric.
    HeldClassTable(const SymmetricTableKind& t, const std::string& metric, const std::string& path,
                   const std::string& why, int threads);

    const ClassSpace& space() const { return *space_; }
    const std::string& path() const { return path_; }
    int max_depth() const { return max_depth_; }
    // The entry of the reduced puzzle's state `index`: distance mod 3, or 3.
    unsigned get(uint64_t index) const {
        const uint64_t e = space_->entry(index);
        return (payload_[e / 4] >> (2 * (e % 4))) & 3u;
    }

  private:
    std::string path_;
    std::unique_ptr<ClassSpace> space_;
    std::optional<TableFile> file_;
    std::optional<BuiltClassTable> built_;
    TableHeader header_; // of a table built here
    const uint8_t* payload_ = nullptr;
    int max_depth_ = 0;
};

} // namespace twobit
