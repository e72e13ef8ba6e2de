// Moves of a definition file written run together ("RUR'U'"), as the built-in cubes take
// them: a word that is no move name is read as a sequence of names when exactly one reading
// exists. A definition's names are free text (twsearch's "UR", "U", "R" may all be moves),
// so a word with two readings is refused, naming both, rather than guessed.
#pragma once

#include <string>
#include <vector>

namespace twobit {

// The indices into `names` that spell `word`: the word itself when it is a name, else its
// only reading as names run together; empty when it has none (the caller says what the word
// is not), and for a word over 4096 bytes, which is never split. Throws
// std::invalid_argument when it has two or more readings, naming two (`what`: the names'
// kind, e.g. "moves").
std::vector<size_t> split_run_together(const std::string& word,
                                       const std::vector<std::string>& names,
                                       const std::string& what);

} // namespace twobit
