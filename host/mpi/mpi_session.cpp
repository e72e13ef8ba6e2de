// The MPI job; see mpi_session.hpp.
#include "host/mpi/mpi_session.hpp"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <mpi.h>
#include <vector>

namespace twobit {

MpiSession::MpiSession(int& argc, char**& argv) {
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
    MPI_Comm local;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank_, MPI_INFO_NULL, &local);
    MPI_Comm_size(local, &local_size_);
    MPI_Comm_rank(local, &local_rank_);
    MPI_Comm_free(&local);
}

MpiSession::~MpiSession() {
    MPI_Finalize();
}

uint64_t MpiSession::sum(uint64_t value) const {
    uint64_t total = 0;
    MPI_Allreduce(&value, &total, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
    return total;
}

uint64_t MpiSession::min(uint64_t value) const {
    uint64_t least = 0;
    MPI_Allreduce(&value, &least, 1, MPI_UINT64_T, MPI_MIN, MPI_COMM_WORLD);
    return least;
}

bool MpiSession::any(bool value) const {
    int mine = value ? 1 : 0, result = 0;
    MPI_Allreduce(&mine, &result, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
    return result != 0;
}

void MpiSession::barrier() const {
    MPI_Barrier(MPI_COMM_WORLD);
}

std::string MpiSession::broadcast(const std::string& text, int from) const {
    unsigned long long size = text.size();
    MPI_Bcast(&size, 1, MPI_UNSIGNED_LONG_LONG, from, MPI_COMM_WORLD);
    std::vector<char> bytes(text.begin(), text.end());
    bytes.resize(size);
    MPI_Bcast(bytes.data(), static_cast<int>(size), MPI_CHAR, from, MPI_COMM_WORLD);
    return std::string(bytes.begin(), bytes.end());
}

void MpiSession::checked_together(const std::function<void()>& step, bool root_only) const {
    std::string message;
    std::exception_ptr mine;
    int failed_here = 0, code = 1;
    if (!root_only || root()) {
        try {
            step();
        } catch (const std::exception& e) {
            message = e.what();
            mine = std::current_exception();
            failed_here = 1;
            if (exit_code_of_) code = exit_code_of_(e);
        }
    }
    // The lowest failing rank speaks for all.
    int candidate = failed_here ? rank_ : size_, first = size_;
    MPI_Allreduce(&candidate, &first, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (first == size_) return;
    message = broadcast(message, first);
    MPI_Bcast(&code, 1, MPI_INT, first, MPI_COMM_WORLD);
    failure_shared_ = true;
    if (rank_ == first) std::rethrow_exception(mine);
    throw PeerFailed(first == 0 ? message : "rank " + std::to_string(first) + ": " + message, code);
}

void MpiSession::abort(const std::string& message, int code) const {
    std::fprintf(stderr, "twobit: error: rank %d of %d: %s\n", rank_, size_, message.c_str());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, code);
    std::_Exit(code); // (MPI_Abort does not return)
}

} // namespace twobit
