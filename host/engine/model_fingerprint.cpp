// Model fingerprints; see model_fingerprint.hpp and tables/FORMAT.md.
#include "host/engine/model_fingerprint.hpp"

#include <string>

#include "host/io/xxh3_stream.hpp"

namespace twobit {

namespace {

// XXH3-64 over little-endian integers and byte strings, fed as they come.
class Hasher {
  public:
    void bytes(const void* data, size_t size) { stream_.add(data, size); }
    void u32(uint32_t v) {
        uint8_t b[4];
        for (int i = 0; i < 4; ++i) b[i] = static_cast<uint8_t>(v >> (8 * i));
        bytes(b, sizeof b);
    }
    void u64(uint64_t v) {
        uint8_t b[8];
        for (int i = 0; i < 8; ++i) b[i] = static_cast<uint8_t>(v >> (8 * i));
        bytes(b, sizeof b);
    }
    void text(const std::string& s) {
        u64(s.size());
        bytes(s.data(), s.size());
    }
    uint64_t digest() const { return stream_.digest(); }

  private:
    Xxh3Stream stream_;
};

} // namespace

uint64_t model_fingerprint(const PuzzleModel& model) {
    static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "move tables are hashed as stored");
    Hasher h;
    h.text("twobit model fingerprint 1");
    h.u32(static_cast<uint32_t>(model.coords.size()));
    for (const Coordinate& c : model.coords) {
        h.u32(c.size);
        h.u32(static_cast<uint32_t>(c.kind));
        h.u32(static_cast<uint32_t>(c.source));
        // (Only where it is used, so that every other model keeps its fingerprint.)
        if (c.kind == kCoordComposeBySource) h.u32(c.compose_width);
        h.u64(c.move_table.size());
        h.bytes(c.move_table.data(), c.move_table.size() * sizeof(uint32_t));
        h.u64(c.parity.size());
        h.bytes(c.parity.data(), c.parity.size());
    }
    h.u32(static_cast<uint32_t>(model.moves.size()));
    for (const Move& m : model.moves) {
        h.text(m.name);
        h.u32(static_cast<uint32_t>(m.inverse));
    }
    h.u64(model.solved_index);
    return h.digest();
}

} // namespace twobit
