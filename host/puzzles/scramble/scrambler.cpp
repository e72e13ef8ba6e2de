// Which scrambler a puzzle gets; see scrambler.hpp.
#include "host/puzzles/scramble/scrambler.hpp"

#include <stdexcept>

namespace twobit {

std::unique_ptr<Scrambler> make_scrambler(const Puzzle& record, const ScrambleRequest& request) {
    const bool own_solver = record.id == "3x3x3" || record.id == "clock";
    if (own_solver && !request.gens.empty())
        throw std::invalid_argument(record.id + " takes no --gens for scramble");
    if (own_solver && !request.metric.empty() && request.metric != record.metrics.front())
        throw std::invalid_argument(record.id + " is scrambled in " + record.metrics.front() +
                                    " only");
    if (record.id == "3x3x3") return make_cube3_scrambler(record, request);
    if (record.id == "clock") return make_clock_scrambler();
    if (!record.model)
        throw std::invalid_argument(record.id + " has no table to draw scrambles from");
    return make_table_scrambler(record, request);
}

} // namespace twobit
