// The definition reader; see definition.hpp. One pass over the lines, each split into
// tokens that remember their column, so that every message can point at the offending
// token. The order of sections is twsearch's: Name, Sets, one Solved, then Moves.
#include "host/puzzles/defs/definition.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <xxhash.h>

#include "host/io/input_lines.hpp"
#include "host/io/read_text_file.hpp"

namespace twobit {

DefinitionError::DefinitionError(const std::string& source, int line, int column,
                                 const std::string& message)
    : std::invalid_argument(source + ":" + std::to_string(line) +
                            (column > 0 ? ":" + std::to_string(column) : std::string()) + ": " +
                            message),
      line_(line), column_(column), message_(message) {}

namespace {

struct Token {
    std::string text;
    int column = 0; // 1-based byte column
};

struct Line {
    int number = 0;
    std::vector<Token> tokens;
};

// Keywords of twsearch's format that twobit does not implement, with what each does there.
const std::map<std::string, std::string>& unsupported_keywords() {
    static const std::map<std::string, std::string> words = {
        {"Illegal", "illegal piece placements"},
        {"Block", "blocked (bandaged) pieces"},
        {"ForbiddenPairs", "forbidden move pairs"},
        {"Ignore", "ignored pieces"},
        {"MoveAlias", "move aliases"},
        {"MoveSequence", "moves defined as sequences"},
    };
    return words;
}

// twsearch's rule for a rotation's name.
bool is_rotation_name(const std::string& name) {
    if (!name.empty() && (name[0] == 'x' || name[0] == 'y' || name[0] == 'z') &&
        (name.size() == 1 || (name.size() == 2 && (name[1] == '2' || name[1] == '\''))))
        return true;
    size_t i = 0;
    while (i < name.size() && (name[i] == '_' || (name[i] >= 'A' && name[i] <= 'Z'))) ++i;
    return i > 0 && i + 1 == name.size() && name[i] == 'v';
}

class Reader {
  public:
    Reader(const std::string& text, const std::string& source) : source_(source) {
        split_lines(text);
    }

    Definition read() {
        Definition def;
        def.source = source_;
        enum Section { Start, Sets, Moves } section = Start;
        bool named = false;
        bool solved = false;
        while (next_ < lines_.size()) {
            const Line& line = lines_[next_++];
            const Token& word = line.tokens[0];
            const std::string& key = word.text;
            if (const auto u = unsupported_keywords().find(key); u != unsupported_keywords().end())
                fail(line, word,
                     "'" + key + "' (" + u->second +
                         ") is not supported by twobit; remove it or use twsearch");
            if (key == "Name") {
                if (named || section != Start)
                    fail(line, word, "'Name' must come once, before the first Set");
                expect_tokens(line, 2, "Name NAME");
                def.name = line.tokens[1].text;
                named = true;
            } else if (key == "Set") {
                if (section == Moves || solved)
                    fail(line, word, "'Set' must come before Solved and the moves");
                section = Sets;
                read_set(def, line);
            } else if (key == "Solved" || key == "StartState") {
                if (def.sets.empty()) fail(line, word, "'" + key + "' before any Set");
                if (solved) fail(line, word, "a second solved state ('" + key + "')");
                expect_tokens(line, 1, key);
                read_solved(def, line, key == "StartState");
                solved = true;
                section = Moves;
            } else if (key == "Move" || key == "MoveTransformation") {
                if (!solved) fail(line, word, "'" + key + "' before the Solved state");
                expect_tokens(line, 2, key + " NAME");
                read_move(def, line, key == "MoveTransformation");
            } else if (key == "End") {
                fail(line, word, "'End' without a Solved or Move block to close");
            } else {
                fail(line, word,
                     "unknown keyword '" + excerpt(key, 40) +
                         "' (expected Name, Set, Solved or Move)");
            }
        }
        if (def.sets.empty()) fail_at_end("the definition has no Set");
        if (!solved) fail_at_end("the definition has no Solved state");
        if (def.moves.empty())
            fail_at_end(def.rotations.empty()
                            ? "the definition has no Move"
                            : "the definition has no Move but rotations (named like x, y, z "
                              "or Rv), which twsearch and twobit do not use as moves");
        if (def.name.empty()) def.name = "Unnamed";
        return def;
    }

