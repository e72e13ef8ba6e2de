// The 3x3x3's solver (cube3_solver.hpp). Two-phase and Thistlethwaite answers take one thread
// each, so a batch's lines can be solved in parallel; an optimal search uses every thread
// itself, so its lines go one at a time.
#include "host/puzzles/cube3/cube3_solver.hpp"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <functional>
#include <future>
#include <iterator>
#include <optional>
#include <stdexcept>

#include "host/engine/solver.hpp"
#include "host/io/byte_sizes.hpp"
#include "host/io/input_lines.hpp"
#include "host/io/program_name.hpp"
#include "host/io/progress.hpp"
#include "host/puzzles/cube3/cube3_class_tables.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/cube3/cube3_position.hpp"
#include "host/puzzles/cube3/optimal_solver.hpp"
#include "host/puzzles/cube3/thistlethwaite.hpp"
#include "host/puzzles/cube3/two_phase.hpp"
#include "host/puzzles/registry.hpp"
#include "host/puzzles/table_specs.hpp"
#include "host/store/held_table.hpp"
#include "host/store/table_paths.hpp"

namespace twobit {

namespace {

enum class Method { TwoPhase, Optimal, Thistlethwaite };

Method parse_method(const std::string& name) {
    if (name.empty() || name == "two-phase" || name == "kociemba") return Method::TwoPhase;
    if (name == "optimal") return Method::Optimal;
    if (name == "thistlethwaite") return Method::Thistlethwaite;
    throw std::invalid_argument("--method '" + excerpt(name) +
                                "': the 3x3x3's methods are two-phase (the default), optimal and "
                                "thistlethwaite");
}

const char* method_name(Method m) {
    return m == Method::TwoPhase  ? "two-phase"
           : m == Method::Optimal ? "optimal"
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

// The optimal search's default time per position: most positions take seconds to a minute on
// 2 cores; a deep one (18 moves and more) can take far longer, and a command with no end in
// sight is worse than a marked answer (`--time-limit` allows more).
constexpr std::chrono::seconds kOptimalTimeLimit{60};
// The two-phase search after it is bounded by nodes, not time, so that the marked answer
// comes however busy the machine is: an answer of at most 20 moves within this many phase-1
// nodes per view (the superflip's 20 take 6.1 M in its one view, a few seconds), else one of
// at most 30, which the first phase-1 solution gives (phase 1 takes at most 12 moves, phase 2
// at most 18).
constexpr uint64_t kFallbackNodes = 8'000'000;
constexpr std::chrono::hours kNoTimeLimit{24};

// The optimal solver's table sets, smallest first: the symmetric table of bounds it reads on
// all three axes, from the position and its inverse, beside the corners, the two edge sets
// and the two-phase fallback's: kociemba-phase1-sym-bounds (36 MB; phase 1's coordinate, the
// ladder's small end, for a --max-memory that allows no more), 3x3x3-optimal-sym-bounds
// (841 MB, about 4 times as fast) and 3x3x3-optimal-sep-sym-bounds (2.47 GB, 2-4 times as fast
// again: bench/RESULTS.md).
struct OptimalTableSet {
    SliceKind slice;
    CornerColumns columns;
    std::string id() const { return symmetric_table_id(slice, columns, true); }
};
const OptimalTableSet kOptimalSets[] = {{SliceKind::Location, CornerColumns::Twist},
                                        {SliceKind::Sorted, CornerColumns::Twist},
                                        {SliceKind::Location, CornerColumns::TwistSeparation}};
// The rung a solve without --max-memory starts from: a first use builds 0.8 GB in under a
// minute, not a set about 4 times slower.
constexpr size_t kDefaultRung = 1;
// The corners (22 MB), the two edge sets (11 MB each) and the two-phase solver's (under 60 MB).
constexpr uint64_t kOtherOptimalBytes = uint64_t{110} << 20;

// What a set takes in memory: its symmetric table, the classes and lookups it reads
// through, and the other tables.
uint64_t optimal_set_bytes(const OptimalTableSet& set) {
    const TableRecord& t = find_table(set.id());
    return t.class_payload_bytes() + t.space_bytes + kOtherOptimalBytes;
}

// The set an optimal solver reads: with a memory limit the largest that fits it; without one
// the largest from the default rung up whose symmetric table is in the tables folder already,
// else the default rung's. Throws std::invalid_argument when none fits the limit.
OptimalTableSet choose_optimal_set(uint64_t memory_limit) {
    const OptimalTableSet* chosen = nullptr;
    for (size_t i = 0; i < std::size(kOptimalSets); ++i) {
        const OptimalTableSet& set = kOptimalSets[i];
        const bool fits =
            memory_limit != 0
                ? optimal_set_bytes(set) <= memory_limit
                : i >= kDefaultRung && table_path_taken(default_table_path(set.id(), "htm").path());
        if (fits) chosen = &set;
    }
    if (chosen != nullptr) return *chosen;
    if (memory_limit == 0) return kOptimalSets[kDefaultRung];
    throw std::invalid_argument(
        fmt::format("--max-memory {}: the optimal solver's smallest tables take {}",
                    format_bytes(memory_limit), format_bytes(optimal_set_bytes(kOptimalSets[0]))));
}

// The optimal search's progress, depth by depth: what it proved, its speed, and how long the
// next depth may take (each depth has taken 8-13 times the one before on random cubes).
class DepthProgress {
  public:
    DepthProgress() : line_("optimal search") {}

    void operator()(int depth, uint64_t nodes, std::chrono::steady_clock::duration spent) {
        const double now = seconds(spent);
        // Depths that take milliseconds say nothing the answer will not: only once the search
        // has taken a second.
        if (now < 1.0) {
            previous_ = now - last_;
            last_ = now;
            return;
        }
        const double took = now - last_;
        const double ratio =
            previous_ > 0.01 ? std::min(std::max(took / previous_, 5.0), 20.0) : 13.0;
        const double n = static_cast<double>(nodes);
        expected_ = took * ratio;
        line_.update(fmt::format("no solution of {} moves ({:.3g} nodes, {:.3g} M/s, {:.1f} s); "
                                 "depth {} may take about {:.0f} s",
                                 depth, n, took > 0 ? n / took / 1e6 : 0.0, now, depth + 1,
                                 expected_));
        previous_ = took;
        last_ = now;
    }

    // Within a depth (OptimalRequest::on_progress, every few seconds): its nodes so far, the
    // rate, and the time left if it takes what the last depths suggested.
    void within(int depth, uint64_t nodes, std::chrono::steady_clock::duration spent) {
        const double now = seconds(spent);
        const double in_depth = now - last_;
        const double n = static_cast<double>(nodes);
        std::string left;
        if (expected_ > in_depth)
            left = fmt::format("; about {:.0f} s more if it takes the {:.0f} s expected",
                               expected_ - in_depth, expected_);
        line_.update(fmt::format("searching {} moves: {:.3g} nodes, {:.3g} M/s, {:.0f} s in{}",
                                 depth, n, in_depth > 0 ? n / in_depth / 1e6 : 0.0, in_depth,
                                 left));
    }

  private:
    ProgressLine line_;
    double last_ = 0, previous_ = 0;
    double expected_ = 0; // seconds the next depth may take (0: no guess yet)
};

// A table of the 3x3x3's spaces (the whole move set, HTM), opened or built for `why`, and
// the pruning table's view of it.
struct HeldPruning {
    HeldPruning(const Puzzle& record, PuzzleModel m, const std::string& why, int threads)
        : model(std::move(m)),
          held(index_table_spec(record, model, default_table_path(record.id, "htm")), why, threads),
          pruning(model, held.bytes()) {}
    HeldPruning(const char* id, const std::string& why, int threads)
        : HeldPruning(find_puzzle(id), model_of(find_puzzle(id), "htm", ""), why, threads) {}

    PuzzleModel model;
    HeldTable held;
    PruningTable pruning;
};

// The searches read the flip-slice tables at random: in memory, on huge pages, whatever their
// size (3x3x3-optimal-sep-sym's 2.47 GB searched 13% faster than mapped).
TableSpec read_whole(TableSpec spec) {
    spec.copy_limit = UINT64_MAX;
    return spec;
}

// A flip-slice table of classes (cube3_class_tables.hpp), opened or built for `why`: its
// classes (its lookups need them), the file, the lookups. The classes are made on a thread of
// their own while the file is read and hashed (each takes about half of the optimal solver's
// start), and waited for where the file's fingerprint is compared with theirs.
struct HeldFlipSlice {
    HeldFlipSlice(SliceKind kind, CornerColumns columns, bool bounds, const std::string& why,
                  int threads)
        : making(std::async(std::launch::async,
                            [kind] { return std::make_shared<const FlipSliceClasses>(kind); })),
          held(read_whole(class_table_spec(
                   find_table(symmetric_table_id(kind, columns, bounds)), "htm",
                   default_table_path(symmetric_table_id(kind, columns, bounds), "htm"),
                   [this, columns]() -> const ClassSpace& {
                       if (!space) space = flip_slice_space(classes(), columns);
                       return *space;
                   })),
               why, threads),
          table(*classes(), held.header(), held.payload(), columns) {}

    const std::shared_ptr<const FlipSliceClasses>& classes() {
        if (!made) made = making.get();
        return made;
    }

    std::future<std::shared_ptr<const FlipSliceClasses>> making;
    std::shared_ptr<const FlipSliceClasses> made;
    std::unique_ptr<ClassSpace> space;
    HeldTable held;
    SymmetricPruningTable table;
};

class Cube3Solver : public PositionSolver {
  public:
    Cube3Solver(Method method, const SolveRequest& request) : method_(method), request_(request) {
        const int threads = request.threads;
        if (method == Method::Thistlethwaite) {
            thistlethwaite_ = std::make_unique<ThistlethwaiteSolver>(threads);
            return;
        }
        const std::string why = method == Method::Optimal ? "the 3x3x3's optimal solver"
                                                          : "the 3x3x3's two-phase solver";
        if (method == Method::Optimal) {
            const OptimalTableSet set = choose_optimal_set(request.memory_limit);
            axes_ = std::make_unique<HeldFlipSlice>(set.slice, set.columns, true, why, threads);
            corners_ = std::make_unique<HeldPruning>("3x3x3-corners", why, threads);
            edges_upper_ =
                std::make_unique<HeldPruning>("3x3x3-edges6-UR.UF.UL.UB.DR.DF", why, threads);
            edges_lower_ =
                std::make_unique<HeldPruning>("3x3x3-edges6-DL.DB.FR.FL.BL.BR", why, threads);
            OptimalTables tables;
            (set.columns == CornerColumns::Twist ? tables.axes : tables.separation) = &axes_->table;
            tables.corners = &corners_->pruning;
            tables.edges_upper = &edges_upper_->pruning;
            tables.edges_lower = &edges_lower_->pruning;
            optimal_ = std::make_unique<OptimalSolver>(tables);
        }
        // The optimal solver keeps a two-phase solver too (its tables take 36 MB and seconds):
        // when its search runs out of time, the two-phase answer is given instead, marked.
        phase1_ = std::make_unique<HeldFlipSlice>(SliceKind::Location, CornerColumns::Twist, false,
                                                  why, threads);
        phase2_corners_ = std::make_unique<HeldPruning>("kociemba-phase2-corners", why, threads);
        phase2_edges_ = std::make_unique<HeldPruning>("kociemba-phase2-edges", why, threads);
        // The complete phase-2 table (4.9 GB) only for two-phase answers, where it is present:
        // the optimal solver's fallback is rare and searches phase 2 instead of opening it.
        const Puzzle& phase2 = find_puzzle("kociemba-phase2");
        if (method == Method::TwoPhase &&
            table_path_taken(default_table_path(phase2.id, "htm").path()))
            phase2_ =
                std::make_unique<HeldPruning>(phase2, model_of(phase2, "htm", ""), why, threads);
        if (phase2_ == nullptr && method == Method::TwoPhase &&
            progress_style() != ProgressStyle::Quiet &&
            (phase2_corners_->held.built_now() || phase2_edges_->held.built_now()))
            fmt::print(stderr,
                       "twobit: note: with the complete phase-2 table (kociemba-phase2, "
                       "19,508,428,800 states, 4.9 GB; minutes on 2 cores) phase 2 is a walk "
                       "instead of a search: {} generate --puzzle kociemba-phase2\n",
                       program_name());
        two_phase_ = std::make_unique<TwoPhaseSolver>(
            TwoPhaseTables{&phase1_->table, &phase2_corners_->pruning, &phase2_edges_->pruning,
                           phase2_ ? &phase2_->pruning : nullptr});
    }

    SolvedPosition solve(const std::string& line) const override {
        SolvedPosition a;
        Cube3 cube;
        try {
            check_position_length(line);
            check_not_blank(line);
            const Cube3Position p = parse_cube3_position(line, request_.input);
            cube = p.cube;
            a.given_as = p.kind;
        } catch (const std::invalid_argument& e) {
            fail(a, "invalid", e.what());
            return a;
        }
        std::vector<std::vector<int>> found;
        try {
            found = search(cube, a);
        } catch (const InconsistentTableError& e) {
            fail(a, "table",
                 std::string(e.what()) + "; check the tables with " + program_name() +
                     " verify --table");
        } catch (const std::exception& e) {
            fail(a, "internal", e.what());
        }
        if (a.error.empty() && found.empty()) fail(a, "internal", "the solver gave no answer");
        if (!a.error.empty()) return a;
        for (const auto& s : found)
            if (!apply_turn_ids(cube, s).is_solved()) {
                fail(a, "internal",
                     "the solver's answer " + turns_text(s) +
                         " does not solve this position: a table is damaged or forged (" +
                         program_name() + " verify --table says which), or this is a bug");
                return a;
            }
        a.length = static_cast<int>(found.front().size());
        for (const auto& s : found) a.solutions.push_back(turns_text(s));
        if (request_.nets) {
            a.nets.push_back(cube3_facelets(cube));
            for (int t : found.front()) {
                cube = apply_turn_ids(cube, {t});
                a.nets.push_back(cube3_facelets(cube));
                a.net_moves.push_back(turns_text({t}));
            }
        }
        return a;
    }

    bool parallel_lines() const override { return method_ != Method::Optimal; }
    std::string method() const override { return method_name(method_); }

  private:
    static void fail(SolvedPosition& a, const char* kind, std::string message) {
        a.error_kind = kind;
        a.error = std::move(message);
    }

    // The method's solutions (empty with the answer's error set when it gives up).
    std::vector<std::vector<int>> search(const Cube3& cube, SolvedPosition& a) const {
        switch (method_) {
        case Method::TwoPhase: {
            const TwoPhaseLimits limits{request_.max_length >= 0 ? request_.max_length : 20,
                                        request_.time_limit.count() != 0
                                            ? request_.time_limit
                                            : TwoPhaseLimits{}.time_limit};
            const auto start = std::chrono::steady_clock::now();
            const auto found = two_phase_->solve(cube, limits);
            if (found) return {*found};
            const auto spent = std::chrono::steady_clock::now() - start;
            // A search that ended before its time found every phase-1 length it could: only a
            // longer --max-length helps; one that ran out of time may find one with more.
            fail(a, "limit",
                 spent < limits.time_limit
                     ? fmt::format("no solution of at most {} moves found (the search ended in "
                                   "{:.1f} s); allow more with --max-length",
                                   limits.max_length, std::chrono::duration<double>(spent).count())
                     : fmt::format("no solution of at most {} moves found in {:g} s; allow more "
                                   "with --max-length or --time-limit",
                                   limits.max_length, seconds(limits.time_limit)));
            return {};
        }
        case Method::Optimal: {
            OptimalRequest o;
            o.all = request_.all;
            o.max_solutions = request_.max_solutions;
            o.threads = request_.threads;
            o.time_limit =
                request_.time_limit.count() != 0 ? request_.time_limit : kOptimalTimeLimit;
            std::optional<DepthProgress> progress;
            if (progress_style() != ProgressStyle::Quiet) {
                progress.emplace();
                o.on_depth = std::ref(*progress);
                o.on_progress = [&progress](int depth, uint64_t nodes,
                                            std::chrono::steady_clock::duration spent) {
                    progress->within(depth, nodes, spent);
                };
            }
            OptimalResult result = optimal_->solve(cube, o);
            progress.reset();
            if (!result.solutions.empty()) return std::move(result.solutions);
            // Out of time: the two-phase answer, with what the search proved. One as long as
            // the bound is optimal after all.
            std::optional<std::vector<int>> found;
            if (!request_.all) {
                found = two_phase_->solve(cube, {20, kNoTimeLimit, kFallbackNodes});
                if (!found) found = two_phase_->solve(cube, {30, kNoTimeLimit, 0});
            }
            if (found) {
                if (static_cast<int>(found->size()) > result.proven_below)
                    a.lower_bound = result.proven_below;
                return {*found};
            }
            fail(a, "limit",
                 fmt::format("no optimal solution found in {:g} s: none is shorter than {} "
                             "moves; allow more with --time-limit",
                             seconds(o.time_limit), result.proven_below));
            return {};
        }
        case Method::Thistlethwaite: {
            std::vector<int> all;
            for (const auto& phase : thistlethwaite_->solve(cube)) {
                std::vector<int> ids;
                for (const FaceTurn& t : phase) ids.push_back(turn_id(t.face, t.power));
                a.phases.push_back(turns_text(ids));
                all.insert(all.end(), ids.begin(), ids.end());
            }
            // One phase can end with a turn of the face the next starts with (R, then R2):
            // the answer joins them (R'), and its length counts the joined turn once. The
            // phases keep each phase's own turns.
            return {merge_same_face(all)};
        }
        }
        return {};
    }

    Method method_;
    SolveRequest request_;
    std::unique_ptr<HeldPruning> corners_, edges_upper_, edges_lower_, phase2_corners_,
        phase2_edges_, phase2_;
    std::unique_ptr<HeldFlipSlice> axes_, phase1_;
    std::unique_ptr<TwoPhaseSolver> two_phase_;
    std::unique_ptr<OptimalSolver> optimal_;
    std::unique_ptr<ThistlethwaiteSolver> thistlethwaite_;
};

} // namespace

std::unique_ptr<PositionSolver> make_cube3_solver(const Puzzle&, const SolveRequest& request) {
    const Method method = parse_method(request.method);
    if (request.max_length >= 0 && method != Method::TwoPhase)
        throw std::invalid_argument("--max-length bounds the two-phase solver's answers only");
    if (request.time_limit.count() != 0 && method == Method::Thistlethwaite)
        throw std::invalid_argument(
            "--time-limit: the Thistlethwaite method needs none (it walks tables)");
    if (request.all && method != Method::Optimal)
        throw std::invalid_argument("--all lists every optimal solution: give --optimal too");
    if (request.memory_limit != 0 && method != Method::Optimal)
        throw std::invalid_argument(
            "--max-memory chooses the optimal solver's tables: give --optimal too");
    return std::make_unique<Cube3Solver>(method, request);
}

std::vector<std::string> cube3_solve_options() {
    return {"--optimal", "--method",        "--max-length", "--time-limit",
            "--all",     "--max-solutions", "--input",      "--svg",
            "--colors",  "--html",          "--viewer-js",  "--max-memory"};
}

} // namespace twobit
