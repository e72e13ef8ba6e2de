// Starting the search's threads (host/engine/thread_warmup.hpp): the setup runs on thread 0
// inside a team, its exception reaches the caller, each worker ends up pinned to an allowed
// core of its own while the main thread gets its whole set back, and a placement the user
// chose, or too few cores, leaves the threads alone.
#include <gtest/gtest.h>

#include <cstdlib>
#include <omp.h>
#include <set>
#include <stdexcept>
#ifdef __linux__
#include <pthread.h>
#include <sched.h>
#endif

#include "host/engine/thread_warmup.hpp"

namespace twobit {
namespace {

TEST(ThreadWarmup, TheSetupRunsOnThreadZeroInsideTheTeamAndItsErrorReachesTheCaller) {
    int thread = -1, team = -1, runs = 0;
    while_threads_start(2, [&] {
        thread = omp_get_thread_num();
        team = omp_get_num_threads();
        ++runs;
    });
    EXPECT_EQ(runs, 1);
    EXPECT_EQ(thread, 0);
    EXPECT_EQ(team, 2);
    EXPECT_THROW(while_threads_start(2, [] { throw std::runtime_error("setup failed"); }),
                 std::runtime_error);
    EXPECT_THROW(while_threads_start(1, [] { throw std::runtime_error("setup failed"); }),
                 std::runtime_error);
}

#ifdef __linux__
cpu_set_t own_cores() {
    cpu_set_t set;
    CPU_ZERO(&set);
    pthread_getaffinity_np(pthread_self(), sizeof set, &set);
    return set;
}

TEST(ThreadWarmup, EachWorkerGetsACoreOfItsOwnAndTheMainThreadItsWholeSetBack) {
    const cpu_set_t before = own_cores();
    if (CPU_COUNT(&before) < 2) GTEST_SKIP() << "one core allowed";
    if (std::getenv("OMP_PROC_BIND") || std::getenv("OMP_PLACES") ||
        std::getenv("GOMP_CPU_AFFINITY"))
        GTEST_SKIP() << "a placement is chosen in the environment";
    const int procs = omp_get_num_procs();
    while_threads_start(2, [] {});
    cpu_set_t after = own_cores();
    EXPECT_TRUE(CPU_EQUAL(&before, &after)) << "the main thread stays pinned";
    // (Pinned, the main thread would report one core here, and every later default thread
    // count would be 1.)
    EXPECT_EQ(omp_get_num_procs(), procs);
    // The same pool threads serve the next region: the worker is pinned to one allowed core.
    int worker_cores = 0, worker_core = -1;
#pragma omp parallel num_threads(2)
    {
        if (omp_get_thread_num() == 1) {
            const cpu_set_t mine = own_cores();
            worker_cores = CPU_COUNT(&mine);
            for (int c = 0; c < CPU_SETSIZE; ++c)
                if (CPU_ISSET(c, &mine)) worker_core = c;
        }
    }
    EXPECT_EQ(worker_cores, 1);
    ASSERT_GE(worker_core, 0);
    EXPECT_TRUE(CPU_ISSET(worker_core, &before));
}

TEST(ThreadWarmup, AUserPlacementOrTooFewCoresLeavesTheThreadsAlone) {
    const cpu_set_t allowed = own_cores();
    EXPECT_FALSE(CoreBinding(1).pins());
    EXPECT_FALSE(CoreBinding(CPU_COUNT(&allowed) + 1).pins());
    ASSERT_EQ(setenv("OMP_PROC_BIND", "false", 1), 0);
    EXPECT_FALSE(CoreBinding(2).pins());
    unsetenv("OMP_PROC_BIND");
    if (CPU_COUNT(&allowed) >= 2) {
        EXPECT_TRUE(CoreBinding(2).pins());
    }
}

TEST(ThreadWarmup, ATeamSmallerThanPlannedDoesNotWaitForThreadsThatNeverCame) {
    const cpu_set_t allowed = own_cores();
    if (CPU_COUNT(&allowed) < 2) GTEST_SKIP() << "one core allowed";
    CoreBinding binding(2);
    ASSERT_TRUE(binding.pins());
#pragma omp parallel num_threads(1)
    {
        binding.take_core(omp_get_thread_num());
        binding.wait_for_team(omp_get_num_threads()); // a team of one: returns at once
    }
    const cpu_set_t after = own_cores();
    EXPECT_TRUE(CPU_EQUAL(&allowed, &after));
}
#endif

} // namespace
} // namespace twobit
