// Backend selection; see backend.hpp.
#include "host/engine/backend.hpp"

#include "host/engine/search_cpu.hpp"
#include "host/engine/search_cuda.hpp"
#include "kernels/cuda_api.hpp"

namespace twobit {

Backend parse_backend(const std::string& name) {
    if (name == "auto") return Backend::Auto;
    if (name == "cpu") return Backend::Cpu;
    if (name == "cuda") return Backend::Cuda;
    throw std::invalid_argument("unknown backend '" + name + "' (use auto, cpu or cuda)");
}

Backend resolve_backend(Backend requested) {
    if (requested == Backend::Cpu) return Backend::Cpu;
    const CudaDeviceInfo info = query_cuda_device();
    if (info.available) return Backend::Cuda;
    if (requested == Backend::Cuda)
        throw BackendError("--backend cuda: no CUDA device available (" + info.error + ")");
    return Backend::Cpu;
}

SearchResult run_search(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options, Backend requested) {
    return resolve_backend(requested) == Backend::Cuda ? search_cuda(model, table, options)
                                                       : search_cpu(model, table, options);
}

} // namespace twobit
