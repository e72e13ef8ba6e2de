// Table files: a 1024-byte self-describing header followed by the 2-bit payload; the byte
// layout is specified in tables/FORMAT.md. Writing goes through host/io/atomic_file.hpp (a
// temporary renamed into place only when complete). Loading checks every header field with
// overflow-safe arithmetic, both checksums and the payload's value counts before handing the
// table out; it never blocks on a FIFO or reads a device. Tables up to kTableCopyLimit bytes
// are read into memory; larger ones are mapped read-only (MAP_SHARED), and a truncation of
// the file under a running process ends it with a message (host/io/fatal_signals.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/io/atomic_file.hpp"
#include "host/io/large_buffer.hpp"
#include "host/io/program_name.hpp"

namespace twobit {

class MappingGuard;

constexpr char kTableMagic[8] = {'T', 'W', 'O', 'B', 'I', 'T', 'D', 'T'};
// A checkpoint (generate --checkpoint): the same layout, levels 0..max depth complete.
constexpr char kCheckpointMagic[8] = {'T', 'W', 'O', 'B', 'I', 'T', 'C', 'K'};

// Whether the file at path begins with kCheckpointMagic (false when it cannot be read).
bool is_checkpoint_file(const std::string& path);
// Whether it begins with kTableMagic or kCheckpointMagic: a table or a checkpoint.
bool is_table_or_checkpoint_file(const std::string& path);
constexpr uint32_t kTableFormatVersion = 2;
constexpr uint32_t kTableHeaderBytes = 1024;
constexpr uint32_t kEncodingMod3 = 1; // 2-bit distance mod 3, 3 = unreached
// 2-bit lower bounds above a base b, kept in the encoding field's bits 8 and up (b << 8 | 2):
// 0 = at most b; v = 1..3 = more than b and b + v mod 3, so at least b + v. Read alone, with
// no walk (a position's inverse, premoves); the padding is 3.
constexpr uint32_t kEncodingBounds = 2;
inline uint32_t bounds_encoding(int base) {
    return static_cast<uint32_t>(base) << 8 | kEncodingBounds;
}
constexpr int kTableMaxDepths = 64; // counts[] slots in the header
// Payloads up to this size are copied into memory on open; larger ones are mapped.
constexpr uint64_t kTableCopyLimit = uint64_t{1} << 30;

// A refused or failed table file; what() names the file and the check that failed.
class TableFileError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// No memory to read a table into: nothing is known to be wrong with the file.
class TableMemoryError : public TableFileError {
  public:
    using TableFileError::TableFileError;
};

// A checkpoint (of an unfinished search) opened where a complete table is wanted. what() says
// so and how to finish it; refused() is the first half alone, for a caller that knows the
// table's path and can give the whole command (solve: host/store/table_checks.cpp).
class CheckpointAsTableError : public TableFileError {
  public:
    // `options`: what the resume needs besides the file (a definition's table: --def FILE).
    CheckpointAsTableError(const std::string& refused, const std::string& path,
                           const std::string& options = "")
        : TableFileError(refused + "; finish it with " + program_name() + " generate --resume " +
                         path + options),
          refused_(refused) {}
    const std::string& refused() const { return refused_; }

  private:
    std::string refused_;
};

// Depths whose class deficits the header holds (FORMAT.md, bytes 904 to 1015).
constexpr int kClassDeficitDepths = 28;

struct TableHeader {
    uint32_t format_version = kTableFormatVersion;
    std::string puzzle; // at most 31 bytes
    std::string metric; // at most 15 bytes
    std::string gens;   // at most 15 bytes
    std::string moves;  // moves_field(the move names in table order), at most 255 bytes
    uint64_t states = 0;
    uint64_t reached = 0;
    uint32_t encoding = kEncodingMod3;
    std::vector<uint64_t> counts; // counts[d] for d = 0 .. max depth
    uint64_t payload_bytes = 0;
    uint64_t payload_hash = 0;      // XXH3-64, seed 0, of the payload bytes
    uint64_t model_fingerprint = 0; // host/engine/model_fingerprint.hpp: the index it was built for
    uint64_t definition_hash = 0;   // a definition file's table: XXH3-64 of the file; else 0
    // A table of symmetry classes: per depth d (at most kClassDeficitDepths), counts[d] times
    // the group's order minus the positions its entries stand for (an entry of a class with
    // symmetries of its own stands for fewer), so that the positions per depth are known
    // without the search. Zeros, or empty, elsewhere.
    std::vector<uint32_t> class_deficits;
    // A checkpoint of an unfinished search: counts are those of its complete levels, every
    // state beyond them is 3. Never read where a complete table is wanted.
    bool checkpoint = false;

