// How the CPU launcher's threads share a level's chunks of table words. With one share per
// thread, each thread owns a contiguous share, the same one in every level, and takes its
// chunks in order; a thread whose share is done takes the next chunks of the others'
// shares. With a single share, every thread takes the next chunk of the same sequence:
// first come, first served, as OpenMP's dynamic schedule.
//
// Why owned shares, for tables that live in the caches (search_cpu.cpp: kOwnedSharesUpTo):
// a line written by one core and then read or written by another moves between their
// caches, and on the development VM that costs about 200 ns (a line's round trip between its
// two vCPUs measured 420-450 ns). First come, first served, which thread scans and writes a
// word changes from level to level, so about half of a level's scanned lines come from the
// other core. With owned shares a thread scans and writes the lines it wrote the level before
// (the bitset merge splits its words the same way), and only the reads at neighbours cross.
// Why taking from the others: a plain static split waits for its slowest thread, and on a
// shared VM a thread may lose its core for a while.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>

namespace twobit {

class OwnedChunks {
  public:
    // Chunks [0, num_chunks) in `shares` shares of consecutive chunks (at least one).
    OwnedChunks(int shares, int64_t num_chunks)
        : shares_count_(std::max(shares, 1)),
          shares_(new Share[static_cast<size_t>(shares_count_)]) {
        for (int t = 0; t < shares_count_; ++t) {
            shares_[t].next.store(num_chunks * t / shares_count_, std::memory_order_relaxed);
            shares_[t].end = num_chunks * (t + 1) / shares_count_;
        }
    }

    // The next chunk for thread `thread` (0-based), or -1 when every chunk has been taken:
    // its own share's next one (share thread % shares), else another share's. Any number of
    // threads may call it; a team smaller than the shares still takes every chunk.
    int64_t next(int thread) {
        for (int k = 0; k < shares_count_; ++k) {
            Share& share = shares_[(thread + k) % shares_count_];
            // (a plain read first: a finished share costs no atomic, and its line stays shared)
            if (share.next.load(std::memory_order_relaxed) >= share.end) continue;
            const int64_t chunk = share.next.fetch_add(1, std::memory_order_relaxed);
            if (chunk < share.end) return chunk;
        }
        return -1;
    }

  private:
    struct alignas(64) Share { // one cache line each: a thread's taking stays on its core
        std::atomic<int64_t> next{0};
        int64_t end = 0;
    };
    int shares_count_;
    std::unique_ptr<Share[]> shares_;
};

} // namespace twobit
