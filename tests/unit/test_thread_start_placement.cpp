// New threads started off their creator's core (host/engine/thread_start_placement.cpp, linked
// here as in the static twobit, with -Wl,--wrap=pthread_create): the routine runs with its
// argument and its result comes back, a detached thread runs, a failed creation returns its
// error, and the thread ends up with exactly the cores its creator had (all of them, some, or
// one, where nothing can be moved). Spare threads (start_spare_threads) stand in for the next
// new threads with default attributes, with their creator's signal mask and cores, awake or
// asleep; other attributes get a new thread. Where the thread first runs is the scheduler's
// to decide under load, so it is measured (bench/RESULTS.md), not asserted.
#include <gtest/gtest.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <dirent.h>
#include <pthread.h>
#include <sched.h>
#include <set>
#include <string>
#include <sys/syscall.h>
#include <unistd.h>
#include <vector>

#include "host/engine/thread_warmup.hpp"

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

// The kernel's ids of this process's threads.
std::set<long> tasks() {
    std::set<long> ids;
    DIR* dir = opendir("/proc/self/task");
    if (dir == nullptr) return ids;
    while (const dirent* e = readdir(dir))
        if (e->d_name[0] != '.') ids.insert(std::stol(e->d_name));
    closedir(dir);
    return ids;
}

// The thread that start_spare_threads(1) starts, by its kernel id (-1: none started).
long started_spare() {
    const std::set<long> before = tasks();
    EXPECT_EQ(twobit::start_spare_threads(1), 1);
    const std::set<long> after = tasks();
    for (long id : after)
        if (before.count(id) == 0) return id;
    return -1;
}

struct Ran {
    long thread = 0;
    bool usr1_blocked = false;
    cpu_set_t cores;
};

void* note_thread(void* p) {
    Ran* ran = static_cast<Ran*>(p);
    ran->thread = syscall(SYS_gettid);
    sigset_t mask;
    pthread_sigmask(SIG_SETMASK, nullptr, &mask);
    ran->usr1_blocked = sigismember(&mask, SIGUSR1) == 1;
    CPU_ZERO(&ran->cores);
    sched_getaffinity(0, sizeof ran->cores, &ran->cores);
    return p;
}

// Runs note_thread on a thread made by pthread_create with attr, joined.
Ran ran_thread(const pthread_attr_t* attr) {
    Ran ran;
    pthread_t thread;
    EXPECT_EQ(pthread_create(&thread, attr, note_thread, &ran), 0);
    void* result = nullptr;
    EXPECT_EQ(pthread_join(thread, &result), 0);
    EXPECT_EQ(result, &ran);
    return ran;
}

} // namespace

TEST(ThreadStartPlacement, ASpareStandsInForTheNextNewThread) {
    if (twobit::thread_placement_chosen_by_user()) GTEST_SKIP() << "no spares then";
    const long spare = started_spare();
    ASSERT_GT(spare, 0);
    // The creator's signal mask and cores now, not those it had when the spare started.
    const std::vector<int> all = listed(own_cores());
    sigset_t usr1, before;
    sigemptyset(&usr1);
    sigaddset(&usr1, SIGUSR1);
    ASSERT_EQ(pthread_sigmask(SIG_BLOCK, &usr1, &before), 0);
    Ran ran;
    with_cores({all.back()}, [&] { ran = ran_thread(nullptr); });
    ASSERT_EQ(pthread_sigmask(SIG_SETMASK, &before, nullptr), 0);
    EXPECT_EQ(ran.thread, spare);
    EXPECT_TRUE(ran.usr1_blocked);
    EXPECT_EQ(listed(ran.cores), std::vector<int>{all.back()});
    // None is waiting now: a new thread, without SIGUSR1 blocked, on all the cores.
    const Ran next = ran_thread(nullptr);
    EXPECT_NE(next.thread, spare);
    EXPECT_FALSE(next.usr1_blocked);
    EXPECT_EQ(listed(next.cores), all);
}

TEST(ThreadStartPlacement, OnlyDefaultAttributesGetTheSpareWhichWaitsAsleep) {
    if (twobit::thread_placement_chosen_by_user()) GTEST_SKIP() << "no spares then";
    const long spare = started_spare();
    ASSERT_GT(spare, 0);
    pthread_attr_t attr;
    ASSERT_EQ(pthread_attr_init(&attr), 0);
    ASSERT_EQ(pthread_attr_setstacksize(&attr, size_t{1} << 20), 0);
    EXPECT_NE(ran_thread(&attr).thread, spare);
    pthread_attr_destroy(&attr);
    ::usleep(20000); // past the spare's 5 ms of spinning: it sleeps, and is woken
    // Attributes set to nothing but the defaults, as libgomp's are: the spare.
    pthread_attr_t plain;
    ASSERT_EQ(pthread_attr_init(&plain), 0);
    EXPECT_EQ(ran_thread(&plain).thread, spare);
    pthread_attr_destroy(&plain);
}

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
