// Table locations and names; see table_paths.hpp.
#include "host/store/table_paths.hpp"

#include <cctype>
#include <cstdlib>
#include <fmt/format.h>
#include <stdexcept>
#include <sys/stat.h>

#include "host/io/program_name.hpp"
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

namespace {

// text as characters safe in one file name: a definition's Name and move names are any
// token ("../x" included), and a name must stay one component of the tables folder.
std::string file_name_characters(std::string text) {
    for (char& c : text)
        if (c == ',')
            c = '+';
        else if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '+' &&
                 c != '-')
            c = '_';
    return text;
}

} // namespace

OutputName default_table_path(const std::string& puzzle, const std::string& metric) {
    return OutputName::chosen(default_table_dir(), puzzle + "-" + metric + ".twobit");
}

OutputName default_table_path(const Puzzle& record, const PuzzleModel& model) {
    if (model.definition_hash != 0) {
        // "def-NAME-HASH8-METRIC[-GENS].twobit": the hash keeps two files of one name apart.
        const std::string gens = file_name_characters(gens_field(model.gens));
        return OutputName::chosen(default_table_dir(),
                                  fmt::format("def-{}-{:08x}-{}{}.twobit",
                                              file_name_characters(model.puzzle.substr(4)),
                                              model.definition_hash >> 32, model.metric,
                                              gens.empty() ? std::string() : "-" + gens));
    }
    if (!whole_move_set(record, model))
        return OutputName::chosen(default_table_dir(),
                                  model.puzzle + "-" + model.metric + "-" + model.gens + ".twobit");
    return default_table_path(model.puzzle, model.metric);
}

std::string generate_command(const Puzzle& record, const PuzzleModel& model) {
    std::string command = program_name() + " generate " +
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
