// A puzzle definition file in twsearch's (and ksolve's) text format, read into plain data:
// piece sets, the solved state, and the moves as permutations with orientation changes.
// Nothing here knows coordinates or the search (definition_space.hpp builds those).
//
// The format, as twsearch reads it (docs/DEFINITIONS.md has the whole description):
//   Name NAME                       optional, first
//   Set NAME PIECES ORIENTATIONS    one line per set
//   Solved                          then per set: its name, a permutation line (1-based
//     NAME / 1 2 3 ... / 0 0 0 ...  labels; repeats are identical pieces) and an optional
//   End                             orientation line; sets left out are 1 2 3 ... and 0s
//   Move NAME                       then per set it changes: its name, a permutation line
//     NAME / 2 3 1 4 / 0 1 2 0      (slot i receives the piece from slot p[i]) and an
//   End                             optional orientation line (indexed by piece, ksolve)
// Blank lines and lines starting with '#' are skipped, and so is a UTF-8 byte order mark at
// the start of the file (Windows editors save one). StartState / MoveTransformation
// (twsearch's 0-based variants whose orientation is indexed by slot) are read too; the
// other keywords twsearch knows (Illegal, Block, ForbiddenPairs, Ignore, MoveAlias,
// MoveSequence) are refused as not supported. A '?' in the solved state's orientation line
// is twsearch's orientation wildcard: that piece's orientation is never known (`wild`); a
// '?' for a piece is refused, as twsearch refuses it. A move named like a rotation
// (x, y, z, x2, x', or capitals and '_' ending in v, like Rv) is a whole-puzzle rotation to
// twsearch, used for symmetry and never as a move: twobit reads and checks it, keeps it in
// `rotations` (definition_symmetry.hpp makes the symmetries from them), and leaves it out of
// the moves, so both count the same states.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace twobit {

// What is wrong with a definition, and where: what() reads "FILE:LINE:COLUMN: message".
class DefinitionError : public std::invalid_argument {
  public:
    DefinitionError(const std::string& source, int line, int column, const std::string& message);
    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& message() const { return message_; }

  private:
    int line_;
    int column_;
    std::string message_;
};

struct PieceSet {
    std::string name;
    int pieces = 0;       // slots, 1..255
    int orientations = 1; // orientation modulus, 1..127
    // Solved state: the label of the piece in each slot (0-based; equal labels are identical
    // pieces) and its orientation.
    std::vector<uint8_t> solved_labels;
    std::vector<uint8_t> solved_twist;
    // Per label: 1 where the pieces' orientation is a wildcard ('?' in Solved): their twist
    // is always 0 in a state, whatever the moves add. A label given both with and without
    // '?' is two labels (twsearch tells such pieces apart too).
    std::vector<uint8_t> wild;
    int line = 0; // where the Set line is, for messages about the set's index
};

// One move's effect on one set, in state form: applying it to a state (labels, twist) gives
//   labels'[i] = labels[perm[i]],  twist'[i] = (twist[perm[i]] + twist_change[i]) mod orientations
// i.e. slot i receives the piece that was in slot perm[i] and adds twist_change[i] to it. (The
// file's Move orientation line is indexed by piece; the reader converts it to this form.)
struct SetAction {
    std::vector<uint8_t> perm;
    std::vector<uint8_t> twist_change;
};

struct DefinitionMove {
    std::string name;
    std::vector<SetAction> sets; // one per PieceSet, in set order (identity where untouched)
    int line = 0;                // where the Move starts, for messages
};

struct Definition {
    std::string source; // the file name, for messages
    std::string name;   // the Name line ("Unnamed" without one, as twsearch)
    std::vector<PieceSet> sets;
    std::vector<DefinitionMove> moves;  // base moves in file order
    std::vector<DefinitionMove> rotations; // moves named as rotations, left out (see above)
    uint64_t hash = 0;                  // XXH3-64 (seed 0) of the file's bytes
};

// The largest definition file read (1 MiB); a larger one is refused before it is read whole.
constexpr uint64_t kMaxDefinitionBytes = uint64_t{1} << 20;
// Bounds that keep a small hostile file from asking for gigabytes (every move holds every
// set): pieces in all sets together, and Move blocks (each gives at least one search move,
// and the search holds at most 168).
constexpr int kMaxDefinitionPieces = 4096;
constexpr int kMaxDefinitionMoves = 168;

// Parses the text of a definition. `source` names it in messages. Throws DefinitionError.
Definition parse_definition(const std::string& text, const std::string& source);

// Reads and parses the file at path: a regular file of at most kMaxDefinitionBytes (a FIFO,
// device or folder is refused without reading). Throws DefinitionError (content) or
// std::runtime_error (the file cannot be read).
Definition read_definition_file(const std::string& path);

// Applies one move to a state of the whole puzzle (per set: labels then twist, as above;
// a piece whose orientation is a wildcard keeps twist 0).
struct DefinitionState {
    std::vector<std::vector<uint8_t>> labels; // per set
    std::vector<std::vector<uint8_t>> twist;  // per set
    bool operator==(const DefinitionState& other) const {
        return labels == other.labels && twist == other.twist;
    }
};
DefinitionState solved_state(const Definition& def);
DefinitionState apply_move(const Definition& def, const DefinitionState& state,
                           const std::vector<SetAction>& move);

} // namespace twobit
