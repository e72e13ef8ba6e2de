// Table locations and names; see table_paths.hpp.
#include "host/store/table_paths.hpp"

#include <cstdlib>
#include <fmt/format.h>
#include <stdexcept>
#include <sys/stat.h>

#include "tables/table_file.hpp"

namespace twobit {

std::string default_table_dir() {
    if (const char* dir = std::getenv("TWOBIT_TABLES"); dir != nullptr && *dir != '\0') return dir;
    // The XDG spec: a relative XDG_DATA_HOME is invalid and must be ignored.
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg == '/')
        return std::string(xdg) + "/twobit";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return std::string(home) + "/.local/share/twobit";
    throw std::runtime_error("no table location: set TWOBIT_TABLES or HOME, or pass a file name");
}

std::string default_table_path(const std::string& puzzle, const std::string& metric) {
    return default_table_dir() + "/" + puzzle + "-" + metric + ".twobit";
}

std::string default_table_path(const Puzzle& record, const PuzzleModel& model) {
    if (model.definition_hash != 0) {
        // "def-NAME-HASH8-METRIC[-GENS].twobit": the hash keeps two files of one name apart.
        std::string gens = gens_field(model.gens);
        for (char& c : gens)
            if (c == ',')
                c = '+';
            else if (c == '/' || c == '\'' || c == '#')
                c = '_';
        return fmt::format("{}/def-{}-{:08x}-{}{}.twobit", default_table_dir(),
                           model.puzzle.substr(4), model.definition_hash >> 32, model.metric,
                           gens.empty() ? std::string() : "-" + gens);
    }
    if (!whole_move_set(record, model))
        return default_table_dir() + "/" + model.puzzle + "-" + model.metric + "-" + model.gens +
               ".twobit";
    return default_table_path(model.puzzle, model.metric);
}

std::string generate_command(const Puzzle& record, const PuzzleModel& model) {
    std::string command =
        "twobit generate " +
        (record.definition_file.empty() ? "--puzzle " + model.puzzle
                                        : "--def " + record.definition_file) +
        " --metric " + model.metric;
    if (!whole_move_set(record, model)) command += " --gens " + model.gens;
    return command;
}

bool table_path_taken(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0;
}

} // namespace twobit
