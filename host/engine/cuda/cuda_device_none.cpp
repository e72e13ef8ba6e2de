// The CUDA entry points (cuda_api.hpp, host/engine/search_cuda.hpp) for a build without nvcc:
// no device, ever: --backend auto runs on the CPU, --backend cuda says why not.
#include "host/engine/search_cuda.hpp"
#include "host/engine/slice_steps.hpp"
#include "kernels/cuda_api.hpp"

#include <stdexcept>

namespace twobit {

CudaDeviceInfo query_cuda_device() {
    CudaDeviceInfo info;
    info.error = "this twobit was built without CUDA";
    return info;
}

uint64_t cuda_count_entries(const uint64_t*, uint64_t, unsigned) {
    throw std::runtime_error("this twobit was built without CUDA");
}

SearchResult search_cuda(const PuzzleModel&, DistanceTable&, const SearchOptions&) {
    throw std::runtime_error("this twobit was built without CUDA");
}

std::unique_ptr<SliceSteps> cuda_slice_steps(const PuzzleModel&, DistanceTable&, const RankSlice&,
                                             int) {
    throw std::runtime_error("this twobit was built without CUDA");
}

} // namespace twobit
