// What the store (host/store/held_table.hpp) needs of a record's table, made from the record:
// where the table lives by default, the command that builds it, its digest, how a file is
// checked against this build's index, and how the table is built on first use. Every holder
// of a table (the table walk, the 3x3x3's solvers, the scrambler, analyze) goes through here.
#pragma once

#include <functional>
#include <string>

#include "host/engine/class_space.hpp"
#include "host/engine/puzzle_model.hpp"
#include "host/puzzles/puzzle.hpp"
#include "host/puzzles/table_record.hpp"
#include "host/store/held_table.hpp"

namespace twobit {

// "<dir>/2x2x2-htm.twobit", "<dir>/2x2x2-htm-UR.twobit" for a restricted move set,
// "<dir>/def-NAME-HASH8-METRIC[-GENS].twobit" for a definition file's (NAME and GENS as
// file-name characters: anything but letters, digits and ._+- becomes _): the default name
// of model's table (record's model).
OutputName default_table_path(const Puzzle& record, const PuzzleModel& model);

// "twobit generate --puzzle 2x2x2 --metric htm", with --gens for a restricted move set and
// --def FILE for a definition file's puzzle.
std::string generate_command(const Puzzle& record, const PuzzleModel& model);

// The full table of model (record's model) at path. Its digest is the record's for the whole
// move set of a built-in puzzle, none otherwise (a definition's, a restricted --gens: their
// files are checked against the model's fingerprint). The spec refers to model, which must
// outlive it.
TableSpec index_table_spec(const Puzzle& record, const PuzzleModel& model, const OutputName& path);

// A table of classes (t, a Classes record) in metric at path. space gives the space this
// build numbers the classes by (a file's fingerprint must be its own); it must outlive the
// spec.
TableSpec class_table_spec(const TableRecord& t, const std::string& metric, const OutputName& path,
                           std::function<const ClassSpace&()> space);

// "twobit generate --puzzle 2x2x2-sym6 --metric qtm"; "twobit generate --def FILE --symmetry
// --metric qtm" for a definition's.
std::string generate_command(const TableRecord& t, const std::string& metric);

// A table's default name in the tables folder: "<dir>/ID-METRIC.twobit", and for a
// definition's table of classes "<dir>/def-NAME-HASH8-symN-METRIC.twobit".
OutputName default_table_path(const TableRecord& t, const std::string& metric);

} // namespace twobit