  private:
    void split_lines(const std::string& text) {
        int number = 0;
        // A UTF-8 byte order mark is no keyword: columns count from the character after it.
        size_t pos = byte_order_mark_bytes(text);
        while (pos <= text.size()) {
            size_t end = text.find('\n', pos);
            if (end == std::string::npos) end = text.size();
            ++number;
            Line line;
            line.number = number;
            // A '#' that starts a token starts a comment (twsearch: a line starting with it).
            for (size_t i = pos; i < end;) {
                const unsigned char c = static_cast<unsigned char>(text[i]);
                if (c <= ' ') {
                    ++i;
                    continue;
                }
                if (c == '#') break;
                Token token;
                token.column = static_cast<int>(i - pos) + 1;
                while (i<end&& static_cast<unsigned char>(text[i])> ' ') token.text += text[i++];
                line.tokens.push_back(std::move(token));
            }
            if (!line.tokens.empty()) {
                last_line_ = number; // where "the definition has no ..." points
                lines_.push_back(std::move(line));
            }
            if (end == text.size()) break;
            pos = end + 1;
        }
    }

    [[noreturn]] void fail(const Line& line, const Token& token, const std::string& message) const {
        throw DefinitionError(source_, line.number, token.column, message);
    }
    [[noreturn]] void fail_at_end(const std::string& message) const {
        throw DefinitionError(source_, last_line_, 0, message);
    }

    void expect_tokens(const Line& line, size_t count, const std::string& form) const {
        if (line.tokens.size() > count)
            fail(line, line.tokens[count],
                 "unexpected '" + excerpt(line.tokens[count].text, 20) + "' (the line is '" + form +
                     "')");
        if (line.tokens.size() < count)
            fail(line, line.tokens.back(), "too few words (the line is '" + form + "')");
    }

    int number(const Line& line, const Token& token, int low, int high,
               const std::string& what) const {
        if (token.text == "?")
            fail(line, token,
                 what == "orientation"
                     ? "'?' (an orientation wildcard) is read only in the solved state"
                     : "'?' as a piece or slot is not supported (twsearch refuses it too): "
                       "give pieces that may be anywhere one shared label (identical pieces)");
        if (token.text.empty() || token.text.find_first_not_of("0123456789") != std::string::npos)
            fail(line, token,
                 what + " '" + excerpt(token.text, 20) + "' is not a non-negative integer");
        if (token.text.size() > 9) // a number of digits stoi would overflow on
            fail(line, token,
                 what + " " + excerpt(token.text, 20) + " is out of range (" + std::to_string(low) +
                     " to " + std::to_string(high) + ")");
        const int value = std::stoi(token.text);
        if (value < low || value > high)
            fail(line, token,
                 what + " " + token.text + " is out of range (" + std::to_string(low) + " to " +
                     std::to_string(high) + ")");
        return value;
    }

    void read_set(Definition& def, const Line& line) {
        expect_tokens(line, 4, "Set NAME PIECES ORIENTATIONS");
        const Token& name = line.tokens[1];
        if (name.text[0] >= '0' && name.text[0] <= '9')
            fail(line, name, "a set name must not start with a digit");
        for (const PieceSet& s : def.sets)
            if (s.name == name.text) fail(line, name, "set '" + name.text + "' is defined twice");
        PieceSet set;
        set.name = name.text;
        set.line = line.number;
        set.pieces = number(line, line.tokens[2], 1, 255, "the piece count");
        set.orientations = number(line, line.tokens[3], 1, 127, "the orientation count");
        total_pieces_ += set.pieces;
        if (total_pieces_ > kMaxDefinitionPieces)
            fail(line, line.tokens[2],
                 "the sets hold more than " + std::to_string(kMaxDefinitionPieces) +
                     " pieces in all, more than twobit reads");
        set.solved_labels.resize(set.pieces);
        for (int i = 0; i < set.pieces; ++i) set.solved_labels[i] = static_cast<uint8_t>(i);
        set.solved_twist.assign(set.pieces, 0);
        def.sets.push_back(std::move(set));
    }

