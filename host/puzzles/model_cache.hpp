// The model cache: catalog models kept in files between runs, so that a command on a small
// puzzle does not spend a millisecond rebuilding move tables it built the last time (a fresh
// 2x2x2 `generate` or `solve`, bench/RESULTS.md, 2026-12-03, twelfth round).
//
// - Where: $TWOBIT_CACHE, else $XDG_CACHE_HOME/twobit (an absolute XDG_CACHE_HOME only, as
//   the XDG spec asks), else $HOME/.cache/twobit; nowhere when TWOBIT_CACHE=off or none of
//   them is set. One file per model: PUZZLE-KEYHASH-BUILDHASH.model (model_file.hpp).
// - What: the built-in puzzles' models whose tables take at most kMaxCachedModelBytes; not a
//   definition file's (its model depends on the file, not on this build alone).
// - Trust: a file is used only when it was written by this very build (the program's build id)
//   for the same puzzle, metric and gens, its hash matches, and the model passes
//   PuzzleModel::validate(); anything else is rebuilt and the file replaced. Writing is best
//   effort: a folder that cannot be written changes nothing but the time. Writing a model
//   removes the same model's files of other builds but the kKeptBuildsPerModel - 1 newest,
//   so that builds used in turn do not rebuild each other's models and rebuilds do not pile
//   files up.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "host/engine/model_file.hpp"
#include "host/engine/puzzle_model.hpp"

namespace twobit {

// Models with larger tables are built each time: their searches dwarf the build.
constexpr uint64_t kMaxCachedModelBytes = uint64_t{16} << 20;

// Files of one model kept, this build's included.
constexpr size_t kKeptBuildsPerModel = 4;

// The cache folder as above, or empty: no cache.
std::string model_cache_folder();

// make_puzzle(key.puzzle, key.metric, key.gens) through the cache; `build` is that call.
PuzzleModel cached_model(const ModelKey& key, const std::function<PuzzleModel()>& build);

} // namespace twobit
