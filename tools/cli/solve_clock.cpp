// Clock solving for `twobit solve`: see solve_clock.hpp.
#include "tools/cli/solve_clock.hpp"

#include <cerrno>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>

#include "host/engine/parallel_errors.hpp"
#include "host/io/input_lines.hpp"
#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/clock/clock_solver.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

namespace {

struct ClockAnswer {
    std::string error;
    std::string error_kind = "invalid"; // or "error": the solver failed (a bug: report it)
    int length = 0;
    std::string solution;
};

// Every exception stays with its line: this runs inside an OpenMP region.
ClockAnswer solve_line(clock::ClockSolver& solver, const std::string& line) {
    ClockAnswer a;
    try {
        const auto moves = solver.solve(clock::parse_clock_position(line));
        a.length = static_cast<int>(moves.size());
        a.solution = clock::format_moves(moves);
    } catch (const std::invalid_argument& e) {
        a.error = e.what();
    } catch (const std::exception& e) {
        a.error = e.what();
        a.error_kind = "error";
    }
    return a;
}

void print_answer(const std::string& input, const ClockAnswer& a, bool json) {
    if (json) {
        nlohmann::json j = {{"input", input}};
        if (a.error.empty()) {
            j["length"] = a.length;
            j["solution"] = a.solution;
        } else {
            j["error"] = a.error;
            j["error_kind"] = a.error_kind;
        }
        fmt::print("{}\n", json_line(j));
    } else if (!a.error.empty()) {
        fmt::print("{}: {}\n", a.error_kind, a.error);
    } else {
        fmt::print("{}{}({})\n", a.solution, a.solution.empty() ? "" : " ", a.length);
    }
}

// Solves a batch in parallel (one solver per thread, never more threads than lines or
// cores), prints it in order. True if all ok. Lines already known to be bad (too long) come
// with their answer in `given`.
bool solve_batch(const std::vector<std::string>& lines, std::vector<ClockAnswer> answers,
                 const ClockSolveRequest& request) {
    answers.resize(lines.size());
    const int threads = resolve_threads(request.threads, lines.size());
    FirstError error; // a solver that cannot be made (no memory) fails the whole batch
#pragma omp parallel num_threads(threads)
    {
        std::unique_ptr<clock::ClockSolver> solver;
        try {
            solver = std::make_unique<clock::ClockSolver>();
        } catch (...) {
            error.capture();
        }
#pragma omp for schedule(dynamic, 4)
        for (size_t i = 0; i < lines.size(); ++i)
            if (solver && answers[i].error.empty()) answers[i] = solve_line(*solver, lines[i]);
    }
    error.rethrow();
    bool ok = true;
    for (size_t i = 0; i < lines.size(); ++i) {
        print_answer(lines[i], answers[i], request.json);
        ok = ok && answers[i].error.empty();
    }
    flush_stdout();
    return ok;
}

bool bare_number(const std::string& s) {
    size_t i = s[0] == '-' || s[0] == '+' ? 1 : 0;
    if (i >= s.size()) return false;
    for (; i < s.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    return true;
}

} // namespace

int solve_clock_positions(const ClockSolveRequest& request) {
    std::vector<std::string> args = request.positions;
    // `solve --puzzle clock 1 2 ... 14`: dials as separate arguments form one position (a
    // lone number is never a position of its own).
    bool all_numbers = args.size() > 1;
    for (const std::string& a : args) all_numbers = all_numbers && !a.empty() && bare_number(a);
    if (all_numbers) args = {fmt::format("{}", fmt::join(args, " "))};
    if (!args.empty()) return solve_batch(args, {}, request) ? kExitOk : kExitFailed;

    // stdin: batches of lines, so output streams while a long input is read; a batch ends
    // at 4096 lines or 64 MiB of text, whichever comes first.
    constexpr size_t kBatchLines = 4096;
    constexpr size_t kBatchBytes = size_t{64} << 20;
    bool ok = true;
    std::vector<std::string> batch;
    std::vector<ClockAnswer> known; // answers already known (over-long lines)
    size_t batch_bytes = 0;
    InputLineReader reader(stdin);
    for (InputLine line; reader.next(line);) {
        ClockAnswer answer;
        if (line.too_long) {
            answer.error = position_too_long(line.bytes);
            line.text = "";
        }
        batch_bytes += line.text.size();
        batch.push_back(std::move(line.text));
        known.push_back(std::move(answer));
        if (batch.size() == kBatchLines || batch_bytes >= kBatchBytes) {
            ok = solve_batch(batch, std::move(known), request) && ok;
            batch.clear();
            known.clear();
            batch_bytes = 0;
        }
    }
    if (!batch.empty()) ok = solve_batch(batch, std::move(known), request) && ok;
    if (std::ferror(stdin))
        throw std::runtime_error(std::string("cannot read standard input: ") +
                                 std::strerror(errno));
    return ok ? kExitOk : kExitFailed;
}

} // namespace twobit::cli
