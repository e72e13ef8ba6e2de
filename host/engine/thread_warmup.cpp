// CoreBinding; see thread_warmup.hpp.
#include "host/engine/thread_warmup.hpp"

#include <algorithm>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <vector>
#ifdef __linux__
#include <pthread.h>
#include <sched.h>
#endif

namespace twobit {

struct CoreBinding::Plan {
    std::vector<int> cores; // cores[i]: thread i's
#ifdef __linux__
    cpu_set_t allowed; // thread 0's set, given back to it once the others have moved
#endif
    std::mutex mutex;
    std::condition_variable all_arrived;
    int arrived = 0; // threads other than 0 that have taken their core
};

bool thread_placement_chosen_by_user() {
    for (const char* name : {"OMP_PROC_BIND", "OMP_PLACES", "GOMP_CPU_AFFINITY"})
        if (std::getenv(name) != nullptr) return true;
    return false;
}

namespace {

#ifdef __linux__
// The cores for a team of `threads`: the one this thread runs on first, then the other
// allowed ones in order. Empty when they are too few.
std::vector<int> plan_cores(int threads, cpu_set_t& allowed) {
    CPU_ZERO(&allowed);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return {};
    if (CPU_COUNT(&allowed) < threads) return {};
    const int here = sched_getcpu();
    if (here < 0 || here >= CPU_SETSIZE || !CPU_ISSET(here, &allowed)) return {};
    std::vector<int> cores{here};
    for (int c = 0; c < CPU_SETSIZE && static_cast<int>(cores.size()) < threads; ++c)
        if (c != here && CPU_ISSET(c, &allowed)) cores.push_back(c);
    return cores;
}

void pin_this_thread(int core) {
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(core, &one);
    // A failure leaves the thread where the scheduler puts it: slower, never wrong.
    pthread_setaffinity_np(pthread_self(), sizeof one, &one);
}
#endif

} // namespace

// The builds without thread_start_placement.cpp (which defines it for the static twobit).
__attribute__((weak)) int start_spare_threads(int) {
    return 0;
}

CoreBinding::CoreBinding(int threads) {
#ifdef __linux__
    if (threads < 2 || thread_placement_chosen_by_user()) return;
    auto plan = std::make_unique<Plan>();
    plan->cores = plan_cores(threads, plan->allowed);
    if (!plan->cores.empty()) plan_ = std::move(plan);
#else
    (void)threads;
#endif
}

CoreBinding::~CoreBinding() = default;

bool CoreBinding::pins() const {
    return plan_ != nullptr;
}

void CoreBinding::take_core(int thread) {
#ifdef __linux__
    if (plan_ == nullptr || thread >= static_cast<int>(plan_->cores.size())) return;
    pin_this_thread(plan_->cores[static_cast<size_t>(thread)]);
    if (thread == 0) return;
    std::lock_guard<std::mutex> lock(plan_->mutex);
    ++plan_->arrived;
    plan_->all_arrived.notify_one();
#else
    (void)thread;
#endif
}

void CoreBinding::wait_for_team(int team) {
#ifdef __linux__
    if (plan_ == nullptr) return;
    const int others = std::min(team, static_cast<int>(plan_->cores.size())) - 1;
    {
        std::unique_lock<std::mutex> lock(plan_->mutex);
        plan_->all_arrived.wait(lock, [this, others] { return plan_->arrived >= others; });
    }
    // Pinned, the main thread would report one core to omp_get_num_procs() and pass one to
    // every thread it starts later.
    pthread_setaffinity_np(pthread_self(), sizeof plan_->allowed, &plan_->allowed);
#else
    (void)team;
#endif
}

} // namespace twobit
