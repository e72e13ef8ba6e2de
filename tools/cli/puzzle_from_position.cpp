// The puzzle a position names; see puzzle_from_position.hpp.
#include "tools/cli/puzzle_from_position.hpp"

#include "host/io/input_lines.hpp"
#include "host/puzzles/registry.hpp"
#include "tools/cli/cli_common.hpp"

namespace twobit::cli {

const Puzzle* puzzle_of_line(const std::string& line, InputKind input) {
    const std::vector<const Puzzle*> claims = puzzles_claiming(line, input);
    if (claims.size() > 1)
        throw UsageError("'" + excerpt(line) + "' reads as a " + claims[0]->id +
                         "'s position and "
                         "as a " +
                         claims[1]->id + "'s: give --puzzle");
    return claims.empty() ? nullptr : claims.front();
}

const Puzzle* puzzle_of_positions(const std::vector<std::string>& positions, InputKind input) {
    const Puzzle* decided = nullptr;
    std::string decided_by;
    for (const std::string& p : positions) {
        const Puzzle* here = puzzle_of_line(p, input);
        if (here == nullptr) continue;
        if (decided != nullptr && here != decided)
            throw UsageError("'" + excerpt(decided_by) + "' is a " + decided->id +
                             "'s position and '" + excerpt(p) + "' a " + here->id +
                             "'s: solve them apart, each with --puzzle");
        decided = here;
        decided_by = p;
    }
    return decided;
}

std::string assumed_puzzle_note(const std::string& puzzle) {
    return "twobit: assuming a " + puzzle +
           " (the default puzzle: nothing in the positions says which puzzle); for another give "
           "--puzzle\n";
}

} // namespace twobit::cli
