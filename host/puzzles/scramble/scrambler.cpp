// Which scrambler a puzzle gets; see scrambler.hpp.
#include "host/puzzles/scramble/scrambler.hpp"

#include <stdexcept>

namespace twobit {

std::unique_ptr<Scrambler> make_scrambler(const Puzzle& record, const ScrambleRequest& request) {
    if (record.scrambler) {
        if (!request.gens.empty())
            throw std::invalid_argument(record.id + " takes no --gens for scramble");
        if (!request.metric.empty() && request.metric != record.metrics.front())
            throw std::invalid_argument(record.id + " is scrambled in " + record.metrics.front() +
                                        " only");
        return record.scrambler(record, request);
    }
    if (!record.model)
        throw std::invalid_argument(record.id + " has no table to draw scrambles from");
    return make_table_scrambler(record, request);
}

} // namespace twobit
