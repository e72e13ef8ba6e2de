// Table locations and names; see table_paths.hpp.
#include "host/store/table_paths.hpp"

#include <cstdlib>
#include <stdexcept>
#include <sys/stat.h>

#include "host/io/input_lines.hpp"

namespace twobit {

namespace {

// A folder named by the environment must be absolute: a relative one ("rel/dir", "~/x" as the
// shell did not expand it, " ") would be made in whatever folder twobit runs from.
std::string absolute_folder(const char* variable, const std::string& value) {
    if (value.front() == '/') return value;
    throw std::runtime_error(
        std::string(variable) + "='" + printable(excerpt(value)) +
        "' is not an absolute path: a tables folder named so would be made "
        "in whatever folder twobit runs from; " +
        (std::string(variable) == "HOME"
             ? std::string("set TWOBIT_TABLES to an absolute folder, e.g. "
                           "TWOBIT_TABLES=/var/tmp/twobit-tables")
             : "give it as one, e.g. " + std::string(variable) + "=\"$HOME/twobit-tables\""));
}

} // namespace

std::string default_table_dir() {
    if (const char* dir = std::getenv("TWOBIT_TABLES"); dir != nullptr && *dir != '\0')
        return absolute_folder("TWOBIT_TABLES", dir);
    // The XDG spec: a relative XDG_DATA_HOME is invalid and must be ignored.
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg == '/')
        return std::string(xdg) + "/twobit";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return absolute_folder("HOME", home) + "/.local/share/twobit";
    throw std::runtime_error("no table location: set TWOBIT_TABLES or HOME, or pass a file name");
}

OutputName default_table_path(const std::string& puzzle, const std::string& metric) {
    return table_path_in_folder(puzzle + "-" + metric + ".twobit");
}

OutputName table_path_in_folder(const std::string& name) {
    return OutputName::chosen(default_table_dir(), name);
}

bool table_path_taken(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0;
}

} // namespace twobit
