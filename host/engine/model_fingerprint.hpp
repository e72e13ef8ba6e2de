// The fingerprint of a state index: a 64-bit hash (XXH3-64) of everything that decides which
// state each table entry stands for and which states are neighbours — every coordinate's
// size, kind, source and move table (and parity table), the move names and inverses in
// order, and the solved index. A table file stores the fingerprint of the model it was built
// for; a reader refuses a table whose fingerprint differs from its own model's, so a changed
// model can never silently misread an old file. The byte stream hashed is in tables/FORMAT.md.
#pragma once

#include <cstdint>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

uint64_t model_fingerprint(const PuzzleModel& model);

} // namespace twobit
