// A thin CUDA launcher over the shared word code: count the entries of a table equal to a
// value. It exists so that the CUDA toolchain path (nvcc, the shared __host__ __device__
// headers, linking) is built and tested from the start; the GPU search reuses the pattern.
#include "cuda_api.hpp"
#include "cuda_check.cuh"
#include "expand_step.hpp"

namespace twobit {

namespace {

__global__ void count_entries_kernel(const Word* table, uint64_t num_words, uint64_t num_states,
                                     unsigned value, unsigned long long* total) {
    unsigned long long local = 0;
    const uint64_t stride = uint64_t{gridDim.x} * blockDim.x;
    for (uint64_t w = uint64_t{blockIdx.x} * blockDim.x + threadIdx.x; w < num_words; w += stride)
        local += count_word_entries(table, w, num_states, value);
    if (local != 0) atomicAdd(total, local);
}

} // namespace

uint64_t cuda_count_entries(const uint64_t* words, uint64_t num_states, unsigned value) {
    const uint64_t num_words = num_table_words(num_states);
    DeviceBuffer table(num_words * sizeof(Word));
    DeviceBuffer total(sizeof(unsigned long long));
    TWOBIT_CUDA_CHECK(
        cudaMemcpy(table.as<Word>(), words, num_words * sizeof(Word), cudaMemcpyHostToDevice));
    TWOBIT_CUDA_CHECK(cudaMemset(total.as<void>(), 0, sizeof(unsigned long long)));
    const unsigned threads = 256;
    const uint64_t blocks_needed = (num_words + threads - 1) / threads;
    const unsigned blocks = static_cast<unsigned>(blocks_needed < 4096 ? blocks_needed : 4096);
    count_entries_kernel<<<blocks == 0 ? 1 : blocks, threads>>>(
        table.as<Word>(), num_words, num_states, value, total.as<unsigned long long>());
    TWOBIT_CUDA_CHECK(cudaGetLastError());
    unsigned long long result = 0;
    TWOBIT_CUDA_CHECK(
        cudaMemcpy(&result, total.as<void>(), sizeof(result), cudaMemcpyDeviceToHost));
    return result;
}

} // namespace twobit
