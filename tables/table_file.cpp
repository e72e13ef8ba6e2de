// Table file writing and checked loading; the byte layout is in FORMAT.md.
#include "table_file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fmt/format.h>
#include <fstream>
#include <new>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include "host/io/atomic_file.hpp"
#include "host/io/fatal_signals.hpp"
#include "host/io/program_name.hpp"
#include "host/io/sha256.hpp"
#include "host/io/xxh3_stream.hpp"

namespace twobit {

namespace {

// Header field offsets (FORMAT.md).
constexpr size_t kOffVersion = 8;
constexpr size_t kOffHeaderBytes = 12;
constexpr size_t kOffPuzzle = 16, kLenPuzzle = 32;
constexpr size_t kOffMetric = 48, kLenMetric = 16;
constexpr size_t kOffGens = 64, kLenGens = 16;
constexpr size_t kOffMoves = 80, kLenMoves = 256;
constexpr size_t kOffStates = 336;
constexpr size_t kOffReached = 344;
constexpr size_t kOffEncoding = 352;
constexpr size_t kOffMaxDepth = 356;
constexpr size_t kOffPayloadBytes = 360;
constexpr size_t kOffPayloadHash = 368;
constexpr size_t kOffCounts = 376;
constexpr size_t kOffFingerprint = 888;
constexpr size_t kOffDefinitionHash = 896;
constexpr size_t kOffClassDeficits = 904;
constexpr size_t kOffHeaderHash = kTableHeaderBytes - 8;
static_assert(kOffCounts + 8 * kTableMaxDepths <= kOffFingerprint, "header fields overlap");
static_assert(kOffFingerprint + 8 <= kOffDefinitionHash, "header fields overlap");
static_assert(kOffDefinitionHash + 8 <= kOffClassDeficits, "header fields overlap");
static_assert(kOffClassDeficits + 4 * kClassDeficitDepths <= kOffHeaderHash,
              "header fields overlap");

// Payload bytes handed to the hash and to fwrite at a time.
constexpr uint64_t kWriteChunk = uint64_t{64} << 20;
// Payload bytes read by one thread at a time when a table is copied into memory.
constexpr uint64_t kReadChunk = uint64_t{32} << 20;
// Below this many 64-bit payload words the value counts run on one thread: a parallel region
// can wait milliseconds for an idle core to wake, longer than the count.
constexpr uint64_t kParallelCheckWords = uint64_t{1} << 22;

void put_u32(uint8_t* p, uint32_t v) {
    for (int i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}
void put_u64(uint8_t* p, uint64_t v) {
    for (int i = 0; i < 8; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}
uint32_t get_u32(const uint8_t* p) {
    uint32_t v = 0;
    for (int i = 3; i >= 0; --i) v = (v << 8) | p[i];
    return v;
}
uint64_t get_u64(const uint8_t* p) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
    return v;
}

void put_text(uint8_t* p, size_t field_len, const std::string& text, const char* name) {
    if (text.size() >= field_len)
        throw TableFileError(std::string("cannot write table: ") + name + " '" + text +
                             "' is longer than its header field");
    // What get_text would refuse on reading: never write a file that cannot be read back.
    for (unsigned char c : text)
        if (c < 0x20 || c > 0x7e)
            throw TableFileError(std::string("cannot write table: ") + name +
                                 " has a byte that is not printable ASCII");
    std::memcpy(p, text.data(), text.size()); // the rest stays NUL
}

// A NUL-terminated text field; false if it has no NUL or a non-printable byte.
bool get_text(const uint8_t* p, size_t field_len, std::string& out) {
    const void* nul = std::memchr(p, 0, field_len);
    if (nul == nullptr) return false;
    out.assign(reinterpret_cast<const char*>(p), static_cast<const uint8_t*>(nul) - p);
    for (unsigned char c : out)
        if (c < 0x20 || c > 0x7e) return false;
    return true;
}

} // namespace

void serialize_table_header(const TableHeader& h, uint8_t* out) {
    // More counts than the header's slots would be written over the fields after them (and
    // past the header): refused for every writer, the MPI one too.
    if (h.counts.empty() || h.counts.size() > static_cast<size_t>(kTableMaxDepths))
        throw TableFileError("cannot write table: " + std::to_string(h.counts.size()) +
                             " depth counts, the header holds 1 to " +
                             std::to_string(kTableMaxDepths));
    if (h.class_deficits.size() > static_cast<size_t>(kClassDeficitDepths))
        throw TableFileError("cannot write table: class deficits for " +
                             std::to_string(h.class_deficits.size()) +
                             " depths, the header holds " + std::to_string(kClassDeficitDepths));
    std::memset(out, 0, kTableHeaderBytes);
    std::memcpy(out, h.checkpoint ? kCheckpointMagic : kTableMagic, sizeof kTableMagic);
    put_u32(out + kOffVersion, h.format_version);
    put_u32(out + kOffHeaderBytes, kTableHeaderBytes);
    put_text(out + kOffPuzzle, kLenPuzzle, h.puzzle, "puzzle id");
    put_text(out + kOffMetric, kLenMetric, h.metric, "metric");
    put_text(out + kOffGens, kLenGens, h.gens, "gens");
    put_text(out + kOffMoves, kLenMoves, h.moves, "move list");
    put_u64(out + kOffStates, h.states);
    put_u64(out + kOffReached, h.reached);
    put_u32(out + kOffEncoding, h.encoding);
    put_u32(out + kOffMaxDepth, static_cast<uint32_t>(h.max_depth()));
    put_u64(out + kOffPayloadBytes, h.payload_bytes);
    put_u64(out + kOffPayloadHash, h.payload_hash);
    for (size_t d = 0; d < h.counts.size(); ++d) put_u64(out + kOffCounts + 8 * d, h.counts[d]);
    put_u64(out + kOffFingerprint, h.model_fingerprint);
    put_u64(out + kOffDefinitionHash, h.definition_hash);
    for (size_t d = 0; d < h.class_deficits.size(); ++d)
        put_u32(out + kOffClassDeficits + 4 * d, h.class_deficits[d]);
    put_u64(out + kOffHeaderHash, XXH3_64bits(out, kOffHeaderHash));
}

std::vector<uint32_t> class_deficits(const std::vector<uint64_t>& entries,
                                     const std::vector<uint64_t>& positions, uint32_t group_order) {
    if (entries.size() > static_cast<size_t>(kClassDeficitDepths))
        throw TableFileError("cannot write table: depth " + std::to_string(entries.size() - 1) +
                             ", the header holds the positions of depths up to " +
                             std::to_string(kClassDeficitDepths - 1));
    std::vector<uint32_t> deficits;
    for (size_t d = 0; d < entries.size() && d < positions.size(); ++d) {
        const uint64_t deficit = entries[d] * group_order - positions[d];
        if (deficit > UINT32_MAX)
            throw TableFileError("cannot write table: depth " + std::to_string(d) +
                                 "'s class deficit " + std::to_string(deficit) +
                                 " does not fit the header");
        deficits.push_back(static_cast<uint32_t>(deficit));
    }
    return deficits;
}

std::vector<uint64_t> class_positions(const TableHeader& h, uint32_t group_order,
                                      const std::string& path) {
    std::vector<uint64_t> positions;
    if (h.class_deficits.empty() || (group_order > 1 && h.class_deficits[0] == 0)) return positions;
    for (size_t d = 0; d < h.counts.size(); ++d) {
        // A forged header could give a deficit above what the entries stand for, or counts
        // whose product overflows: refuse rather than wrap.
        const uint64_t deficit = d < h.class_deficits.size() ? h.class_deficits[d] : 0;
        uint64_t most = 0;
        if (__builtin_mul_overflow(h.counts[d], uint64_t{group_order}, &most) || deficit > most)
            throw TableFileError("table " + (path.empty() ? "" : path + " ") + "refused: depth " +
                                 std::to_string(d) + "'s class deficit " + std::to_string(deficit) +
                                 " does not fit its " + std::to_string(h.counts[d]) + " entries");
        positions.push_back(most - deficit);
    }
    return positions;
}

std::string hex64(uint64_t value) {
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(value));
    return hex;
}

std::string moves_field(const std::string& move_list) {
    if (move_list.size() < kLenMoves) return move_list;
    const size_t count =
        static_cast<size_t>(std::count(move_list.begin(), move_list.end(), ' ')) + 1;
    return std::to_string(count) + " moves, XXH3-64 " +
           hex64(XXH3_64bits(move_list.data(), move_list.size())) + " of the list";
}

std::string gens_field(const std::string& gens) {
    if (gens.size() < kLenGens) return gens;
    char hex[13];
    std::snprintf(hex, sizeof hex, "%012llx",
                  static_cast<unsigned long long>(XXH3_64bits(gens.data(), gens.size()) >> 16));
    return std::string("#") + hex;
}

uint64_t payload_hash(const uint8_t* data, uint64_t size) {
    Xxh3Stream hash;
    for (uint64_t at = 0; at < size; at += kWriteChunk)
        hash.add(data + at, std::min(kWriteChunk, size - at));
    return hash.digest();
}

uint64_t table_payload_bytes(uint64_t states) {
    return states / 4 + (states % 4 != 0 ? 1 : 0);
}

void write_table_file(AtomicFile& file, TableHeader header, const uint8_t* payload,
                      Durability durability) {
    if (header.counts.empty() || header.counts.size() > static_cast<size_t>(kTableMaxDepths))
        throw TableFileError("cannot write table " + file.target() + ": depth count out of range");
    uint8_t head[kTableHeaderBytes];
    serialize_table_header(header, head); // checks the text fields before anything is written

    // Header placeholder first, then the payload hashed as it streams out, then the header
    // again with the hash: one pass over a table of any size.
    file.write(head, kTableHeaderBytes);
    Xxh3Stream hash;
    for (uint64_t at = 0; at < header.payload_bytes; at += kWriteChunk) {
        const uint64_t n = std::min(kWriteChunk, header.payload_bytes - at);
        hash.add(payload + at, n);
        file.write(payload + at, n);
    }
    header.payload_hash = hash.digest();
    serialize_table_header(header, head);
    file.write_at(0, head, kTableHeaderBytes);
    file.commit(durability);
}

void write_table_file(const OutputName& path, TableHeader header, const uint8_t* payload,
                      Durability durability) {
    if (header.counts.empty() || header.counts.size() > static_cast<size_t>(kTableMaxDepths))
        throw TableFileError("cannot write table " + path.path() + ": depth count out of range");
    uint8_t head[kTableHeaderBytes];
    serialize_table_header(header, head); // checks the text fields before anything is created
    AtomicFile file(path);
    write_table_file(file, std::move(header), payload, durability);
}

namespace {

// a + b, or false when it does not fit in 64 bits.
bool add_checked(uint64_t a, uint64_t b, uint64_t& sum) {
    sum = a + b;
    return sum >= a;
}

} // namespace

std::string encoding_words(const TableHeader& h) {
    if (!h.bounds()) return "2-bit distance mod 3";
    const int b = h.bound_base();
    return fmt::format(
        "2-bit lower bounds: 0 = at most {}, 1 2 3 = more than {} and {} {} {} mod 3", b, b, b + 1,
        b + 2, b + 3);
}

TableHeader parse_table_header(const std::string& path, const uint8_t* p, uint64_t file_size) {
    auto refuse = [&](const std::string& why) -> TableFileError {
        return TableFileError("table " + path + " refused: " + why);
    };
    const bool checkpoint = file_size >= sizeof kCheckpointMagic &&
                            std::memcmp(p, kCheckpointMagic, sizeof kCheckpointMagic) == 0;
    if (!checkpoint &&
        (file_size < sizeof kTableMagic || std::memcmp(p, kTableMagic, sizeof kTableMagic) != 0))
        throw refuse("bad magic (not a twobit table file)");
    if (file_size < kTableHeaderBytes)
        throw refuse("truncated: " + std::to_string(file_size) + " bytes, shorter than the " +
                     std::to_string(kTableHeaderBytes) + "-byte header");
    TableHeader h;
    h.checkpoint = checkpoint;
    h.format_version = get_u32(p + kOffVersion);
    if (h.format_version != kTableFormatVersion)
        throw refuse("unsupported format version " + std::to_string(h.format_version) +
                     " (this build reads version " + std::to_string(kTableFormatVersion) +
                     (h.format_version < kTableFormatVersion
                          ? "; regenerate the table with twobit generate"
                          : "; it was written by a newer twobit") +
                     ")");
    if (get_u32(p + kOffHeaderBytes) != kTableHeaderBytes) throw refuse("bad header size field");
    if (get_u64(p + kOffHeaderHash) != XXH3_64bits(p, kOffHeaderHash))
        throw refuse("header checksum mismatch (the header is corrupted)");
    if (!get_text(p + kOffPuzzle, kLenPuzzle, h.puzzle) ||
        !get_text(p + kOffMetric, kLenMetric, h.metric) ||
        !get_text(p + kOffGens, kLenGens, h.gens) || !get_text(p + kOffMoves, kLenMoves, h.moves))
        throw refuse("a text field is not NUL-terminated printable ASCII");
    h.states = get_u64(p + kOffStates);
    h.reached = get_u64(p + kOffReached);
    if (h.states == 0) throw refuse("the state count is 0");
    h.encoding = get_u32(p + kOffEncoding);
    const uint32_t max_depth = get_u32(p + kOffMaxDepth);
    // A base past the last depth would leave every value 0 (and bound nothing).
    if (h.encoding != kEncodingMod3 &&
        !(h.bounds() && h.bound_base() >= 1 && static_cast<uint32_t>(h.bound_base()) < max_depth))
        throw refuse("unknown encoding " + std::to_string(h.encoding));
    if (max_depth >= static_cast<uint32_t>(kTableMaxDepths))
        throw refuse("max depth " + std::to_string(max_depth) + " out of range");
    uint64_t sum = 0;
    for (int d = 0; d < kTableMaxDepths; ++d) {
        const uint64_t c = get_u64(p + kOffCounts + 8 * static_cast<size_t>(d));
        if (static_cast<uint32_t>(d) <= max_depth) {
            if (c == 0) throw refuse("depth " + std::to_string(d) + " has a zero count");
            if (!add_checked(sum, c, sum)) throw refuse("the per-depth counts overflow 64 bits");
            h.counts.push_back(c);
        } else if (c != 0) {
            throw refuse("count beyond the max depth");
        }
    }
    if (h.counts[0] != 1) throw refuse("depth 0 must hold exactly the solved state");
    if (sum != h.reached) throw refuse("per-depth counts do not add up to the reached count");
    if (h.reached > h.states) throw refuse("more states reached than exist");
    h.payload_bytes = get_u64(p + kOffPayloadBytes);
    if (h.payload_bytes != table_payload_bytes(h.states))
        throw refuse("payload size " + std::to_string(h.payload_bytes) +
                     " does not match the state count " + std::to_string(h.states));
    h.payload_hash = get_u64(p + kOffPayloadHash);
    h.model_fingerprint = get_u64(p + kOffFingerprint);
    h.definition_hash = get_u64(p + kOffDefinitionHash);
    for (int d = 0; d < kClassDeficitDepths; ++d) {
        const uint32_t x = get_u32(p + kOffClassDeficits + 4 * static_cast<size_t>(d));
        if (d <= h.max_depth())
            h.class_deficits.push_back(x);
        else if (x != 0)
            throw refuse("a class deficit beyond the max depth");
    }
    if (file_size - kTableHeaderBytes < h.payload_bytes)
        throw refuse("truncated: " + std::to_string(file_size) + " bytes, expected " +
                     std::to_string(kTableHeaderBytes + h.payload_bytes)); // <= 2^62 + 1024
    if (file_size - kTableHeaderBytes > h.payload_bytes)
        throw refuse(std::to_string(file_size - kTableHeaderBytes - h.payload_bytes) +
                     " unexpected bytes after the payload");
    return h;
}

namespace {

// The payload's entries per value must match the header's counts (depth d has value
// entry_value(h, d)) and padding entries must be 3: catches a payload from another table with a valid hash.
// Counted 32 entries at a time with popcounts, on every core for a large payload (a byte
// histogram took 0.45 s for the 555 MB phase-1 table; this takes about 0.05 s).
void check_payload_counts(const std::string& path, const TableHeader& h, const uint8_t* payload) {
    uint64_t expected[4] = {0, 0, 0, h.states - h.reached};
    for (size_t d = 0; d < h.counts.size(); ++d)
        expected[entry_value(h, static_cast<int>(d))] += h.counts[d];
    const uint64_t words = h.states / 32; // whole 64-bit words of entries
    uint64_t ones = 0, twos = 0, threes = 0;
    constexpr uint64_t kLow = 0x5555555555555555ull;
#pragma omp parallel for schedule(static) reduction(+ : ones, twos, threes) \
    if (words > kParallelCheckWords)
    for (uint64_t w = 0; w < words; ++w) {
        uint64_t word;
        std::memcpy(&word, payload + w * 8, 8);
        const uint64_t low = word & kLow, high = (word >> 1) & kLow;
        ones += static_cast<uint64_t>(__builtin_popcountll(low & ~high));
        twos += static_cast<uint64_t>(__builtin_popcountll(high & ~low));
        threes += static_cast<uint64_t>(__builtin_popcountll(low & high));
    }
    uint64_t seen[4] = {words * 32 - ones - twos - threes, ones, twos, threes};
    for (uint64_t i = words * 32; i < h.payload_bytes * 4; ++i) {
        const unsigned v = (payload[i / 4] >> (2 * (i % 4))) & 3u;
        if (i < h.states)
            ++seen[v];
        else if (v != 3)
            throw TableFileError("table " + path + " refused: padding entry not 3");
    }
    for (int v = 0; v < 4; ++v)
        if (seen[v] != expected[v])
            throw TableFileError("table " + path + " refused: payload holds " +
                                 std::to_string(seen[v]) + " entries of value " +
                                 std::to_string(v) + ", the header's counts say " +
                                 std::to_string(expected[v]));
}

} // namespace

namespace {

// Reads exactly size bytes at offset; false on a short read (the file shrank) or an error.
bool read_exactly(int fd, uint8_t* out, uint64_t size, uint64_t offset) {
    while (size > 0) {
        const ssize_t n = ::pread(fd, out, std::min<uint64_t>(size, uint64_t{1} << 30),
                                  static_cast<off_t>(offset));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        out += n;
        offset += static_cast<uint64_t>(n);
        size -= static_cast<uint64_t>(n);
    }
    return true;
}

// read_exactly in chunks on every core for a large payload: the copy into memory (page
// faults and the kernel's copy) was most of the phase-1 table's open on one core.
bool read_in_parallel(int fd, uint8_t* out, uint64_t size, uint64_t offset) {
    const uint64_t chunks = (size + kReadChunk - 1) / kReadChunk;
    bool ok = true;
#pragma omp parallel for schedule(dynamic, 1) reduction(&& : ok) if (chunks > 2)
    for (uint64_t c = 0; c < chunks; ++c) {
        const uint64_t at = c * kReadChunk;
        ok = read_exactly(fd, out + at, std::min(kReadChunk, size - at), offset + at) && ok;
    }
    return ok;
}

} // namespace

namespace {

// The descriptor of the regular file at path (a FIFO, device or folder refused before anything
// is read), its size, and its checked header.
struct OpenedTable {
    int fd = -1;
    uint64_t size = 0;
    TableHeader header;
    std::array<uint8_t, kTableHeaderBytes> head{}; // the header's bytes as read
    ~OpenedTable() {
        if (fd >= 0) ::close(fd);
    }
};

void open_and_check_header(const std::string& path, OpenedTable& t) {
    if (path.empty()) throw TableFileError("cannot open a table file with an empty name");
    // O_NONBLOCK: opening a FIFO must not wait for a writer; only regular files are read.
    t.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (t.fd < 0) throw TableFileError("cannot open table " + path + ": " + std::strerror(errno));
    struct stat st {};
    if (::fstat(t.fd, &st) != 0)
        throw TableFileError("cannot open table " + path + ": " + std::strerror(errno));
    if (!S_ISREG(st.st_mode))
        throw TableFileError("cannot open table " + path + ": it is " +
                             file_kind_name(static_cast<unsigned>(st.st_mode)) +
                             ", not a regular file");
    t.size = static_cast<uint64_t>(st.st_size);
    if (t.size == 0) throw TableFileError("table " + path + " refused: the file is empty");
    const uint64_t head_size = std::min<uint64_t>(t.size, kTableHeaderBytes);
    if (!read_exactly(t.fd, t.head.data(), head_size, 0))
        throw TableFileError("cannot read table " + path + ": it changed while being read");
    t.header = parse_table_header(path, t.head.data(), t.size);
}

} // namespace

TableHeader read_table_header(const std::string& path) {
    OpenedTable opened;
    open_and_check_header(path, opened);
    return opened.header;
}

TableFile TableFile::open(const std::string& path, uint64_t copy_limit) {
    return open_kind(path, copy_limit, false);
}

TableFile TableFile::open_checkpoint(const std::string& path, uint64_t copy_limit,
                                     bool check_payload) {
    return open_kind(path, copy_limit, true, check_payload);
}

TableFile TableFile::open_for_digest(const std::string& path, uint64_t copy_limit) {
    return open_kind(path, copy_limit, false, false);
}

void TableFile::check_payload() const {
    check_payload_at(payload_);
}

void TableFile::check_payload_at(const uint8_t* payload) const {
    if (payload_hash(payload, header_.payload_bytes) != header_.payload_hash)
        throw TableFileError("table " + path_ +
                             " refused: payload checksum mismatch (the table data is corrupted)");
    check_payload_counts(path_, header_, payload);
}

void TableFile::copy_payload_to(void* dst, uint64_t dst_bytes) const {
    const uint64_t n = header_.payload_bytes;
    if (dst_bytes != n)
        throw TableFileError(fmt::format("table {} holds {} payload bytes, not the {} expected",
                                         path_, n, dst_bytes));
    auto* out = static_cast<uint8_t*>(dst);
    const auto page = static_cast<uint64_t>(::sysconf(_SC_PAGESIZE));
    uint64_t dropped = 0; // bytes of the mapping let go, from its start
    for (uint64_t at = 0; at < n; at += kWriteChunk) {
        const uint64_t size = std::min(kWriteChunk, n - at);
        std::memcpy(out + at, payload_ + at, size);
        if (map_ == nullptr) continue;
        // Whole pages copied so far (the payload starts after the header in the mapping).
        const uint64_t done = (kTableHeaderBytes + at + size) / page * page;
        if (done > dropped) {
            ::madvise(const_cast<uint8_t*>(map_) + dropped, done - dropped, MADV_DONTNEED);
            dropped = done;
        }
    }
    check_payload_at(out);
}

TableFile TableFile::open_kind(const std::string& path, uint64_t copy_limit, bool checkpoint,
                               bool check_payload) {
    OpenedTable opened;
    open_and_check_header(path, opened);
    if (opened.header.checkpoint && !checkpoint) {
        // A definition's table holds the file's hash, not its path; its classes' id ends in
        // -symN (definition_record.cpp).
        const std::string& puzzle = opened.header.puzzle;
        const size_t sym = puzzle.rfind("-sym");
        const bool classes = sym != std::string::npos && sym + 4 < puzzle.size() &&
                             puzzle.find_first_not_of("0123456789", sym + 4) == std::string::npos;
        const std::string options =
            opened.header.definition_hash == 0 ? ""
            : classes ? " --def FILE --symmetry (FILE: the definition it was built from)"
                      : " --def FILE (FILE: the definition it was built from)";
        throw CheckpointAsTableError("table " + path +
                                         " refused: it is a checkpoint of an unfinished search "
                                         "(depths 0 to " +
                                         std::to_string(opened.header.max_depth()) + " complete)",
                                     path, options);
    }
    if (!opened.header.checkpoint && checkpoint)
        throw TableFileError("checkpoint " + path + " refused: it is a complete table, not a " +
                             "checkpoint (there is nothing to resume)");
    const int fd = opened.fd;
    const uint64_t size = opened.size;
    TableFile t;
    t.path_ = path;
    t.header_ = opened.header;
    t.head_ = opened.head;
    const uint64_t payload_bytes = t.header_.payload_bytes;
    if (payload_bytes <= copy_limit) {
        // A copy: what was checked is what is used, whatever happens to the file later
        // (for a small table, a fraction of a millisecond more than mapping it).
        try {
            t.copy_ = LargeBuffer(payload_bytes);
        } catch (const std::bad_alloc&) {
            throw TableMemoryError("cannot read table " + path + ": no memory for its " +
                                   std::to_string(payload_bytes) + " bytes");
        }
        auto* copy = static_cast<uint8_t*>(t.copy_.data());
        if (!read_in_parallel(fd, copy, payload_bytes, kTableHeaderBytes))
            throw TableFileError("cannot read table " + path + ": it changed while being read");
        t.payload_ = copy;
    } else {
        void* m = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
        if (m == MAP_FAILED)
            throw TableFileError("cannot map table " + path + ": " + std::strerror(errno));
        t.map_ = static_cast<const uint8_t*>(m);
        t.map_size_ = size;
        t.map_guard_ = new MappingGuard(t.map_, t.map_size_, path);
        t.payload_ = t.map_ + kTableHeaderBytes;
    }
    if (check_payload) t.check_payload();
    return t;
}

void TableFile::release() {
    delete map_guard_;
    if (map_ != nullptr) ::munmap(const_cast<uint8_t*>(map_), map_size_);
    copy_ = LargeBuffer();
    map_guard_ = nullptr;
    map_ = nullptr;
    map_size_ = 0;
    payload_ = nullptr;
}

std::string table_file_sha256(TableHeader header, const uint8_t* payload) {
    header.payload_hash = payload_hash(payload, header.payload_bytes);
    uint8_t head[kTableHeaderBytes];
    serialize_table_header(header, head);
    Sha256 digest;
    digest.add(head, kTableHeaderBytes);
    digest.add(payload, header.payload_bytes);
    return digest.hex();
}

std::string TableFile::sha256() const {
    Sha256 digest;
    digest.add(head_.data(), head_.size());
    digest.add(payload_, header_.payload_bytes);
    return digest.hex();
}

TableFile::TableFile(TableFile&& other) noexcept
    : path_(std::move(other.path_)), header_(std::move(other.header_)), head_(other.head_),
      payload_(other.payload_), copy_(std::move(other.copy_)), map_(other.map_),
      map_size_(other.map_size_), map_guard_(other.map_guard_) {
    other.payload_ = nullptr;
    other.map_ = nullptr;
    other.map_size_ = 0;
    other.map_guard_ = nullptr;
}

TableFile& TableFile::operator=(TableFile&& other) noexcept {
    if (this != &other) {
        release();
        path_ = std::move(other.path_);
        header_ = std::move(other.header_);
        head_ = other.head_;
        std::swap(payload_, other.payload_);
        std::swap(copy_, other.copy_);
        std::swap(map_, other.map_);
        std::swap(map_size_, other.map_size_);
        std::swap(map_guard_, other.map_guard_);
    }
    return *this;
}

TableFile::~TableFile() {
    release();
}

namespace {

// The file's first 8 bytes, or "" when it has fewer or cannot be read (only a regular file
// is opened: a FIFO would block).
std::string magic_of(const std::string& path) {
    if (existing_file_bytes(path) < sizeof kTableMagic) return "";
    char magic[sizeof kTableMagic] = {};
    std::ifstream in(path, std::ios::binary);
    return in.read(magic, sizeof magic) ? std::string(magic, sizeof magic) : "";
}

} // namespace

bool is_checkpoint_file(const std::string& path) {
    return magic_of(path) == std::string(kCheckpointMagic, sizeof kCheckpointMagic);
}

bool is_table_or_checkpoint_file(const std::string& path) {
    const std::string magic = magic_of(path);
    return magic == std::string(kTableMagic, sizeof kTableMagic) ||
           magic == std::string(kCheckpointMagic, sizeof kCheckpointMagic);
}

} // namespace twobit
