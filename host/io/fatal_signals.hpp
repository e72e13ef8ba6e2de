// What a process must undo when a signal ends it: temporary files it is writing are removed
// on SIGINT, SIGTERM and SIGHUP (then the signal takes its default course, so the exit status
// still says which signal ended it), and a SIGBUS inside a mapped table file (the file was
// truncated under it) ends the process with a message naming the file instead of a crash.
// While an InterruptDeferral lives, the first SIGINT or SIGTERM (or SIGUSR1, which mpirun
// forwards to its ranks) asks a long search to stop at the end of its level instead of ending
// it.
// Everything the handlers touch is preallocated and lock-free: they are async-signal-safe.
#pragma once

#include <cstddef>
#include <string>

namespace twobit {

// A temporary file registered for removal on a fatal signal while this object lives. The
// name is registered before the file is created and unregistered after it is renamed, so
// the handler never misses a file (removing a name that no longer exists is harmless).
class TemporaryGuard {
  public:
    // Throws std::runtime_error if every slot is taken or the path is too long.
    explicit TemporaryGuard(const std::string& path);
    ~TemporaryGuard();
    TemporaryGuard(const TemporaryGuard&) = delete;
    TemporaryGuard& operator=(const TemporaryGuard&) = delete;

  private:
    int slot_;
};

// While this object lives, a SIGBUS at an address in [start, start + size) prints
// "twobit: error: table file PATH changed under a running twobit ..." and exits 1.
class MappingGuard {
  public:
    MappingGuard(const void* start, size_t size, const std::string& path);
    ~MappingGuard();
    MappingGuard(const MappingGuard&) = delete;
    MappingGuard& operator=(const MappingGuard&) = delete;

  private:
    int slot_;
};

// While this object lives, the first SIGINT, SIGTERM or SIGUSR1 prints `message` on stderr and
// sets requested() instead of ending the process; the next SIGINT or SIGTERM ends it as before
// (temporaries removed, the signal's default action). One at a time.
class InterruptDeferral {
  public:
    explicit InterruptDeferral(const std::string& message);
    ~InterruptDeferral();
    InterruptDeferral(const InterruptDeferral&) = delete;
    InterruptDeferral& operator=(const InterruptDeferral&) = delete;

    static bool requested();
};

} // namespace twobit
