// DistanceTable: the 2-bit-per-state table in memory, as 64-bit words (entry i in bits
// 2*(i%32).. of word i/32; see kernels/table_word.hpp for the encoding). Owns the storage
// and gives word, entry and byte views; it does not search, save or load.
#pragma once

#include <cstdint>

#include "host/io/large_buffer.hpp"

#include "kernels/table_word.hpp"

namespace twobit {

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "table bytes are the little-endian image of the words");

class DistanceTable {
  public:
    // Allocates (zero-filled, which no caller relies on: a search fills it); throws
    // std::bad_alloc.
    explicit DistanceTable(uint64_t num_states);
    // Address space for every entry, memory only for the pages written (LargeBuffer's sparse
    // kind): an MPI rank's table, of which it holds one slice.
    static DistanceTable sparse(uint64_t num_states);

    uint64_t num_states() const { return num_states_; }
    uint64_t num_words() const { return num_table_words(num_states_); }
    // Payload size in a table file: 4 entries per byte, the last byte padded with 3s.
    uint64_t num_bytes() const { return (num_states_ + 3) / 4; }

    Word* words() { return words_; }
    const Word* words() const { return words_; }
    const uint8_t* bytes() const { return reinterpret_cast<const uint8_t*>(words_); }
    uint8_t* bytes() { return reinterpret_cast<uint8_t*>(words_); }

    unsigned get(uint64_t index) const { return entry_of(words_[index / 32], index % 32); }
    void set(uint64_t index, unsigned value);

    // Sets every entry (padding included) to value.
    void fill(unsigned value);

  private:
    DistanceTable(uint64_t num_states, bool sparse);
    uint64_t num_states_;
    LargeBuffer storage_; // huge pages from 2 MiB up: the search reads it at random
    Word* words_;
};

// A complete table's bytes wherever they are (a DistanceTable, a file read or mapped): entry i
// in bits 2*(i%4) of byte i/4, as in memory and in files, and the table's God's number.
struct TableBytes {
    const uint8_t* bytes = nullptr;
    uint64_t states = 0;
    int max_depth = 0;
    unsigned get(uint64_t index) const { return (bytes[index / 4] >> (2 * (index % 4))) & 3u; }
};

} // namespace twobit
