// The command that goes on from a checkpoint, printed when `twobit generate` stops: every
// option the user gave that shapes the resumed run (where the table goes, the puzzle, how the
// search runs, how often it checkpoints, what it prints) repeated, each word quoted for a POSIX
// shell, so that pasting it finishes the same table in the same place.
#pragma once

#include <string>

#include "tools/cli/generate_steps.hpp"

namespace twobit::cli {

// word as one POSIX shell word: unchanged when it has only characters no shell treats
// specially, else in single quotes (a ' inside as '\'').
std::string shell_word(const std::string& word);

// "twobit generate --resume CHECKPOINT" and the options of o the resumed run needs.
std::string resume_command(const GenerateOptions& o, const std::string& checkpoint);

} // namespace twobit::cli
