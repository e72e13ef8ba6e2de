// Bounded, linear reading of position lines; see input_lines.hpp.
#include "host/io/input_lines.hpp"

#include <stdexcept>

namespace twobit {

namespace {

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

} // namespace

std::string position_too_long(uint64_t bytes) {
    return "the position is " + std::to_string(bytes) + " bytes long, more than the " +
           std::to_string(kMaxPositionBytes >> 20) + " MiB limit";
}

void check_position_length(const std::string& text) {
    if (text.size() > kMaxPositionBytes)
        throw std::invalid_argument(position_too_long(text.size()));
}

void check_not_blank(const std::string& text) {
    if (text.find_first_not_of(" \t\r\n\v\f") == std::string::npos)
        throw std::invalid_argument("empty position: give a position to solve");
}

std::string excerpt(const std::string& text, size_t max_chars) {
    size_t end = 0, chars = 0;
    while (end < text.size() && chars < max_chars) {
        ++end;
        // Continuation bytes belong to the character before: three at most (a run of them
        // in broken UTF-8 is no one character).
        for (int k = 0;
             k < 3 && end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0u) == 0x80u;
             ++k)
            ++end;
        ++chars;
    }
    std::string out = end == text.size() ? text : text.substr(0, end) + "...";
    // A NUL would end the message where an exception carries it (what() is a C string): shown
    // as printable() shows control bytes.
    for (size_t at = out.find('\0'); at != std::string::npos; at = out.find('\0', at + 4))
        out.replace(at, 1, "\\x00");
    return out;
}

std::string printable(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const auto b = static_cast<unsigned char>(c);
        // A byte-order mark, invisible on a terminal, shown.
        if (text.compare(i, 3, "\xEF\xBB\xBF") == 0) {
            out += "<U+FEFF>";
            i += 2;
            continue;
        }
        static const char* const kHex = "0123456789abcdef";
        const auto escaped = [&](unsigned char byte) {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        };
        if ((b < 0x20 && c != '\n' && c != '\t') || b == 0x7f) {
            escaped(b);
        } else if (b < 0x80) {
            out += c;
        } else {
            // UTF-8: a whole, valid character is kept, but for the C1 controls U+0080..U+009F
            // (0x9b is a terminal's one-byte escape); any other byte of 0x80 and above is one
            // no terminal should be sent raw.
            const size_t length = b >= 0xC2 && b <= 0xDF   ? 2
                                  : b >= 0xE0 && b <= 0xEF ? 3
                                  : b >= 0xF0 && b <= 0xF4 ? 4
                                                           : 0;
            bool valid = length != 0 && i + length <= text.size();
            for (size_t k = 1; valid && k < length; ++k)
                valid = (static_cast<unsigned char>(text[i + k]) & 0xC0u) == 0x80u;
            if (!valid) {
                escaped(b);
            } else if (b == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
                escaped(static_cast<unsigned char>(text[i + 1])); // U+0080..U+009F as \x80..\x9f
                ++i;
            } else {
                out.append(text, i, length);
                i += length - 1;
            }
        }
    }
    return out;
}

size_t byte_order_mark_bytes(const std::string& text) {
    return text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
}

int InputLineReader::next_byte() {
    if (first_) {
        // A UTF-8 byte-order mark as the input's first three bytes is no part of it; any
        // other first bytes are read as they are.
        first_ = false;
        for (int k = 0, c; k < 3 && (c = getc_unlocked(in_)) != EOF; ++k)
            head_ += static_cast<char>(c);
        head_.erase(0, byte_order_mark_bytes(head_));
    }
    if (head_at_ < head_.size()) return static_cast<unsigned char>(head_[head_at_++]);
    return getc_unlocked(in_); // one reader: no per-byte locking
}

bool InputLineReader::next(InputLine& line) {
    while (true) {
        line = InputLine{};
        bool any = false, comment = false;
        int c;
        while ((c = next_byte()) != EOF) {
            any = true;
            if (c == '\n') break;
            if (comment) continue;
            if (c == '#') {
                comment = true;
                continue;
            }
            if (++line.bytes <= max_bytes_) {
                line.text += static_cast<char>(c);
            } else if (!line.too_long) {
                line.too_long = true;
                std::string().swap(line.text); // counted from now on, never stored
            }
        }
        if (!any) return false;
        if (line.too_long) return true;
        const size_t first = line.text.find_first_not_of(" \t\r\v\f");
        if (first == std::string::npos) {
            if (c == EOF) return false;
            continue; // blank or comment only
        }
        size_t last = line.text.size();
        while (last > first && is_blank(line.text[last - 1])) --last;
        line.text = line.text.substr(first, last - first);
        return true;
    }
}

} // namespace twobit
