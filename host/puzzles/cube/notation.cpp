// Move notation; see notation.hpp.
#include "host/puzzles/cube/notation.hpp"

#include <cstring>

#include "host/io/input_lines.hpp"

namespace twobit {

namespace {

constexpr const char* kSymbols = "URFDLBxyzurfdlb";
const std::string kTypographicPrime = "\xE2\x80\x99"; // U+2019, as pasted from web pages

// Length of the prime suffix at text[i] (0 if none).
size_t prime_length(const std::string& text, size_t i) {
    if (i < text.size() && text[i] == '\'') return 1;
    if (text.compare(i, kTypographicPrime.size(), kTypographicPrime) == 0)
        return kTypographicPrime.size();
    return 0;
}

// The rest of the word at text[i], for error messages.
std::string word_at(const std::string& text, size_t i) {
    size_t end = i;
    while (end < text.size() && !is_move_space(text[end])) ++end;
    return text.substr(i, end - i);
}

// 1-based columns of bytes, counting characters (UTF-8 continuation bytes are not columns),
// for positions met in increasing order: each byte is counted once, so a whole line costs
// linear time however many tokens it has.
class ColumnCounter {
  public:
    explicit ColumnCounter(const std::string& text) : text_(text) {}
    size_t at(size_t i) {
        for (; counted_ < i; ++counted_)
            if ((static_cast<unsigned char>(text_[counted_]) & 0xC0u) != 0x80u) ++column_;
        return column_;
    }

  private:
    const std::string& text_;
    size_t counted_ = 0;
    size_t column_ = 1;
};

// A slice M E S (with a suffix or none) read without three layers: a 3x3x3's move, most
// likely typed without --puzzle 3x3x3, which the error says.
bool is_slice_turn(const std::string& text, size_t i) {
    if (text[i] == '\0' || std::strchr("MES", text[i]) == nullptr) return false;
    const char next = i + 1 < text.size() ? text[i + 1] : ' ';
    return next == ' ' || next == '\t' || next == '\r' || next == '\n' || next == '2' ||
           next == '3' || prime_length(text, i + 1) > 0 ||
           std::strchr("URFDLBMESxyzurfdlb", next) != nullptr;
}
constexpr const char* kSliceHint = " (a slice: only the 3x3x3 has one; give --puzzle 3x3x3)";

// On a 2x2x2 a wide turn moves both layers: a whole-cube rotation about its axis.
ParsedTurn as_rotation(ParsedTurn t) {
    const char* wide = "rludfb";
    const char* axis = "xxyyzz";
    if (const char* w = std::strchr(wide, t.symbol); w != nullptr && *w != '\0') {
        const long k = w - wide;
        t.symbol = axis[k];
        if (k % 2 == 1) t.power = (4 - t.power) % 4; // l, d, b turn against x, y, z
    }
    return t;
}

} // namespace

bool is_move_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::vector<ParsedTurn> parse_moves(const std::string& text, bool three_layers) {
    if (text.size() > kMaxPositionBytes) throw NotationError(position_too_long(text.size()));
    std::vector<ParsedTurn> turns;
    ColumnCounter columns(text);
    size_t i = 0;
    while (i < text.size()) {
        if (is_move_space(text[i])) {
            ++i;
            continue;
        }
        const size_t start = i;
        const bool slice =
            three_layers && text[i] != '\0' && std::strchr("MES", text[i]) != nullptr;
        if (!slice && (text[i] == '\0' || std::strchr(kSymbols, text[i]) == nullptr))
            throw NotationError("unknown move token '" + excerpt(word_at(text, start)) +
                                "' at column " + std::to_string(columns.at(start)) +
                                (is_slice_turn(text, i) ? kSliceHint : ""));
        ParsedTurn t{text[i], 1, columns.at(start)};
        // A rotation run into the move before it ("Rx") is likelier a typo than a turn and a
        // whole-cube rotation: it must stand apart.
        if (std::strchr("xyz", t.symbol) != nullptr && start > 0 && !is_move_space(text[start - 1]))
            throw NotationError("the rotation '" + std::string(1, t.symbol) + "' at column " +
                                std::to_string(columns.at(start)) +
                                " is run into the move before it (a typo?): write rotations "
                                "apart from other moves, as in 'R x'");
        ++i;
        if (std::strchr("URFDLB", t.symbol) != nullptr && i < text.size() && text[i] == 'w') {
            t.symbol = static_cast<char>(t.symbol - 'A' + 'a'); // WCA Rw is SiGN r
            ++i;
        }
        if (i < text.size() && (text[i] == '2' || text[i] == '3')) t.power = text[i++] - '0';
        if (const size_t p = prime_length(text, i); p > 0) {
            t.power = (4 - t.power) % 4;
            i += p;
        }
        turns.push_back(three_layers ? t : as_rotation(t));
    }
    return turns;
}

bool looks_like_moves(const std::string& text) {
    for (size_t i = 0; i < text.size(); ++i) {
        if (is_move_space(text[i]) || std::strchr("URFDLBxyzurfdlbw23'", text[i]) != nullptr)
            continue;
        if (const size_t p = prime_length(text, i); p > 0) {
            i += p - 1;
            continue;
        }
        return false;
    }
    return true;
}

CornerCube apply_turns(CornerCube cube, const std::vector<ParsedTurn>& turns) {
    for (const ParsedTurn& t : turns) {
        Face face;
        if (face_from_letter(t.symbol, face)) {
            cube = turn(cube, face, t.power);
            continue;
        }
        // A rotation is its face's turn with the opposite face turned the same way round,
        // which is the opposite face's inverse turn.
        const Face axis = t.symbol == 'x' ? FaceR : t.symbol == 'y' ? FaceU : FaceF;
        cube = turn(turn(cube, axis, t.power), static_cast<Face>((axis + 3) % kNumFaces),
                    (4 - t.power) % 4);
    }
    return cube;
}

std::string format_moves(const std::vector<std::string>& names, bool merge_quarter_pairs) {
    std::string out;
    for (size_t i = 0; i < names.size(); ++i) {
        std::string name = names[i];
        const bool quarter = name.size() == 1 || (name.size() == 2 && name[1] == '\'');
        if (merge_quarter_pairs && quarter && i + 1 < names.size() && names[i + 1] == name) {
            name = name.substr(0, 1) + "2";
            ++i;
        }
        if (!out.empty()) out += ' ';
        out += name;
    }
    return out;
}

std::string format_turns(const std::vector<ParsedTurn>& turns) {
    std::string out;
    for (const ParsedTurn& t : turns) {
        if (!out.empty()) out += ' ';
        out += t.symbol;
        if (t.power == 2) out += '2';
        if (t.power == 3) out += '\'';
    }
    return out;
}

std::vector<ParsedTurn> invert_turns(const std::vector<ParsedTurn>& turns) {
    std::vector<ParsedTurn> inverse(turns.rbegin(), turns.rend());
    for (ParsedTurn& t : inverse) t.power = (4 - t.power) % 4;
    return inverse;
}

} // namespace twobit
