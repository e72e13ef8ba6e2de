// The mappings behind LargeBuffer and PageAllocator; see large_buffer.hpp.
#include "host/io/large_buffer.hpp"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace twobit {

namespace {

constexpr size_t kHugePage = size_t{2} << 20;
constexpr size_t kPopulateBelow = size_t{64} << 20;
#ifndef MADV_POPULATE_WRITE
constexpr int MADV_POPULATE_WRITE = 23; // Linux 5.14; older kernels refuse it (EINVAL)
#endif

// Maps every page of [start, start + bytes) now, as huge pages where the kernel gives them:
// one call where the kernel has it, else one write per 4 KiB page, of which only the first
// of each huge page faults.
void populate(void* start, size_t bytes) {
    if (madvise(start, bytes, MADV_POPULATE_WRITE) == 0) return;
    const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    volatile char* p = static_cast<volatile char*>(start);
    for (size_t i = 0; i < bytes; i += page) p[i] = 0;
}

void unmap(void* start, size_t length) {
    munmap(start, length);
}

} // namespace

size_t mapped_bytes(size_t bytes) {
    if (bytes < kHugePagesFrom) return bytes == 0 ? 1 : bytes;
    return (bytes + kHugePage - 1) / kHugePage * kHugePage;
}

void* map_zeroed(size_t bytes, Paging paging) {
    const size_t length = mapped_bytes(bytes);
    const bool huge = bytes >= kHugePagesFrom;
    const bool populated = paging == Paging::Populated && bytes < kPopulateBelow;
    // Small mappings are populated by mmap itself: one call costs a fraction of the page
    // faults that a first touch of each page would take. Huge ones after the advice, which
    // MAP_POPULATE would come before.
    const int flags = paging == Paging::Sparse ? MAP_NORESERVE
                      : populated && !huge     ? MAP_POPULATE
                                               : 0;
    // A huge mapping gets room to align its start, and the slack is unmapped again.
    const size_t asked = length + (huge ? kHugePage : 0);
    void* mapping =
        mmap(nullptr, asked, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | flags, -1, 0);
    if (mapping == MAP_FAILED) throw std::bad_alloc();
    if (!huge) return mapping;
    const auto base = reinterpret_cast<uintptr_t>(mapping);
    const uintptr_t start = (base + kHugePage - 1) & ~(uintptr_t{kHugePage} - 1);
    if (start > base) munmap(mapping, start - base);
    const uintptr_t end = start + length;
    if (end < base + asked) munmap(reinterpret_cast<void*>(end), base + asked - end);
    void* aligned = reinterpret_cast<void*>(start);
    // Advice only: where transparent huge pages are off this does nothing, and that is fine
    // (the populate below then maps 4 KiB pages).
    madvise(aligned, length, MADV_HUGEPAGE);
    if (populated) populate(aligned, length);
    return aligned;
}

void unmap_zeroed(void* start, size_t bytes) {
    if (start != nullptr) unmap(start, mapped_bytes(bytes));
}

namespace {

// The mappings PageAllocator gave back, for take_pages to hand out again.
struct KeptPages {
    static constexpr size_t kMaxBytes = size_t{64} << 20;
    static constexpr size_t kMaxMappings = 16;
    std::mutex mutex;
    std::vector<std::pair<void*, size_t>> mappings; // start, length
    size_t bytes = 0;
};

KeptPages& kept_pages() {
    static KeptPages* kept = new KeptPages; // never destroyed: lists may outlive statics
    return *kept;
}

} // namespace

void* take_pages(size_t bytes) {
    const size_t length = mapped_bytes(bytes);
    KeptPages& kept = kept_pages();
    {
        std::lock_guard<std::mutex> lock(kept.mutex);
        for (size_t i = 0; i < kept.mappings.size(); ++i) {
            if (kept.mappings[i].second != length) continue;
            void* start = kept.mappings[i].first;
            kept.mappings.erase(kept.mappings.begin() + static_cast<std::ptrdiff_t>(i));
            kept.bytes -= length;
            return start;
        }
    }
    return map_zeroed(bytes, Paging::OnTouch);
}

void give_back_pages(void* start, size_t bytes) {
    if (start == nullptr) return;
    const size_t length = mapped_bytes(bytes);
    KeptPages& kept = kept_pages();
    {
        std::lock_guard<std::mutex> lock(kept.mutex);
        if (kept.mappings.size() < KeptPages::kMaxMappings &&
            kept.bytes + length <= KeptPages::kMaxBytes) {
            kept.mappings.emplace_back(start, length);
            kept.bytes += length;
            return;
        }
    }
    unmap(start, length);
}

void release_kept_pages() {
    KeptPages& kept = kept_pages();
    std::lock_guard<std::mutex> lock(kept.mutex);
    for (const auto& [start, length] : kept.mappings) unmap(start, length);
    kept.mappings.clear();
    kept.bytes = 0;
}

LargeBuffer::LargeBuffer(size_t bytes, bool sparse)
    : data_(map_zeroed(bytes, sparse ? Paging::Sparse : Paging::Populated)), bytes_(bytes) {}

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
        std::swap(bytes_, other.bytes_);
    }
    return *this;
}

void LargeBuffer::release() {
    unmap_zeroed(data_, bytes_);
    data_ = nullptr;
    bytes_ = 0;
}

} // namespace twobit
