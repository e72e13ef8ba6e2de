// Starting the search's threads early, each on a core of its own.
//
// Two things cost a fresh 2x2x2 command on 2 threads a large part of its search time on the
// development VM (bench/RESULTS.md, 2026-12-02, "the thread team"):
// - The kernel often starts OpenMP's new worker on the core of the thread that created it,
//   while the other core idles. The creator then spins in the region's barrier, and the
//   worker runs only when the scheduler's 4 ms time slice ends: a region of microseconds
//   took 4-8 ms, region after region, until the balancer moved the worker away.
// - An idle core is halted, and the host takes a while to run it again.
// So a command's first region pins each thread to a core of the allowed set (thread 0 to
// the one it runs on) and runs the command's thread-free setup (the model's move tables) on
// thread 0 meanwhile (the static twobit builds the model before, while spare threads start:
// start_spare_threads). Then thread 0 waits without spinning until the others have moved, so
// that a worker started on its core gets to run and leave. The workers then wait in the
// region's barrier, which keeps their cores awake for the search.
// Pinning is skipped where the user chose a placement (OMP_PROC_BIND, OMP_PLACES,
// GOMP_CPU_AFFINITY), where there are more threads than allowed cores (under mpirun each
// rank's set is its own), and off Linux. The workers stay pinned for the process: libgomp
// keeps its threads, and the search's regions use the same ones. Thread 0, the process's
// main thread, gets its whole set back.
#pragma once

#include <memory>
#include <omp.h>

#include "host/engine/parallel_errors.hpp"

namespace twobit {

// Whether the user chose where OpenMP's threads run (OMP_PROC_BIND, OMP_PLACES or
// GOMP_CPU_AFFINITY is set): then nothing here or in thread_start_placement.cpp moves them.
bool thread_placement_chosen_by_user();

// Starts up to `count` threads now, off this core, that the static twobit's wrapped
// pthread_create (thread_start_placement.cpp) hands the next team's threads to instead of
// creating them then, and returns how many it started: none elsewhere, or where the user
// chose the threads' placement.
int start_spare_threads(int count);

// Where each thread of a team of `threads` goes; call take_core(thread) at the start of a
// region of that many threads, on every thread.
class CoreBinding {
  public:
    explicit CoreBinding(int threads);
    ~CoreBinding();
    CoreBinding(const CoreBinding&) = delete;
    CoreBinding& operator=(const CoreBinding&) = delete;

    // Pins the calling thread, number `thread` of the region's team.
    void take_core(int thread);
    // On thread 0 after take_core: returns once the other threads of a team of `team`
    // (omp_get_num_threads(), which can be fewer than asked for) have taken theirs, blocked
    // rather than spinning, and gives thread 0 its whole set of cores back.
    void wait_for_team(int team);
    // Whether this binding pins anything (a plan was made).
    bool pins() const;

  private:
    struct Plan;
    std::unique_ptr<Plan> plan_; // null when nothing is pinned
};

// Runs work() on this thread inside a region of `threads` threads, pinned as above (the
// others do nothing), and returns when the region ends; an exception from work() is
// rethrown after it.
template <class Work>
void while_threads_start(int threads, Work&& work) {
    CoreBinding binding(threads);
    FirstError error;
#pragma omp parallel num_threads(threads)
    {
        binding.take_core(omp_get_thread_num());
        if (omp_get_thread_num() == 0) {
            try {
                work();
            } catch (...) {
                error.capture();
            }
            binding.wait_for_team(omp_get_num_threads());
        }
    }
    error.rethrow();
}

} // namespace twobit
