// Clock solving for `twobit solve`: see solve_clock.hpp.
#include "solve_clock.hpp"

#include <fmt/format.h>
#include <iostream>
#include <nlohmann/json.hpp>
#include <omp.h>

#include "cli_common.hpp"
#include "host/clock_notation.hpp"
#include "host/clock_solver.hpp"

namespace twobit::cli {

namespace {

struct ClockAnswer {
    std::string error;
    int length = 0;
    std::string solution;
};

ClockAnswer solve_line(clock::ClockSolver& solver, const std::string& line) {
    ClockAnswer a;
    try {
        const auto moves = solver.solve(clock::parse_clock_position(line));
        a.length = static_cast<int>(moves.size());
        a.solution = clock::format_moves(moves);
    } catch (const std::invalid_argument& e) {
        a.error = e.what();
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
            j["error_kind"] = "invalid";
        }
        fmt::print("{}\n", json_line(j));
    } else if (!a.error.empty()) {
        fmt::print("invalid: {}\n", a.error);
    } else {
        fmt::print("{}{}({})\n", a.solution, a.solution.empty() ? "" : " ", a.length);
    }
}

// Solves a batch in parallel (one solver per thread), prints it in order. True if all ok.
bool solve_batch(const std::vector<std::string>& lines, const ClockSolveRequest& request) {
    std::vector<ClockAnswer> answers(lines.size());
    const int threads = request.threads > 0 ? request.threads : omp_get_max_threads();
#pragma omp parallel num_threads(threads) if (lines.size() > 1)
    {
        clock::ClockSolver solver;
#pragma omp for schedule(dynamic, 4)
        for (size_t i = 0; i < lines.size(); ++i) answers[i] = solve_line(solver, lines[i]);
    }
    bool ok = true;
    for (size_t i = 0; i < lines.size(); ++i) {
        print_answer(lines[i], answers[i], request.json);
        ok = ok && answers[i].error.empty();
    }
    std::fflush(stdout);
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
    if (!args.empty()) return solve_batch(args, request) ? kExitOk : kExitFailed;

    // stdin: batches of lines, so output streams while a long input is read.
    constexpr size_t kBatch = 4096;
    bool ok = true;
    std::vector<std::string> batch;
    std::string line;
    while (std::getline(std::cin, line)) {
        const std::string body = line.substr(0, line.find('#'));
        const size_t first = body.find_first_not_of(" \t\r");
        if (first == std::string::npos) continue;
        batch.push_back(body.substr(first, body.find_last_not_of(" \t\r") - first + 1));
        if (batch.size() == kBatch) {
            ok = solve_batch(batch, request) && ok;
            batch.clear();
        }
    }
    if (!batch.empty()) ok = solve_batch(batch, request) && ok;
    return ok ? kExitOk : kExitFailed;
}

} // namespace twobit::cli
