// Device discovery for the CUDA build; see cuda_api.hpp. Any failure of the runtime (no
// driver, an old driver, no device) is reported as "no device", never as a crash.
#include "kernels/cuda_api.hpp"

#include <cuda_runtime.h>

#include "host/engine/nvidia_driver.hpp"

namespace twobit {

namespace {

CudaDeviceInfo ask_the_runtime() {
    CudaDeviceInfo info;
    info.compiled_in = true;
    int count = 0;
    const cudaError_t status = cudaGetDeviceCount(&count);
    if (status != cudaSuccess) {
        info.error = std::string("cudaGetDeviceCount: ") + cudaGetErrorString(status);
        cudaGetLastError(); // clear the sticky error for later calls
        return info;
    }
    if (count == 0) {
        info.error = "no CUDA device found";
        return info;
    }
    cudaDeviceProp prop{};
    const cudaError_t prop_status = cudaGetDeviceProperties(&prop, 0);
    if (prop_status != cudaSuccess) {
        info.error = std::string("cudaGetDeviceProperties: ") + cudaGetErrorString(prop_status);
        return info;
    }
    info.available = true;
    info.device_count = count;
    info.name = prop.name;
    return info;
}

} // namespace

CudaDeviceInfo query_cuda_device() {
    // Once per process: the answer does not change, and every command asks at least twice
    // (choosing the backend, then running on it).
    static const CudaDeviceInfo info = [] {
        if (nvidia_driver_present()) return ask_the_runtime();
        CudaDeviceInfo none;
        none.compiled_in = true;
        none.error = kNoNvidiaDriver;
        return none;
    }();
    return info;
}

} // namespace twobit
