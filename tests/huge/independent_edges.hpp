// An optimal edges-only 3x3x3 solver of the tests' own, to hold the edges' symmetric table
// against: iterative deepening A* over the 18 face turns, bounded by two pattern databases of
// six edges each (where six edges are and how they are flipped: 42,577,920 positions, a byte
// each). It shares no code with the engine: its face turns are read off the tests' 54-sticker
// cube (independent_cube3.hpp), and it has no symmetry, classes or table file.
//
// A position is where each edge piece is and how it is flipped there, the pieces and places
// numbered UR UF UL UB DR DF DL DB FR FL BL BR (cube3_edge_facelets' order); flip 1 shows the
// piece's U/D (or F/B) sticker on the place's other facelet.
#pragma once

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace twobit::test {

struct IndependentEdges {
    std::array<uint8_t, 12> place{}; // place of piece e
    std::array<uint8_t, 12> flip{};  // and its flip there
    static IndependentEdges solved();
    bool operator==(const IndependentEdges& o) const { return place == o.place && flip == o.flip; }
};

// The edges of a 54-sticker cube (centres home, colours U R F D L B).
IndependentEdges edges_of_facelets(const std::string& facelets);
// A uniformly random position of the twelve edges: any permutation, any flips of even sum.
IndependentEdges random_edges(std::mt19937_64& rng);

// Face turn m of U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B' (cube3_face_turns) applied
// to a position, as read off the sticker cube.
IndependentEdges turn_edges(const IndependentEdges& e, int move);

class EdgesOptimalSolver {
  public:
    // Builds the two databases (pieces UR..DB and FR..BR, with the first and last six in
    // place) by breadth-first search on `threads` threads: about 20 s each on two cores.
    explicit EdgesOptimalSolver(int threads);

    struct Answer {
        int length = 0;     // the fewest face turns that solve the position
        std::string moves;  // one such sequence, spaced move names
        uint64_t nodes = 0; // positions the search visited
    };
    Answer solve(const IndependentEdges& e) const;

  private:
    uint32_t pattern_index(const IndependentEdges& e, int first_piece) const;
    int bound(const IndependentEdges& e) const;
    bool search(const IndependentEdges& e, int depth, int limit, int last_face,
                std::vector<int>& path, uint64_t& nodes) const;
    void build_database(int first_piece, std::vector<uint8_t>& depths, int threads) const;

    std::vector<uint8_t> low_, high_; // pieces 0-5, pieces 6-11
};

} // namespace twobit::test
