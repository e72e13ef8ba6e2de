// Device discovery for the CUDA build; see cuda_api.hpp. Any failure of the runtime (no
// driver, an old driver, no device) is reported as "no device", never as a crash.
#include "cuda_api.hpp"

#include <cuda_runtime.h>

namespace twobit {

CudaDeviceInfo query_cuda_device() {
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

} // namespace twobit
