// The registry of symmetric_tables.hpp. The class counts are those FlipSliceClasses finds
// (the tests build both and compare); they are written here so that list and tables can say a
// table's size without building its classes.
#include "host/puzzles/cube3/symmetric_tables.hpp"

#include <algorithm>
#include <cctype>

#include "host/puzzles/cube3/symmetric_pruning_table.hpp"

namespace twobit {

const char* const kSymmetricTableSymmetry =
    "16 symmetries that keep the U-D axis (the UD slice maps to itself)";

uint64_t SymmetricTableKind::entries() const {
    return uint64_t{classes} * kSymRowEntries;
}

uint64_t SymmetricTableKind::payload_bytes() const {
    return uint64_t{classes} * kSymRowWords * 8;
}

const std::vector<SymmetricTableKind>& symmetric_tables() {
    static const std::vector<SymmetricTableKind> all = {
        {SliceKind::Sorted,
         symmetric_table_id(SliceKind::Sorted),
         {"3x3x3-optimal"},
         "3x3x3 optimal solver's pruning table: flip x sorted UD slice classes x twist",
         "the 3x3x3's optimal solver (solve --puzzle 3x3x3 --optimal)",
         1523864,
         "about a minute"},
        {SliceKind::Location,
         symmetric_table_id(SliceKind::Location),
         {}, // not kociemba-phase1: that is the catalog's unreduced table, 555 MB
         "two-phase solver's phase-1 table: flip x UD slice location classes x twist",
         "the 3x3x3's two-phase solver, phase 1 (solve --puzzle 3x3x3; the optimal solver keeps "
         "it for answers past its time limit)",
         64430,
         "a few seconds"}};
    return all;
}

namespace {

bool same_name(const std::string& a, const std::string& b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

const SymmetricTableKind* find_symmetric_table(const std::string& name) {
    for (const SymmetricTableKind& t : symmetric_tables()) {
        if (same_name(name, t.id)) return &t;
        for (const std::string& alias : t.aliases)
            if (same_name(name, alias)) return &t;
    }
    return nullptr;
}

const SymmetricTableKind& symmetric_table(SliceKind kind) {
    return symmetric_tables()[kind == SliceKind::Sorted ? 0 : 1];
}

} // namespace twobit
