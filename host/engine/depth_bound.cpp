// A model's God's number bounded from its moves; see depth_bound.hpp.
#include "host/engine/depth_bound.hpp"

#include <string>

#include "host/engine/search.hpp"

namespace twobit {

void check_depth_bound(const PuzzleModel& model) {
    // One generator and its inverse, g and g': the states they reach from solved are g^k of
    // it, a cycle of L states, and g^k is min(k, L - k) moves away. L >= 2 x 64 puts one at
    // depth 64 or more, so the walk stops there: it never needs to find L itself.
    if (model.moves.size() != 2 || model.moves[0].inverse != 1 || model.moves[1].inverse != 0)
        return;
    // A cycle of fewer than 2 x 64 states returns to solved within that many moves.
    const uint64_t too_long = 2 * (static_cast<uint64_t>(kMaxTableDepth) + 1);
    uint64_t index = model.solved_index;
    for (uint64_t length = 1; length < too_long; ++length) {
        index = model.apply(index, 0);
        if (index == model.solved_index) return;
    }
    throw DepthLimitError("God's number is above the " + std::to_string(kMaxTableDepth) +
                          " levels a table holds: " + model.puzzle + " " + model.metric +
                          "'s moves " + model.moves[0].name + " and " + model.moves[1].name +
                          " are one generator and its inverse, which reach a cycle of at least " +
                          std::to_string(too_long) + " states, the farthest at least " +
                          std::to_string(too_long / 2) + " moves from solved; refused before the " +
                          "search");
}

} // namespace twobit
