// Zero-filled memory for the search's big arrays (the distance table, the touched bitsets,
// the frontier lists), as anonymous mappings: LargeBuffer owns one, PageAllocator gives
// std::vector its storage from them.
//
// From 64 KiB up a mapping is 2 MiB-aligned, rounded up to whole 2 MiB pages and advised
// for transparent huge pages. On tables of gigabytes that means fewer page-table entries to
// walk for the search's random accesses (docs/ARCHITECTURE.md, "Memory"); on small ones,
// fewer page faults. The rounding costs at most 2 MiB per mapping beyond what was asked for;
// nothing reads or writes it.
#pragma once

#include <cstddef>
#include <new>

namespace twobit {

// How a mapping's pages come: all at once (below 64 MiB; above, as first touched), as first
// touched, or never reserved (MAP_NORESERVE: memory only for the pages written, as an MPI
// rank's whole-index table of which it writes only its slice).
enum class Paging { Populated, OnTouch, Sparse };

constexpr size_t kHugePagesFrom = size_t{64} << 10; // mappings this large get huge pages

// A zero-filled mapping of at least `bytes`, exactly mapped_bytes(bytes) long; throws
// std::bad_alloc.
void* map_zeroed(size_t bytes, Paging paging);
void unmap_zeroed(void* start, size_t bytes); // (bytes as given to map_zeroed)
size_t mapped_bytes(size_t bytes);

// PageAllocator's storage: a mapping of mapped_bytes(bytes), pages as first touched, NOT
// zeroed when it is one given back before. Mappings given back are kept (up to 64 MiB in
// all) for the next request of the same length: a process that searches small tables again
// and again (twobit bench, the benchmarks) then reuses its lists' pages, as it would reuse
// heap memory, instead of having 2 MiB pages zeroed for each level.
void* take_pages(size_t bytes);
void give_back_pages(void* start, size_t bytes); // (bytes as given to take_pages)
// Unmaps the mappings kept: a search of a large table calls it once its list levels are
// over, so that they do not stay beside its bitsets beyond what the memory check counted.
void release_kept_pages();

class LargeBuffer {
  public:
    LargeBuffer() = default;
    // Populated below 64 MiB unless sparse; throws std::bad_alloc.
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
    size_t bytes_ = 0;
};

// std::vector storage from take_pages from 64 KiB up, from the heap below: the search's
// frontier lists, which a fresh process otherwise faults in 4 KiB at a time.
template <class T>
struct PageAllocator {
    using value_type = T;
    PageAllocator() = default;
    template <class U>
    PageAllocator(const PageAllocator<U>&) noexcept {}

    T* allocate(size_t n) {
        if (n > static_cast<size_t>(-1) / sizeof(T)) throw std::bad_alloc();
        const size_t bytes = n * sizeof(T);
        if (bytes < kHugePagesFrom) return static_cast<T*>(::operator new(bytes));
        return static_cast<T*>(take_pages(bytes));
    }
    void deallocate(T* p, size_t n) noexcept {
        const size_t bytes = n * sizeof(T);
        if (bytes < kHugePagesFrom)
            ::operator delete(p);
        else
            give_back_pages(p, bytes);
    }
    friend bool operator==(const PageAllocator&, const PageAllocator&) { return true; }
    friend bool operator!=(const PageAllocator&, const PageAllocator&) { return false; }
};

} // namespace twobit
