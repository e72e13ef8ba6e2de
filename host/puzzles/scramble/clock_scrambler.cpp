// The Clock's scrambler, in TNoodle's form (the WCA's scrambles since 2014): the nine pin
// sets UR DR DL UL U R D L ALL turned on the front, y2, the five U R D L ALL on the new
// front, each by a uniform amount written -5..6 (3+ clockwise, 2- anticlockwise, 0+ not at
// all), then each pin left up or down at random. The fourteen moves' dial changes are a basis
// of the fourteen dials' values mod 12, so uniform amounts give a uniform state; states
// nearer solved than WCA's least 2 moves (Regulation 4b3) are drawn again. The exact solver
// gives each state's distance.
#include <fmt/format.h>

#include "host/puzzles/clock/clock_notation.hpp"
#include "host/puzzles/clock/clock_solver.hpp"
#include "host/puzzles/scramble/scrambler.hpp"
#include "host/puzzles/scramble/uniform_random.hpp"

namespace twobit {

namespace {

constexpr const char* kFrontSets[] = {"UR", "DR", "DL", "UL", "U", "R", "D", "L", "ALL"};
constexpr const char* kBackSets[] = {"U", "R", "D", "L", "ALL"};
constexpr const char* kPins[] = {"UR", "DR", "DL", "UL"};

std::string turn(const char* pins, uint64_t amount) {
    return amount <= 6 ? fmt::format("{}{}+", pins, amount)
                       : fmt::format("{}{}-", pins, clock::kHours - static_cast<int>(amount));
}

class ClockScrambler : public Scrambler {
  public:
    Scramble next(std::mt19937_64& rng) override {
        for (;;) {
            std::string text;
            for (const char* set : kFrontSets)
                text += turn(set, uniform_below(rng, clock::kHours)) + " ";
            text += "y2";
            for (const char* set : kBackSets)
                text += " " + turn(set, uniform_below(rng, clock::kHours));
            for (const char* pin : kPins)
                if (uniform_below(rng, 2) == 1) text += std::string(" ") + pin;
            const int distance = solver_.distance(clock::parse_clock_position(text));
            if (distance < minimum_.moves) continue;
            Scramble s;
            s.text = text;
            s.length = static_cast<int>(std::size(kFrontSets) + std::size(kBackSets));
            s.distance = distance;
            return s;
        }
    }

  private:
    clock::ClockSolver solver_;
};

} // namespace

std::unique_ptr<Scrambler> make_clock_scrambler(const Puzzle&, const ScrambleRequest&) {
    return std::make_unique<ClockScrambler>();
}

} // namespace twobit
