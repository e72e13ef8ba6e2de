// The CUDA entry points (cuda_api.hpp, host/search_cuda.hpp) for a binary without the CUDA
// launcher: no device, ever. Either the build had no nvcc, or (TWOBIT_CUDA_COMPANION) this
// is the static `twobit`, whose CUDA build runs every command where an NVIDIA driver is
// (tools/cli/companions.hpp); this one then only runs where there is none, or where that
// build could not be started.
#include "cuda_api.hpp"
#include "host/engine/nvidia_driver.hpp"
#include "host/engine/search_cuda.hpp"
#include "host/engine/slice_steps.hpp"

#include <stdexcept>

namespace twobit {

CudaDeviceInfo query_cuda_device() {
    CudaDeviceInfo info;
#ifdef TWOBIT_CUDA_COMPANION
    info.error = nvidia_driver_present() ? std::string(TWOBIT_CUDA_COMPANION) +
                                               ", the CUDA build of this program, did not start"
                                         : std::string(kNoNvidiaDriver);
#else
    info.error = "this twobit was built without CUDA";
#endif
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
