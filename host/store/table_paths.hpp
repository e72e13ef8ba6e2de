// Where tables live: the tables folder ($TWOBIT_TABLES, else $XDG_DATA_HOME/twobit, else
// ~/.local/share/twobit) and a table's default name there (host/puzzles/table_specs.hpp names
// the tables of puzzles and definition files).
#pragma once

#include <string>

#include "host/io/atomic_file.hpp"

namespace twobit {

// $TWOBIT_TABLES, else $XDG_DATA_HOME/twobit (when absolute, as the XDG spec requires), else
// $HOME/.local/share/twobit. Throws std::runtime_error when none is set.
std::string default_table_dir();

// "<dir>/2x2x2-htm.twobit": the table of a puzzle's whole move set in a metric. A name twobit
// chose in the tables folder: a link planted there is never written through.
OutputName default_table_path(const std::string& puzzle, const std::string& metric);

// "<dir>/NAME": a file of that name in the tables folder, at a name twobit chose.
OutputName table_path_in_folder(const std::string& name);

// Whether anything is at path (a dangling link too: opening it then says what is wrong).
bool table_path_taken(const std::string& path);

} // namespace twobit
