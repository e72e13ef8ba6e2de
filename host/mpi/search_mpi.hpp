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

// Host memory one rank needs: its slice, the model's move tables, and one bitmap of the
// whole index (a push's touched bits or a pull's frontier; its threads share it, so the need
// does not grow with them).
uint64_t mpi_rank_memory_bytes(const PuzzleModel& model, int size);

// Bytes one exchange call moves at most (MPI counts are ints): 2^27 words, 1 GiB.
constexpr uint64_t kExchangeChunkWords = uint64_t{1} << 27;

// Fills this rank's slice of `table` (a table of the whole index, of which only the slice is
// read or written); options.resume_counts, when set, are every rank's (the slices were
// loaded by the caller). The slice's work runs on options.threads CPU threads, or with
// cuda_device >= 0 on that GPU (host/engine/slice_steps.hpp), which every rank checks
// together before the search. Collective: every rank calls it with the same model and
// options. result.levels[d].exchanged_bytes: what all ranks sent for level d.
SearchResult search_mpi(const PuzzleModel& model, DistanceTable& table,
                        const SearchOptions& options, const MpiSession& mpi, int cuda_device = -1);

} // namespace twobit
