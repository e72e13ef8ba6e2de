// Backend selection: run a search on CPU cores (OpenMP) or on a CUDA device. `auto` takes
// CUDA only when this binary has it and a device answers; `cuda` without one is an error.
#pragma once

#include <stdexcept>
#include <string>

#include "host/engine/search.hpp"

namespace twobit {

enum class Backend { Auto, Cpu, Cuda };

// "auto", "cpu", "cuda"; throws std::invalid_argument otherwise.
Backend parse_backend(const std::string& name);

// The backend could not be used (no device, no CUDA in this build): exit 1, not 2.
class BackendError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The backend `requested` resolves to on this machine. Throws BackendError for Cuda
// without a device.
Backend resolve_backend(Backend requested);

// Runs the search on the resolved backend; SearchResult.backend and .device say which.
SearchResult run_search(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options, Backend requested);

} // namespace twobit
