// The static twobit's malloc heap on a 2 MiB huge page: linked into the static `twobit`
// only (CMakeLists.txt), run from .preinit_array before any constructor of the program.
//
// On the development VM every 4 KiB page a process touches for the first time costs about
// 10 µs (the guest's fault and the hypervisor's shadow page table), and a fresh 2x2x2
// `generate` touched about 28 pages of malloc's heap: CLI11's options, the model's strings,
// the search's lists. A 2 MiB huge page costs one fault and its zeroing (0.04-0.16 ms here).
// With the heap on one (and the code order's gaps closed), a 2-thread 2x2x2 `generate` had
// 49-50 page faults instead of 76 and took 0.15-0.7 ms less, `solve` 0.1-0.3 ms
// (bench/RESULTS.md, 2026-12-04).
//
// glibc's main arena grows the heap with brk, from wherever the kernel put the break, so the
// part of the heap that programs use first is almost never on a 2 MiB boundary. So the part
// below the next boundary is allocated once and never touched (it costs address space, not
// memory), which leaves malloc's top chunk starting at the boundary; that 2 MiB is marked for
// a huge page before anything is written in it. A top pad of 2 MiB keeps free() from giving
// part of it back to the kernel, which would split the huge page. Setting it also fixes
// glibc's mmap threshold at its 128 KiB default (glibc raises it after a large free unless
// told a setting): allocations from 128 KiB up are mapped each time, as the engine's large
// buffers are anyway (large_buffer.hpp); `bench --puzzle all` and the two-phase `solve`
// took as long as before. Nothing is done where the user tunes malloc (GLIBC_TUNABLES
// naming malloc, or a MALLOC_* variable).
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))

constexpr uintptr_t kHugePage = uintptr_t{2} << 20;
constexpr int kDefaultMmapMax = 65536; // glibc's DEFAULT_MMAP_MAX
// A glibc chunk begins with two size words, and what malloc returns follows them; a request
// of n bytes takes a chunk of n + 8 bytes rounded up to 16.
constexpr uintptr_t kChunkHeader = 2 * sizeof(size_t);

// The allocation below the boundary. Never freed: freed, it would be handed out again there.
void* filler = nullptr;

bool user_tunes_malloc() {
    if (const char* tunables = std::getenv("GLIBC_TUNABLES");
        tunables != nullptr && std::strstr(tunables, "malloc") != nullptr)
        return true;
    for (char** e = environ; e != nullptr && *e != nullptr; ++e)
        if (std::strncmp(*e, "MALLOC_", 7) == 0) return true;
    return false;
}

void heap_on_huge_page() {
    if (user_tunes_malloc()) return;
    const auto brk_end = reinterpret_cast<uintptr_t>(sbrk(0));
    if (brk_end == static_cast<uintptr_t>(-1)) return;
    // The top chunk is the free end of the heap, up to the break.
    const uintptr_t top = brk_end - mallinfo2().keepcost;
    // The first boundary at or above the break: a filler up to it does not fit in the top
    // chunk, so malloc grows the heap, by the top pad (M_TOP_PAD) past it. (A boundary inside
    // the top chunk would leave the heap ending short of boundary + 2 MiB.)
    uintptr_t boundary = (brk_end + kHugePage - 1) & ~(kHugePage - 1);
    if (boundary - top < 4 * kChunkHeader) boundary += kHugePage; // too small for a chunk
    // The filler chunk spans [top, boundary - 16): the new top chunk's header then lies just
    // below the boundary, so nothing above it is written before the madvise. It must come
    // from the heap, not from a mapping of its own (M_MMAP_MAX 0). Its request is the chunk's
    // size less the 8 bytes malloc adds.
    mallopt(M_TOP_PAD, static_cast<int>(kHugePage));
    mallopt(M_MMAP_MAX, 0);
    filler = std::malloc(boundary - kChunkHeader - top - sizeof(size_t));
    mallopt(M_MMAP_MAX, kDefaultMmapMax);
    // Where transparent huge pages are off this fails, and the heap is as it would be.
    if (filler != nullptr && reinterpret_cast<uintptr_t>(sbrk(0)) >= boundary + kHugePage)
        madvise(reinterpret_cast<void*>(boundary), kHugePage, MADV_HUGEPAGE);
}

#else

void heap_on_huge_page() {}

#endif

// Run by glibc before the program's constructors (which already allocate).
using StartFunction = void (*)();
[[gnu::section(".preinit_array"), gnu::used]] const StartFunction kHeapOnHugePage =
    heap_on_huge_page;

} // namespace
