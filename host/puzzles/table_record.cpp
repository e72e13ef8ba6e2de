// TableRecord's helpers; see table_record.hpp.
#include "host/puzzles/table_record.hpp"

namespace twobit {

std::vector<TableDigest> digests_of(const std::vector<TableDigestRow>& rows,
                                    const std::string& table) {
    std::vector<TableDigest> found;
    for (const TableDigestRow& row : rows)
        if (table == row.table) found.push_back({row.metric, row.sha256});
    return found;
}

std::string TableRecord::digest(const std::string& metric) const {
    for (const TableDigest& d : digests)
        if (d.metric == metric) return d.sha256;
    return "";
}

uint64_t TableRecord::class_entries() const {
    return uint64_t{classes} * class_row_words(columns) * 32;
}

TableRecord full_table(const std::string& puzzle, const std::string& description,
                       const std::vector<std::string>& metrics, std::vector<TableDigest> digests) {
    TableRecord t;
    t.id = puzzle;
    t.description = description;
    t.puzzle = puzzle;
    t.used_by = "solve --puzzle " + puzzle;
    t.metrics = metrics;
    t.digests = std::move(digests);
    return t;
}

} // namespace twobit
