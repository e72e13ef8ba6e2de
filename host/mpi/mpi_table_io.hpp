// Table and checkpoint files written and read by every MPI rank at once, in the single-
// process format (tables/FORMAT.md), byte for byte: rank 0 owns the atomic temporary and
// the header, each rank writes its slice's bytes at its offset with MPI-IO; rank 0 hashes the
// payload back from the file before the header is final and the file renamed into place.
// Reading a checkpoint, rank 0 runs every check a table gets, then each rank reads its slice
// and the ranks' value counts are checked against the header together.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "host/engine/distance_table.hpp"
#include "host/mpi/mpi_session.hpp"
#include "tables/table_file.hpp"

namespace twobit {

// Collective. Writes header (payload hash filled in) and every rank's slice of table to
// path. Throws on every rank (MpiSession::checked_together) if it fails; nothing is left at
// path then but what was there before.
void write_table_mpi(const MpiSession& mpi, const OutputName& path, TableHeader header,
                     const DistanceTable& table);

// Collective. Loads this rank's slice of the checkpoint at path into table after rank 0 has
// opened it with TableFile::open_checkpoint and passed it to check (the model's checks);
// returns its counts on every rank. Throws on every rank if any of it fails.
std::vector<uint64_t> read_checkpoint_mpi(const MpiSession& mpi, const std::string& path,
                                          DistanceTable& table,
                                          const std::function<void(const TableFile&)>& check);

} // namespace twobit
