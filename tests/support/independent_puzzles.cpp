// Independent puzzle definitions for checking solve's answers; see independent_puzzles.hpp.
#include "independent_puzzles.hpp"

#include <array>
#include <cstdlib>
#include <sstream>

#include "host/puzzles/pyraminx/pyraminx_puzzle.hpp"
#include "host/puzzles/skewb/skewb_puzzle.hpp"
#include "test_support.hpp"

namespace twobit::test {

namespace {

std::vector<std::string> tokens_of(const std::string& moves) {
    std::istringstream in(moves);
    std::vector<std::string> tokens;
    for (std::string t; in >> t;) tokens.push_back(t);
    return tokens;
}

std::vector<std::string> face_turns(const std::string& faces,
                                    const std::vector<std::string>& suffixes) {
    std::vector<std::string> moves;
    for (char f : faces)
        for (const std::string& s : suffixes) moves.push_back(std::string(1, f) + s);
    return moves;
}

// The 3x3x3 as cubies, "solved" as a space of it sees it.
class Cube3Puzzle : public IndependentPuzzle {
  public:
    Cube3Puzzle(std::function<bool(const Cube3&)> solved, std::vector<std::string> moves)
        : solved_(std::move(solved)), moves_(std::move(moves)) {}
    void apply(const std::string& moves) override { cube_ = apply_sequence(cube_, moves); }
    bool solved() const override { return solved_(cube_); }
    void reset() override { cube_ = Cube3{}; }
    std::vector<std::string> moves() const override { return moves_; }
    std::unique_ptr<IndependentPuzzle> clone() const override {
        return std::make_unique<Cube3Puzzle>(*this);
    }

  private:
    Cube3 cube_;
    std::function<bool(const Cube3&)> solved_;
    std::vector<std::string> moves_;
};

// A puzzle turning about lettered axes, as sticker colours only; tips (lower-case letters,
// the Pyraminx's) as counts of thirds against their centres.
template <class State>
class StickerPuzzle : public IndependentPuzzle {
  public:
    StickerPuzzle(const AxisPuzzle<State>& puzzle, std::string letters, bool tips)
        : puzzle_(&puzzle), letters_(std::move(letters)), tips_allowed_(tips) {
        reset();
    }
    void apply(const std::string& moves) override {
        for (const std::string& t : tokens_of(moves)) {
            const bool prime = t.size() == 2 && t[1] == '\'';
            if (t.empty() || t.size() > 2 || (t.size() == 2 && !prime)) std::abort();
            const size_t axis = letters_.find(t[0]);
            if (axis != std::string::npos) {
                colours_ = puzzle_->turn_colours(colours_, static_cast<int>(axis), !prime);
                continue;
            }
            const size_t tip = std::string("ulrb").find(t[0]);
            if (!tips_allowed_ || tip == std::string::npos) std::abort();
            tips_[tip] = (tips_[tip] + (prime ? 2 : 1)) % 3;
        }
    }
    bool solved() const override {
        return colours_ == puzzle_->stickers(State{}) && tips_ == std::array<int, 4>{};
    }
    void reset() override {
        colours_ = puzzle_->stickers(State{});
        tips_ = {};
    }
    std::vector<std::string> moves() const override {
        std::string letters = letters_ + (tips_allowed_ ? "ulrb" : "");
        return face_turns(letters, {"", "'"});
    }
    std::unique_ptr<IndependentPuzzle> clone() const override {
        return std::make_unique<StickerPuzzle>(*this);
    }
    std::vector<uint8_t> colours() const override { return colours_; }

  private:
    const AxisPuzzle<State>* puzzle_;
    std::string letters_;
    bool tips_allowed_;
    std::vector<uint8_t> colours_;
    std::array<int, 4> tips_{};
};

bool no_twists_or_flips(const Cube3& c) {
    for (uint8_t t : c.corners.twist)
        if (t != 0) return false;
    for (uint8_t f : c.edges.flip)
        if (f != 0) return false;
    return true;
}

std::function<bool(const Cube3&)> edges_home(std::vector<uint8_t> edges) {
    return [edges](const Cube3& c) {
        for (uint8_t e : edges)
            if (c.edges.perm[e] != e || c.edges.flip[e] != 0) return false;
        return true;
    };
}

const std::vector<std::string> kHtm = face_turns("URFDLB", {"", "2", "'"});

bool search(const IndependentPuzzle& state, int depth, char last) {
    if (state.solved()) return true;
    if (depth == 0) return false;
    for (const std::string& m : state.moves()) {
        if (m[0] == last) continue; // two turns of one face or axis are one
        auto next = state.clone();
        next->apply(m);
        if (search(*next, depth - 1, m[0])) return true;
    }
    return false;
}

} // namespace

std::unique_ptr<IndependentPuzzle> independent_puzzle(const std::string& id) {
    if (id == "3x3x3-corners")
        return std::make_unique<Cube3Puzzle>(
            [](const Cube3& c) { return c.corners == CornerCube{}; }, kHtm);
    if (id == "3x3x3-ru")
        return std::make_unique<Cube3Puzzle>([](const Cube3& c) { return c.is_solved(); },
                                             face_turns("UR", {"", "2", "'"}));
    if (id == "3x3x3-squares")
        return std::make_unique<Cube3Puzzle>([](const Cube3& c) { return c.is_solved(); },
                                             face_turns("URFDLB", {"2"}));
    if (id == "kociemba-phase2")
        return std::make_unique<Cube3Puzzle>(
            [](const Cube3& c) { return c.is_solved(); },
            std::vector<std::string>{"U", "U2", "U'", "D", "D2", "D'", "R2", "L2", "F2", "B2"});
    if (id == "kociemba-phase1")
        return std::make_unique<Cube3Puzzle>(
            [](const Cube3& c) {
                if (!no_twists_or_flips(c)) return false;
                for (uint8_t p : {FR, FL, BL, BR})
                    if (c.edges.perm[p] < FR) return false;
                return true;
            },
            kHtm);
    if (id == "3x3x3-edges6-UR.UF.UL.UB.DR.DF")
        return std::make_unique<Cube3Puzzle>(edges_home({UR, UF, UL, UB, DR, DF}), kHtm);
    if (id == "3x3x3-edges6-DL.DB.FR.FL.BL.BR")
        return std::make_unique<Cube3Puzzle>(edges_home({DL, DB, FR, FL, BL, BR}), kHtm);
    if (id == "skewb")
        return std::make_unique<StickerPuzzle<skewb::State>>(skewb::puzzle(), "ULRB", false);
    if (id == "pyraminx")
        return std::make_unique<StickerPuzzle<pyraminx::State>>(pyraminx::puzzle(), "ULRB", true);
    if (id == "pyraminx-notips")
        return std::make_unique<StickerPuzzle<pyraminx::State>>(pyraminx::puzzle(), "ULRB", false);
    return nullptr;
}

int optimal_length(const IndependentPuzzle& start, int max_depth) {
    for (int depth = 0; depth <= max_depth; ++depth)
        if (search(start, depth, '\0')) return depth;
    return -1;
}

} // namespace twobit::test
