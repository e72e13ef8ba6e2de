// Positions one per line, as `twobit solve` reads them from standard input: a '#' starts a
// comment that runs to the end of the line, surrounding whitespace is trimmed, blank lines
// are skipped. Reading is linear in the input and holds at most kMaxPositionBytes of any
// line: a longer position is reported (with its length) and skipped, never stored whole.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>

namespace twobit {

// The longest position any parser accepts (1 MiB): far beyond any real scramble, small
// enough that a hostile line cannot exhaust memory or time.
constexpr size_t kMaxPositionBytes = size_t{1} << 20;

// "the position is N bytes long, more than the 1 MiB limit": the error for a longer one.
std::string position_too_long(uint64_t bytes);

// Throws std::invalid_argument(position_too_long(...)) when text is longer than the limit.
void check_position_length(const std::string& text);

// Throws std::invalid_argument("empty position") when text is blank: on the command line an
// empty argument is a mistake, not a way to write the solved cube.
void check_not_blank(const std::string& text);

// At most `max_chars` characters of text for an error message, cut at a UTF-8 character
// boundary, with "..." when something was cut.
std::string excerpt(const std::string& text, size_t max_chars = 40);

// text with every control byte but newline and tab (ESC, BEL, NUL, CR, DEL, ...), the C1
// controls U+0080..U+009F and every byte that is not part of valid UTF-8 written as \xHH,
// and a byte-order mark as <U+FEFF>: what any message that quotes input passes through
// before it reaches a terminal, so that a hostile line cannot send the terminal escape
// sequences, and nothing in it is invisible.
std::string printable(const std::string& text);

struct InputLine {
    std::string text;      // the position, trimmed, without its comment; empty if too long
    uint64_t bytes = 0;    // bytes before the comment (or the whole line), for too_long
    bool too_long = false; // more than max_bytes before the comment
};

// The bytes of a UTF-8 byte-order mark at the start of text (3), else 0. Editors on Windows
// write one before the first line of a file; every reader of a text input skips it there
// (definitions, scramble files, --expect files, standard input) and nowhere else.
size_t byte_order_mark_bytes(const std::string& text);

class InputLineReader {
  public:
    explicit InputLineReader(std::FILE* in, size_t max_bytes = kMaxPositionBytes)
        : in_(in), max_bytes_(max_bytes) {}

    // The next position (skipping blank and comment-only lines); false at the end of input.
    bool next(InputLine& line);

  private:
    // The input's next byte, or EOF; a byte-order mark at its start is skipped.
    int next_byte();

    std::FILE* in_;
    size_t max_bytes_;
    bool first_ = true;
    std::string head_; // the input's first bytes, read to look for the mark
    size_t head_at_ = 0;
};

} // namespace twobit
