// The Rubik's Clock's records (host/puzzles/puzzle.hpp): "clock", both faces, answered by its
// exact solver with no table, and "clock-front", one face as a table, read as its 9 dials.
#include <stdexcept>

#include "host/io/input_lines.hpp"
#include "host/puzzles/clock/clock_front_model.hpp"
#include "host/puzzles/clock/clock_net.hpp"
#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/clock/clock_position_solver.hpp"
#include "host/puzzles/clock/clock_puzzle.hpp"
#include "host/puzzles/puzzle.hpp"

namespace twobit {

namespace {

constexpr int kFrontDials = 9;
constexpr uint64_t kRowValues = 1728; // 12^3

// Nine dials 0..11, F1..F9 row by row as seen from the front, separated by spaces or commas.
uint64_t read_front_dials(const std::string& text) {
    check_position_length(text);
    std::vector<std::string> tokens;
    std::string token;
    for (size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : ' ';
        if (c == ' ' || c == ',' || c == '\t' || c == '\r' || c == '\n') {
            if (!token.empty()) tokens.push_back(token);
            token.clear();
            if (tokens.size() > kFrontDials) break;
        } else {
            token += c;
        }
    }
    if (tokens.size() != kFrontDials)
        throw std::invalid_argument(
            "expected the 9 front dials F1..F9 row by row, got " +
            (tokens.size() > kFrontDials ? std::string("more") : std::to_string(tokens.size())));
    uint64_t index = 0;
    for (int row = 0; row < 3; ++row) {
        uint64_t value = 0, scale = 1;
        for (int col = 0; col < 3; ++col, scale *= 12) {
            const std::string& t = tokens[static_cast<size_t>(row * 3 + col)];
            if (t.empty() || t.size() > 2 ||
                t.find_first_not_of("0123456789") != std::string::npos ||
                std::stoi(t) >= clock::kHours)
                throw std::invalid_argument("dial F" + std::to_string(row * 3 + col + 1) + " is '" +
                                            excerpt(t) + "': a dial reads 0..11 (0 = 12 o'clock)");
            value += static_cast<uint64_t>(std::stoi(t)) * scale;
        }
        index = index * kRowValues + value;
    }
    return index;
}

} // namespace

Puzzle clock_front_puzzle() {
    Puzzle p;
    p.id = "clock-front";
    p.description = "one face of the Rubik's Clock (9 dials), its 15 pin sets; htm: any amount "
                    "1..11 counts 1 (165 moves)";
    p.metrics = {"htm"};
    p.states = kClockFrontStates;
    p.positions = "the 9 front dials F1..F9, 0..11, e.g. \"3 0 0 0 0 0 0 0 11\"";
    p.model = make_clock_front_model;
    p.read = [](const std::string& text, const PuzzleModel&, InputKind kind) {
        if (kind == InputKind::Stickers)
            throw std::invalid_argument("clock-front reads its 9 dials only");
        return Position{read_front_dials(text), "", InputKind::Moves};
    };
    // The model's names write pin notation with '_' for its space ("UDDD_u1").
    p.format = [](const PuzzleModel& model, const std::vector<int>& moves) {
        std::string text = join_move_names(model, moves);
        for (char& c : text)
            if (c == '_') c = ' ';
        return text;
    };
    p.index_doc = "three rows of dials, the top row most significant; a row is dial (r, 0) + "
                  "12 dial (r, 1) + 144 dial (r, 2), dials row by row as seen from the front, "
                  "each 0..11 clockwise from 12 o'clock.";
    return p;
}

Puzzle clock_puzzle() {
    Puzzle p;
    p.id = "clock";
    p.aliases = {"rubiks-clock"};
    p.description = "Rubik's Clock, both faces (14 dials), Rokicki's metric: an exact solver, "
                    "no table";
    p.metrics = {"htm"};
    p.solver = make_clock_solver;
    p.join_arguments = join_clock_dials;
    p.solved_by = "exact, no table";
    p.solve_options = {"--svg", "--html", "--viewer-js"};
    // A position and then moves: moves read on as one line (y2 included); after dials, the
    // moves' dials added, since the clock's moves commute (a y2 there would not).
    p.held_stickers = [](const std::string& position, const std::string& then_moves,
                         InputKind kind) {
        if (kind == InputKind::Stickers)
            throw std::invalid_argument("clock reads dials or moves, not stickers");
        clock::Clock c = clock::parse_clock_position(position);
        if (then_moves.find_first_not_of(" \t") == std::string::npos) return clock::clock_net(c);
        try {
            return clock::clock_net(clock::parse_clock_position(position + " " + then_moves));
        } catch (const std::invalid_argument&) {
            // dials then moves: not one line
        }
        if (then_moves.find("y2") != std::string::npos)
            throw std::invalid_argument("after dials, give moves without y2 (or turn the "
                                        "dials over yourself)");
        return clock::clock_net(clock::add_dials(c, clock::parse_clock_position(then_moves)));
    };
    p.viewer_puzzle = "clock";
    p.viewer_scramble = clock::cubing_scramble;
    p.table_note = "its exact solver needs none";
    p.positions = "14 or 18 dials, a WCA scramble (UR3+ ... y2 ...) or pin notation (UUDD u3')";
    p.index_doc = "(no table)";
    return p;
}

} // namespace twobit
