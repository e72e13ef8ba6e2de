// Exceptions and OpenMP: an exception that leaves a parallel region's structured block calls
// std::terminate. Code inside a region catches into a FirstError instead, skips the rest of
// its work once failed() is true, and the caller rethrows after the region ends.
#pragma once

#include <atomic>
#include <exception>
#include <mutex>

namespace twobit {

class FirstError {
  public:
    // Call from a catch block: keeps the first exception of all threads.
    void capture() noexcept {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!error_) error_ = std::current_exception();
        failed_.store(true, std::memory_order_relaxed);
    }
    bool failed() const noexcept { return failed_.load(std::memory_order_relaxed); }
    // After the region: rethrows the captured exception, if any.
    void rethrow() const {
        if (error_) std::rethrow_exception(error_);
    }

  private:
    std::mutex mutex_;
    std::exception_ptr error_;
    std::atomic<bool> failed_{false};
};

} // namespace twobit
