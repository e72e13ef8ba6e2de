// A 3x3x3 of the tests' own, as 54 sticker colours and nothing else, to hold the 3x3x3
// solvers' answers against. It shares no code with the engine's cubies, notation, move
// tables or facelet reader: every sticker is a point in space, and a move is a quarter
// rotation of the points in some layers about an axis, so that wide turns, slices and
// whole-cube rotations follow from the same geometry as face turns.
//
// The string is in Kociemba's facelet order: the faces U R F D L B, each read row by row as
// seen from outside (U with B at the top, D with F at the top, the side faces with U at the
// top), so that facelet 5 of each face is its centre. The colours may be any symbols; a
// solved cube in the standard colours is kIndependentCube3Solved.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace twobit::test {

extern const char* const kIndependentCube3Solved;

class IndependentCube3 {
  public:
    IndependentCube3(); // solved, in the colours U R F D L B
    // Any 54 symbols in facelet order (whitespace skipped); std::invalid_argument otherwise.
    explicit IndependentCube3(const std::string& facelets);

    // Applies moves: face turns U R F D L B, wide turns (Rw or r: two layers), slices M (as
    // L turns), E (as D) and S (as F), rotations x (as R), y (as U) and z (as F); each with
    // no suffix, ' , 2, 2' or 3 (= '). Spaced or run together ("RUR'U'"). Throws
    // std::invalid_argument on anything else.
    IndependentCube3& apply(const std::string& moves);

    const std::string& facelets() const { return stickers_; }
    // Every face one colour: solved, in whatever orientation the cube is held.
    bool is_solved() const;

    bool operator==(const IndependentCube3& other) const { return stickers_ == other.stickers_; }
    bool operator!=(const IndependentCube3& other) const { return !(*this == other); }

  private:
    std::string stickers_;
};

// Where the pieces' stickers are, for writing and reading pieces (facelet indices 0..53):
// the corner positions URF UFL ULB UBR DFR DLF DBL DRB, each from its U or D sticker
// clockwise, and the edge positions UR UF UL UB DR DF DL DB FR FL BL BR, each from its U or D
// sticker (or, in the middle layer, its F or B sticker).
const std::vector<std::vector<int>>& cube3_corner_facelets();
const std::vector<std::vector<int>>& cube3_edge_facelets();

// The facelets after moves applied to a solved cube.
std::string cube3_after(const std::string& moves);

// A uniformly random legal cube (centres home, colours U R F D L B): random corner and edge
// permutations of equal parity, random twists summing to 0 mod 3, random flips summing to 0
// mod 2.
std::string random_cube3(std::mt19937_64& rng);

// The facelets with colour U R F D L B (in that order) written as colours[0..5] instead.
std::string recolour(const std::string& facelets, const std::string& colours);
// The same cube in the colours its centres name: each symbol becomes the letter (U R F D L B)
// of the face whose centre has it.
std::string by_centres(const std::string& facelets);
// The same cube turned whole by rotations (x, y, z and their suffixes).
std::string rotate_cube3(const std::string& facelets, const std::string& rotations);

// The inverse of a move sequence, as spaced text ("R U" -> "U' R'").
std::string invert_moves(const std::string& moves);

// The 18 face turns, as text: U U2 U' R R2 R' ... B'.
const std::vector<std::string>& cube3_face_turns();

// Every position within five face turns of solved (centres home, colours U R F D L B), by
// breadth-first search over the 18 face turns, built once on first use (about 620,000).
class Cube3Ball {
  public:
    static constexpr int kRadius = 5;
    static const Cube3Ball& get();

    // Positions at each depth 0..5 (1, 18, 243, 3240, 43239, 574908 on a real cube).
    std::vector<uint64_t> counts() const;
    // The distance of facelets (centres home, colours U R F D L B) from solved, or -1 beyond
    // five.
    int distance(const std::string& facelets) const;
    // A position at exactly this depth (0..5), chosen by rng.
    std::string sample(int depth, std::mt19937_64& rng) const;

    // The fewest face turns that solve facelets (centres home, colours U R F D L B) when that
    // is at most 11, else -1: meet in the middle, every sequence of up to six turns from it
    // looked up in the ball.
    int optimal_up_to_11(const std::string& facelets) const;
    // Every optimal solution of facelets (spaced face turns, each a shortest path, so no two
    // turns of one face in a row) when its distance is at most 11, else none: every sequence
    // of distance - 5 turns from it that lands in the ball at depth 5, followed by each way
    // down the ball's depths from there.
    std::vector<std::string> optimal_solutions_up_to_11(const std::string& facelets) const;

    struct Key {
        uint64_t word[3];
        bool operator==(const Key& other) const {
            return word[0] == other.word[0] && word[1] == other.word[1] && word[2] == other.word[2];
        }
    };
    struct KeyHash {
        size_t operator()(const Key& k) const;
    };

  private:
    Cube3Ball();
    std::unordered_map<Key, uint8_t, KeyHash> depth_of_;
    std::vector<std::vector<Key>> levels_;
};

} // namespace twobit::test
