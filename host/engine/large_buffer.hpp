// LargeBuffer: zero-filled memory for the search's big arrays (the distance table, the
// touched bitsets), as an anonymous mapping. From 2 MiB up it is 2 MiB-aligned and advised
// for transparent huge pages: the search's random accesses over tens of megabytes then miss
// the TLB far less (3x3x3 corners about 10% faster, bench/RESULTS.md). The kernel zero-fills
// the pages when first touched, so an untouched part costs nothing.
#pragma once

#include <cstddef>

namespace twobit {

class LargeBuffer {
  public:
    LargeBuffer() = default;
    // Throws std::bad_alloc when the mapping fails.
    explicit LargeBuffer(size_t bytes);
    ~LargeBuffer();
    LargeBuffer(LargeBuffer&& other) noexcept;
    LargeBuffer& operator=(LargeBuffer&& other) noexcept;
    LargeBuffer(const LargeBuffer&) = delete;
    LargeBuffer& operator=(const LargeBuffer&) = delete;

    void* data() const { return data_; }
    size_t size() const { return size_; }

  private:
    void release();
    void* data_ = nullptr;
    size_t size_ = 0; // what was asked for
    void* mapping_ = nullptr;
    size_t mapped_ = 0; // the mapping itself
};

} // namespace twobit