    // The lines of a Solved or Move block up to its End: per set, the set's name, a
    // permutation line and an optional orientation line. Calls take(set, perm line, ori
    // line or nullptr) for each set named.
    template <class Take>
    void read_block(const Definition& def, const Line& opening, Take take) {
        std::vector<bool> named(def.sets.size(), false);
        for (;;) {
            if (next_ >= lines_.size())
                fail(opening, opening.tokens[0],
                     "'" + opening.tokens[0].text + "' block is not closed by End");
            const Line& line = lines_[next_++];
            const Token& word = line.tokens[0];
            if (word.text == "End") {
                expect_tokens(line, 1, "End");
                return;
            }
            const auto set = std::find_if(def.sets.begin(), def.sets.end(),
                                          [&](const PieceSet& s) { return s.name == word.text; });
            if (set == def.sets.end()) {
                if (word.text[0] >= '0' && word.text[0] <= '9')
                    fail(line, word, "numbers where a set name was expected");
                if (unsupported_keywords().count(word.text) != 0 || word.text == "Move" ||
                    word.text == "Solved" || word.text == "Set")
                    fail(line, word,
                         "'" + word.text +
                             "' inside a block: the block before it "
                             "is not closed by End");
                fail(line, word, "unknown set '" + excerpt(word.text, 40) + "'");
            }
            expect_tokens(line, 1, "SETNAME");
            const size_t index = static_cast<size_t>(set - def.sets.begin());
            if (named[index]) fail(line, word, "set '" + word.text + "' is given twice here");
            named[index] = true;
            if (next_ >= lines_.size() || !starts_with_number(lines_[next_]))
                fail(line, word,
                     "set '" + word.text + "' needs a line of " + std::to_string(set->pieces) +
                         " numbers after its name");
            const Line& perm = lines_[next_++];
            check_count(perm, *set);
            const Line* ori = nullptr;
            if (next_ < lines_.size() && starts_with_number(lines_[next_])) {
                ori = &lines_[next_++];
                check_count(*ori, *set);
            }
            take(index, perm, ori);
        }
    }

    static bool starts_with_number(const Line& line) {
        const char c = line.tokens[0].text[0];
        return (c >= '0' && c <= '9') || c == '?';
    }

    void check_count(const Line& line, const PieceSet& set) const {
        const size_t n = static_cast<size_t>(set.pieces);
        if (line.tokens.size() != n)
            fail(line, line.tokens[std::min(n, line.tokens.size() - 1)],
                 "set '" + set.name + "' has " + std::to_string(n) + " pieces, but this line has " +
                     std::to_string(line.tokens.size()) + " numbers");
    }

    void read_solved(Definition& def, const Line& opening, bool zero_based) {
        const int base = zero_based ? 0 : 1;
        read_block(def, opening, [&](size_t s, const Line& perm, const Line* ori) {
            PieceSet& set = def.sets[s];
            std::vector<int> raw(set.pieces);
            for (int i = 0; i < set.pieces; ++i)
                raw[i] = number(perm, perm.tokens[i], base, 254 + base, "piece label");
            // Labels as given may skip numbers (1 1 3 3): renumber them 0, 1, ... in order.
            std::vector<int> sorted(raw);
            std::sort(sorted.begin(), sorted.end());
            sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
            for (int i = 0; i < set.pieces; ++i)
                set.solved_labels[i] = static_cast<uint8_t>(
                    std::lower_bound(sorted.begin(), sorted.end(), raw[i]) - sorted.begin());
            std::vector<uint8_t> wild(set.pieces, 0);
            if (ori != nullptr)
                for (int i = 0; i < set.pieces; ++i) {
                    wild[i] = ori->tokens[i].text == "?" && set.orientations > 1;
                    set.solved_twist[i] =
                        ori->tokens[i].text == "?"
                            ? 0
                            : static_cast<uint8_t>(number(*ori, ori->tokens[i], 0,
                                                          set.orientations - 1, "orientation"));
                }
            // A wildcard piece is a label of its own: labels become (label, wild) pairs,
            // renumbered in order.
            std::vector<int> keys(set.pieces);
            for (int i = 0; i < set.pieces; ++i) keys[i] = set.solved_labels[i] * 2 + wild[i];
            std::vector<int> distinct_keys(keys);
            std::sort(distinct_keys.begin(), distinct_keys.end());
            distinct_keys.erase(std::unique(distinct_keys.begin(), distinct_keys.end()),
                                distinct_keys.end());
            set.wild.assign(distinct_keys.size(), 0);
            for (size_t k = 0; k < distinct_keys.size(); ++k)
                set.wild[k] = static_cast<uint8_t>(distinct_keys[k] % 2);
            for (int i = 0; i < set.pieces; ++i)
                set.solved_labels[i] = static_cast<uint8_t>(
                    std::lower_bound(distinct_keys.begin(), distinct_keys.end(), keys[i]) -
                    distinct_keys.begin());
        });
    }

