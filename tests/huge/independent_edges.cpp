// The tests' own edges-only optimal solver (independent_edges.hpp).
#include "independent_edges.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "independent_cube3.hpp"

namespace twobit::test {

namespace {

constexpr int kPieces = 6;                                   // per database
constexpr uint32_t kArrangements = 12 * 11 * 10 * 9 * 8 * 7; // places of six pieces
constexpr uint32_t kPatterns = kArrangements * 64;           // times their flips
constexpr uint8_t kUnreached = 255;

// The piece and flip on place p of a sticker cube: the piece whose home stickers are there,
// flip 1 when its first sticker is on the place's second facelet.
std::pair<int, int> piece_at(const std::string& facelets, size_t p) {
    const auto& at = cube3_edge_facelets();
    const std::string solved = kIndependentCube3Solved;
    const char a = facelets[static_cast<size_t>(at[p][0])];
    const char b = facelets[static_cast<size_t>(at[p][1])];
    for (size_t e = 0; e < 12; ++e) {
        const char x = solved[static_cast<size_t>(at[e][0])];
        const char y = solved[static_cast<size_t>(at[e][1])];
        if (a == x && b == y) return {static_cast<int>(e), 0};
        if (a == y && b == x) return {static_cast<int>(e), 1};
    }
    throw std::invalid_argument("no edge piece has the stickers of place " + std::to_string(p));
}

} // namespace

IndependentEdges IndependentEdges::solved() {
    IndependentEdges e;
    std::iota(e.place.begin(), e.place.end(), uint8_t{0});
    return e;
}

IndependentEdges edges_of_facelets(const std::string& facelets) {
    IndependentEdges e;
    for (size_t p = 0; p < 12; ++p) {
        const auto [piece, flip] = piece_at(facelets, p);
        e.place[static_cast<size_t>(piece)] = static_cast<uint8_t>(p);
        e.flip[static_cast<size_t>(piece)] = static_cast<uint8_t>(flip);
    }
    return e;
}

IndependentEdges random_edges(std::mt19937_64& rng) {
    IndependentEdges e = IndependentEdges::solved();
    std::shuffle(e.place.begin(), e.place.end(), rng);
    int sum = 0;
    for (size_t k = 0; k < 11; ++k) sum += e.flip[k] = static_cast<uint8_t>(rng() % 2);
    e.flip[11] = static_cast<uint8_t>(sum % 2);
    return e;
}

IndependentEdges turn_edges(const IndependentEdges& e, int move) {
    // A turn from solved takes piece q (at home, place q) to some place with some flip:
    // every piece on place q goes the same way.
    static const std::vector<IndependentEdges> turns = [] {
        std::vector<IndependentEdges> t;
        for (const std::string& name : cube3_face_turns())
            t.push_back(edges_of_facelets(cube3_after(name)));
        return t;
    }();
    const IndependentEdges& t = turns[static_cast<size_t>(move)];
    IndependentEdges out;
    for (size_t k = 0; k < 12; ++k) {
        out.place[k] = t.place[e.place[k]];
        out.flip[k] = e.flip[k] ^ t.flip[e.place[k]];
    }
    return out;
}

EdgesOptimalSolver::EdgesOptimalSolver(int threads) {
    turn_edges(IndependentEdges::solved(), 0); // the turns, before threads share them
    build_database(0, low_, threads);
    build_database(kPieces, high_, threads);
}

// Places of pieces first..first+5 as a partial permutation (each place numbered among those
// the earlier pieces left), then their six flips.
uint32_t EdgesOptimalSolver::pattern_index(const IndependentEdges& e, int first_piece) const {
    uint32_t used = 0, index = 0, flips = 0;
    for (int i = 0; i < kPieces; ++i) {
        const auto k = static_cast<size_t>(first_piece + i);
        const uint32_t p = e.place[k];
        index = index * static_cast<uint32_t>(12 - i) +
                static_cast<uint32_t>(__builtin_popcount(~used & ((1u << p) - 1)));
        used |= 1u << p;
        flips = flips << 1 | e.flip[k];
    }
    return index * 64 + flips;
}

void EdgesOptimalSolver::build_database(int first_piece, std::vector<uint8_t>& depths,
                                        int threads) const {
    depths.assign(kPatterns, kUnreached);
    depths[pattern_index(IndependentEdges::solved(), first_piece)] = 0;
    for (uint8_t d = 0;; ++d) {
        uint64_t found = 0;
#pragma omp parallel for schedule(dynamic, 65536) num_threads(threads) reduction(+ : found)
        for (uint32_t i = 0; i < kPatterns; ++i) {
            if (depths[i] != d) continue;
            // Decode the six places (the r-th free place, for digit r) and flips; the other
            // pieces stay off the board (place 12 never moves into the index).
            IndependentEdges e;
            uint32_t arrangement = i / 64, used = 0;
            uint32_t digits[kPieces];
            for (int k = kPieces - 1; k >= 0; --k) {
                digits[k] = arrangement % static_cast<uint32_t>(12 - k);
                arrangement /= static_cast<uint32_t>(12 - k);
            }
            for (int k = 0; k < kPieces; ++k) {
                uint32_t p = 0;
                for (uint32_t r = digits[k];; ++p)
                    if ((used >> p & 1) == 0 && r-- == 0) break;
                used |= 1u << p;
                const auto piece = static_cast<size_t>(first_piece + k);
                e.place[piece] = static_cast<uint8_t>(p);
                e.flip[piece] = static_cast<uint8_t>(i >> (kPieces - 1 - k) & 1);
            }
            for (int m = 0; m < 18; ++m) {
                const uint32_t j = pattern_index(turn_edges(e, m), first_piece);
                if (__atomic_load_n(&depths[j], __ATOMIC_RELAXED) == kUnreached) {
                    __atomic_store_n(&depths[j], static_cast<uint8_t>(d + 1), __ATOMIC_RELAXED);
                    ++found;
                }
            }
        }
        if (found == 0) break;
    }
}

int EdgesOptimalSolver::bound(const IndependentEdges& e) const {
    return std::max(low_[pattern_index(e, 0)], high_[pattern_index(e, kPieces)]);
}

// Depth-first to `limit` turns; a face follows neither itself nor, on the same axis, a face
// of a larger number (U D and D U are the same turns: one of them is enough).
bool EdgesOptimalSolver::search(const IndependentEdges& e, int depth, int limit, int last_face,
                                std::vector<int>& path, uint64_t& nodes) const {
    ++nodes;
    const int h = bound(e);
    if (depth + h > limit) return false;
    if (h == 0) return true; // both sixes home: solved
    for (int face = 0; face < 6; ++face) {
        if (face == last_face || (last_face >= 0 && face % 3 == last_face % 3 && face > last_face))
            continue;
        for (int power = 0; power < 3; ++power) {
            const int m = face * 3 + power;
            path.push_back(m);
            if (search(turn_edges(e, m), depth + 1, limit, face, path, nodes)) return true;
            path.pop_back();
        }
    }
    return false;
}

EdgesOptimalSolver::Answer EdgesOptimalSolver::solve(const IndependentEdges& e) const {
    Answer a;
    std::vector<int> path;
    for (int limit = bound(e);; ++limit) {
        path.clear();
        if (search(e, 0, limit, -1, path, a.nodes)) {
            a.length = static_cast<int>(path.size());
            for (int m : path)
                a.moves +=
                    (a.moves.empty() ? "" : " ") + cube3_face_turns()[static_cast<size_t>(m)];
            return a;
        }
    }
}

} // namespace twobit::test
