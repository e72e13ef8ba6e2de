// Exceptions inside OpenMP regions (host/engine/parallel_errors.hpp): the first one thrown on any
// thread reaches the caller after the region, instead of std::terminate.
#include <gtest/gtest.h>
#include <new>
#include <stdexcept>

#include "host/engine/parallel_errors.hpp"

namespace twobit {

TEST(ParallelErrors, TheFirstExceptionOfAnyThreadIsRethrownAfterTheRegion) {
    FirstError error;
    int done = 0;
#pragma omp parallel for num_threads(4) reduction(+ : done)
    for (int i = 0; i < 1000; ++i) {
        if (error.failed()) continue;
        try {
            if (i == 500) throw std::bad_alloc();
            ++done;
        } catch (...) {
            error.capture();
        }
    }
    EXPECT_TRUE(error.failed());
    EXPECT_LT(done, 1000);
    EXPECT_THROW(error.rethrow(), std::bad_alloc);
    FirstError none;
    EXPECT_NO_THROW(none.rethrow());
}

} // namespace twobit
