// A table held for a command's run, whatever it is (a puzzle's full table, a table of symmetry
// classes, a solver's pruning table): the file at its path, opened and checked, or, where
// nothing is there, the table built now (a line on stderr says so, and why) and saved there
// for the next run. What the store needs to know of a table is a TableSpec, which the table
// records make (host/puzzles/table_record.hpp); the store knows no puzzle.
//
// Trust on load, check on request: a table whose content is known in advance (every built-in
// table: the search writes the same bytes on every machine) is checked in one read, its
// file's SHA-256 against the record's digest; a table with no known content (a definition
// file's, a restricted --gens) has its checksums and its header's fit to the index. Nothing
// is searched on load; `verify --table` compares a file with a fresh search.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "host/engine/distance_table.hpp"
#include "host/io/atomic_file.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// A table built in this process, as its file will hold it: the header (its payload hash left
// to the writer), the payload and what owns the payload's memory.
struct BuiltTableFile {
    TableHeader header;
    std::shared_ptr<const void> storage;
    const uint8_t* payload = nullptr;
    Durability durability = Durability::Synced;
};

struct TableSpec {
    std::string id, metric; // what the header must name
    std::string name;       // "2x2x2 htm (gens URF)", for messages
    OutputName path = "";
    // SHA-256 of the whole file (TableFile::sha256) where its content is known; empty where
    // it is not.
    std::string digest;
    uint64_t file_bytes = 0;
    std::string label;    // "2x2x2 htm (3674160 states, 0.9 MB)", for the line before a build
    std::string generate; // the command that builds it at its default name
    std::string own_path; // that default name
    // A payload of at most this many bytes is read into memory (on huge pages), a larger one
    // mapped: a search that reads its table at random wants it read whatever its size (one
    // miss per read instead of a miss and a page walk).
    uint64_t copy_limit = kTableCopyLimit;
    // Whether a file fits this build's index (the model's fingerprint, or the classes'): throws
    // std::runtime_error naming what differs. Run on every file, before the digest.
    std::function<void(const TableFile&)> check;
    // Builds the table in memory on `threads` CPU threads (0 = every core); the progress it
    // shows is the builder's (none when progress is quiet).
    std::function<BuiltTableFile(int threads)> build;
};

class HeldTable {
  public:
    // The table at spec.path, or, without one there, the table built now (the line on stderr
    // ends "for <why>" when why is given) and saved there; where it cannot be saved, a warning
    // says why before the build and the table is used from memory. While another twobit builds
    // a table in the same folder, this one waits for it first (table_build_lock.hpp). Throws
    // std::runtime_error naming the file, what is wrong and the remedy.
    HeldTable(const TableSpec& spec, const std::string& why, int threads);
    HeldTable(const HeldTable&) = delete;
    HeldTable& operator=(const HeldTable&) = delete;

    const TableHeader& header() const { return file_ ? file_->header() : built_.header; }
    const uint8_t* payload() const { return file_ ? file_->payload() : built_.payload; }
    TableBytes bytes() const { return {payload(), header().states, header().max_depth()}; }
    const std::string& path() const { return path_; }
    bool built_now() const { return !file_.has_value(); }

  private:
    explicit HeldTable(std::string path) : path_(std::move(path)) {}
    void open(const TableSpec& spec);

    std::string path_;
    std::optional<TableFile> file_;
    BuiltTableFile built_;
};

// spec's table file at spec.path, every check of a load made: throws std::runtime_error naming
// what is wrong and the remedy (for a damaged file, the command that rebuilds it; for a good
// table of something else, never that, but which table to give instead).
TableFile open_held_table(const TableSpec& spec);

} // namespace twobit
