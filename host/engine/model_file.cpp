// Model files: the layout in model_file.hpp. The arrays are read straight into the model's
// own tables (no second copy to touch: in a fresh process every new page costs a fault), and
// the hash is taken over what was read before anything of it is used.
#include "host/engine/model_file.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <memory>
#include <new>
#include <stdexcept>
#include <sys/stat.h>
#include <type_traits>
#include <unistd.h>
#include <xxhash.h>

#include "host/io/atomic_file.hpp"
#include "host/io/build_id.hpp"
#include "host/io/xxh3_stream.hpp"

namespace twobit {

namespace {

constexpr char kMagic[12] = {'t', 'w', 'o', 'b', 'i', 't', '-', 'm', 'o', 'd', 'e', 'l'};
constexpr uint32_t kVersion = 1;
constexpr size_t kHeaderBytes = 64;
constexpr size_t kHashedHeaderBytes = 56; // the hash itself is the last 8
// Bounds a reader holds a file to before it allocates anything: names and counts far above
// any model's, and arrays of at most 1 GiB (the cache keeps only small models anyway).
constexpr uint32_t kMaxText = 256;
constexpr uint64_t kMaxMetadata = 1 << 20;
constexpr uint64_t kMaxArrays = uint64_t{1} << 30;

struct Header {
    char magic[12];
    uint32_t version;
    uint64_t build_hash;
    uint64_t key_hash;
    uint64_t metadata_bytes;
    uint64_t array_bytes;
    uint64_t reserved; // 0
    uint64_t content_hash;
};
static_assert(sizeof(Header) == kHeaderBytes, "the header is 64 bytes, without padding");

// The metadata, appended field by field in the machine's own byte order.
class Writer {
  public:
    template <class T>
    void number(T v) {
        static_assert(std::is_integral<T>::value, "integers only");
        out_.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    void text(const std::string& s) {
        number(static_cast<uint32_t>(s.size()));
        out_ += s;
    }
    const std::string& bytes() const { return out_; }

  private:
    std::string out_;
};

// The metadata read back; every read is bounds-checked, and a failed one makes ok() false.
class Reader {
  public:
    explicit Reader(const std::string& bytes) : bytes_(bytes) {}
    template <class T>
    T number() {
        T v{};
        if (!take(sizeof v)) return v;
        std::memcpy(&v, bytes_.data() + at_ - sizeof v, sizeof v);
        return v;
    }
    // Printable ASCII only, at most kMaxText bytes: names end up in messages and solutions.
    std::string text() {
        const auto n = number<uint32_t>();
        if (n > kMaxText || !take(n)) return fail();
        std::string s = bytes_.substr(at_ - n, n);
        for (const char c : s)
            if (c < 0x20 || c > 0x7e) return fail();
        return s;
    }
    bool ok() const { return ok_; }
    bool at_end() const { return at_ == bytes_.size(); }

