// The CUDA launcher against the OpenMP one: byte-for-byte equal tables for every move set
// and strategy, and backend selection. The GPU comparisons skip when no device answers.
#include <cstring>
#include <gtest/gtest.h>

#include "host/engine/backend.hpp"
#include "host/engine/search_cpu.hpp"
#include "host/engine/search_cuda.hpp"
#include "host/puzzles/puzzle_catalog.hpp"
#include "kernels/cuda_api.hpp"

namespace twobit {

namespace {

struct Case {
    const char* puzzle;
    const char* metric;
    const char* gens;
};

// Every catalog entry and metric up to the size of 3x3x3-ru (kociemba-phase1 and -phase2 are
// compared by tools/scripts/gpu-check.sh through table hashes).
const Case kCases[] = {{"2x2x2", "htm", ""},
                       {"2x2x2", "qtm", ""},
                       {"2x2x2", "half", ""},
                       {"2x2x2", "htm", "RU"},
                       {"2x2x2", "qtm", "RU"},
                       {"3x3x3-corners", "htm", ""},
                       {"3x3x3-corners", "qtm", ""},
                       {"3x3x3-squares", "half", ""},
                       {"3x3x3-ru", "htm", ""},
                       {"3x3x3-ru", "qtm", ""},
                       {"skewb", "htm", ""},
                       {"pyraminx-notips", "htm", ""},
                       {"3x3x3-edges6-UR.UF.UL.UB.DR.DF", "htm", ""},
                       {"3x3x3-edges6-DL.DB.FR.FL.BL.BR", "htm", ""}};

} // namespace

TEST(CudaSearch, TablesEqualTheCpuTablesByteForByte) {
    const CudaDeviceInfo info = query_cuda_device();
    if (!info.available) GTEST_SKIP() << "no CUDA device: " << info.error;
    for (const Case& c : kCases) {
        SCOPED_TRACE(std::string(c.puzzle) + " " + c.metric + " " + c.gens);
        const PuzzleModel model = make_puzzle(c.puzzle, c.metric, c.gens);
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
