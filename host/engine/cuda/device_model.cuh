// A model's move and parity tables copied to the current CUDA device, with the ModelView
// that points at the copies: what every kernel launcher (search_cuda.cu, slice_cuda.cu)
// hands its kernels. Freed with the object.
#pragma once

#include <memory>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "kernels/cuda_check.cuh"
#include "kernels/model_view.hpp"

namespace twobit {

class DeviceModel {
  public:
    explicit DeviceModel(const PuzzleModel& model) : view_(model.view()) {
        for (int c = 0; c < view_.num_coords; ++c) {
            const Coordinate& coord = model.coords[static_cast<size_t>(c)];
            view_.move_table[c] = static_cast<const uint32_t*>(
                copy(coord.move_table.data(), coord.move_table.size() * sizeof(uint32_t)));
            if (!coord.parity.empty())
                view_.parity[c] =
                    static_cast<const uint8_t*>(copy(coord.parity.data(), coord.parity.size()));
        }
    }

    // The model's view with every table pointer on the device.
    const ModelView& view() const { return view_; }

  private:
    void* copy(const void* data, size_t bytes) {
        buffers_.push_back(std::make_unique<DeviceBuffer>(bytes));
        TWOBIT_CUDA_CHECK(
            cudaMemcpy(buffers_.back()->as<void>(), data, bytes, cudaMemcpyHostToDevice));
        return buffers_.back()->as<void>();
    }

    ModelView view_;
    std::vector<std::unique_ptr<DeviceBuffer>> buffers_;
};

} // namespace twobit
