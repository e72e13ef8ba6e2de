// The clock's solver for `solve`; see clock_position_solver.hpp.
#include "host/puzzles/clock/clock_position_solver.hpp"

#include <cctype>
#include <fmt/format.h>
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/puzzles/clock/clock_net.hpp"
#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/clock/clock_solver.hpp"

namespace twobit {

namespace {

class ClockPositionSolver : public PositionSolver {
  public:
    ClockPositionSolver(bool nets, bool pins) : nets_(nets), pins_(pins) {}

    SolvedPosition solve(const std::string& line) const override {
        // A ClockSolver holds 1.4 MB of scratch and is not thread-safe: one per thread, made
        // at its first line and kept (OpenMP keeps its threads for the next batch).
        static thread_local std::unique_ptr<clock::ClockSolver> solver;
        SolvedPosition a;
        try {
            check_position_length(line);
            const clock::Clock position = clock::parse_clock_position(line);
            if (!solver) solver = std::make_unique<clock::ClockSolver>();
            const auto moves = solver->solve(position);
            a.length = static_cast<int>(moves.size());
            // WCA notation is cubing.js's, the player's: only pin notation needs its own alg.
            a.solutions.push_back(pins_ ? clock::format_moves(moves) : clock::cubing_moves(moves));
            if (pins_) a.player_alg = clock::cubing_moves(moves);
            if (nets_) {
                clock::Clock c = position;
                a.nets.push_back(clock::clock_net(c));
                for (const clock::ClockMove& m : moves) {
                    clock::apply(c, m);
                    a.nets.push_back(clock::clock_net(c));
                    a.net_moves.push_back(pins_ ? clock::format_move(m) : clock::cubing_move(m));
                }
            }
        } catch (const std::invalid_argument& e) {
            a.error = e.what();
            a.error_kind = "invalid";
        } catch (const std::exception& e) {
            a.error = e.what();
            a.error_kind = "internal";
        }
        return a;
    }

    // About 0.2 ms an answer, one thread each.
    bool parallel_lines() const override { return true; }

  private:
    bool nets_;
    bool pins_; // answers in pin notation, else WCA's
};

bool bare_number(const std::string& s) {
    size_t i = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
    if (i >= s.size()) return false;
    for (; i < s.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    return true;
}

} // namespace

std::unique_ptr<PositionSolver> make_clock_solver(const Puzzle&, const SolveRequest& request) {
    if (!request.notation.empty() && request.notation != "wca" && request.notation != "pins")
        throw std::invalid_argument("--notation " + request.notation + ": use wca or pins");
    return std::make_unique<ClockPositionSolver>(request.nets, request.notation == "pins");
}

std::vector<std::string> join_clock_dials(const std::vector<std::string>& arguments) {
    bool all_numbers = arguments.size() > 1;
    for (const std::string& a : arguments) all_numbers = all_numbers && bare_number(a);
    if (!all_numbers) return arguments;
    return {fmt::format("{}", fmt::join(arguments, " "))};
}

} // namespace twobit
