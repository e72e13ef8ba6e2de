// One MPI job from this process's side (built only when CMake finds MPI): initialising and
// finalising it, this rank and the ranks on this machine, and the few collective decisions
// the distributed generate makes (sums, minimums, "does any rank say yes", one rank's text
// to all), including a check run together whose failure on any rank ends every rank with that
// rank's message. MPI calls that fail abort the job (MPI's default error handler).
#pragma once

#include <cstdint>
#include <exception>
#include <functional>
#include <stdexcept>
#include <string>

namespace twobit {

// Thrown by a checked_together() step on the ranks other than the one that failed first:
// rank 0 prints what() (the failing rank's message, "rank R: ..."), the others exit quietly;
// all with the failing rank's exit code.
class PeerFailed : public std::runtime_error {
  public:
    PeerFailed(const std::string& what, int code) : std::runtime_error(what), code_(code) {}
    int code() const { return code_; }

  private:
    int code_;
};

class MpiSession {
  public:
    MpiSession(int& argc, char**& argv); // MPI_Init_thread (funneled: threads do no MPI)
    ~MpiSession();                       // MPI_Finalize
    MpiSession(const MpiSession&) = delete;
    MpiSession& operator=(const MpiSession&) = delete;

    int rank() const { return rank_; }
    int size() const { return size_; }
    int local_size() const { return local_size_; } // ranks on this machine
    int local_rank() const { return local_rank_; } // this rank among them (its GPU)
    bool root() const { return rank_ == 0; }

    uint64_t sum(uint64_t value) const;
    uint64_t min(uint64_t value) const; // the least over every rank
    bool any(bool value) const;
    void barrier() const;
    // Rank `from`'s text on every rank.
    std::string broadcast(const std::string& text, int from = 0) const;

    // Runs step on every rank (or on rank 0 only); if it throws on any rank, every rank
    // throws: the first failing rank its own exception, every other PeerFailed with that
    // rank's message and the exit code exit_code_of() gives its exception, so that every
    // rank of the job ends with the same code whichever mpirun reports.
    void checked_together(const std::function<void()>& step, bool root_only = false) const;

    // How an exception maps to an exit code (the command line's rule: a usage error is 2);
    // by default every failure is 1.
    void set_exit_code_of(std::function<int(const std::exception&)> exit_code_of) {
        exit_code_of_ = std::move(exit_code_of);
    }

    // True once a checked_together() step failed: every rank knows and throws, so an error
    // can end each rank normally; any other error on one rank must abort() the others,
    // which would wait for it in the next collective call.
    bool failure_shared() const { return failure_shared_; }

    // Prints "twobit: error: rank R of P: message" and ends every rank with code.
    [[noreturn]] void abort(const std::string& message, int code) const;

  private:
    int rank_ = 0;
    int size_ = 1;
    int local_size_ = 1;
    int local_rank_ = 0;
    mutable bool failure_shared_ = false;
    std::function<int(const std::exception&)> exit_code_of_;
};

} // namespace twobit
