// The CUDA launcher of the breadth-first search, as seen from CPU code: same inputs and
// outputs as search_cpu(). Implemented in host/engine/cuda/search_cuda.cu when nvcc is present, and
// by host/engine/cuda/cuda_device_none.cpp (which throws) when it is not.
#pragma once

#include "host/engine/search.hpp"

namespace twobit {

// Fills `table` on device 0: the table and the move tables stay in device memory for the
// whole search and the table is copied back once. Throws std::runtime_error naming the
// failing CUDA call, or when the table does not fit in free device memory (both sizes given).
SearchResult search_cuda(const PuzzleModel& model, DistanceTable& table,
                         const SearchOptions& options);

} // namespace twobit
