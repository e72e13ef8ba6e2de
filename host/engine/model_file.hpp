// A PuzzleModel stored in a file, for the model cache (tools/cli/model_cache.hpp): the moves,
// the coordinates with their move and parity tables, and the key it was built from. The file
// is only ever read by the build that wrote it (the header holds a hash of the program's build
// id), so it holds plain native-endian data; everything else about it is distrusted. Layout:
//
//   header (64 bytes): "twobit-model", format version (u32), build hash, key hash,
//                      metadata bytes, array bytes (u64 each), then XXH3-64 of the header's
//                      first 56 bytes, the metadata and the arrays
//   metadata:          the key, the model's names and numbers, each coordinate's table lengths
//   arrays:            each coordinate's move table (u32) and then its parity table (u8)
//
// A reader checks the header, the sizes against the file's, the hash, every count and name,
// and then PuzzleModel::validate() (table sizes, values in range, inverses undone): a damaged
// or forged file is refused, never half used.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "host/engine/puzzle_model.hpp"

namespace twobit {

// What a catalog model is built from: make_puzzle(puzzle, metric, gens) (registry.hpp).
struct ModelKey {
    std::string puzzle;
    std::string metric; // as asked: empty for the puzzle's first metric
    std::string gens;   // as asked: empty for all of the puzzle's faces
};

// XXH3-64 of the key's three strings, each ended by a NUL.
uint64_t model_key_hash(const ModelKey& key);

// Writes the model under `path` (AtomicFile, without syncs: a lost file is built again).
// Throws FileWriteError.
void write_model_file(const std::string& path, const ModelKey& key, const PuzzleModel& model);

// The model the file holds for `key`, or nothing when it is missing, not a regular file of
// this user, unreadable, written by another build or for another key, damaged, or
// inconsistent. Never throws for the file's contents (std::bad_alloc can still come through).
std::optional<PuzzleModel> read_model_file(const std::string& path, const ModelKey& key);

// The hash of the running program's build id that files are written for and read with; 0
// where the program has no build id, and then no file is written or read.
uint64_t model_file_build_hash();

} // namespace twobit
