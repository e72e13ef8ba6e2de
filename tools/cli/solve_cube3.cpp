// The 3x3x3's solve (solve_cube3.hpp). Two-phase and Thistlethwaite answers take one thread
// each, so a batch is solved in chunks, the positions of a chunk in parallel; an optimal search
// uses every thread itself, so positions go one at a time. Tables are loaded once, before the
// first position, with the solver's progress lines on stderr when they must be built.
#include "tools/cli/solve_cube3.hpp"

#include <cerrno>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <omp.h>
#include <optional>
#include <unistd.h>

#include "host/engine/solver.hpp"
#include "host/io/input_lines.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_models.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "host/puzzles/cube3/optimal_solver.hpp"
#include "host/puzzles/cube3/thistlethwaite.hpp"
#include "host/puzzles/cube3/two_phase.hpp"
#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"
#include "tools/cli/held_symmetric_table.hpp"
#include "tools/cli/held_table.hpp"
#include "tools/cli/solution_output.hpp"

namespace twobit::cli {

namespace {

constexpr size_t kChunk = 64; // positions solved together before their lines are printed

const char* method_name(Cube3Method m) {
    return m == Cube3Method::TwoPhase  ? "two-phase"
           : m == Cube3Method::Optimal ? "optimal"
                                       : "thistlethwaite";
}

std::string turns_text(const std::vector<int>& turns) {
    std::string text;
    for (int t : turns)
        text += (text.empty() ? "" : " ") + move_name(face_turn_of(t).face, face_turn_of(t).power);
    return text;
}

double seconds(std::chrono::steady_clock::duration d) {
    return std::chrono::duration<double>(d).count();
}

struct Answer {
    std::string input;
    std::string error;
    std::string error_kind; // invalid, limit, table, internal
    std::vector<std::vector<int>> solutions;
    std::vector<std::string> phases; // thistlethwaite
    Cube3 cube;
    InputKind kind = InputKind::Moves;
};

// The solvers and the tables under them, for one method.
class Solvers {
  public:
    explicit Solvers(const Cube3SolveRequest& r) : request_(r) {
        const int threads = r.threads;
        if (r.method == Cube3Method::Thistlethwaite) {
            thistlethwaite_ = std::make_unique<ThistlethwaiteSolver>(threads);
            return;
        }
        const char* why = r.method == Cube3Method::Optimal ? "the 3x3x3's optimal solver"
                                                           : "the 3x3x3's two-phase solver";
        if (r.method == Cube3Method::Optimal) {
            axes_ = std::make_unique<HeldSymmetricTable>(SliceKind::Sorted, why, threads);
            hold(corners_, "3x3x3-corners", why, threads);
            hold(edges_upper_, "3x3x3-edges6-UR.UF.UL.UB.DR.DF", why, threads);
            hold(edges_lower_, "3x3x3-edges6-DL.DB.FR.FL.BL.BR", why, threads);
            optimal_ = std::make_unique<OptimalSolver>(
                OptimalTables{&axes_->table(), &corners_->pruning(), &edges_upper_->pruning(),
                              &edges_lower_->pruning()});
            return;
        }
        hold(phase1_, "kociemba-phase1", why, threads);
        hold(phase2_corners_, "kociemba-phase2-corners", why, threads);
        hold(phase2_edges_, "kociemba-phase2-edges", why, threads);
        phase2_ = HeldTable::if_present("kociemba-phase2", "htm");
        if (phase2_ == nullptr && built_any_)
            fmt::print(stderr,
                       "twobit: note: with the complete phase-2 table (kociemba-phase2, "
                       "19,508,428,800 states, 4.9 GB; about 6 minutes on 2 cores) phase 2 is a "
                       "walk instead of a search: twobit generate --puzzle kociemba-phase2\n");
        two_phase_ = std::make_unique<TwoPhaseSolver>(
            TwoPhaseTables{&phase1_->pruning(), &phase2_corners_->pruning(),
                           &phase2_edges_->pruning(), phase2_ ? &phase2_->pruning() : nullptr});
    }

