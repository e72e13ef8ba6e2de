// The 3x3x3's scrambler: uniform cubies (any corner and edge arrangement, any twists and flips,
// then the laws: twists sum to 0 mod 3, flips to 0 mod 2, the two arrangements' parities
// equal), solved by the two-phase solver (the record's solver, its tables opened or built on
// first use) and written backwards with each turn inverted. WCA's least length is the general
// rule's 2 moves (Regulation 4b3). Two-phase answers are short (at most 20 moves), not always
// the shortest, so a scramble's distance is not known.
#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "host/puzzles/cube/cube3_cubies.hpp"
#include "host/puzzles/cube3/cube3_facelets.hpp"
#include "host/puzzles/scramble/scrambler.hpp"
#include "host/puzzles/scramble/uniform_random.hpp"

namespace twobit {

namespace {

// A uniform arrangement of n pieces (Fisher-Yates); returns its parity (1 = odd).
template <size_t N>
int shuffle(std::array<uint8_t, N>& pieces, std::mt19937_64& rng) {
    int parity = 0;
    for (size_t i = N - 1; i > 0; --i) {
        const size_t j = static_cast<size_t>(uniform_below(rng, i + 1));
        if (j != i) {
            std::swap(pieces[i], pieces[j]);
            parity ^= 1;
        }
    }
    return parity;
}

Cube3 random_cubies(std::mt19937_64& rng) {
    Cube3 c;
    const int corner_parity = shuffle(c.corners.perm, rng);
    const int edge_parity = shuffle(c.edges.perm, rng);
    // Odd and even edge arrangements pair off by one swap, so this keeps them uniform.
    if (corner_parity != edge_parity) std::swap(c.edges.perm[0], c.edges.perm[1]);
    unsigned twists = 0, flips = 0;
    for (size_t i = 0; i + 1 < c.corners.twist.size(); ++i) {
        c.corners.twist[i] = static_cast<uint8_t>(uniform_below(rng, 3));
        twists += c.corners.twist[i];
    }
    c.corners.twist.back() = static_cast<uint8_t>((3 - twists % 3) % 3);
    for (size_t i = 0; i + 1 < c.edges.flip.size(); ++i) {
        c.edges.flip[i] = static_cast<uint8_t>(uniform_below(rng, 2));
        flips += c.edges.flip[i];
    }
    c.edges.flip.back() = static_cast<uint8_t>(flips % 2);
    return c;
}

// "R U2 F'" -> "F U2 R'".
std::string inverted(const std::string& turns) {
    std::istringstream in(turns);
    std::vector<std::string> words;
    for (std::string w; in >> w;) {
        if (w.back() == '\'')
            w.pop_back();
        else if (w.back() != '2')
            w += '\'';
        words.push_back(w);
    }
    std::string text;
    for (auto w = words.rbegin(); w != words.rend(); ++w) text += (text.empty() ? "" : " ") + *w;
    return text;
}

class Cube3Scrambler : public Scrambler {
  public:
    Cube3Scrambler(const Puzzle& record, const ScrambleRequest& request) {
        SolveRequest solve;
        solve.method = "two-phase";
        solve.input = InputKind::Stickers;
        solve.threads = request.threads;
        solver_ = record.solver(record, solve);
    }

    Scramble next(std::mt19937_64& rng) override {
        for (;;) {
            const SolvedPosition a = solver_->solve(cube3_facelets(random_cubies(rng)));
            if (!a.error.empty())
                throw std::runtime_error("the two-phase solver failed on a random state: " +
                                         a.error);
            if (a.length < minimum_.moves) continue;
            Scramble s;
            s.text = inverted(a.solutions.front());
            s.length = a.length;
            return s;
        }
    }

  private:
    std::unique_ptr<PositionSolver> solver_;
};

} // namespace

std::unique_ptr<Scrambler> make_cube3_scrambler(const Puzzle& record,
                                                const ScrambleRequest& request) {
    return std::make_unique<Cube3Scrambler>(record, request);
}

} // namespace twobit
