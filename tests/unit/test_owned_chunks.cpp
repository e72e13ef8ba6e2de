// OwnedChunks (host/engine/owned_chunks.hpp), the CPU launcher's split of a level's chunks:
// every chunk is handed out exactly once, whatever the team; a thread takes its own share
// first and in order; once its share is done it takes the others' chunks; with one share
// every thread takes the next chunk of one sequence.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <omp.h>
#include <vector>

#include "host/engine/owned_chunks.hpp"

namespace twobit {
namespace {

// Which thread took each chunk (-1: none), chunks taken by a team of `team` threads from
// `shares` shares; fails if a chunk is taken twice.
std::vector<int> taken_by(int shares, int team, int64_t num_chunks) {
    OwnedChunks chunks(shares, num_chunks);
    std::vector<int> taker(static_cast<size_t>(num_chunks), -1);
    std::vector<int> twice(static_cast<size_t>(team), 0);
#pragma omp parallel num_threads(team)
    {
        const int thread = omp_get_thread_num();
        for (int64_t c = chunks.next(thread); c >= 0; c = chunks.next(thread)) {
            int& slot = taker[static_cast<size_t>(c)];
            if (slot != -1) ++twice[static_cast<size_t>(thread)];
            slot = thread;
        }
    }
    for (int t = 0; t < team; ++t) EXPECT_EQ(twice[static_cast<size_t>(t)], 0) << "thread " << t;
    return taker;
}

TEST(OwnedChunks, EveryChunkIsTakenOnceWhateverTheTeam) {
    for (const int shares : {1, 2, 3, 4, 7})
        for (const int team : {1, 2, 4})
            for (const int64_t num_chunks : {0, 1, 2, 3, 5, 64, 1001}) {
                const std::vector<int> taker = taken_by(shares, team, num_chunks);
                EXPECT_EQ(std::count(taker.begin(), taker.end(), -1), 0)
                    << shares << " shares, a team of " << team << ", " << num_chunks << " chunks";
            }
}

TEST(OwnedChunks, OneThreadTakesItsShareInOrderThenTheOthers) {
    // Thread 0 alone with shares for 3 threads of 9 chunks: its own [0, 3) first, then
    // share 1 [3, 6), then share 2 [6, 9), each in order.
    OwnedChunks chunks(3, 9);
    std::vector<int64_t> order;
    for (int64_t c = chunks.next(0); c >= 0; c = chunks.next(0)) order.push_back(c);
    EXPECT_EQ(order, (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 8}));

    // Thread 1 alone starts at its own share and wraps round to share 0.
    OwnedChunks from_one(3, 9);
    order.clear();
    for (int64_t c = from_one.next(1); c >= 0; c = from_one.next(1)) order.push_back(c);
    EXPECT_EQ(order, (std::vector<int64_t>{3, 4, 5, 6, 7, 8, 0, 1, 2}));
    EXPECT_EQ(from_one.next(0), -1); // nothing left for anyone
}

TEST(OwnedChunks, SharesAreContiguousAndEven) {
    // Taken one at a time in turn, each thread's first chunk is the first of its share.
    OwnedChunks chunks(4, 10); // shares [0,2) [2,5) [5,7) [7,10)
    EXPECT_EQ(chunks.next(0), 0);
    EXPECT_EQ(chunks.next(1), 2);
    EXPECT_EQ(chunks.next(2), 5);
    EXPECT_EQ(chunks.next(3), 7);
    EXPECT_EQ(chunks.next(0), 1);
    EXPECT_EQ(chunks.next(0), 3); // its share done: the next share's next chunk
}

TEST(OwnedChunks, OneShareIsFirstComeFirstServed) {
    OwnedChunks chunks(1, 4);
    EXPECT_EQ(chunks.next(1), 0);
    EXPECT_EQ(chunks.next(0), 1);
    EXPECT_EQ(chunks.next(3), 2);
    EXPECT_EQ(chunks.next(1), 3);
    EXPECT_EQ(chunks.next(0), -1);
}

} // namespace
} // namespace twobit
