// CUDA error checking for the .cu files: every runtime call goes through TWOBIT_CUDA_CHECK,
// which throws std::runtime_error with the call's text and CUDA's error string.
#pragma once

#include <cuda_runtime.h>
#include <stdexcept>
#include <string>

#define TWOBIT_CUDA_CHECK(call)                                                                    \
    do {                                                                                           \
        const cudaError_t twobit_status_ = (call);                                                 \
        if (twobit_status_ != cudaSuccess)                                                         \
            throw std::runtime_error(std::string("CUDA error in ") + #call + ": " +                \
                                     cudaGetErrorString(twobit_status_));                          \
    } while (0)
