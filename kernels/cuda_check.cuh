// CUDA error checking for the .cu files: every runtime call goes through TWOBIT_CUDA_CHECK,
// which throws std::runtime_error with the call's text and CUDA's error string; and
// DeviceBuffer, device memory that is freed on every path out.
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

namespace twobit {

// Device memory that frees itself on every path out, exceptions included.
class DeviceBuffer {
  public:
    explicit DeviceBuffer(size_t bytes) {
        TWOBIT_CUDA_CHECK(cudaMalloc(&ptr_, bytes == 0 ? 1 : bytes));
    }
    ~DeviceBuffer() { cudaFree(ptr_); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    template <class T>
    T* as() const {
        return static_cast<T*>(ptr_);
    }

  private:
    void* ptr_ = nullptr;
};

} // namespace twobit
