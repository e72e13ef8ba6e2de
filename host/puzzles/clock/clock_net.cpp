// The Rubik's Clock's net string and cubing.js moves; see clock_net.hpp.
#include "host/puzzles/clock/clock_net.hpp"

#include <regex>
#include <sstream>

namespace twobit::clock {

namespace {

// cubing.js's name of each pin set (bit 0 UL, 1 UR, 2 DL, 3 DR), as seen from the front.
const char* const kPinSetName[16] = {"",   "UL",  "UR", "U",   "DL", "L",   "MUR", "ULw",
                                     "DR", "MUL", "R",  "URw", "D",  "DLw", "DRw", "ALL"};

} // namespace

std::string clock_net(const Clock& clock) {
    static const char* const kHour = "0123456789ab";
    std::string net;
    for (uint8_t d : clock.front) net += kHour[d % kHours];
    for (uint8_t d : clock.back) net += kHour[d % kHours];
    return net;
}

std::string cubing_move(const ClockMove& move) {
    const int amount = move.amount % kHours;
    const std::string turn =
        amount <= 6 ? std::to_string(amount) + "+" : std::to_string(kHours - amount) + "-";
    if (move.side == Side::Front) return kPinSetName[move.pins & kAllPins] + turn;
    // Turned over, the back is the front and its pins are seen mirrored.
    return "y2 " + std::string(kPinSetName[mirror_pins(move.pins) & kAllPins]) + turn + " y2";
}

std::string cubing_moves(const std::vector<ClockMove>& moves) {
    std::string out;
    for (const ClockMove& m : moves) {
        std::string move = cubing_move(m);
        // Two back moves in a row: the y2 between them cancels.
        const std::string y2 = " y2";
        if (move.rfind("y2 ", 0) == 0 && out.size() >= y2.size() &&
            out.compare(out.size() - y2.size(), y2.size(), y2) == 0) {
            out.erase(out.size() - y2.size());
            move.erase(0, 3);
        }
        out += (out.empty() ? "" : " ") + move;
    }
    return out;
}

std::string cubing_scramble(const std::string& line) {
    static const std::regex kToken(
        "(UR|DR|DL|UL|U|R|D|L|ALL|MUL|MUR|ULw|URw|DLw|DRw)([0-9]|1[01])[+-]|y2|UR|DR|DL|UL");
    std::istringstream in(line);
    std::string out;
    for (std::string t; in >> t;) {
        if (!std::regex_match(t, kToken)) return "";
        out += (out.empty() ? "" : " ") + t;
    }
    return out;
}

} // namespace twobit::clock
