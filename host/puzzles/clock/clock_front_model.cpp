// clock-front as a PuzzleModel: see clock_front_model.hpp.
#include "host/puzzles/clock/clock_front_model.hpp"

#include <stdexcept>

#include "host/puzzles/clock/clock_notation.hpp"

namespace twobit {

PuzzleModel make_clock_front_model(const std::string& metric, const std::string& gens) {
    if (metric != "htm")
        throw std::invalid_argument("clock-front has one metric, htm (any amount is one move)");
    if (!gens.empty()) throw std::invalid_argument("clock-front takes no --gens");
    PuzzleModel model;
    model.puzzle = "clock-front";
    model.metric = metric;

    // Moves: pin sets 1..15, amounts 1..11; the inverse of (S, k) is (S, 12 - k).
    struct PinTurn {
        uint8_t pins;
        int amount;
    };
    std::vector<PinTurn> turns;
    for (int pins = 1; pins < 16; ++pins)
        for (int amount = 1; amount < clock::kHours; ++amount) {
            turns.push_back({static_cast<uint8_t>(pins), amount});
            // Pin notation with '_' for its space ("UDDD_u1"): move lists are space-separated.
            std::string name = clock::format_move(
                {clock::Side::Front, static_cast<uint8_t>(pins), static_cast<uint8_t>(amount)});
            name[name.find(' ')] = '_';
            model.moves.push_back(
                {name, static_cast<int>(turns.size() - 1) + (clock::kHours - 2 * amount)});
        }
    const size_t num_moves = turns.size();
    for (int row = 0; row < 3; ++row) {
        Coordinate c{"dials of row " + std::to_string(row + 1), kClockRowValues, {}};
        c.move_table.resize(kClockRowValues * num_moves);
        for (uint32_t v = 0; v < kClockRowValues; ++v)
            for (size_t m = 0; m < num_moves; ++m) {
                const uint16_t mask = clock::face_turn_mask(turns[m].pins);
                uint32_t out = 0, scale = 1, rest = v;
                for (int col = 0; col < 3; ++col, scale *= 12, rest /= 12) {
                    const bool turned = mask & (1u << (row * 3 + col));
                    out += (rest % 12 + (turned ? turns[m].amount : 0)) % 12 * scale;
                }
                c.move_table[v * num_moves + m] = out;
            }
        model.coords.push_back(std::move(c));
    }
    // A pull checks a pin set's 11 amounts together: measured against groups of 3 and 15,
    // clock-front's depth 7 took 14.6 s against 21.4 and 16.3, its 178 M states that stay
    // unreached checking every move.
    model.pull_group = clock::kHours - 1;
    model.solved_index = 0;
    model.validate();
    return model;
}

} // namespace twobit
