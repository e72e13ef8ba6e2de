// Starting the search's threads early. On a virtual machine an idle core is halted, and the
// host must schedule it again before a thread can run there: the first OpenMP region of a
// process waited 6-8 ms for that here, most of a 2x2x2 search (bench/RESULTS.md). A command
// runs its thread-free setup (the model's move tables) inside a region instead, so that the
// wait overlaps it and the search's own first region finds its threads running. (A helper
// thread spinning on the other cores during the setup was tried too: the cores fell idle
// again before the search started, and the search was slower.)
#pragma once

#include <omp.h>

#include "host/engine/parallel_errors.hpp"

namespace twobit {

// Runs work() on this thread inside a region of `threads` threads (the others do nothing)
// and returns when the region ends; an exception from work() is rethrown after it.
template <class Work>
void while_threads_start(int threads, Work&& work) {
    FirstError error;
#pragma omp parallel num_threads(threads)
    {
        if (omp_get_thread_num() == 0) {
            try {
                work();
            } catch (...) {
                error.capture();
            }
        }
    }
    error.rethrow();
}

} // namespace twobit
