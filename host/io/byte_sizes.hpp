// Sizes in bytes as people write them: "8G" read (--max-memory), "4.55 GiB" written (every
// message that names a size).
#pragma once

#include <cstdint>
#include <string>

namespace twobit {

// "8G", "512M", "1.5GB", "2GiB", "64k", "1000000", "100B" (bytes; K M G T, any case, are
// powers of 1024). At least one byte, a whole number of bytes, below 2^63. Throws
// std::invalid_argument naming the text.
uint64_t parse_byte_size(const std::string& text);

// "4.55 GiB", "912.3 MiB", "718 bytes".
std::string format_bytes(uint64_t bytes);

} // namespace twobit
