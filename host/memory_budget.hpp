// Memory a search needs, what the machine has, and the refusal before allocating when it
// would not fit (or would pass a --max-memory limit). Sizes in messages are human-readable.
#pragma once

#include <cstdint>
#include <string>

#include "puzzle_model.hpp"

namespace twobit {

// The table (2 bits per state) plus the model's move and parity tables.
uint64_t search_memory_bytes(const PuzzleModel& model);

// MemAvailable from /proc/meminfo; 0 when unknown.
uint64_t available_memory_bytes();

// "8G", "512M", "1.5GB", "64k", "1000000" (bytes; K M G T are powers of 1024).
// Throws std::invalid_argument naming the text.
uint64_t parse_byte_size(const std::string& text);

// "4.55 GiB", "912.3 MiB", "718 bytes".
std::string format_bytes(uint64_t bytes);

// True if `bytes` fit under `limit` (if non-zero) and in the available memory.
bool memory_fits(uint64_t bytes, uint64_t limit);

// Throws std::runtime_error, with both sizes, when the search of model (plus `extra` bytes
// of working memory) needs more than `limit` bytes (if non-zero) or than is available.
void check_memory(const PuzzleModel& model, uint64_t extra, uint64_t limit);

} // namespace twobit