    void read_move(Definition& def, const Line& opening, bool slot_twists) {
        const Token& name = opening.tokens[1];
        check_move_name(def, opening, name);
        DefinitionMove move;
        move.name = name.text;
        move.line = opening.number;
        for (const PieceSet& set : def.sets) {
            SetAction identity;
            identity.perm.resize(set.pieces);
            for (int i = 0; i < set.pieces; ++i) identity.perm[i] = static_cast<uint8_t>(i);
            identity.twist_change.assign(set.pieces, 0);
            move.sets.push_back(std::move(identity));
        }
        const int base = slot_twists ? 0 : 1;
        bool changes = false;
        read_block(def, opening, [&](size_t s, const Line& perm, const Line* ori) {
            const PieceSet& set = def.sets[s];
            SetAction& action = move.sets[s];
            std::vector<int> seen(set.pieces, -1);
            for (int i = 0; i < set.pieces; ++i) {
                const int p =
                    number(perm, perm.tokens[i], base, set.pieces - 1 + base, "slot number") - base;
                if (seen[p] >= 0)
                    fail(perm, perm.tokens[i],
                         "not a permutation: " + perm.tokens[i].text +
                             " appears twice (also at "
                             "position " +
                             std::to_string(seen[p] + 1) + ")");
                seen[p] = i;
                action.perm[i] = static_cast<uint8_t>(p);
            }
            std::vector<uint8_t> given(set.pieces, 0);
            if (ori != nullptr)
                for (int i = 0; i < set.pieces; ++i)
                    given[i] = static_cast<uint8_t>(
                        number(*ori, ori->tokens[i], 0, set.orientations - 1, "orientation"));
            // ksolve's Move lists the twist each piece receives, indexed by the piece's slot
            // before the move; in state form the slot after the move is the index.
            for (int i = 0; i < set.pieces; ++i)
                action.twist_change[i] = slot_twists ? given[i] : given[action.perm[i]];
            for (int i = 0; i < set.pieces; ++i)
                changes = changes || action.perm[i] != i || action.twist_change[i] != 0;
        });
        if (!changes) fail(opening, name, "move '" + name.text + "' changes nothing");
        if (is_rotation_name(move.name))
            def.rotations.push_back(std::move(move));
        else
            def.moves.push_back(std::move(move));
    }

    void check_move_name(const Definition& def, const Line& line, const Token& name) const {
        if (static_cast<int>(def.moves.size() + def.rotations.size()) >= kMaxDefinitionMoves)
            fail(line, line.tokens[0],
                 "more than " + std::to_string(kMaxDefinitionMoves) +
                     " moves, more than the search holds");
        // Move names go into table headers, which hold printable ASCII only.
        for (unsigned char c : name.text)
            if (c > 0x7e) fail(line, name, "a move name must be printable ASCII");
        if (name.text.find_first_of(",'") != std::string::npos)
            fail(line, name, "a move name must not contain ',' or \"'\"");
        for (const DefinitionMove& r : def.rotations)
            if (r.name == name.text) fail(line, name, "move '" + name.text + "' is defined twice");
        for (const DefinitionMove& m : def.moves)
            if (m.name == name.text)
                fail(line, name,
                     "move '" + name.text + "' is defined twice (first at line " +
                         std::to_string(m.line) + ")");
    }

    std::string source_;
    std::vector<Line> lines_;
    size_t next_ = 0;
    int last_line_ = 1;
    int total_pieces_ = 0;
};

} // namespace

Definition parse_definition(const std::string& text, const std::string& source) {
    if (text.size() > kMaxDefinitionBytes)
        throw DefinitionError(source, 0, 0,
                              "the definition is " + std::to_string(text.size()) +
                                  " bytes, more than the limit of " +
                                  std::to_string(kMaxDefinitionBytes));
    Definition def = Reader(text, source).read();
    def.hash = XXH3_64bits(text.data(), text.size());
    return def;
}

Definition read_definition_file(const std::string& path) {
    return parse_definition(read_text_file(path, kMaxDefinitionBytes, "definition"), path);
}

DefinitionState solved_state(const Definition& def) {
    DefinitionState state;
    for (const PieceSet& set : def.sets) {
        state.labels.push_back(set.solved_labels);
        state.twist.push_back(set.solved_twist);
    }
    return state;
}

DefinitionState apply_move(const Definition& def, const DefinitionState& state,
                           const std::vector<SetAction>& move) {
    DefinitionState next = state;
    for (size_t s = 0; s < def.sets.size(); ++s) {
        const int n = def.sets[s].pieces;
        const int mod = def.sets[s].orientations;
        for (int i = 0; i < n; ++i) {
            const int from = move[s].perm[i];
            next.labels[s][i] = state.labels[s][from];
            const std::vector<uint8_t>& wild = def.sets[s].wild;
            next.twist[s][i] =
                !wild.empty() && wild[next.labels[s][i]] != 0
                    ? 0
                    : static_cast<uint8_t>((state.twist[s][from] + move[s].twist_change[i]) % mod);
        }
    }
    return next;
}

} // namespace twobit
