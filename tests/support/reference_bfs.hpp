// A scalar reference breadth-first search for the 2x2x2, written to be obviously correct and
// independent of the engine: one byte per state, a FIFO queue, and neighbours found by
// turning corner cubies (not through move tables, not through the 2-bit word code).
// Used by the tests to check the engine entry by entry and by the benchmarks as a baseline.
#pragma once

#include <cstdint>
#include <vector>

#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/cube/corner_cubies.hpp"

namespace twobit::reference {

constexpr uint8_t kNotReached = 0xFF;

struct Turn {
    Face face;
    int power;
};

// distance[index] for every 2x2x2 index (cube2_index), kNotReached where unreachable.
std::vector<uint8_t> cube2_bfs(const std::vector<Turn>& turns);

// The same for any catalog model, through its move tables (PuzzleModel::apply, one state at
// a time, no word code): one byte per state, level by level, scanning for the frontier.
// Single-threaded and slow by design; the benchmarks' baseline for the larger spaces.
std::vector<uint8_t> model_bfs(const PuzzleModel& model);

// Per-depth counts of a distance array.
std::vector<uint64_t> depth_counts(const std::vector<uint8_t>& distance);

// The move sets the tests use, spelled out by hand (not through move_set.cpp).
std::vector<Turn> htm_turns(const char* faces);
std::vector<Turn> qtm_turns(const char* faces);

} // namespace twobit::reference
