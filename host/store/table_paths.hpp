// Where tables live and what each is called: the tables folder ($TWOBIT_TABLES, else
// $XDG_DATA_HOME/twobit, else ~/.local/share/twobit), a table's default name there, and the
// command that builds it (which every message about a missing or outdated table names).
#pragma once

#include <string>

#include "host/engine/puzzle_model.hpp"
#include "host/io/atomic_file.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

// $TWOBIT_TABLES, else $XDG_DATA_HOME/twobit (when absolute, as the XDG spec requires), else
// $HOME/.local/share/twobit. Throws std::runtime_error when none is set.
std::string default_table_dir();

// "<dir>/2x2x2-htm.twobit": the table of a puzzle's whole move set in a metric. A name twobit
// chose in the tables folder: a link planted there is never written through.
OutputName default_table_path(const std::string& puzzle, const std::string& metric);

// The default name of model's table (record's model): "<dir>/2x2x2-htm-UR.twobit" for a
// restricted move set, "<dir>/def-NAME-HASH8-METRIC[-GENS].twobit" for a definition file's
// (NAME and GENS as file-name characters: anything but letters, digits and ._+- becomes _).
OutputName default_table_path(const Puzzle& record, const PuzzleModel& model);

// "twobit generate --puzzle 2x2x2 --metric htm", with --gens for a restricted move set and
// --def FILE for a definition file's puzzle.
std::string generate_command(const Puzzle& record, const PuzzleModel& model);

// Whether anything is at path (a dangling link too: opening it then says what is wrong).
bool table_path_taken(const std::string& path);

} // namespace twobit
