// LargeBuffer: zero-filled memory for the search's big arrays (the distance table, the
// touched bitsets), as an anonymous mapping. From 2 MiB up it is 2 MiB-aligned and advised
// for transparent huge pages, so that the search's random accesses over gigabytes walk
// fewer page-table entries (on the 2x2x2 and the corners no change was measurable). Below
// 64 MiB the pages are mapped at once; above, the kernel zero-fills them when first
// touched, so an untouched part costs nothing.
#pragma once

#include <cstddef>

namespace twobit {

class LargeBuffer {
  public:
    LargeBuffer() = default;
    // Throws std::bad_alloc when the mapping fails. A sparse buffer only reserves address
    // space (MAP_NORESERVE, nothing populated): memory is taken by the pages written, as an
    // MPI rank's whole-index table of which it writes only its slice.
    explicit LargeBuffer(size_t bytes, bool sparse = false);
    ~LargeBuffer();
    LargeBuffer(LargeBuffer&& other) noexcept;
    LargeBuffer& operator=(LargeBuffer&& other) noexcept;
    LargeBuffer(const LargeBuffer&) = delete;
    LargeBuffer& operator=(const LargeBuffer&) = delete;

    void* data() const { return data_; }

  private:
    void release();
    void* data_ = nullptr;
    void* mapping_ = nullptr;
    size_t mapped_ = 0; // the mapping itself
};

} // namespace twobit
