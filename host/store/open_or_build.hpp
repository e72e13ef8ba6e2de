// What every table a command builds on first use does (the solvers' symmetric tables, the
// reduced tables of solve --symmetry): open the file where it is, or build the table with a
// line on stderr and save it there for the next run, one twobit building a path at a time
// (table_build_lock.hpp), and keep going from memory where it cannot be saved.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "host/io/atomic_file.hpp"

namespace twobit {

// open: reads the file at path (throws TableFileError for one that is not the table wanted);
// build: builds the table in memory; save: writes it to the name given. `building` is the
// line printed before a build (unless progress is quiet) and file_bytes the file's size, for
// the check of the place before the build. Throws std::runtime_error naming the file and
// the remedy when open refuses the file.
void open_or_build_table(const std::string& path, uint64_t file_bytes, const std::string& building,
                         const std::function<void()>& open, const std::function<void()>& build,
                         const std::function<void(const OutputName&)>& save);

} // namespace twobit