    int max_depth() const { return static_cast<int>(counts.size()) - 1; }
    bool bounds() const { return (encoding & 0xff) == kEncodingBounds; }
    int bound_base() const { return static_cast<int>(encoding >> 8); } // bounds() only
};
// The value an entry at distance d holds.
inline unsigned entry_value(const TableHeader& h, int d) {
    if (!h.bounds()) return static_cast<unsigned>(d % 3);
    const int b = h.bound_base();
    return d <= b ? 0u : 1u + static_cast<unsigned>((d - b - 1) % 3);
}
// What a payload's values are, in words (info).
std::string encoding_words(const TableHeader& h);

// A table of classes under a group of this order whose entries per depth stand for these
// positions: its header's class deficits. Throws TableFileError where they do not fit.
std::vector<uint32_t> class_deficits(const std::vector<uint64_t>& entries,
                                     const std::vector<uint64_t>& positions, uint32_t group_order);
// And back: the positions per depth a class table's header gives, or none for a file written
// before the header held them (depth 0, the solved position alone, then has no deficit).
// `path`, where given, names the file in a refusal.
std::vector<uint64_t> class_positions(const TableHeader& h, uint32_t group_order,
                                      const std::string& path = "");

// The header's moves text for a space-separated move list: the list itself when it fits
// in the field (255 bytes), else "<count> moves, XXH3-64 <16 hex digits> of the list"
// (clock-front's 165 names do not fit). Both writers and checkers go through this.
std::string moves_field(const std::string& move_list);

// The header's gens text: gens itself when it fits the field (15 bytes), else '#' and 12
// hex digits of its XXH3-64 (a definition's comma-separated move names can be long).
std::string gens_field(const std::string& gens);

// A header's 64-bit hash or fingerprint as printed: 16 lowercase hex digits.
std::string hex64(uint64_t value);

// XXH3-64 (seed 0) of a byte range, as stored in the header.
uint64_t payload_hash(const uint8_t* data, uint64_t size);

// Payload bytes for `states` entries, ceil(states / 4), without overflow.
uint64_t table_payload_bytes(uint64_t states);

// Writes header and payload (header.payload_bytes bytes) to path through an AtomicFile
// (host/io/atomic_file.hpp), committed with `durability`. Fills in the payload hash itself.
// Throws TableFileError (a bad header) or FileWriteError (the file).
void write_table_file(const OutputName& path, TableHeader header, const uint8_t* payload,
                      Durability durability = Durability::Synced);
// The same into an AtomicFile opened earlier (open_output_early), which it commits.
void write_table_file(AtomicFile& file, TableHeader header, const uint8_t* payload,
                      Durability durability);

// The SHA-256 of the file write_table_file would write from header and payload (its payload
// hash filled in), as TableFile::sha256 gives it: a table made from a file (a resumed
// checkpoint) is compared with its record's digest before it is written.
std::string table_file_sha256(TableHeader header, const uint8_t* payload);

// The 1024 header bytes of h (FORMAT.md), header checksum included; h.payload_hash as given.
// Throws TableFileError for a field that does not fit or is not printable ASCII.
void serialize_table_header(const TableHeader& h, uint8_t* out);

// The checked header of the table file at path, without reading its payload (for a
// command that only needs to know what a file holds). Throws TableFileError.
TableHeader read_table_header(const std::string& path);

// Every check on a header (FORMAT.md, checks 1 to 4) of a file of file_size bytes whose
// first min(file_size, kTableHeaderBytes) bytes are at `bytes`. Throws TableFileError naming
// `path` and the failed check.
TableHeader parse_table_header(const std::string& path, const uint8_t* bytes, uint64_t file_size);

// A table file mapped read-only, checked on open.
class TableFile {
  public:
    // Throws TableFileError naming the failed check (a FIFO, device or folder is refused
    // before anything is read from it). A payload of at most copy_limit bytes is read into
    // memory, a larger one mapped.
    // A checkpoint is refused here, with the command that finishes it.
    static TableFile open(const std::string& path, uint64_t copy_limit = kTableCopyLimit);
    // The same, the payload's checksum and value counts left to the caller, who compares the
    // whole file's SHA-256 (sha256()) with a known digest instead: equal, the file is that
    // table, and those checks could find nothing; different, check_payload() says why.
    static TableFile open_for_digest(const std::string& path,
                                     uint64_t copy_limit = kTableCopyLimit);
    // The payload's checks that open_for_digest leaves out. Throws TableFileError.
    void check_payload() const;
    // The same checks for a checkpoint (generate --resume); a complete table is refused.
    // Without check_payload the payload is left untouched until copy_payload_to checks it.
    static TableFile open_checkpoint(const std::string& path, uint64_t copy_limit = kTableCopyLimit,
                                     bool check_payload = true);
    // Copies the payload to dst (exactly its bytes) and checks the copy (checksum, counts):
    // what a resumed search uses is what was checked. A mapped file's pages are let go as
    // they are copied, so that the process holds one table, not the table and the file.
    // Throws TableFileError.
    void copy_payload_to(void* dst, uint64_t dst_bytes) const;

    TableFile(TableFile&& other) noexcept;
    TableFile& operator=(TableFile&& other) noexcept;
    TableFile(const TableFile&) = delete;
    TableFile& operator=(const TableFile&) = delete;
    ~TableFile();

    const TableHeader& header() const { return header_; }
    const std::string& path() const { return path_; }
    const uint8_t* payload() const { return payload_; }
    unsigned get(uint64_t index) const { return (payload_[index / 4] >> (2 * (index % 4))) & 3u; }
    // SHA-256 of the whole file as read (its header's bytes, then the payload): what a
    // built-in table's record holds (host/io/sha256.hpp), and what sha256sum prints.
    std::string sha256() const;

  private:
    TableFile() = default;
    static TableFile open_kind(const std::string& path, uint64_t copy_limit, bool checkpoint,
                               bool check_payload = true);
    void release();
    void check_payload_at(const uint8_t* payload) const;

    std::string path_;
    TableHeader header_;
    std::array<uint8_t, kTableHeaderBytes> head_{};
    const uint8_t* payload_ = nullptr;
    LargeBuffer copy_;             // a payload read into memory (huge pages), or
    const uint8_t* map_ = nullptr; // the whole file mapped
    uint64_t map_size_ = 0;
    MappingGuard* map_guard_ = nullptr; // a SIGBUS in the mapping names the file
};

} // namespace twobit
