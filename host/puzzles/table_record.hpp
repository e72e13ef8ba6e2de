// A table twobit knows, as one kind of record whatever it is: a puzzle's full table (one entry
// per state of its index, searched by the engine), a table of symmetry classes (one entry per
// class of positions that symmetries map onto each other, searched by
// host/engine/class_search.hpp), or a solver's pruning table (either kind). The puzzle family
// that owns a table registers its record in the puzzle's record (Puzzle::tables); a puzzle
// with a model and no record of its own full table (a definition file's) is given one by the
// registry. generate, verify, info, tables, list and solve find tables here and ask the record
// what kind of space it is; the store (host/store/held_table.hpp) opens, checks or builds any
// of them from the TableSpec a record makes (table_specs.hpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "host/engine/class_space.hpp"

namespace twobit {

enum class TableSpace {
    Index,   // the puzzle's own index: the engine's search (every backend, MPI)
    Classes, // classes under a group of symmetries: class_search.hpp, on the CPU
};

// A built-in table's content, known in advance: the SHA-256 of its file in one metric, as
// this program writes it (byte-identical on every machine, thread count and backend). Kept
// honest by tests that rebuild each table and compare (tests/tables/test_table_digests.cpp).
struct TableDigest {
    std::string metric;
    std::string sha256;
};

// One line of a family's digest list: a table, a metric, the SHA-256 of its file.
struct TableDigestRow {
    const char* table;
    const char* metric;
    const char* sha256;
};

// The digests of `table` among a family's rows.
std::vector<TableDigest> digests_of(const std::vector<TableDigestRow>& rows,
                                    const std::string& table);

struct TableRecord {
    std::string id;                   // the file header's puzzle and the default file name
    std::vector<std::string> aliases; // other names --puzzle takes for it
    std::string description;          // one line
    // The puzzle whose positions its entries stand for: the puzzle itself (a full table), the
    // one it reduces (generate/solve --symmetry), or empty where no catalog puzzle has those
    // positions (a solver's space, the 3x3x3's twelve edges).
    std::string puzzle;
    std::string used_by;              // who reads it, a few words
    std::vector<std::string> metrics; // the first is the default
    TableSpace space = TableSpace::Index;
    // Classes: the group in words and its order, the rows (classes) and the columns of a row,
    // the bytes the space's own tables take (with the payload, what a build needs before its
    // first level), and the space for a metric (its classes made: up to a second, minutes for
    // the edges').
    std::string symmetry;
    uint32_t group_order = 1;
    uint32_t classes = 0, columns = 0;
    uint64_t space_bytes = 0;
    // >= 0: its entries are lower bounds above this base (tables/table_file.hpp's
    // kEncodingBounds), read with no walk; else distances mod 3.
    int bound_base = -1;
    std::function<std::unique_ptr<ClassSpace>(const std::string& metric)> make_space;
    std::vector<TableDigest> digests; // one per metric for a built-in table
    // A definition file's table of classes: the file and the XXH3-64 of its bytes (the
    // header's, as for its full table); no digest, the content is not known in advance.
    std::string definition_file;
    uint64_t definition_hash = 0;

    bool classes_space() const { return space == TableSpace::Classes; }
    // The digest of the table in `metric`, or empty.
    std::string digest(const std::string& metric) const;
    // A table of classes: entries with the rows' padding, and the payload's bytes.
    uint64_t class_entries() const;
    uint64_t class_payload_bytes() const { return class_entries() / 4; }
};

// The full table of a puzzle with these metrics and digests: its space the puzzle's index.
TableRecord full_table(const std::string& puzzle, const std::string& description,
                       const std::vector<std::string>& metrics, std::vector<TableDigest> digests);

} // namespace twobit
