// New threads start on a core other than their creator's: pthread_create wrapped, in the
// static `twobit` only (linked with -Wl,--wrap=pthread_create, CMakeLists.txt).
//
// libgomp starts a team's threads with pthread_create and then spins until each of them has
// reached the team's dock. The kernel often queues a new thread on its creator's core, where
// it waits for the spinning creator's time slice to end: the first region of a fresh 2-thread
// 2x2x2 `generate` began 0.3-4.5 ms after it was entered, 1.6 ms median, on the development
// VM; with this file, 0.73-1.05 ms (bench/RESULTS.md, 2026-12-03, tenth round). That
// region is CoreBinding's (thread_warmup.hpp), which can pin a thread only once it runs.
// OMP_PROC_BIND would give each thread its core at creation, but binds the whole process for
// good, and every process to the same cores.
//
// So the creator moves the new thread off its own core before the thread first runs, and the
// thread's first act is to take back the set of cores it inherited: where it runs from then
// on is the scheduler's and CoreBinding's business, as without this file. The thread yields
// until the move is done; asleep, it would wait for the wake-up of a halted core as well.
// Nothing is moved where the user chose a placement, or where the creator may use no other
// core. (Cores given in the thread's attributes instead, as libgomp does under OMP_PROC_BIND,
// measured no better than not moving the thread at all.)
#include <atomic>
#include <memory>
#include <new>
#include <pthread.h>
#include <sched.h>

#include "host/engine/thread_warmup.hpp"

extern "C" int __real_pthread_create(pthread_t* thread, const pthread_attr_t* attr,
                                     void* (*routine)(void*), void* arg);

namespace {

struct MovedStart {
    void* (*routine)(void*);
    void* arg;
    cpu_set_t inherited;            // the creator's cores, given back to the thread once it runs
    std::atomic<bool> moved{false}; // set by the creator once the thread is off its core
};

void* run_moved(void* p) {
    std::unique_ptr<MovedStart> start(static_cast<MovedStart*>(p));
    while (!start->moved.load(std::memory_order_acquire)) sched_yield();
    pthread_setaffinity_np(pthread_self(), sizeof start->inherited, &start->inherited);
    void* (*const routine)(void*) = start->routine;
    void* const arg = start->arg;
    start.reset();
    return routine(arg);
}

// The creator's cores in `inherited` and the same without the one it runs on in `away`;
// false when a thread should start as it would without this file.
bool cores_away_from_here(cpu_set_t& inherited, cpu_set_t& away) {
    if (twobit::thread_placement_chosen_by_user()) return false;
    if (sched_getaffinity(0, sizeof inherited, &inherited) != 0) return false;
    const int here = sched_getcpu();
    if (here < 0 || here >= CPU_SETSIZE) return false;
    away = inherited;
    CPU_CLR(here, &away);
    return CPU_COUNT(&away) > 0;
}

} // namespace

extern "C" int __wrap_pthread_create(pthread_t* thread, const pthread_attr_t* attr,
                                     void* (*routine)(void*), void* arg) {
    std::unique_ptr<MovedStart> start(new (std::nothrow) MovedStart{routine, arg, {}, {}});
    cpu_set_t away;
    if (start == nullptr || !cores_away_from_here(start->inherited, away))
        return __real_pthread_create(thread, attr, routine, arg);
    const int created = __real_pthread_create(thread, attr, run_moved, start.get());
    if (created != 0) return created;
    MovedStart* const handed = start.release(); // the thread frees it
    // The thread cannot have ended (even a detached one): it waits for `moved`. A failure
    // leaves it where the kernel put it: slower, never wrong.
    pthread_setaffinity_np(*thread, sizeof away, &away);
    handed->moved.store(true, std::memory_order_release);
    return 0;
}
