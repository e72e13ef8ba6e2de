// What a model's moves say about its God's number before any search, so that a space too
// deep for a table (search.hpp's kMaxTableDepth) is refused before its tables are allocated
// rather than at depth 64. Known exactly in one case: moves that are one generator and its
// inverse (a single move of a definition in qtm, for instance) reach a cycle of L states
// through the solved one, and the farthest is floor(L / 2) moves away. Every other model is
// left to the search, which stops at depth 64 (level_loop.hpp).
#pragma once

#include "host/engine/puzzle_model.hpp"

namespace twobit {

// Throws DepthLimitError (search.hpp), naming the moves and the cycle, when the moves bound
// God's number above kMaxTableDepth; at most 127 moves are applied to find out.
void check_depth_bound(const PuzzleModel& model);

} // namespace twobit
