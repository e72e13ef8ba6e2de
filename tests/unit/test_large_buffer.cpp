// Zero-filled mappings (host/io/large_buffer.hpp): LargeBuffer and the frontier lists'
// PageAllocator. Every size gives zeroed, writable memory of at least that size; from 64 KiB
// up it is 2 MiB-aligned whole huge pages of its own, eligible for transparent huge pages
// where the kernel has them on; vectors keep their contents across the switch from the heap
// to mappings.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string>
#include <sys/mman.h>
#include <utility>
#include <vector>

#include "host/io/large_buffer.hpp"

namespace twobit {
namespace {

constexpr size_t kTwoMiB = size_t{2} << 20;

bool all_zero(const void* p, size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i)
        if (b[i] != 0) return false;
    return true;
}

// The "THPeligible" line of the mapping that holds address, from /proc/self/smaps: 1 when
// the kernel may back it with huge pages. -1 when it cannot be read.
int thp_eligible(const void* address) {
    std::ifstream smaps("/proc/self/smaps");
    const auto a = reinterpret_cast<uintptr_t>(address);
    std::string line;
    bool inside = false;
    while (std::getline(smaps, line)) {
        unsigned long long lo = 0, hi = 0;
        if (std::sscanf(line.c_str(), "%llx-%llx ", &lo, &hi) == 2) { // a mapping's first line
            inside = a >= lo && a < hi;
            continue;
        }
        if (inside && line.rfind("THPeligible:", 0) == 0)
            return std::stoi(line.substr(std::strlen("THPeligible:")));
    }
    return -1;
}

bool huge_pages_enabled() {
    std::ifstream f("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string s;
    std::getline(f, s);
    return !s.empty() && s.find("[never]") == std::string::npos;
}

TEST(LargeBuffer, EverySizeIsZeroedWritableAndHugeOnesAreAligned) {
    for (const size_t bytes :
         {size_t{0}, size_t{1}, size_t{4095}, size_t{4097}, kHugePagesFrom - 1, kHugePagesFrom,
          size_t{256} << 10, (size_t{1} << 20) + 5, size_t{5} << 20}) {
        SCOPED_TRACE(bytes);
        LargeBuffer buffer(bytes);
        ASSERT_NE(buffer.data(), nullptr);
        EXPECT_TRUE(all_zero(buffer.data(), bytes));
        auto* b = static_cast<unsigned char*>(buffer.data());
        if (bytes > 0) {
            b[bytes - 1] = 2;
            b[0] = 1;
            EXPECT_EQ(b[0], 1);
            EXPECT_EQ(b[bytes - 1], bytes == 1 ? 1 : 2);
        }
        if (bytes >= kHugePagesFrom) {
            EXPECT_EQ(reinterpret_cast<uintptr_t>(buffer.data()) % kTwoMiB, 0u);
            // Whole huge pages: the rounded-up tail is mapped, zeroed and writable too.
            const size_t mapped = mapped_bytes(bytes);
            EXPECT_EQ(mapped % kTwoMiB, 0u);
            EXPECT_GE(mapped, bytes);
            EXPECT_LT(mapped - bytes, kTwoMiB);
            EXPECT_TRUE(all_zero(b + bytes, mapped - bytes));
            b[mapped - 1] = 3;
            if (huge_pages_enabled()) {
                EXPECT_EQ(thp_eligible(buffer.data()), 1);
            }
        }
    }
}

TEST(PageAllocator, AMappingGivenBackIsKeptForItsLength) {
    const size_t bytes = 300000;
    void* first = take_pages(bytes);
    static_cast<char*>(first)[bytes - 1] = 'k';
    give_back_pages(first, bytes);
    void* again = take_pages(bytes);
    EXPECT_EQ(again, first);
    EXPECT_EQ(static_cast<char*>(again)[bytes - 1], 'k');
    give_back_pages(again, bytes);
    release_kept_pages();
    void* fresh = take_pages(bytes);
    EXPECT_EQ(static_cast<char*>(fresh)[bytes - 1], 0);
    give_back_pages(fresh, bytes);
    release_kept_pages();
}

TEST(LargeBuffer, LargeAndSparseBuffersFaultInAsTouched) {
    // Above 64 MiB nothing is populated up front; sparse ones reserve no memory at all. Both
    // read as zeros wherever they are touched.
    LargeBuffer large(size_t{70} << 20);
    LargeBuffer sparse(size_t{1} << 30, true);
    for (LargeBuffer* buffer : {&large, &sparse}) {
        auto* b = static_cast<unsigned char*>(buffer->data());
        EXPECT_EQ(reinterpret_cast<uintptr_t>(b) % kTwoMiB, 0u);
        for (const size_t at : {size_t{0}, size_t{33} << 20, (size_t{70} << 20) - 1}) {
            EXPECT_EQ(b[at], 0);
            b[at] = 7;
            EXPECT_EQ(b[at], 7);
        }
    }
}

TEST(LargeBuffer, MovingHandsTheMappingOver) {
    LargeBuffer a(size_t{1} << 20);
    static_cast<char*>(a.data())[12345] = 'x';
    void* where = a.data();
    LargeBuffer b(std::move(a));
    EXPECT_EQ(a.data(), nullptr);
    EXPECT_EQ(b.data(), where);
    LargeBuffer c(100);
    c = std::move(b);
    EXPECT_EQ(c.data(), where);
    EXPECT_EQ(static_cast<char*>(c.data())[12345], 'x');
}

TEST(PageAllocator, VectorsKeepTheirContentsFromTheHeapIntoMappings) {
    using List = std::vector<uint64_t, PageAllocator<uint64_t>>;
    List list;
    const uint64_t n = 200000; // 1.6 MB: grows from the heap past kHugePagesFrom
    for (uint64_t i = 0; i < n; ++i) list.push_back(i * 2654435761u);
    ASSERT_EQ(list.size(), n);
    for (uint64_t i = 0; i < n; ++i) ASSERT_EQ(list[i], i * 2654435761u) << i;
    EXPECT_EQ(reinterpret_cast<uintptr_t>(list.data()) % kTwoMiB, 0u);
    List copy = list;
    EXPECT_EQ(copy, list);
    List small(10, 5);
    small.swap(list);
    EXPECT_EQ(small.size(), n);
    EXPECT_EQ(list, List(10, 5));
    List().swap(small); // the mapping is given back
    EXPECT_TRUE(small.empty());
    List reserved;
    reserved.reserve(size_t{3} << 20); // 24 MB reserved, a little of it used
    reserved.assign(1000, 9);
    EXPECT_EQ(reserved.back(), 9u);
    EXPECT_THROW(reserved.reserve(reserved.max_size() + 1), std::length_error);
}

TEST(PageAllocator, AMappingGivenBackServesTheNextRequestOfItsLength) {
    // A length no other test asks for (5 huge pages), small enough to be kept beside what
    // the other tests of this binary give back (about 34 MiB, under the 64 MiB kept).
    const size_t bytes = (size_t{10} << 20) - 1;
    void* first = take_pages(bytes);
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(first) % kTwoMiB, 0u);
    static_cast<char*>(first)[bytes - 1] = 'k';
    give_back_pages(first, bytes);
    void* again = take_pages(bytes);
    EXPECT_EQ(again, first);
    EXPECT_EQ(static_cast<char*>(again)[bytes - 1], 'k'); // reused as it was, not zeroed
    void* other = take_pages(bytes);                      // none kept now: a new mapping
    EXPECT_NE(other, again);
    give_back_pages(again, bytes);
    give_back_pages(other, bytes);
    give_back_pages(nullptr, bytes); // nothing
    release_kept_pages();            // none kept now: a new, zeroed mapping
    void* fresh = take_pages(bytes);
    EXPECT_EQ(static_cast<char*>(fresh)[bytes - 1], 0);
    give_back_pages(fresh, bytes);
}

} // namespace
} // namespace twobit
