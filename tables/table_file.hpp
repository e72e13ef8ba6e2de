// Table files: a 1024-byte self-describing header followed by the 2-bit payload; the byte
// layout is specified in tables/FORMAT.md. Writing goes to a temporary name that is renamed
// into place only when complete; loading maps the file read-only and checks every header
// field, both checksums and the payload's value counts before handing it out.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace twobit {

constexpr char kTableMagic[8] = {'T', 'W', 'O', 'B', 'I', 'T', 'D', 'T'};
constexpr uint32_t kTableFormatVersion = 1;
constexpr uint32_t kTableHeaderBytes = 1024;
constexpr uint32_t kEncodingMod3 = 1; // 2-bit distance mod 3, 3 = unreached
constexpr int kTableMaxDepths = 64;   // counts[] slots in the header

// A refused or failed table file; what() names the file and the check that failed.
class TableFileError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

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
    uint64_t payload_hash = 0; // XXH3-64, seed 0, of the payload bytes

    int max_depth() const { return static_cast<int>(counts.size()) - 1; }
};

// The header's moves text for a space-separated move list: the list itself when it fits
// in the field (255 bytes), else "<count> moves, XXH3-64 <16 hex digits> of the list"
// (clock-front's 165 names do not fit). Both writers and checkers go through this.
std::string moves_field(const std::string& move_list);

// XXH3-64 (seed 0) of a byte range, as stored in the header.
uint64_t payload_hash(const uint8_t* data, uint64_t size);

// Writes header and payload (header.payload_bytes bytes) to path via a temporary file in the
// same folder and a rename. Fills in the payload hash itself. Throws TableFileError.
void write_table_file(const std::string& path, TableHeader header, const uint8_t* payload);

// A table file mapped read-only, checked on open.
class TableFile {
  public:
    // Throws TableFileError naming the failed check.
    static TableFile open(const std::string& path);

    TableFile(TableFile&& other) noexcept;
    TableFile& operator=(TableFile&& other) noexcept;
    TableFile(const TableFile&) = delete;
    TableFile& operator=(const TableFile&) = delete;
    ~TableFile();

    const TableHeader& header() const { return header_; }
    const std::string& path() const { return path_; }
    const uint8_t* payload() const { return map_ + kTableHeaderBytes; }
    unsigned get(uint64_t index) const { return (payload()[index / 4] >> (2 * (index % 4))) & 3u; }

  private:
    TableFile() = default;
    std::string path_;
    TableHeader header_;
    const uint8_t* map_ = nullptr;
    uint64_t map_size_ = 0;
};

} // namespace twobit
