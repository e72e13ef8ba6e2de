// The CUDA path: device discovery never crashes, and with a device the shared word code
// gives the same counts on the GPU as on the CPU. Skips when no device answers.
#include <gtest/gtest.h>

#include "kernels/cuda_api.hpp"
#include "kernels/expand_step.hpp"
#include "test_support.hpp"

namespace twobit {

TEST(CudaDevice, QueryNeverThrows) {
    const CudaDeviceInfo info = query_cuda_device();
    if (!info.available)
        EXPECT_FALSE(info.error.empty());
    else
        EXPECT_GT(info.device_count, 0);
}

TEST(CudaDevice, CountsEntriesLikeTheCpu) {
    const CudaDeviceInfo info = query_cuda_device();
    if (!info.available) GTEST_SKIP() << "no CUDA device: " << info.error;
    const test::BuiltTable t = test::build("qtm", "");
    for (unsigned value = 0; value < 4; ++value) {
        uint64_t cpu = 0;
        for (uint64_t w = 0; w < t.table.num_words(); ++w)
            cpu += count_word_entries(t.table.words(), w, t.table.num_states(), value);
        EXPECT_EQ(cuda_count_entries(t.table.words(), t.table.num_states(), value), cpu)
            << "value " << value;
    }
}

} // namespace twobit
