// Rubik's Clock text formats: see clock_notation.hpp.
#include "host/puzzles/clock/clock_notation.hpp"

#include <array>
#include <cctype>
#include <fmt/format.h>

#include "host/io/input_lines.hpp"

namespace twobit::clock {

namespace {

struct Token {
    std::string text;
    size_t column; // 1-based
};

// Words separated by whitespace, '/' or ','.
std::vector<Token> split_tokens(const std::string& line) {
    std::vector<Token> tokens;
    size_t i = 0;
    auto separator = [](char ch) {
        return std::isspace(static_cast<unsigned char>(ch)) || ch == '/' || ch == ',';
    };
    while (i < line.size()) {
        if (separator(line[i])) {
            ++i;
            continue;
        }
        const size_t start = i;
        while (i < line.size() && !separator(line[i])) ++i;
        tokens.push_back({line.substr(start, i - start), start + 1});
    }
    return tokens;
}

bool all_digits(const std::string& s, size_t from = 0) {
    if (from >= s.size()) return false;
    for (size_t i = from; i < s.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    return true;
}

bool has_letter(const std::string& s) {
    for (char ch : s)
        if (std::isalpha(static_cast<unsigned char>(ch))) return true;
    return false;
}

// ---- dials ----

Clock parse_dials(const std::vector<Token>& tokens) {
    // The count first: a dial's name (for a range error) depends on the layout.
    const size_t n = tokens.size();
    if (n != kStateDials && n != 2 * kFaceDials)
        throw std::invalid_argument(fmt::format(
            "expected 14 dials (F1..F9 B2 B4 B5 B6 B8) or 18 (F1..F9 B1..B9), got {}", n));
    std::vector<uint8_t> values;
    for (const Token& t : tokens) {
        const size_t i = values.size();
        const std::string name = n == kStateDials || i < kFaceDials
                                     ? state_dial_name(static_cast<int>(i))
                                     : "B" + std::to_string(i - kFaceDials + 1);
        const bool negative = t.text.size() > 1 && t.text[0] == '-';
        if (!all_digits(t.text, negative ? 1 : 0))
            throw std::invalid_argument(fmt::format("'{}' at column {} is not a dial value (0..11)",
                                                    excerpt(t.text), t.column));
        if (negative || t.text.size() > 2 || std::stoi(t.text) >= kHours)
            throw std::invalid_argument(fmt::format(
                "dial {} is {}: a dial reads 0..11 (0 = 12 o'clock)", name, excerpt(t.text)));
        values.push_back(static_cast<uint8_t>(std::stoi(t.text)));
    }
    if (values.size() == kStateDials) {
        StateDials d{};
        std::copy(values.begin(), values.end(), d.begin());
        return from_state_dials(d);
    }
    Clock c; // 18 dials: the back corners must agree with the front ones
    std::copy(values.begin(), values.begin() + kFaceDials, c.front.begin());
    std::copy(values.begin() + kFaceDials, values.end(), c.back.begin());
    for (int corner : kCornerDial) {
        const int behind = dial_behind(corner);
        const int want = (kHours - c.front[corner]) % kHours;
        if (c.back[behind] != want)
            throw std::invalid_argument(fmt::format(
                "dial B{} is {} but the corner gear it shares with F{} (= {}) makes it {} "
                "(B{} = -F{} mod 12)",
                behind + 1, c.back[behind], corner + 1, c.front[corner], want, behind + 1,
                corner + 1));
    }
    return c;
}

// ---- moves ----

// WCA's nine pin sets (Regulation 12a), and the six a scramble never turns, as cubing.js
// names them (twobit's answers use them): the diagonals MUL (UL DR) and MUR (UR DL), and the
// three-pin sets named by the corner whose pin is down's opposite: ULw is every pin but DR.
constexpr std::array<std::pair<const char*, uint8_t>, 15> kWcaPins = {{{"UR", kUR},
                                                                       {"DR", kDR},
                                                                       {"DL", kDL},
                                                                       {"UL", kUL},
                                                                       {"U", kUL | kUR},
                                                                       {"R", kUR | kDR},
                                                                       {"D", kDL | kDR},
                                                                       {"L", kUL | kDL},
                                                                       {"ALL", kAllPins},
                                                                       {"MUL", kUL | kDR},
                                                                       {"MUR", kUR | kDL},
                                                                       {"ULw", kUL | kUR | kDL},
                                                                       {"URw", kUL | kUR | kDR},
                                                                       {"DLw", kUL | kDL | kDR},
                                                                       {"DRw", kUR | kDL | kDR}}};

int parse_amount(const std::string& digits, const Token& t) {
    if (!all_digits(digits) || digits.size() > 2 || std::stoi(digits) >= kHours)
        throw std::invalid_argument(fmt::format(
            "'{}' at column {}: a move is a pin set, 0 to 11 hours and + or - (UR3+), and moves "
            "are separated by spaces",
            excerpt(t.text), t.column));
    return std::stoi(digits);
}

// "UR3+", "ALL0-": true and the move's pins and signed amount; false if not WCA-shaped.
bool parse_wca_turn(const Token& t, uint8_t& pins, int& amount) {
    const std::string& s = t.text;
    if (s.size() < 3 || (s.back() != '+' && s.back() != '-')) return false;
    size_t letters = 0;
    while (letters < s.size() && std::isupper(static_cast<unsigned char>(s[letters]))) ++letters;
    if (letters < s.size() && s[letters] == 'w') ++letters; // ULw: cubing.js's three pins
    const std::string name = s.substr(0, letters);
    for (const auto& [pin_name, set] : kWcaPins) {
        if (name != pin_name) continue;
        pins = set;
        amount = parse_amount(s.substr(letters, s.size() - letters - 1), t);
        if (s.back() == '-') amount = -amount;
        return true;
    }
    return false;
}

bool is_pin_pattern(const std::string& s) {
    if (s.size() != 4) return false;
    for (char ch : s)
        if (ch != 'U' && ch != 'u' && ch != 'D' && ch != 'd') return false;
    return true;
}

Clock parse_moves(const std::vector<Token>& tokens) {
    Clock c;
    int up_pins = -1; // the last pin pattern, as bits; -1 before any
    for (const Token& t : tokens) {
        const std::string& s = t.text;
        if (s == "y2" || s == "y2'") {
            flip(c);
            continue;
        }
        if (s == "UR" || s == "DR" || s == "DL" || s == "UL") continue; // pins only
        uint8_t pins = 0;
        int amount = 0;
        if (parse_wca_turn(t, pins, amount)) {
            if (amount % kHours != 0) apply(c, {Side::Front, pins, uint8_t((amount + 12) % 12)});
            continue;
        }
        if (is_pin_pattern(s)) {
            up_pins = 0;
            for (int p = 0; p < kPins; ++p)
                if (s[static_cast<size_t>(p)] == 'U' || s[static_cast<size_t>(p)] == 'u')
                    up_pins |= 1 << p;
            continue;
        }
        if ((s[0] == 'u' || s[0] == 'd') && s.size() >= 2) {
            if (up_pins < 0)
                throw std::invalid_argument(fmt::format(
                    "'{}' at column {}: a turn needs a pin pattern before it (e.g. UUDD {})",
                    excerpt(s), t.column, excerpt(s)));
            std::string body = s.substr(1);
            bool negative = false;
            if (body[0] == '=') body = body.substr(1);
            if (!body.empty() && body[0] == '-') {
                negative = true;
                body = body.substr(1);
            } else if (!body.empty() && body.back() == '\'') {
                negative = true;
                body.pop_back();
            }
            amount = parse_amount(body, t);
            if (negative) amount = -amount;
            amount = (amount % kHours + kHours) % kHours;
            if (amount == 0) continue;
            if (s[0] == 'u') {
                if (up_pins == 0)
                    throw std::invalid_argument(
                        fmt::format("'{}' at column {}: no pin is up", excerpt(s), t.column));
                apply(c,
                      {Side::Front, static_cast<uint8_t>(up_pins), static_cast<uint8_t>(amount)});
            } else {
                const uint8_t down = static_cast<uint8_t>(kAllPins & ~up_pins);
                if (down == 0)
                    throw std::invalid_argument(
                        fmt::format("'{}' at column {}: no pin is down", excerpt(s), t.column));
                // Clockwise from the front is counterclockwise from the back.
                apply(c, {Side::Back, down, static_cast<uint8_t>(kHours - amount)});
            }
            continue;
        }
        throw std::invalid_argument(fmt::format(
            "unknown clock move '{}' at column {} (WCA: UR3+ ... ALL2- y2; pins: UUDD u3')",
            excerpt(s), t.column));
    }
    return c;
}

std::string hours_text(int clockwise) {
    return clockwise <= kHours / 2 ? std::to_string(clockwise)
                                   : std::to_string(kHours - clockwise) + "'";
}

} // namespace

Clock parse_clock_position(const std::string& line) {
    check_position_length(line); // bounds the tokens: at most half a million
    const std::vector<Token> tokens = split_tokens(line);
    if (tokens.empty()) throw std::invalid_argument("empty clock position");
    return has_letter(line) ? parse_moves(tokens) : parse_dials(tokens);
}

std::string format_move(const ClockMove& move) {
    std::string text;
    const bool front = move.side == Side::Front;
    for (int p = 0; p < kPins; ++p) text += ((move.pins >> p) & 1) == front ? 'U' : 'D';
    // A back move's amount is seen from the back; pin notation counts from the front.
    const int clockwise = front ? move.amount : (kHours - move.amount) % kHours;
    return text + (front ? " u" : " d") + hours_text(clockwise);
}

std::string format_moves(const std::vector<ClockMove>& moves) {
    std::string text;
    for (const ClockMove& m : moves) text += (text.empty() ? "" : " ") + format_move(m);
    return text;
}

} // namespace twobit::clock
