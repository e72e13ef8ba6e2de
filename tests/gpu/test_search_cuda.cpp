// The CUDA launcher against the OpenMP one: byte-for-byte equal tables for every move set
// and strategy, and backend selection. The GPU comparisons skip when no device answers.
#include <cstring>
#include <gtest/gtest.h>

#include "host/engine/backend.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/engine/search_cuda.hpp"
#include "host/puzzles/registry.hpp"
#include "kernels/cuda_api.hpp"

namespace twobit {

namespace {

// Every puzzle record with a table and each of its metrics, up to the size of 3x3x3-ru
// (kociemba-phase1, -phase2 and clock-front are compared by tools/scripts/gpu-check.sh
// through table hashes).
constexpr uint64_t kMaxStates = 1000000000;

// The GPU's table of a model, under every strategy, against the CPU's: equal byte for byte.
void expect_cuda_equals_cpu(const PuzzleModel& model) {
    DistanceTable cpu(model.num_states()), gpu(model.num_states());
    const SearchResult rc = search_cpu(model, cpu, {});
    for (Strategy s : {Strategy::Auto, Strategy::Push, Strategy::Pull}) {
        SearchOptions options;
        options.strategy = s;
        const SearchResult rg = search_cuda(model, gpu, options);
        EXPECT_EQ(rg.backend, "cuda");
        EXPECT_EQ(rg.counts, rc.counts);
        EXPECT_EQ(rg.reached, rc.reached);
        EXPECT_EQ(std::memcmp(cpu.bytes(), gpu.bytes(), cpu.num_bytes()), 0)
            << "strategy " << static_cast<int>(s);
        EXPECT_GT(rg.device_seconds, 0.0);
    }
}

} // namespace

TEST(CudaSearch, TablesEqualTheCpuTablesByteForByte) {
    const CudaDeviceInfo info = query_cuda_device();
    if (!info.available) GTEST_SKIP() << "no CUDA device: " << info.error;
    for (const Puzzle& p : puzzles()) {
        if (!p.model || p.states > kMaxStates) continue;
        for (const std::string& metric : p.metrics) {
            SCOPED_TRACE(p.id + " " + metric);
            expect_cuda_equals_cpu(p.model(metric, ""));
        }
    }
    // A restricted move set too: its unreached states must agree as well.
    expect_cuda_equals_cpu(
        make_puzzle(puzzles().front().id, "", puzzles().front().faces.substr(0, 2)));
}

TEST(CudaSearch, BackendSelection) {
    const CudaDeviceInfo info = query_cuda_device();
    EXPECT_EQ(resolve_backend(Backend::Cpu), Backend::Cpu);
    if (info.available) {
        EXPECT_EQ(resolve_backend(Backend::Auto), Backend::Cuda);
        EXPECT_EQ(resolve_backend(Backend::Cuda), Backend::Cuda);
    } else {
        EXPECT_EQ(resolve_backend(Backend::Auto), Backend::Cpu);
        try {
            resolve_backend(Backend::Cuda);
            FAIL() << "--backend cuda without a device must fail";
        } catch (const BackendError& e) {
            EXPECT_NE(std::string(e.what()).find("--backend cuda: no CUDA device available"),
                      std::string::npos)
                << e.what();
        }
    }
    EXPECT_THROW(parse_backend("gpu"), std::invalid_argument);
    const PuzzleModel model = make_puzzle("2x2x2", "half", "");
    DistanceTable table(model.num_states());
    const SearchResult r = run_search(model, table, {}, Backend::Auto);
    EXPECT_EQ(r.backend, info.available ? "cuda" : "cpu");
    EXPECT_EQ(r.counts, (std::vector<uint64_t>{1, 3, 6, 9, 5}));
}

} // namespace twobit
