// Reading a small input file whole (a puzzle definition, an expected distribution) without
// trusting the path: only a regular file is read (a FIFO is opened without waiting for a
// writer and refused, as are devices and folders), and one larger than the caller's limit is
// refused from its size before any of it is read.
#pragma once

#include <cstdint>
#include <string>

namespace twobit {

// The file's bytes. `what` names the file's role in messages ("definition", "distribution").
// Throws std::runtime_error naming the path and the problem.
std::string read_text_file(const std::string& path, uint64_t max_bytes, const std::string& what);

} // namespace twobit
