// DistanceTable storage; see distance_table.hpp.
#include "host/engine/distance_table.hpp"

#include <cstdlib>
#include <cstring>
#include <new>

namespace twobit {

namespace {
constexpr size_t kAlignment = 64; // one cache line
}

void DistanceTable::FreeDeleter::operator()(Word* p) const {
    std::free(p);
}

DistanceTable::DistanceTable(uint64_t num_states) : num_states_(num_states) {
    const size_t bytes = (num_words() * sizeof(Word) + kAlignment - 1) / kAlignment * kAlignment;
    void* p = std::aligned_alloc(kAlignment, bytes == 0 ? kAlignment : bytes);
    if (p == nullptr) throw std::bad_alloc();
    words_.reset(static_cast<Word*>(p));
}

void DistanceTable::set(uint64_t index, unsigned value) {
    Word& w = words_[index / 32];
    const unsigned shift = 2 * static_cast<unsigned>(index % 32);
    w = (w & ~(Word{3} << shift)) | (Word{value & 3u} << shift);
}

void DistanceTable::fill(unsigned value) {
    std::memset(words_.get(), static_cast<int>((value & 3u) * 0x55u), num_words() * sizeof(Word));
}

} // namespace twobit
