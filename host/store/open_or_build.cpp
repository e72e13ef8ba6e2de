// Opening or building a table on first use (open_or_build.hpp).
#include "host/store/open_or_build.hpp"

#include <cstdio>
#include <fmt/format.h>
#include <optional>

#include "host/io/progress.hpp"
#include "host/store/table_build_lock.hpp"
#include "host/store/table_paths.hpp"
#include "tables/table_file.hpp"

namespace twobit {

void open_or_build_table(const std::string& path, uint64_t file_bytes, const std::string& building,
                         const std::function<void()>& open, const std::function<void()>& build,
                         const std::function<void(const OutputName&)>& save) {
    const OutputName name(path);
    std::optional<TableBuildLock> lock;
    if (!table_path_taken(path)) lock.emplace(path); // built by one twobit at a time
    if (table_path_taken(path)) {
        try {
            open();
        } catch (const TableFileError& e) {
            throw std::runtime_error(
                fmt::format("{}\n  to rebuild it, remove it (rm {}) and run the command again",
                            e.what(), path));
        }
        return;
    }
    if (progress_style() != ProgressStyle::Quiet) {
        fmt::print(stderr, "twobit: {}\n", building);
        std::fflush(stderr);
    }
    bool saving = true;
    try {
        check_output_path(name, file_bytes);
    } catch (const std::exception& e) {
        fmt::print(stderr,
                   "twobit: warning: the table will not be saved ({}); using it from memory for "
                   "this run\n",
                   e.what());
        saving = false;
    }
    build();
    if (!saving) return;
    try {
        save(name);
    } catch (const std::exception& e) {
        fmt::print(stderr, "twobit: warning: the table was not saved ({}); using it from memory\n",
                   e.what());
    }
}

} // namespace twobit