    void solve(Answer& a) const {
        switch (request_.method) {
        case Cube3Method::TwoPhase: {
            const TwoPhaseLimits limits{request_.max_length, request_.time_limit.count() != 0
                                                                 ? request_.time_limit
                                                                 : TwoPhaseLimits{}.time_limit};
            const auto found = two_phase_->solve(a.cube, limits);
            if (found)
                a.solutions.push_back(*found);
            else
                fail(a, "limit",
                     fmt::format("no solution of at most {} moves found in {:g} s; allow more "
                                 "with --max-length or --time-limit",
                                 limits.max_length, seconds(limits.time_limit)));
            return;
        }
        case Cube3Method::Optimal: {
            OptimalRequest o;
            o.all = request_.all;
            o.max_solutions = request_.max_solutions;
            o.threads = request_.threads;
            o.time_limit = request_.time_limit;
            OptimalResult result = optimal_->solve(a.cube, o);
            if (result.solutions.empty())
                fail(a, "limit",
                     fmt::format("no optimal solution found in {:g} s: none is shorter than {} "
                                 "moves; allow more with --time-limit",
                                 seconds(request_.time_limit), result.proven_below));
            a.solutions = std::move(result.solutions);
            return;
        }
        case Cube3Method::Thistlethwaite: {
            const ThistlethwaitePhases phases = thistlethwaite_->solve(a.cube);
            std::vector<int> all;
            for (const auto& phase : phases) {
                std::vector<int> ids;
                for (const FaceTurn& t : phase) ids.push_back(turn_id(t.face, t.power));
                a.phases.push_back(turns_text(ids));
                all.insert(all.end(), ids.begin(), ids.end());
            }
            a.solutions.push_back(all);
            return;
        }
        }
    }

    static void fail(Answer& a, const char* kind, std::string message) {
        a.error_kind = kind;
        a.error = std::move(message);
    }

  private:
    void hold(std::unique_ptr<HeldTable>& held, const char* id, const char* why, int threads) {
        held = std::make_unique<HeldTable>(id, "htm", why, threads);
        built_any_ = built_any_ || held->built_now();
    }

