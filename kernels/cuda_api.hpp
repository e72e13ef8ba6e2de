// The CUDA side as seen from CPU code: plain C++ declarations, no CUDA or Thrust types.
// Implemented in the .cu files of this folder when nvcc is present, and by
// cuda_device_none.cpp (which says "not built with CUDA") when it is not.
#pragma once

#include <cstdint>
#include <string>

namespace twobit {

struct CudaDeviceInfo {
    bool compiled_in = false; // this binary has the CUDA launcher
    bool available = false;   // a device answered
    int device_count = 0;
    std::string name;  // of device 0, when available
    std::string error; // why none is available, when not
};

// Never throws: any CUDA error means "no device", with the error text kept.
CudaDeviceInfo query_cuda_device();

// Counts the entries equal to value among num_states entries of a host table, on the GPU.
// A small end-to-end user of the shared word code on the device. Throws std::runtime_error
// naming the failed CUDA call (or that CUDA is not built in).
uint64_t cuda_count_entries(const uint64_t* words, uint64_t num_states, unsigned value);

} // namespace twobit
