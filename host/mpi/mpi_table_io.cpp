// Collective table files; see mpi_table_io.hpp.
#include "host/mpi/mpi_table_io.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <mpi.h>
#include <stdexcept>
#include <unistd.h>

#include "host/io/atomic_file.hpp"
#include "host/io/xxh3_stream.hpp"
#include "host/mpi/search_mpi.hpp"

namespace twobit {

namespace {

constexpr uint64_t kIoChunk = uint64_t{1} << 30; // MPI counts are ints

// This rank's bytes of the payload: [first, end).
struct ByteRange {
    uint64_t first, end;
};

ByteRange slice_bytes(const MpiSession& mpi, uint64_t num_states) {
    const RankSlice s = rank_slice(num_states, mpi.rank(), mpi.size());
    const uint64_t payload = table_payload_bytes(num_states);
    return {std::min(s.first_word * sizeof(Word), payload),
            std::min(s.end_word * sizeof(Word), payload)};
}

std::string mpi_error(int code) {
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(code, text, &length);
    return std::string(text, static_cast<size_t>(length));
}

// Opens path on every rank; each rank's failure named. Files report errors (MPI_ERRORS_RETURN).
MPI_File open_together(const MpiSession& mpi, const std::string& path, int mode) {
    MPI_File file = MPI_FILE_NULL;
    const int rc = MPI_File_open(MPI_COMM_WORLD, path.c_str(), mode, MPI_INFO_NULL, &file);
    mpi.checked_together([&] {
        if (rc != MPI_SUCCESS)
            throw std::runtime_error("cannot open " + path + " with MPI-IO: " + mpi_error(rc));
    });
    return file;
}

// This rank's bytes of the payload from or into `bytes` (the table's image) at their offset
// after the header, in chunks MPI's int counts can hold; the first failing call's code.
int transfer_slice(MPI_File file, const ByteRange& mine, uint8_t* bytes, bool write) {
    int rc = MPI_SUCCESS;
    for (uint64_t at = mine.first; at < mine.end && rc == MPI_SUCCESS; at += kIoChunk) {
        const int n = static_cast<int>(std::min(kIoChunk, mine.end - at));
        const MPI_Offset offset = static_cast<MPI_Offset>(kTableHeaderBytes + at);
        MPI_Status status;
        rc = write ? MPI_File_write_at(file, offset, bytes + at, n, MPI_BYTE, &status)
                   : MPI_File_read_at(file, offset, bytes + at, n, MPI_BYTE, &status);
    }
    return rc;
}

// XXH3-64 of size bytes of the file at path from offset (rank 0, after every rank wrote).
uint64_t hash_file_range(const std::string& path, uint64_t offset, uint64_t size) {
    // Both allocations before the file is opened: a bad_alloc then leaks no descriptor.
    Xxh3Stream hash;
    std::unique_ptr<uint8_t[]> buffer(new uint8_t[uint64_t{16} << 20]);
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw std::runtime_error("cannot read back " + path + ": " + std::strerror(errno));
    std::string failure;
    while (size > 0) {
        const ssize_t n = ::pread(fd, buffer.get(), std::min<uint64_t>(size, uint64_t{16} << 20),
                                  static_cast<off_t>(offset));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            failure = n < 0 ? std::strerror(errno) : "it is shorter than the table";
            break;
        }
        hash.add(buffer.get(), static_cast<size_t>(n));
        offset += static_cast<uint64_t>(n);
        size -= static_cast<uint64_t>(n);
    }
    ::close(fd);
    if (!failure.empty()) throw std::runtime_error("cannot read back " + path + ": " + failure);
    return hash.digest();
}

} // namespace

void write_table_mpi(const MpiSession& mpi, const OutputName& path, TableHeader header,
                     const DistanceTable& table) {
    std::unique_ptr<AtomicFile> file; // rank 0's
    uint8_t head[kTableHeaderBytes];
    mpi.checked_together(
        [&] {
            serialize_table_header(header, head); // a bad field: before anything is created
            file = std::make_unique<AtomicFile>(path);
            file->write(head, kTableHeaderBytes);
        },
        true);
    const std::string temporary = mpi.broadcast(mpi.root() ? file->temporary() : std::string());
    MPI_File out = open_together(mpi, temporary, MPI_MODE_WRONLY);
    const int rc = transfer_slice(out, slice_bytes(mpi, table.num_states()),
                                  const_cast<uint8_t*>(table.bytes()), true);
    const int closed = MPI_File_close(&out);
    mpi.checked_together([&] {
        if (rc != MPI_SUCCESS)
            throw std::runtime_error("cannot write " + temporary + ": " + mpi_error(rc));
        if (closed != MPI_SUCCESS)
            throw std::runtime_error("cannot close " + temporary + ": " + mpi_error(closed));
    });
    mpi.checked_together(
        [&] {
            header.payload_hash =
                hash_file_range(temporary, kTableHeaderBytes, header.payload_bytes);
            serialize_table_header(header, head);
            file->write_at(0, head, kTableHeaderBytes);
            file->commit();
        },
        true);
}

std::vector<uint64_t> read_checkpoint_mpi(const MpiSession& mpi, const std::string& path,
                                          DistanceTable& table,
                                          const std::function<void(const TableFile&)>& check) {
    std::vector<uint64_t> counts;
    mpi.checked_together(
        [&] {
            const TableFile file = TableFile::open_checkpoint(path, 0);
            check(file);
            counts = file.header().counts;
        },
        true);
    unsigned long long depths = counts.size();
    MPI_Bcast(&depths, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
    counts.resize(depths);
    MPI_Bcast(counts.data(), static_cast<int>(depths), MPI_UINT64_T, 0, MPI_COMM_WORLD);

    const RankSlice s = rank_slice(table.num_states(), mpi.rank(), mpi.size());
    for (uint64_t w = s.first_word; w < s.end_word; ++w) table.words()[w] = kAllUnreached;
    MPI_File in = open_together(mpi, path, MPI_MODE_RDONLY);
    const int rc = transfer_slice(in, slice_bytes(mpi, table.num_states()), table.bytes(), false);
    MPI_File_close(&in);
    // The file could have changed since rank 0 checked it: the slices' value counts must
    // still be the header's, all ranks together.
    uint64_t seen[4] = {0, 0, 0, 0}, total[4] = {0, 0, 0, 0};
    for (uint64_t w = s.first_word; w < s.end_word; ++w) {
        const Word word = table.words()[w];
        const Word valid = valid_lanes(w, table.num_states());
        for (unsigned v = 0; v < 4; ++v)
            seen[v] += static_cast<uint64_t>(lane_count(lanes_equal(word, v) & valid));
    }
    MPI_Allreduce(seen, total, 4, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    mpi.checked_together([&] {
        if (rc != MPI_SUCCESS)
            throw std::runtime_error("cannot read " + path + ": " + mpi_error(rc));
    });
    uint64_t expected[4] = {0, 0, 0, table.num_states()};
    for (size_t d = 0; d < counts.size(); ++d) {
        expected[d % 3] += counts[d];
        expected[3] -= counts[d];
    }
    mpi.checked_together(
        [&] {
            for (int v = 0; v < 4; ++v)
                if (total[v] != expected[v])
                    throw std::runtime_error("checkpoint " + path +
                                             " changed while the ranks read it (its entries no "
                                             "longer match its header)");
        },
        true);
    return counts;
}

} // namespace twobit