    const Cube3SolveRequest& request_;
    std::unique_ptr<HeldTable> phase1_, corners_, edges_upper_, edges_lower_, phase2_corners_,
        phase2_edges_, phase2_;
    std::unique_ptr<HeldSymmetricTable> axes_;
    bool built_any_ = false;
    std::unique_ptr<TwoPhaseSolver> two_phase_;
    std::unique_ptr<OptimalSolver> optimal_;
    std::unique_ptr<ThistlethwaiteSolver> thistlethwaite_;
};

// Reads and solves one position; every solution is applied to it and must solve it.
void answer(const Solvers& solvers, Answer& a, InputKind input) {
    try {
        check_position_length(a.input);
        check_not_blank(a.input);
        const Cube3Position p = parse_cube3_position(a.input, input);
        a.cube = p.cube;
        a.kind = p.kind;
    } catch (const std::invalid_argument& e) {
        Solvers::fail(a, "invalid", e.what());
        return;
    }
    // Nothing may leave this function: it runs inside a parallel loop, where an exception
    // would end the program. A table that contradicts its moves (damaged or forged past its
    // checksums) is this line's error, as for the table puzzles.
    try {
        solvers.solve(a);
    } catch (const InconsistentTableError& e) {
        Solvers::fail(a, "table",
                      std::string(e.what()) + "; check the tables with twobit verify --table");
        return;
    } catch (const std::exception& e) {
        Solvers::fail(a, "internal", e.what());
        return;
    }
    for (const auto& s : a.solutions)
        if (!apply_turn_ids(a.cube, s).is_solved())
            Solvers::fail(a, "internal",
                          "the solver's answer " + turns_text(s) +
                              " does not solve this position: a table is damaged or forged "
                              "(twobit verify --table says which), or this is a bug");
}

void print_answer(const Answer& a, const Cube3SolveRequest& r) {
    if (!a.error.empty()) {
        if (r.json)
            fmt::print(
                "{}\n",
                json_line({{"input", a.input}, {"error", a.error}, {"error_kind", a.error_kind}}));
        else
            fmt::print("{}: {}\n", a.error_kind, a.error);
        return;
    }
    const int length = static_cast<int>(a.solutions.front().size());
    std::vector<std::string> texts;
    for (const auto& s : a.solutions) texts.push_back(turns_text(s));
    if (r.json) {
        nlohmann::json j = {
            {"input", a.input}, {"method", method_name(r.method)}, {"length", length}};
        if (r.all) {
            j["solutions"] = texts;
            j["count"] = texts.size();
        } else {
            j["solution"] = texts.front();
        }
        if (!a.phases.empty()) j["phases"] = a.phases;
        fmt::print("{}\n", json_line(j));
    } else if (r.all) {
        fmt::print("{} ({}, {} solution{})\n", fmt::join(texts, ", "), length, texts.size(),
                   texts.size() == 1 ? "" : "s");
    } else {
        fmt::print("{}{}({})\n", texts.front(), texts.front().empty() ? "" : " ", length);
    }
}

// The net of every state on the way to solved.
void write_pictures(const std::string& dir, const Answer& a, const NetColours& colours) {
    std::vector<std::string> stickers{cube3_facelets(a.cube)};
    std::vector<std::string> names;
    Cube3 cube = a.cube;
    for (int t : a.solutions.front()) {
        cube = apply_turn_ids(cube, {t});
        stickers.push_back(cube3_facelets(cube));
        names.push_back(turns_text({t}));
    }
    write_step_nets(dir, stickers, names, colours);
}

} // namespace

Cube3Method parse_cube3_method(const std::string& name) {
    if (name == "two-phase" || name == "kociemba") return Cube3Method::TwoPhase;
    if (name == "optimal") return Cube3Method::Optimal;
    if (name == "thistlethwaite") return Cube3Method::Thistlethwaite;
    throw UsageError("--method '" + excerpt(name) +
                     "': the 3x3x3's methods are two-phase (the default), optimal and "
                     "thistlethwaite");
}

int solve_cube3_positions(const Cube3SolveRequest& r) {
    const Solvers solvers(r);
    const int threads = resolve_threads(r.threads);
    bool failed = false;
    int solved = 0;
    const bool several = r.positions.size() != 1;
    auto solve_chunk = [&](std::vector<Answer>& chunk) {
        const bool parallel = r.method != Cube3Method::Optimal && chunk.size() > 1;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads) if (parallel)
        for (size_t i = 0; i < chunk.size(); ++i)
            if (chunk[i].error.empty()) answer(solvers, chunk[i], r.input);
        for (const Answer& a : chunk) {
            failed = failed || !a.error.empty();
            if (r.html_file != "-")
                print_answer(a, r);
            else if (!a.error.empty())
                fmt::print(stderr, "twobit: error: {}: {}\n", a.error_kind, a.error);
            flush_stdout();
            if (!a.error.empty()) continue;
            ++solved;
            if (!r.svg_dir.empty())
                write_pictures(several ? r.svg_dir + "/" + std::to_string(solved) : r.svg_dir, a,
                               r.colours);
            if (!r.html_file.empty())
                write_viewer(several ? numbered_file(r.html_file, solved) : r.html_file,
                             {a.input, a.kind == InputKind::Stickers,
                              turns_text(a.solutions.front()),
                              static_cast<int>(a.solutions.front().size()), "htm", "3x3x3", true},
                             r.viewer_script);
        }
        chunk.clear();
    };
    std::vector<Answer> chunk;
    if (!r.positions.empty()) {
        for (const std::string& p : r.positions) {
            chunk.emplace_back();
            chunk.back().input = p;
            if (chunk.size() == kChunk) solve_chunk(chunk);
        }
        solve_chunk(chunk);
        return failed ? kExitFailed : kExitOk;
    }
    // At a terminal every line is answered as it is typed.
    const bool terminal = ::isatty(fileno(stdin)) != 0;
    if (terminal)
        std::fprintf(stderr, "twobit: reading 3x3x3 positions from standard input, one per line "
                             "(Ctrl-D ends); or give them as arguments\n");
    InputLineReader reader(stdin);
    for (InputLine line; reader.next(line);) {
        chunk.emplace_back();
        Answer& a = chunk.back();
        if (line.too_long) {
            a.input = excerpt(line.text);
            Solvers::fail(a, "invalid", position_too_long(line.bytes));
        } else {
            a.input = line.text;
        }
        if (terminal || chunk.size() == kChunk) solve_chunk(chunk);
    }
    solve_chunk(chunk);
    if (std::ferror(stdin))
        throw std::runtime_error(std::string("cannot read standard input: ") +
                                 std::strerror(errno));
    return failed ? kExitFailed : kExitOk;
}

} // namespace twobit::cli
