// ProgressLine and the process's progress style (progress.hpp).
#include "host/io/progress.hpp"

#include <atomic>
#include <cstdio>
#include <fmt/format.h>
#include <unistd.h>

namespace twobit {

namespace {

std::atomic<bool> g_quiet{false};

constexpr int kBarWidth = 24;

std::string time_left(double seconds) {
    if (seconds < 0) return "";
    if (seconds < 90) return fmt::format(" about {:.0f} s left", seconds);
    return fmt::format(" about {:.0f} min left", seconds / 60);
}

} // namespace

void set_progress_quiet(bool quiet) {
    g_quiet = quiet;
}

ProgressStyle progress_style() {
    if (g_quiet) return ProgressStyle::Quiet;
    return ::isatty(fileno(stderr)) != 0 ? ProgressStyle::Bar : ProgressStyle::Lines;
}

ProgressLine::ProgressLine(std::string what)
    : what_(std::move(what)), style_(progress_style()), start_(std::chrono::steady_clock::now()) {}

ProgressLine::~ProgressLine() {
    if (drawn_) {
        std::fputc('\n', stderr);
        std::fflush(stderr);
    }
}

double ProgressLine::seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void ProgressLine::update(const std::string& detail, double fraction, double seconds_left) {
    if (style_ == ProgressStyle::Quiet) return;
    if (style_ == ProgressStyle::Lines) {
        std::string line = fmt::format("twobit: {}: {}", what_, detail);
        if (fraction >= 0)
            line += fmt::format(" ({:.0f}%{})", fraction * 100, time_left(seconds_left));
        fmt::print(stderr, "{}\n", line);
        std::fflush(stderr);
        return;
    }
    std::string bar;
    if (fraction >= 0) {
        const int filled = static_cast<int>(fraction * kBarWidth + 0.5);
        bar =
            fmt::format(" [{}{}] {:3.0f}%", std::string(static_cast<size_t>(filled), '='),
                        std::string(static_cast<size_t>(kBarWidth - filled), ' '), fraction * 100);
    }
    // \r and "erase to the end of the line": the bar is redrawn where it was.
    fmt::print(stderr, "\r\033[Ktwobit: {}{}{} {}", what_, bar, time_left(seconds_left), detail);
    std::fflush(stderr);
    drawn_ = true;
}

} // namespace twobit
