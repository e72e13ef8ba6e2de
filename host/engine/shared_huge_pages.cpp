// Small mappings packed into shared huge pages; see shared_huge_pages.hpp.
#include "host/engine/shared_huge_pages.hpp"

#include <cstdint>
#include <mutex>
#include <new>
#include <sys/mman.h>
#include <vector>

#include "host/engine/large_buffer.hpp"

namespace twobit {

namespace {

constexpr size_t kHugePage = size_t{2} << 20;
constexpr size_t kPieceAlignment = 4096;
#ifndef MADV_POPULATE_WRITE
constexpr int MADV_POPULATE_WRITE = 23; // Linux 5.14; older kernels refuse it (EINVAL)
#endif

struct SharedPage {
    char* start;
    size_t used;  // bytes handed out from the start; never handed out again
    size_t alive; // pieces not given back yet
};

struct SharedPages {
    std::mutex mutex;
    std::vector<SharedPage> pages; // the last one is being filled
};

SharedPages& shared_pages() {
    static SharedPages* pages = new SharedPages; // never destroyed: buffers may outlive statics
    return *pages;
}

} // namespace

size_t shared_piece_bytes(size_t bytes) {
    return (bytes + kPieceAlignment - 1) / kPieceAlignment * kPieceAlignment;
}

void* take_shared_piece(size_t bytes, bool populate) {
    if (bytes == 0 || bytes >= kSharedPiecesBelow) throw std::bad_alloc();
    const size_t length = shared_piece_bytes(bytes);
    SharedPages& shared = shared_pages();
    char* piece = nullptr;
    {
        std::lock_guard<std::mutex> lock(shared.mutex);
        if (shared.pages.empty() || shared.pages.back().used + length > kHugePage) {
            shared.pages.reserve(shared.pages.size() + 1); // nothing leaks if this throws
            void* page = map_zeroed(kHugePage, Paging::OnTouch);
            shared.pages.push_back({static_cast<char*>(page), 0, 0});
        }
        SharedPage& page = shared.pages.back();
        piece = page.start + page.used;
        page.used += length;
        ++page.alive;
    }
    // Where the huge page is already there this maps nothing; without transparent huge
    // pages it maps the piece's own 4 KiB pages. A refusal leaves them to fault in as
    // touched.
    if (populate) madvise(piece, length, MADV_POPULATE_WRITE);
    return piece;
}

bool give_back_shared_piece(void* start) {
    const auto* p = static_cast<const char*>(start);
    SharedPages& shared = shared_pages();
    void* emptied = nullptr;
    {
        std::lock_guard<std::mutex> lock(shared.mutex);
        size_t i = 0;
        while (i < shared.pages.size() &&
               !(p >= shared.pages[i].start && p < shared.pages[i].start + kHugePage))
            ++i;
        if (i == shared.pages.size()) return false;
        if (--shared.pages[i].alive == 0) {
            // Even the page being filled goes: what it handed out is no longer zeroed.
            emptied = shared.pages[i].start;
            shared.pages.erase(shared.pages.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
    if (emptied != nullptr) munmap(emptied, kHugePage);
    return true;
}

} // namespace twobit
