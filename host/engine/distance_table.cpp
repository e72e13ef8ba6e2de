// DistanceTable storage; see distance_table.hpp.
#include "host/engine/distance_table.hpp"

#include <cstring>

namespace twobit {

DistanceTable::DistanceTable(uint64_t num_states) : DistanceTable(num_states, false) {}

DistanceTable::DistanceTable(uint64_t num_states, bool sparse)
    : num_states_(num_states), storage_(num_words() * sizeof(Word), sparse),
      words_(static_cast<Word*>(storage_.data())) {}

DistanceTable DistanceTable::sparse(uint64_t num_states) {
    return DistanceTable(num_states, true);
}

void DistanceTable::set(uint64_t index, unsigned value) {
    Word& w = words_[index / 32];
    const unsigned shift = 2 * static_cast<unsigned>(index % 32);
    w = (w & ~(Word{3} << shift)) | (Word{value & 3u} << shift);
}

void DistanceTable::fill(unsigned value) {
    std::memset(words_, static_cast<int>((value & 3u) * 0x55u), num_words() * sizeof(Word));
}

} // namespace twobit
