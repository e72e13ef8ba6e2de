// The CPU launcher's per-thread touched bitsets of a bitset push (one bit per state per
// thread): marks land in the calling thread's set without atomics, the merge ORs the sets
// word by word and clears what it read. (An MPI rank's threads share one bitmap instead:
// host/engine/slice_steps_cpu.cpp.)
#pragma once

#include <cstdint>
#include <vector>

#include "host/io/large_buffer.hpp"

namespace twobit {

// One touched bitset per thread (one bit per state), zeroed, for PushMode::Bitset. The
// merge clears what it reads, so they are zero again between levels. A pull level borrows
// the first as its frontier's bitmap and clears it after (search_cpu.cpp).
class TouchedBitsets {
  public:
    TouchedBitsets(int threads, uint64_t num_states) : num_words_((num_states + 63) / 64) {
        // Zero pages from the kernel: they cost nothing until a level touches them.
        for (int t = 0; t < threads; ++t) sets_.emplace_back(num_words_ * 8);
        for (auto& s : sets_) words_.push_back(static_cast<uint64_t*>(s.data()));
    }
    uint64_t* of(int thread) { return words_[static_cast<size_t>(thread)]; }
    int64_t num_words() const { return static_cast<int64_t>(num_words_); }
    bool fits(int threads, uint64_t num_states) const {
        return sets_.size() == static_cast<size_t>(threads) && num_words_ == (num_states + 63) / 64;
    }
    uint64_t bytes() const { return sets_.size() * num_words_ * 8; }

    // OR of every thread's bits in word i, which it zeroes. Words already zero are not
    // written: most are, and a write would dirty (or first fault in) their cache line.
    uint64_t take(int64_t i) {
        if (words_.size() == 1) { // (one thread: no loop over the sets)
            uint64_t& word = words_[0][i];
            const uint64_t bits = word;
            if (bits != 0) word = 0;
            return bits;
        }
        uint64_t bits = 0;
        for (uint64_t* s : words_) {
            uint64_t& word = s[i];
            if (word == 0) continue;
            bits |= word;
            word = 0;
        }
        return bits;
    }

  private:
    uint64_t num_words_;
    std::vector<LargeBuffer> sets_; // huge pages from 2 MiB up: marks land at random
    std::vector<uint64_t*> words_;
};

} // namespace twobit
