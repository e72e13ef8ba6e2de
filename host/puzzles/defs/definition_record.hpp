// A definition file as a puzzle record (host/puzzles/puzzle.hpp), so that every command
// treats it like a built-in puzzle: its id is "def:" and the file's Name, its model the
// automatically built index (definition_space.hpp), its positions sequences of the file's
// move names.
#pragma once

#include <string>

#include "host/puzzles/defs/definition.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

// The record for a parsed definition (not registered). With `classes`, it also holds the
// table of its positions' symmetry classes (definition_classes.hpp; --symmetry), whose
// classes are found here: seconds to minutes for a large orbit, so only when asked. Throws
// std::invalid_argument for a definition without symmetries.
Puzzle definition_puzzle(const Definition& def, const std::string& path, bool classes = false);

// Reads the file, registers its record (host/puzzles/registry.hpp) and returns it. Throws
// DefinitionError for its content, std::runtime_error when it cannot be read.
const Puzzle& load_definition_puzzle(const std::string& path, bool classes = false);

// True for a --puzzle value that names a definition file rather than a puzzle id.
bool is_definition_path(const std::string& name);

} // namespace twobit