  private:
    bool take(size_t n) {
        if (!ok_ || bytes_.size() - at_ < n) return ok_ = false;
        at_ += n;
        return true;
    }
    std::string fail() {
        ok_ = false;
        return {};
    }
    const std::string& bytes_;
    size_t at_ = 0;
    bool ok_ = true;
};

std::string metadata(const ModelKey& key, const PuzzleModel& model) {
    Writer w;
    for (const std::string* s :
         {&key.puzzle, &key.metric, &key.gens, &model.puzzle, &model.metric, &model.gens})
        w.text(*s);
    w.number(model.definition_hash);
    w.number(model.solved_index);
    w.number(static_cast<int32_t>(model.pull_group));
    w.number(static_cast<uint32_t>(model.moves.size()));
    for (const Move& m : model.moves) {
        w.text(m.name);
        w.number(static_cast<int32_t>(m.inverse));
    }
    w.number(static_cast<uint32_t>(model.coords.size()));
    for (const Coordinate& c : model.coords) {
        w.text(c.name);
        w.number(c.size);
        w.number(static_cast<uint32_t>(c.kind));
        w.number(static_cast<int32_t>(c.source));
        w.number(static_cast<uint64_t>(c.move_table.size()));
        w.number(static_cast<uint64_t>(c.parity.size()));
    }
    return w.bytes();
}

// The model's names and numbers, with each coordinate's tables sized but not yet read; false
// for metadata that does not parse, is not for `key`, or exceeds the bounds.
bool parse_metadata(const std::string& bytes, const ModelKey& key, PuzzleModel& model,
                    uint64_t& array_bytes) {
    Reader r(bytes);
    if (r.text() != key.puzzle || r.text() != key.metric || r.text() != key.gens || !r.ok())
        return false;
    model.puzzle = r.text();
    model.metric = r.text();
    model.gens = r.text();
    model.definition_hash = r.number<uint64_t>();
    model.solved_index = r.number<uint64_t>();
    model.pull_group = r.number<int32_t>();
    const auto num_moves = r.number<uint32_t>();
    if (!r.ok() || num_moves == 0 || num_moves > static_cast<uint32_t>(kMaxMoves)) return false;
    model.moves.resize(num_moves);
    for (Move& m : model.moves) {
        m.name = r.text();
        m.inverse = r.number<int32_t>();
    }
    const auto num_coords = r.number<uint32_t>();
    if (!r.ok() || num_coords == 0 || num_coords > static_cast<uint32_t>(kMaxCoords)) return false;
    model.coords.resize(num_coords);
    array_bytes = 0;
    for (Coordinate& c : model.coords) {
        c.name = r.text();
        c.size = r.number<uint32_t>();
        const auto kind = r.number<uint32_t>();
        c.source = r.number<int32_t>();
        const auto table = r.number<uint64_t>();
        const auto parity = r.number<uint64_t>();
        if (!r.ok() || kind > kCoordParityHalf || table > kMaxArrays / 4 || parity > kMaxArrays)
            return false;
        c.kind = static_cast<CoordKind>(kind);
        array_bytes += table * 4 + parity; // at most 4 coordinates of 2 GiB each: no overflow
        if (array_bytes > kMaxArrays) return false;
        c.move_table.resize(table);
        c.parity.resize(parity);
    }
    return r.ok() && r.at_end() && model.pull_group > 0 &&
           model.pull_group <= static_cast<int>(num_moves);
}

bool read_exactly(int fd, void* to, uint64_t size) {
    auto* p = static_cast<char*>(to);
    while (size > 0) {
        const ssize_t n = ::read(fd, p, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        p += n;
        size -= static_cast<uint64_t>(n);
    }
    return true;
}

struct Descriptor {
    int fd;
    ~Descriptor() {
        if (fd >= 0) ::close(fd);
    }
};

} // namespace

uint64_t model_key_hash(const ModelKey& key) {
    std::string bytes;
    for (const std::string* s : {&key.puzzle, &key.metric, &key.gens}) bytes.append(*s) += '\0';
    return XXH3_64bits(bytes.data(), bytes.size());
}

uint64_t model_file_build_hash() {
    static const uint64_t hash = [] {
        const std::string& id = program_build_id();
        if (id.empty()) return uint64_t{0};
        const uint64_t h = XXH3_64bits(id.data(), id.size());
        return h == 0 ? uint64_t{1} : h;
    }();
    return hash;
}

void write_model_file(const std::string& path, const ModelKey& key, const PuzzleModel& model) {
    const std::string meta = metadata(key, model);
    Header h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.version = kVersion;
    h.build_hash = model_file_build_hash();
    h.key_hash = model_key_hash(key);
    h.metadata_bytes = meta.size();
    for (const Coordinate& c : model.coords)
        h.array_bytes += c.move_table.size() * sizeof(uint32_t) + c.parity.size();
    Xxh3Stream hash;
    hash.add(&h, kHashedHeaderBytes);
    hash.add(meta.data(), meta.size());
    for (const Coordinate& c : model.coords) {
        hash.add(c.move_table.data(), c.move_table.size() * sizeof(uint32_t));
        hash.add(c.parity.data(), c.parity.size());
    }
    h.content_hash = hash.digest();
    AtomicFile file(path);
    file.write(&h, sizeof h);
    file.write(meta.data(), meta.size());
    for (const Coordinate& c : model.coords) {
        file.write(c.move_table.data(), c.move_table.size() * sizeof(uint32_t));
        file.write(c.parity.data(), c.parity.size());
    }
    file.commit(Durability::RenameOnly);
}

std::optional<PuzzleModel> read_model_file(const std::string& path, const ModelKey& key) {
    if (model_file_build_hash() == 0) return std::nullopt;
    // Not waiting on a FIFO, not following a link planted at the name.
    const Descriptor file{
        ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC)};
    // Only this user's files: in a folder others can write to (TWOBIT_CACHE=/tmp/x), anyone
    // could compute a matching hash (XXH3 is no signature) for a model that is consistent
    // but wrong, and every table made from it would be wrong too.
    struct stat st {};
    if (file.fd < 0 || ::fstat(file.fd, &st) != 0 || !S_ISREG(st.st_mode) ||
        st.st_uid != ::geteuid())
        return std::nullopt;
    Header h{};
    if (!read_exactly(file.fd, &h, sizeof h) || std::memcmp(h.magic, kMagic, sizeof kMagic) != 0 ||
        h.version != kVersion || h.build_hash != model_file_build_hash() ||
        h.key_hash != model_key_hash(key) || h.reserved != 0 || h.metadata_bytes > kMaxMetadata ||
        h.array_bytes > kMaxArrays ||
        static_cast<uint64_t>(st.st_size) != kHeaderBytes + h.metadata_bytes + h.array_bytes)
        return std::nullopt;
    std::string meta(h.metadata_bytes, '\0');
    if (!read_exactly(file.fd, meta.data(), meta.size())) return std::nullopt;
    PuzzleModel model;
    uint64_t array_bytes = 0;
    if (!parse_metadata(meta, key, model, array_bytes) || array_bytes != h.array_bytes)
        return std::nullopt;
    Xxh3Stream hash;
    hash.add(&h, kHashedHeaderBytes);
    hash.add(meta.data(), meta.size());
    for (Coordinate& c : model.coords) {
        const uint64_t table_bytes = c.move_table.size() * sizeof(uint32_t);
        if (!read_exactly(file.fd, c.move_table.data(), table_bytes) ||
            !read_exactly(file.fd, c.parity.data(), c.parity.size()))
            return std::nullopt;
        hash.add(c.move_table.data(), table_bytes);
        hash.add(c.parity.data(), c.parity.size());
    }
    if (hash.digest() != h.content_hash) return std::nullopt;
    try {
        model.validate();
    } catch (const std::logic_error&) {
        return std::nullopt;
    }
    return model;
}

} // namespace twobit
