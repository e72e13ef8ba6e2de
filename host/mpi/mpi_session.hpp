// One MPI job from this process's side (built only when CMake finds MPI): initialising and
// finalising it, this rank and the ranks on this machine, and the few collective decisions
// the distributed generate makes (sums, "does any rank say yes", one rank's text to all),
// including a check run together whose failure on any rank ends every rank with that
// rank's message. MPI calls that fail abort the job (MPI's default error handler).
#pragma once

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

namespace twobit {

// True when this process was started by mpirun/mpiexec (Open MPI, PMIx or PMI variables):
// only then is MPI initialised, so a plain `twobit` never pays for it.
bool launched_by_mpirun();

// Thrown on the ranks that did not fail a checked_together() step: the failing rank's
// message is printed once (by rank 0), these exit quietly with the same code.
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
    bool any(bool value) const;
    void barrier() const;
    // Rank `from`'s text on every rank.
    std::string broadcast(const std::string& text, int from = 0) const;

    // Runs step on every rank (or on rank 0 only); if it throws on any rank, every rank
    // throws: rank 0 its own exception when it failed first, else a std::runtime_error with
    // the first failing rank's message ("rank R: ..."); the others PeerFailed (exit 1).
    void checked_together(const std::function<void()>& step, bool root_only = false) const;

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
};

} // namespace twobit
