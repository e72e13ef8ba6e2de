// The breadth-first search across MPI ranks (docs/SCALING.md). Each rank owns a contiguous
// slice of the table's words and runs the word-level steps on it, on its OpenMP threads or
// its GPU (host/engine/slice_steps.hpp); the level loop is level_loop.cpp's on every rank in
// step. Neighbours in other slices meet through one bitmap of the whole index per level:
//   push: every rank marks its frontier's neighbours in a bitmap of the whole index (the
//         CPU's bitset push, its threads sharing the one bitmap through atomic ORs; on a
//         GPU, the device's bitmap copied to the host), the
//         bitmaps are OR-reduced slice by slice onto the owners (MPI_Reduce with MPI_BOR,
//         in bounded chunks), each owner merges its slice;
//   pull: every rank writes the frontier bits of its slice, the slices are broadcast to
//         all (MPI_Bcast per owner, in chunks), each rank probes its unreached states'
//         neighbours in that bitmap.
// A CPU rank with no room for that bitmap beside its slice (plan_mpi_exchange) holds one
// window of it, and a level is those steps once per window, each a pass over the rank's
// whole slice that marks, or asks about, only the neighbours inside the window: the lean
// mode, which needs the slice and little else.
// Level counts by MPI_Allreduce. The table object of a rank spans the whole index as
// address space only (DistanceTable::sparse); its memory is the slice's pages.
#pragma once

#include <cstdint>

#include "host/engine/distance_table.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/engine/search.hpp"
#include "host/engine/slice_steps.hpp"
#include "host/mpi/mpi_session.hpp"

namespace twobit {

// How the ranks hold a level's exchange: the whole index's bitmap, or windows of it.
struct MpiExchangePlan {
    uint64_t window_words = 0; // bitmap words a window spans (all of them: the whole bitmap)
    int windows = 1;           // windows a level takes
    uint64_t rank_bytes = 0;   // host memory the rank with the largest slice needs
};

// The most windows a level may take: each is a pass over every rank's slice.
constexpr int kMaxExchangeWindows = 64;

// The exchange of `size` ranks whose memory is `room` bytes each (0: unlimited): the whole
// bitmap if the largest slice, the move tables and it fit, else (with `windows_allowed`, CPU
// ranks) the fewest windows that fit, up to kMaxExchangeWindows; rank_bytes above `room`
// means that not even those fit. The bitmap is shared by a rank's threads, so the need does
// not grow with them; MPI's buffer for one exchange call is counted too.
MpiExchangePlan plan_mpi_exchange(const PuzzleModel& model, int size, uint64_t room,
                                  bool windows_allowed);

// Words one exchange call moves at most: 2^19, 4 MiB. A reduce's root receives into a buffer
// of the call's size that MPI allocates (phase 1 on 2 ranks peaked 132 MiB above its plan
// with calls of a whole slice), so the plan counts one; calls of 4 MiB keep it small, and
// the whole-bitmap exchange was faster with them (bench/history/2026-12-05.md).
constexpr uint64_t kExchangeChunkWords = uint64_t{1} << 19;

// Fills this rank's slice of `table` (a table of the whole index, of which only the slice is
// read or written); options.resume_counts, when set, are every rank's (the slices were
// loaded by the caller). The slice's work runs on options.threads CPU threads, or with
// cuda_device >= 0 on that GPU (host/engine/slice_steps.hpp), which every rank checks
// together before the search. Collective: every rank calls it with the same model and
// options and exchange plan (every rank's: plan it from the least room of any).
// result.levels[d].exchanged_bytes: what all ranks sent for level d.
SearchResult search_mpi(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options, const MpiSession& mpi,
                        const MpiExchangePlan& exchange, int cuda_device = -1);

} // namespace twobit
