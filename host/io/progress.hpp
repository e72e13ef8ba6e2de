// How a step that can take more than a couple of seconds (a table built on first use, the
// optimal 3x3x3 search) tells the user it is under way, on stderr: a bar rewritten in place
// with percent and time left when stderr is a terminal, plain lines when it is not (a log
// file, a pipe: one line per update, nothing rewritten), nothing after -q.
#pragma once

#include <chrono>
#include <string>

namespace twobit {

enum class ProgressStyle { Quiet, Lines, Bar };

// -q: no progress from anything this process runs (set once by the command line; every
// step that reports reads it, rather than each being handed the option).
void set_progress_quiet(bool quiet);
// Quiet after set_progress_quiet(true); else Bar when stderr is a terminal, Lines otherwise.
ProgressStyle progress_style();

// One step's progress: "twobit: WHAT: DETAIL" lines, or on a terminal one line rewritten as
// "twobit: WHAT [=====>     ] 45% about 12 s left DETAIL" and ended when the step ends.
class ProgressLine {
  public:
    explicit ProgressLine(std::string what);
    ~ProgressLine();
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    // fraction in [0, 1] when known (else negative); seconds_left when it can be estimated
    // (else negative).
    void update(const std::string& detail, double fraction = -1, double seconds_left = -1);

    // The time since the step began.
    double seconds() const;

  private:
    std::string what_;
    ProgressStyle style_;
    std::chrono::steady_clock::time_point start_;
    bool drawn_ = false; // a bar is on the terminal's last line
};

} // namespace twobit
