// New threads started off their creator's core (host/engine/thread_start_placement.cpp, linked
// here as in the static twobit, with -Wl,--wrap=pthread_create): the routine runs with its
// argument and its result comes back, a detached thread runs, a failed creation returns its
// error, and the thread ends up with exactly the cores its creator had (all of them, some, or
// one, where nothing can be moved). Where the thread first runs is the scheduler's to decide
// under load, so it is measured (bench/RESULTS.md), not asserted.
#include <gtest/gtest.h>

#include <atomic>
#include <cerrno>
#include <pthread.h>
#include <sched.h>
#include <vector>

namespace {

struct Seen {
    int argument = 0;
    cpu_set_t cores;
};

void* note_cores(void* p) {
    Seen* seen = static_cast<Seen*>(p);
    CPU_ZERO(&seen->cores);
    sched_getaffinity(0, sizeof seen->cores, &seen->cores);
    seen->argument += 1;
    return p;
}

cpu_set_t own_cores() {
    cpu_set_t cores;
    CPU_ZERO(&cores);
    EXPECT_EQ(sched_getaffinity(0, sizeof cores, &cores), 0);
    return cores;
}

std::vector<int> listed(const cpu_set_t& cores) {
    std::vector<int> out;
    for (int c = 0; c < CPU_SETSIZE; ++c)
        if (CPU_ISSET(c, &cores)) out.push_back(c);
    return out;
}

// Starts a joinable thread on note_cores and returns what it saw.
Seen started_thread() {
    Seen seen;
    seen.argument = 41;
    pthread_t thread;
    EXPECT_EQ(pthread_create(&thread, nullptr, note_cores, &seen), 0);
    void* result = nullptr;
    EXPECT_EQ(pthread_join(thread, &result), 0);
    EXPECT_EQ(result, &seen);
    EXPECT_EQ(seen.argument, 42);
    return seen;
}

// Runs body with this thread's cores set to `cores`, then gives them back.
template <class Body>
void with_cores(const std::vector<int>& cores, Body body) {
    const cpu_set_t before = own_cores();
    cpu_set_t some;
    CPU_ZERO(&some);
    for (int c : cores) CPU_SET(c, &some);
    ASSERT_EQ(sched_setaffinity(0, sizeof some, &some), 0);
    body();
    ASSERT_EQ(sched_setaffinity(0, sizeof before, &before), 0);
}

} // namespace

TEST(ThreadStartPlacement, TheThreadRunsItsRoutineAndHasItsCreatorsCores) {
    const cpu_set_t mine = own_cores();
    for (int round = 0; round < 20; ++round) {
        const Seen seen = started_thread();
        EXPECT_EQ(listed(seen.cores), listed(mine)) << "round " << round;
    }
}

TEST(ThreadStartPlacement, ACreatorOnSomeCoresOrOneGivesItsThreadThoseCores) {
    const std::vector<int> all = listed(own_cores());
    with_cores({all[0]}, [] { // one core: nowhere to move the thread
        EXPECT_EQ(listed(started_thread().cores), listed(own_cores()));
    });
    if (all.size() < 2) GTEST_SKIP() << "one core allowed";
    const std::vector<int> two = {all[0], all[1]};
    with_cores(two, [&] {
        for (int round = 0; round < 20; ++round)
            EXPECT_EQ(listed(started_thread().cores), two) << "round " << round;
    });
}

TEST(ThreadStartPlacement, ADetachedThreadRuns) {
    std::atomic<int> ran{0};
    pthread_attr_t attr;
    ASSERT_EQ(pthread_attr_init(&attr), 0);
    ASSERT_EQ(pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED), 0);
    for (int i = 0; i < 8; ++i) {
        pthread_t thread;
        ASSERT_EQ(pthread_create(
                      &thread, &attr,
                      [](void* p) -> void* {
                          static_cast<std::atomic<int>*>(p)->fetch_add(1);
                          return nullptr;
                      },
                      &ran),
                  0);
    }
    pthread_attr_destroy(&attr);
    while (ran.load() < 8) sched_yield();
    EXPECT_EQ(ran.load(), 8);
}

TEST(ThreadStartPlacement, AFailedCreationReturnsItsError) {
    pthread_attr_t attr;
    ASSERT_EQ(pthread_attr_init(&attr), 0);
    // A stack no machine has room for: the creation itself fails.
    ASSERT_EQ(pthread_attr_setstacksize(&attr, size_t{1} << 50), 0);
    Seen seen;
    pthread_t thread;
    const int error = pthread_create(&thread, &attr, note_cores, &seen);
    pthread_attr_destroy(&attr);
    EXPECT_TRUE(error == EAGAIN || error == ENOMEM || error == EINVAL) << error;
    EXPECT_EQ(seen.argument, 0);
}
