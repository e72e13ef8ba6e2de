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
//
// Spare threads (start_spare_threads, thread_warmup.hpp): `generate` starts the team's
// threads this way before it builds the model, and they wait, spinning for 5 ms and then
// asleep. libgomp's pthread_create then hands its routine to a waiting spare instead of
// creating a thread, so the thread's start, its wake-up on another core and its first page
// faults happen while the model is built: a 2-thread 2x2x2 `generate` 0.1-0.6 ms shorter
// (bench/RESULTS.md, 2026-12-03, eleventh round). A spare is handed out only for what a new
// thread with default attributes would be (joinable, the default stack and guard, the
// creator's scheduling and cores, which it takes on with the creator's signal mask);
// anything else, such as OMP_STACKSIZE, gets a new thread and leaves the spare waiting.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <memory>
#include <mutex>
#include <new>
#include <pthread.h>
#include <sched.h>
#include <vector>

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

// pthread_create, the thread moved off this core before it first runs.
int create_moved(pthread_t* thread, const pthread_attr_t* attr, void* (*routine)(void*),
                 void* arg) {
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

// A thread started ahead of need (start_spare_threads), waiting to be handed a routine.
struct Spare {
    pthread_t handle{};
    std::mutex mutex;
    std::condition_variable given_cv;
    std::atomic<bool> given{false};
    void* (*routine)(void*) = nullptr;
    void* arg = nullptr;
    // Its creator's, taken when it is handed out, as a new thread would have them.
    sigset_t mask{};
    cpu_set_t cores{};
    bool cores_known = false;
};

struct Spares {
    std::mutex mutex;
    std::vector<Spare*> waiting;
};

Spares& spares() {
    static Spares* all = new Spares; // never destroyed: spares may outlive statics
    return *all;
}

void* run_spare(void* p) {
    Spare* spare = static_cast<Spare*>(p);
    // Spinning keeps the core awake for the hand-over, which comes within about a
    // millisecond (the model's build); then it sleeps.
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(5);
    while (!spare->given.load(std::memory_order_acquire) &&
           std::chrono::steady_clock::now() < until) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    }
    {
        // Also waits until the giver has let go of the spare.
        std::unique_lock<std::mutex> lock(spare->mutex);
        spare->given_cv.wait(lock, [spare] { return spare->given.load(); });
    }
    pthread_sigmask(SIG_SETMASK, &spare->mask, nullptr);
    if (spare->cores_known)
        pthread_setaffinity_np(pthread_self(), sizeof spare->cores, &spare->cores);
    void* (*const routine)(void*) = spare->routine;
    void* const arg = spare->arg;
    delete spare;
    return routine(arg);
}

// Whether attr asks for nothing but what a spare has: joinable, the default stack and guard,
// the creator's scheduling, no cores of its own. libgomp's attributes, unless OMP_STACKSIZE
// or a placement is set.
bool as_a_spare(const pthread_attr_t* attr) {
    if (attr == nullptr) return true;
    pthread_attr_t plain;
    if (pthread_attr_init(&plain) != 0) return false;
    size_t plain_stack = 0, plain_guard = 0, stack = 0, guard = 0;
    pthread_attr_getstacksize(&plain, &plain_stack);
    pthread_attr_getguardsize(&plain, &plain_guard);
    pthread_attr_destroy(&plain);
    int detach = 0, inherit = 0;
    void* stack_address = nullptr;
    cpu_set_t cores;
    return pthread_attr_getdetachstate(attr, &detach) == 0 && detach == PTHREAD_CREATE_JOINABLE &&
           pthread_attr_getinheritsched(attr, &inherit) == 0 && inherit == PTHREAD_INHERIT_SCHED &&
           pthread_attr_getstack(attr, &stack_address, &stack) == 0 && stack_address == nullptr &&
           pthread_attr_getstacksize(attr, &stack) == 0 && stack == plain_stack &&
           pthread_attr_getguardsize(attr, &guard) == 0 && guard == plain_guard &&
           pthread_attr_getaffinity_np(attr, sizeof cores, &cores) == 0 &&
           CPU_COUNT(&cores) == CPU_SETSIZE;
}

// Hands routine and arg to a waiting spare; false when there is none or attr asks for more.
bool hand_to_spare(pthread_t* thread, const pthread_attr_t* attr, void* (*routine)(void*),
                   void* arg) {
    Spares& all = spares();
    Spare* spare = nullptr;
    {
        std::lock_guard<std::mutex> lock(all.mutex);
        if (all.waiting.empty() || !as_a_spare(attr)) return false;
        spare = all.waiting.back();
        all.waiting.pop_back();
    }
    *thread = spare->handle;
    std::lock_guard<std::mutex> lock(spare->mutex);
    pthread_sigmask(SIG_SETMASK, nullptr, &spare->mask);
    spare->cores_known = sched_getaffinity(0, sizeof spare->cores, &spare->cores) == 0;
    spare->routine = routine;
    spare->arg = arg;
    spare->given.store(true, std::memory_order_release);
    spare->given_cv.notify_one();
    return true;
}

} // namespace

namespace twobit {

int start_spare_threads(int count) {
    if (thread_placement_chosen_by_user()) return 0;
    Spares& all = spares();
    int started = 0;
    for (; started < count; ++started) {
        auto* spare = new (std::nothrow) Spare;
        if (spare == nullptr) break;
        // The handle is set before the spare can be handed out: it is listed only after.
        if (create_moved(&spare->handle, nullptr, run_spare, spare) != 0) {
            delete spare;
            break; // the team's threads will be created as usual
        }
        std::lock_guard<std::mutex> lock(all.mutex);
        all.waiting.push_back(spare);
    }
    return started;
}

} // namespace twobit

extern "C" int __wrap_pthread_create(pthread_t* thread, const pthread_attr_t* attr,
                                     void* (*routine)(void*), void* arg) {
    if (hand_to_spare(thread, attr, routine, arg)) return 0;
    return create_moved(thread, attr, routine, arg);
}
