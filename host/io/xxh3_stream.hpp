// XXH3-64 over bytes fed piece by piece (the hash of the whole, as XXH3_64bits of the pieces
// joined would give), for data read or written in parts: model files, model fingerprints.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <xxhash.h>

namespace twobit {

class Xxh3Stream {
  public:
    Xxh3Stream() : state_(XXH3_createState()) {
        if (state_ == nullptr) throw std::bad_alloc();
        XXH3_64bits_reset(state_);
    }
    ~Xxh3Stream() { XXH3_freeState(state_); }
    Xxh3Stream(const Xxh3Stream&) = delete;
    Xxh3Stream& operator=(const Xxh3Stream&) = delete;

    void add(const void* data, size_t size) { XXH3_64bits_update(state_, data, size); }
    uint64_t digest() const { return XXH3_64bits_digest(state_); }

  private:
    XXH3_state_t* state_;
};

} // namespace twobit
