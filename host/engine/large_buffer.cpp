// LargeBuffer's mapping; see large_buffer.hpp.
#include "host/engine/large_buffer.hpp"

#include <cstdint>
#include <new>
#include <sys/mman.h>
#include <utility>

namespace twobit {

namespace {
constexpr size_t kHugePage = size_t{2} << 20;
constexpr size_t kPopulateBelow = size_t{64} << 20;
} // namespace

LargeBuffer::LargeBuffer(size_t bytes, bool sparse) {
    const bool huge = bytes >= kHugePage;
    // Room to align the start to a huge page; the slack stays mapped but is never touched.
    mapped_ = (bytes == 0 ? 1 : bytes) + (huge ? kHugePage : 0);
    // Small buffers are populated at once: one call that maps every page costs a fraction of
    // the page faults that a first touch of each page would take (about 8 us each on a VM;
    // a tenth of a 2x2x2 search). Large ones fault in as the search's threads first touch
    // them, in parallel, and huge pages make those faults few.
    const int populate = sparse ? MAP_NORESERVE : bytes < kPopulateBelow ? MAP_POPULATE : 0;
    mapping_ = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | populate, -1, 0);
    if (mapping_ == MAP_FAILED) {
        mapping_ = nullptr;
        throw std::bad_alloc();
    }
    auto start = reinterpret_cast<uintptr_t>(mapping_);
    if (huge) {
        start = (start + kHugePage - 1) & ~(uintptr_t{kHugePage} - 1);
        // Advice only: where transparent huge pages are off this does nothing, and that is fine.
        madvise(reinterpret_cast<void*>(start), bytes, MADV_HUGEPAGE);
    }
    data_ = reinterpret_cast<void*>(start);
}

LargeBuffer::~LargeBuffer() {
    release();
}

LargeBuffer::LargeBuffer(LargeBuffer&& other) noexcept {
    *this = std::move(other);
}

LargeBuffer& LargeBuffer::operator=(LargeBuffer&& other) noexcept {
    if (this != &other) {
        release();
        std::swap(data_, other.data_);
        std::swap(mapping_, other.mapping_);
        std::swap(mapped_, other.mapped_);
    }
    return *this;
}

void LargeBuffer::release() {
    if (mapping_ != nullptr) munmap(mapping_, mapped_);
    data_ = mapping_ = nullptr;
    mapped_ = 0;
}

} // namespace twobit
