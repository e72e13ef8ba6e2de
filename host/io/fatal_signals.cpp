// Signal handlers that clean up after an interrupted process; see fatal_signals.hpp.
#include "host/io/fatal_signals.hpp"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <unistd.h>

namespace twobit {

namespace {

constexpr int kSlots = 16;
constexpr size_t kMaxPath = 4096;

// A slot is free (0), being filled or emptied (1), or live (2): the handlers read live
// slots only, so they never see a half-copied path.
enum : int { kFree = 0, kBusy = 1, kLive = 2 };

// Every member initialised, so that the slots are constant-initialised (zero pages that
// cost nothing until a slot is used) instead of written by a static constructor at start,
// one page fault per slot (32 of them; about 0.5 ms of every command on the development VM).
struct TemporarySlot {
    std::atomic<int> state{kFree};
    char path[kMaxPath] = {};
};

struct MappingSlot {
    std::atomic<int> state{kFree};
    const char* start = nullptr;
    size_t size = 0;
    char path[kMaxPath] = {};
};

static_assert(std::atomic<int>::is_always_lock_free, "the handlers need lock-free atomics");

TemporarySlot temporary_slots[kSlots];
MappingSlot mapping_slots[kSlots];

void remove_temporaries() {
    for (TemporarySlot& s : temporary_slots)
        if (s.state.load(std::memory_order_acquire) == kLive) ::unlink(s.path);
}

void write_stderr(const char* text) {
    const size_t n = std::strlen(text);
    if (::write(STDERR_FILENO, text, n) < 0) return; // nothing more can be done in a handler
}

void restore_default_action(int sig) {
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    ::sigaction(sig, &dfl, nullptr);
}

// InterruptDeferral's state: whether one lives, whether a signal asked to stop, and what
// the first one prints.
std::atomic<bool> deferring{false};
std::atomic<bool> interrupt_requested{false};
char deferral_message[512];

// SIGTERM asks to stop as SIGINT does: it is how `kill`, `timeout` and systemd stop a process,
// and a search hours long must not lose its levels to it when a checkpoint can keep them.
bool asks_to_stop(int sig) {
    return sig == SIGINT || sig == SIGTERM || sig == SIGUSR1;
}

void on_terminating_signal(int sig) {
    if (asks_to_stop(sig) && deferring.load() && !interrupt_requested.exchange(true)) {
        write_stderr(deferral_message);
        return;
    }
    remove_temporaries();
    // Die of the same signal, so that the parent (a shell, a script) sees what happened.
    restore_default_action(sig);
    ::raise(sig);
}

void on_bus_error(int sig, siginfo_t* info, void*) {
    const char* address = static_cast<const char*>(info->si_addr);
    for (MappingSlot& s : mapping_slots) {
        if (s.state.load(std::memory_order_acquire) != kLive) continue;
        if (address < s.start || address >= s.start + s.size) continue;
        remove_temporaries();
        write_stderr("twobit: error: table file ");
        write_stderr(s.path);
        write_stderr(" changed under a running twobit (it was truncated or rewritten in place); "
                     "replace table files by renaming a new file over them\n");
        ::_exit(1);
    }
    restore_default_action(sig); // not ours: the default action, which this return re-triggers
}

// Installs the handlers once; a signal the process was started with ignored (nohup's
// SIGHUP) stays ignored.
void install_terminating_handlers() {
    static std::once_flag once;
    std::call_once(once, [] {
        for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
            struct sigaction old {};
            ::sigaction(sig, nullptr, &old);
            if (old.sa_handler == SIG_IGN) continue;
            struct sigaction sa {};
            sa.sa_handler = on_terminating_signal;
            sigemptyset(&sa.sa_mask);
            ::sigaction(sig, &sa, nullptr);
        }
    });
}

// SIGUSR1 for InterruptDeferral; ignored at start (nohup-like), it stays ignored.
void install_user_signal_handler() {
    static std::once_flag once;
    std::call_once(once, [] {
        struct sigaction old {};
        ::sigaction(SIGUSR1, nullptr, &old);
        if (old.sa_handler == SIG_IGN) return;
        struct sigaction sa {};
        sa.sa_handler = on_terminating_signal;
        sigemptyset(&sa.sa_mask);
        ::sigaction(SIGUSR1, &sa, nullptr);
    });
}

void install_bus_error_handler() {
    static std::once_flag once;
    std::call_once(once, [] {
        struct sigaction sa {};
        sa.sa_sigaction = on_bus_error;
        sa.sa_flags = SA_SIGINFO;
        sigemptyset(&sa.sa_mask);
        ::sigaction(SIGBUS, &sa, nullptr);
    });
}

template <class Slot>
int claim(Slot (&slots)[kSlots], const std::string& path) {
    if (path.size() >= kMaxPath) throw std::runtime_error("path too long: " + path);
    for (int i = 0; i < kSlots; ++i) {
        int expected = kFree;
        if (slots[i].state.compare_exchange_strong(expected, kBusy)) {
            std::memcpy(slots[i].path, path.c_str(), path.size() + 1);
            return i;
        }
    }
    throw std::runtime_error("too many files open for writing at once");
}

} // namespace

TemporaryGuard::TemporaryGuard(const std::string& path) : slot_(claim(temporary_slots, path)) {
    install_terminating_handlers();
    temporary_slots[slot_].state.store(kLive, std::memory_order_release);
}

TemporaryGuard::~TemporaryGuard() {
    temporary_slots[slot_].state.store(kBusy, std::memory_order_release);
    temporary_slots[slot_].state.store(kFree, std::memory_order_release);
}

InterruptDeferral::InterruptDeferral(const std::string& message) {
    const size_t n = std::min(message.size(), sizeof deferral_message - 1);
    std::memcpy(deferral_message, message.data(), n);
    deferral_message[n] = '\0';
    interrupt_requested.store(false);
    install_terminating_handlers();
    install_user_signal_handler();
    deferring.store(true);
}

InterruptDeferral::~InterruptDeferral() {
    deferring.store(false);
}

bool InterruptDeferral::requested() {
    return interrupt_requested.load();
}

MappingGuard::MappingGuard(const void* start, size_t size, const std::string& path)
    : slot_(claim(mapping_slots, path)) {
    install_bus_error_handler();
    mapping_slots[slot_].start = static_cast<const char*>(start);
    mapping_slots[slot_].size = size;
    mapping_slots[slot_].state.store(kLive, std::memory_order_release);
}

MappingGuard::~MappingGuard() {
    mapping_slots[slot_].state.store(kBusy, std::memory_order_release);
    mapping_slots[slot_].state.store(kFree, std::memory_order_release);
}

} // namespace twobit
