// Building a table of symmetry classes (a TableRecord whose space is Classes) in this
// process, level by level with a progress line, from its start or from a checkpoint: what
// `generate` and `verify` run, and the store's build of such a table on first use
// (table_specs.cpp). Its file header holds the positions per depth as class deficits.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "host/engine/class_space.hpp"
#include "host/io/large_buffer.hpp"
#include "host/puzzles/table_record.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// A table built in this process: its words and its counts.
struct BuiltClassTable {
    LargeBuffer words;
    ClassSearchCounts counts;
    const uint8_t* bytes() const { return static_cast<const uint8_t*>(words.data()); }
};

// Where a build starts and what it does after each level.
struct ClassBuildSteps {
    // A checkpoint of this table and metric (its header checked by the caller; its class
    // numbering is checked here): the search goes on from its last level. Its payload is
    // checked as it is copied (TableFile::copy_payload_to) and it is closed then, so that a
    // resumed build holds one table, as a fresh one does.
    std::optional<TableFile> resume; // not for a table of bounds (its build is one go)
    // After every level, with the table so far; false stops the build there.
    std::function<bool(const BuiltClassTable&)> after_level;
};

// The space of t in metric, with a line on stderr first where making it takes long (the
// edges' classes: minutes). Checks the memory the build will need first.
std::unique_ptr<ClassSpace> make_class_space(const TableRecord& t, const std::string& metric);

// Builds the table over space (t's in metric) level by level with a progress line on stderr
// (none when the progress style is quiet), on `threads` threads (0 = all). A table of bounds
// (t.bound_base) is searched as distances mod 3, the entries within the base noted when that
// level ends, and its values made from both at the end: after_level sees distances mod 3.
BuiltClassTable build_class_table(const TableRecord& t, const ClassSpace& space, int threads,
                                  ClassBuildSteps steps = {});

// Its file header (the payload hash left to the writer), the positions per depth in it as
// class deficits. Throws TableFileError for a table the header cannot describe.
TableHeader class_table_header(const TableRecord& t, const std::string& metric,
                               const ClassSpace& space, const ClassSearchCounts& counts);
// The entries and positions per depth a class table's header gives (positions empty for a
// file written before the header held them).
ClassSearchCounts class_counts_of(const TableRecord& t, const TableHeader& h,
                                  const std::string& path = "");

} // namespace twobit
